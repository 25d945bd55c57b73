import { describe, expect, it } from "vitest";
import { IllegalMoveError } from "../../../src/core/index.js";
import { queensGarden as G } from "../../../src/games/queens-garden/index.js";
import { fresh, k, placeTile, play, withDisplay, withPlayer } from "./helpers.js";

describe("describeMove names seats from 1, hexagons by their codes, cells by name and display expansions from 1", () => {
  it("acquisitions say what is taken and from where", () => {
    const s = withDisplay(fresh(2, 3), ["Y3", "Y3", "B1", "P5"], [{ tiles: ["Y3", "g2"] }, { faceUp: "Y6" }, { tiles: ["Y1"] }]);
    const m = {
      type: "acquire",
      by: "colour",
      value: "yellow",
      picks: [
        { kind: k("Y1"), from: 2 },
        { kind: k("Y3"), from: "stack" },
        { kind: k("Y6"), from: 1 },
      ],
    };
    expect(G.describeMove(s, m as never)).toBe("Player 1 acquires every yellow item: Y1 from display expansion 3, Y3 from the stack top, face-up expansion Y6 from display expansion 2");
    const g = { type: "acquire", by: "colour", value: "lightGreen", picks: [{ kind: k("g2"), from: 0 }] };
    expect(G.describeMove(s, g as never)).toBe("Player 1 acquires every light green item: g2 from display expansion 1");
  });

  it("placements name the cell and the payment; the acting seat comes from the state or the argument", () => {
    const s = withPlayer(fresh(2, 3), 0, { tiles: ["Y3", "B3"], jokers: 1 });
    expect(G.describeMove(s, placeTile("Y3", "F2", ["B3"], 1) as never)).toBe("Player 1 places Y3 on F2, paying B3, 1 joker");
    expect(G.describeMove(s, { type: "buyExpansion", area: 3 }, 0)).toBe("Player 1 pays 6 points for the top expansion of the supply and places it face down on area A3");
  });

  it("passing first says it takes the marker; discards say what they cost", () => {
    let s = withPlayer(fresh(2, 3), 1, { tiles: ["B5"] });
    expect(G.describeMove(s, { type: "pass" })).toBe("Player 1 passes first, taking the first player marker (−1 point)");
    s = play(s, { type: "pass" });
    expect(G.describeMove(s, { type: "pass" })).toBe("Player 2 passes");
    s = play(s, { type: "pass" });
    expect(G.describeMove(s, { type: "discardTile", tile: k("B5") })).toBe("Player 2 discards B5 from storage (−5 points)");
  });

  it("an illegal move is refused with the typed error, never described", () => {
    const s = fresh(2, 3);
    expect(() => G.describeMove(s, { type: "discardTile", tile: 0 })).toThrow(IllegalMoveError);
    expect(() => G.describeMove(s, { type: "pass" }, 1)).toThrow(IllegalMoveError);
  });
});

describe("render explains its codes", () => {
  it("names seats from 1 and has a legend for hexagon codes, garden tokens, cell names (with a key) and display numbers", () => {
    const text = G.render(fresh(3, 2));
    for (const seat of ["Player 1:", "Player 2:", "Player 3:"]) expect(text).toContain(seat);
    expect(text).toContain("Y3 = yellow butterflies");
    expect(text).toContain("Fn fountain, St statue, Be bench, Pv pavilion");
    expect(text).toContain("F0–F5 are the spaces around the fountain");
    expect(text).toContain("Key (Ai = centre Ai.c, ij = petal Ai.pj)");
    expect(text).toMatch(/F3 {2}Fn {2}F0/); // the key puts F0 right of the fountain, F3 left of it
    expect(text).toContain("Display expansions are numbered from 1");
  });
});
