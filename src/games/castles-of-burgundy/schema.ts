import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import {
  ANY_VALUE_DIE, BLACK_DEPOT, BLACK_DEPOT_PRICE, BLACK_PILE, COLOURS, DIE_FACES, ESTATE_IDS, ESTATE_SPACES, GAME_OVER_PHASE, GOODS_COLOURS,
  GOODS_PER_PHASE, LAST_ROUND, LAST_TILE_CODE, NUMBERED_DEPOTS, PHASE_COUNT, ROLLED_DICE, TILE_STORAGE,
} from "./data.js";
import type { CobConfig, CobMove, CobState, CobView } from "./state.js";

/** A ship's `keep` with every goods colour taken (bit c − 1 for colour c). */
const ALL_GOODS_COLOURS = (1 << GOODS_COLOURS) - 1;

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const tile = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(LAST_TILE_CODE)));
const value = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(1), z.maximum(DIE_FACES)));

/** The state schema as a zod object, so the view schema can be made from its fields. */
const stateObject = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const [t, v] = [tile(), value()];
  const perGoodsColour = z.array(count).check(z.length(GOODS_COLOURS));
  const player = z.strictObject({
    estate: z.array(z.number().check(z.int(), z.minimum(-1), z.maximum(LAST_TILE_CODE))).check(z.length(ESTATE_SPACES)),
    storage: z.array(t).check(z.maxLength(TILE_STORAGE)),
    goods: perGoodsColour,
    sold: perGoodsColour,
    silver: count,
    workers: count,
    points: z.strictObject({ areas: count, colourBonus: count, animals: count, sales: count, watchtowers: count }),
    track: count,
    trackStamp: count,
    dice: z.array(z.nullable(v)).check(z.length(ROLLED_DICE)),
    bought: z.boolean(),
  });
  const decision = z.strictObject({
    kind: z.enum(["startCastle", "turn", "discard", "castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"]),
    players: z.array(playerId).check(z.length(1)),
    tile: z.number().check(z.int(), z.minimum(-1), z.maximum(LAST_TILE_CODE)),
  });
  return z.strictObject({
    game: z.literal("castles-of-burgundy"),
    config: schemas.config,
    players: z.array(player).check(z.minLength(2), z.maxLength(4)),
    phase: z.number().check(z.int(), z.minimum(0), z.maximum(GAME_OVER_PHASE)),
    round: z.number().check(z.int(), z.minimum(0), z.maximum(LAST_ROUND)),
    turnOrder: z.array(playerId).check(z.minLength(2), z.maxLength(4)),
    turnIndex: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
    depots: z.array(z.array(t)).check(z.length(NUMBERED_DEPOTS + 1)),
    depotGoods: z.array(perGoodsColour).check(z.length(NUMBERED_DEPOTS + 1)),
    roundGoods: z.array(v).check(z.maxLength(GOODS_PER_PHASE)),
    goodsStacks: z.array(z.array(v).check(z.maxLength(GOODS_PER_PHASE))).check(z.maxLength(PHASE_COUNT - 1)),
    spareGoods: z.array(v),
    supply: z.array(z.array(t)).check(z.length(BLACK_PILE + 1)),
    removed: count,
    whiteDie: v,
    bonusLarge: z.array(z.nullable(playerId)).check(z.length(COLOURS.length)),
    bonusSmall: z.array(z.nullable(playerId)).check(z.length(COLOURS.length)),
    nextStamp: count,
    decisions: z.array(decision),
    rng: fieldSchemas.stateRng,
  });
});

/** The zod schemas of The Castles of Burgundy's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<CobConfig, CobState, CobMove, CobView> = /* @__PURE__ */ lazySchemas<CobConfig, CobState, CobMove, CobView>({
  /** The config (the number of `estates` is checked against the player count at setup). */
  config: () => {
    const estateId = z.enum(ESTATE_IDS);
    return z.strictObject({
      estate: estateId,
      estates: z.optional(z.array(estateId).check(z.minLength(2), z.maxLength(4))),
      startGoods: z.boolean(),
    });
  },

  move: () => {
    const die = z.number().check(z.int(), z.minimum(0), z.maximum(ANY_VALUE_DIE));
    const [t, v] = [tile(), value()];
    return z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("take"), die, value: v, tile: t }),
      z.strictObject({ type: z.literal("place"), die, value: v, tile: t, space: z.number().check(z.int(), z.minimum(0), z.maximum(ESTATE_SPACES - 1)) }),
      z.strictObject({ type: z.literal("sell"), die, value: v }),
      z.strictObject({ type: z.literal("workers"), die }),
      z.strictObject({ type: z.literal("buy"), depot: z.number().check(z.int(), z.minimum(BLACK_DEPOT), z.maximum(NUMBERED_DEPOTS)), tile: t, silver: z.number().check(z.int(), z.minimum(0), z.maximum(BLACK_DEPOT_PRICE)) }),
      z.strictObject({ type: z.literal("discard"), tile: t }),
      z.strictObject({ type: z.literal("ship"), depot: v, also: z.number().check(z.int(), z.minimum(0), z.maximum(NUMBERED_DEPOTS)), keep: z.number().check(z.int(), z.minimum(0), z.maximum(ALL_GOODS_COLOURS)) }),
      z.strictObject({ type: z.literal("skip") }),
      z.strictObject({ type: z.literal("endTurn") }),
      z.strictObject({ type: z.literal("placeStartCastle"), space: z.number().check(z.int(), z.minimum(0), z.maximum(ESTATE_SPACES - 1)) }),
    ]);
  },

  state: () => exactSchema<CobState>()(stateObject()),

  /** The state's fields, less the hidden goods stacks, spare goods and PRNG, with the stacks' sizes and `viewer`. */
  view: () =>
    exactSchema<CobView>()(
      z.extend(z.omit(stateObject(), { goodsStacks: true, spareGoods: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        goodsStackSizes: z.array(fieldSchemas.count.check(z.maximum(GOODS_PER_PHASE))).check(z.maxLength(PHASE_COUNT - 1)),
      }),
    ),
});

const FIELDS: Readonly<Record<string, readonly string[]>> = {
  take: ["die", "value", "tile"],
  place: ["die", "value", "tile", "space"],
  sell: ["die", "value"],
  workers: ["die"],
  buy: ["depot", "tile", "silver"],
  discard: ["tile"],
  ship: ["depot", "also", "keep"],
  skip: [],
  endTurn: [],
  placeStartCastle: ["space"],
};
const LIMITS: Readonly<Record<string, readonly [number, number]>> = {
  die: [0, ANY_VALUE_DIE], value: [1, DIE_FACES], tile: [0, LAST_TILE_CODE], space: [0, ESTATE_SPACES - 1], depot: [BLACK_DEPOT, NUMBERED_DEPOTS],
  silver: [0, BLACK_DEPOT_PRICE], also: [0, NUMBERED_DEPOTS], keep: [0, ALL_GOODS_COLOURS],
};

/** Fast structural guard: accepts only what `schemas.move` accepts. */
export function isCobMove(m: unknown): m is CobMove {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
  const o = m as Record<string, unknown>;
  const fields = typeof o.type === "string" && Object.hasOwn(FIELDS, o.type) ? FIELDS[o.type] : undefined;
  if (!fields) return false;
  let keys = 0;
  for (const k in o) { if (Object.prototype.hasOwnProperty.call(o, k)) keys++; }
  if (keys !== fields.length + 1) return false;
  for (const f of fields) {
    if (!Object.prototype.hasOwnProperty.call(o, f)) return false;
    const v = o[f];
    if (typeof v !== "number" || !Number.isInteger(v)) return false;
    const lim = f === "depot" && o.type === "ship" ? [1, NUMBERED_DEPOTS] : LIMITS[f]!;
    if (v < lim[0]! || v > lim[1]!) return false;
  }
  return true;
}
