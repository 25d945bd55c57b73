import { describe, expect, it } from "vitest";
import { almadi, type AlmadiMove, type AlmadiState } from "../../../src/games/almadi/index.js";
import { arrange, giveRubies, hireFree, movesOf, newGame, play, tileWith, toHand } from "./helpers.js";

/** Plays a whole game choosing the first legal move every time. */
function playOut(s: AlmadiState, pick: (moves: readonly AlmadiMove[]) => AlmadiMove = (m) => m[0]!): AlmadiState {
  for (let i = 0; i < 5000 && !almadi.isTerminal(s); i++) {
    const p = almadi.activePlayers(s)[0]!;
    s = almadi.applyMove(s, pick(almadi.legalMoves(s, p)), p);
  }
  return s;
}

describe("Refill from the face-down supply", () => {
  it("the emptied slot is refilled with the top supply landscape at the end of the turn", () => {
    const s0 = arrange(newGame(), { board: { 4: tileWith("OAS", "???>") } });
    const s = play(s0, { type: "place", slot: 4, cell: "3,1" });
    expect(s.board[4]).toBe(s0.supply[0]);
    expect(s.supply).toEqual(s0.supply.slice(1));
    expect(s.current).toBe(1);
  });
});

describe("Game end: the last supply landscape placed on the board (A21)", () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: 16 turns each, then final scoring`, () => {
      const s = playOut(newGame({ players }));
      expect(almadi.isTerminal(s)).toBe(true);
      expect(s.supply).toEqual([]);
      expect(s.board.filter((t) => t !== null).length).toBe(8);
      expect(s.players.map((p) => p.turns)).toEqual(Array(players).fill(16));
      expect(s.players.every((p) => Object.keys(p.realm).length === 20)).toBe(true);
      expect(almadi.legalMoves(s)).toEqual([]);
    });
  }
});

describe("End of turn", () => {
  it("in the base game the turn ends by itself once nothing is pending", () => {
    const s = play(arrange(newGame(), { board: { 4: tileWith("OAS", "???>") } }), { type: "place", slot: 4, cell: "3,1" });
    expect(s.current).toBe(1);
    expect(s.turn!.step).toBe("take");
  });

  it("with characters the player ends the turn, and may still hire first", () => {
    let s = arrange(newGame({ characters: true }), { board: { 4: tileWith("OAS", "???>") } });
    s = giveRubies(toHand(s, 0, "khalif"), 0, 3);
    s = play(s, { type: "place", slot: 4, cell: "3,1" });
    expect(s.current).toBe(0);
    expect(s.turn!.step).toBe("end");
    expect(movesOf(s)[0]).toEqual({ type: "endTurn" });
    expect(movesOf(s)).toContainEqual({ type: "hire", character: "khalif" });
    expect(movesOf(s).every((m) => m.type === "endTurn" || m.type === "hire")).toBe(true);
    s = play(s, { type: "hire", character: "khalif" }, { type: "endTurn" });
    expect(s.current).toBe(1);
    expect(s.players[0]!.hired).toEqual(["khalif"]);
  });
});

describe("Dunyazad: one extra turn before final scoring (A22)", () => {
  it("owners play one more turn each, in seat order after the last normal turn, without refill", () => {
    let s = newGame({ players: 3, characters: true });
    s = hireFree(hireFree(s, 0, "dunyazad"), 2, "zumurrud");
    s = { ...s, players: s.players.map((p, i) => (i === 2 ? { ...p, copy: "dunyazad" as const } : p)) };
    // Play until the normal turns end (always the first move: place / endTurn first).
    s = playOut(s, (moves) => moves.find((m) => m.type !== "hire" && m.type !== "chooseCopy") ?? moves[0]!);
    expect(almadi.isTerminal(s)).toBe(true);
    expect(s.players.map((p) => p.turns)).toEqual([17, 16, 17]);
    expect(s.board.filter((t) => t !== null).length).toBe(6);
  });

  it("the extra turns follow the last normal turn's player in seat order", () => {
    let s = hireFree(newGame({ players: 3, characters: true }), 0, "dunyazad");
    s = { ...s, supply: [], current: 2 };
    const board = s.board.slice();
    board[0] = null;
    s = { ...s, board, turn: { ...s.turn!, step: "end" } };
    s = play(s, { type: "endTurn" });
    expect(s.normalTurnsOver).toBe(true);
    expect(s.current).toBe(0);
    expect(s.turn!.extra).toBe(true);
    expect(movesOf(s, "aliDraw")).toEqual([]);
  });
});
