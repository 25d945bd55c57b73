import { describe, expect, it } from "vitest";
import { designOf, STONE_SUPPLY } from "../../../src/games/karesansui/index.js";
import { at, codeOf, drawn, fresh, FULL_SAND, G, keys, play, top, withGarden, withVirtue } from "./helpers.js";

describe("Setup by player count (§4)", () => {
  it("2 players: 3 shared face-up famous gardens, 3 secret gardeners each, supply 4/5/2/3/1", () => {
    const s = fresh(2, "setup");
    expect(s.sharedFamous).toHaveLength(3);
    expect(s.players.map((p) => p.famous)).toEqual([null, null]);
    expect(s.players.map((p) => p.gardeners.length)).toEqual([3, 3]);
    expect(s.supply).toEqual(STONE_SUPPLY[2]);
    expect(s.players.map((p) => p.virtue)).toEqual([0, 0]);
    expect(new Set([...s.players[0]!.gardeners, ...s.players[1]!.gardeners]).size).toBe(6);
  });

  it("3 and 4 players: one secret famous garden and one gardener each; supply by count", () => {
    for (const n of [3, 4] as const) {
      const s = fresh(n, "setup");
      expect(s.sharedFamous).toEqual([]);
      expect(s.players.every((p) => p.famous !== null && p.gardeners.length === 1)).toBe(true);
      expect(new Set(s.players.map((p) => p.famous)).size).toBe(n);
      expect(s.supply).toEqual(STONE_SUPPLY[n]);
    }
    expect(Object.values(STONE_SUPPLY[4]).reduce((a, b) => a + b, 0)).toBe(25);
  });

  it("the first player draws the first tile at once (a chance event); first seat is configurable", () => {
    const s = fresh(3, 9, { firstPlayer: 2 });
    expect(s.current).toBe(2);
    expect(top(s).kind).toBe("step1");
    expect(G.activePlayers(s)).toEqual([2]);
    expect(s.bag.reduce((a, b) => a + b, 0)).toBe(79);
    const r = [0, 1, 2, 3, 4, 5, 6, 7].map((seed) => fresh(4, seed, { firstPlayer: "random" }).current);
    expect(new Set(r).size).toBeGreaterThan(1);
    expect(() => fresh(2, 1, { firstPlayer: 3 })).toThrow(/firstPlayer/);
  });
});

describe("Step 1 — the four actions on the drawn tile (§6.1)", () => {
  it("lists place, keep, give to each opponent, and discard only with virtue", () => {
    const s = drawn(fresh(3, 1), "S1");
    expect(keys(G.legalMoves(s))).toEqual(keys([{ type: "place" }, { type: "keep" }, { type: "give", to: 1 }, { type: "give", to: 2 }]));
    const rich = withVirtue(s, [1, 0, 0]);
    expect(keys(G.legalMoves(rich))).toContain(JSON.stringify({ type: "discard" }));
  });
});

describe("PLACE and cell legality (§6.1.2)", () => {
  it("the first tile goes in the top-left or bottom-left corner and brings the monk", () => {
    const s = play(drawn(fresh(2, 1), "S1"), { type: "place" });
    expect(top(s).kind).toBe("placeCell");
    expect(keys(G.legalMoves(s))).toEqual(
      keys([
        { type: "placeCell", cell: at(0, 0) },
        { type: "placeCell", cell: at(2, 0) },
      ]),
    );
    expect(codeOf(s, { type: "placeCell", cell: at(1, 0) })).toBe("FIRST_TILE_CORNER");
    const t = play(s, { type: "placeCell", cell: at(2, 0) });
    expect(t.players[0]!.tiles[at(2, 0)]).toBe(designOf("S1"));
    expect(t.players[0]!.monk).toBe(at(2, 0));
    expect(top(t).kind).toBe("step2");
  });

  it("later tiles go next to a placed tile, on an empty cell", () => {
    let s = withGarden(fresh(2, 1), 0, [". . . . .", ". S5 S5 . .", "S5 S5 . . ."]);
    s = play(drawn(s, "S2"), { type: "place" });
    const cells = G.legalMoves(s)
      .map((m) => (m as { cell: number }).cell)
      .sort((a, b) => a - b);
    expect(cells).toEqual([at(0, 1), at(0, 2), at(1, 0), at(1, 3), at(2, 2)]);
    expect(codeOf(s, { type: "placeCell", cell: at(1, 1) })).toBe("CELL_OCCUPIED");
    expect(codeOf(s, { type: "placeCell", cell: at(0, 4) })).toBe("NOT_ADJACENT");
  });
});

describe("GIVE (§6.1.4, A10)", () => {
  it("the recipient accepts, places at once (corner rule) and the giver gains 2 virtue, capped at 6", () => {
    let s = withVirtue(drawn(fresh(2, 1), "MF"), [5, 0]);
    s = play(s, { type: "give", to: 1 });
    expect(G.activePlayers(s)).toEqual([1]);
    expect(keys(G.legalMoves(s))).toEqual(keys([{ type: "acceptGift" }, { type: "declineGift" }]));
    s = play(s, { type: "acceptGift" });
    expect(s.players[0]!.virtue).toBe(6);
    expect(G.activePlayers(s)).toEqual([1]);
    expect(G.legalMoves(s)).toHaveLength(2); // corners only
    s = play(s, { type: "placeCell", cell: at(0, 0) });
    expect(s.players[1]!.tiles[0]).toBe(designOf("MF"));
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
  });

  it("a declined gift returns the choice to the giver, who may not offer it to that player again", () => {
    const s = play(drawn(fresh(3, 1), "S1"), { type: "give", to: 1 }, { type: "declineGift" });
    expect(top(s)).toMatchObject({ kind: "step1", players: [0], refused: [1] });
    expect(codeOf(s, { type: "give", to: 1 })).toBe("GIFT_REFUSED");
    expect(codeOf(s, { type: "give", to: 2 })).toBe("OK");
    expect(codeOf(s, { type: "give", to: 0 })).toBe("GIVE_SELF");
    expect(codeOf(s, { type: "give", to: 3 })).toBe("NO_SUCH_PLAYER");
  });

  it("a gift is not stealable", () => {
    let s = withVirtue(drawn(fresh(3, 1), "S1"), [0, 0, 6]);
    s = play(s, { type: "give", to: 1 }, { type: "acceptGift" });
    expect(top(s).kind).toBe("placeCell");
    expect(G.activePlayers(s)).toEqual([1]);
  });
});

describe("DISCARD (§6.1.5, A5)", () => {
  it("costs 1 virtue and removes the tile from the game; illegal at 0 virtue", () => {
    const s0 = drawn(fresh(2, 1), "S5");
    expect(codeOf(s0, { type: "discard" })).toBe("NO_VIRTUE");
    const s = play(withVirtue(s0, [3, 0]), { type: "discard" });
    expect(s.players[0]!.virtue).toBe(2);
    expect(s.discard[designOf("S5")]).toBe(1);
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
  });
});

describe("KEEP and SWAP_STORED (§6.1.3, §6.1.6, A6)", () => {
  it("keep puts the tile in the one storage slot; a second keep is refused", () => {
    const s = play(drawn(fresh(2, 1), "HE"), { type: "keep" });
    expect(s.players[0]!.storage).toBe(designOf("HE"));
    const again = drawn(s, "S1");
    expect(codeOf(again, { type: "keep" })).toBe("STORAGE_FULL");
    expect(codeOf(drawn(fresh(2, 1), "S1"), { type: "placeStored" })).toBe("STORAGE_EMPTY");
  });

  it("placeStored places the stored tile and puts the drawn one into storage", () => {
    let s = withGarden(fresh(2, 1), 0, ["S1 . . . .", ". . . . .", ". . . . ."], { storage: "MF" });
    s = play(drawn(s, "HW"), { type: "placeStored" });
    expect(s.players[0]!.storage).toBe(designOf("HW"));
    expect(top(s)).toMatchObject({ kind: "placeCell", tile: designOf("MF") });
    s = play(s, { type: "placeCell", cell: at(0, 1) });
    expect(s.players[0]!.tiles[at(0, 1)]).toBe(designOf("MF"));
  });

  it("a stored tile placed in Step 1 can be stolen; the drawn tile still goes to storage", () => {
    let s = withGarden(fresh(2, 1), 0, ["S1 . . . .", ". . . . .", ". . . . ."], { storage: "MF", gardeners: ["muso", "zenami", "sesshu"] });
    s = withGarden(s, 1, null, { gardeners: ["rikyu", "ishikawa", "shigemori"] });
    s = withVirtue(drawn(s, "HW"), [0, 2]);
    s = play(s, { type: "placeStored" });
    expect(top(s).kind).toBe("steal");
    s = play(s, [1, { type: "declareSteal" }]);
    // Shigemori is not revealed yet, so the placer answers; without the card only allowSteal.
    expect(G.legalMoves(s)).toEqual([{ type: "allowSteal" }]);
    s = play(s, { type: "allowSteal" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [1], tile: designOf("MF") });
    expect(s.players[0]!.storage).toBe(designOf("HW"));
    expect(s.players[1]!.virtue).toBe(0);
  });
});

describe("Game end restrictions in Step 1 (§5 end trigger)", () => {
  it("after a garden is full nobody may give or discard; place and keep remain", () => {
    let s = withGarden(fresh(2, 1), 1, FULL_SAND);
    s = withVirtue(drawn(s, "S6"), [4, 4]);
    expect(s.endTriggered).toBe(true);
    expect(keys(G.legalMoves(s))).toEqual(keys([{ type: "place" }, { type: "keep" }]));
    expect(codeOf(s, { type: "give", to: 1 })).toBe("END_TRIGGERED");
    expect(codeOf(s, { type: "discard" })).toBe("END_TRIGGERED");
  });
});
