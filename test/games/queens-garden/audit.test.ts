import { describe, expect, it } from "vitest";
import { queensGarden } from "../../../src/games/queens-garden/index.js";
import { code, fresh, k, withDisplay } from "./helpers.js";

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
