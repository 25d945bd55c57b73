import { describe, expect, it } from "vitest";
import { wallAchievements } from "../../../src/games/azul/index.js";
import { rowCanBeCompleted } from "../../../src/games/azul/wall.js";
import { codeOf, counts, destinations, G, keys, lines, place, play, position, roundEnd, take, wall, type BoardSpec, type PositionSpec } from "./helpers.js";

const GREY = { config: { wall: "grey" as const } };

/** Grey-side round end: seat 1 takes the last tile; seat 0's board as given. */
function greyRoundEnd(seat0: BoardSpec, extra: PositionSpec = {}) {
  return roundEnd(seat0, { ...GREY, ...extra });
}

describe("§9.3 Grey wall: the column of each complete line is the owner's own decision", () => {
  it("a complete line with several legal columns stops tiling for a `place` choice; the chosen cell gets the tile", () => {
    const { after } = greyRoundEnd({ score: 3, lines: lines("B", "", "", "", "") });
    expect(after.phase).toBe("tiling");
    expect(after.tilingRow).toBe(0);
    expect(G.activePlayers(after)).toEqual([0]);
    expect(keys(G.legalMoves(after))).toEqual(keys([place(1), place(2), place(3), place(4), place(5)]));
    const t = play(after, place(3));
    expect(t.boards[0]!.wall[0]).toEqual([null, null, "B", null, null]);
    expect(t.boards[0]!.score).toBe(4);
    expect(t.phase).toBe("offer");
    expect(t.round).toBe(2);
    expect(G.describeMove(after, place(3))).toContain("column 3");
  });

  it("R11: with exactly one legal column the tile is placed automatically", () => {
    // Row 1 has free cells in columns 4 and 5; column 4 already holds a blue (row 2).
    const { before, after } = greyRoundEnd({ wall: wall("YRK..", "...B.", ".....", ".....", "....."), lines: lines("B", "", "", "", "") });
    expect(after.phase).toBe("offer");
    expect(after.round).toBe(before.round + 1);
    expect(after.boards[0]!.wall[0]).toEqual(["Y", "R", "K", null, "B"]);
  });

  it("R11: no declining: only `place` moves are legal during the decision (WRONG_DECISION for a take; no floor option)", () => {
    const { after } = greyRoundEnd({ lines: lines("B", "", "", "", "") });
    expect(G.legalMoves(after).every((m) => m.type === "place")).toBe(true);
    expect(codeOf(after, take(1, "B", "floor"))).toBe("WRONG_DECISION");
    expect(codeOf(after, { type: "place", column: 3 }, 1)).toBe("NOT_YOUR_TURN");
    expect(codeOf(after, { type: "place", column: 6 })).toBe("MALFORMED_MOVE");
    expect(codeOf(after, { type: "place" })).toBe("MALFORMED_MOVE");
  });

  it("a `place` move outside grey tiling is refused (WRONG_DECISION)", () => {
    const s = position({ ...GREY, factories: ["BBBB"] });
    expect(codeOf(s, place(1))).toBe("WRONG_DECISION");
    const c = position({ factories: ["BBBB"] });
    expect(codeOf(c, place(1))).toBe("WRONG_DECISION");
  });

  it("R13: decisions come from the starting player first, then clockwise; each player's rows top to bottom", () => {
    const s = position({
      ...GREY,
      players: 3,
      startPlayer: 1,
      current: 0,
      centre: "K",
      boards: { 0: { lines: lines("B", "", "", "", "") }, 1: { lines: lines("R", "YY", "", "", "") }, 2: { lines: lines("W", "", "", "", "") } },
    });
    let t = play(s, take("centre", "K", 5));
    const order: [number, number][] = [];
    while (t.phase === "tiling") {
      order.push([t.current, t.tilingRow! + 1]);
      t = play(t, G.legalMoves(t)[0]!);
    }
    expect(order).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [0, 1],
    ]);
    expect(t.round).toBe(2);
    expect(t.startPlayer).toBe(0); // seat 0 took the marker with the black
  });

  it("a choice for an upper row may remove a lower row's only column (case 15); that line then goes to the floor", () => {
    // Row 2 (line 2 blue) can only use column 4 (column 3 holds a blue in row 3). Row 1's blue may go in 1, 2, 4 or 5.
    const spec: BoardSpec = { score: 10, wall: wall(".....", "YR..W", "..B..", ".....", "....."), lines: lines("B", "BB", "", "", "") };
    const { after } = greyRoundEnd(spec);
    expect(keys(G.legalMoves(after))).toEqual(keys([place(1), place(2), place(4), place(5)]));
    const blocked = play(after, place(4));
    expect(blocked.boards[0]!.wall[0]![3]).toBe("B");
    expect(blocked.boards[0]!.wall[1]).toEqual(["Y", "R", null, null, "W"]);
    expect(blocked.boards[0]!.score).toBe(10 + 1 - 2); // 1 point, then both blues of line 2 on the floor
    const fine = play(after, place(1));
    expect(fine.boards[0]!.wall[1]![3]).toBe("B"); // the only column, placed automatically
    expect(fine.boards[0]!.score).toBe(10 + 2 + 2); // (1,1) touches (2,1): 2; (2,4) touches (2,5): 2
  });
});

describe("§9.1 Grey wall placement: any empty cell of the row, no colour twice in a column", () => {
  it("a column already holding the colour is refused (COLOUR_IN_COLUMN); an occupied cell too (CELL_OCCUPIED)", () => {
    const { after } = greyRoundEnd({ wall: wall("Y....", "..B..", ".....", ".....", "....."), lines: lines("B", "", "", "", "") });
    expect(keys(G.legalMoves(after))).toEqual(keys([place(2), place(4), place(5)]));
    expect(codeOf(after, place(3))).toBe("COLOUR_IN_COLUMN");
    expect(codeOf(after, place(1))).toBe("CELL_OCCUPIED");
    // The refusal changes nothing.
    const before = JSON.stringify(after);
    expect(() => G.applyMove(after, place(3))).toThrow(/column/);
    expect(JSON.stringify(after)).toBe(before);
  });

  it("rows: a colour already anywhere in the wall row is refused for that pattern line (COLOUR_ON_WALL_ROW)", () => {
    const s = position({ ...GREY, factories: ["BBYY"], boards: { 0: { wall: wall("...B.", ".....", ".....", ".....", ".....") } } });
    expect(codeOf(s, take(1, "B", 1))).toBe("COLOUR_ON_WALL_ROW");
    expect(destinations(s, 1, "B")).toEqual([2, 3, 4, 5, "floor"]);
  });

  it("placement scoring is the same as on the coloured side (4 horizontal + 3 vertical = 7)", () => {
    const w = wall("...K.", "...R.", "KWB..", ".....", ".....");
    const { after } = greyRoundEnd({ wall: w, lines: lines("", "", "YYY", "", "") });
    expect(keys(G.legalMoves(after))).toEqual(keys([place(4), place(5)]));
    const t = play(after, place(4));
    expect(t.boards[0]!.score).toBe(7);
    expect(t.lid).toEqual(counts("YY"));
  });
});

describe("§9.2 / R10 Grey wall: pattern-line choice ignores columns", () => {
  it("a line may take a colour that no longer fits anywhere in its row", () => {
    // Row 2's free cells are columns 2 and 4, and both columns already hold white.
    const s = position({
      ...GREY,
      factories: ["WRRR"],
      centre: "Y",
      boards: { 0: { wall: wall(".W...", "B.R.K", "...W.", ".....", "....."), lines: lines("", "W", "", "", "") } },
    });
    expect(destinations(s, 1, "W")).toContain(2);
    expect(codeOf(s, take(1, "W", 2))).toBe("OK");
  });
});

describe("§9.4 Grey wall: a complete line that fits nowhere goes to the floor, all L tiles", () => {
  it("both tiles of line 2 go to the floor and are penalised in the same round; none reaches the wall", () => {
    const w = wall(".W...", "B.R.K", "...W.", ".....", ".....");
    const { after } = greyRoundEnd({ score: 10, wall: w, lines: lines("", "WW", "", "", "") });
    expect(after.phase).toBe("offer");
    expect(after.boards[0]!.wall[1]).toEqual(["B", null, "R", null, "K"]);
    expect(after.boards[0]!.lines[1]).toEqual({ colour: null, count: 0 });
    expect(after.boards[0]!.score).toBe(8);
    expect(after.lid).toEqual(counts("WW"));
  });

  it("tiles beyond the seventh floor slot go to the lid", () => {
    // Line 5 white: the only free cell of row 5 is column 4, which holds a white in row 1.
    const full = { score: 30, wall: wall("...W.", ".....", ".....", ".....", "BYR.K"), lines: lines("", "", "", "", "WWWWW"), floor: "KKKK" };
    const { after } = greyRoundEnd(full);
    // 4 tiles + 5 whites: 7 slots (−14) and 2 whites straight to the lid; then the floor empties into the lid.
    expect(after.boards[0]!.wall[4]).toEqual(["B", "Y", "R", null, "K"]);
    expect(after.boards[0]!.score).toBe(30 - 14);
    expect(after.boards[0]!.floorPoints).toBe(-14);
    expect(after.lid).toEqual(counts("KKKKWWWWW"));
  });
});

describe("§9.5 Grey wall: bonuses", () => {
  it("+10 for five tiles of one colour anywhere; rows and columns as usual", () => {
    const w = wall(".B...", "B....", "...B.", "....B", "..B..");
    expect(wallAchievements({ score: 0, wallPoints: 0, floorPoints: 0, lines: lines("", "", "", "", ""), wall: w, floor: [] })).toEqual({ rows: 0, columns: 0, colours: 1 });
    const s = position({ ...GREY, factories: ["YYYY"], boards: { 0: { wall: w } } });
    expect(G.score({ ...s, phase: "over" }).players[0]!.breakdown).toMatchObject({ colours: 10, rows: 0, columns: 0 });
  });
});

describe("R17 (our rule), grey wall: the game ends when no wall row can be completed for lack of columns", () => {
  // Reached by random play (2 players, seed 15): every row of this wall is blocked for good.
  // Row 1 misses black, but its only empty column already has black; row 5 misses Y, R and K,
  // and column 5 can take none of them; and so on.
  const BLOCKED = wall("YBW.R", "KYBW.", "R..KY", "W.RBK", "BW...");

  it("a row is completable exactly when its missing colours can be matched to free columns", () => {
    // B fits columns 1 and 2, Y only column 1: completable, but only with B in column 2.
    expect(rowCanBeCompleted(wall("..RKW", ".Y...", ".....", ".....", "....."), 0)).toBe(true);
    expect(rowCanBeCompleted(wall("..RKW", ".Y...", ".B...", ".....", "....."), 0)).toBe(false);
    expect(rowCanBeCompleted(wall("BYRKW", ".....", ".....", ".....", "....."), 0)).toBe(true);
    for (let row = 0; row < 5; row++) expect(rowCanBeCompleted(BLOCKED, row)).toBe(false);
  });

  it("ends after tiling, with end bonuses, when every row of every wall is blocked", () => {
    const { after } = greyRoundEnd({ wall: BLOCKED, score: 10 }, { boards: { 1: { wall: BLOCKED, floor: "1" } } });
    expect(after.phase).toBe("over");
    expect(G.isTerminal(after)).toBe(true);
    // Column 1 (Y K R W B) is complete: +7.
    expect(G.score(after).players[0]!.breakdown.columns).toBe(7);
  });

  it("goes on while any one player can still complete a row", () => {
    const { before, after } = greyRoundEnd({ wall: BLOCKED }, { boards: { 1: { floor: "1" } } });
    expect(after.phase).toBe("offer");
    expect(after.round).toBe(before.round + 1);
  });
});
