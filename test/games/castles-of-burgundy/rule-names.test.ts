/**
 * The named rule constants: each knowledge tile name stands for one printed number, and the
 * names type-check only as knowledge tile numbers.
 */
import { describe, expect, it } from "vitest";
import { BUILDINGS, KNOWLEDGE_TILES, KNOWLEDGE_TILE_OF_BUILDING } from "../../../src/games/castles-of-burgundy/data.js";
import { has } from "../../../src/games/castles-of-burgundy/rules.js";

describe("Knowledge tiles by effect", () => {
  it("name each of the 26 printed numbers once", () => {
    const numbers = Object.values(KNOWLEDGE_TILES).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });

  it("score the building types in the order of tiles 16–23", () => {
    expect(KNOWLEDGE_TILE_OF_BUILDING).toEqual(BUILDINGS.map((_, type) => 16 + type));
    expect(KNOWLEDGE_TILE_OF_BUILDING[0]).toBe(KNOWLEDGE_TILES.pointsPerWarehouse);
    expect(KNOWLEDGE_TILE_OF_BUILDING[BUILDINGS.indexOf("cityHall")]).toBe(KNOWLEDGE_TILES.pointsPerCityHall);
  });

  it("are what `has` tests, and no other number type-checks", () => {
    const mask = 1 << KNOWLEDGE_TILES.workerTwoSteps;
    expect(has(mask, KNOWLEDGE_TILES.workerTwoSteps)).toBe(true);
    expect(has(mask, KNOWLEDGE_TILES.freeStepTaking)).toBe(false);
    // @ts-expect-error 27 is no knowledge tile
    expect(has(mask, 27)).toBe(false);
  });
});
