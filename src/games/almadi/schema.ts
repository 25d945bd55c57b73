/** zod schemas of Almadi's config, moves and state, and the fast move guard. */
import * as z from "zod/mini";
import { countSchema, playerIdSchema, stateRngSchema } from "../../core/shared.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState } from "./state.js";

/** Config schema. */
export const configSchema: z.ZodMiniType<AlmadiConfig> = z.strictObject({
  characters: z.boolean(),
  startTiles: z.enum(["choose", "random"]),
  greyObjectives: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(8))),
  firstPlayer: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(4))),
});

const CELL_RE = /^\d{1,3},\d{1,3}$/;
const cell = z.string().check(z.regex(CELL_RE));
const id = z.string().check(z.minLength(1), z.maxLength(16));
const characterId = z.enum(CHARACTER_IDS);
const slot = z.number().check(z.int(), z.minimum(0), z.maximum(7));
const effect = z.number().check(z.int(), z.minimum(0), z.maximum(63));

/** Move schema. */
export const moveSchema: z.ZodMiniType<AlmadiMove> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("chooseStartTile"), tile: id }),
  z.strictObject({ type: z.literal("keepCharacters"), keep: z.tuple([characterId, characterId]) }),
  z.strictObject({ type: z.literal("place"), slot, cell }),
  z.strictObject({ type: z.literal("aliDraw") }),
  z.strictObject({ type: z.literal("aliPlace"), cell }),
  z.strictObject({ type: z.literal("aliSwap"), slot, cell }),
  z.strictObject({ type: z.literal("resolveEffect"), effect }),
  z.strictObject({ type: z.literal("takeObjective"), effect, objective: id }),
  z.strictObject({ type: z.literal("declineEffect"), effect }),
  z.strictObject({ type: z.literal("genieMove"), from: cell, to: cell }),
  z.strictObject({ type: z.literal("genieSwap"), a: cell, b: cell }),
  z.strictObject({ type: z.literal("declineGenie") }),
  z.strictObject({ type: z.literal("endTurn") }),
  z.strictObject({ type: z.literal("hire"), character: characterId }),
  z.strictObject({ type: z.literal("chooseCopy"), character: characterId }),
  z.strictObject({ type: z.literal("zeinabTrade"), give: id }),
]) as z.ZodMiniType<AlmadiMove>;

const CHARS = new Set<string>(CHARACTER_IDS);
const isInt = (x: unknown, max: number): boolean => typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= max;
const isCell = (x: unknown): boolean => typeof x === "string" && CELL_RE.test(x);
const isId = (x: unknown): boolean => typeof x === "string" && x.length >= 1 && x.length <= 16;
const isChar = (x: unknown): x is CharacterId => typeof x === "string" && CHARS.has(x);

function keysAre(o: object, n: number): boolean {
  let k = 0;
  for (const key in o) if (Object.prototype.hasOwnProperty.call(o, key)) k++;
  return k === n && Object.getPrototypeOf(o) === Object.prototype;
}

/** Cheap structural check equivalent to (never looser than) {@link moveSchema}. */
export function isAlmadiMove(m: unknown): m is AlmadiMove {
  if (typeof m !== "object" || m === null) return false;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case "place":
    case "aliSwap":
      return keysAre(o, 3) && isInt(o.slot, 7) && isCell(o.cell);
    case "aliPlace":
      return keysAre(o, 2) && isCell(o.cell);
    case "resolveEffect":
    case "declineEffect":
      return keysAre(o, 2) && isInt(o.effect, 63);
    case "takeObjective":
      return keysAre(o, 3) && isInt(o.effect, 63) && isId(o.objective);
    case "genieMove":
      return keysAre(o, 3) && isCell(o.from) && isCell(o.to);
    case "genieSwap":
      return keysAre(o, 3) && isCell(o.a) && isCell(o.b);
    case "aliDraw":
    case "declineGenie":
    case "endTurn":
      return keysAre(o, 1);
    case "hire":
    case "chooseCopy":
      return keysAre(o, 2) && isChar(o.character);
    case "zeinabTrade":
      return keysAre(o, 2) && isId(o.give);
    case "chooseStartTile":
      return keysAre(o, 2) && isId(o.tile);
    case "keepCharacters":
      return keysAre(o, 2) && Array.isArray(o.keep) && o.keep.length === 2 && isChar(o.keep[0]) && isChar(o.keep[1]);
    default:
      return false;
  }
}

const direction = z.enum(["N", "E", "S", "W"]);

const turnSchema = z.strictObject({
  step: z.enum(["take", "ali", "resolve", "genie", "end"]),
  extra: z.boolean(),
  aliTile: z.nullable(id),
  pending: z.array(z.strictObject({ icon: z.enum(["marteline", "stall", "moon", "ruby"]), tile: id, edge: direction })),
  genie: z.boolean(),
  genieActions: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
  lastMove: z.nullable(z.strictObject({ tile: id, from: cell })),
  used: z.array(characterId),
});

const playerSchema = z.strictObject({
  realm: z.record(cell, id),
  startTile: z.nullable(id),
  rubies: countSchema,
  mosaics: z.array(id),
  stalls: z.array(id),
  objectives: z.array(z.strictObject({ id, completed: z.boolean() })),
  dealt: z.array(characterId),
  hand: z.array(characterId),
  hired: z.array(characterId),
  copy: z.nullable(characterId),
  turns: countSchema,
});

/** State schema (used by `loadState`). */
export const stateSchema: z.ZodMiniType<AlmadiState> = z.strictObject({
  game: z.literal("almadi"),
  dataVersion: z.string(),
  config: configSchema,
  phase: z.enum(["start", "keep", "play", "over"]),
  current: playerIdSchema,
  firstPlayer: playerIdSchema,
  startOrder: z.array(playerIdSchema),
  board: z.array(z.nullable(id)).check(z.length(8)),
  supply: z.array(id),
  mosaicDeck: z.array(id),
  stallDeck: z.array(id),
  objectives: z.array(id),
  rubies: countSchema,
  publicCharacters: z.array(characterId),
  unusedCharacters: z.array(characterId),
  normalTurnsOver: z.boolean(),
  extraTurns: z.array(playerIdSchema),
  turn: z.nullable(turnSchema),
  players: z.array(playerSchema).check(z.minLength(2), z.maxLength(5)),
  rng: stateRngSchema,
}) as z.ZodMiniType<AlmadiState>;
