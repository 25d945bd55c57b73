import { describe, expect, it } from "vitest";
import { queensGarden } from "../../../src/games/queens-garden/index.js";
import { code, fresh, k, placeTile, withDisplay, withPlayer } from "./helpers.js";

const G = queensGarden;

describe("Audit: legalMoves lists each outcome once", () => {
  it("acquire: taking the only item of a colour that is also the only item of its pattern is one move (by colour)", () => {
    // B1 is the only blue item and the only tree: "all blue" and "all trees" take the same single tile.
    // Y3 is the only butterflies item but yellow also offers Y6: those two selections differ.
    const s = withDisplay(fresh(2, 3), ["B1", "Y3", "P5", "P5"], [{ faceUp: "Y6" }]);
    const acquires = G.legalMoves(s).filter((m) => m.type === "acquire");
    const outcomes = new Set(acquires.map((m) => JSON.stringify(G.applyMove(s, m))));
    expect(acquires).toHaveLength(outcomes.size);
    const blue = { type: "acquire", by: "colour", value: "blue", picks: [{ kind: k("B1"), from: "stack" }] };
    const trees = { type: "acquire", by: "pattern", value: 1, picks: [{ kind: k("B1"), from: "stack" }] };
    expect(code(s, blue)).toBe("OK");
    expect(code(s, trees)).toBe("SAME_AS_COLOUR");
    expect(code(s, { type: "acquire", by: "pattern", value: 3, picks: [{ kind: k("Y3"), from: "stack" }] })).toBe("OK");
    // P5 (two copies on the stack top) is the only purple and the only value 5: listed once, by colour.
    expect(acquires.filter((m) => m.type === "acquire" && m.picks.some((p) => p.kind === k("P5")))).toEqual([
      { type: "acquire", by: "colour", value: "darkPurple", picks: [{ kind: k("P5"), from: "stack" }] },
    ]);
  });
});

describe("Audit: garden expansions from storage follow the hexagon rules", () => {
  it("a rotation whose printed hexagon would join a group holding an identical hexagon is refused", () => {
    // A0.p3 touches F0 (Y3) but not F1 (Y2): a printed Y2 there joins the yellow group Y3-Y2 → two Y2.
    const s = withPlayer(fresh(2, 5), 0, { garden: { F0: "Y3", F1: "Y2" }, expansions: ["Y2"], jokers: 1 });
    const base = { type: "placeExpansion", expansion: k("Y2"), area: 0, payTiles: [], payExpansions: [], jokers: 1 };
    expect(code(s, { ...base, rotation: 3 })).toBe("DUPLICATE_IN_GROUP");
    // Any other rotation of area 0 touches no hexagon.
    expect(code(s, { ...base, rotation: 2 })).toBe("OK");
    expect(code(s, { ...base, rotation: 0 })).toBe("OK");
  });

  it("a tile identical to the expansion's printed hexagon cannot pay for it", () => {
    const s = withPlayer(fresh(2, 5), 0, { tiles: ["Y2"], expansions: ["Y2"], jokers: 0 });
    const m = { type: "placeExpansion", expansion: k("Y2"), area: 0, rotation: 0, payTiles: [k("Y2")], payExpansions: [], jokers: 0 };
    expect(code(s, m)).toBe("IDENTICAL_IN_PAYMENT");
    expect(G.legalMoves(s).some((x) => x.type === "placeExpansion")).toBe(false);
  });

  it("a placed printed hexagon counts for the neighbour rule of later tiles", () => {
    const s = withPlayer(fresh(2, 5), 0, { areas: { 0: ["Y2", 3] }, tiles: ["B2", "G5"], jokers: 4 });
    // F0 touches A0.p3 (printed Y2): B2 shares the pattern, G5 shares nothing.
    expect(code(s, placeTile("B2", "F0", [], 1))).toBe("OK");
    expect(code(s, placeTile("G5", "F0", [], 4))).toBe("NO_MATCHING_NEIGHBOUR");
  });
});
