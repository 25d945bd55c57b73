/** Scoring vectors: rulebook worked examples and tie-break rules, each a position and the score sheet expected. */
import type { AnyGame } from "../../core/types.js";
import type { ScoringVector } from "../vectors.js";

/** The scoring vectors of a game. */
export function scoringVectors(game: AnyGame): ScoringVector[] {
  void game;
  return [];
}
