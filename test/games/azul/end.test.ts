import { describe, expect, it } from "vitest";
import { wallAchievements, type AzulState } from "../../../src/games/azul/index.js";
import { G, lines, play, position, roundEnd, sum, take, wall, wallAt, type PositionSpec } from "./helpers.js";

/** A finished game built from a spec, for ranking tests. */
function over(spec: PositionSpec): AzulState {
  return position({ ...spec, phase: "over" });
}

const FULL = wall("XXXXX", "XXXXX", "XXXXX", "XXXXX", "XXXXX");

describe("§8.1 End trigger: after the round in which a horizontal row is completed", () => {
  it("a completed row ends the game after every player's tiling and floor; no new round is prepared", () => {
    const s = position({
      factories: ["RRRR"],
      centre: "K",
      boards: {
        0: { score: 4, wall: wall(".XXXX", ".....", ".....", ".....", "....."), lines: lines("B", "", "", "", "") },
        1: { lines: lines("", "", "", "YYYY", "") },
      },
    });
    // Seat 0 fills nothing more; the offer phase goes on after the row-completing line is full.
    let t = play(s, take(1, "R", "floor"));
    expect(t.phase).toBe("offer");
    t = play(t, take("centre", "K", 5));
    expect(G.isTerminal(t)).toBe(true);
    expect(t.phase).toBe("over");
    expect(t.round).toBe(s.round);
    // Seat 0: (1,1) completes row 1 for 5 points, then 4 floor tiles −6 → 4 + 5 − 6 = 3.
    expect(t.boards[0]!.wall[0]).toEqual(["B", "Y", "R", "K", "W"]);
    expect(t.boards[0]!.score).toBe(3);
    // Seat 1 (after seat 0, same round): line 4 tiled (1 point), then marker −1.
    expect(t.boards[1]!.wall[3]![4]).toBe("Y");
    expect(t.boards[1]!.score).toBe(0);
    expect(t.boards.every((b) => b.floor.length === 0)).toBe(true);
    // No refill after the end.
    expect(t.factories.every((f) => sum(f) === 0)).toBe(true);
    expect(G.legalMoves(t)).toEqual([]);
    expect(G.activePlayers(t)).toEqual([]);
    expect(G.invariants(t)).toEqual([]);
  });

  it("a complete column or a full colour does not end the game", () => {
    const { before, after: col } = roundEnd({ wall: wallAt([1, 1], [2, 1], [3, 1], [4, 1]), lines: lines("", "", "", "", "YYYYY") });
    expect(col.boards[0]!.wall.every((row) => row[0] !== null)).toBe(true);
    expect(col.phase).toBe("offer");
    expect(col.round).toBe(before.round + 1);
    const blue = roundEnd({ wall: wallAt([1, 1], [2, 2], [3, 3], [4, 4]), lines: lines("", "", "", "", "BBBBB") }).after;
    expect(wallAchievements(blue.boards[0]!)).toEqual({ rows: 0, columns: 0, colours: 1 });
    expect(blue.phase).toBe("offer");
  });
});

describe("§8.2 End bonuses: +2 per row, +7 per column, +10 per colour", () => {
  it("row 1, column 1 and all five blues completed in the final round: placement 10, bonuses 2 + 7 + 10", () => {
    const w = wall(".XXXX", "XX...", "X.X..", "X..X.", "X...X");
    const { after } = roundEnd({ score: 30, wall: w, lines: lines("B", "", "", "", "") });
    expect(G.isTerminal(after)).toBe(true);
    const line = G.score(after).players[0]!;
    expect(line.breakdown).toEqual({ wall: 40, floor: 0, rows: 2, columns: 7, colours: 10 });
    expect(line.total).toBe(59);
  });

  it("a full wall scores 5·2 + 5·7 + 5·10 = 95 bonus points (all five rows completed in the final round)", () => {
    // Every cell but the blue diagonal; lines 1–5 full of blue: each blue lands between 4 across and 4 down (10 points).
    const w = wall(".XXXX", "X.XXX", "XX.XX", "XXX.X", "XXXX.");
    const { after } = roundEnd({ score: 20, wall: w, lines: lines("B", "BB", "BBB", "BBBB", "BBBBB") });
    expect(wallAchievements(after.boards[0]!)).toEqual({ rows: 5, columns: 5, colours: 5 });
    const line = G.score(after).players[0]!;
    expect(line.breakdown).toEqual({ wall: 70, floor: 0, rows: 10, columns: 35, colours: 50 });
    expect(line.total).toBe(165);
  });

  it("mid-game scores show points so far, without bonuses (which are only added at the end)", () => {
    const s = position({ factories: ["BBBB"], boards: { 0: { score: 12, wall: wallAt([1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [2, 2], [3, 3], [4, 4], [5, 5]) } } });
    expect(G.score(s).players[0]!.breakdown).toEqual({ wall: 12, floor: 0, rows: 0, columns: 0, colours: 0 });
    expect(G.score(s).players[0]!.total).toBe(12);
    expect(G.score({ ...s, phase: "over" }).players[0]!.breakdown).toMatchObject({ columns: 7, colours: 10 });
  });
});

describe("§8.3 Ranking: score, then complete rows, then shared victory", () => {
  it("the highest final score after bonuses wins; rows only break ties", () => {
    const s = over({ boards: { 0: { score: 20, wall: wallAt([1, 1], [2, 1], [3, 1], [4, 1], [5, 1]) }, 1: { score: 25, wall: wallAt([1, 1], [1, 2], [1, 3], [1, 4], [1, 5]) } } });
    // Seat 0: 20 + 7 (column) = 27; seat 1: 25 + 2 (row) = 27: equal totals, so rows decide.
    expect(G.score(s).players.map((p) => p.total)).toEqual([27, 27]);
    expect(G.score(s).ranking).toEqual([[1], [0]]);
    const t = over({ boards: { 0: { score: 21, wall: wallAt([1, 1], [2, 1], [3, 1], [4, 1], [5, 1]) }, 1: { score: 25, wall: wallAt([1, 1], [1, 2], [1, 3], [1, 4], [1, 5]) } } });
    expect(G.score(t).ranking).toEqual([[0], [1]]); // 28 beats 27 although seat 1 has more rows
  });

  it("tie on points: more complete rows wins, both rows completed in the final round (27 = 27, 2 rows beat 1)", () => {
    const { after } = roundEnd(
      { score: 20, wall: wall(".XXXX", ".....", ".....", ".....", "....."), lines: lines("B", "", "", "", "") },
      { boards: { 1: { score: 12, floor: "1", wall: wall(".XXXX", ".XXXX", ".....", ".....", "....."), lines: lines("B", "WW", "", "", "") } } },
    );
    expect(G.isTerminal(after)).toBe(true);
    const sheet = G.score(after);
    // Seat 0: 20 + 5 + row 2 = 27. Seat 1: 12 + 5 + 7 − 1 (marker) + 2 rows 4 = 27.
    expect(sheet.players.map((p) => p.total)).toEqual([27, 27]);
    expect(sheet.players[1]!.breakdown).toEqual({ wall: 24, floor: -1, rows: 4, columns: 0, colours: 0 });
    expect(sheet.ranking).toEqual([[1], [0]]);
  });

  it("equal points and equal rows: the players share the victory", () => {
    const s = over({
      boards: {
        0: { score: 30, wall: FULL.map((r, i) => (i === 0 ? r : [null, null, null, null, null])) },
        1: { score: 30, wall: FULL.map((r, i) => (i === 4 ? r : [null, null, null, null, null])) },
      },
    });
    expect(G.score(s).players.map((p) => p.total)).toEqual([32, 32]);
    expect(G.score(s).ranking).toEqual([[0, 1]]);
  });

  it("R14: places below the winner use the same keys; equal keys share a place", () => {
    const row1 = wallAt([1, 1], [1, 2], [1, 3], [1, 4], [1, 5]);
    const s = over({ players: 4, boards: { 0: { score: 10 }, 1: { score: 8, wall: row1 }, 2: { score: 10 }, 3: { score: 40 } } });
    // Totals 10, 10, 10, 40; seat 1 wins the 10-point tie on rows; seats 0 and 2 share third.
    expect(G.score(s).players.map((p) => p.total)).toEqual([10, 10, 10, 40]);
    expect(G.score(s).ranking).toEqual([[3], [1], [0, 2]]);
  });
});
