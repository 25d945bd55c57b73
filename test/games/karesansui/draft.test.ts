import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { deepFreeze } from "../../../src/core/dev.js";
import type { KaresansuiMoveType, KaresansuiState } from "../../../src/games/karesansui/index.js";
import { fresh, G } from "./helpers.js";

/** Random games played; at every position every listed move is applied, so each move type meets each kind of position. */
const SEEDS = 8;
/** How many move types Karesansui has: every one is applied. */
const MOVE_TYPES = 24;

describe("applyMove plays on a draft that shares only what the move leaves alone", () => {
  it("never writes into the state it was given (every state deep-frozen), and gives what a copy of the whole state gives", () => {
    const types = new Set<KaresansuiMoveType>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const players = 2 + (seed % 3);
      const config = seed % 2 === 0 ? { storedPlacement: "extra", allowRotate180: true } : {};
      const rng = Rng.fromSeed(seed);
      let s: KaresansuiState = deepFreeze(fresh(players, seed, config));
      while (!G.isTerminal(s)) {
        const before = JSON.stringify(s);
        const moves = G.legalMoves(s);
        for (const m of moves) {
          types.add(m.type);
          const after = G.applyMove(s, m);
          // The same move on a private copy of the whole state reaches the same state.
          expect(after).toEqual(G.applyMove(structuredClone(s), m));
        }
        expect(JSON.stringify(s)).toBe(before);
        s = deepFreeze(G.applyMove(s, moves[rng.int(moves.length)]!));
      }
    }
    expect(types.size).toBe(MOVE_TYPES);
  });
});
