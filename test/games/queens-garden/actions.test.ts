import { describe, expect, it } from "vitest";
import { STORAGE_TILES, queensGarden, type QueensGardenState } from "../../../src/games/queens-garden/index.js";
import { cell, code, fresh, k, placeTile, play, withDisplay, withPlayer } from "./helpers.js";

const G = queensGarden;

describe("Acquire tiles and expansions (spec §6.1)", () => {
  const base = (): QueensGardenState => withDisplay(fresh(2, 3), ["Y3", "Y3", "B1", "P5"], [{ tiles: ["Y3", "g2"] }, { faceUp: "Y6" }, { tiles: ["Y1"] }]);

  it("lists one move per combination of copies, one copy per matching kind", () => {
    const s = base();
    const yellow = G.legalMoves(s).filter((m) => m.type === "acquire" && m.value === "yellow");
    // Y3 from the stack or display #0; Y6 from display #1 only; Y1 from #2 only.
    expect(yellow).toHaveLength(2);
    for (const m of yellow) if (m.type === "acquire") expect(m.picks.map((p) => p.kind)).toEqual([k("Y3"), k("Y1"), k("Y6")].sort((a, b) => a - b));
  });

  it("takes only one of identical hexagons, leaving the other copy", () => {
    const s = base();
    const after = play(s, {
      type: "acquire",
      by: "colour",
      value: "yellow",
      picks: [
        { kind: k("Y1"), from: 2 },
        { kind: k("Y3"), from: 0 },
        { kind: k("Y6"), from: 1 },
      ],
    });
    const p = after.players[0]!;
    expect(p.tiles).toEqual([k("Y1"), k("Y3")].sort((a, b) => a - b));
    expect(p.expansions).toEqual([k("Y6")]);
    // Stack untouched: both Y3 remain on the top.
    expect(after.topTiles.filter((t) => t === k("Y3"))).toHaveLength(2);
    expect(after.stack).toEqual(s.stack);
    // Display #2 was emptied and turned face up; #1 (the expansion) left the display.
    expect(after.display.map((d) => d.faceUp)).toEqual([false, true]);
    expect(after.display[1]!.expansion).toBe(s.display[2]!.expansion);
    expect(G.invariants(after)).toEqual([]);
  });

  it("taking a tile from the stack top moves that expansion into the display and fills the next one", () => {
    const s = base();
    const after = play(s, { type: "acquire", by: "colour", value: "darkPurple", picks: [{ kind: k("P5"), from: "stack" }] });
    expect(after.stack).toEqual(s.stack.slice(1));
    expect(after.topTiles).toHaveLength(4);
    const moved = after.display[after.display.length - 1]!;
    expect(moved.expansion).toBe(s.stack[0]);
    expect(moved.tiles).toEqual([k("B1"), k("Y3"), k("Y3")].sort((a, b) => a - b));
    expect(G.invariants(after)).toEqual([]);
  });

  it("refuses a selection that does not fit the storage (no partial take)", () => {
    let s = base();
    s = withPlayer(s, 0, { tiles: ["B2", "B3", "B4", "B5", "B6", "G2", "G3", "G4"], jokers: 3 }); // 11 of 12 used
    expect(
      code(s, {
        type: "acquire",
        by: "colour",
        value: "yellow",
        picks: [
          { kind: k("Y1"), from: 2 },
          { kind: k("Y3"), from: 0 },
          { kind: k("Y6"), from: 1 },
        ],
      }),
    ).toBe("STORAGE_FULL");
    // One tile (dark purple: only P5) still fits.
    expect(code(s, { type: "acquire", by: "colour", value: "darkPurple", picks: [{ kind: k("P5"), from: "stack" }] })).toBe("OK");
  });

  it("a face-up expansion needs a free expansion space", () => {
    let s = base();
    s = withPlayer(s, 0, { expansions: ["B2", "B3"] });
    expect(code(s, { type: "acquire", by: "pattern", value: 6, picks: [{ kind: k("Y6"), from: 1 }] })).toBe("STORAGE_FULL");
  });

  it("names the rule for wrong picks", () => {
    const s = base();
    expect(code(s, { type: "acquire", by: "colour", value: "yellow", picks: [{ kind: k("Y3"), from: 0 }] })).toBe("PICKS_MISMATCH");
    expect(
      code(s, {
        type: "acquire",
        by: "colour",
        value: "yellow",
        picks: [
          { kind: k("Y1"), from: 0 },
          { kind: k("Y3"), from: 0 },
          { kind: k("Y6"), from: 1 },
        ],
      }),
    ).toBe("NO_SUCH_COPY");
    expect(code(s, { type: "acquire", by: "colour", value: 3, picks: [] })).toBe("CATEGORY_MISMATCH");
    expect(code(s, { type: "acquire", by: "colour", value: "darkGreen", picks: [] })).toBe("NO_MATCHING_ITEMS");
  });
});

describe("Cost of a hexagon: payment sets and jokers (spec §6.2)", () => {
  const s0 = (): QueensGardenState => withPlayer(fresh(2, 5), 0, { tiles: ["Y3", "B3", "P3", "Y1", "Y2", "Y4", "Y6"], jokers: 1 });

  it("a tree costs only itself", () => {
    const s = withPlayer(fresh(2, 5), 0, { tiles: ["G1"], jokers: 0 });
    expect(code(s, placeTile("G1", "F0"))).toBe("OK");
    expect(code(s, placeTile("G1", "F0", [], 1))).toBe("COST_COUNT");
  });

  it("same pattern in different colours pays (the placed tile counts)", () => {
    const s = s0();
    expect(code(s, placeTile("Y3", "F0", ["B3", "P3"]))).toBe("OK");
    const after = play(s, placeTile("Y3", "F0", ["B3", "P3"]));
    expect(after.players[0]!.tiles).toEqual(["Y1", "Y2", "Y4", "Y6"].map(k).sort((a, b) => a - b));
    expect(after.tower[k("B3")]).toBe(1);
    expect(after.players[0]!.garden[cell("F0")]).toBe(k("Y3"));
  });

  it("same colour in different patterns pays", () => {
    expect(code(s0(), placeTile("Y3", "F0", ["Y1", "Y2"]))).toBe("OK");
  });

  it("currencies are never mixed", () => {
    expect(code(s0(), placeTile("Y3", "F0", ["B3", "Y1"]))).toBe("MIXED_CURRENCY");
  });

  it("a joker replaces any other item, never the placed hexagon", () => {
    expect(code(s0(), placeTile("Y3", "F0", ["B3"], 1))).toBe("OK");
    expect(code(s0(), placeTile("Y3", "F0", [], 2))).toBe("NOT_IN_STORAGE"); // only one joker held
    const s = withPlayer(fresh(2, 5), 0, { tiles: ["Y2"], jokers: 3 });
    expect(code(s, placeTile("Y2", "F0", [], 1))).toBe("OK");
  });

  it("exactly value items in total", () => {
    expect(code(s0(), placeTile("Y3", "F0", ["B3"]))).toBe("COST_COUNT");
    expect(code(s0(), placeTile("Y3", "F0", ["B3", "P3"], 1))).toBe("COST_COUNT");
  });

  it("two identical hexagons never pay together", () => {
    const s = withPlayer(fresh(2, 5), 0, { tiles: ["Y3", "Y3", "B3"], jokers: 0 });
    expect(code(s, placeTile("Y3", "F0", ["Y3", "B3"]))).toBe("IDENTICAL_IN_PAYMENT");
  });

  it("a stored face-up expansion pays as its printed hexagon", () => {
    const s = withPlayer(fresh(2, 5), 0, { tiles: ["Y3"], expansions: ["B3", "P3"], jokers: 0 });
    const after = play(s, placeTile("Y3", "F0", [], 0, ["B3", "P3"]));
    expect(after.players[0]!.expansions).toEqual([]);
    expect(after.supply.slice(-2)).toEqual([k("B3"), k("P3")]);
    expect(G.invariants(after)).toEqual([]);
  });
});

describe("Neighbour rule: colour or pattern (spec §6.2, A2)", () => {
  it("a hexagon without neighbours may go anywhere; with neighbours it must share colour or pattern", () => {
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y3" }, tiles: ["B3", "Y5", "G1"], jokers: 5 });
    expect(code(s, placeTile("G1", "F3"))).toBe("OK"); // F3 does not touch F0
    expect(code(s, placeTile("G1", "F1"))).toBe("NO_MATCHING_NEIGHBOUR");
    expect(code(s, placeTile("B3", "F1", [], 2))).toBe("OK"); // same pattern
    expect(code(s, placeTile("Y5", "F1", [], 4))).toBe("OK"); // same colour
  });
});

describe("Group rule: no two identical hexagons in a group (spec §6.2)", () => {
  it("forbids a hexagon next to an identical one", () => {
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y1" }, tiles: ["Y1"] });
    expect(code(s, placeTile("Y1", "F1"))).toBe("DUPLICATE_IN_GROUP");
  });

  it("forbids a bridge that joins two groups holding the same hexagon far apart", () => {
    // Yellow group F0-F1 holds Y1; the far side F3-F4 holds Y1 too; F2 touches F1 and F3.
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y1", F1: "Y2", F3: "Y4", F4: "Y1" }, tiles: ["Y3"], jokers: 2 });
    expect(code(s, placeTile("Y3", "F2", [], 2))).toBe("DUPLICATE_IN_GROUP");
    // Without the second Y1 the same bridge is fine.
    const ok = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y1", F1: "Y2", F3: "Y4", F4: "Y5" }, tiles: ["Y3"], jokers: 2 });
    expect(code(ok, placeTile("Y3", "F2", [], 2))).toBe("OK");
  });

  it("checks the pattern group too", () => {
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "B2", F1: "Y2", F3: "G2", F4: "B2" }, tiles: ["P2"], jokers: 1 });
    expect(code(s, placeTile("P2", "F2", [], 1))).toBe("DUPLICATE_IN_GROUP");
  });

  it("only spaces take tiles", () => {
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "B1" }, tiles: ["G1"] });
    expect(code(s, placeTile("G1", "O0"))).toBe("NOT_A_SPACE");
    expect(code(s, placeTile("G1", "A0.p1"))).toBe("NOT_A_SPACE");
    expect(code(s, placeTile("G1", "F0"))).toBe("SPACE_OCCUPIED");
    expect(code(s, placeTile("B1", "F3"))).toBe("NOT_IN_STORAGE");
  });
});

describe("Surrounding ornaments gives jokers (spec §2.11, §6.2)", () => {
  it("surrounding the fountain gives 1 joker (PROVISIONAL data), once", () => {
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y1", F1: "Y2", F2: "Y3", F3: "Y4", F4: "Y5" }, tiles: ["B1"], jokers: 0 });
    const after = play(s, placeTile("B1", "F5"));
    expect(after.players[0]!.jokers).toBe(1);
    expect(after.players[0]!.rewarded[0]).toBe(true);
  });

  it("jokers beyond the free storage spaces are lost; the payment frees spaces first", () => {
    const full = ["B2", "B3", "B4", "B5", "B6", "G2", "G3", "G4", "G5", "G6", "P2"];
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y1", F1: "Y2", F2: "Y3", F3: "Y4", F4: "Y5" }, tiles: ["B1", ...full], jokers: 0 });
    expect(s.players[0]!.tiles.length).toBe(STORAGE_TILES);
    const after = play(s, placeTile("B1", "F5"));
    expect(after.players[0]!.jokers).toBe(1); // the placed tile freed one space
    // A statue (2 jokers) surrounded with only one free space after the payment: one joker is lost.
    const s2 = withPlayer(fresh(2, 5), 0, {
      areas: { 0: "down", 1: "down" },
      garden: { F0: "B1", "A0.p2": "B2", "A0.p3": "B3", "A1.p4": "B4", "A1.p5": "B5" },
      tiles: ["Y1", ...full],
      jokers: 0,
    });
    const capped = play(s2, placeTile("Y1", "F1"));
    expect(capped.players[0]!.jokers).toBe(1);
    expect(capped.players[0]!.rewarded[1]).toBe(true);
  });

  it("a statue needs two fountain spaces and two petals of each neighbouring area", () => {
    // O0 touches F0, F1, A0.p2, A0.p3, A1.p4, A1.p5.
    const s = withPlayer(fresh(2, 5), 0, {
      areas: { 0: "down", 1: "down" },
      garden: { F0: "B1", "A0.p2": "B2", "A0.p3": "B3", "A1.p4": "B4", "A1.p5": "B5" },
      tiles: ["Y1"],
      jokers: 0,
    });
    const after = play(s, placeTile("Y1", "F1"));
    expect(after.players[0]!.jokers).toBe(2);
    expect(after.players[0]!.rewarded[1]).toBe(true);
  });

  it("one placement completing two ornaments sums their rewards (A21)", () => {
    // F1 touches the fountain and O0: fountain (1) + statue O0 (2) = 3 jokers.
    const s = withPlayer(fresh(2, 5), 0, {
      areas: { 0: "down", 1: "down" },
      garden: { F0: "B1", F2: "G2", F3: "G3", F4: "G4", F5: "G5", "A0.p2": "B2", "A0.p3": "B3", "A1.p4": "B4", "A1.p5": "B5" },
      tiles: ["G1"],
      jokers: 0,
    });
    const after = play(s, placeTile("G1", "F1"));
    expect(after.players[0]!.jokers).toBe(3);
    expect(after.players[0]!.rewarded.slice(0, 3)).toEqual([true, true, false]);
  });

  it("a pavilion surrounded by its six petals gives 3 jokers (PROVISIONAL data)", () => {
    // Printed Y1 on petal 0 and four tiles; G1 on the last petal shares pattern 1 with Y1.
    const s = withPlayer(fresh(2, 5), 0, {
      areas: { 3: ["Y1", 0] },
      garden: { "A3.p1": "Y2", "A3.p2": "Y3", "A3.p3": "Y4", "A3.p4": "Y5" },
      tiles: ["G1"],
      jokers: 0,
    });
    const after = play(s, placeTile("G1", "A3.p5"));
    expect(after.players[0]!.jokers).toBe(3);
    expect(after.players[0]!.rewarded[7 + 3]).toBe(true);
  });
});

describe("Place a garden expansion from storage (spec §6.3)", () => {
  it("pays its printed value and places its hexagon at the chosen rotation", () => {
    const s = withPlayer(fresh(2, 5), 0, { expansions: ["Y2"], tiles: ["B2"], jokers: 0 });
    const m = { type: "placeExpansion", expansion: k("Y2"), area: 0, rotation: 3, payTiles: [k("B2")], payExpansions: [], jokers: 0 };
    const after = play(s, m);
    const p = after.players[0]!;
    expect(p.areas[0]).toEqual({ expansion: k("Y2"), faceUp: true, rotation: 3 });
    expect(p.garden[cell("A0.p3")]).toBe(k("Y2"));
    expect(p.expansions).toEqual([]);
    expect(G.invariants(after)).toEqual([]);
  });

  it("the rotation must satisfy the neighbour and group rules", () => {
    // A0.p3 (2,0) touches F0; F0 holds G5 which shares nothing with Y2.
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "G5" }, expansions: ["Y2"], jokers: 1 });
    const base = { type: "placeExpansion", expansion: k("Y2"), area: 0, payTiles: [], payExpansions: [], jokers: 1 };
    expect(code(s, { ...base, rotation: 3 })).toBe("NO_MATCHING_NEIGHBOUR");
    expect(code(s, { ...base, rotation: 0 })).toBe("OK");
    const rotations = G.legalMoves(s)
      .filter((m) => m.type === "placeExpansion" && m.area === 0)
      .map((m) => (m.type === "placeExpansion" ? m.rotation : -1));
    expect(rotations.sort()).toEqual([0, 1, 2, 4, 5]);
  });

  it("the area must be free", () => {
    const s = withPlayer(fresh(2, 5), 0, { areas: { 0: "down" }, expansions: ["Y1"] });
    expect(code(s, { type: "placeExpansion", expansion: k("Y1"), area: 0, rotation: 0, payTiles: [], payExpansions: [], jokers: 0 })).toBe("AREA_OCCUPIED");
  });

  it("a placed face-up expansion gives seven cells: pavilion, printed hexagon, five spaces", () => {
    const s = withPlayer(fresh(2, 5), 0, { areas: { 2: ["B1", 4] }, tiles: ["B2"], jokers: 1 });
    const cells = G.legalMoves(s)
      .filter((m) => m.type === "placeTile")
      .map((m) => (m.type === "placeTile" ? m.cell : -1));
    expect(cells).toContain(cell("A2.p0"));
    expect(cells).not.toContain(cell("A2.c"));
    expect(cells).not.toContain(cell("A2.p4"));
  });
});

describe("Take a face-down expansion for 6 points (spec §6.4)", () => {
  it("costs 6 points, comes from the supply and offers seven empty spaces", () => {
    const s = fresh(2, 5);
    const after = play(s, { type: "buyExpansion", area: 4 });
    const p = after.players[0]!;
    expect(p.score).toBe(9);
    expect(p.points.expansions).toBe(-6);
    expect(p.areas[4]).toEqual({ expansion: s.supply[0], faceUp: false, rotation: 0 });
    expect(after.supply).toEqual(s.supply.slice(1));
    const t = withPlayer(after, 0, { tiles: ["G1"] });
    const next = { ...t, current: 0 };
    const cells = G.legalMoves(next)
      .filter((m) => m.type === "placeTile")
      .map((m) => (m.type === "placeTile" ? m.cell : -1));
    expect(cells).toContain(cell("A4.c"));
  });

  it("needs a score of at least 6", () => {
    const s = withPlayer(fresh(2, 5), 0, { score: 5 });
    expect(code(s, { type: "buyExpansion", area: 0 })).toBe("SCORE_BELOW_6");
    expect(G.legalMoves(s).some((m) => m.type === "buyExpansion")).toBe(false);
  });

  it("needs a free area and a non-empty supply", () => {
    const s = withPlayer(fresh(2, 5), 0, { areas: { 1: "down" } });
    expect(code(s, { type: "buyExpansion", area: 1 })).toBe("AREA_OCCUPIED");
    expect(code({ ...s, supply: [], stack: [...s.stack, ...s.supply] }, { type: "buyExpansion", area: 2 })).toBe("SUPPLY_EMPTY");
  });
});
