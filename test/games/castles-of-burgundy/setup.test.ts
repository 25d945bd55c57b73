import { describe, expect, it } from "vitest";
import { BLACK_DEPOT_SIZE, COLOUR_LETTERS, DEPOT_LAYOUTS, DATA_VERSION, tileColour, CASTLE, MINE, TILE_CASTLE } from "../../../src/games/castles-of-burgundy/data.js";
import { openState } from "../../../src/games/castles-of-burgundy/work.js";
import { layOutPhase } from "../../../src/games/castles-of-burgundy/flow.js";
import { Rng, ValidationError } from "../../../src/core/index.js";
import { fresh, game } from "./helpers.js";

describe("Setup: supplies, start castle, workers by first-round order", () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players: 1 silverling each, 1..${n} workers in first-round order, start castle in the centre`, () => {
      const s = fresh(n, 7);
      s.turnOrder.forEach((seat, i) => expect(s.players[seat]!.workers).toBe(i + 1));
      for (const p of s.players) {
        expect(p.silver).toBe(1);
        expect(p.estate[18]).toBe(TILE_CASTLE);
        expect(p.estate.filter((t) => t >= 0)).toHaveLength(1);
        expect(p.storage).toEqual([]);
        expect(p.goods.reduce((a, b) => a + b, 0)).toBe(3);
        expect(p.goods.filter((g) => g > 0).length).toBeLessThanOrEqual(3);
      }
      // The first round goes clockwise from the start player.
      for (let i = 1; i < n; i++) expect(s.turnOrder[i]).toBe((s.turnOrder[0]! + i) % n);
    });
  }

  it("startGoods: false deals no goods to the players", () => {
    const s = fresh(3, 7, { startGoods: false });
    for (const p of s.players) expect(p.goods).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.spareGoods.length).toBe(42 - 25);
  });

  it("goods: five face-down stacks of five, one tile per round on the depot of the white die", () => {
    const s = fresh(2, 11);
    expect(s.goodsStacks.map((g) => g.length)).toEqual([5, 5, 5, 5]);
    expect(s.roundGoods).toHaveLength(4);
    const onDepots = s.depotGoods.map((d) => d.reduce((a, b) => a + b, 0));
    expect(onDepots.reduce((a, b) => a + b, 0)).toBe(1);
    expect(onDepots[s.whiteDie]).toBe(1);
  });

  it("has a versioned data module", () => {
    expect(DATA_VERSION).toMatch(/^cob-data-\d+/);
  });
});

describe("Game board: depot contents by player count", () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players: each numbered depot holds the colours printed for ${n} players; the black depot ${BLACK_DEPOT_SIZE[n]}`, () => {
      const s = fresh(n, 3);
      for (let d = 1; d <= 6; d++) {
        const colours = s.depots[d]!.map((t) => COLOUR_LETTERS[tileColour(t)])
          .sort()
          .join("");
        const printed = DEPOT_LAYOUTS[n]![d - 1]!.replace("X", "C").split("").sort().join("");
        expect(colours).toBe(printed);
      }
      expect(s.depots[0]).toHaveLength(BLACK_DEPOT_SIZE[n]!);
    });
  }

  it("3 players: the split space holds a castle in phases A, C, E and a mine in phases B, D", () => {
    const s = fresh(3, 3);
    const rng = new Rng(s.rng);
    for (let phase = 0; phase < 5; phase++) {
      const d = openState({ ...s, phase });
      layOutPhase(d, rng);
      const colours = d.depots[6]!.map(tileColour);
      expect(colours.includes(phase % 2 === 0 ? CASTLE : MINE)).toBe(true);
      expect(colours.includes(phase % 2 === 0 ? MINE : CASTLE)).toBe(false);
    }
  });

  it("invalid player counts and configs are refused", () => {
    expect(() => game.setup({ players: 5, seed: 1 })).toThrow();
    expect(() => game.setup({ players: 2, seed: 1, config: { estate: "11" as never } })).toThrow(ValidationError);
    expect(() => game.setup({ players: 2, seed: 1, config: { estate: "constructor" as never } })).toThrow(ValidationError);
  });
});
