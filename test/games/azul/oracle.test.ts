import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { COLOURS, type AzulState } from "../../../src/games/azul/index.js";
import { fresh, G, lines, position, wallAt } from "./helpers.js";

/**
 * Legal-move count worked out from the spec alone (§5.3, §5.5, §9.1), independent of the engine's
 * legal.ts: per source and colour present, the floor plus each line that is not full, is empty or
 * holds that colour, and whose wall row lacks that colour; in grey tiling, the empty cells of the
 * pending row whose column lacks the line's colour.
 */
function expectedCount(s: AzulState): number {
  if (s.phase === "over") return 0;
  const b = s.boards[s.current]!;
  if (s.phase === "tiling") {
    const r = s.tilingRow!;
    const colour = b.lines[r]!.colour;
    let n = 0;
    for (let c = 0; c < 5; c++) if (b.wall[r]![c] === null && b.wall.every((row) => row[c] !== colour)) n++;
    return n;
  }
  const destinations = (colour: string): number => {
    let n = 1; // the floor
    for (let r = 0; r < 5; r++) {
      const l = b.lines[r]!;
      if (l.count < r + 1 && (l.colour === null || l.colour === colour) && !b.wall[r]!.includes(colour as never)) n++;
    }
    return n;
  };
  let total = 0;
  for (const source of [...s.factories, s.centre]) source.forEach((k, c) => (total += k > 0 ? destinations(COLOURS[c]!) : 0));
  return total;
}

/** Legal-move counts at setup and after each of `n` fixed moves (move i: index 7i mod count). */
function counts(players: number, seed: string | number, n: number, config = {}): number[] {
  let s = G.setup({ players, seed, config });
  const out = [G.legalMoves(s).length];
  for (let i = 0; i < n && !G.isTerminal(s); i++) {
    const ms = G.legalMoves(s);
    s = G.applyMove(s, ms[(i * 7) % ms.length]!);
    out.push(G.legalMoves(s).length);
  }
  return out;
}

describe("Move-count oracle (§5.5)", () => {
  it("at round start with empty boards: 6 × the number of distinct (factory, colour) pairs", () => {
    for (const [players, seed] of [
      [2, "oracle-a"],
      [3, "oracle-b"],
      [4, 77],
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const) {
      const s = fresh(players, seed);
      let pairs = 0;
      for (const f of s.factories) pairs += f.filter((k) => k > 0).length;
      expect(s.centre.every((k) => k === 0)).toBe(true);
      expect(G.legalMoves(s), `${players} players, seed ${seed}`).toHaveLength(6 * pairs);
    }
  });

  it("a hand-built position: 32 moves (worked out in the comment)", () => {
    // Lines: 1 empty, 2 full yellow, 3 one red, 4 and 5 empty; blue on wall row 4.
    // Destinations (incl. floor): B 1,5,F = 3; Y 1,4,5,F = 4; R 1,3,4,5,F = 5; K 1,4,5,F = 4; W = 4.
    // Factory 1 BBYR: 3 + 4 + 5 = 12; factory 2 KKKK: 4; factory 3 WWYY: 4 + 4 = 8; centre RB: 5 + 3 = 8.
    const s = position({
      factories: ["BBYR", "KKKK", "WWYY"],
      centre: "RB",
      boards: { 0: { lines: lines("", "YY", "R", "", ""), wall: wallAt([4, 4]) } },
    });
    expect(G.legalMoves(s)).toHaveLength(32);
    expect(expectedCount(s)).toBe(32);
  });

  it("every state of seeded random games has exactly the spec's count of legal moves (both sides, 2–4 players)", () => {
    for (const config of [{}, { wall: "grey" as const }]) {
      for (const players of [2, 3, 4]) {
        const rng = new Rng([players, 17, 29, 31]);
        let s = G.setup({ players, seed: 4242 + players, config });
        let steps = 0;
        while (!G.isTerminal(s)) {
          const ms = G.legalMoves(s);
          expect(ms.length, `step ${steps}, ${players} players ${JSON.stringify(config)}`).toBe(expectedCount(s));
          s = G.applyMove(s, ms[rng.int(ms.length)]!);
          steps++;
        }
        expect(G.legalMoves(s)).toHaveLength(0);
      }
    }
  });

  it("pinned counts at setup and after 30 fixed moves, 2 players, seed oracle-a", () => {
    expect(counts(2, "oracle-a", 30)).toEqual(PINNED_A);
  });
  it("pinned counts, 3 players, seed oracle-b", () => {
    expect(counts(3, "oracle-b", 30)).toEqual(PINNED_B);
  });
  it("pinned counts, 4 players, seed 77", () => {
    expect(counts(4, 77, 30)).toEqual(PINNED_C);
  });
  it("pinned counts, 2 players, grey wall, seed oracle-g", () => {
    expect(counts(2, "oracle-g", 40, { wall: "grey" })).toEqual(PINNED_G);
  });
});

// Pinned from the engine and cross-checked by `expectedCount` at every step (test above); the grey
// list includes wall-tiling decisions (e.g. the 5, 5 after moves 10 and 11 are column choices).
const PINNED_A = [84, 78, 55, 46, 30, 25, 17, 8, 4, 60, 65, 42, 45, 28, 29, 17, 9, 6, 3, 57, 35, 36, 22, 22, 14, 9, 11, 3, 3, 44, 37];
const PINNED_B = [102, 96, 90, 60, 50, 48, 33, 24, 24, 13, 9, 10, 2, 86, 71, 54, 55, 52, 37, 33, 24, 18, 10, 10, 6, 1, 71, 57, 61, 46, 27];
const PINNED_C = [156, 150, 138, 126, 90, 84, 68, 64, 45, 40, 34, 26, 20, 17, 11, 8, 3, 102, 100, 107, 86, 54, 46, 56, 38, 28, 23, 23, 13, 9, 5];
const PINNED_G = [78, 72, 55, 41, 35, 25, 16, 10, 6, 3, 5, 5, 39, 46, 25, 38, 15, 30, 11, 21, 5, 9, 2, 4, 4, 4, 53, 49, 36, 33, 18, 26, 11, 12, 5, 2, 4, 5, 4, 3, 49];
