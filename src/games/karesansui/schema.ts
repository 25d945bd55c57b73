/** zod schemas for Karesansui configs, moves and states, and the fast move guard. */
import * as z from "zod/mini";
import { countSchema, playerIdSchema, stateRngSchema } from "../../core/shared.js";
import { CELLS, DESIGN_COUNT, FACE_COUNT } from "./board.js";
import { DATA_VERSION, FAMOUS_GARDENS, GARDENERS, STONE_KINDS, type FamousId, type GardenerId } from "./data.js";
import type { KaresansuiConfig, KaresansuiDecision, KaresansuiMove, KaresansuiState } from "./state.js";

const GARDENER_IDS = GARDENERS.map((g) => g.id) as [GardenerId, ...GardenerId[]];
const FAMOUS_IDS = FAMOUS_GARDENS.map((f) => f.id) as [FamousId, ...FamousId[]];

const seat = z.number().check(z.int(), z.minimum(0), z.maximum(3));
const cell = z.number().check(z.int(), z.minimum(0), z.maximum(CELLS - 1));
const tile = z.number().check(z.int(), z.minimum(0), z.maximum(DESIGN_COUNT - 1));
const face = z.number().check(z.int(), z.minimum(0), z.maximum(FACE_COUNT - 1));
const rotated = z.exactOptional(z.literal(true));
const kind = z.enum(STONE_KINDS);
const card = z.enum(GARDENER_IDS);
const virtue = z.number().check(z.int(), z.minimum(0), z.maximum(6));

/** Config schema. */
export const configSchema: z.ZodMiniType<KaresansuiConfig> = z.strictObject({
  firstPlayer: z.union([seat, z.literal("random")]),
  diagonalReuse: z.boolean(),
  sanzonStrict: z.boolean(),
  storedPlacement: z.enum(["swap", "extra"]),
  allowRotate180: z.boolean(),
});

const bare = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });

/** Move schema. */
export const moveSchema: z.ZodMiniType<KaresansuiMove> = z.discriminatedUnion("type", [
  bare("place"),
  bare("placeStored"),
  z.strictObject({ type: z.literal("give"), to: seat }),
  bare("discard"),
  bare("keep"),
  bare("acceptGift"),
  bare("declineGift"),
  bare("declareSteal"),
  bare("passSteal"),
  bare("counterSteal"),
  bare("allowSteal"),
  z.strictObject({ type: z.literal("placeCell"), cell, rotated }),
  bare("zazen"),
  z.strictObject({ type: z.literal("moveMonk"), to: cell }),
  z.strictObject({ type: z.literal("takeStone"), kind, cell }),
  z.strictObject({ type: z.literal("useGardener"), card }),
  bare("skipBonus"),
  bare("skipStone"),
  z.strictObject({ type: z.literal("placeDrawn"), tile, cell, rotated }),
  z.strictObject({ type: z.literal("discardDrawn"), tile }),
  z.strictObject({ type: z.literal("takeStored"), from: seat, cell, rotated }),
  bare("stopTaking"),
  z.strictObject({ type: z.literal("moveStone"), from: cell, to: cell }),
  z.strictObject({ type: z.literal("swapTiles"), a: cell, b: cell }),
]);

type Check = (x: unknown) => boolean;
const intIn = (lo: number, hi: number): Check => (x) => typeof x === "number" && Number.isInteger(x) && x >= lo && x <= hi;
const oneOf = (values: readonly string[]): Check => (x) => typeof x === "string" && values.includes(x);
const SEAT = intIn(0, 3);
const CELL = intIn(0, CELLS - 1);
/** Optional `rotated: true` (A9) of the placement moves: absent, or exactly `true`. */
const ROTATED_OPTIONAL = new Set(["placeCell", "placeDrawn", "takeStored"]);
const SHAPES = new Map<string, readonly (readonly [string, Check])[]>([
  ["place", []],
  ["placeStored", []],
  ["give", [["to", SEAT]]],
  ["discard", []],
  ["keep", []],
  ["acceptGift", []],
  ["declineGift", []],
  ["declareSteal", []],
  ["passSteal", []],
  ["counterSteal", []],
  ["allowSteal", []],
  ["placeCell", [["cell", CELL]]],
  ["zazen", []],
  ["moveMonk", [["to", CELL]]],
  ["takeStone", [["kind", oneOf(STONE_KINDS)], ["cell", CELL]]],
  ["useGardener", [["card", oneOf(GARDENER_IDS)]]],
  ["skipBonus", []],
  ["skipStone", []],
  ["placeDrawn", [["tile", intIn(0, DESIGN_COUNT - 1)], ["cell", CELL]]],
  ["discardDrawn", [["tile", intIn(0, DESIGN_COUNT - 1)]]],
  ["takeStored", [["from", SEAT], ["cell", CELL]]],
  ["stopTaking", []],
  ["moveStone", [["from", CELL], ["to", CELL]]],
  ["swapTiles", [["a", CELL], ["b", CELL]]],
]);

/** Fast structural guard accepting exactly what {@link moveSchema} accepts (plain objects only). */
export function isKaresansuiMove(value: unknown): value is KaresansuiMove {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const o = value as Record<string, unknown>;
  const type = o.type;
  if (typeof type !== "string") return false;
  const shape = SHAPES.get(type);
  if (!shape) return false;
  let keys = 0;
  for (const k in o) {
    if (!Object.prototype.hasOwnProperty.call(o, k)) return false;
    keys++;
  }
  let expected = shape.length + 1;
  if (ROTATED_OPTIONAL.has(type) && Object.prototype.hasOwnProperty.call(o, "rotated")) {
    if (o.rotated !== true) return false;
    expected++;
  }
  if (keys !== expected) return false;
  for (const [k, check] of shape) {
    if (!Object.prototype.hasOwnProperty.call(o, k) || !check(o[k])) return false;
  }
  return true;
}

const players = z.array(playerIdSchema);
const placeOrigin = z.enum(["place", "steal", "gift"]);

const decisionSchema: z.ZodMiniType<KaresansuiDecision> = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("step1"), players, tile, refused: players }),
  z.strictObject({ kind: z.literal("gift"), players, from: playerIdSchema, tile, refused: players }),
  z.strictObject({ kind: z.literal("steal"), players, tile, eligible: players, declared: players }),
  z.strictObject({ kind: z.literal("stealReaction"), players, tile, declared: players }),
  z.strictObject({ kind: z.literal("extraDrawn"), players, tile }),
  z.strictObject({ kind: z.literal("placeCell"), players, tile, origin: placeOrigin }),
  z.strictObject({ kind: z.literal("step2"), players }),
  z.strictObject({ kind: z.literal("bonusMove"), players }),
  z.strictObject({
    kind: z.literal("stone"),
    players,
    card,
    anyKind: z.boolean(),
    anyCell: z.boolean(),
    spendVirtue: z.boolean(),
    optional: z.boolean(),
  }),
  z.strictObject({ kind: z.literal("monkAnywhere"), players, card, thenStone: z.boolean() }),
  z.strictObject({ kind: z.literal("drawnTiles"), players, card, tiles: z.array(tile), placesLeft: countSchema }),
  z.strictObject({ kind: z.literal("takeStored"), players, card }),
  z.strictObject({ kind: z.literal("moveStone"), players, card }),
  z.strictObject({ kind: z.literal("swapTiles"), players, card }),
]);

const stoneCounts = z.strictObject({ Y: countSchema, t: countSchema, F: countSchema, T: countSchema, B: countSchema });

const playerSchema = z.strictObject({
  tiles: z.array(z.nullable(face)).check(z.length(CELLS)),
  stones: z.array(z.nullable(kind)).check(z.length(CELLS)),
  placed: z.number().check(z.int(), z.minimum(0), z.maximum(CELLS)),
  monk: z.nullable(cell),
  virtue,
  storage: z.nullable(tile),
  gardeners: z.array(card),
  used: z.array(card),
  famous: z.nullable(z.enum(FAMOUS_IDS)),
});

/** State schema (used by `loadState`); refuses states made with another data version. */
export const stateSchema: z.ZodMiniType<KaresansuiState> = z.strictObject({
  game: z.literal("karesansui"),
  dataVersion: z.literal(DATA_VERSION),
  config: configSchema,
  rng: stateRngSchema,
  bag: z.array(countSchema).check(z.length(DESIGN_COUNT)),
  discard: z.array(countSchema).check(z.length(DESIGN_COUNT)),
  supply: stoneCounts,
  sharedFamous: z.array(z.enum(FAMOUS_IDS)),
  players: z.array(playerSchema).check(z.minLength(2), z.maxLength(4)),
  current: playerIdSchema,
  turn: z.number().check(z.int(), z.minimum(1)),
  endTriggered: z.boolean(),
  lastTurn: z.boolean(),
  gardenerUsed: z.boolean(),
  stack: z.array(decisionSchema),
  over: z.boolean(),
});
