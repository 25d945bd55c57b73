/**
 * Audit against the seed (002_375afefc6f9b517f.txt): rules where the engine disagreed with the
 * seed's wording. PROVISIONAL data: tiles are found by their goods / edges, never assumed printed.
 */
import { describe, expect, it } from "vitest";
import { almadi, type AlmadiState, type CharacterId } from "../../../src/games/almadi/index.js";
import { arrange, giveCards, hireFree, newGame } from "./helpers.js";

const chars = (s: AlmadiState, p = 0) => almadi.score(s).players[p]!.breakdown.characters;

describe("Aziz and Ali Shar count the goods of the markets (seed: マーケットのカーペットか革製品 / スパイスか陶器)", () => {
  // Player 0: ST1, whose row-3 market shows carpet×2 spice×2 (PROVISIONAL); M01 shows carpet×2 leather×2.
  function game(...cs: CharacterId[]): AlmadiState {
    const s = arrange(newGame({ players: 5, characters: true }), { realms: { 0: { "1,1": "M01" } } });
    return hireFree(s, 0, ...cs);
  }

  it("market goods of the better kind: Aziz 4 carpets → 2, Ali Shar 2 spices → 1", () => {
    expect(chars(game("aziz"))).toBe(2);
    expect(chars(game("ali-shar"))).toBe(1);
  });

  it("stall cards do not count for them (Delilah's text names markets and stalls; theirs names markets only)", () => {
    // STA01 shows carpet×2, STA03 spice×2 (PROVISIONAL).
    const aziz = giveCards(game("aziz"), 0, "stallDeck", ["STA01", "STA05"]);
    expect(chars(aziz)).toBe(2);
    const aliShar = giveCards(game("ali-shar"), 0, "stallDeck", ["STA03", "STA07"]);
    expect(chars(aliShar)).toBe(1);
  });

  it("so Zobeide's doubling of stall goods does not change them", () => {
    const s = giveCards(game("aziz", "zobeide"), 0, "stallDeck", ["STA01"]);
    expect(chars(s)).toBe(2);
  });
});
