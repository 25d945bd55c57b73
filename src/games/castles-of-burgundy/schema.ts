import { z } from "zod";
import { countSchema, playerIdSchema, rngStateSchema } from "../../core/index.js";
import type { CobConfig, CobMove, CobState } from "./state.js";

const tile = z.number().int().min(0).max(66);
const die = z.number().int().min(0).max(2);
const value = z.number().int().min(1).max(6);

/** Config schema. */
export const configSchema: z.ZodType<CobConfig> = z.strictObject({
  estate: z.literal("1"),
  startGoods: z.boolean(),
});

/** Move schema. */
export const moveSchema: z.ZodType<CobMove> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("take"), die, value, tile }),
  z.strictObject({ type: z.literal("place"), die, value, tile, space: z.number().int().min(0).max(36) }),
  z.strictObject({ type: z.literal("sell"), die, value }),
  z.strictObject({ type: z.literal("workers"), die }),
  z.strictObject({ type: z.literal("buy"), depot: z.number().int().min(0).max(6), tile, silver: z.number().int().min(0).max(2) }),
  z.strictObject({ type: z.literal("discard"), tile }),
  z.strictObject({ type: z.literal("ship"), depot: value, also: z.number().int().min(0).max(6), keep: z.number().int().min(0).max(63) }),
  z.strictObject({ type: z.literal("skip") }),
  z.strictObject({ type: z.literal("endTurn") }),
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
};
const LIMITS: Readonly<Record<string, readonly [number, number]>> = {
  die: [0, 2], value: [1, 6], tile: [0, 66], space: [0, 36], depot: [0, 6], silver: [0, 2], also: [0, 6], keep: [0, 63],
};

/** Fast structural guard: accepts only what {@link moveSchema} accepts. */
export function isCobMove(m: unknown): m is CobMove {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
  const o = m as Record<string, unknown>;
  const fields = typeof o.type === "string" ? FIELDS[o.type] : undefined;
  if (!fields) return false;
  let keys = 0;
  for (const k in o) { if (Object.prototype.hasOwnProperty.call(o, k)) keys++; }
  if (keys !== fields.length + 1) return false;
  for (const f of fields) {
    const v = o[f];
    if (typeof v !== "number" || !Number.isInteger(v)) return false;
    const lim = f === "depot" && o.type === "ship" ? [1, 6] : LIMITS[f]!;
    if (v < lim[0]! || v > lim[1]!) return false;
  }
  return true;
}

const counts6 = z.array(countSchema).length(6);
const player = z.strictObject({
  estate: z.array(z.number().int().min(-1).max(66)).length(37),
  storage: z.array(tile).max(3),
  goods: counts6,
  sold: counts6,
  silver: countSchema,
  workers: countSchema,
  points: z.strictObject({ areas: countSchema, colourBonus: countSchema, animals: countSchema, sales: countSchema, watchtowers: countSchema }),
  track: countSchema,
  trackStamp: countSchema,
  dice: z.array(value.nullable()).length(2),
  bought: z.boolean(),
});
const decision = z.strictObject({
  kind: z.enum(["turn", "discard", "castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"]),
  players: z.array(playerIdSchema).length(1),
  tile: z.number().int().min(-1).max(66),
});

/** State schema. */
export const stateSchema: z.ZodType<CobState> = z.strictObject({
  game: z.literal("castles-of-burgundy"),
  config: configSchema,
  players: z.array(player).min(2).max(4),
  phase: z.number().int().min(0).max(5),
  round: z.number().int().min(0).max(4),
  turnOrder: z.array(playerIdSchema).min(2).max(4),
  turnIndex: z.number().int().min(0).max(3),
  depots: z.array(z.array(tile)).length(7),
  depotGoods: z.array(counts6).length(7),
  roundGoods: z.array(value).max(5),
  goodsStacks: z.array(z.array(value).max(5)).max(4),
  spareGoods: z.array(value),
  supply: z.array(z.array(tile)).length(7),
  removed: countSchema,
  whiteDie: value,
  bonusLarge: z.array(playerIdSchema.nullable()).length(6),
  bonusSmall: z.array(playerIdSchema.nullable()).length(6),
  nextStamp: countSchema,
  decisions: z.array(decision),
  rng: rngStateSchema,
});
