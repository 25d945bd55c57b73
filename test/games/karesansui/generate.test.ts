import { describe, expect, it } from "vitest";
import { isListed, listMoves, MoveTypes, Rng, TypedMoveList, type PlayerId } from "../../../src/core/index.js";
import { generate } from "../../../src/games/karesansui/generate.js";
import type { KaresansuiMove, KaresansuiMoveType, KaresansuiState } from "../../../src/games/karesansui/index.js";
import { fresh, G } from "./helpers.js";
import { moves } from "../../../src/games/karesansui/moves.js";

/** Every move type, as the move grammar declares them. */
const TYPES: readonly KaresansuiMoveType[] = moves.types;

/** Random games played: enough to reach every decision kind. */
const SEEDS = 8;

/** (state, active seat) pairs of random games, every decision kind among them. */
function positions(players: number, seed: number, config: Record<string, unknown>): [KaresansuiState, PlayerId][] {
  const rng = Rng.fromSeed(seed);
  const out: [KaresansuiState, PlayerId][] = [];
  let s = fresh(players, seed, config);
  while (!G.isTerminal(s)) {
    const active = G.activePlayers(s);
    for (const p of active) out.push([s, p]);
    const p = active[rng.int(active.length)]!;
    const moves = G.legalMoves(s, p);
    s = G.applyMove(s, moves[rng.int(moves.length)]!, p);
  }
  return out;
}

/** Every decision kind, so that each section of the generator is reached. */
const KINDS = ["bonusMove", "drawnTiles", "extraDrawn", "gift", "monkAnywhere", "moveStone", "placeCell", "steal", "stealReaction", "step1", "step2", "stone", "swapTiles", "takeStored"];

describe("Move generation writes into a sink and respects what the sink wants", () => {
  it("in random games of every player count: one type's moves, the types present and each listed move found are what the full list says", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const players = 2 + (seed % 3);
      const config = seed % 2 === 0 ? { storedPlacement: "extra", allowRotate180: true } : {};
      for (const [s, p] of positions(players, seed, config)) {
        const all = listMoves(generate, s, p);
        expect(all.length).toBeGreaterThan(0);
        seen.add(s.stack[s.stack.length - 1]!.kind);
        const types = new MoveTypes<KaresansuiMove>();
        generate(s, p, types);
        expect([...types.seen].sort()).toEqual([...new Set(all.map((m) => m.type))].sort());
        for (const type of TYPES) {
          const typed = new TypedMoveList<KaresansuiMove>(type);
          generate(s, p, typed);
          expect(typed.moves).toEqual(all.filter((m) => m.type === type));
        }
        for (const m of all) expect(isListed(generate, s, p, m)).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual(KINDS);
  });
});
