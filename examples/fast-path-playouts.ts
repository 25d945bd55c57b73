/**
 * Random playouts on Azul's fast path (docs/rl.md#fast-path): a mutable simulator over action
 * indices, cloned to try each first action, and turned back into a public state to score.
 * Run: `npx tsx examples/fast-path-playouts.ts`.
 */
import { Rng } from "../src/core/index.js";
import { azul } from "../src/games/azul/index.js";
import { azulActionSpace, azulFastPath } from "../src/rl/index.js";

const state = azul.setup({ players: 2, seed: 7 });
const sim = azulFastPath.create(state); // reads the state, never changes it
const first = new Int32Array(sim.actionCount); // room for every action of the space
const actions = new Int32Array(sim.actionCount);
const labels = azulActionSpace.actionLabels(2);
const rng = Rng.fromSeed(1);

// Seat 0 tries its first five legal actions, each with 200 random playouts on a clone.
const n = sim.legalActions(first);
console.log(`${n} legal actions; seat ${sim.player()} to play`);
for (let i = 0; i < 5; i++) {
  let wins = 0;
  for (let k = 0; k < 200; k++) {
    const game = sim.clone(); // independent: `sim` stays at the start
    game.apply(first[i]!);
    while (!game.isTerminal()) game.apply(actions[rng.int(game.legalActions(actions))]!);
    const sheet = azul.score(game.toState()); // a public, immutable state
    if (sheet.ranking[0]!.includes(0)) wins++;
  }
  console.log(`${labels[first[i]!]}: seat 0 wins ${wins} of 200 random playouts`);
}
console.log(`the start is untouched: ${JSON.stringify(sim.toState()) === JSON.stringify(state)}`);
