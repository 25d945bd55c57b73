/** zod schemas for Karesansui configs, moves and states, and the fast move guard. */
import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { CELLS, DESIGN_COUNT, FACE_COUNT } from "./board.js";
import { DATA_VERSION, FAMOUS_GARDENS, GARDENERS, STONE_KINDS, type FamousId, type GardenerId } from "./data.js";
import type { KaresansuiConfig, KaresansuiDecision, KaresansuiMove, KaresansuiState, KaresansuiView } from "./state.js";

const GARDENER_IDS = GARDENERS.map((g) => g.id) as [GardenerId, ...GardenerId[]];
const FAMOUS_IDS = FAMOUS_GARDENS.map((f) => f.id) as [FamousId, ...FamousId[]];

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const seat = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(3)));
const cell = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(CELLS - 1)));
const tile = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(DESIGN_COUNT - 1)));
const kind = /* @__PURE__ */ lazy(() => z.enum(STONE_KINDS));
const card = /* @__PURE__ */ lazy(() => z.enum(GARDENER_IDS));

/** The state schema's parts as zod objects, so the view schema can be made from the same fields. */
const stateParts = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const [c, t, cd] = [cell(), tile(), card()];
  const players = z.array(playerId);
  const placeOrigin = z.enum(["place", "steal", "gift"]);
  const decisionSchema: z.ZodMiniType<KaresansuiDecision> = z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("step1"), players, tile: t, refused: players }),
    z.strictObject({ kind: z.literal("gift"), players, from: playerId, tile: t, refused: players }),
    z.strictObject({ kind: z.literal("steal"), players, tile: t, eligible: players, declared: players }),
    z.strictObject({ kind: z.literal("stealReaction"), players, tile: t, declared: players }),
    z.strictObject({ kind: z.literal("extraDrawn"), players, tile: t }),
    z.strictObject({ kind: z.literal("placeCell"), players, tile: t, origin: placeOrigin }),
    z.strictObject({ kind: z.literal("step2"), players }),
    z.strictObject({ kind: z.literal("bonusMove"), players }),
    z.strictObject({
      kind: z.literal("stone"),
      players,
      card: cd,
      anyKind: z.boolean(),
      anyCell: z.boolean(),
      spendVirtue: z.boolean(),
      optional: z.boolean(),
    }),
    z.strictObject({ kind: z.literal("monkAnywhere"), players, card: cd, thenStone: z.boolean() }),
    z.strictObject({ kind: z.literal("drawnTiles"), players, card: cd, tiles: z.array(t), placesLeft: count }),
    z.strictObject({ kind: z.literal("takeStored"), players, card: cd }),
    z.strictObject({ kind: z.literal("moveStone"), players, card: cd }),
    z.strictObject({ kind: z.literal("swapTiles"), players, card: cd }),
  ]);
  /** One entry per seat. */
  const seats = <P extends z.ZodMiniType>(p: P) => z.array(p).check(z.minLength(2), z.maxLength(4));
  const stoneCounts = z.strictObject({ Y: count, t: count, F: count, T: count, B: count });
  const playerSchema = z.strictObject({
    tiles: z.array(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(FACE_COUNT - 1)))).check(z.length(CELLS)),
    stones: z.array(z.nullable(kind())).check(z.length(CELLS)),
    placed: z.number().check(z.int(), z.minimum(0), z.maximum(CELLS)),
    monk: z.nullable(c),
    virtue: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
    storage: z.nullable(t),
    gardeners: z.array(cd),
    used: z.array(cd),
    famous: z.nullable(z.enum(FAMOUS_IDS)),
  });
  const state = z.strictObject({
    game: z.literal("karesansui"),
    dataVersion: z.literal(DATA_VERSION),
    config: schemas.config,
    rng: fieldSchemas.stateRng,
    bag: z.array(count).check(z.length(DESIGN_COUNT)),
    discard: z.array(count).check(z.length(DESIGN_COUNT)),
    supply: stoneCounts,
    sharedFamous: z.array(z.enum(FAMOUS_IDS)),
    players: seats(playerSchema),
    current: playerId,
    turn: z.number().check(z.int(), z.minimum(1)),
    endTriggered: z.boolean(),
    lastTurn: z.boolean(),
    gardenerUsed: z.boolean(),
    stack: z.array(decisionSchema),
    over: z.boolean(),
  });
  return { player: playerSchema, seats, state };
});

/** The zod schemas of Karesansui's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<KaresansuiConfig, KaresansuiState, KaresansuiMove, KaresansuiView> = /* @__PURE__ */ lazySchemas<
  KaresansuiConfig,
  KaresansuiState,
  KaresansuiMove,
  KaresansuiView
>({
  config: () =>
    z.strictObject({
      firstPlayer: z.union([seat(), z.literal("random")]),
      diagonalReuse: z.boolean(),
      sanzonStrict: z.boolean(),
      storedPlacement: z.enum(["swap", "extra"]),
      allowRotate180: z.boolean(),
    }),

  move: () => {
    const bare = <T extends string>(type: T) => z.strictObject({ type: z.literal(type) });
    const rotated = z.exactOptional(z.literal(true));
    const [s, c, t] = [seat(), cell(), tile()];
    return z.discriminatedUnion("type", [
      bare("place"),
      bare("placeStored"),
      z.strictObject({ type: z.literal("give"), to: s }),
      bare("discard"),
      bare("keep"),
      bare("acceptGift"),
      bare("declineGift"),
      bare("declareSteal"),
      bare("passSteal"),
      bare("counterSteal"),
      bare("allowSteal"),
      z.strictObject({ type: z.literal("placeCell"), cell: c, rotated }),
      bare("zazen"),
      z.strictObject({ type: z.literal("moveMonk"), to: c }),
      z.strictObject({ type: z.literal("takeStone"), kind: kind(), cell: c }),
      z.strictObject({ type: z.literal("useGardener"), card: card() }),
      bare("skipBonus"),
      bare("skipStone"),
      z.strictObject({ type: z.literal("placeDrawn"), tile: t, cell: c, rotated }),
      z.strictObject({ type: z.literal("discardDrawn"), tile: t }),
      z.strictObject({ type: z.literal("takeStored"), from: s, cell: c, rotated }),
      bare("stopTaking"),
      z.strictObject({ type: z.literal("moveStone"), from: c, to: c }),
      z.strictObject({ type: z.literal("swapTiles"), a: c, b: c }),
    ]);
  },

  state: () => exactSchema<KaresansuiState>()(stateParts().state),

  /**
   * The state's fields less the bag (shown as its size) and the PRNG, with `viewer`; each player's
   * less the unused gardener cards, shown as a count and, to their owner only, as the cards
   * (`null` to others, as is the famous-garden card).
   */
  view: () => {
    const { player, seats, state } = stateParts();
    const playerView = z.extend(z.omit(player, { gardeners: true }), {
      gardenerCount: fieldSchemas.count,
      gardeners: z.nullable(player.shape.gardeners),
    });
    return exactSchema<KaresansuiView>()(
      z.extend(z.omit(state, { bag: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        bagSize: fieldSchemas.count,
        players: seats(playerView),
      }),
    );
  },
});

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

/** Fast structural guard accepting exactly what `schemas.move` accepts (plain objects only). */
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
