import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../src/core/index.js";
import { colouredCell, COLOURS, FACTORIES, FLOOR_PENALTIES } from "../../../src/games/azul/index.js";
import { census, fresh, G, sum } from "./helpers.js";

describe("§2 Components: 100 tiles, coloured wall layout, floor values", () => {
  it("the coloured wall is B Y R K W in row 1, each row shifted one step right (§2.4 table)", () => {
    const table = ["BYRKW", "WBYRK", "KWBYR", "RKWBY", "YRKWB"];
    for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) expect(colouredCell(r, c), `(${r + 1},${c + 1})`).toBe(table[r]![c]);
    // Each colour once per row and per column; B on the main diagonal.
    for (let i = 0; i < 5; i++) {
      expect(new Set(table[i]!).size).toBe(5);
      expect(new Set(table.map((row) => row[i])).size).toBe(5);
      expect(table[i]![i]).toBe("B");
    }
  });

  it("five colours B Y R K W; floor slots −1 −1 −2 −2 −2 −3 −3 (§2.5)", () => {
    expect([...COLOURS]).toEqual(["B", "Y", "R", "K", "W"]);
    expect([...FLOOR_PENALTIES]).toEqual([-1, -1, -2, -2, -2, -3, -3]);
  });
});

describe("§3 Setup by player count", () => {
  for (const [players, factories] of [
    [2, 5],
    [3, 7],
    [4, 9],
  ] as const) {
    it(`${players} players: ${factories} factory displays of 4 tiles, ${100 - 4 * factories} left in the bag, 100 tiles in all`, () => {
      const s = fresh(players, `setup-${players}`);
      expect(FACTORIES[players]).toBe(factories);
      expect(s.factories).toHaveLength(factories);
      for (const f of s.factories) expect(sum(f)).toBe(4);
      expect(sum(s.bag)).toBe(100 - 4 * factories);
      expect(s.lid).toEqual([0, 0, 0, 0, 0]);
      expect(s.centre).toEqual([0, 0, 0, 0, 0]);
      expect(census(s)).toEqual([20, 20, 20, 20, 20]);
      expect(G.invariants(s)).toEqual([]);
    });
  }

  it("every board starts empty with score 0, all on the chosen side; round 1, offer phase", () => {
    for (const wallSide of ["coloured", "grey"] as const) {
      const s = fresh(3, 5, { wall: wallSide });
      expect(s.config.wall).toBe(wallSide);
      expect(s.round).toBe(1);
      expect(s.phase).toBe("offer");
      for (const b of s.boards) {
        expect(b.score).toBe(0);
        expect(b.floor).toEqual([]);
        expect(b.lines.every((l) => l.colour === null && l.count === 0)).toBe(true);
        expect(b.wall.flat().every((c) => c === null)).toBe(true);
      }
      expect(G.score(s).players.map((p) => p.total)).toEqual([0, 0, 0]);
    }
  });

  it("step 5: the starting-player marker lies in the centre at the start of round 1 (§4.1)", () => {
    const s = fresh(2, 3);
    expect(s.marker).toBeNull();
    expect(G.render(s)).toContain("+first-player marker");
  });

  it("R12: the round-1 starting player is seat 0 by default, configurable, or drawn from the seed", () => {
    const s = fresh(4, 9);
    expect(s.startPlayer).toBe(0);
    expect(s.current).toBe(0);
    expect(G.activePlayers(s)).toEqual([0]);
    const t = fresh(4, 9, { firstPlayer: 2 });
    expect(t.startPlayer).toBe(2);
    expect(G.activePlayers(t)).toEqual([2]);
    const drawn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => fresh(4, seed, { firstPlayer: "random" }).current);
    expect(new Set(drawn).size).toBeGreaterThan(1);
    for (const p of drawn) expect(p === 0 || p === 1 || p === 2 || p === 3).toBe(true);
    // Same seed, same draw.
    expect(fresh(4, 3, { firstPlayer: "random" })).toEqual(fresh(4, 3, { firstPlayer: "random" }));
  });

  it("setup refuses 1 or 5 players, a seat that does not exist, and unknown options", () => {
    expect(() => G.setup({ players: 1, seed: 1 })).toThrow(ValidationError);
    expect(() => G.setup({ players: 5, seed: 1 })).toThrow(ValidationError);
    expect(() => G.setup({ players: 2, seed: 1, config: { firstPlayer: 3 } })).toThrow(/firstPlayer/);
    expect(() => G.setup({ players: 2, seed: 1, config: { wall: "blue" as never } })).toThrow(/wall/);
    expect(() => G.setup({ players: 2, seed: 1, config: { extra: 1 } as never })).toThrow(ValidationError);
  });

  it("the same seed deals the same factories; different seeds usually differ", () => {
    expect(fresh(3, "same").factories).toEqual(fresh(3, "same").factories);
    const deals = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(fresh(3, seed).factories)));
    expect(deals.size).toBeGreaterThan(1);
  });
});
