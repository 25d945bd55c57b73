/**
 * Building a test position with `produce` (immer, re-exported by the core) instead of playing to it.
 * Run: `npx tsx examples/build-position.ts`.
 */
import { produce } from "../src/core/index.js";
import { azul } from "../src/games/azul/index.js";

const start = azul.setup({ players: 2, seed: 1 });
const position = produce(start, (s) => {
  // Four tiles of wall row 1 for seat 0, taken out of the bag so all 100 tiles stay accounted for.
  s.boards[0]!.wall[0] = ["B", "Y", "R", "K", null];
  for (const i of [0, 1, 2, 3]) s.bag[i]! -= 1;
});
console.log("invariants:", azul.invariants(position).length === 0 ? "hold" : azul.invariants(position));
console.log("input untouched:", start.boards[0]!.wall[0]!.every((c) => c === null));
console.log(azul.render(position).split("\n").slice(0, 12).join("\n"));
