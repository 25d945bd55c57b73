import { describe, expect, it } from "vitest";
import { queensGarden as G, type QueensGardenMove } from "../../../src/games/queens-garden/index.js";
import { cell, code, fresh, k, withDisplay, withPlayer } from "./helpers.js";

describe("One move, one encoding: reordered sets reach exactly their listed twin's state (canonicalMove)", () => {
  it("payExpansions in another order is the listed payment, and the hidden supply ends in the same order", () => {
    const s = withPlayer(fresh(2, 3), 0, { tiles: ["Y3"], expansions: ["B3", "G3"], jokers: 0 });
    const listed = G.legalMoves(s).find((m) => m.type === "placeTile" && m.payExpansions.length === 2 && m.cell === cell("F0"))!;
    expect(listed).toMatchObject({ payExpansions: [k("B3"), k("G3")] });
    const reordered = { ...listed, payExpansions: [k("G3"), k("B3")] } as QueensGardenMove;
    const check = G.validateMove(s, reordered);
    expect(check.ok && check.move).toEqual(listed);
    expect(G.applyMove(s, reordered)).toEqual(G.applyMove(s, listed));
    expect(reordered).toMatchObject({ payExpansions: [k("G3"), k("B3")] }); // the caller's move is untouched
  });

  it("payTiles in another order is the listed payment", () => {
    const s = withPlayer(fresh(2, 3), 0, { tiles: ["Y3", "B3", "G3"], jokers: 0 });
    const listed = G.legalMoves(s).find((m) => m.type === "placeTile" && m.tile === k("Y3") && m.payTiles.length === 2 && m.cell === cell("F0"))!;
    const reordered = { ...listed, payTiles: [k("G3"), k("B3")] } as QueensGardenMove;
    expect(G.validateMove(s, reordered)).toMatchObject({ ok: true, move: listed });
    expect(G.applyMove(s, reordered)).toEqual(G.applyMove(s, listed));
  });

  it("a placed expansion's payment in another order is the listed one", () => {
    const s = withPlayer(fresh(2, 3), 0, { tiles: ["B3", "G3"], expansions: ["Y3"], jokers: 0 });
    const listed = G.legalMoves(s).find((m) => m.type === "placeExpansion" && m.payTiles.length === 2)!;
    const reordered = { ...listed, payTiles: [k("G3"), k("B3")] } as QueensGardenMove;
    expect(G.validateMove(s, reordered)).toMatchObject({ ok: true, move: listed });
    expect(G.applyMove(s, reordered)).toEqual(G.applyMove(s, listed));
  });

  it("picks of an acquisition in another order are the listed acquisition", () => {
    const s = withDisplay(fresh(2, 3), ["Y3", "Y3", "B1", "P5"], [{ tiles: ["Y3", "g2"] }, { faceUp: "Y6" }, { tiles: ["Y1"] }]);
    const listed = G.legalMoves(s).find((m) => m.type === "acquire" && m.value === "yellow")!;
    if (listed.type !== "acquire") throw new Error("no yellow acquisition");
    const reordered = { ...listed, picks: listed.picks.slice().reverse() };
    expect(G.validateMove(s, reordered)).toMatchObject({ ok: true, move: listed });
    expect(G.applyMove(s, reordered)).toEqual(G.applyMove(s, listed));
  });
});

describe("Prototype names are never looked up: moves named after Object's methods are malformed", () => {
  it.each(["toString", "__proto__", "valueOf", "constructor", "hasOwnProperty"])("{ type: %j } is MALFORMED_MOVE", (type) => {
    expect(code(fresh(2, 1), { type })).toBe("MALFORMED_MOVE");
  });

  it("an acquisition by a colour named after a prototype method is malformed, not a TypeError", () => {
    const s = fresh(2, 1);
    for (const value of ["toString", "__proto__", "constructor"]) expect(code(s, { type: "acquire", by: "colour", value, picks: [] })).toBe("MALFORMED_MOVE");
  });
});
