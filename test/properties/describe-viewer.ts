import fc from "fast-check";
import { expect, it } from "vitest";
import { Rng, type AnyGame, type PlayerId } from "../../src/core/index.js";
import { readmeLoop } from "./contract.js";

/** Moves of one seat checked at a position (the first ones, where hidden choices such as a kept pair all sit, then a random one). */
const MOVES_PER_SEAT = 12;
/** One position in this many is checked (at random): every viewer of every move is costly. */
const POSITION_STRIDE = 3;

/**
 * `describeMove(state, move, player, viewer)` tells a viewer only what that viewer may see, checked
 * at random positions (one in {@link POSITION_STRIDE}) of random games for every listed move (up to {@link MOVES_PER_SEAT} per seat)
 * and every viewer (each seat and a spectator):
 * - from the full state it reads exactly as from the viewer's own view;
 * - from another full state the viewer cannot tell apart (determinize) where the move is legal too,
 *   it reads the same;
 * - two moves the viewer cannot tell apart (they reach different states with the same view for
 *   that viewer: another seat's kept characters, a sealed declaration) read the same.
 */
export function describeViewerProperties(game: AnyGame, players: number, config: Record<string, unknown>, runs: number): void {
  it("describeMove for a viewer depends only on what that viewer sees", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const rng = Rng.fromSeed(seed ^ 0xd35c);
        const viewers: (PlayerId | "spectator")[] = [...Array.from({ length: players }, (_, p) => p), "spectator"];
        for (const state of readmeLoop(game, players, seed, config)) {
          if (game.isTerminal(state) || rng.int(POSITION_STRIDE) !== 0) continue;
          const twins = viewers.map((v) => (v === "spectator" ? null : game.determinize(state, v, rng.fork())));
          for (const p of game.activePlayers(state)) {
            const listed = game.legalMoves(state, p);
            const moves = listed.slice(0, MOVES_PER_SEAT);
            if (listed.length > MOVES_PER_SEAT) moves.push(listed[rng.int(listed.length)]!);
            const outcomes = moves.map((m) => JSON.stringify(game.applyMove(state, m, p)));
            viewers.forEach((v, vi) => {
              const view = game.playerView(state, v);
              /** Description of each move for `v`, by what `v` is shown after it. */
              const byView = new Map<string, { text: string; outcome: string }>();
              moves.forEach((m, i) => {
                const text = game.describeMove(state, m, p, v);
                expect(game.describeMove(view, m, p), `seat ${p}'s move for ${v}: from the view as from the state`).toBe(text);
                const twin = twins[vi];
                if (twin && game.validateMove(twin, m, p).ok) expect(game.describeMove(twin, m, p, v), "same from a state the viewer cannot tell apart").toBe(text);
                const after = JSON.stringify(game.playerView(game.applyMove(state, m, p), v));
                const same = byView.get(after);
                if (same && same.outcome !== outcomes[i]) expect(text, `seat ${p}'s moves that ${v} cannot tell apart read the same`).toBe(same.text);
                else byView.set(after, { text, outcome: outcomes[i]! });
              });
            });
          }
        }
      }),
      { numRuns: runs, seed: 0xde5c + players },
    );
  });
}
