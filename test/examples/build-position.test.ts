import { describe, expect, it } from "vitest";
import { azul } from "../../src/games/azul/index.js";
import { edited, position } from "../../examples/build-position.js";

/** What docs/guide.md "Building positions" promises of its example. */
describe("examples/build-position.ts", () => {
  it("the built position is sound, and its yellow tile scores 6", () => {
    expect(azul.invariants(position)).toEqual([]);
    const tiled = azul.applyMove(position, { type: "take", source: "centre", colour: "K", line: 5 });
    expect(tiled.boards[0]!.score - position.boards[0]!.score).toBe(6);
  });
  it("the hand-edited state is sound but not reachable: its wall holds tiles before any round was tiled", () => {
    expect(azul.invariants(edited)).toEqual([]);
    expect(azul.invariants(edited, { reachable: true })).toEqual(["Player 1's wall holds 4 tiles, more than 5 a round for 0 finished round(s)", "Player 1 has 0 wall points for 4 wall tiles"]);
  });
});
