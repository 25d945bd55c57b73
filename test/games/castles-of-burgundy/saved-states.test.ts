/** Invariants make loaded states sound: saves no game can reach are refused by loadState. */
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../src/core/index.js";
import { supplyPiles, TILE_CASTLE, TILE_MINE, TILE_SHIP, WATCHTOWER, buildingTile, knowledgeTile, tileColour, KNOWLEDGE, PASTURE } from "../../../src/games/castles-of-burgundy/data.js";
import { estateBoard } from "../../../src/games/castles-of-burgundy/board.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, fresh, game, midGame, withPlayer, withTiles } from "./helpers.js";

/** The invariant messages of a save, after checking that loadState refuses it. */
function refusedBecause(s: CobState): string {
  expect(() => game.loadState(JSON.parse(JSON.stringify(s)))).toThrow(ValidationError);
  return game.invariants(s).join("\n");
}

/** The plausibility messages of a sound save, after checking that only `{ reachable: true }` refuses it. */
function unreachableBecause(s: CobState): string {
  expect(game.invariants(s)).toEqual([]);
  expect(() => game.loadState(JSON.parse(JSON.stringify(s)), { reachable: true })).toThrow(ValidationError);
  return game.invariants(s, { reachable: true }).join("\n");
}

describe("Saved states the issue names are refused", () => {
  it("round moved from 1 to 4 (this phase's goods tiles of rounds 2-4 lost)", () => {
    const s = fresh(2, 3);
    expect(game.loadState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(unreachableBecause({ ...s, round: 3 })).toMatch(/round 4 leaves 1 of this phase's goods tiles to come, not 4/);
  });

  it("a knowledge tile duplicated (every knowledge tile exists once)", () => {
    const s = midGame(2, 6, 30);
    const k = s.supply[5]![0]!;
    expect(tileColour(k)).toBe(KNOWLEDGE);
    // Another knowledge tile of the pile becomes a second copy of k: the counts stay the same.
    const pile = s.supply[5]!.slice();
    pile[1] = k;
    expect(refusedBecause({ ...s, supply: s.supply.map((p, i) => (i === 5 ? pile : p)) })).toMatch(new RegExp(`2 tiles of code ${k}; the game has 1`));
  });

  it("a tile of a face-down pile re-identified as another kind: one more of that kind than the game has (soundness)", () => {
    const s = midGame(3, 9, 40);
    const everywhere = [...s.supply.flat(), ...s.depots.flat(), ...s.players.flatMap((p) => [...p.storage, ...p.estate.filter((t) => t >= 0)])];
    const printed = (t: number) =>
      supplyPiles()
        .flat()
        .filter((x) => x === t).length + (t === TILE_CASTLE ? 3 : 0);
    let tried = 0;
    s.supply.forEach((pile, i) => {
      // A kind all of whose tiles are still in the game, and another tile of the same pile to turn into it.
      const full = pile.find((t) => everywhere.filter((x) => x === t).length === printed(t));
      const other = pile.findIndex((t) => t !== full);
      if (full === undefined || other < 0) return;
      const forged = pile.slice();
      forged[other] = full;
      forged.sort((a, b) => a - b);
      expect(refusedBecause({ ...s, supply: s.supply.map((p, k) => (k === i ? forged : p)) })).toMatch(new RegExp(`tiles of code ${full}; the game has ${printed(full)}`));
      tried++;
    });
    expect(tried).toBeGreaterThan(3);
  });

  it("a mine in the castle pile", () => {
    const s = fresh(3, 3);
    const castles = s.supply[0]!.slice(0, -1).concat([TILE_MINE]);
    expect(refusedBecause({ ...s, supply: s.supply.map((p, i) => (i === 0 ? castles : p)) })).toMatch(/supply pile 0 holds a tile of another colour/);
  });

  it("a ship on a pasture space", () => {
    const s = fresh(2, 3);
    expect(estateBoard("1").colour[SPACE.pasture10]).toBe(PASTURE);
    const estate = s.players[0]!.estate.slice();
    estate[SPACE.pasture10] = TILE_SHIP;
    expect(refusedBecause(withPlayer(s, 0, { estate }))).toMatch(/a 2 tile on a space of another colour/);
  });
});

describe("The decision agrees with the rest of the state", () => {
  it("a turn decision of a player whose turn it is not", () => {
    const s = fresh(3, 3);
    const other = s.turnOrder[1]!;
    expect(refusedBecause({ ...s, decisions: [{ kind: "turn", players: [other], tile: -1 }] })).toMatch(/bottom decision/);
  });

  it("a discard decision under another decision, or with room in storage", () => {
    const s = fresh(2, 3);
    const c = s.turnOrder[0]!;
    const discard = { kind: "discard" as const, players: [c], tile: TILE_MINE };
    const text = refusedBecause({ ...s, decisions: [...s.decisions, discard, { kind: "castle", players: [c], tile: -1 }] });
    expect(text).toMatch(/discard decision lies under another/);
    expect(text).toMatch(/room in storage/);
  });

  it("a player later in the turn order with a used die, an earlier one with an unused die", () => {
    const s = fresh(3, 3);
    const later = s.turnOrder[2]!;
    expect(unreachableBecause(withPlayer(s, later, { dice: [null, 4] }))).toMatch(/has not played this round but has a used die/);
  });

  it("a turn order naming a seat twice", () => {
    const s = fresh(3, 3);
    expect(refusedBecause({ ...s, turnOrder: [s.turnOrder[0]!, s.turnOrder[0]!, s.turnOrder[1]!] })).toMatch(/not a permutation/);
  });
});

describe("Bookkeeping that follows from the estate", () => {
  it("the turn-order track counts the ships placed; a watchtower is worth 4 points; sales are goods sold × players", () => {
    const s = fresh(2, 3);
    expect(unreachableBecause(withPlayer(s, 0, { track: 1 }))).toMatch(/track space 1 with 0 ships/);
    expect(unreachableBecause(withPlayer(s, 0, { points: { ...s.players[0]!.points, watchtowers: 4 } }))).toMatch(/watchtower points/);
    expect(unreachableBecause(withPlayer(s, 0, { points: { ...s.players[0]!.points, sales: 2 } }))).toMatch(/sale points/);
  });

  it("a bonus tile held by a player who has not filled that colour", () => {
    const s = fresh(2, 3);
    expect(unreachableBecause({ ...s, bonusLarge: [0, null, null, null, null, null] })).toMatch(/large bonus tile of colour 0 is held by a seat that has not filled it/);
  });

  it("tiles not joined to the estate, and a city with one building type twice", () => {
    const s = fresh(2, 3);
    // Space 35: a knowledge space far from the start castle (the builder takes the tile from the supply).
    const loose = unreachableBecause(withTiles(s, 0, { 35: knowledgeTile(3) }));
    expect(loose).toMatch(/not joined/);
    const city = withTiles(s, 0, { 25: buildingTile(WATCHTOWER), 26: buildingTile(WATCHTOWER) });
    expect(unreachableBecause(withPlayer(city, 0, { points: { ...city.players[0]!.points, watchtowers: 8 } }))).toMatch(/one building type twice in a city/);
  });

  it("the start castle removed from its centre space", () => {
    const s = fresh(2, 3);
    const estate = s.players[1]!.estate.slice();
    estate[SPACE.start] = -1;
    expect(estate.includes(TILE_CASTLE)).toBe(false);
    expect(refusedBecause(withPlayer(s, 1, { estate }))).toMatch(/lost the start castle/);
  });
});
