import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { fresh, game } from "./helpers.js";

describe("Canonical moves: legalMoves never lists two moves with the same outcome", () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players: every listed move leads to a different state`, () => {
      const rng = Rng.fromSeed(`canon-${n}`);
      let s = fresh(n, 100 + n);
      let checked = 0;
      for (let step = 0; !game.isTerminal(s); step++) {
        const moves = game.legalMoves(s);
        if (step % 3 === 0) {
          const outcomes = new Set(moves.map((m) => JSON.stringify(game.applyMove(s, m))));
          expect(outcomes.size).toBe(moves.length);
          checked++;
        }
        s = game.applyMove(s, moves[rng.int(moves.length)]!);
      }
      expect(checked).toBeGreaterThan(30);
    });
  }
});
