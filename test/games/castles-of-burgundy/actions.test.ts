import { describe, expect, it } from "vitest";
import { TILE_CASTLE, TILE_MINE, TILE_SHIP, buildingTile, knowledgeTile, WATCHTOWER, BANK } from "../../../src/games/castles-of-burgundy/data.js";
import { workerCost } from "../../../src/games/castles-of-burgundy/rules.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, current, fresh, game, movesOf, play, refusal, withDepot, withPlayer, withTiles } from "./helpers.js";

/** A position where the current player has dice `dice`, `workers` workers and `silver` silverlings. */
function turn(dice: [number, number], workers = 0, silver = 0, seed = 1) {
  const s = fresh(2, seed);
  const c = current(s);
  return { s: withPlayer(s, c, { dice, workers, silver, goods: [0, 0, 0, 0, 0, 0] }), c };
}

describe("Action: take a tile from the depot matching the die", () => {
  it("takes a tile of the die's depot into storage and uses the die", () => {
    let { s, c } = turn([3, 5]);
    s = withDepot(s, 3, [TILE_SHIP, TILE_MINE]);
    const takes = movesOf(s, "take").filter((m) => m.die === 0);
    expect(takes.map((m) => m.value)).toEqual([3, 3]);
    s = play(s, { type: "take", die: 0, value: 3, tile: TILE_MINE });
    expect(s.players[c]!.storage).toEqual([TILE_MINE]);
    expect(s.players[c]!.dice).toEqual([null, 5]);
    expect(s.depots[3]).toEqual([TILE_SHIP]);
  });

  it("refuses a tile that is not in the die's depot", () => {
    let { s } = turn([3, 5]);
    s = withDepot(s, 3, [TILE_SHIP]);
    expect(refusal(s, { type: "take", die: 0, value: 3, tile: TILE_MINE })).toBe("TILE_NOT_IN_DEPOT");
  });

  it("two dice with the same face give each outcome once (only die 1 is listed)", () => {
    const { s } = turn([4, 4]);
    const moves = game.legalMoves(s);
    expect(moves.some((m) => "die" in m && m.die === 1)).toBe(false);
    expect(moves.some((m) => m.type === "workers" && m.die === 0)).toBe(true);
  });
});

describe("Storage: three spaces; a full storage discards a stored tile first", () => {
  it("asks which stored tile to discard, then stores the new one", () => {
    let { s, c } = turn([2, 6]);
    s = withPlayer(s, c, { storage: [TILE_CASTLE, TILE_MINE, TILE_MINE] });
    s = withDepot(s, 2, [TILE_SHIP]);
    s = play(s, { type: "take", die: 0, value: 2, tile: TILE_SHIP });
    expect(s.decisions[s.decisions.length - 1]!.kind).toBe("discard");
    expect(game.legalMoves(s)).toEqual([
      { type: "discard", tile: TILE_CASTLE },
      { type: "discard", tile: TILE_MINE },
    ]);
    const removed = s.removed;
    s = play(s, { type: "discard", tile: TILE_MINE });
    expect(s.players[c]!.storage).toEqual([TILE_CASTLE, TILE_MINE, TILE_SHIP]);
    expect(s.removed).toBe(removed + 1);
    expect(s.decisions[s.decisions.length - 1]!.kind).toBe("turn");
  });
});

describe("Action: place a tile on a matching space adjacent to a placed tile", () => {
  it("places a stored tile on an empty space of its colour and the die's number next to a tile", () => {
    let { s, c } = turn([4, 1]);
    s = withPlayer(s, c, { storage: [TILE_MINE] });
    const places = movesOf(s, "place").filter((m) => m.die === 0);
    expect(places).toEqual([{ type: "place", die: 0, value: 4, tile: TILE_MINE, space: SPACE.mine24 }]);
    s = play(s, places[0]!);
    expect(s.players[c]!.estate[SPACE.mine24]).toBe(TILE_MINE);
    expect(s.players[c]!.storage).toEqual([]);
  });

  it("refuses a space that touches no placed tile, a wrong colour, a wrong number, an occupied space", () => {
    let { s, c } = turn([3, 4]);
    s = withPlayer(s, c, { storage: [TILE_MINE, buildingTile(BANK)] });
    expect(refusal(s, { type: "place", die: 0, value: 3, tile: TILE_MINE, space: 33 })).toBe("NOT_ADJACENT"); // M3, far away
    expect(refusal(s, { type: "place", die: 0, value: 3, tile: TILE_MINE, space: SPACE.city25 })).toBe("COLOUR_MISMATCH");
    expect(refusal(s, { type: "place", die: 0, value: 3, tile: TILE_MINE, space: SPACE.mine24 })).toBe("NUMBER_MISMATCH");
    expect(refusal(s, { type: "place", die: 0, value: 6, tile: TILE_MINE, space: SPACE.start })).toBe("COLOUR_MISMATCH");
    s = withTiles(s, c, { [SPACE.city25]: buildingTile(WATCHTOWER) });
    expect(refusal(s, { type: "place", die: 0, value: 3, tile: buildingTile(BANK), space: SPACE.city25 })).toBe("SPACE_OCCUPIED");
  });
});

describe("Workers: ±1 per worker, wrapping 6↔1", () => {
  it("costs one worker per step, the short way round", () => {
    expect(workerCost(6, 1, false, false)).toBe(1);
    expect(workerCost(1, 6, false, false)).toBe(1);
    expect(workerCost(2, 5, false, false)).toBe(3);
    expect(workerCost(6, 3, false, false)).toBe(3);
    expect(workerCost(3, 3, false, false)).toBe(0);
  });

  it("a 6 with one worker reaches depots 5, 6 and 1 only", () => {
    const { s } = turn([6, 6], 1);
    const values = new Set(movesOf(s, "take").map((m) => m.value));
    expect([...values].sort()).toEqual([1, 5, 6].filter((v) => s.depots[v]!.length > 0));
  });

  it("pays the workers when the die is changed", () => {
    let { s, c } = turn([6, 2], 1);
    s = withDepot(s, 1, [TILE_SHIP]);
    s = play(s, { type: "take", die: 0, value: 1, tile: TILE_SHIP });
    expect(s.players[c]!.workers).toBe(0);
    expect(refusal(s, { type: "take", die: 1, value: 4, tile: s.depots[4]![0]! })).toBe("NOT_ENOUGH_WORKERS");
  });
});

describe("Action: sell all goods of the die's colour", () => {
  it("sells the whole stack for 1 silverling and tiles × players points", () => {
    let { s, c } = turn([4, 1]);
    s = withPlayer(s, c, { goods: [0, 0, 0, 3, 1, 0] });
    expect(movesOf(s, "sell").filter((m) => m.die === 0)).toEqual([{ type: "sell", die: 0, value: 4 }]);
    s = play(s, { type: "sell", die: 0, value: 4 });
    const p = s.players[c]!;
    expect(p.goods).toEqual([0, 0, 0, 0, 1, 0]);
    expect(p.sold).toEqual([0, 0, 0, 3, 0, 0]);
    expect(p.silver).toBe(1);
    expect(p.points.sales).toBe(3 * 2);
  });

  it("in a 4-player game each sold tile is worth 4 points", () => {
    const s0 = fresh(4, 2);
    const c = current(s0);
    let s = withPlayer(s0, c, { dice: [2, 2], goods: [0, 2, 0, 0, 0, 0] });
    s = play(s, { type: "sell", die: 0, value: 2 });
    expect(s.players[c]!.points.sales).toBe(8);
  });

  it("refuses to sell goods the player does not hold", () => {
    const { s } = turn([4, 1]);
    expect(refusal(s, { type: "sell", die: 0, value: 4 })).toBe("NO_GOODS");
  });
});

describe("Action: take 2 workers with any die", () => {
  it("gives 2 workers whatever the die shows", () => {
    let { s, c } = turn([5, 1], 0);
    s = play(s, { type: "workers", die: 0 });
    expect(s.players[c]!.workers).toBe(2);
  });
});

describe("Free action: buy one tile per turn from the black depot for 2 silverlings", () => {
  it("buys into storage, once per turn, only with 2 silverlings", () => {
    let { s, c } = turn([5, 1], 0, 4);
    s = withDepot(s, 0, [TILE_SHIP, knowledgeTile(7)]);
    expect(movesOf(s, "buy")).toEqual([
      { type: "buy", depot: 0, tile: TILE_SHIP, silver: 2 },
      { type: "buy", depot: 0, tile: knowledgeTile(7), silver: 2 },
    ]);
    s = play(s, { type: "buy", depot: 0, tile: TILE_SHIP, silver: 2 });
    expect(s.players[c]!.silver).toBe(2);
    expect(s.players[c]!.storage).toEqual([TILE_SHIP]);
    expect(refusal(s, { type: "buy", depot: 0, tile: knowledgeTile(7), silver: 2 })).toBe("ALREADY_BOUGHT");
  });

  it("is impossible with fewer than 2 silverlings and only from the black depot", () => {
    let { s } = turn([5, 1], 3, 1);
    s = withDepot(s, 0, [TILE_SHIP]);
    expect(movesOf(s, "buy")).toEqual([]);
    expect(refusal(s, { type: "buy", depot: 0, tile: TILE_SHIP, silver: 2 })).toBe("CANNOT_PAY");
    expect(refusal(s, { type: "buy", depot: 3, tile: s.depots[3]![0]!, silver: 2 })).toBe("BLACK_DEPOT_ONLY");
  });

  it("may be made after both dice are used; then the turn ends with endTurn", () => {
    let { s, c } = turn([5, 1], 0, 2);
    s = play(s, { type: "workers", die: 0 }, { type: "workers", die: 1 });
    expect(current(s)).toBe(c);
    expect(new Set(game.legalMoves(s).map((m) => m.type))).toEqual(new Set(["buy", "endTurn"]));
    expect(game.legalMoves(s).some((m) => m.type === "endTurn")).toBe(true);
    s = play(s, { type: "endTurn" });
    expect(current(s)).not.toBe(c);
  });
});

describe("Turn: two dice actions, then the turn passes", () => {
  it("passes by itself when both dice are used and nothing can be bought", () => {
    let { s, c } = turn([5, 1], 0, 0);
    expect(refusal(s, { type: "endTurn" })).toBe("DICE_UNUSED");
    s = play(s, { type: "workers", die: 0 }, { type: "workers", die: 1 });
    expect(current(s)).not.toBe(c);
    expect(s.players[c]!.workers).toBe(4);
  });
});

describe("Canonical moves at a phase end: depots are cleared, so the source depot of a tile can make no difference", () => {
  const lastTurn = (s: CobState): CobState => {
    const last = s.turnOrder[s.players.length - 1]!;
    return { ...s, round: 4, turnIndex: s.players.length - 1, decisions: [{ kind: "turn", players: [last], tile: -1 }] };
  };

  it("the last die taking the same tile from two depots at the same cost is listed once", () => {
    let s = lastTurn(fresh(2, 3));
    const c = current(s);
    s = withPlayer(s, c, { dice: [4, null], workers: 1, silver: 0, storage: [] });
    s = withDepot(withDepot(withDepot(s, 3, [TILE_SHIP]), 4, []), 5, [TILE_SHIP]);
    const ships = movesOf(s, "take").filter((m) => m.tile === TILE_SHIP);
    expect(ships).toHaveLength(1);
    // Earlier in the phase both are distinct outcomes.
    const early = { ...s, round: 3 };
    expect(movesOf(early, "take").filter((m) => m.tile === TILE_SHIP)).toHaveLength(2);
  });

  it("while a die is left the depots still matter", () => {
    let s = lastTurn(fresh(2, 3));
    const c = current(s);
    s = withPlayer(s, c, { dice: [4, 1], workers: 1, silver: 0, storage: [] });
    s = withDepot(withDepot(withDepot(s, 3, [TILE_SHIP]), 4, []), 5, [TILE_SHIP]);
    expect(movesOf(s, "take").filter((m) => m.tile === TILE_SHIP && m.die === 0)).toHaveLength(2);
  });
});
