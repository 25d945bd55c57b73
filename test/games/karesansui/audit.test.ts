import { describe, expect, it } from "vitest";
import type { GardenerId, KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, codeOf, drawn, fresh, FULL_SAND, G, play, top, withGarden } from "./helpers.js";

/** 2 players; player 0 at Step 2 holding `card` plus two cards that do nothing here. */
function holding(card: GardenerId, rows: readonly string[], opts: { monk?: number; virtue?: number } = {}): KaresansuiState {
  const all: GardenerId[] = ["muso", "zenami", "sesshu", "rikyu", "ishikawa", "shigemori", "enshu", "kanamori", "kentei"];
  const rest = all.filter((c) => c !== card && c !== "shigemori" && c !== "ishikawa");
  let s = withGarden(fresh(2, 6), 0, rows, { monk: opts.monk, virtue: opts.virtue ?? 0, gardeners: [card, "shigemori", "ishikawa"], used: [] });
  s = withGarden(s, 1, null, { gardeners: rest.slice(0, 3), used: [] });
  return atStep2(s, 0);
}

describe("Audit: a gardener card whose effect can do nothing is not playable (CARD_NO_EFFECT)", () => {
  it("Zen'ami and Sesshū with a full garden: no drawn tile could be placed, so the card is refused (no deck burning after the end trigger)", () => {
    for (const card of ["zenami", "sesshu"] as const) {
      const s = holding(card, FULL_SAND, { monk: at(1, 2) });
      expect(s.endTriggered).toBe(true);
      expect(codeOf(s, { type: "useGardener", card })).toBe("CARD_NO_EFFECT");
      expect(G.legalMoves(s).some((m) => m.type === "useGardener")).toBe(false);
    }
  });

  it("Zen'ami with one free cell is still playable", () => {
    const rows = ["S1 S1 S2 S2 S2", "S5 S3 S3 S3 S3", "S6 S4 S4 S4 ."];
    const s = play(holding("zenami", rows, { monk: at(1, 2) }), { type: "useGardener", card: "zenami" });
    expect(top(s).kind).toBe("drawnTiles");
  });

  it("Sen no Rikyū with a single tile and no stone to take would leave the monk where it is: refused", () => {
    const one = [". . . . .", ". . . . .", "S1 . . . ."];
    expect(codeOf(holding("rikyu", one, { monk: at(2, 0) }), { type: "useGardener", card: "rikyu" })).toBe("CARD_NO_EFFECT");
    // With virtue the follow-up stone action gives the card an effect; with two tiles the monk can move.
    expect(codeOf(holding("rikyu", one, { monk: at(2, 0), virtue: 1 }), { type: "useGardener", card: "rikyu" })).toBe("OK");
    expect(codeOf(holding("rikyu", [". . . . .", "S2 . . . .", "S1 . . . ."], { monk: at(2, 0) }), { type: "useGardener", card: "rikyu" })).toBe("OK");
  });
});

describe("Audit: a steal that completes the thief's garden (§5 end trigger, §6.1.7)", () => {
  const FOURTEEN = ["HE HW QsSE QsSW MC", "MC MC MT MB MF", "MF MF QlSE QlSW ."];
  it("triggers the end at once; the victim still takes Step 2; the thief then skips Step 1; no more gifts or discards", () => {
    let s = fresh(3, 5);
    s = withGarden(s, 0, ["S5 . . . .", ". . . . .", ". . . . ."], { gardeners: ["muso"], virtue: 3 });
    s = withGarden(s, 1, FOURTEEN, { gardeners: ["zenami"], virtue: 2 });
    s = withGarden(s, 2, null, { gardeners: ["sesshu"], virtue: 0 });
    s = drawn(s, "S1", 0);
    s = play(s, { type: "place" }, [1, { type: "declareSteal" }], { type: "allowSteal" }, { type: "placeCell", cell: at(2, 4) });
    expect(G.invariants(s)).toEqual([]);
    expect(s.endTriggered).toBe(true);
    expect(s.players[1]!.virtue).toBe(0);
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
    s = play(s, { type: "zazen" });
    expect(top(s)).toEqual({ kind: "step2", players: [1] }); // full garden: no draw
    s = play(s, { type: "zazen" });
    expect(top(s).kind).toBe("step1");
    expect(
      G.legalMoves(s)
        .map((m) => m.type)
        .sort(),
    ).toEqual(["keep", "place"]);
  });
});
