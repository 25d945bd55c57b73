/**
 * The README's usage example, kept here so it is type-checked and run by the tests.
 * Run: `npx tsx examples/quickstart.ts`.
 */
import { seatLabel } from "../src/core/index.js";
import { azul } from "../src/games/azul/index.js";

let state = azul.setup({ players: 2, seed: 42 }); // same seed, same game
while (!azul.isTerminal(state)) {
  const moves = azul.legalMoves(state); // every legal move, once each
  state = azul.applyMove(state, moves[0]!); // pure: returns a new state
}
console.log(azul.render(state)); // text board
const sheet = azul.score(state); // totals, breakdown, ranking
console.log(sheet.players.map((p) => `${seatLabel(p.player)}: ${p.total}`).join(", "), "won:", sheet.ranking[0]!.map(seatLabel).join(" and "));
