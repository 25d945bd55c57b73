import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { ESTATE_IDS } from "./data.js";
import type { CobConfig, CobMove, CobState, CobView } from "./state.js";

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const tile = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(66)));
const value = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(1), z.maximum(6)));
/** Goods tiles laid out per phase, and the face-down stacks of them kept for the later phases. */
const GOODS_PER_PHASE = 5;
const LATER_PHASES = 4;

/** The state schema as a zod object, so the view schema can be made from its fields. */
const stateObject = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const [t, v] = [tile(), value()];
  const counts6 = z.array(count).check(z.length(6));
  const player = z.strictObject({
    estate: z.array(z.number().check(z.int(), z.minimum(-1), z.maximum(66))).check(z.length(37)),
    storage: z.array(t).check(z.maxLength(3)),
    goods: counts6,
    sold: counts6,
    silver: count,
    workers: count,
    points: z.strictObject({ areas: count, colourBonus: count, animals: count, sales: count, watchtowers: count }),
    track: count,
    trackStamp: count,
    dice: z.array(z.nullable(v)).check(z.length(2)),
    bought: z.boolean(),
  });
  const decision = z.strictObject({
    kind: z.enum(["startCastle", "turn", "discard", "castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"]),
    players: z.array(playerId).check(z.length(1)),
    tile: z.number().check(z.int(), z.minimum(-1), z.maximum(66)),
  });
  return z.strictObject({
    game: z.literal("castles-of-burgundy"),
    config: schemas.config,
    players: z.array(player).check(z.minLength(2), z.maxLength(4)),
    phase: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
    round: z.number().check(z.int(), z.minimum(0), z.maximum(4)),
    turnOrder: z.array(playerId).check(z.minLength(2), z.maxLength(4)),
    turnIndex: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
    depots: z.array(z.array(t)).check(z.length(7)),
    depotGoods: z.array(counts6).check(z.length(7)),
    roundGoods: z.array(v).check(z.maxLength(GOODS_PER_PHASE)),
    goodsStacks: z.array(z.array(v).check(z.maxLength(GOODS_PER_PHASE))).check(z.maxLength(LATER_PHASES)),
    spareGoods: z.array(v),
    supply: z.array(z.array(t)).check(z.length(7)),
    removed: count,
    whiteDie: v,
    bonusLarge: z.array(z.nullable(playerId)).check(z.length(6)),
    bonusSmall: z.array(z.nullable(playerId)).check(z.length(6)),
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
    const die = z.number().check(z.int(), z.minimum(0), z.maximum(2));
    const [t, v] = [tile(), value()];
    return z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("take"), die, value: v, tile: t }),
      z.strictObject({ type: z.literal("place"), die, value: v, tile: t, space: z.number().check(z.int(), z.minimum(0), z.maximum(36)) }),
      z.strictObject({ type: z.literal("sell"), die, value: v }),
      z.strictObject({ type: z.literal("workers"), die }),
      z.strictObject({ type: z.literal("buy"), depot: z.number().check(z.int(), z.minimum(0), z.maximum(6)), tile: t, silver: z.number().check(z.int(), z.minimum(0), z.maximum(2)) }),
      z.strictObject({ type: z.literal("discard"), tile: t }),
      z.strictObject({ type: z.literal("ship"), depot: v, also: z.number().check(z.int(), z.minimum(0), z.maximum(6)), keep: z.number().check(z.int(), z.minimum(0), z.maximum(63)) }),
      z.strictObject({ type: z.literal("skip") }),
      z.strictObject({ type: z.literal("endTurn") }),
      z.strictObject({ type: z.literal("placeStartCastle"), space: z.number().check(z.int(), z.minimum(0), z.maximum(36)) }),
    ]);
  },

  state: () => exactSchema<CobState>()(stateObject()),

  /** The state's fields, less the hidden goods stacks, spare goods and PRNG, with the stacks' sizes and `viewer`. */
  view: () =>
    exactSchema<CobView>()(
      z.extend(z.omit(stateObject(), { goodsStacks: true, spareGoods: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        goodsStackSizes: z.array(fieldSchemas.count.check(z.maximum(GOODS_PER_PHASE))).check(z.maxLength(LATER_PHASES)),
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
  die: [0, 2], value: [1, 6], tile: [0, 66], space: [0, 36], depot: [0, 6], silver: [0, 2], also: [0, 6], keep: [0, 63],
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
    const lim = f === "depot" && o.type === "ship" ? [1, 6] : LIMITS[f]!;
    if (v < lim[0]! || v > lim[1]!) return false;
  }
  return true;
}
