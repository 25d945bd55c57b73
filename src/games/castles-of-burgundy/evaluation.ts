/**
 * Castles of Burgundy position evaluation for bots: the final scoring as if the game ended now
 * (which `score` computes mid-game) plus what the estate and the resources still promise while
 * rounds remain: areas on their way to completion, mines' income, stored tiles, and the use still
 * in silverlings, workers and goods.
 */
import { required } from "../../core/required.js";
import type { PlayerId, ScoreScale, SearchHints } from "../../core/shared.js";
import { AREA_POINTS, GAME_OVER_PHASE, MINE, PHASE_BONUS, PHASE_COUNT, ROUNDS_PER_PHASE } from "./data.js";
import { estateOf, tileOn } from "./rules.js";
import { playerTotal, unsoldGoods } from "./scoring.js";
import type { CobState } from "./state.js";

/** Phases × rounds in a game (phases A–E of five rounds). */
const ROUNDS_IN_GAME = PHASE_COUNT * ROUNDS_PER_PHASE;

/**
 * Weights of the parts of {@link evaluateCastlesOfBurgundy} that are promises rather than points.
 * The resource weights are points at the start of the game, beyond what the final scoring pays;
 * they shrink to 0 as the rounds run out.
 */
export const CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS = {
  /**
   * Share of an unfinished area's completion points (its size's area points plus this phase's
   * bonus) counted by the share of it already filled.
   */
  areaProgress: 0.8,
  /**
   * Per tile on the estate besides its area: colours toward their bonus, fewer empty spaces. With
   * `storedTile`, what decides whether a tile is placed or kept: greedy play against a one-ply rule of
   * thumb (`bench/strength.ts`, 1,500 games on seeds the weights were not tuned on) won 57.8% of its
   * games at 1 and 2.5, 71.8% at 3 and 3 (docs/bots.md).
   */
  settled: 3,
  /** Per silverling (buys a tile from the black depot), up to `usefulSilver` of them. */
  silver: 0.2,
  usefulSilver: 6,
  /** Per worker (adjusts a die by one), up to `usefulWorkers` of them: more are rarely spent. */
  worker: 0.2,
  usefulWorkers: 6,
  /** Per unsold goods tile (a sale scores the player count in points and a silverling). */
  goods: 1,
  /** Per tile in storage (a placement to come, worth more than the 2 silverlings a purchase costs), fading over the last phase. */
  storedTile: 3,
  /** Per mine per phase end still to come (its silverling of income). */
  mineIncome: 1,
} as const;

/**
 * Castles of Burgundy evaluation of `state` for `player`, in points (higher is better): the total
 * of `score` (points earned, knowledge tiles, and silverlings, goods and workers as the final
 * scoring counts them), plus:
 * - **areas in progress**: each unfinished area counts `areaProgress` × (its completion points
 *   now) × (filled share);
 * - **settled spaces**: `settled` per tile on the estate, **stored tiles** `storedTile` each
 *   (fading to 0 over the last phase, when there is no time left to place them);
 * - **mines**: a silverling per mine for each phase end still to come;
 * - **resources**, times the share of the game still to play: useful silverlings and workers,
 *   unsold goods ({@link CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS}).
 * Once the game is over it is the final total.
 */
export function evaluateCastlesOfBurgundy(state: CobState, player: PlayerId): number {
  const estate = estateOf(state, player);
  const total = playerTotal(state, player, estate);
  if (state.phase >= GAME_OVER_PHASE) return total;
  const p = required(state.players[player], "the evaluated player");
  const left = 1 - (state.phase * ROUNDS_PER_PHASE + state.round) / ROUNDS_IN_GAME;
  const w = CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS;
  let areas = 0;
  let settled = 0;
  const bonus = required(PHASE_BONUS[state.phase], "the phase's bonus");
  const { areaSpaces, areaEnds } = estate;
  const tiles = p.estate;
  // Flat loops over typed arrays (board.ts): this runs for every move a bot weighs. A space of the
  // board is a space of the estate (a sound state), so a missing entry counts as empty.
  for (let a = 0, i = 0; a < areaEnds.length; a++) {
    const end = areaEnds[a] ?? i;
    const size = end - i;
    let filled = 0;
    for (; i < end; i++) if ((tiles[areaSpaces[i] ?? -1] ?? -1) >= 0) filled++;
    settled += filled;
    if (filled === 0 || filled === size) continue;
    areas += (required(AREA_POINTS[Math.min(size, AREA_POINTS.length - 1)], "the points of an area's size") + bonus) * (filled / size);
  }
  let mines = 0;
  for (const sp of required(estate.spacesOfColour[MINE], "the mine spaces of the estate")) if (tileOn(p, sp) >= 0) mines++;
  const resources = w.silver * Math.min(p.silver, w.usefulSilver) + w.worker * Math.min(p.workers, w.usefulWorkers) + w.goods * unsoldGoods(p);
  const roundsLeft = ROUNDS_IN_GAME - state.phase * ROUNDS_PER_PHASE - state.round;
  const stored = w.storedTile * p.storage.length * Math.min(1, roundsLeft / ROUNDS_PER_PHASE);
  return total + w.settled * settled + stored + w.areaProgress * areas + w.mineIncome * mines * (PHASE_COUNT - 1 - state.phase) + left * resources;
}

/** The evaluation as the game definition exposes it (`castlesOfBurgundy.evaluate`). */
export const evaluate = evaluateCastlesOfBurgundy;

/**
 * How points run in The Castles of Burgundy between good players (from bots' games, bench/strength.ts): a typical
 * final score, the spread of final scores and a typical winning margin. MCTS scales its rewards by them.
 */
export const SCORE_SCALE: ScoreScale = { typical: 150, spread: 30, margin: 10 };

/**
 * How MCTS best searches this game at a fixed time (head to head, 2 players, 200 ms a decision,
 * 2026-11-27; docs/bots.md): greedy playouts of 4 moves: valuing the leaf at once lost all 8 games
 * against them, random playouts of 4 moves won 3 of 8.
 */
export const SEARCH_HINTS: SearchHints = { rollout: "greedy", rolloutDepth: 4 };
