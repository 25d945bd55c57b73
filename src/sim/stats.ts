/** Mean and sample standard deviation of a list of numbers. */
export interface Stat {
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

/** {@link Stat} of `xs` (zeros when empty). */
export function stat(xs: readonly number[]): Stat {
  if (xs.length === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    sum += x;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  const mean = sum / xs.length;
  let sq = 0;
  for (const x of xs) sq += (x - mean) ** 2;
  const sd = xs.length > 1 ? Math.sqrt(sq / (xs.length - 1)) : 0;
  return { mean, sd, min, max };
}

/** Wilson score interval (95%) for `wins` successes out of `n` (wins may be fractional for shared wins). */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  // Clamp so rounding never puts the rate outside its own interval (e.g. 2.8e-17 for 0 wins).
  return [Math.min(p, Math.max(0, centre - half)), Math.max(p, Math.min(1, centre + half))];
}
