import { describe, expect, it } from "vitest";
import { TILE_MINE, TILE_SHIP, animalTile, buildingTile, knowledgeTile, BANK, WATCHTOWER, WAREHOUSE, BOARDING_HOUSE } from "../../../src/games/castles-of-burgundy/data.js";
import { knowledgePoints } from "../../../src/games/castles-of-burgundy/scoring.js";
import { workerCost } from "../../../src/games/castles-of-burgundy/rules.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, current, fresh, game, movesOf, play, refusal, withDepot, withDepotGoods, withPlayer, withTiles } from "./helpers.js";

/** Knowledge spaces of estate #1 (any may hold any knowledge tile for these tests). */
const K = [3, 7, 12, 30, 34, 35];

/** The current player with knowledge tiles `ks` in the estate. */
function withKnowledge(ks: number[], dice: [number, number] = [3, 1], extra: Record<string, unknown> = {}) {
  const s0 = fresh(2, 5);
  const c = current(s0);
  let s = withPlayer(s0, c, { dice, workers: 0, silver: 0, storage: [], goods: [0, 0, 0, 0, 0, 0], ...extra });
  const tiles: Record<number, number> = {};
  ks.forEach((k, i) => {
    tiles[K[i]!] = knowledgeTile(k);
  });
  s = withTiles(s, c, tiles);
  return { s, c };
}
const top = (s: CobState) => s.decisions[s.decisions.length - 1]!.kind;

describe("Knowledge 1: several buildings of one type per city", () => {
  it("lifts the one-building-type-per-city rule", () => {
    let { s, c } = withKnowledge([1], [1, 3], { storage: [buildingTile(BANK)] });
    s = withTiles(s, c, { [SPACE.city25]: buildingTile(BANK) });
    expect(refusal(s, { type: "place", die: 0, value: 1, tile: buildingTile(BANK), space: SPACE.city26 })).toBeNull();
  });
});

describe("Knowledge 2: a worker per mine at each phase end", () => {
  it("adds a worker for each mine besides the silverling", () => {
    let { s, c } = withKnowledge([2]);
    s = withTiles(s, c, { [SPACE.mine24]: TILE_MINE, 29: TILE_MINE });
    // c plays the last turn of the phase's last round.
    s = { ...s, round: 4, turnOrder: [1 - c, c], turnIndex: 1, decisions: [{ kind: "turn", players: [c], tile: -1 }] };
    s = withPlayer(s, c, { dice: [3, null] });
    s = play(s, { type: "workers", die: 0 });
    expect(s.phase).toBe(1);
    expect(s.players[c]!.silver).toBe(2);
    expect(s.players[c]!.workers).toBe(2 + 2);
  });
});

describe("Knowledge 3 and 4: selling goods gives 2 silverlings / an extra worker", () => {
  it("3: two silverlings per sale", () => {
    let { s, c } = withKnowledge([3], [2, 1], { goods: [0, 1, 0, 0, 0, 0] });
    s = play(s, { type: "sell", die: 0, value: 2 });
    expect(s.players[c]!.silver).toBe(2);
  });
  it("4: a worker per sale, also through a warehouse", () => {
    let { s, c } = withKnowledge([4], [3, 1], { goods: [0, 1, 0, 0, 0, 0], storage: [buildingTile(WAREHOUSE)] });
    s = play(s, { type: "place", die: 0, value: 3, tile: buildingTile(WAREHOUSE), space: SPACE.city1 });
    s = play(s, { type: "sell", die: 2, value: 2 });
    expect(s.players[c]!.silver).toBe(1);
    expect(s.players[c]!.workers).toBe(1);
  });
});

describe("Knowledge 5: a ship also takes the goods of an adjacent depot", () => {
  it("offers a neighbouring depot's goods too", () => {
    let { s, c } = withKnowledge([5], [2, 1], { storage: [TILE_SHIP] });
    s = { ...s, depotGoods: s.depotGoods.map(() => [0, 0, 0, 0, 0, 0]) };
    s = withDepotGoods(s, 3, [1, 0, 0, 0, 0, 0]);
    s = withDepotGoods(s, 4, [0, 1, 0, 0, 0, 0]);
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    const ships = movesOf(s, "ship");
    const both = ships.filter((m) => m.keep === 0b11);
    expect(both).toHaveLength(1);
    s = play(s, both[0]!);
    expect(s.players[c]!.goods).toEqual([1, 1, 0, 0, 0, 0]);
  });
});

describe("Knowledge 6: buy from any depot, paying with workers as silverlings", () => {
  it("lists numbered depots and every mix of silverlings and workers", () => {
    let { s } = withKnowledge([6], [5, 1], { silver: 1, workers: 1 });
    s = withDepot(s, 0, [TILE_SHIP]);
    s = withDepot(s, 4, [TILE_MINE]);
    const buys = movesOf(s, "buy");
    expect(buys).toContainEqual({ type: "buy", depot: 4, tile: TILE_MINE, silver: 1 });
    expect(buys).toContainEqual({ type: "buy", depot: 0, tile: TILE_SHIP, silver: 1 });
    expect(buys.some((m) => m.silver === 2 || m.silver === 0)).toBe(false);
  });
});

describe("Knowledge 7: each scoring animal tile scores 1 more", () => {
  it("rulebook example: a 3-sheep tile next to a 4-sheep tile scores (3+1)+(4+1) = 9, then a 2-pig tile 3", () => {
    let { s, c } = withKnowledge([7], [4, 6], { storage: [animalTile(2, 3), animalTile(1, 2)] });
    s = withTiles(s, c, { [SPACE.pasture5]: animalTile(2, 4), [SPACE.city1]: buildingTile(BANK) });
    s = play(s, { type: "place", die: 0, value: 4, tile: animalTile(2, 3), space: SPACE.pasture10 });
    expect(s.players[c]!.points.animals).toBe(9);
    s = play(s, { type: "place", die: 1, value: 6, tile: animalTile(1, 2), space: 0 });
    expect(s.players[c]!.points.animals).toBe(9 + 3);
  });
});

describe("Knowledge 8: a worker changes a die by up to ±2", () => {
  it("rulebook example: a 6 becomes a 3 with 2 workers", () => {
    expect(workerCost(6, 3, false, true)).toBe(2);
    expect(workerCost(6, 3, false, false)).toBe(3);
    expect(workerCost(1, 5, false, true)).toBe(1);
  });
});

describe("Knowledge 9–12: a free ±1 for some actions", () => {
  it("9: placing a building", () => {
    const { s } = withKnowledge([9], [4, 4], { storage: [buildingTile(BANK)] });
    expect(movesOf(s, "place")).toContainEqual({ type: "place", die: 0, value: 3, tile: buildingTile(BANK), space: SPACE.city1 });
    const { s: plain } = withKnowledge([], [4, 4], { storage: [buildingTile(BANK)] });
    expect(movesOf(plain, "place")).toEqual([]);
  });
  it("10: placing a ship or animal", () => {
    const { s } = withKnowledge([10], [3, 3], { storage: [TILE_SHIP] });
    expect(movesOf(s, "place")).toContainEqual({ type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
  });
  it("11: placing a castle, mine or knowledge tile", () => {
    const { s } = withKnowledge([11], [5, 5], { storage: [TILE_MINE] });
    expect(movesOf(s, "place")).toContainEqual({ type: "place", die: 0, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
  });
  it("12: taking a tile from a depot, but not selling", () => {
    const { s } = withKnowledge([12], [3, 3], { goods: [0, 0, 0, 1, 0, 0] });
    const values = new Set(movesOf(s, "take").map((m) => m.value));
    for (const v of [2, 3, 4]) if (s.depots[v]!.length) expect(values.has(v)).toBe(true);
    expect(values.has(5)).toBe(false);
    expect(movesOf(s, "sell")).toEqual([]);
  });
});

describe("Knowledge 13 and 14: taking workers also gives a silverling / 4 workers", () => {
  it("13: +1 silverling", () => {
    let { s, c } = withKnowledge([13]);
    s = play(s, { type: "workers", die: 0 });
    expect(s.players[c]!.workers).toBe(2);
    expect(s.players[c]!.silver).toBe(1);
  });
  it("14: 4 workers instead of 2", () => {
    let { s, c } = withKnowledge([14]);
    s = play(s, { type: "workers", die: 0 });
    expect(s.players[c]!.workers).toBe(4);
  });
});

describe("Knowledge 15–26: end-of-game points", () => {
  it("15: 2 points per sold goods colour (seed)", () => {
    let { s, c } = withKnowledge([15]);
    s = withPlayer(s, c, { sold: [3, 0, 1, 0, 0, 2] });
    expect(knowledgePoints(s, c)).toBe(6);
  });
  it("16–23: 4 points per placed building of the pictured type", () => {
    let { s, c } = withKnowledge([16, 17]); // warehouse, watchtower
    s = withTiles(s, c, { [SPACE.city25]: buildingTile(WAREHOUSE), [SPACE.city26]: buildingTile(WATCHTOWER), [SPACE.city1]: buildingTile(WAREHOUSE), 13: buildingTile(BOARDING_HOUSE) });
    expect(knowledgePoints(s, c)).toBe(4 * 2 + 4 * 1);
  });
  it("24: 4 points per animal kind in the estate", () => {
    let { s, c } = withKnowledge([24]);
    s = withTiles(s, c, { 0: animalTile(0, 2), 4: animalTile(0, 3), 5: animalTile(3, 4) });
    expect(knowledgePoints(s, c)).toBe(8);
  });
  it("25: 1 point per sold goods tile", () => {
    let { s, c } = withKnowledge([25]);
    s = withPlayer(s, c, { sold: [3, 0, 1, 0, 0, 2] });
    expect(knowledgePoints(s, c)).toBe(6);
  });
  it("26: 3 points per bonus tile, large or small", () => {
    let { s, c } = withKnowledge([26]);
    s = { ...s, bonusLarge: [c, null, null, null, null, null], bonusSmall: [null, null, c, null, null, null] };
    expect(knowledgePoints(s, c)).toBe(6);
  });
  it("no knowledge tile, no points; tiles in storage do not count", () => {
    let { s, c } = withKnowledge([]);
    s = withPlayer(s, c, { storage: [knowledgeTile(25)], sold: [1, 1, 1, 1, 1, 1] });
    expect(knowledgePoints(s, c)).toBe(0);
    expect(game.score(s).players[c]!.breakdown.knowledge).toBe(0);
  });
});

describe("Knowledge placement itself has no immediate effect", () => {
  it("places a knowledge tile without a decision", () => {
    let { s, c } = withKnowledge([], [1, 1], { storage: [knowledgeTile(14)] });
    s = play(s, { type: "place", die: 0, value: 1, tile: knowledgeTile(14), space: SPACE.knowledge12 });
    expect(top(s)).toBe("turn");
    expect(s.players[c]!.estate[SPACE.knowledge12]).toBe(knowledgeTile(14));
  });
});
