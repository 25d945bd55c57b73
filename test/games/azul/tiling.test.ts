import { describe, expect, it } from "vitest";
import { placementPoints } from "../../../src/games/azul/index.js";
import { counts, G, lines, play, position, roundEnd, take, wallAt } from "./helpers.js";

/** The pattern line that completes with the colour printed at (row, col) (1-based). */
function fullLine(row: number, colour: string): ReturnType<typeof lines> {
  const ls = ["", "", "", "", ""];
  ls[row - 1] = colour.repeat(row);
  return lines(...ls);
}

/** §6.3 worked examples: wall before, new tile (row, col, printed colour), points. */
const TABLE: { name: string; before: [number, number][]; at: [number, number]; colour: string; points: number }[] = [
  { name: "empty wall, any tile: isolated → 1 [RB]", before: [], at: [1, 1], colour: "B", points: 1 },
  {
    name: "(1,1),(1,3) + Y at (1,2): 3 horizontally linked → 3 [RB]",
    before: [
      [1, 1],
      [1, 3],
    ],
    at: [1, 2],
    colour: "Y",
    points: 3,
  },
  {
    name: "(2,3),(4,3) + B at (3,3): 3 vertically linked → 3 [RB]",
    before: [
      [2, 3],
      [4, 3],
    ],
    at: [3, 3],
    colour: "B",
    points: 3,
  },
  {
    name: "(1,4),(2,4),(3,1),(3,2),(3,3) + Y at (3,4): 4 horizontal + 3 vertical → 7 [RB]",
    before: [
      [1, 4],
      [2, 4],
      [3, 1],
      [3, 2],
      [3, 3],
    ],
    at: [3, 4],
    colour: "Y",
    points: 7,
  },
  {
    name: "R2: cross (2,3),(3,2),(3,4),(4,3) + B at (3,3) → 6, not 5",
    before: [
      [2, 3],
      [3, 2],
      [3, 4],
      [4, 3],
    ],
    at: [3, 3],
    colour: "B",
    points: 6,
  },
  {
    name: "R1: seed's '2 above, 2 left' (1,3),(2,3),(3,1),(3,2) + B at (3,3) → 6, not the seed's 5",
    before: [
      [1, 3],
      [2, 3],
      [3, 1],
      [3, 2],
    ],
    at: [3, 3],
    colour: "B",
    points: 6,
  },
  {
    name: "(2,3),(3,1),(3,2) + B at (3,3): 3 + 2 → 5",
    before: [
      [2, 3],
      [3, 1],
      [3, 2],
    ],
    at: [3, 3],
    colour: "B",
    points: 5,
  },
];

describe("§6.2 Placement score: the §6.3 worked examples", () => {
  for (const row of TABLE) {
    it(`${row.name} (placementPoints)`, () => {
      const w = wallAt(...row.before, row.at);
      expect(w[row.at[0] - 1]![row.at[1] - 1]).toBe(row.colour);
      expect(placementPoints(w, row.at[0] - 1, row.at[1] - 1)).toBe(row.points);
    });

    it(`${row.name} (through wall tiling at round end)`, () => {
      const { after } = roundEnd({ score: 10, wall: wallAt(...row.before), lines: fullLine(row.at[0], row.colour) });
      const b = after.boards[0]!;
      expect(b.wall[row.at[0] - 1]![row.at[1] - 1]).toBe(row.colour);
      expect(b.score).toBe(10 + row.points);
      expect(G.score(after).players[0]!.breakdown.wall).toBe(10 + row.points);
    });
  }

  it("only runs through the new tile count; diagonal tiles and tiles beyond a gap do not", () => {
    // Diagonal neighbours only → 1.
    expect(placementPoints(wallAt([2, 2], [1, 1], [3, 3], [1, 3], [3, 1]), 1, 1)).toBe(1);
    // (1,1) (1,2) gap (1,4) (1,5): new tile at (1,2) sees a run of 2, not 4.
    expect(placementPoints(wallAt([1, 1], [1, 2], [1, 4], [1, 5]), 0, 1)).toBe(2);
    // A full column through the tile: 5; a full row and column: 10.
    const all: [number, number][] = [];
    for (let r = 1; r <= 5; r++) for (let c = 1; c <= 5; c++) all.push([r, c]);
    expect(placementPoints(wallAt([1, 3], [2, 3], [3, 3], [4, 3], [5, 3]), 2, 2)).toBe(5);
    expect(placementPoints(wallAt(...all), 2, 2)).toBe(10);
  });
});

describe("§6.1 Wall tiling: rows 1→5, immediate scoring, leftovers to the lid", () => {
  it("rulebook example (Peter): line 2 red → (2,4) 1 point; line 4 blue → (4,4) 1 point; 1 + 3 tiles to the lid; lines 3 and 5 stay", () => {
    const { after } = roundEnd({ lines: lines("", "RR", "KK", "BBBB", "WWW") });
    const b = after.boards[0]!;
    expect(b.wall[1]![3]).toBe("R");
    expect(b.wall[3]![3]).toBe("B");
    expect(b.wall.flat().filter((c) => c !== null)).toHaveLength(2);
    expect(b.score).toBe(2);
    expect(after.lid).toEqual(counts("RBBB"));
    expect(b.lines).toEqual(lines("", "", "KK", "", "WWW"));
  });

  it("a complete line of length L sends L − 1 tiles to the lid and is emptied", () => {
    const { after } = roundEnd({ lines: lines("", "", "", "", "YYYYY") });
    expect(after.lid).toEqual(counts("YYYY"));
    expect(after.boards[0]!.lines[4]).toEqual({ colour: null, count: 0 });
    expect(after.boards[0]!.wall[4]![0]).toBe("Y");
  });

  it("scoring is immediate and top-down: line 1's new tile already counts for line 2 (1 + 4 = 5; bottom-up would give 4)", () => {
    // (2,2) blue on the wall; line 1 blue → (1,1); line 2 white → (2,1), touching (1,1) above and (2,2) right.
    const { after } = roundEnd({ wall: wallAt([2, 2]), lines: lines("B", "WW", "", "", "") });
    expect(after.boards[0]!.wall[0]![0]).toBe("B");
    expect(after.boards[0]!.wall[1]![0]).toBe("W");
    expect(after.boards[0]!.score).toBe(5);
  });

  it("every player's complete lines are tiled in the same phase; incomplete lines keep their tiles", () => {
    const s = position({
      centre: "K",
      current: 1,
      boards: { 0: { lines: lines("R", "", "YY", "", "") }, 1: { lines: lines("", "WW", "", "", "") } },
    });
    const t = play(s, take("centre", "K", 5));
    expect(t.boards[0]!.wall[0]![2]).toBe("R");
    expect(t.boards[0]!.lines[2]).toEqual({ colour: "Y", count: 2 });
    expect(t.boards[1]!.wall[1]![0]).toBe("W");
    expect(t.boards[1]!.lines[4]).toEqual({ colour: "K", count: 1 });
  });

  it("between rounds no pattern line is full and every floor is empty (§10.1)", () => {
    const { after } = roundEnd({ lines: lines("W", "KK", "RRR", "YYYY", "BBBBB"), floor: "BY" });
    expect(after.round).toBe(2);
    for (const b of after.boards) {
      expect(b.floor).toEqual([]);
      b.lines.forEach((l, r) => expect(l.count).toBeLessThan(r + 1));
    }
    // Five isolated-or-linked placements: (1,5) W, (2,5) K, (3,5) R, (4,5) Y, (5,5) B form a column: 1+2+3+4+5.
    expect(after.boards[0]!.wallPoints).toBe(15);
    expect(after.boards[0]!.score).toBe(15 - 2);
  });
});

describe("§7 Floor penalties", () => {
  const totals = [0, -1, -2, -4, -6, -8, -11, -14];
  for (let n = 0; n <= 7; n++) {
    it(`${n} occupied slot${n === 1 ? "" : "s"} cost ${-totals[n]!} (−1 −1 −2 −2 −2 −3 −3)`, () => {
      const items = "BYRKWBY".slice(0, n);
      const { after } = roundEnd({ score: 20, floor: items });
      expect(after.boards[0]!.score).toBe(20 + totals[n]!);
      expect(after.boards[0]!.floorPoints).toBe(totals[n]!);
      expect(after.boards[0]!.floor).toEqual([]);
      expect(after.lid).toEqual(counts(items)); // floor tiles go to the lid
    });
  }

  it("rulebook example: 4 tiles + the marker = 5 slots = −8 (taken from the centre in one turn)", () => {
    const s = position({ centre: "RRRR", boards: { 0: { score: 10 } } });
    const t = play(s, take("centre", "R", "floor"));
    expect(t.round).toBe(2);
    expect(t.boards[0]!.score).toBe(2);
    expect(G.score(t).players[0]!.breakdown).toEqual({ wall: 10, floor: -8, rows: 0, columns: 0, colours: 0 });
    expect(t.lid).toEqual(counts("RRRR")); // the marker does not go to the lid...
    expect(t.startPlayer).toBe(0); // ...it goes back to its holder, who starts round 2
  });

  it("the penalty depends only on the number of occupied slots, not on colours or the marker's position", () => {
    const a = roundEnd({ score: 20, floor: "BBB" }).after.boards[0]!.score;
    const b = roundEnd({ score: 20, floor: "RKW" }).after.boards[0]!.score;
    const c = roundEnd({ score: 20, floor: "BB1" }, { marker: 0, boards: { 1: {} } }).after.boards[0]!.score;
    expect([a, b, c]).toEqual([16, 16, 16]);
  });

  it("the score never goes below 0 (5 slots with 3 points → 0; the breakdown shows what was actually lost)", () => {
    const { after } = roundEnd({ score: 3, floor: "BBBBB" });
    expect(after.boards[0]!.score).toBe(0);
    expect(G.score(after).players[0]!.breakdown).toMatchObject({ wall: 3, floor: -3 });
    expect(G.score(after).players[0]!.total).toBe(0);
  });

  it("R9: placements first, then the floor, then the clamp at 0 (0 + 1 − 1 = 0, not 1)", () => {
    const { after } = roundEnd({ score: 0, lines: lines("B", "", "", "", ""), floor: "Y" });
    expect(after.boards[0]!.score).toBe(0);
    expect(G.score(after).players[0]!.breakdown).toMatchObject({ wall: 1, floor: -1 });
  });

  it("R9: the clamp applies once after the whole floor (1 + 3 − 8 → 0)", () => {
    // Score 1 = 2 wall points − 1 lost to an earlier floor.
    const { after } = roundEnd({ score: 1, wall: wallAt([1, 1], [1, 3]), lines: lines("Y", "", "", "", ""), floor: "KKKKK" });
    expect(after.boards[0]!.score).toBe(0);
    // The floor costs 8 but only the 4 points held are lost: wall 2 + 3, floor −1 − 4.
    expect(G.score(after).players[0]!.breakdown).toMatchObject({ wall: 5, floor: -5 });
  });

  it("R16: scores above 100 are not capped", () => {
    const { after } = roundEnd({ score: 100, lines: lines("B", "", "", "", "") });
    expect(after.boards[0]!.score).toBe(101);
  });
});
