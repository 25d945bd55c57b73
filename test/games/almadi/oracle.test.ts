import { describe, expect, it } from "vitest";
import { almadi, type AlmadiConfig } from "../../../src/games/almadi/index.js";

/**
 * Move-count oracle (perft-style): from fixed seeded positions, the exact number of legal moves
 * at each step while playing move number (7·step mod count). Any change in move generation,
 * placement, activation or genie rules shows up here.
 */
function counts(players: number, seed: number, config: Partial<AlmadiConfig>, steps: number): number[] {
  let s = almadi.setup({ players, seed, config: { ...config, firstPlayer: 0 } });
  const out: number[] = [];
  for (let i = 0; i < steps && !almadi.isTerminal(s); i++) {
    const p = almadi.activePlayers(s)[0]!;
    const moves = almadi.legalMoves(s, p);
    out.push(moves.length);
    s = almadi.applyMove(s, moves[(i * 7) % moves.length]!, p);
  }
  return out;
}

describe("Move-count oracle", () => {
  it("2 players, seed 42, base game", () => {
    expect(counts(2, 42, {}, 30)).toEqual([5, 4, 8, 8, 8, 2, 8, 2, 8, 8, 8, 8, 8, 2, 8, 10, 28, 10, 2, 12, 10, 12, 46, 2, 8, 10, 8, 2, 12, 12]);
  });

  it("3 players, seed 7, Characters variant", () => {
    expect(counts(3, 7, { characters: true }, 30)).toEqual([5, 4, 3, 3, 3, 3, 8, 2, 1, 8, 1, 8, 2, 1, 8, 1, 8, 2, 1, 8, 2, 1, 12, 1, 8, 13, 2, 1, 12, 4]);
  });

  it("4 players, seed 11, random starting tiles", () => {
    expect(counts(4, 11, { startTiles: "random" }, 30)).toEqual([8, 8, 8, 8, 8, 8, 8, 8, 8, 7, 8, 8, 9, 2, 8, 16, 7, 10, 8, 8, 2, 8, 2, 10, 2, 10, 8, 2, 8, 12]);
  });

  it("every listed move is accepted and every refused neighbour is unlisted (first placement)", () => {
    const s = almadi.setup({ players: 2, seed: 42, config: { startTiles: "random", firstPlayer: 0 } });
    let accepted = 0;
    for (let slot = 0; slot < 8; slot++) {
      for (let r = 0; r <= 5; r++) for (let c = 0; c <= 3; c++) if (almadi.validateMove(s, { type: "place", slot, cell: `${r},${c}` }).ok) accepted++;
    }
    expect(accepted).toBe(almadi.legalMoves(s).length);
    expect(accepted).toBe(8);
  });
});
