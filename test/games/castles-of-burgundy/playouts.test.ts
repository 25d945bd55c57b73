import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { builderMove, fresh, game } from "./helpers.js";

describe("Builder playouts: estates fill, every effect fires, invariants and canonical moves hold", () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players`, () => {
      const kinds = new Set<string>();
      let filled = 0;
      for (let g = 0; g < 3; g++) {
        const rng = Rng.fromSeed(`builder-${n}-${g}`);
        let s = fresh(n, `b-${n}-${g}`);
        for (let step = 0; !game.isTerminal(s); step++) {
          expect(game.invariants(s)).toEqual([]);
          kinds.add(s.decisions[s.decisions.length - 1]!.kind);
          const moves = game.legalMoves(s);
          expect(moves.length).toBeGreaterThan(0);
          if (step % 3 === 0 || (s.round === 4 && s.turnIndex === s.players.length - 1)) {
            const outcomes = new Set(moves.map((m) => JSON.stringify(game.applyMove(s, m))));
            expect(outcomes.size).toBe(moves.length);
          }
          s = game.applyMove(s, builderMove(moves, rng));
        }
        for (const p of s.players) filled += p.estate.filter((t) => t >= 0).length;
        const sheet = game.score(s);
        for (const line of sheet.players) expect(line.total).toBeGreaterThan(0);
      }
      expect(filled / (3 * n)).toBeGreaterThan(15);
      for (const k of ["turn", "castle", "ship", "discard"]) expect(kinds.has(k), k).toBe(true);
    });
  }
});
