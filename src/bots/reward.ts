import type { ScoreSheet } from "../core/shared.js";
import { marginOf } from "./evaluation.js";
import { required } from "../core/required.js";

/**
 * Turns every player's value at the end of a playout (the evaluation, or the final score) into a
 * reward in [0, 1] per player, in seat order. MCTS backs these up: each node keeps the reward of
 * the player who moved into it.
 */
export type Reward = (values: readonly number[]) => number[];

/** Options of {@link marginReward}. */
export interface MarginRewardOptions {
  /** Points of margin that move the margin part from 0.5 to about 0.73 (the logistic's scale; default 10). */
  readonly scale?: number;
  /** Weight of the win part: 1 for the sole best value, 0 behind, shared on ties (default 0.3). */
  readonly winWeight?: number;
  /**
   * Weight of the own-score part, `1/(1 + e^(−(value − scoreCentre)/scoreScale))` (default 0):
   * rewards scoring well whatever the others do, so two searching players do not spend the game
   * only pulling each other down.
   */
  readonly scoreWeight?: number;
  /** A typical final score of the game, where the own-score part is 0.5 (default 0). */
  readonly scoreCentre?: number;
  /** Points that move the own-score part from 0.5 to about 0.73 (default 20). */
  readonly scoreScale?: number;
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The default MCTS reward: a blend of winning, of the score margin and (optionally) of the own
 * score, so the search prefers winning by more and losing by less instead of seeing every win
 * alike. For player p with value v and margin m = v − best other value:
 * `winWeight · win + scoreWeight · σ((v − scoreCentre)/scoreScale) + (1 − winWeight − scoreWeight) · σ(m/scale)`.
 */
export function marginReward(options: MarginRewardOptions = {}): Reward {
  const scale = options.scale ?? 10;
  const w = options.winWeight ?? 0.3;
  const sw = options.scoreWeight ?? 0;
  const centre = options.scoreCentre ?? 0;
  const sScale = options.scoreScale ?? 20;
  if (!(scale > 0) || !(sScale > 0)) throw new RangeError(`marginReward: scale and scoreScale must be > 0, not ${scale} and ${sScale}`);
  if (!(w >= 0 && sw >= 0 && w + sw <= 1)) throw new RangeError(`marginReward: winWeight and scoreWeight must be >= 0 with a sum <= 1, not ${w} and ${sw}`);
  const mw = 1 - w - sw;
  return (values) => {
    const n = values.length;
    let best = -Infinity;
    for (const v of values) if (v > best) best = v;
    let tied = 0;
    for (const v of values) if (v === best) tied++;
    const out = new Array<number>(n);
    for (let p = 0; p < n; p++) {
      const win = values[p] === best ? 1 / tied : 0;
      out[p] = w * win + mw * logistic(marginOf(values, p) / scale) + (sw > 0 ? sw * logistic((required(values[p], "the seat's value") - centre) / sScale) : 0);
    }
    return out;
  };
}

/** The reward of rank only (the old default): 1 for sole best value, 0 for sole worst, ties share. */
export const rankReward: Reward = (values) => {
  const n = values.length;
  if (n <= 1) return values.map(() => 1);
  return values.map((v) => {
    let above = 0;
    let same = 0;
    for (const u of values)
      if (u > v) above++;
      else if (u === v) same++;
    const mean = above + (same - 1) / 2;
    return (n - 1 - mean) / (n - 1);
  });
};

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
