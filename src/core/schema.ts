import * as z from "zod/mini";
import { ValidationError, type ValidationIssue } from "./errors.js";
import type { Schema } from "./schema-type.js";

/** The parts of a zod issue its message is made from (zod's own message text is not relied on). */
interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly origin?: unknown;
  readonly keys?: readonly unknown[];
  readonly values?: readonly unknown[];
}

const shown = (v: unknown): string => (typeof v === "bigint" ? String(v) : (JSON.stringify(v) ?? String(v))).slice(0, 60);

/** One plain sentence for a zod issue, e.g. `must be at most 4` or `unknown key "colour"`. */
export function issueMessage(issue: IssueLike): string {
  const sized = issue.origin === "array" || issue.origin === "string" || issue.origin === "set";
  const unit = issue.origin === "string" ? " characters" : sized ? " entries" : "";
  switch (issue.code) {
    case "invalid_type":
      return `must be ${issue.expected === "int" ? "a whole number" : `a ${String(issue.expected)}`}`;
    case "too_small":
      return sized ? `must have at least ${shown(issue.minimum)}${unit}` : `must be at least ${shown(issue.minimum)}`;
    case "too_big":
      return sized ? `must have at most ${shown(issue.maximum)}${unit}` : `must be at most ${shown(issue.maximum)}`;
    case "unrecognized_keys":
      return `unknown key${(issue.keys?.length ?? 0) > 1 ? "s" : ""} ${(issue.keys ?? []).slice(0, 5).map(shown).join(", ")}${(issue.keys?.length ?? 0) > 5 ? ", …" : ""}`;
    case "invalid_value":
      return `must be one of ${(issue.values ?? []).slice(0, 12).map(shown).join(", ")}`;
    case "invalid_union":
      return "matches none of the allowed forms";
    case "invalid_format":
      return "has the wrong format";
    default:
      return issue.message;
  }
}

/** The first unknown key of an `unrecognized_keys` issue, as a path segment (none otherwise). */
function unknownKey(issue: IssueLike): PropertyKey[] {
  const key = issue.code === "unrecognized_keys" ? issue.keys?.[0] : undefined;
  return typeof key === "string" ? [key] : [];
}

/**
 * Turns zod issues into {@link ValidationIssue}s with dotted paths like `players[1].score`. An
 * unknown key is blamed on the key itself (its first one), not on the object holding it.
 */
export function toIssues(error: { readonly issues: readonly IssueLike[] }): ValidationIssue[] {
  return error.issues.map((i) => ({
    path: [...i.path, ...unknownKey(i)].reduce<string>((acc, seg) => (typeof seg === "number" ? `${acc}[${seg}]` : acc === "" ? String(seg) : `${acc}.${String(seg)}`), ""),
    message: issueMessage(i),
  }));
}

/** Parses `data` with `schema` or throws a {@link ValidationError} about `what`. */
export function parseOrThrow<T>(schema: Schema<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ValidationError(what, toIssues(r.error));
  return r.data;
}

/**
 * A function that runs `build` on its first call and returns that same value ever after: for
 * schemas and tables that take time to make and are not needed to import a game.
 */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

/**
 * The zod schemas of a game's config, state, move and player view (`GameDefinition.schemas`), typed
 * as zod's for building one game's schemas from another's.
 * @internal zod types: left out of the published declarations, which need no zod.
 */
export interface GameSchemas<Config, State, Move, View> {
  readonly config: z.ZodMiniType<Config>;
  readonly state: z.ZodMiniType<State>;
  readonly move: z.ZodMiniType<Move>;
  /** What `playerView` returns, for a seat or a spectator. */
  readonly view: z.ZodMiniType<View>;
}

/**
 * A game's `schemas` whose schemas are each built on first use, not at import: building zod
 * schemas was most of what importing a game cost. The first `setup` builds the config schema,
 * the first `loadState` the state schema, the first move the game's fast guard does not accept the
 * move schema; a program that only sets up and plays (bots, playouts) builds the config schema
 * alone. A builder may use the others through the returned object (`config: schemas.config`).
 * @internal zod types: left out of the published declarations, which need no zod.
 */
export function lazySchemas<Config, State, Move, View>(build: {
  readonly config: () => z.ZodMiniType<Config>;
  readonly state: () => z.ZodMiniType<State>;
  readonly move: () => z.ZodMiniType<Move>;
  readonly view: () => z.ZodMiniType<View>;
}): GameSchemas<Config, State, Move, View> {
  const config = lazy(build.config);
  const state = lazy(build.state);
  const move = lazy(build.move);
  const view = lazy(build.view);
  return Object.freeze({
    get config() {
      return config();
    },
    get state() {
      return state();
    },
    get move() {
      return move();
    },
    get view() {
      return view();
    },
  });
}

/** `T` with every `readonly` removed, all the way down: zod's outputs are mutable, the game types are not. */
type Writable<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/** `true` when `A` and `B` are the same type (not merely assignable one way). */
type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/**
 * Nothing when a schema's output is `T` (readonly aside); else a property no schema has, naming both.
 * @internal zod types: left out of the published declarations, which need no zod.
 */
export type MatchesType<Output, T> = Same<Writable<Output>, Writable<T>> extends true ? unknown : { readonly "the schema and the type differ": [Output, T] };

/**
 * `exactSchema<T>()(schema)` is `schema`, typed as a schema of `T`, and compiles only when the
 * schema's output is exactly `T` (readonly aside): no field missing, extra, optional or of another
 * type on either side. It ties a hand-written type to its schema so the two cannot drift apart.
 * @internal zod types: left out of the published declarations, which need no zod.
 */
export function exactSchema<T>(): <S extends z.ZodMiniType>(schema: S & MatchesType<z.output<S>, T>) => z.ZodMiniType<T> {
  return (schema) => schema as unknown as z.ZodMiniType<T>;
}

const uint32 = () => z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff));
const playerId = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(15)));
const seed = /* @__PURE__ */ lazy(() => z.union([z.string(), z.number().check(z.int(), z.minimum(-0x80000000), z.maximum(0xffffffff))]));
const rngState = /* @__PURE__ */ lazy(() => z.tuple([uint32(), uint32(), uint32(), uint32()]));
const stateRng = /* @__PURE__ */ lazy(() => z.nullable(rngState()));
const count = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0)));
const viewer = /* @__PURE__ */ lazy(() => z.union([playerId(), z.literal("spectator")]));

/**
 * The shared field schemas, each built on first use: what the games' lazily built schemas embed,
 * so that importing a game builds none. Each but `viewer` is the same object as the matching
 * `…Schema` constant below (`fieldSchemas.count === countSchema`).
 * @internal zod types: left out of the published declarations, which need no zod.
 */
export const fieldSchemas: {
  /** A 0-based seat number. */
  readonly playerId: ReturnType<typeof playerId>;
  /** A seed: string or 32-bit integer. */
  readonly seed: ReturnType<typeof seed>;
  /** A stored PRNG state: four unsigned 32-bit integers. */
  readonly rngState: ReturnType<typeof rngState>;
  /** A game state's `rng` field: the PRNG state, or null in explicit-chance mode. */
  readonly stateRng: ReturnType<typeof stateRng>;
  /** A non-negative integer. */
  readonly count: ReturnType<typeof count>;
  /** A player view's `viewer` field: the seat whose view it is, or `"spectator"`. */
  readonly viewer: ReturnType<typeof viewer>;
} = /* @__PURE__ */ Object.freeze({
  get playerId() {
    return playerId();
  },
  get seed() {
    return seed();
  },
  get rngState() {
    return rngState();
  },
  get stateRng() {
    return stateRng();
  },
  get count() {
    return count();
  },
  get viewer() {
    return viewer();
  },
});

// The constants below are the same objects as `fieldSchemas`; the core entry exports them from
// schema-constants.ts instead, so that, unused, they are left out of the games' builds.

/** A 0-based seat number. */
export const playerIdSchema = /* @__PURE__ */ playerId();

/** A seed: string or 32-bit integer. */
export const seedSchema = /* @__PURE__ */ seed();

/** A stored PRNG state: four unsigned 32-bit integers. */
export const rngStateSchema = /* @__PURE__ */ rngState();

/**
 * A game state's `rng` field: the PRNG state, or null when the game runs in explicit-chance mode
 * (every random event is a decision of the chance player; see `chanceOutcomes`).
 */
export const stateRngSchema = /* @__PURE__ */ stateRng();

/** A non-negative integer. */
export const countSchema = /* @__PURE__ */ count();

/**
 * The setup issue for a configured seat (such as `firstPlayer`) that does not exist at a table
 * of `players`; empty when the seat exists or is not a number (e.g. `"random"` or `null`).
 */
export function seatIssues(field: string, seat: unknown, players: number): ValidationIssue[] {
  return typeof seat === "number" && seat >= players ? [{ path: field, message: `seat ${seat} does not exist with ${players} players` }] : [];
}
