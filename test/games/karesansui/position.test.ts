import { describe, expect, it } from "vitest";
import { validationField } from "../../helpers/errors.js";
import { designOf, karesansui as G, karesansuiPosition } from "../../../src/games/karesansui/index.js";

describe("karesansuiPosition: a sound position from the parts a test cares about", () => {
  it("a pictured garden, virtue and the tile just drawn; tiles from the bag, stones from the supply", () => {
    const s = karesansuiPosition({ gardens: [{ garden: ["MF:T S1 . . .", ". . . . .", ". . . . ."], virtue: 3 }], decision: { kind: "step1", tile: "S2" } });
    expect(G.invariants(s)).toEqual([]);
    expect(s.players[0]!.placed).toBe(2);
    expect(s.players[0]!.monk).toBe(0);
    expect(s.stack).toEqual([{ kind: "step1", players: [0], tile: designOf("S2"), refused: [] }]);
    expect(G.legalMoves(s).length).toBeGreaterThan(0);
  });

  it("names the part of an impossible description", () => {
    expect(validationField(() => karesansuiPosition({ gardens: [{ garden: ["XX . . . .", ". . . . .", ". . . . ."] }] }))).toBe("gardens[0].garden[0]");
    expect(validationField(() => karesansuiPosition({ gardens: [{ garden: [". . .", ". . . . .", ". . . . ."] }] }))).toBe("gardens[0].garden[0]");
    expect(validationField(() => karesansuiPosition({ decision: { kind: "step1", tile: "nope" } }))).toBe("decision.tile");
    expect(validationField(() => karesansuiPosition({ current: 3 }))).toBe("current");
  });
});
