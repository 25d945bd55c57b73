/**
 * Reference one-ply heuristic bots, one per game: rules of thumb written from each game's rules
 * (docs/rules/<game>.md), never the game's own `evaluate`. bench/strength.ts plays them as the
 * `heuristic` opponent: a bar that the library's `greedyBot` should clear and MCTS beat clearly.
 */
import type { AnyGame } from "../../src/core/index.js";
import type { SyncBot } from "../../src/bots/index.js";
import { almadiHeuristic } from "./almadi.js";
import { azulHeuristic } from "./azul.js";
import { castlesOfBurgundyHeuristic } from "./castles-of-burgundy.js";
import { karesansuiHeuristic } from "./karesansui.js";
import { queensGardenHeuristic } from "./queens-garden.js";
import type { MoveValue } from "./types.js";

export type { MoveValue } from "./types.js";

/** The rule of thumb of each game, by game id. */
export const heuristics: Readonly<Record<string, MoveValue>> = {
  azul: azulHeuristic,
  "queens-garden": queensGardenHeuristic,
  almadi: almadiHeuristic,
  karesansui: karesansuiHeuristic,
  "castles-of-burgundy": castlesOfBurgundyHeuristic,
};

/**
 * A bot that plays the move its game's rule of thumb values most, on one state sampled from its
 * view (hidden parts dealt at random); ties are broken with the Rng.
 */
export const heuristicBot: SyncBot = (_view, moves, rng, ctx) => {
  if (moves.length === 1) return moves[0];
  const game: AnyGame = ctx.game;
  const value = heuristics[game.id];
  if (!value) throw new RangeError(`no heuristic bot for the game "${game.id}"`);
  const state = ctx.determinize(rng);
  let best = -Infinity;
  let ties = 0;
  let choice = moves[0];
  for (const move of moves) {
    const v = value(game, state, move, ctx.player);
    if (v > best) {
      best = v;
      ties = 1;
      choice = move;
    } else if (v === best && rng.int(++ties) === 0) choice = move;
  }
  return choice;
};
