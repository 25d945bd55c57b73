import type { PlayerId } from "./types.js";

/**
 * Ranks players by a list of keys compared in order, higher better; players whose keys are all
 * equal share a place. Returns groups, best first.
 */
export function rankByKeys(keys: readonly (readonly number[])[]): PlayerId[][] {
  const order = keys.map((_, p) => p);
  const cmp = (a: number, b: number): number => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  order.sort((a, b) => cmp(a, b) || a - b);
  const groups: PlayerId[][] = [];
  for (const p of order) {
    const last = groups[groups.length - 1];
    if (last && cmp(last[0]!, p) === 0) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** Sum of a breakdown's parts. */
export function sumBreakdown(breakdown: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const k in breakdown) total += breakdown[k]!;
  return total;
}
