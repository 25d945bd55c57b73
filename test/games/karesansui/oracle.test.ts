import { describe, expect, it } from "vitest";
import { at, atStep2, fresh, G, withGarden } from "./helpers.js";

/** Legal-move counts at setup and after each of `n` fixed moves (move i: index 7i mod count, first active player). */
function counts(players: number, seed: string | number, n: number): number[] {
  let s = G.setup({ players, seed });
  const out = [G.legalMoves(s).length];
  for (let i = 0; i < n; i++) {
    const p = G.activePlayers(s)[0]!;
    const ms = G.legalMoves(s, p);
    s = G.applyMove(s, ms[(i * 7) % ms.length]!, p);
    out.push(G.legalMoves(s).length);
  }
  return out;
}

describe("Move-count oracle (fixed seeded positions)", () => {
  it("2 players, seed oracle-a", () => {
    expect(counts(2, "oracle-a", 40)).toEqual([3, 2, 2, 3, 2, 2, 5, 4, 3, 6, 4, 3, 2, 3, 1, 4, 2, 2, 2, 5, 4, 3, 3, 3, 2, 4, 3, 4, 4, 4, 5, 4, 2, 1, 4, 4, 3, 2, 5, 4, 4]);
  });
  it("3 players, seed oracle-b", () => {
    // Step 2 of the first turn (one tile, no virtue): zazen only — Rikyū would be a no-op (CARD_NO_EFFECT).
    expect(counts(3, "oracle-b", 40)).toEqual([4, 2, 1, 4, 1, 4, 2, 2, 1, 5, 2, 2, 5, 1, 4, 5, 2, 1, 2, 3, 5, 3, 5, 2, 4, 2, 2, 4, 2, 2, 4, 2, 3, 2, 2, 3, 4, 5, 2, 4, 3]);
  });
  it("4 players, seed 77", () => {
    expect(counts(4, 77, 40)).toEqual([5, 2, 1, 5, 1, 5, 2, 1, 5, 1, 6, 2, 5, 1, 6, 2, 5, 2, 4, 2, 3, 1, 6, 2, 5, 2, 4, 2, 3, 2, 6, 2, 3, 5, 6, 2, 5, 2, 4, 2, 3]);
  });
  it("a full garden at virtue 6 with no usable card: zazen + 4 monk steps + 5 kinds × 15 tiles = 80", () => {
    let s = withGarden(fresh(2, 3), 0, ["MF MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3 S4 S6"], {
      monk: at(1, 2),
      virtue: 6,
      gardeners: [],
      used: ["muso", "zenami", "sesshu"],
    });
    s = atStep2(s, 0);
    expect(G.legalMoves(s)).toHaveLength(80);
  });
});
