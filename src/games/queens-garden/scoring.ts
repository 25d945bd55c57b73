import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import type { QueensGardenBreakdownPart, QueensGardenState } from "./state.js";

/**
 * Scores so far (the score track with its breakdown by rulebook category); final once the game is
 * over. Ties are shared: there is no tie-break.
 */
export function score(s: QueensGardenState): ScoreSheet<QueensGardenBreakdownPart> {
  const players = s.players.map((p, player) => ({ player, total: p.score, breakdown: { ...p.points } }));
  return { players, ranking: rankByKeys(players.map((x) => [x.total])) };
}
