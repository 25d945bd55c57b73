import fc from "fast-check";
import { expect, it } from "vitest";
import { canonicalKey, isIllegalMoveError, Rng, type AnyGame, type MoveToPlay, type PlayerId } from "../../src/core/index.js";
import { fromView as almadiFromView } from "../../src/games/almadi/view.js";
import { fromView as azulFromView } from "../../src/games/azul/view.js";
import { fromView as cobFromView } from "../../src/games/castles-of-burgundy/view.js";
import { fromView as karesansuiFromView } from "../../src/games/karesansui/view.js";
import { fromView as queensGardenFromView } from "../../src/games/queens-garden/view.js";
import { readmeLoop } from "./contract.js";
import { mutations, stripSeat } from "./helpers.js";

/** Every game's own completion of a view, which deals what a move of another seat needs (test-side: core knows no game). */
const COMPLETIONS: Readonly<Record<string, (view: never, rng: Rng, toPlay: MoveToPlay<never>) => unknown>> = {
  azul: azulFromView,
  "queens-garden": queensGardenFromView,
  almadi: almadiFromView,
  karesansui: karesansuiFromView,
  "castles-of-burgundy": cobFromView,
};

/** One position in this many is checked (at random): every seat's moves seen by every other viewer is costly. */
const POSITION_STRIDE = 16;
/** Moves tried per seat and position: listed ones, one-field mutations, other seats' and nearby positions' moves. */
const CANDIDATES = 8;
/** How many positions on either side lend their listed moves as candidates (a die used since, a card played later). */
const NEARBY = 3;

/** What describeMove answers: the text, or the refusal's code and message (anything else fails the test). */
type Answer = { readonly text: string } | { readonly code: string; readonly message: string };

function answer(f: () => string): Answer {
  try {
    return { text: f() };
  } catch (e) {
    if (!isIllegalMoveError(e)) throw e;
    return { code: e.code, message: e.message };
  }
}

/** `n` of `items` at random (all when there are fewer). */
function sample<T>(items: readonly T[], n: number, rng: Rng): T[] {
  const pool = items.slice();
  if (pool.length <= n) return pool;
  return Array.from({ length: n }, () => pool.splice(rng.int(pool.length), 1)).flat();
}

/** Moves to try for `seat` at position `i`: its listed moves and their mutations, other seats' moves there and nearby (without seats). */
function candidates(game: AnyGame, states: readonly unknown[], i: number, seat: PlayerId, rng: Rng): unknown[] {
  const own = game.legalMoves(states[i], seat).map(stripSeat);
  const others: unknown[] = [];
  for (let j = Math.max(0, i - NEARBY); j <= Math.min(states.length - 1, i + NEARBY); j++) {
    if (!game.isTerminal(states[j])) others.push(...game.legalMoves(states[j]).map(stripSeat));
  }
  const mutated = sample(own, 3, rng).flatMap(mutations);
  const byKey = new Map<string, unknown>();
  for (const m of [...sample(own, 3, rng), ...sample(mutated, 6, rng), ...sample(others, CANDIDATES, rng)]) byKey.set(canonicalKey(m), m);
  return sample([...byKey.values()], CANDIDATES, rng);
}

/**
 * From a player's view, another seat's move (one the view's seat cannot see all of: its hidden
 * cards, a sealed answer) is described exactly when some state the view allows has it legal, and
 * otherwise refused with a typed error, whatever the view hides. Checked against the game's
 * completion of the view dealt for that move, with another seed: a state the viewer cannot tell
 * from the real one (its view is the same) whose hidden cards the move needs are its player's.
 * - accepted ⇒ legal in that completion (so some state the view allows has it legal); refused ⇒
 *   illegal there, with the same error, so a move illegal in every state the view allows (a used die,
 *   an empty storage slot) is refused, and the error does not depend on how the rest was dealt;
 * - refused ⇒ illegal in the real state: a move the real state allows is never refused;
 * - another state with the same view (a random completion) gets the same answer.
 */
export function describeOtherSeatProperties(game: AnyGame, players: number, config: Record<string, unknown>, runs: number): void {
  it("from a view, another seat's move is refused exactly when no state the view allows has it legal, with an error that depends on the view alone", () => {
    const complete = COMPLETIONS[game.id];
    expect(complete, "every game has its completion registered here").toBeDefined();
    if (complete === undefined) return;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const rng = Rng.fromSeed(seed ^ 0x0be5);
        const states = readmeLoop(game, players, seed, config);
        states.forEach((state, i) => {
          if (game.isTerminal(state) || rng.int(POSITION_STRIDE) !== 0) return;
          for (const seat of game.activePlayers(state)) {
            const moves = candidates(game, states, i, seat, rng);
            const viewers: (PlayerId | "spectator")[] = [...Array.from({ length: players }, (_, p) => p).filter((p) => p !== seat), "spectator"];
            for (const viewer of viewers) {
              const view = game.playerView(state, viewer);
              const twin = game.fromView(view, rng.fork());
              for (const m of moves) {
                const said = answer(() => game.describeMove(view, m as never, seat));
                const what = `${canonicalKey(m)} of seat ${seat} seen by ${viewer}`;
                expect(
                  answer(() => game.describeMove(game.playerView(twin, viewer), m as never, seat)),
                  `${what}: the same from a state with the same view`,
                ).toEqual(said);
                // A malformed move is refused alike everywhere: the completion is dealt for nothing then.
                const wellFormed = game.schemas.move.safeParse(m).success;
                const witness = complete(view as never, rng.fork(), wellFormed ? { move: m as never, player: seat } : (undefined as never));
                expect(game.playerView(witness, viewer), `${what}: the completion dealt for the move keeps the view`).toEqual(view);
                expect(game.invariants(witness), `${what}: the completion dealt for the move is sound`).toEqual([]);
                const there = game.validateMove(witness, m, seat);
                if ("text" in said) {
                  expect(there.ok, `${what}: accepted, so legal in the completion dealt for it (${there.ok ? "" : there.error.message})`).toBe(true);
                  continue;
                }
                expect(there.ok, `${what}: refused (${said.message}), so illegal in every completion`).toBe(false);
                if (!there.ok) expect(said, `${what}: refused as the completion refuses it`).toEqual({ code: there.error.code, message: there.error.message });
                expect(game.validateMove(state, m, seat).ok, `${what}: refused (${said.message}) though the real state allows it`).toBe(false);
              }
            }
          }
        });
      }),
      { numRuns: runs, seed: 0x07e5 + players },
    );
  });
}
