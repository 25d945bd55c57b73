import { describe, expect, it } from "vitest";
import { deepFreeze, Rng } from "../../../src/core/index.js";
import { almadi, type AlmadiState } from "../../../src/games/almadi/index.js";
import { CAR, MKT, OAS, PAL } from "../../../src/games/almadi/catalog.js";
import { gridOf, groupSizes, moveTargets, placeTargets, ROWS, type Grid } from "../../../src/games/almadi/realm.js";
import { hireFree, newGame } from "./helpers.js";

/** A grid as a list of its landscapes ("r,c=index"), whatever its width. */
function layout(g: Grid): string[] {
  const out: string[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < g.w; c++) if (g.cells[r * g.w + c]! >= 0) out.push(`${r},${c}=${g.cells[r * g.w + c]}`);
  return out;
}

/** A game whose seats move landscapes a lot: Abriza, Hussain and Morgiana hired from the start. */
function genieGame(seed: number): AlmadiState {
  return hireFree(hireFree(newGame({ characters: true, seed }), 0, "abriza", "hussain", "morgiana"), 1, "abriza", "hussain");
}

describe("Working states: the rules played in place", () => {
  it("a realm changed in place keeps its cached grid right: the same landscapes, targets, group sizes and scores as a grid built afresh", () => {
    for (const seed of [1, 2, 3]) {
      const work = almadi.work(genieGame(seed));
      const rng = Rng.fromSeed(seed);
      for (let step = 0; step < 400 && !work.isTerminal(); step++) {
        const moves = work.legalMoves();
        work.play(moves[rng.int(moves.length)]!);
        for (const p of work.current.players) {
          const kept = gridOf(p.realm);
          const fresh = gridOf(JSON.parse(JSON.stringify(p.realm)) as typeof p.realm);
          expect(layout(kept), `seed ${seed}, step ${step}`).toEqual(layout(fresh));
          expect(kept.count).toBe(fresh.count);
          expect(kept.w).toBeGreaterThanOrEqual(fresh.w);
          for (let r = 1; r <= 4; r++) expect(placeTargets(kept, r)).toEqual(placeTargets(fresh, r));
          expect(moveTargets(kept, 2, 1, true)).toEqual(moveTargets(fresh, 2, 1, true));
          // Asked at every step, so a size cached for the layout before the move would show here.
          for (const type of [OAS, CAR, MKT, PAL]) expect(groupSizes(kept, type), `seed ${seed}, step ${step}, type ${type}`).toEqual(groupSizes(fresh, type));
        }
        expect(almadi.score(work.current)).toEqual(almadi.score(JSON.parse(JSON.stringify(work.current)) as AlmadiState));
      }
    }
  });

  it("the pure applyMove and a working state play the same game, and applyMove leaves a frozen input as it was", () => {
    for (const seed of [4, 5]) {
      let state = deepFreeze(genieGame(seed));
      const work = almadi.work(state);
      const rng = Rng.fromSeed(seed);
      while (!almadi.isTerminal(state)) {
        const moves = almadi.legalMoves(state);
        expect(work.legalMoves()).toEqual(moves);
        const move = moves[rng.int(moves.length)]!;
        const prev = state;
        const before = JSON.stringify(prev);
        state = deepFreeze(almadi.applyMove(prev, move));
        expect(JSON.stringify(prev), "applyMove leaves its input as it was").toBe(before);
        work.play(move);
        // Byte for byte, key order included.
        expect(JSON.stringify(work.snapshot())).toBe(JSON.stringify(state));
      }
      expect(work.isTerminal()).toBe(true);
    }
  });
});
