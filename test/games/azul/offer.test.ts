import { describe, expect, it } from "vitest";
import { codeOf, counts, destinations, G, lines, play, position, take, wall, wallAt } from "./helpers.js";

describe("§4.2 OFFER: turn order", () => {
  it("the starting player acts first, then play passes clockwise (seat + 1 mod N), turn after turn", () => {
    let s = position({ players: 3, factories: ["BBBB", "YYYY", "RRRR", "KKKK"], startPlayer: 2 });
    expect(G.activePlayers(s)).toEqual([2]);
    s = play(s, take(1, "B", 4));
    expect(G.activePlayers(s)).toEqual([0]);
    s = play(s, take(2, "Y", 4));
    expect(G.activePlayers(s)).toEqual([1]);
    s = play(s, take(3, "R", 4));
    expect(G.activePlayers(s)).toEqual([2]);
  });

  it("players do not pass: while a tile is out the player to move always has a move (the floor)", () => {
    // Every line blocked for red: line 1 full, lines 2–4 hold other colours, line 5's wall row has red.
    const s = position({
      factories: ["RRRR"],
      boards: { 0: { lines: lines("B", "Y", "K", "W", ""), wall: wallAt([5, 2]) } },
    });
    expect(G.legalMoves(s)).toEqual([take(1, "R", "floor")]);
    expect(codeOf(s, { type: "pass" })).toBe("MALFORMED_MOVE");
  });
});

describe("§5.1 TAKE from a factory: all tiles of the colour; the rest go to the centre", () => {
  it("takes every tile of the chosen colour, moves the others to the centre and empties the factory", () => {
    const s = position({ factories: ["BBYR", "KKKK"], centre: "W" });
    const t = play(s, take(1, "B", 2));
    expect(t.boards[0]!.lines[1]).toEqual({ colour: "B", count: 2 });
    expect(t.factories[0]).toEqual([0, 0, 0, 0, 0]);
    expect(t.centre).toEqual(counts("YRW"));
    expect(t.factories[1]).toEqual(counts("KKKK"));
    expect(t.boards[0]!.floor).toEqual([]);
    expect(t.marker).toBeNull(); // the marker stays in the centre: nobody took from it
  });

  it("a colour the source does not hold cannot be taken (COLOUR_NOT_IN_SOURCE); a missing factory (NO_SUCH_FACTORY)", () => {
    const s = position({ factories: ["BBYR"], centre: "W" });
    expect(codeOf(s, take(1, "K", 1))).toBe("COLOUR_NOT_IN_SOURCE");
    expect(codeOf(s, take(2, "B", 1))).toBe("COLOUR_NOT_IN_SOURCE"); // factory 2 exists but is empty
    expect(codeOf(s, take("centre", "B", 1))).toBe("COLOUR_NOT_IN_SOURCE");
    expect(codeOf(s, take(6, "B", 1))).toBe("NO_SUCH_FACTORY"); // 2 players: 5 factories
  });
});

describe("§5.1 / §5.2 TAKE from the centre and the starting-player marker", () => {
  it("only tiles of that colour leave the centre; the first centre taker puts the marker on the leftmost floor slot before any overflow", () => {
    const s = position({ factories: ["KKKK"], centre: "RRRBY" });
    const t = play(s, take("centre", "R", 1));
    expect(t.centre).toEqual(counts("BY"));
    expect(t.boards[0]!.lines[0]).toEqual({ colour: "R", count: 1 });
    expect(t.boards[0]!.floor).toEqual(["first", "R", "R"]);
    expect(t.marker).toBe(0);
  });

  it("a later centre taker in the same round gets no marker", () => {
    const s = position({ factories: ["KKKK"], centre: "RRRBY" });
    const t = play(s, take("centre", "R", 3), take("centre", "B", 1));
    expect(t.boards[1]!.floor).toEqual([]);
    expect(t.boards[1]!.lines[0]).toEqual({ colour: "B", count: 1 });
    expect(t.marker).toBe(0);
  });

  it("the marker costs a floor slot (−1 alone) and its taker starts the next round", () => {
    const s = position({ players: 3, factories: ["BBBB"], centre: "R", boards: { 2: { score: 5 } }, current: 2 });
    const t = play(s, take("centre", "R", 1), take(1, "B", 4));
    expect(t.round).toBe(2);
    expect(t.startPlayer).toBe(2);
    expect(t.current).toBe(2);
    expect(t.marker).toBeNull(); // back in the centre for round 2
    expect(t.boards[2]!.floor).toEqual([]);
    // Seat 2: +1 for R at (1,3), −1 for the marker.
    expect(t.boards[2]!.score).toBe(5);
    expect(G.score(t).players[2]!.breakdown).toMatchObject({ wall: 6, floor: -1 });
  });

  it("R3: marker taken onto a full floor: the taker holds it off the floor, pays nothing extra (−14 cap) and starts next round", () => {
    const s = position({ factories: ["KKKK"], centre: "YY", boards: { 0: { score: 20, floor: "BBBBBBB" } } });
    const t = play(s, take("centre", "Y", "floor"));
    expect(t.marker).toBe(0);
    expect(t.boards[0]!.floor).toEqual(["B", "B", "B", "B", "B", "B", "B"]);
    expect(t.lid).toEqual(counts("YY")); // no free slot: both to the lid at once
    expect(G.render(t)).toContain("(holds the marker)");
    const u = play(t, take(1, "K", "floor"));
    expect(u.boards[0]!.score).toBe(6);
    expect(u.startPlayer).toBe(0);
    expect(u.current).toBe(0);
  });

  it("the marker takes the last free floor slot before the taken tiles, which then go to the lid", () => {
    const s = position({ factories: ["KKKK"], centre: "YY", boards: { 0: { floor: "BBBBBB" } } });
    const t = play(s, take("centre", "Y", "floor"));
    expect(t.boards[0]!.floor).toEqual(["B", "B", "B", "B", "B", "B", "first"]);
    expect(t.lid).toEqual(counts("YY"));
    expect(t.marker).toBe(0);
  });

  it("R4: when nobody takes the marker the same starting player starts the next round and nobody pays", () => {
    const s = position({ players: 3, factories: ["BBBB"], startPlayer: 1, current: 0, boards: { 0: { score: 5 }, 1: { score: 5 }, 2: { score: 5 } } });
    const t = play(s, take(1, "B", 4));
    expect(t.round).toBe(2);
    expect(t.startPlayer).toBe(1);
    expect(t.current).toBe(1);
    expect(t.boards.map((b) => b.score)).toEqual([6, 5, 5]); // seat 0: +1 for B at (4,4), no marker penalty for anybody
  });
});

describe("§5.3 Destination legality", () => {
  it("rule 2: a line already holding another colour refuses (LINE_COLOUR_MISMATCH)", () => {
    const s = position({ factories: ["BBBY"], boards: { 0: { lines: lines("", "", "RR", "", "") } } });
    expect(codeOf(s, take(1, "B", 3))).toBe("LINE_COLOUR_MISMATCH");
    expect(destinations(s, 1, "B")).toEqual([1, 2, 4, 5, "floor"]);
    expect(codeOf(s, take(1, "B", 4))).toBe("OK");
  });

  it("rule 2: a line already holding the same colour accepts more of it", () => {
    const s = position({ factories: ["RYYY"], boards: { 0: { lines: lines("", "", "RR", "", "") } } });
    const t = play(s, take(1, "R", 3));
    expect(t.boards[0]!.lines[2]).toEqual({ colour: "R", count: 3 });
  });

  it("rule 3: a colour already on the wall row is refused for that line (COLOUR_ON_WALL_ROW)", () => {
    const s = position({ factories: ["YYKK"], boards: { 0: { wall: wallAt([2, 3]) } } }); // (2,3) is yellow
    expect(codeOf(s, take(1, "Y", 2))).toBe("COLOUR_ON_WALL_ROW");
    expect(destinations(s, 1, "Y")).toEqual([1, 3, 4, 5, "floor"]);
    // Another colour's cell in the same row does not block.
    expect(destinations(s, 1, "K")).toEqual([1, 2, 3, 4, 5, "floor"]);
  });

  it("rule 1 / R6: a full line is not a destination (LINE_FULL), even for its own colour", () => {
    const s = position({ factories: ["BBYY"], boards: { 0: { lines: lines("", "BB", "", "", "") } } });
    expect(codeOf(s, take(1, "B", 2))).toBe("LINE_FULL");
    expect(destinations(s, 1, "B")).toEqual([1, 3, 4, 5, "floor"]);
  });

  it("the floor is always legal, also when a pattern line could take the tiles", () => {
    const s = position({ factories: ["BBYR"] });
    expect(destinations(s, 1, "B")).toEqual([1, 2, 3, 4, 5, "floor"]);
    expect(codeOf(s, take(1, "B", "floor"))).toBe("OK");
  });

  it("columns are never consulted when taking tiles (coloured side)", () => {
    // Blue sits in column 1 of row 1; line 2's blue cell is column 2: legal, of course.
    const s = position({ factories: ["BBBB"], boards: { 0: { wall: wallAt([1, 1], [3, 3]) } } });
    expect(destinations(s, 1, "B")).toEqual([2, 4, 5, "floor"]);
  });

  it("§5.4 rulebook example (Andrea): 2 yellow, yellow on wall rows 2 and 3, a blue in line 4 → lines 1 and 5 or the floor", () => {
    const s = position({
      factories: ["YYBR"],
      boards: { 0: { wall: wall(".....", "..X..", "...X.", ".....", "....."), lines: lines("", "", "", "B", "") } },
    });
    expect(s.boards[0]!.wall[1]![2]).toBe("Y");
    expect(s.boards[0]!.wall[2]![3]).toBe("Y");
    expect(destinations(s, 1, "Y")).toEqual([1, 5, "floor"]);
    expect(codeOf(s, take(1, "Y", 2))).toBe("COLOUR_ON_WALL_ROW");
    expect(codeOf(s, take(1, "Y", 3))).toBe("COLOUR_ON_WALL_ROW");
    expect(codeOf(s, take(1, "Y", 4))).toBe("LINE_COLOUR_MISMATCH");
    // Line 1: one placed, one to the floor. Line 5: both placed. Floor: both on the floor.
    const l1 = play(s, take(1, "Y", 1)).boards[0]!;
    expect(l1.lines[0]).toEqual({ colour: "Y", count: 1 });
    expect(l1.floor).toEqual(["Y"]);
    const l5 = play(s, take(1, "Y", 5)).boards[0]!;
    expect(l5.lines[4]).toEqual({ colour: "Y", count: 2 });
    expect(l5.floor).toEqual([]);
    const fl = play(s, take(1, "Y", "floor")).boards[0]!;
    expect(fl.floor).toEqual(["Y", "Y"]);
    expect(fl.lines).toEqual(s.boards[0]!.lines);
  });
});

describe("§5.4 Placing the taken tiles: one destination, overflow to the floor, full floor to the lid", () => {
  it("line with room: min(n, free) tiles placed, the rest overflow to the floor", () => {
    const s = position({ factories: ["BBBB"], centre: "W", boards: { 0: { lines: lines("", "B", "", "", "") } } });
    const b = play(s, take(1, "B", 2)).boards[0]!;
    expect(b.lines[1]).toEqual({ colour: "B", count: 2 });
    expect(b.floor).toEqual(["B", "B", "B"]);
  });

  it("R7: all taken tiles go to the one chosen line while it has room; no split, no partial drop", () => {
    const s = position({ factories: ["RRRY"] });
    const b = play(s, take(1, "R", 5)).boards[0]!;
    expect(b.lines[4]).toEqual({ colour: "R", count: 3 });
    expect(b.floor).toEqual([]);
    // A move cannot name a second destination or a number to drop.
    expect(codeOf(s, { type: "take", source: 1, colour: "R", line: 5, floor: 1 })).toBe("MALFORMED_MOVE");
    expect(codeOf(s, { type: "take", source: 1, colour: "R", line: [4, 5] })).toBe("MALFORMED_MOVE");
    // One move per (source, colour, destination): lines 1–5 and the floor.
    expect(destinations(s, 1, "R")).toEqual([1, 2, 3, 4, 5, "floor"]);
  });

  it("direct to the floor: tiles fill the floor from the left; lines untouched", () => {
    const s = position({ factories: ["KKYW"], boards: { 0: { floor: "B" } } });
    const b = play(s, take(1, "K", "floor")).boards[0]!;
    expect(b.floor).toEqual(["B", "K", "K"]);
    expect(b.lines.every((l) => l.count === 0)).toBe(true);
  });

  it("full floor (7 slots): every further tile goes straight to the lid (R15: at once, during the turn)", () => {
    const s = position({ factories: ["RRRY"], boards: { 0: { floor: "BBBBBB" } } });
    const t = play(s, take(1, "R", "floor"));
    expect(t.boards[0]!.floor).toEqual(["B", "B", "B", "B", "B", "B", "R"]);
    expect(t.lid).toEqual(counts("RR"));
  });

  it("overflow onto a full floor also goes to the lid at once", () => {
    const s = position({ factories: ["YYYB"], boards: { 0: { floor: "KKKKKKK" } } });
    const t = play(s, take(1, "Y", 1));
    expect(t.boards[0]!.lines[0]).toEqual({ colour: "Y", count: 1 });
    expect(t.boards[0]!.floor).toHaveLength(7);
    expect(t.lid).toEqual(counts("YY"));
  });
});

describe("§4.2 End of the offer phase", () => {
  it("the phase goes on while any factory or the centre holds a tile", () => {
    const s = position({ factories: ["BBBB"], centre: "Y" });
    const t = play(s, take(1, "B", 4));
    expect(t.phase).toBe("offer");
    expect(t.round).toBe(1);
    expect(G.activePlayers(t)).toEqual([1]);
  });

  it("taking the last tile ends it at once: wall tiling, floor, and the next round's factories are filled", () => {
    const s = position({ factories: ["BBBB"], centre: "Y", marker: 1, boards: { 1: { floor: "1" } } });
    const t = play(s, take(1, "B", 4), take("centre", "Y", 1));
    expect(t.round).toBe(2);
    expect(t.phase).toBe("offer");
    expect(t.boards[0]!.wall[3]![3]).toBe("B");
    expect(t.boards[1]!.wall[0]![1]).toBe("Y");
    for (const f of t.factories) expect(f.reduce((a, b) => a + b, 0)).toBe(4);
    expect(t.boards.every((b) => b.floor.length === 0)).toBe(true);
    expect(G.invariants(t)).toEqual([]);
  });

  it("R4: the marker alone in the centre does not keep the phase going", () => {
    const s = position({ factories: ["BBBB"] });
    expect(s.marker).toBeNull();
    const t = play(s, take(1, "B", 4));
    expect(t.round).toBe(2);
  });
});
