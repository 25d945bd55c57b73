import { describe, expect, it } from "vitest";
import { almadi } from "../../../src/games/almadi/index.js";
import { arrange, expectRefused, hireFree, movesOf, newGame, play, tileWith, tilesWith } from "./helpers.js";

// Player 0 has starting tile ST1 (PROVISIONAL data): rows PAL, OAS, MKT, CAR; east edges >, r, >, m.

describe("Placement: same row, adjacent, no rotation (spec §6.1)", () => {
  it("a landscape from board row k goes to realm row k, next to a landscape", () => {
    const s = newGame();
    const places = movesOf(s, "place");
    // Only column 1 touches the starting tile: one cell per slot.
    expect(places.length).toBe(8);
    for (const m of places) if (m.type === "place") expect(m.cell).toBe(`${(m.slot >> 1) + 1},1`);
  });

  it("refuses another row, a non-adjacent cell, the starting column and an occupied cell, naming the rule", () => {
    const s = newGame();
    expectRefused(s, { type: "place", slot: 0, cell: "2,1" }, "WRONG_ROW");
    expectRefused(s, { type: "place", slot: 0, cell: "1,2" }, "NOT_ADJACENT");
    expectRefused(s, { type: "place", slot: 0, cell: "1,0" }, "OFF_REALM");
    expectRefused(s, { type: "place", slot: 0, cell: "0,1" }, "OFF_REALM");
    expectRefused(s, { type: "place", slot: 0, cell: "x" }, "MALFORMED_MOVE");
    const t = arrange(s, { realms: { 0: { "1,1": tileWith("CAR") } } });
    expectRefused(t, { type: "place", slot: 0, cell: "1,1" }, "CELL_OCCUPIED");
  });

  it("any empty cell touching a landscape is legal, gaps included", () => {
    const [a, b, c] = tilesWith("CAR", "????", 3);
    const s = arrange(newGame(), { realms: { 0: { "1,1": a!, "1,2": b!, "1,3": c!, "2,1": tileWith("PAL"), "3,2": tileWith("PAL", "????", ["P01"]) } } });
    const row2 = movesOf(s, "place")
      .filter((m) => m.type === "place" && m.slot === 2)
      .map((m) => (m as { cell: string }).cell);
    expect(row2.sort()).toEqual(["2,2", "2,3"]);
  });

  it("the placed landscape keeps its printed orientation", () => {
    const id = tileWith("OAS", ">>gm");
    let s = arrange(newGame(), { board: { 0: id } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    expect(s.players[0]!.realm["1,1"]).toBe(id);
  });
});

describe("Activation pairs (spec §3, §6.2)", () => {
  it("an arrow of the placed landscape activates the icon it touches", () => {
    const id = tileWith("CAR", "???>");
    let s = arrange(newGame(), { board: { 2: id } });
    s = play(s, { type: "place", slot: 2, cell: "2,1" });
    expect(s.turn!.step).toBe("resolve");
    expect(s.turn!.pending).toEqual([{ icon: "ruby", tile: "ST1-2", edge: "E" }]);
  });

  it("an icon of the placed landscape is activated by an arrow it touches", () => {
    const id = tileWith("OAS", "???m");
    let s = arrange(newGame(), { board: { 0: id } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    expect(s.turn!.pending).toEqual([{ icon: "marteline", tile: id, edge: "W" }]);
  });

  it("arrow against arrow and icon against icon do nothing (the base-game turn simply ends)", () => {
    const arrow = tileWith("OAS", "???>");
    let s = arrange(newGame(), { board: { 4: arrow } });
    s = play(s, { type: "place", slot: 4, cell: "3,1" });
    expect(s.current).toBe(1);
    const icon = tileWith("MKT", "???s");
    let t = arrange(newGame(), { board: { 2: icon } });
    t = play(t, { type: "place", slot: 2, cell: "2,1" });
    expect(t.current).toBe(1);
  });

  it("every completed pair is a separate effect, and pairs already active never re-trigger", () => {
    // (1,1) is activated by the starting tile's arrow; then a landscape at (2,1) touching (1,1),
    // ST1-2 and (3,1) only creates its own pairs.
    const top = tileWith("OAS", "??r?"); // south icon r
    const bottom = tileWith("CAR", "m???"); // north icon m
    const middle = tileWith("MKT", ">?>?"); // arrows north and south
    const s0 = arrange(newGame(), { realms: { 0: { "1,1": top, "3,1": bottom } }, board: { 2: middle } });
    const s = play(s0, { type: "place", slot: 2, cell: "2,1" });
    expect(s.turn!.pending.map((e) => `${e.icon}@${e.tile}`).sort()).toEqual([`marteline@${bottom}`, `ruby@${top}`].sort());
  });

  it("a starting tile's icons can be activated", () => {
    const id = tileWith("PAL", "???>");
    let s = arrange(newGame(), { board: { 6: id } });
    s = play(s, { type: "place", slot: 6, cell: "4,1" });
    expect(s.turn!.pending).toEqual([{ icon: "marteline", tile: "ST1-4", edge: "E" }]);
  });

  it("jars need no action when activated", () => {
    // ST3 row 2 shows a jar on its east edge.
    const s0 = newGame({ starts: ["ST3", "ST1"] });
    const id = tileWith("OAS", "???>");
    let s = arrange(s0, { board: { 2: id } });
    s = play(s, { type: "place", slot: 2, cell: "2,1" });
    expect(s.current).toBe(1);
  });
});

describe("Morgiana: one row above or below (spec §2.8)", () => {
  it("widens the rows a taken landscape may go to, never outside rows 1–4", () => {
    const s = hireFree(newGame({ characters: true }), 0, "morgiana");
    const cells = (slot: number) =>
      movesOf(s, "place")
        .filter((m) => m.type === "place" && m.slot === slot)
        .map((m) => (m as { cell: string }).cell);
    expect(cells(0)).toEqual(["1,1", "2,1"]);
    expect(cells(2)).toEqual(["1,1", "2,1", "3,1"]);
    expect(cells(7)).toEqual(["3,1", "4,1"]);
    expect(almadi.validateMove(s, { type: "place", slot: 0, cell: "3,1" })).toMatchObject({ ok: false, error: { code: "WRONG_ROW" } });
  });
});
