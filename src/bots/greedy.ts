import type { AnyGame } from "../core/shared.js";
import { evaluateAll, gameEvaluation, marginOf, type Evaluation } from "./evaluation.js";
import type { SyncBot } from "./types.js";

/** Options of {@link greedy}. */
export interface GreedyOptions {
  /** How a state is valued for a player (default: `game.evaluate`, else the score so far). */
  readonly evaluation?: Evaluation;
}

/**
 * One-decision greedy bot: tries every legal move on one determinised state and keeps those after
 * which its evaluation margin is best (own value minus the best other player's value, so taking
 * what an opponent needs counts too). Ties are broken with the Rng, so the bot is seeded and not
 * biased to move order.
 *
 * ```ts
 * greedy(); // = greedyBot
 * greedy({ evaluation: (state, player) => myHeuristic(state, player) });
 * ```
 */
export function greedy(options: GreedyOptions = {}): SyncBot {
  const cache = new Map<string, Evaluation>();
  return (_view, moves, rng, ctx) => {
    if (moves.length === 1) return moves[0];
    const game: AnyGame = ctx.game;
    let evaluation = options.evaluation ?? cache.get(game.id);
    if (!evaluation) cache.set(game.id, (evaluation = gameEvaluation(game)));
    const state = ctx.determinize(rng);
    const players = game.playerCount(state);
    let best = -Infinity;
    let ties = 0;
    let choice = moves[0];
    for (const move of moves) {
      const next = game.applyMove(state, move, ctx.player);
      const value = marginOf(evaluateAll(evaluation, next, players), ctx.player);
      if (value > best) {
        best = value;
        choice = move;
        ties = 1;
      } else if (value === best) {
        // Reservoir sampling: each tied move is kept with equal probability.
        ties++;
        if (rng.int(ties) === 0) choice = move;
      }
    }
    return choice;
  };
}

/** The greedy bot with the game's own evaluation ({@link greedy} with no options). */
export const greedyBot: SyncBot = greedy();
