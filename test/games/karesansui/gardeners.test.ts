import { describe, expect, it } from "vitest";
import { designOf, type GardenerId, type KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, codeOf, fresh, G, keys, play, top, withGarden } from "./helpers.js";

const GARDEN = ["MF MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3 S4 . "];
const bagSize = (s: KaresansuiState): number => s.bag.reduce((a, b) => a + b, 0);

/** 2 players; player 0 at Step 2 holding `card` (player 1 holds three others). */
function withCard(card: GardenerId, rows = GARDEN, opts: { monk?: number; virtue?: number; storage1?: string | null } = {}): KaresansuiState {
  const all: GardenerId[] = ["muso", "zenami", "sesshu", "rikyu", "ishikawa", "shigemori", "enshu", "kanamori", "kentei"];
  const others = all.filter((c) => c !== card);
  let s = withGarden(fresh(2, 4), 0, rows, { monk: opts.monk ?? at(1, 2), virtue: opts.virtue ?? 0, gardeners: [card, others[0]!, others[1]!], used: [] });
  s = withGarden(s, 1, null, { gardeners: others.slice(2, 5), storage: opts.storage1 });
  return atStep2(s, 0);
}

describe("Gardener cards: once each, as the Step-2 action (§6.2.4)", () => {
  it("a used card is revealed and cannot be used again", () => {
    const s = play(withCard("muso", GARDEN, { virtue: 1 }), { type: "useGardener", card: "muso" });
    expect(s.players[0]!.used).toEqual(["muso"]);
    expect(s.players[0]!.gardeners).not.toContain("muso");
    const later = atStep2(s, 0);
    expect(codeOf(later, { type: "useGardener", card: "muso" })).toBe("CARD_NOT_HELD");
  });
  it("at most one gardener card per turn (S11)", () => {
    const s = { ...withCard("muso"), gardenerUsed: true };
    expect(codeOf(s, { type: "useGardener", card: "muso" })).toBe("ONE_GARDENER_PER_TURN");
  });
});

describe("Musō Soseki: any stone on any tile, no virtue spent", () => {
  it("ignores virtue thresholds and the monk's column; the bonus move still applies", () => {
    let s = play(withCard("muso", GARDEN, { virtue: 1, monk: at(1, 2) }), { type: "useGardener", card: "muso" });
    expect(top(s)).toMatchObject({ kind: "stone", anyKind: true, anyCell: true, spendVirtue: false });
    expect(G.legalMoves(s)).toHaveLength(5 * 14); // supply has every kind; 14 tiles
    s = play(s, { type: "takeStone", kind: "T", cell: at(0, 4) });
    expect(s.players[0]!.stones[at(0, 4)]).toBe("T");
    expect(s.players[0]!.virtue).toBe(1);
    const bonus = play(withCard("muso", GARDEN, { monk: at(1, 2) }), { type: "useGardener", card: "muso" }, { type: "takeStone", kind: "B", cell: at(1, 2) });
    expect(top(bonus).kind).toBe("bonusMove");
  });
});

describe("Zen'ami: draw 2, place them in any order, discard the rest free", () => {
  it("draws two tiles and places or discards each", () => {
    const before = withCard("zenami", ["MF MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3 . ."]);
    let s = play(before, { type: "useGardener", card: "zenami" });
    const d = top(s);
    expect(d.kind).toBe("drawnTiles");
    if (d.kind !== "drawnTiles") return;
    expect(d.tiles).toHaveLength(2);
    expect(bagSize(s)).toBe(bagSize(before) - 2);
    s = play(s, { type: "placeDrawn", tile: d.tiles[1]!, cell: at(2, 4) });
    expect(s.players[0]!.tiles[at(2, 4)]).toBe(d.tiles[1]);
    expect(top(s)).toMatchObject({ kind: "drawnTiles", tiles: [d.tiles[0]] });
    s = play(s, { type: "discardDrawn", tile: d.tiles[0]! });
    expect(s.discard[d.tiles[0]!]).toBe(1);
    expect(s.players[0]!.virtue).toBe(0);
    expect(s.current).toBe(1);
  });
  it("cannot be used on an empty bag", () => {
    const s = withCard("zenami");
    const empty = { ...s, bag: s.bag.map(() => 0), discard: s.bag.map((n, i) => n + s.discard[i]!) };
    expect(codeOf(empty, { type: "useGardener", card: "zenami" })).toBe("CARD_NO_EFFECT");
  });
});

describe("Sesshū: draw 3, place at most 1", () => {
  it("after one placement the other two are discarded", () => {
    let s = play(withCard("sesshu"), { type: "useGardener", card: "sesshu" });
    const d = top(s);
    if (d.kind !== "drawnTiles") throw new Error("drawnTiles expected");
    expect(d.tiles).toHaveLength(3);
    expect(d.placesLeft).toBe(1);
    s = play(s, { type: "placeDrawn", tile: d.tiles[0]!, cell: at(2, 4) });
    expect(s.discard.reduce((a, b) => a + b, 0)).toBe(2);
    expect(s.current).toBe(1);
  });
  it("all three may be discarded", () => {
    let s = play(withCard("sesshu"), { type: "useGardener", card: "sesshu" });
    const d = top(s);
    if (d.kind !== "drawnTiles") throw new Error("drawnTiles expected");
    for (const t of d.tiles) s = play(s, { type: "discardDrawn", tile: t });
    expect(s.discard.reduce((a, b) => a + b, 0)).toBe(3);
    expect(s.players[0]!.placed).toBe(14);
  });
});

describe("Sen no Rikyū: monk to any tile, then a normal stone action (second half PROVISIONAL)", () => {
  it("moves the monk anywhere, then offers the stone action in the new column", () => {
    let s = play(withCard("rikyu", GARDEN, { virtue: 2, monk: at(0, 0) }), { type: "useGardener", card: "rikyu" });
    expect(G.legalMoves(s)).toHaveLength(14);
    s = play(s, { type: "moveMonk", to: at(1, 4) });
    expect(s.players[0]!.monk).toBe(at(1, 4));
    expect(top(s)).toMatchObject({ kind: "stone", optional: true, spendVirtue: true });
    // Column 4 holds two tiles; kinds Y and t at virtue 2; or skip.
    expect(G.legalMoves(s)).toHaveLength(2 * 2 + 1);
    s = play(s, { type: "takeStone", kind: "t", cell: at(0, 4) });
    expect(s.players[0]!.virtue).toBe(0);
  });
  it("without virtue the stone step is skipped automatically", () => {
    const s = play(withCard("rikyu"), { type: "useGardener", card: "rikyu" }, { type: "moveMonk", to: at(0, 0) });
    expect(s.current).toBe(1);
  });
});

describe("Ishikawa Jōzan: take tiles from other players' storage and place them", () => {
  it("takes and places, then ends when nothing is left to take", () => {
    let s = withCard("ishikawa", GARDEN, { storage1: "HE" });
    s = play(s, { type: "useGardener", card: "ishikawa" });
    expect(keys(G.legalMoves(s))).toEqual(keys([{ type: "takeStored", from: 1, cell: at(2, 4) }, { type: "stopTaking" }]));
    s = play(s, { type: "takeStored", from: 1, cell: at(2, 4) });
    expect(s.players[1]!.storage).toBeNull();
    expect(s.players[0]!.tiles[at(2, 4)]).toBe(designOf("HE"));
    expect(s.current).toBe(1);
  });
  it("is unusable when no other storage slot holds a tile", () => {
    expect(codeOf(withCard("ishikawa"), { type: "useGardener", card: "ishikawa" })).toBe("CARD_NO_EFFECT");
  });
});

describe("Kobori Enshū (PROVISIONAL): move one of your stones", () => {
  it("moves a stone to a free tile, respecting the moss rule", () => {
    const rows = ["MF:T MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3:Y S4 ."];
    let s = play(withCard("enshu", rows), { type: "useGardener", card: "enshu" });
    expect(codeOf(s, { type: "moveStone", from: at(2, 2), to: at(1, 0) })).toBe("MOSS_RULE");
    expect(codeOf(s, { type: "moveStone", from: at(2, 2), to: at(2, 4) })).toBe("NO_TILE");
    expect(codeOf(s, { type: "moveStone", from: at(1, 1), to: at(2, 1) })).toBe("NO_STONE");
    s = play(s, { type: "moveStone", from: at(2, 2), to: at(0, 4) });
    expect(s.players[0]!.stones[at(0, 4)]).toBe("Y");
    expect(s.players[0]!.stones[at(2, 2)]).toBeNull();
  });
  it("is unusable without stones", () => {
    expect(codeOf(withCard("enshu"), { type: "useGardener", card: "enshu" })).toBe("CARD_NO_EFFECT");
  });
});

describe("Kanamori Sōwa (PROVISIONAL): the stone action without spending virtue", () => {
  it("keeps the virtue; thresholds and the column rule apply", () => {
    let s = play(withCard("kanamori", GARDEN, { virtue: 2, monk: at(1, 2) }), { type: "useGardener", card: "kanamori" });
    expect(G.legalMoves(s)).toHaveLength(2 * 3);
    s = play(s, { type: "takeStone", kind: "t", cell: at(0, 2) });
    expect(s.players[0]!.virtue).toBe(2);
  });
});

describe("Kentei (PROVISIONAL): swap two tiles of your garden", () => {
  it("stones and the monk travel with their tiles", () => {
    const rows = ["MF MF S1 S2 S5", "S5 S6 S3:Y S4 S5", "S6 S2 S3 S4 ."];
    let s = play(withCard("kentei", rows, { monk: at(1, 2) }), { type: "useGardener", card: "kentei" });
    expect(codeOf(s, { type: "swapTiles", a: at(1, 2), b: at(1, 2) })).toBe("SWAP_ORDER");
    s = play(s, { type: "swapTiles", a: at(0, 0), b: at(1, 2) });
    const pl = s.players[0]!;
    expect(pl.tiles[at(0, 0)]).toBe(designOf("S3"));
    expect(pl.stones[at(0, 0)]).toBe("Y");
    expect(pl.tiles[at(1, 2)]).toBe(designOf("MF"));
    expect(pl.monk).toBe(at(0, 0));
  });
  it("refuses a swap that puts neighbouring stones on sand", () => {
    const rows = ["MF:T MF:T S1 S2 S5", "S5 S6 S3:Y S4 S5", "S6 S2 S3 S4 ."];
    const s = play(withCard("kentei", rows), { type: "useGardener", card: "kentei" });
    expect(codeOf(s, { type: "swapTiles", a: at(0, 2), b: at(1, 2) })).toBe("MOSS_RULE");
    expect(codeOf(s, { type: "swapTiles", a: at(0, 0), b: at(0, 4) })).toBe("OK"); // the stone keeps its moss tile
  });
});
