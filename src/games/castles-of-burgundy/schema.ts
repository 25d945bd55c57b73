import * as z from "zod/mini";
import { countSchema, playerIdSchema, stateRngSchema } from "../../core/shared.js";
import { ESTATE_IDS } from "./data.js";
import type { CobConfig, CobMove, CobState } from "./state.js";

const tile = z.number().check(z.int(), z.minimum(0), z.maximum(66));
const die = z.number().check(z.int(), z.minimum(0), z.maximum(2));
const value = z.number().check(z.int(), z.minimum(1), z.maximum(6));

/** Config schema. */
const estateId = z.enum(ESTATE_IDS);

/** Config schema (the number of `estates` is checked against the player count at setup). */
export const configSchema: z.ZodMiniType<CobConfig> = z.strictObject({
  estate: estateId,
  estates: z.optional(z.array(estateId).check(z.minLength(2), z.maxLength(4))),
  startGoods: z.boolean(),
});

/** Move schema. */
export const moveSchema: z.ZodMiniType<CobMove> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("take"), die, value, tile }),
  z.strictObject({ type: z.literal("place"), die, value, tile, space: z.number().check(z.int(), z.minimum(0), z.maximum(36)) }),
  z.strictObject({ type: z.literal("sell"), die, value }),
  z.strictObject({ type: z.literal("workers"), die }),
  z.strictObject({ type: z.literal("buy"), depot: z.number().check(z.int(), z.minimum(0), z.maximum(6)), tile, silver: z.number().check(z.int(), z.minimum(0), z.maximum(2)) }),
  z.strictObject({ type: z.literal("discard"), tile }),
  z.strictObject({ type: z.literal("ship"), depot: value, also: z.number().check(z.int(), z.minimum(0), z.maximum(6)), keep: z.number().check(z.int(), z.minimum(0), z.maximum(63)) }),
  z.strictObject({ type: z.literal("skip") }),
  z.strictObject({ type: z.literal("endTurn") }),
  z.strictObject({ type: z.literal("placeStartCastle"), space: z.number().check(z.int(), z.minimum(0), z.maximum(36)) }),
]);

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

/** Fast structural guard: accepts only what {@link moveSchema} accepts. */
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

const counts6 = z.array(countSchema).check(z.length(6));
const player = z.strictObject({
  estate: z.array(z.number().check(z.int(), z.minimum(-1), z.maximum(66))).check(z.length(37)),
  storage: z.array(tile).check(z.maxLength(3)),
  goods: counts6,
  sold: counts6,
  silver: countSchema,
  workers: countSchema,
  points: z.strictObject({ areas: countSchema, colourBonus: countSchema, animals: countSchema, sales: countSchema, watchtowers: countSchema }),
  track: countSchema,
  trackStamp: countSchema,
  dice: z.array(z.nullable(value)).check(z.length(2)),
  bought: z.boolean(),
});
const decision = z.strictObject({
  kind: z.enum(["startCastle", "turn", "discard", "castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"]),
  players: z.array(playerIdSchema).check(z.length(1)),
  tile: z.number().check(z.int(), z.minimum(-1), z.maximum(66)),
});

/** State schema. */
export const stateSchema: z.ZodMiniType<CobState> = z.strictObject({
  game: z.literal("castles-of-burgundy"),
  config: configSchema,
  players: z.array(player).check(z.minLength(2), z.maxLength(4)),
  phase: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
  round: z.number().check(z.int(), z.minimum(0), z.maximum(4)),
  turnOrder: z.array(playerIdSchema).check(z.minLength(2), z.maxLength(4)),
  turnIndex: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
  depots: z.array(z.array(tile)).check(z.length(7)),
  depotGoods: z.array(counts6).check(z.length(7)),
  roundGoods: z.array(value).check(z.maxLength(5)),
  goodsStacks: z.array(z.array(value).check(z.maxLength(5))).check(z.maxLength(4)),
  spareGoods: z.array(value),
  supply: z.array(z.array(tile)).check(z.length(7)),
  removed: countSchema,
  whiteDie: value,
  bonusLarge: z.array(z.nullable(playerIdSchema)).check(z.length(6)),
  bonusSmall: z.array(z.nullable(playerIdSchema)).check(z.length(6)),
  nextStamp: countSchema,
  decisions: z.array(decision),
  rng: stateRngSchema,
});
