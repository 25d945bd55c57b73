import { required } from "./required.js";
import type { PlayerId } from "./types.js";

/**
 * Ranks players by a list of keys compared in order, higher better; players whose keys are all
 * equal share a place. Returns groups, best first.
 */
export function rankByKeys(keys: readonly (readonly number[])[]): PlayerId[][] {
  const order = keys.map((_, p) => p);
  const cmp = (a: number, b: number): number => {
    const ka = required(keys[a], "a player's ranking keys");
    const kb = required(keys[b], "a player's ranking keys");
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  order.sort((a, b) => cmp(a, b) || a - b);
  const groups: PlayerId[][] = [];
  // The group being filled and its first player, against whom the next one is compared.
  let group: PlayerId[] | null = null;
  let head = 0;
  for (const p of order) {
    if (group !== null && cmp(head, p) === 0) group.push(p);
    else {
      group = [p];
      head = p;
      groups.push(group);
    }
  }
  return groups;
}

/** Sum of a breakdown's parts. */
export function sumBreakdown(breakdown: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const part of Object.values(breakdown)) total += part;
  return total;
}
