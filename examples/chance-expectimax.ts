/**
 * Explicit chance (docs/rl.md): every random event is a chance node with exact probabilities.
 * Seat 0 chooses by a one-event expectimax: for each legal move, the probability-weighted mean of
 * its evaluation over the outcomes of the random event the move triggers (further events, if any,
 * are sampled); seat 1 plays at random; the chance player samples outcomes by their probabilities.
 * Run: `npx tsx examples/chance-expectimax.ts`.
 */
import { Rng, sampleChance, type ExplicitPosition, type ExplicitState, type PlayerId } from "../src/core/index.js";
import { karesansui, type KaresansuiConfig, type KaresansuiMove, type KaresansuiState } from "../src/games/karesansui/index.js";

type Position = ExplicitPosition<KaresansuiState, KaresansuiMove, KaresansuiConfig>;
const game = karesansui;
const chance = Rng.fromSeed(2026);
const rng = Rng.fromSeed(7);

let chanceNodes = 0;

/** Resolves every pending random event by sampling its outcomes with `sampler`. */
function settle(position: Position, sampler = rng): ExplicitState<KaresansuiState> {
  let p = position;
  while (game.isChanceNode(p)) {
    if (sampler === chance) chanceNodes++;
    p = game.applyMove(p, sampleChance(game.chanceOutcomes(p), sampler));
  }
  return p;
}

/** The expected evaluation of a position for `player`, exact over its first random event. */
function expected(position: Position, player: PlayerId): { value: number; outcomes: number } {
  if (!game.isChanceNode(position)) return { value: game.evaluate!(position, player), outcomes: 0 };
  const outcomes = game.chanceOutcomes(position);
  let value = 0;
  for (const o of outcomes) value += o.probability * game.evaluate!(settle(game.applyMove(position, o.move)), player);
  return { value, outcomes: outcomes.length };
}

let position = settle(game.setup({ players: 2, chance: "explicit" }), chance);
let withChance = 0;
while (!game.isTerminal(position)) {
  const [seat] = game.activePlayers(position);
  const moves = game.legalMoves(position, seat);
  let move = moves[rng.int(moves.length)]!;
  if (seat === 0) {
    let best = -Infinity;
    let sawChance = false;
    for (const m of moves) {
      const { value, outcomes } = expected(game.applyMove(position, m, seat), seat!);
      if (outcomes > 0) sawChance = true;
      if (value > best) [best, move] = [value, m];
    }
    if (sawChance) withChance++;
  }
  position = settle(game.applyMove(position, move, seat), chance);
}
const sheet = game.score(position);
console.log(`chance nodes resolved: ${chanceNodes}; decisions of seat 0 weighed over a random event: ${withChance}`);
console.log(sheet.players.map((p) => `Player ${p.player + 1} (${p.player === 0 ? "expectimax" : "random"}): ${p.total}`).join(", "));
