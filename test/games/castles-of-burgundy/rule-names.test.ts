/**
 * The named rule constants: each knowledge tile name stands for one printed number, and the
 * names type-check only as knowledge tile numbers.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILDINGS, KNOWLEDGE_TILES, KNOWLEDGE_TILE_COUNT, KNOWLEDGE_TILE_OF_BUILDING } from "../../../src/games/castles-of-burgundy/data.js";
import { has } from "../../../src/games/castles-of-burgundy/rules.js";

describe("Knowledge tiles by effect", () => {
  it("name each of the 26 printed numbers once", () => {
    expect(KNOWLEDGE_TILE_COUNT).toBe(26);
    const numbers = Object.values(KNOWLEDGE_TILES).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: KNOWLEDGE_TILE_COUNT }, (_, i) => i + 1));
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

  it("are the keys the rules page lists against each tile number (§5)", () => {
    const doc = readFileSync(new URL("../../../docs/rules/castles-of-burgundy.md", import.meta.url), "utf8");
    const listed = new Map<string, number>();
    for (const m of doc.matchAll(/^\| (\d+) \|.*\| `(\w+)` \|$/gm)) listed.set(m[2]!, Number(m[1]));
    for (const [key, n] of Object.entries(KNOWLEDGE_TILES)) {
      if (n >= KNOWLEDGE_TILES.pointsPerWarehouse && n <= KNOWLEDGE_TILES.pointsPerCityHall) continue; // one row 16–23
      expect(listed.get(key), key).toBe(n);
    }
  });
});
