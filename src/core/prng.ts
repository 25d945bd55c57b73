import { ValidationError } from "./errors.js";
import { required } from "./required.js";

/**
 * A seed for a game: any string, or a 32-bit integer (signed or unsigned).
 * The same seed gives the same game on every platform.
 */
export type Seed = string | number;

/** The whole state of the PRNG (sfc32): four unsigned 32-bit integers, plain JSON data. */
export type RngState = readonly [number, number, number, number];

/** Checks a seed and throws a {@link ValidationError} naming it when it is neither a string nor a 32-bit integer. */
export function assertSeed(seed: unknown): asserts seed is Seed {
  if (typeof seed === "string") {
    if (seed.length <= MAX_SEED_LENGTH) return;
    throw new ValidationError("seed", [{ path: "seed", message: `a seed string has at most ${MAX_SEED_LENGTH} characters, not ${seed.length}` }]);
  }
  if (typeof seed === "number" && Number.isInteger(seed) && seed >= -0x80000000 && seed <= 0xffffffff) return;
  const hint =
    typeof seed === "number" && Number.isInteger(seed) ? ` (${seed} is out of range: a timestamp like Date.now() needs \`>>> 0\`, or use randomSeed())` : " (use randomSeed() for a fresh one)";
  throw new ValidationError("seed", [{ path: "seed", message: `must be a string or a 32-bit integer from -2147483648 to 4294967295${hint}` }]);
}

/** The longest seed string accepted. */
export const MAX_SEED_LENGTH = 1024;

/**
 * A fresh unsigned 32-bit seed from the platform's cryptographic random source (browsers and
 * Node alike). Record it: the same seed replays the same game.
 */
export function randomSeed(): number {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return required(word[0], "the random word");
}

/**
 * A fresh 128-bit PRNG state from the platform's cryptographic random source, for
 * `setup({ rng })`. Unlike a seed (which is hashed to 32 bits), nobody can find it by trying seeds
 * against what the players see: servers that deal hidden information start games from one.
 */
export function secureRngState(): RngState {
  const [a = 0, b = 0, c = 0, d = 0] = globalThis.crypto.getRandomValues(new Uint32Array(4));
  return [a, b, c, d];
}

/** Hashes a seed into an sfc32 state (a 32-bit FNV-1a pass then splitmix32 expansion). */
export function seedState(seed: Seed): RngState {
  assertSeed(seed);
  let h: number;
  if (typeof seed === "number") {
    h = seed >>> 0;
  } else {
    h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    out.push((z ^ (z >>> 16)) >>> 0);
  }
  const rng = new Rng(out as unknown as RngState);
  // Warm up so nearby seeds decorrelate.
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng.state();
}

/**
 * Where random outcomes come from while a game runs in explicit-chance mode (see `chance.ts`):
 * each random event asks the script for its outcome instead of drawing bits. Only core's chance
 * layer installs one, for the span of one synchronous setup or move.
 */
export interface ChanceScript {
  /**
   * The outcome of the next random event: an index in `0 … size − 1`, each with weight
   * `weights[i]` (all 1 when `weights` is null); `label(i)` names outcome `i` for people.
   */
  choose(size: number, weights: readonly number[] | null, label: ((i: number) => string) | null): number;
}

let script: ChanceScript | null = null;

/** Runs `f` with `s` answering every random event of every {@link Rng}; restores the previous script after. */
export function withChanceScript<T>(s: ChanceScript, f: () => T): T {
  const previous = script;
  script = s;
  try {
    return f();
  } finally {
    script = previous;
  }
}

/** How an item of a shuffled deck is named in a chance outcome. */
const itemLabel = (item: unknown): string => (typeof item === "object" && item !== null ? JSON.stringify(item) : String(item));

/**
 * sfc32, a small fast PRNG. An `Rng` object is a short-lived working copy: game code builds one
 * from the state stored in a game state, draws, and stores `rng.state()` back into the new state.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /**
   * A generator from a stored state. `null` is the `rng` of a state in explicit-chance mode: such a
   * generator has no bits of its own and must only be drawn from while a chance script runs.
   */
  constructor(state: RngState | null) {
    this.a = state === null ? 0 : state[0] >>> 0;
    this.b = state === null ? 0 : state[1] >>> 0;
    this.c = state === null ? 0 : state[2] >>> 0;
    this.d = state === null ? 0 : state[3] >>> 0;
  }

  /** A generator for a seed. */
  static fromSeed(seed: Seed): Rng {
    return new Rng(seedState(seed));
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    if (script !== null) throw new Error("raw random bits drawn in explicit-chance mode: draw with int, weighted or shuffle");
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = (this.b ^ (this.b >>> 9)) >>> 0;
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /**
   * An integer in [0, n), uniformly: one random event with `n` outcomes. `n` must be a positive
   * integer below 2^32. `label` names outcome `i` in explicit-chance mode (e.g. a die's face).
   */
  int(n: number, label?: (i: number) => string): number {
    if (script !== null) return script.choose(n, null, label ?? null);
    return Math.floor((this.nextUint32() * n) / 4294967296);
  }

  /**
   * An index `i` drawn with probability `weights[i] / total` (`total` = the sum of `weights`, a
   * positive integer): one random event. Drawn as `int(total)` mapped through the cumulative
   * weights, so the draw is exact and an outside sampler can reproduce it.
   */
  weighted(weights: readonly number[], total: number, label?: (i: number) => string): number {
    if (script !== null) return script.choose(weights.length, weights, label ?? null);
    let r = Math.floor((this.nextUint32() * total) / 4294967296);
    for (let k = 0; k < weights.length; k++) {
      const w = required(weights[k], "the outcome's weight");
      if (r < w) return k;
      r -= w;
    }
    return -1;
  }

  /**
   * Shuffles an array in place (Fisher–Yates) and returns it: for `i` from the end down to 1, the
   * item at a uniform index `j ≤ i` moves to place `i` (one random event per step).
   */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = script !== null ? script.choose(i + 1, null, (k) => `${itemLabel(items[k])} to position ${i} of the shuffled deck`) : this.int(i + 1);
      // Both indexes are within the list; an item may itself be undefined, so there is nothing to check.
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick: empty array");
    // The index is within the (non-empty) list; an item may itself be undefined.
    return items[this.int(items.length)] as T;
  }

  /** A fresh seed drawn from this generator, for deriving independent streams. */
  fork(): Rng {
    return new Rng([this.nextUint32(), this.nextUint32(), this.nextUint32(), this.nextUint32() | 1]);
  }

  /** The current state, to store back into a game state. */
  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}
