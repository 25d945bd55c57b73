/**
 * Castles of Burgundy position evaluation for bots: the final scoring as if the game ended now
 * (which `score` computes mid-game) plus the use still in silverlings, workers, goods, stored tiles
 * and settled spaces while rounds remain.
 */
import type { PlayerId } from "../../core/shared.js";
import { GAME_OVER_PHASE, PHASE_COUNT, ROUNDS_PER_PHASE } from "./data.js";
import { score } from "./scoring.js";
import type { CobState } from "./state.js";

/** Phases × rounds in a game (phases A–E of five rounds). */
const ROUNDS_IN_GAME = PHASE_COUNT * ROUNDS_PER_PHASE;

/**
 * Points, at the start of the game, of each resource beyond what the final scoring pays for it;
 * they shrink to 0 as the rounds run out ({@link evaluateCastlesOfBurgundy}).
 */
export const CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS = {
  /** Per silverling (buys a tile from the black depot), up to `usefulSilver` of them. */
  silver: 1.5,
  usefulSilver: 8,
  /** Per worker (adjusts a die by one), up to `usefulWorkers` of them: more are rarely spent. */
  worker: 0.5,
  usefulWorkers: 6,
  /** Per unsold goods tile (a sale scores points and a silverling). */
  goods: 2,
  /** Per tile in storage (a placement to come). */
  storedTile: 2,
  /** Per settled estate space (areas score when complete; tiles grow the estate's engine). */
  settled: 4,
} as const;

/**
 * Castles of Burgundy evaluation of `state` for `player`, in points (higher is better): the total
 * of `score` (points earned, knowledge tiles, and silverlings, goods and workers as the final
 * scoring counts them), plus {@link CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS} for each useful silverling
 * and worker, unsold goods tile, stored tile and settled space, times the share of the game still to
 * play. Once the game is over it is the final total.
 */
export function evaluateCastlesOfBurgundy(state: CobState, player: PlayerId): number {
  const total = score(state).players[player]!.total;
  if (state.phase >= GAME_OVER_PHASE) return total;
  const p = state.players[player]!;
  const left = 1 - (state.phase * ROUNDS_PER_PHASE + state.round) / ROUNDS_IN_GAME;
  const w = CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS;
  let goods = 0;
  for (const g of p.goods) goods += g;
  let settled = 0;
  for (const t of p.estate) if (t >= 0) settled++;
  return total + left * (w.silver * Math.min(p.silver, w.usefulSilver) + w.worker * Math.min(p.workers, w.usefulWorkers) + w.goods * goods + w.storedTile * p.storage.length + w.settled * settled);
}

/** The evaluation as the game definition exposes it (`castlesOfBurgundy.evaluate`). */
export const evaluate = evaluateCastlesOfBurgundy;
