/** Seeded random play for the corpus: every choice drawn from one generator, so the corpus is deterministic. */
import { sampleChance, type ChanceOutcome } from "../../core/chance.js";
import { Rng } from "../../core/prng.js";
import type { AnyGame } from "../../core/types.js";

/** A chooser drawing chance outcomes with their odds and player moves uniformly, all from `rng`. */
export function randomChooser(game: AnyGame, rng: Rng): (position: unknown, moves: readonly unknown[], isChance: boolean) => unknown {
  return (position, moves, isChance) => (isChance ? sampleChance(game.chanceOutcomes(position) as readonly ChanceOutcome[], rng) : moves[rng.int(moves.length)]);
}

/** Plays `steps` choices from `position` (fewer if the game ends), returning where it stops. */
export function playFrom(game: AnyGame, position: unknown, steps: number, rng: Rng): unknown {
  const choose = randomChooser(game, rng);
  let p = position;
  for (let i = 0; i < steps && !game.isTerminal(p); i++) {
    const moves = game.legalMoves(p) as readonly unknown[];
    p = game.applyMove(p, choose(p, moves, game.isChanceNode(p)));
  }
  return p;
}
