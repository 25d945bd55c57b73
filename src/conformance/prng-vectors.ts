/**
 * Test vectors of Tesserae's PRNG (docs/prng.md): seed hashing, raw sfc32 output, `int`,
 * `weighted` and `shuffle`, so that another language can reproduce seeded games draw for draw.
 */
import { Rng, seedState, type RngState, type Seed } from "../core/prng.js";
import { canonicalJson } from "./canonical.js";

/** The PRNG vectors file (`prng.json`). */
export interface PrngVectors {
  readonly format: "tesserae-prng";
  readonly version: 1;
  /** `seedState(seed)`: the sfc32 state a seed hashes to (after the 12 warm-up draws). */
  readonly seeds: readonly { readonly seed: Seed; readonly state: RngState }[];
  /** The first raw 32-bit outputs of `Rng.fromSeed(seed)`. */
  readonly uint32: readonly { readonly seed: Seed; readonly values: readonly number[] }[];
  /** `int(n)` drawn repeatedly from a fresh `Rng.fromSeed(seed)`. */
  readonly int: readonly { readonly seed: Seed; readonly n: number; readonly values: readonly number[] }[];
  /** `weighted(weights, total)` drawn repeatedly from a fresh generator. */
  readonly weighted: readonly { readonly seed: Seed; readonly weights: readonly number[]; readonly total: number; readonly values: readonly number[] }[];
  /** `shuffle(items)` of a fresh generator (items 0 … n − 1), and the state after it. */
  readonly shuffle: readonly { readonly seed: Seed; readonly n: number; readonly result: readonly number[]; readonly after: RngState }[];
}

/** Seeds that cover the hashing cases: zero, small, negative and large integers, empty, ASCII and non-ASCII strings. */
const SEEDS: readonly Seed[] = [0, 1, 42, -1, -2147483648, 4294967295, 2654435769, "", "a", "tesserae", "Azul 2017", "é", "🎲", "seed with spaces and 0123456789"];
const DRAWS = 8;
const INT_SIZES = [1, 2, 3, 6, 10, 100, 1000, 2 ** 31 + 11];
const WEIGHTS: readonly (readonly number[])[] = [[1], [20, 20, 20, 20, 20], [0, 3, 0, 1], [19, 20, 20, 20, 20], [1, 1000000]];
const SHUFFLE_SIZES = [0, 1, 2, 5, 10, 52];

/** Builds the PRNG vectors from this engine's generator. */
export function prngVectors(): PrngVectors {
  const draws = (seed: Seed, draw: (r: Rng) => number): number[] => {
    const r = Rng.fromSeed(seed);
    return Array.from({ length: DRAWS }, () => draw(r));
  };
  return {
    format: "tesserae-prng",
    version: 1,
    seeds: SEEDS.map((seed) => ({ seed, state: seedState(seed) })),
    uint32: SEEDS.map((seed) => ({ seed, values: draws(seed, (r) => r.nextUint32()) })),
    int: INT_SIZES.flatMap((n) => [1, "tesserae"].map((seed) => ({ seed, n, values: draws(seed, (r) => r.int(n)) }))),
    weighted: WEIGHTS.map((weights, i) => {
      const total = weights.reduce((a, b) => a + b, 0);
      const seed = 100 + i;
      return { seed, weights, total, values: draws(seed, (r) => r.weighted(weights, total)) };
    }),
    shuffle: SHUFFLE_SIZES.map((n) => {
      const r = Rng.fromSeed(n);
      const result = r.shuffle(Array.from({ length: n }, (_, i) => i));
      return { seed: n, n, result, after: r.state() };
    }),
  };
}

/** One line per vector of `vectors` this engine's PRNG disagrees with (empty when all agree); each is recomputed from its own inputs. */
export function checkPrngVectors(vectors: PrngVectors): string[] {
  const out: string[] = [];
  const same = (what: string, expected: unknown, actual: unknown): void => {
    if (canonicalJson(expected) !== canonicalJson(actual)) out.push(`${what}: expected ${canonicalJson(expected)}, got ${canonicalJson(actual)}`);
  };
  const draws = (seed: Seed, count: number, draw: (r: Rng) => number): number[] => {
    const r = Rng.fromSeed(seed);
    return Array.from({ length: count }, () => draw(r));
  };
  for (const v of vectors.seeds) same(`seedState(${JSON.stringify(v.seed)})`, v.state, seedState(v.seed));
  for (const v of vectors.uint32)
    same(
      `uint32 of ${JSON.stringify(v.seed)}`,
      v.values,
      draws(v.seed, v.values.length, (r) => r.nextUint32()),
    );
  for (const v of vectors.int)
    same(
      `int(${v.n}) of ${JSON.stringify(v.seed)}`,
      v.values,
      draws(v.seed, v.values.length, (r) => r.int(v.n)),
    );
  for (const v of vectors.weighted)
    same(
      `weighted(${JSON.stringify(v.weights)}) of ${JSON.stringify(v.seed)}`,
      v.values,
      draws(v.seed, v.values.length, (r) => r.weighted(v.weights, v.total)),
    );
  for (const v of vectors.shuffle) {
    const r = Rng.fromSeed(v.seed);
    const result = r.shuffle(Array.from({ length: v.n }, (_, i) => i));
    same(`shuffle(${v.n}) of ${JSON.stringify(v.seed)}`, { result: v.result, after: v.after }, { result, after: r.state() });
  }
  return out;
}
