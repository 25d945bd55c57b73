import { describe, expect, it } from "vitest";
import {
  TILE_CASTLE,
  TILE_MINE,
  TILE_SHIP,
  animalTile,
  buildingTile,
  knowledgeTile,
  WAREHOUSE,
  WATCHTOWER,
  CARPENTERS_WORKSHOP,
  CHURCH,
  MARKET,
  BOARDING_HOUSE,
  BANK,
  CITY_HALL,
} from "../../../src/games/castles-of-burgundy/data.js";
import { castlesOfBurgundyPosition, type CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, current, fresh, game, movesOf, play, refusal, withDepot, withDepotGoods, withPlayer, withTiles } from "./helpers.js";

const COW = 0;
const PIG = 1;
const SHEEP = 2;

function turn(dice: [number, number], storage: number[], players = 2) {
  const s = fresh(players, 5);
  const c = current(s);
  return { s: withPlayer(s, c, { dice, workers: 0, silver: 0, storage, goods: [0, 0, 0, 0, 0, 0] }), c };
}
const top = (s: CobState) => s.decisions[s.decisions.length - 1]!.kind;

describe("Castle: an extra action as if with a die of any value", () => {
  it("opens a castle decision with every action at every value, then returns to the turn", () => {
    let { s, c } = turn([6, 1], [TILE_CASTLE]);
    s = withTiles(s, c, { [SPACE.knowledge12]: knowledgeTile(20) }); // castle space 6 touches 12
    s = play(s, { type: "place", die: 0, value: 6, tile: TILE_CASTLE, space: 6 });
    expect(top(s)).toBe("castle");
    const moves = game.legalMoves(s);
    for (let v = 1; v <= 6; v++) for (const t of new Set(s.depots[v])) expect(moves).toContainEqual({ type: "take", die: 2, value: v, tile: t });
    expect(moves).toContainEqual({ type: "workers", die: 2 });
    expect(refusal(s, { type: "workers", die: 1 })).toBe("FREE_ACTION_DIE");
    s = play(s, { type: "workers", die: 2 });
    expect(top(s)).toBe("turn");
    expect(s.players[c]!.workers).toBe(2);
    expect(s.players[c]!.dice).toEqual([null, 1]);
  });

  it("can place a stored tile on a space of any number", () => {
    let { s, c } = turn([6, 1], [TILE_CASTLE, TILE_MINE]);
    s = withTiles(s, c, { [SPACE.knowledge12]: knowledgeTile(20) });
    s = play(s, { type: "place", die: 0, value: 6, tile: TILE_CASTLE, space: 6 });
    expect(movesOf(s, "place")).toEqual([{ type: "place", die: 2, value: 4, tile: TILE_MINE, space: SPACE.mine24 }]);
  });
});

describe("Ship: take all goods of one depot and advance on the turn-order track", () => {
  it("advances one space and takes the chosen depot's goods", () => {
    let { s, c } = turn([2, 1], [TILE_SHIP]);
    s = withDepotGoods(s, 4, [0, 0, 2, 0, 0, 0]);
    const before = s.players[c]!;
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    expect(s.players[c]!.track).toBe(before.track + 1);
    expect(top(s)).toBe("ship");
    const ships = movesOf(s, "ship");
    expect(ships).toContainEqual({ type: "ship", depot: 4, also: 0, keep: 0b100 });
    // Each outcome once: all depots without goods give one "take nothing" option.
    const empties = ships.filter((m) => m.keep === 0);
    expect(empties.length).toBe(1);
    s = play(s, { type: "ship", depot: 4, also: 0, keep: 0b100 });
    expect(s.players[c]!.goods[2]).toBe(2);
    expect(s.depotGoods[4]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("leaves behind the goods colours that do not fit into the 3 goods spaces", () => {
    let { s, c } = turn([2, 1], [TILE_SHIP]);
    s = withPlayer(s, c, { goods: [1, 1, 0, 0, 0, 0] });
    s = withDepotGoods(s, 4, [1, 0, 1, 1, 0, 0]);
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    const fromFour = movesOf(s, "ship").filter((m) => m.depot === 4);
    // colour 1 is already held (always taken); one of colours 3 and 4 fits.
    expect(fromFour).toEqual([
      { type: "ship", depot: 4, also: 0, keep: 0b0101 },
      { type: "ship", depot: 4, also: 0, keep: 0b1001 },
    ]);
    s = play(s, fromFour[1]!);
    expect(s.players[c]!.goods).toEqual([2, 1, 0, 1, 0, 0]);
    expect(s.depotGoods[4]).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it("asks nothing when no depot has goods that fit", () => {
    let { s, c } = turn([2, 1], [TILE_SHIP]);
    s = { ...s, depotGoods: s.depotGoods.map(() => [0, 0, 0, 0, 0, 0]) };
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    expect(top(s)).toBe("turn");
    expect(s.players[c]!.track).toBe(1);
  });
});

describe("Mine: 1 silverling per mine at the end of each phase", () => {
  it("pays at the phase end; the depots' tiles are replaced, their goods stay", () => {
    let s = fresh(2, 9);
    const last = s.turnOrder[1]!;
    s = { ...s, round: 4, turnIndex: 1, decisions: [{ kind: "turn", players: [last], tile: -1 }] };
    s = withPlayer(s, last, { dice: [3, null], silver: 0, workers: 0 });
    s = withTiles(s, last, { [SPACE.mine24]: TILE_MINE, 29: TILE_MINE });
    const leftOnDepots = s.depots.reduce((a, d) => a + d.length, 0);
    const removedBefore = s.removed;
    const goodsBefore = s.depotGoods.map((d) => d.reduce((a, b) => a + b, 0)).reduce((a, b) => a + b, 0);
    s = play(s, { type: "workers", die: 0 });
    expect(s.phase).toBe(1);
    expect(s.round).toBe(0);
    expect(s.players[last]!.silver).toBe(2);
    expect(s.players[last]!.workers).toBe(2);
    const goodsAfter = s.depotGoods.map((d) => d.reduce((a, b) => a + b, 0)).reduce((a, b) => a + b, 0);
    expect(goodsAfter).toBe(goodsBefore + 1); // the new round's goods tile joins the old ones
    expect(s.depots[1]).toHaveLength(2);
    expect(s.removed).toBe(removedBefore + leftOnDepots);
  });
});

describe("Pasture: animals score with the same animals already in that pasture", () => {
  it("rulebook example: a 4-cow tile next to a 3-cow tile scores 4 + 3 = 7, another 4-cow then 11", () => {
    let { s, c } = turn([4, 6], [animalTile(COW, 4), animalTile(COW, 4)]);
    s = withTiles(s, c, { [SPACE.pasture5]: animalTile(COW, 3), [SPACE.city1]: buildingTile(BANK) });
    s = withPlayer(s, c, { workers: 0 });
    s = play(s, { type: "place", die: 0, value: 4, tile: animalTile(COW, 4), space: SPACE.pasture10 });
    expect(s.players[c]!.points.animals).toBe(7);
    s = play(s, { type: "place", die: 1, value: 6, tile: animalTile(COW, 4), space: 0 });
    expect(s.players[c]!.points.animals).toBe(7 + 11);
  });

  it("other animals and other pastures do not count", () => {
    let { s, c } = turn([4, 6], [animalTile(PIG, 2)]);
    s = withTiles(s, c, { [SPACE.pasture5]: animalTile(COW, 3), [SPACE.city1]: buildingTile(BANK) });
    s = play(s, { type: "place", die: 0, value: 4, tile: animalTile(PIG, 2), space: SPACE.pasture10 });
    expect(s.players[c]!.points.animals).toBe(2);
  });
});

describe("Buildings: each placement uses the building's advantage once", () => {
  const placeOnCity1 = (type: number, extra: Partial<Parameters<typeof withPlayer>[2]> = {}) => {
    let { s, c } = turn([3, 1], [buildingTile(type)]);
    s = withPlayer(s, c, extra);
    return { s: play(s, { type: "place", die: 0, value: 3, tile: buildingTile(type), space: SPACE.city1 }), c };
  };

  it("warehouse: sells one goods colour of the player's choice", () => {
    const { s: s1, c } = placeOnCity1(WAREHOUSE, { goods: [0, 2, 0, 0, 1, 0] });
    expect(top(s1)).toBe("warehouse");
    expect(game.legalMoves(s1)).toEqual([{ type: "sell", die: 2, value: 2 }, { type: "sell", die: 2, value: 5 }, { type: "skip" }]);
    const s2 = play(s1, { type: "sell", die: 2, value: 2 });
    expect(s2.players[c]!.sold[1]).toBe(2);
    expect(s2.players[c]!.points.sales).toBe(4);
  });

  it("watchtower: 4 points", () => {
    const { s, c } = placeOnCity1(WATCHTOWER);
    expect(s.players[c]!.points.watchtowers).toBe(4);
  });

  it("carpenter's workshop: takes a building tile from any numbered depot", () => {
    let { s, c } = turn([3, 1], [buildingTile(CARPENTERS_WORKSHOP)]);
    s = withDepot(s, 5, [TILE_SHIP, buildingTile(BANK)]);
    s = withDepot(s, 0, [buildingTile(WATCHTOWER)]);
    s = play(s, { type: "place", die: 0, value: 3, tile: buildingTile(CARPENTERS_WORKSHOP), space: SPACE.city1 });
    expect(top(s)).toBe("carpentersWorkshop");
    const takes = movesOf(s, "take");
    expect(takes).toContainEqual({ type: "take", die: 2, value: 5, tile: buildingTile(BANK) });
    expect(takes.every((m) => m.tile >= 10 && m.tile < 18)).toBe(true);
    s = play(s, { type: "take", die: 2, value: 5, tile: buildingTile(BANK) });
    expect(s.players[c]!.storage).toEqual([buildingTile(BANK)]);
  });

  it("church: takes a knowledge, castle or mine tile", () => {
    let { s } = turn([3, 1], [buildingTile(CHURCH)]);
    s = withDepot(s, 2, [TILE_SHIP, TILE_MINE, knowledgeTile(3)]);
    s = play(s, { type: "place", die: 0, value: 3, tile: buildingTile(CHURCH), space: SPACE.city1 });
    expect(top(s)).toBe("church");
    const takes = movesOf(s, "take").filter((m) => m.value === 2);
    expect(takes.map((m) => m.tile)).toEqual([TILE_MINE, knowledgeTile(3)]);
  });

  it("market: takes a ship or animal tile", () => {
    let { s } = turn([3, 1], [buildingTile(MARKET)]);
    s = withDepot(s, 2, [TILE_SHIP, TILE_MINE, animalTile(SHEEP, 2)]);
    s = play(s, { type: "place", die: 0, value: 3, tile: buildingTile(MARKET), space: SPACE.city1 });
    const takes = movesOf(s, "take").filter((m) => m.value === 2);
    expect(takes.map((m) => m.tile)).toEqual([TILE_SHIP, animalTile(SHEEP, 2)]);
    expect(game.legalMoves(s)).toContainEqual({ type: "skip" });
  });

  it("boarding house: 4 workers; bank: 2 silverlings", () => {
    expect(placeOnCity1(BOARDING_HOUSE).s.players[placeOnCity1(BOARDING_HOUSE).c]!.workers).toBe(4);
    const b = placeOnCity1(BANK);
    expect(b.s.players[b.c]!.silver).toBe(2);
  });

  it("city hall: places any stored tile following the placement rules, whatever its number", () => {
    const { s, c } = placeOnCity1(CITY_HALL, { storage: [buildingTile(CITY_HALL), TILE_MINE, TILE_SHIP] });
    expect(top(s)).toBe("cityHall");
    const places = movesOf(s, "place");
    expect(places).toContainEqual({ type: "place", die: 2, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
    expect(places).toContainEqual({ type: "place", die: 2, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    const s2 = play(s, { type: "place", die: 2, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
    expect(s2.players[c]!.estate[SPACE.mine24]).toBe(TILE_MINE);
  });

  it("one building of each type per city", () => {
    let { s, c } = turn([1, 3], [buildingTile(BANK)]);
    s = withTiles(s, c, { [SPACE.city25]: buildingTile(BANK) });
    expect(refusal(s, { type: "place", die: 0, value: 1, tile: buildingTile(BANK), space: SPACE.city26 })).toBe("BUILDING_IN_CITY");
    s = withTiles(s, c, { [SPACE.city25]: buildingTile(WATCHTOWER) });
    expect(refusal(s, { type: "place", die: 0, value: 1, tile: buildingTile(BANK), space: SPACE.city26 })).toBeNull();
  });
});

describe("Area completion: points by area size plus the phase bonus", () => {
  it("a 1-space city in phase A scores 1 + 10", () => {
    let { s, c } = turn([3, 1], [buildingTile(BANK)]);
    s = play(s, { type: "place", die: 0, value: 3, tile: buildingTile(BANK), space: SPACE.city1 });
    expect(s.players[c]!.points.areas).toBe(11);
  });

  it("a 3-space mine area completed in phase C scores 6 + 6", () => {
    let { s, c } = turn([4, 1], [TILE_MINE]);
    s = { ...s, phase: 2 };
    s = withTiles(s, c, { 29: TILE_MINE, 33: TILE_MINE });
    s = play(s, { type: "place", die: 0, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
    expect(s.players[c]!.points.areas).toBe(12);
  });

  it("an unfinished area scores nothing", () => {
    let { s, c } = turn([4, 1], [TILE_MINE]);
    s = play(s, { type: "place", die: 0, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
    expect(s.players[c]!.points.areas).toBe(0);
  });
});

describe("Colour bonus: first and second to fill every space of a colour", () => {
  for (const [n, large, small] of [
    [2, 5, 2],
    [3, 6, 3],
    [4, 7, 4],
  ] as const) {
    it(`${n} players: the first gets the large tile (${large}), the second the small one (${small}), later players nothing`, () => {
      let { s, c } = turn([4, 1], [TILE_MINE], n);
      s = withTiles(s, c, { 29: TILE_MINE, 33: TILE_MINE });
      s = play(s, { type: "place", die: 0, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
      expect(s.bonusLarge[1]).toBe(c);
      expect(s.players[c]!.points.colourBonus).toBe(large);
      // A second player fills the mines too.
      const other = (c + 1) % n;
      s = castlesOfBurgundyPosition({ from: s, current: other });
      s = withPlayer(s, other, { dice: [4, 1], workers: 0, silver: 0, storage: [TILE_MINE] });
      s = withTiles(s, other, { 29: TILE_MINE, 33: TILE_MINE });
      s = play(s, { type: "place", die: 0, value: 4, tile: TILE_MINE, space: SPACE.mine24 });
      expect(s.bonusSmall[1]).toBe(other);
      expect(s.players[other]!.points.colourBonus).toBe(small);
    });
  }
});
