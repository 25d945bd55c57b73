import { describe, expect, it } from "vitest";
import { almadi, almadiPosition, CATEGORIES, mosaicPoints, rubyPoints, type AlmadiState } from "../../../src/games/almadi/index.js";
import { arrange, giveCards, giveObjective, newGame, tilesWith, withPlayer } from "./helpers.js";

// Player 0: ST1 (PAL, OAS, MKT, CAR in rows 1–4); player 1: ST2 (OAS, CAR, PAL, MKT). PROVISIONAL data.
const O = tilesWith("OAS", "????", 8);
const C = tilesWith("CAR", "????", 8);
const M = tilesWith("MKT", "????", 8);
const P = tilesWith("PAL", "????", 8);
const line = (s: AlmadiState, p = 0) => almadi.score(s).players[p]!;

describe("Oases (spec §7.1)", () => {
  it("worked example: groups {4, 1} score 12, plus 6 for the table's largest group", () => {
    // Group: ST1's oasis (2,0) with (2,1), (2,2), (1,2); isolated oasis (4,3).
    const s = arrange(newGame(), { realms: { 0: { "2,1": O[0]!, "2,2": O[1]!, "1,2": O[2]!, "4,3": O[3]! } } });
    expect(line(s).breakdown.oases).toBe(18);
    // Player 1's only oasis is isolated: 0 and no bonus.
    expect(line(s, 1).breakdown.oases).toBe(0);
  });

  it("tied largest groups all get the bonus; nobody gets it when no group has 2 oases (A5)", () => {
    const s = arrange(newGame(), { realms: { 0: { "2,1": O[0]! }, 1: { "1,1": O[1]! } } });
    expect(line(s).breakdown.oases).toBe(6 + 6);
    expect(line(s, 1).breakdown.oases).toBe(6 + 6);
    expect(line(newGame()).breakdown.oases).toBe(0);
  });
});

describe("Caravans (spec §7.2, A2, A3)", () => {
  it("worked example: groups of 2 and 1 carry 7; 2 markets and 1 stall card hold 10 goods → 7", () => {
    let s = arrange(newGame(), { realms: { 0: { "4,1": C[0]!, "2,3": C[1]!, "1,3": M[0]! } } });
    s = giveCards(s, 0, "stallDeck", 1);
    expect(line(s).breakdown.caravans).toBe(7);
  });

  it("goods below capacity score the goods; the capacity table runs 2/5/10/15/20/35/50/65", () => {
    const row = Object.fromEntries(C.slice(0, 7).map((id, i) => [`4,${i + 1}`, id]));
    const markets = Object.fromEntries(M.slice(0, 8).map((id, i) => [`1,${i + 1}`, id]));
    const s = arrange(newGame(), { realms: { 0: { ...row, ...markets } } });
    // 8 caravans in one group carry 65; 9 markets hold 36 goods.
    expect(line(s).breakdown.caravans).toBe(36);
  });
});

describe("Palaces (spec §7.3, A4)", () => {
  it("worked example: a palace touching one oasis and one market scores 1 + 2 = 3", () => {
    const s = arrange(newGame(), { realms: { 0: { "1,1": M[0]! } } });
    expect(line(s).breakdown.palaces).toBe(3);
  });

  it("a palace touching nothing scores 0; an oasis next to two palaces counts for both", () => {
    const s = arrange(newGame(), { realms: { 0: { "1,1": P[0]!, "1,3": P[1]! } } });
    // (1,0): oasis below → 2; (1,1): touches only palace (1,0) → 0; (1,3): nothing → 0.
    expect(line(s).breakdown.palaces).toBe(2);
    const t = arrange(newGame(), { realms: { 0: { "2,1": P[0]!, "1,1": O[0]!, "1,2": P[1]! } } });
    // (1,0): oases (2,0) and (1,1) → 3; (2,1): oases (2,0) and (1,1) → 3; (1,2): oasis (1,1) → 2.
    expect(line(t).breakdown.palaces).toBe(3 + 3 + 2);
  });
});

describe("Mosaics on palaces (spec §7.5, A25)", () => {
  it("worked example: palaces worth 4 and 2 with three mosaics → 4 + 2, the third scores nothing", () => {
    expect(mosaicPoints([4, 2], 3, 1, 0)).toBe(6);
  });

  it("the engine lays them where they are worth most", () => {
    // ST1 palace (1,0) touches oasis (2,0) and market (1,1): worth 3.
    let s = arrange(newGame(), { realms: { 0: { "1,1": M[0]! } } });
    s = giveCards(s, 0, "mosaicDeck", 2);
    expect(line(s).breakdown.mosaics).toBe(3);
  });
});

describe("Jars (spec §7.4, A8)", () => {
  it("score for each jar facing an arrow in the final layout", () => {
    const s0 = newGame({ starts: ["ST3", "ST1"] });
    const s = arrange(s0, { realms: { 0: { "2,1": tilesWith("OAS", "???>", 1)[0]! } } });
    expect(line(s).breakdown.jars).toBe(1);
    expect(line(s0).breakdown.jars).toBe(0);
  });
});

describe("Objectives (spec §7.6)", () => {
  it("completed ones add their value, uncompleted ones held subtract it, the middle counts for nobody", () => {
    let s = giveObjective(newGame(), 0, "BLU2", true);
    s = giveObjective(s, 0, "GRY1", false);
    expect(line(s).breakdown.objectives).toBe(9 - 6);
    expect(line(s, 1).breakdown.objectives).toBe(0);
  });
});

describe("Rubies by rank (spec §7.7, A6, A7)", () => {
  it("worked example (5 players): 6, 3, 3, 1, 0 rubies → 12, 8, 8, 2, 0", () => {
    const s = almadiPosition({ players: 5, realms: [6, 3, 3, 1, 0].map((rubies) => ({ rubies })) });
    expect(rubyPoints(s)).toEqual([12, 8, 8, 2, 0]);
  });

  it("2 players: 10 and 4; ties share the rank; 0 rubies score 0", () => {
    let s = withPlayer(withPlayer(newGame(), 0, { rubies: 2 }), 1, { rubies: 5 });
    expect(rubyPoints(s)).toEqual([4, 10]);
    s = withPlayer(s, 0, { rubies: 5 });
    expect(rubyPoints(s)).toEqual([10, 10]);
    expect(rubyPoints(newGame())).toEqual([0, 0]);
  });

  it("with characters: 1 point per 2 rubies, no ranking", () => {
    const s = withPlayer(withPlayer(newGame({ characters: true }), 0, { rubies: 7 }), 1, { rubies: 2 });
    expect(rubyPoints(s)).toEqual([3, 1]);
  });
});

describe("Score sheet (spec §7.9, §8)", () => {
  it("has every category, sums to the total, ranks equal totals together", () => {
    const s = newGame({ players: 3 });
    const sheet = almadi.score(s);
    for (const l of sheet.players) {
      expect(Object.keys(l.breakdown)).toEqual([...CATEGORIES]);
      expect(Object.values(l.breakdown).reduce((a, b) => a + b, 0)).toBe(l.total);
    }
    const totals = sheet.players.map((l) => l.total);
    for (const group of sheet.ranking) expect(new Set(group.map((p) => totals[p])).size).toBe(1);
  });
});
