import { z } from "zod";
import { countSchema, playerIdSchema, rngStateSchema } from "../../core/index.js";
import { CELL_COUNT, ORNAMENT_SLOTS } from "./board.js";
import { COLOURS, KIND_COUNT, STORAGE_EXPANSIONS, STORAGE_TILES } from "./data.js";
import type { QueensGardenConfig, QueensGardenMove, QueensGardenState } from "./state.js";

const kind = z.number().int().min(0).max(KIND_COUNT - 1);
const six = z.number().int().min(0).max(5);
const kinds = z.array(kind);
const counts = z.array(countSchema).length(KIND_COUNT);

/** Config schema. */
export const configSchema: z.ZodType<QueensGardenConfig> = z.strictObject({
  firstPlayer: z.number().int().min(0).max(3),
  variant: z.boolean(),
});

const payment = {
  payTiles: z.array(kind).max(5),
  payExpansions: z.array(kind).max(STORAGE_EXPANSIONS),
  jokers: z.number().int().min(0).max(5),
};

/** Move schema. */
export const moveSchema: z.ZodType<QueensGardenMove> = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("acquire"),
    by: z.enum(["colour", "pattern"]),
    value: z.union([z.enum(COLOURS), z.number().int().min(1).max(6)]),
    picks: z.array(z.strictObject({ kind, from: z.union([z.literal("stack"), z.number().int().min(0).max(40)]) })).max(6),
  }),
  z.strictObject({ type: z.literal("placeTile"), tile: kind, cell: z.number().int().min(0).max(CELL_COUNT - 1), ...payment }),
  z.strictObject({ type: z.literal("placeExpansion"), expansion: kind, area: six, rotation: six, ...payment }),
  z.strictObject({ type: z.literal("buyExpansion"), area: six }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("discardTile"), tile: kind }),
  z.strictObject({ type: z.literal("discardExpansion"), expansion: kind }),
  z.strictObject({ type: z.literal("endPass") }),
]);

const parts = z.strictObject({
  start: z.number().int(),
  wheel: z.number().int(),
  pavilions: z.number().int(),
  expansions: z.number().int(),
  firstPass: z.number().int(),
  discards: z.number().int(),
  jokers: z.number().int(),
  storage: z.number().int(),
  colourGroups: z.number().int(),
  patternGroups: z.number().int(),
  groupsOfSix: z.number().int(),
});

const player = z.strictObject({
  score: countSchema,
  points: parts,
  garden: z.array(z.number().int().min(-1).max(KIND_COUNT - 1)).length(CELL_COUNT),
  areas: z.array(z.strictObject({ expansion: kind, faceUp: z.boolean(), rotation: six }).nullable()).length(6),
  rewarded: z.array(z.boolean()).length(ORNAMENT_SLOTS),
  tiles: kinds.max(STORAGE_TILES),
  jokers: countSchema.max(STORAGE_TILES),
  expansions: kinds.max(STORAGE_EXPANSIONS),
  passed: z.boolean(),
});

/** State schema (used by `loadState`). */
export const stateSchema: z.ZodType<QueensGardenState> = z.strictObject({
  game: z.literal("queens-garden"),
  config: configSchema,
  phase: z.enum(["actions", "over"]),
  round: z.number().int().min(1).max(4),
  current: playerIdSchema,
  starter: playerIdSchema,
  marker: playerIdSchema.nullable(),
  discarding: z.number().int().min(0).max(2 * KIND_COUNT).nullable(),
  bag: counts,
  tower: counts,
  stack: kinds,
  topTiles: kinds.max(4),
  laterStacks: z.array(kinds).max(3),
  display: z.array(z.strictObject({ expansion: kind, faceUp: z.boolean(), tiles: kinds.max(4) })),
  supply: kinds,
  players: z.array(player).min(2).max(4),
  rng: rngStateSchema,
});

const isKind = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x) && x >= 0 && x < KIND_COUNT;
const isSix = (x: unknown): boolean => typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 5;
const isKinds = (x: unknown, max: number): boolean => Array.isArray(x) && x.length <= max && x.every(isKind);
const keyCount = (o: object): number => Object.keys(o).length;

/** Fast structural guard for the hot path: accepts only what {@link moveSchema} accepts. */
export function isQueensGardenMove(m: unknown): m is QueensGardenMove {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
  const o = m as Record<string, unknown>;
  const payOk = (): boolean =>
    isKinds(o.payTiles, 5) && isKinds(o.payExpansions, STORAGE_EXPANSIONS) && typeof o.jokers === "number" && Number.isInteger(o.jokers) && o.jokers >= 0 && o.jokers <= 5;
  switch (o.type) {
    case "placeTile":
      return keyCount(o) === 6 && isKind(o.tile) && typeof o.cell === "number" && Number.isInteger(o.cell) && o.cell >= 0 && o.cell < CELL_COUNT && payOk();
    case "placeExpansion":
      return keyCount(o) === 7 && isKind(o.expansion) && isSix(o.area) && isSix(o.rotation) && payOk();
    case "buyExpansion":
      return keyCount(o) === 2 && isSix(o.area);
    case "pass":
    case "endPass":
      return keyCount(o) === 1;
    case "discardTile":
      return keyCount(o) === 2 && isKind(o.tile);
    case "discardExpansion":
      return keyCount(o) === 2 && isKind(o.expansion);
    default:
      return false; // acquire and anything else go through the zod schema
  }
}
