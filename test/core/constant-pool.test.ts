import { describe, expect, it } from "vitest";
import { ConstantPool, NO_KEY, packKey } from "../../src/core/snapshot.js";
import { placeMove, takeMove } from "../../src/games/castles-of-burgundy/move-table.js";

describe("ConstantPool: one shared, frozen object per move", () => {
  it("packKey packs whole numbers below their sizes, the first field the most significant, and gives NO_KEY for anything else", () => {
    expect(packKey(2, 3, 4, 5)).toBe(2 * 5 + 4);
    expect(packKey(1, 2, 0, 3, 2, 4, 1, 6)).toBe(((1 * 3 + 0) * 4 + 2) * 6 + 1);
    for (const bad of [-1, 5, 1.5, NaN, Infinity]) expect(packKey(0, 3, bad, 5), `field ${bad}`).toBe(NO_KEY);
  });

  it("keeps the first object of a key and hands it out again; an object without a key is frozen but never kept", () => {
    const pool = new ConstantPool<{ type: string; n: number }>(4);
    const first = pool.add(2, { type: "t", n: 2 });
    expect(pool.get(2)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const loose = pool.add(NO_KEY, { type: "t", n: -1 });
    expect(Object.isFrozen(loose)).toBe(true);
    expect(pool.get(NO_KEY)).toBeUndefined();
    expect(pool.add(9, { type: "t", n: 9 })).toEqual({ type: "t", n: 9 });
    expect(pool.get(9)).toBeUndefined();
  });

  it("a Castles of Burgundy move of fields out of range (a corrupt state's) never stands for another move, nor later replaces one", () => {
    expect(takeMove(0, 1, 5)).toBe(takeMove(0, 1, 5));
    // Tile -1 would pack to the key of the tile before it on the previous number, were ranges not checked.
    expect(takeMove(0, 2, -1)).toEqual({ type: "take", die: 0, value: 2, tile: -1 });
    expect(takeMove(0, 1, 66)).toEqual({ type: "take", die: 0, value: 1, tile: 66 });
    expect(placeMove(1, 3, 1.5, 0)).toEqual({ type: "place", die: 1, value: 3, tile: 1.5, space: 0 });
    expect(placeMove(1, 3, 1, 0)).toEqual({ type: "place", die: 1, value: 3, tile: 1, space: 0 });
  });
});
