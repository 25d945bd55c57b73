import { describe, expect, it } from "vitest";
import { almadi, type AlmadiMove, type AlmadiState } from "../../../src/games/almadi/index.js";
import { Rng } from "../../../src/core/index.js";
import { withPlayer } from "./helpers.js";

const POWER_MOVES = new Set<AlmadiMove["type"]>(["hire", "chooseCopy", "aliDraw", "aliSwap", "genieSwap", "zeinabTrade", "takeObjective", "genieMove"]);

/** Random playouts that favour character powers, with rubies to spend, checking soundness all along. */
function biasedGame(seed: number, players: number): { state: AlmadiState; used: Set<string> } {
  const rng = Rng.fromSeed(seed);
  let s = almadi.setup({ players, seed, config: { characters: true, startTiles: "random" } });
  while (s.phase === "keep") {
    const p = almadi.activePlayers(s)[0]!;
    const moves = almadi.legalMoves(s, p);
    s = almadi.applyMove(s, moves[rng.int(moves.length)]!, p);
  }
  for (let p = 0; p < players; p++) s = withPlayer(s, p, { rubies: 6 });
  const used = new Set<string>();
  for (let step = 0; !almadi.isTerminal(s); step++) {
    expect(step).toBeLessThan(4000);
    const p = almadi.activePlayers(s)[0]!;
    const moves = almadi.legalMoves(s, p);
    const powers = moves.filter((m) => POWER_MOVES.has(m.type));
    const pool = powers.length > 0 && rng.int(10) < 7 ? powers : moves;
    const move = pool[rng.int(pool.length)]!;
    used.add(move.type);
    s = almadi.applyMove(s, move, p);
    expect(almadi.invariants(s)).toEqual([]);
    if (step % 17 === 0) {
      for (let q = 0; q < players; q++) {
        const d = almadi.determinize(s, q, Rng.fromSeed(step));
        expect(almadi.playerView(d, q)).toEqual(almadi.playerView(s, q));
        expect(almadi.invariants(d)).toEqual([]);
      }
    }
  }
  for (const l of almadi.score(s).players) expect(Object.values(l.breakdown).reduce((a, b) => a + b, 0)).toBe(l.total);
  return { state: s, used };
}

describe("Character powers in whole games", () => {
  it("games rich in hires, copies, Ali draws, swaps and trades stay sound and end", () => {
    const used = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = biasedGame(seed, 2 + (seed % 4));
      for (const t of r.used) used.add(t);
      expect(r.state.players.every((p) => p.turns >= 16)).toBe(true);
    }
    for (const t of ["hire", "chooseCopy", "aliDraw", "aliPlace", "aliSwap", "genieMove", "genieSwap", "zeinabTrade", "takeObjective"]) expect(used.has(t), t).toBe(true);
  });
});
