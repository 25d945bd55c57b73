import { describe, expect, it } from "vitest";
import { designOf } from "../../../src/games/karesansui/index.js";
import { at, codeOf, drawn, fresh, G, keys, play, top, withGarden, withVirtue } from "./helpers.js";

const EXTRA = { storedPlacement: "extra" };
const GARDEN = ["S1 . . . .", ". . . . .", ". . . . ."];

describe('A6 variant storedPlacement: "extra"', () => {
  it("is off by default: placeStored swaps the drawn tile into storage", () => {
    expect(G.defaultConfig.storedPlacement).toBe("swap");
    let s = withGarden(fresh(2, 1), 0, GARDEN, { storage: "MF" });
    s = play(drawn(s, "HW"), { type: "placeStored" });
    expect(s.players[0]!.storage).toBe(designOf("HW"));
  });

  it("places the stored tile, then the drawn tile may be placed too (two placements in one Step 1)", () => {
    let s = withGarden(fresh(2, 1, EXTRA), 0, GARDEN, { storage: "MF" });
    s = play(drawn(s, "HW"), { type: "placeStored" });
    expect(s.players[0]!.storage).toBeNull();
    expect(top(s)).toMatchObject({ kind: "placeCell", tile: designOf("MF") });
    s = play(s, { type: "placeCell", cell: at(0, 1) });
    expect(top(s)).toEqual({ kind: "extraDrawn", players: [0], tile: designOf("HW") });
    expect(keys(G.legalMoves(s))).toEqual(keys([{ type: "place" }, { type: "keep" }]));
    expect(codeOf(s, { type: "discard" })).toBe("WRONG_DECISION");
    expect(codeOf(s, { type: "give", to: 1 })).toBe("WRONG_DECISION");
    s = play(s, { type: "place" }, { type: "placeCell", cell: at(0, 2) });
    expect(s.players[0]!.tiles[at(0, 2)]).toBe(designOf("HW"));
    expect(s.players[0]!.placed).toBe(3);
    expect(top(s)).toMatchObject({ kind: "step2", players: [0] });
    expect(G.invariants!(s)).toEqual([]);
  });

  it("or the drawn tile goes into the emptied storage slot (the swap outcome)", () => {
    let s = withGarden(fresh(2, 1, EXTRA), 0, GARDEN, { storage: "MF" });
    s = play(drawn(s, "HW"), { type: "placeStored" }, { type: "placeCell", cell: at(0, 1) }, { type: "keep" });
    expect(s.players[0]!.storage).toBe(designOf("HW"));
    expect(top(s).kind).toBe("step2");
  });

  it("both placements are stealable; a stolen stored tile still lets the drawn tile be placed", () => {
    let s = withGarden(fresh(2, 1, EXTRA), 0, GARDEN, { storage: "MF", gardeners: ["muso", "zenami", "sesshu"] });
    s = withGarden(s, 1, null, { gardeners: ["rikyu", "ishikawa", "shigemori"] });
    s = withVirtue(drawn(s, "HW"), [0, 4]);
    s = play(s, { type: "placeStored" });
    expect(top(s).kind).toBe("steal");
    s = play(s, [1, { type: "declareSteal" }], { type: "allowSteal" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [1], tile: designOf("MF") });
    s = play(s, [1, { type: "placeCell", cell: at(0, 0) }]);
    expect(top(s)).toMatchObject({ kind: "extraDrawn", players: [0] });
    s = play(s, { type: "place" });
    expect(top(s)).toMatchObject({ kind: "steal", tile: designOf("HW") });
    s = play(s, [1, { type: "passSteal" }]);
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [0], tile: designOf("HW") });
  });

  it("if the stored tile fills the garden (end trigger), the drawn tile can only be stored", () => {
    const full14 = ["S1 S1 S1 S2 S2", "S2 S3 S3 S3 S4", "S4 S4 S5 S5 ."];
    let s = withGarden(fresh(2, 1, EXTRA), 0, full14, { storage: "S6" });
    s = play(drawn(s, "HW"), { type: "placeStored" }, { type: "placeCell", cell: at(2, 4) });
    expect(s.endTriggered).toBe(true);
    expect(top(s).kind).toBe("extraDrawn");
    expect(G.legalMoves(s)).toEqual([{ type: "keep" }]);
    expect(codeOf(s, { type: "place" })).toBe("GARDEN_FULL");
    s = play(s, { type: "keep" });
    expect(s.players[0]!.storage).toBe(designOf("HW"));
    expect(G.invariants!(s)).toEqual([]);
  });
});
