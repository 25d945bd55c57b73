import type { ScoreSheet } from "../core/index.js";

/**
 * Per-player reward in [0, 1] from a ranking: 1 for sole first, 0 for sole last, tied players share
 * the average of the places they cover. With one player the reward is 1.
 */
export function rankRewards(sheet: ScoreSheet, players: number): number[] {
  const out = new Array<number>(players).fill(0);
  if (players <= 1) return out.fill(1);
  let place = 0;
  for (const group of sheet.ranking) {
    const mean = place + (group.length - 1) / 2;
    const reward = (players - 1 - mean) / (players - 1);
    for (const p of group) out[p] = reward;
    place += group.length;
  }
  return out;
}

/** `player`'s total minus the best total among the others (positive when leading). */
export function scoreMargin(sheet: ScoreSheet, player: number): number {
  let mine = 0;
  let best = -Infinity;
  for (const s of sheet.players) {
    if (s.player === player) mine = s.total;
    else if (s.total > best) best = s.total;
  }
  return best === -Infinity ? mine : mine - best;
}
