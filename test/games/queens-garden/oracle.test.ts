import { describe, expect, it } from "vitest";
import { colourOf, queensGarden as G, valueOf, type QueensGardenState } from "../../../src/games/queens-garden/index.js";

/** Legal-move counts at setup and after each of 8 fixed moves (move i picks index 7i mod count). */
function counts(players: number, seed: string | number): { counts: number[]; start: QueensGardenState } {
  const start = G.setup({ players, seed });
  let s = start;
  const out = [G.legalMoves(s).length];
  for (let i = 0; i < 8; i++) {
    const ms = G.legalMoves(s);
    s = G.applyMove(s, ms[(i * 7) % ms.length]!);
    out.push(G.legalMoves(s).length);
  }
  return { counts: out, start };
}

describe("Move-count oracle (fixed seeded positions)", () => {
  it("at setup: one acquisition per colour and per pattern on the stack top (a pattern taking the same lone item as a colour counted once), 6 face-down buys, pass", () => {
    for (const [n, seed] of [
      [2, "oracle-a"],
      [3, "oracle-b"],
      [4, 77],
    ] as const) {
      const s = G.setup({ players: n, seed });
      const kinds = [...new Set(s.topTiles)];
      const colours = new Set(kinds.map(colourOf)).size;
      const patterns = new Set(kinds.map(valueOf)).size;
      const lone = (f: (x: number) => number, x: number): boolean => kinds.filter((y) => f(y) === f(x)).length === 1;
      const synonyms = kinds.filter((x) => lone(colourOf, x) && lone(valueOf, x)).length;
      expect(G.legalMoves(s).length).toBe(colours + patterns - synonyms + 6 + 1);
    }
  });

  it("2 players, seed oracle-a", () => {
    expect(counts(2, "oracle-a").counts).toEqual([13, 14, 32, 13, 19, 8, 17, 32, 18]);
  });

  it("3 players, seed oracle-b", () => {
    expect(counts(3, "oracle-b").counts).toEqual([12, 16, 15, 21, 33, 39, 46, 59, 55]);
  });

  it("4 players, seed 77", () => {
    expect(counts(4, 77).counts).toEqual([12, 15, 13, 16, 21, 16, 21, 21, 194]);
  });
});

describe("describeMove and render", () => {
  it("describe every listed move and draw every garden", () => {
    let s = G.setup({ players: 2, seed: 3 });
    for (let i = 0; i < 30 && !G.isTerminal(s); i++) {
      const ms = G.legalMoves(s);
      for (const m of ms) expect(G.describeMove(s, m).length).toBeGreaterThan(3);
      s = G.applyMove(s, ms[(i * 5) % ms.length]!);
    }
    const text = G.render(s);
    expect(text).toContain("Player 1:");
    expect(text).toContain("Player 2:");
    expect(text).not.toContain("Player 0");
    expect(text).toContain("Fn");
    expect(text.split("\n").length).toBeGreaterThan(20);
  });
});
