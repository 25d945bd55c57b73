import type { AnyGame } from "../core/index.js";
import { scoreMargin } from "./reward.js";
import type { Bot } from "./types.js";

/**
 * One-ply greedy bot: tries every legal move on one determinised state and keeps those that give
 * the best immediate score difference (own total minus the best other total, from `game.score`);
 * ties are broken with the Rng, so the bot is seeded and not biased to move order.
 */
export const greedyBot: Bot = (_view, moves, rng, ctx) => {
  if (moves.length === 1) return moves[0];
  const game: AnyGame = ctx.game;
  const state = ctx.determinize(rng);
  let best = -Infinity;
  let ties = 0;
  let choice = moves[0];
  for (const move of moves) {
    const next = game.applyMove(state, move, ctx.player);
    const value = scoreMargin(game.score(next), ctx.player);
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
