import { describe, expect, it } from "vitest";
import { validationField } from "../../helpers/errors.js";
import { animalTile, BANK, buildingTile, castlesOfBurgundy as G, castlesOfBurgundyPosition, TILE_SHIP } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE } from "./helpers.js";

/** The cow, first of the animal kinds. */
const COW = 0;

describe("castlesOfBurgundyPosition: a sound position from the parts a test cares about", () => {
  it("the rulebook's pasture example: a 4-cow tile next to a 3-cow tile scores 4 + 3 = 7", () => {
    const start = G.setup({ players: 2, seed: 5 });
    const c = start.decisions[0]!.players[0]!;
    const s = castlesOfBurgundyPosition({
      from: start,
      estates: { [c]: { tiles: { [SPACE.pasture5]: animalTile(COW, 3), [SPACE.city1]: buildingTile(BANK) }, storage: [animalTile(COW, 4)], dice: [4, 6], workers: 0 } },
    });
    expect(G.invariants(s)).toEqual([]);
    const after = G.applyMove(s, { type: "place", die: 0, value: 4, tile: animalTile(COW, 4), space: SPACE.pasture10 });
    expect(after.players[c]!.points.animals).toBe(7);
  });

  it("the turn-order track follows the ships placed", () => {
    const s = castlesOfBurgundyPosition({ estates: [{ tiles: { [SPACE.ship17]: TILE_SHIP } }] });
    expect(s.players[0]!.track).toBe(1);
    expect(G.invariants(s)).toEqual([]);
  });

  it("names the part of an impossible description", () => {
    expect(validationField(() => castlesOfBurgundyPosition({ estates: [{ tiles: { [SPACE.pasture10]: TILE_SHIP } }] }))).toBe(`estates[0].tiles.${SPACE.pasture10}`);
    expect(validationField(() => castlesOfBurgundyPosition({ estates: [{ storage: [9999] }] }))).toBe("estates[0].storage[0]");
    expect(validationField(() => castlesOfBurgundyPosition({ estates: [{ goods: [8, 0, 0, 0, 0, 0] }] }))).toBe("estates[0].goods");
    expect(validationField(() => castlesOfBurgundyPosition({ depots: { 9: [] } }))).toBe("depots.9");
    expect(validationField(() => castlesOfBurgundyPosition({ current: 5 }))).toBe("current");
    expect(validationField(() => castlesOfBurgundyPosition({ estates: [{ silver: -1 }] }))).toBe("estates[0].silver");
    expect(validationField(() => castlesOfBurgundyPosition({ estates: [{}, { workers: 1.5 }] }))).toBe("estates[1].workers");
  });
});
