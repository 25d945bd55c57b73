import { describe, expect, it } from "vitest";
import { almadi, OBJECTIVES, SETUP_BY_PLAYERS } from "../../../src/games/almadi/index.js";
import { newGame } from "./helpers.js";

const colour = (id: string) => OBJECTIVES.find((o) => o.id === id)!.colour;
const typeCount = (ids: readonly (string | null)[], prefix: string) => ids.filter((t) => t?.startsWith(prefix)).length;

describe("Setup by player count (spec §4)", () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: landscapes, decks, objectives, rubies`, () => {
      const s = almadi.setup({ players, seed: 9 });
      const per = SETUP_BY_PLAYERS[players]!.perType;
      expect(s.board.length).toBe(8);
      expect(s.supply.length).toBe(4 * per - 8);
      const all = [...s.supply, ...s.board];
      for (const prefix of ["O", "C", "M", "P"]) expect(typeCount(all, prefix)).toBe(per);
      expect(s.mosaicDeck.length).toBe(SETUP_BY_PLAYERS[players]!.mosaics);
      expect(s.stallDeck.length).toBe(SETUP_BY_PLAYERS[players]!.stalls);
      // One objective of each coloured deck plus players − 1 grey ones (A1).
      expect(s.objectives.length).toBe(4 + players - 1);
      for (const c of ["red", "yellow", "blue", "green"]) expect(s.objectives.filter((o) => colour(o) === c).length).toBe(1);
      expect(s.objectives.filter((o) => colour(o) === "grey").length).toBe(players - 1);
      expect(s.rubies).toBe(30);
      expect(s.players.every((p) => p.rubies === 0 && p.mosaics.length === 0)).toBe(true);
      expect(almadi.invariants(s)).toEqual([]);
    });
  }

  it("the greyObjectives option overrides the grey count", () => {
    const s = almadi.setup({ players: 3, seed: 1, config: { greyObjectives: 3 } });
    expect(s.objectives.filter((o) => colour(o) === "grey").length).toBe(3);
  });

  it("16 turns per player: the supply holds 16 landscapes per player", () => {
    for (const players of [2, 3, 4, 5]) expect(almadi.setup({ players, seed: 2 }).supply.length / players).toBe(16);
  });

  it("the same seed gives the same game; the first player is random unless configured", () => {
    expect(almadi.setup({ players: 3, seed: "x" })).toEqual(almadi.setup({ players: 3, seed: "x" }));
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => almadi.setup({ players: 3, seed: i }).firstPlayer));
    expect(firsts.size).toBe(3);
    expect(almadi.setup({ players: 3, seed: 5, config: { firstPlayer: 2 } }).firstPlayer).toBe(2);
  });

  it("refuses a first player outside the table", () => {
    expect(() => almadi.setup({ players: 2, seed: 1, config: { firstPlayer: 3 } })).toThrow(/firstPlayer/);
  });
});

describe("Starting tiles (A20)", () => {
  it("are chosen one at a time in reverse seat order, first player last", () => {
    let s = almadi.setup({ players: 4, seed: 3, config: { firstPlayer: 1 } });
    expect(s.phase).toBe("start");
    const order: number[] = [];
    while (s.phase === "start") {
      order.push(s.current);
      s = almadi.applyMove(s, almadi.legalMoves(s)[0]!);
    }
    expect(order).toEqual([0, 3, 2, 1]);
    expect(s.phase).toBe("play");
    expect(s.current).toBe(1);
  });

  it("a chosen tile is no longer offered and puts four landscapes in column 0", () => {
    let s = almadi.setup({ players: 2, seed: 3, config: { firstPlayer: 0 } });
    expect(almadi.legalMoves(s).length).toBe(5);
    s = almadi.applyMove(s, { type: "chooseStartTile", tile: "ST3" });
    expect(almadi.legalMoves(s).map((m) => (m as { tile: string }).tile)).toEqual(["ST1", "ST2", "ST4", "ST5"]);
    expect(almadi.validateMove(s, { type: "chooseStartTile", tile: "ST3" })).toMatchObject({ ok: false, error: { code: "TILE_TAKEN" } });
    expect(s.players[1]!.realm).toEqual({ "1,0": "ST3-1", "2,0": "ST3-2", "3,0": "ST3-3", "4,0": "ST3-4" });
  });

  it('startTiles: "random" deals them at setup', () => {
    const s = almadi.setup({ players: 5, seed: 3, config: { startTiles: "random" } });
    expect(s.phase).toBe("play");
    expect(new Set(s.players.map((p) => p.startTile)).size).toBe(5);
  });
});

describe("Characters variant setup (spec §4 step 8)", () => {
  it("deals 4 characters each with 2 players, 3 otherwise; keeping is simultaneous", () => {
    for (const players of [2, 3, 5]) {
      const s = almadi.setup({ players, seed: 4, config: { characters: true, startTiles: "random" } });
      expect(s.phase).toBe("keep");
      expect(s.players.every((p) => p.dealt.length === (players === 2 ? 4 : 3))).toBe(true);
      expect(almadi.activePlayers(s)).toEqual([...Array(players).keys()]);
      expect(almadi.legalMoves(s, 0).length).toBe(players === 2 ? 6 : 3);
    }
  });

  it("each keeps two in dealt order; when all have chosen the rest become the public row", () => {
    let s = almadi.setup({ players: 3, seed: 4, config: { characters: true, startTiles: "random", firstPlayer: 0 } });
    const d1 = s.players[1]!.dealt;
    expect(almadi.validateMove(s, { type: "keepCharacters", keep: [d1[1], d1[0]] }, 1)).toMatchObject({ ok: false, error: { code: "KEEP_ORDER" } });
    expect(almadi.validateMove(s, { type: "keepCharacters", keep: [d1[0], s.players[0]!.dealt[0]] }, 1)).toMatchObject({ ok: false, error: { code: "NOT_DEALT" } });
    s = almadi.applyMove(s, { type: "keepCharacters", keep: [d1[0]!, d1[2]!] }, 1);
    expect(almadi.activePlayers(s)).toEqual([0, 2]);
    expect(s.publicCharacters).toEqual([]);
    s = almadi.applyMove(s, almadi.legalMoves(s, 2)[0]!, 2);
    s = almadi.applyMove(s, almadi.legalMoves(s, 0)[2]!, 0);
    expect(s.phase).toBe("play");
    expect(s.players[1]!.hand).toEqual([d1[0], d1[2]]);
    expect(s.publicCharacters.length).toBe(3);
    expect(s.publicCharacters).toContain(d1[1]);
    expect(s.unusedCharacters.length).toBe(26 - 9);
  });

  it("newGame helper reaches player 0's first turn", () => {
    const s = newGame({ characters: true });
    expect(s.phase).toBe("play");
    expect(s.current).toBe(0);
    expect(s.turn!.step).toBe("take");
  });
});
