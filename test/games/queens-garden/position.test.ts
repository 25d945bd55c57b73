import { describe, expect, it } from "vitest";
import { validationField } from "../../helpers/errors.js";
import { queensGarden as G, queensGardenPosition } from "../../../src/games/queens-garden/index.js";
import { cell, k } from "./helpers.js";

describe("queensGardenPosition: a sound position from the parts a test cares about", () => {
  it("places hexagons and storage from the bag, derives rewards and the score breakdown", () => {
    // Round 2: the 11 points above the start and the expansion's price came from round 1's wheel (blue: up to 22 here).
    const ring = { F0: k("B1"), F1: k("B2"), F2: k("B3"), F3: k("B4"), F4: k("B5"), F5: k("B6") };
    const s = queensGardenPosition({ gardens: [{ hexagons: ring, tiles: [k("Y3")], areas: { 2: "faceDown" }, score: 20 }], round: 2 });
    expect(G.invariants(s)).toEqual([]);
    expect(G.invariants(s, { reachable: true })).toEqual([]);
    const p = s.players[0]!;
    expect(p.garden[cell("F3")]).toBe(k("B4"));
    expect(p.rewarded[0]).toBe(true); // the fountain is surrounded
    expect(p.points).toMatchObject({ start: 15, expansions: -6, wheel: 11 });
    expect(s.bag[k("B1")]! + s.topTiles.filter((t) => t === k("B1")).length).toBe(2);
  });

  it("names the part of an impossible description", () => {
    const four = { F0: k("Y1"), F1: k("Y1"), F2: k("Y1"), F3: k("Y1") };
    expect(validationField(() => queensGardenPosition({ gardens: [{ hexagons: four }] }))).toBe("gardens[0].hexagons.F3");
    expect(validationField(() => queensGardenPosition({ gardens: [{ hexagons: { Z9: 0 } }] }))).toBe("gardens[0].hexagons.Z9");
    expect(validationField(() => queensGardenPosition({ gardens: [{ tiles: [99] }] }))).toBe("gardens[0].tiles[0]");
    expect(validationField(() => queensGardenPosition({ gardens: [{ expansions: [4] }, { expansions: [4] }] }))).toBe("gardens[1].expansions[0]");
    expect(validationField(() => queensGardenPosition({ current: 5 }))).toBe("current");
    // Two Y1 in one yellow group: the group rule, named by the part that breaks it.
    expect(validationField(() => queensGardenPosition({ gardens: [{ hexagons: { F0: k("Y1"), F1: k("Y1") } }] }))).toBe("gardens[0].hexagons");
  });
});
