/**
 * Building a test position: the game's position builder (the parts a test cares about, the rest
 * filled in soundly), and `produce` (immer, re-exported by the core) to edit a state by hand.
 * Run: `npx tsx examples/build-position.ts`.
 */
import { produce } from "../src/core/index.js";
import { azul, azulPosition } from "../src/games/azul/index.js";

// The rulebook's scoring example: seat 0's complete line 2 (yellow) will join a row of 3 and a
// column of 3 on the wall. Seat 1 holds the marker and is about to take the last tile.
export const position = azulPosition({
  factories: [],
  centre: "K",
  current: 1,
  boards: [{ wall: [".....", "WB...", "..B..", "..W..", "....."], lines: ["", "YY", "", "", ""] }, { floor: "1" }],
});
console.log("invariants:", azul.invariants(position));
const tiled = azul.applyMove(position, { type: "take", source: "centre", colour: "K", line: 5 });
console.log("the yellow tile scores:", tiled.boards[0]!.score - position.boards[0]!.score);

// Editing a state by hand: four tiles of wall row 1 for seat 0, taken out of the bag so all 100
// tiles stay accounted for. Sound, but no game reaches it (no round has been tiled yet).
const start = azul.setup({ players: 2, seed: 1 });
export const edited = produce(start, (s) => {
  s.boards[0]!.wall[0] = ["B", "Y", "R", "K", null];
  for (const i of [0, 1, 2, 3]) s.bag[i]! -= 1;
});
console.log("invariants:", azul.invariants(edited));
console.log("invariants, reachable:", azul.invariants(edited, { reachable: true }));
console.log(
  "input untouched:",
  start.boards[0]!.wall[0]!.every((c) => c === null),
);
console.log(azul.render(position).split("\n").slice(0, 12).join("\n"));
