import type { Rng } from "./prng.js";
import { required } from "./required.js";

/**
 * Bags kept as counts per kind (index = kind). Drawing picks a uniform index in `[0, total)` and
 * maps it to a kind by cumulative counts, so draws are exact and replayable and the bag needs no
 * ordering (nothing about its order is ever hidden state).
 */

/** Total number of items in a count bag. */
export function bagTotal(counts: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += required(counts[i], "a kind's count in the bag");
  return total;
}

/**
 * Draws one item from a count bag, decrementing `counts` in place (pass a copy you own).
 * Returns the kind drawn, or -1 when the bag is empty.
 */
export function drawFromCounts(counts: number[], rng: Rng, total = bagTotal(counts), label?: (kind: number) => string): number {
  if (total <= 0) return -1;
  const k = rng.weighted(counts, total, label);
  if (k >= 0) counts[k] = required(counts[k], "the drawn kind's count") - 1;
  return k;
}

/** Adds every count of `from` to `into` in place. */
export function pourCounts(into: number[], from: readonly number[]): void {
  for (let k = 0; k < from.length; k++) into[k] = required(into[k], "a kind's count in the bag") + required(from[k], "a kind's count poured in");
}

/** A new shuffled copy of a deck. */
export function shuffled<T>(deck: readonly T[], rng: Rng): T[] {
  return rng.shuffle(deck.slice());
}

/**
 * Deals `n` cards from the top (index 0) of a deck. Returns the dealt cards and the rest;
 * deals fewer when the deck runs short.
 */
export function deal<T>(deck: readonly T[], n: number): { dealt: T[]; rest: T[] } {
  const k = Math.max(0, Math.min(n, deck.length));
  return { dealt: deck.slice(0, k), rest: deck.slice(k) };
}

/** Counts of each kind in a list of kind indexes. */
export function countKinds(kinds: readonly number[], kindCount: number): number[] {
  const counts = new Array<number>(kindCount).fill(0);
  for (const k of kinds) counts[k] = required(counts[k], "a kind's count") + 1;
  return counts;
}
