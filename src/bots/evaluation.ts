import type { AnyGame, PlayerId } from "../core/shared.js";
import { required } from "../core/required.js";

/**
 * A heuristic value of a state for one player, higher better, in points where the game has them.
 * Bots call it on full (determinised) states; a game's own is `game.evaluate`.
 */
export type Evaluation = (state: unknown, player: PlayerId) => number;

/** The player's total from `game.score`: the fallback evaluation of a game without `evaluate`. */
export const scoreEvaluation =
  (game: AnyGame): Evaluation =>
  (state, player) => {
    for (const line of game.score(state).players) if (line.player === player) return line.total;
    return 0;
  };

/** The game's own evaluation (`game.evaluate`) when it has one, else {@link scoreEvaluation}. */
export function gameEvaluation(game: AnyGame): Evaluation {
  const own = game.evaluate;
  return own ? (state, player) => own.call(game, state, player) : scoreEvaluation(game);
}

/** The evaluation of every seat, in seat order. */
export function evaluateAll(evaluation: Evaluation, state: unknown, players: number): number[] {
  const out = new Array<number>(players);
  for (let p = 0; p < players; p++) out[p] = evaluation(state, p);
  return out;
}

/** `values[player]` minus the best of the other values (positive when ahead; the value itself alone). */
export function marginOf(values: readonly number[], player: PlayerId): number {
  let best = -Infinity;
  for (let q = 0; q < values.length; q++) {
    const v = values[q];
    if (q !== player && v !== undefined && v > best) best = v;
  }
  const own = required(values[player], "the player's value");
  return best === -Infinity ? own : own - best;
}
