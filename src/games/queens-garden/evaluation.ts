/**
 * Queen's Garden position evaluation for bots: the score plus the points the garden already holds
 * for the rest of the game (wheel rounds still to score, final groups) and what storage promises.
 */
import type { PlayerId } from "../../core/shared.js";
import { ROUNDS, valueOf, WHEEL } from "./data.js";
import { categoryPoints, scoredGroups } from "./round.js";
import { score } from "./scoring.js";
import type { QueensGardenState } from "./state.js";

/** Weights of the parts of {@link evaluateQueensGarden} that are promises rather than points. */
export const QUEENS_GARDEN_EVALUATION_WEIGHTS = {
  /** Share of a stored tile's or expansion's value counted in round 1; it falls by `storageDecay` a round (the final scoring charges it in full). */
  storage: 0.2,
  storageDecay: 0.3,
} as const;

/**
 * Queen's Garden evaluation of `state` for `player`, in points (higher is better):
 * - **score so far** (the track);
 * - **wheel rounds in reach**: the garden as it stands scores the wheel categories of this round
 *   and every later round, and one point per pavilion each of those rounds (hexagons stay put);
 * - **final groups**: colour and pattern groups of 3+ already in the garden, with the group-of-six bonus;
 * - **storage**: jokers at 1 point each; tiles and expansions in storage count part of their value
 *   early (they can still be placed) and turn into their final penalty as the rounds run out.
 * Once the game is over it is the final total from `score`.
 */
export function evaluateQueensGarden(state: QueensGardenState, player: PlayerId): number {
  if (state.phase === "over") return score(state).players[player]!.total;
  const p = state.players[player]!;
  let value = p.score;
  let pavilions = 0;
  for (const a of p.areas) if (a && a.faceUp) pavilions++;
  for (let r = state.round; r <= ROUNDS; r++) value += categoryPoints(p.garden, WHEEL[r - 1]!) + pavilions;
  for (const g of scoredGroups(p.garden)) value += g.points + g.bonus;
  let stored = 0;
  for (const t of p.tiles) stored += valueOf(t);
  for (const e of p.expansions) stored += valueOf(e);
  const w = QUEENS_GARDEN_EVALUATION_WEIGHTS;
  const share = Math.max(-1, w.storage - w.storageDecay * (state.round - 1));
  return value + p.jokers + share * stored;
}

/** The evaluation as the game definition exposes it (`queensGarden.evaluate`). */
export const evaluate = evaluateQueensGarden;
