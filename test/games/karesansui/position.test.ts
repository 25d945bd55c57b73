import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../src/core/index.js";
import { designOf, karesansui as G, karesansuiPosition } from "../../../src/games/karesansui/index.js";

/** The field a builder call's ValidationError names. */
function field(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).field;
  }
  throw new Error("expected a ValidationError");
}

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
    expect(field(() => karesansuiPosition({ gardens: [{ garden: ["XX . . . .", ". . . . .", ". . . . ."] }] }))).toBe("gardens[0].garden[0]");
    expect(field(() => karesansuiPosition({ gardens: [{ garden: [". . .", ". . . . .", ". . . . ."] }] }))).toBe("gardens[0].garden[0]");
    expect(field(() => karesansuiPosition({ decision: { kind: "step1", tile: "nope" } }))).toBe("decision.tile");
    expect(field(() => karesansuiPosition({ current: 3 }))).toBe("current");
  });
});
