import { ValidationError } from "./errors.js";

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
    typeof seed === "number" && Number.isInteger(seed)
      ? ` (${seed} is out of range: a timestamp like Date.now() needs \`>>> 0\`, or use randomSeed())`
      : " (use randomSeed() for a fresh one)";
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
  return word[0]!;
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
 * sfc32, a small fast PRNG. An `Rng` object is a short-lived working copy: game code builds one
 * from the state stored in a game state, draws, and stores `rng.state()` back into the new state.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    this.a = state[0] >>> 0;
    this.b = state[1] >>> 0;
    this.c = state[2] >>> 0;
    this.d = state[3] >>> 0;
  }

  /** A generator for a seed. */
  static fromSeed(seed: Seed): Rng {
    return new Rng(seedState(seed));
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
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

  /** An integer in [0, n). `n` must be a positive integer below 2^32. */
  int(n: number): number {
    return Math.floor((this.nextUint32() * n) / 4294967296);
  }

  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick: empty array");
    return items[this.int(items.length)]!;
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
