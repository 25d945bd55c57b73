/** Rules found by the audit against the seed (004_5db0356565a51d50.txt), one describe per rule. */
import { describe, expect, it } from "vitest";
import { BANK, TILE_CASTLE, TILE_MINE, TILE_SHIP, buildingTile, knowledgeTile } from "../../../src/games/castles-of-burgundy/data.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, current, fresh, movesOf, play, refusal, withDepot, withPlayer, withTiles } from "./helpers.js";

const top = (s: CobState) => s.decisions[s.decisions.length - 1]!.kind;

describe("Black-depot purchase: at any moment of the turn, also during an action (seed: 前/途中/間/後)", () => {
  /** Current player, full storage with a castle, 2 silverlings, a bank in the black depot. */
  function castlePending() {
    const s0 = fresh(2, 5);
    const c = current(s0);
    let s = withPlayer(s0, c, { dice: [6, 1], workers: 0, silver: 2, storage: [TILE_CASTLE, TILE_MINE, TILE_SHIP], goods: [0, 0, 0, 0, 0, 0] });
    s = withTiles(s, c, { [SPACE.knowledge12]: knowledgeTile(20) }); // castle space 6 touches 12
    s = withDepot(s, 0, [buildingTile(BANK)]);
    s = play(s, { type: "place", die: 0, value: 6, tile: TILE_CASTLE, space: 6 });
    return { s, c };
  }

  it("can buy while the castle's extra action is pending, then place the bought tile with it", () => {
    let { s, c } = castlePending();
    expect(top(s)).toBe("castle");
    expect(movesOf(s, "buy")).toEqual([{ type: "buy", depot: 0, tile: buildingTile(BANK), silver: 2 }]);
    s = play(s, { type: "buy", depot: 0, tile: buildingTile(BANK), silver: 2 });
    expect(top(s)).toBe("castle"); // the storage had room again: no discard
    expect(s.players[c]!.storage).toEqual([TILE_MINE, TILE_SHIP, buildingTile(BANK)].sort((a, b) => a - b));
    s = play(s, { type: "place", die: 2, value: 3, tile: buildingTile(BANK), space: SPACE.city1 });
    expect(s.players[c]!.estate[SPACE.city1]).toBe(buildingTile(BANK));
    expect(refusal(s, { type: "buy", depot: 0, tile: buildingTile(BANK), silver: 2 })).not.toBeNull();
  });

  it("still only once per turn, and not while a discard is being chosen", () => {
    let { s } = castlePending();
    s = withDepot(s, 0, [buildingTile(BANK), TILE_MINE]);
    s = play(s, { type: "buy", depot: 0, tile: buildingTile(BANK), silver: 2 });
    expect(movesOf(s, "buy")).toEqual([]);
    expect(refusal(s, { type: "buy", depot: 0, tile: TILE_MINE, silver: 2 })).toBe("ALREADY_BOUGHT");
    s = play(s, { type: "take", die: 2, value: 1, tile: s.depots[1]![0]! });
    expect(top(s)).toBe("discard");
    expect(movesOf(s, "buy")).toEqual([]);
  });
});

describe("Knowledge 13/14 and the castle's extra action (CB-22: it counts as a dice action)", () => {
  it("taking workers with a castle's action gives 4 workers and a silverling with tiles 14 and 13", () => {
    const s0 = fresh(2, 5);
    const c = current(s0);
    let s = withPlayer(s0, c, { dice: [6, 1], workers: 0, silver: 0, storage: [TILE_CASTLE], goods: [0, 0, 0, 0, 0, 0] });
    s = withTiles(s, c, { [SPACE.knowledge12]: knowledgeTile(13), 7: knowledgeTile(14) }); // castle space 6 touches 12
    s = play(s, { type: "place", die: 0, value: 6, tile: TILE_CASTLE, space: 6 });
    expect(top(s)).toBe("castle");
    s = play(s, { type: "workers", die: 2 });
    expect(s.players[c]!.workers).toBe(4);
    expect(s.players[c]!.silver).toBe(1);
  });
});
