/** fromView and determinize: a sound state from a view alone, hidden goods dealt from the given rng. */
import { describe, expect, it } from "vitest";
import { Rng, canonicalKey } from "../../../src/core/index.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { current, fresh, game, midGame, play } from "./helpers.js";

/** The same state with its hidden goods (later stacks and unused tiles) dealt in another order. */
function hiddenReshuffled(s: CobState, seed: number): CobState {
  const pool = [...s.goodsStacks.flat(), ...s.spareGoods];
  Rng.fromSeed(seed).shuffle(pool);
  const goodsStacks = s.goodsStacks.map((st) => pool.splice(0, st.length));
  return { ...s, goodsStacks, spareGoods: pool.sort((a, b) => a - b) };
}

describe("fromView: a full, sound state consistent with a view", () => {
  for (const [players, moves] of [
    [2, 0],
    [3, 40],
    [4, 150],
  ] as const) {
    it(`${players} players after ${moves} moves: playerView(fromView(view)) is the view, for each seat and a spectator`, () => {
      const s = midGame(players, 10 + players, moves);
      for (const viewer of [...Array(players).keys(), "spectator" as const]) {
        const view = game.playerView(s, viewer);
        const full = game.fromView(view, Rng.fromSeed(7));
        expect(game.invariants(full)).toEqual([]);
        expect(game.playerView(full, viewer)).toEqual(view);
      }
    });
  }

  it("deals the unseen goods at random from the rng: other seeds give other stacks", () => {
    const view = game.playerView(fresh(2, 3), 0);
    const dealt = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(game.fromView(view, Rng.fromSeed(seed)).goodsStacks)));
    expect(dealt.size).toBeGreaterThan(1);
  });

  it("the PRNG state is fresh from the rng, not the real one", () => {
    const s = fresh(2, 3);
    const full = game.fromView(game.playerView(s, 0), Rng.fromSeed(1));
    expect(full.rng).not.toEqual(s.rng);
  });
});

describe("determinize depends only on what the player can see (issue: a bot copying the rng could undo the shuffle)", () => {
  it("two states differing only in hidden goods give identical determinize output for the same rng", () => {
    const s = midGame(3, 21, 60);
    const twin = hiddenReshuffled(s, 5);
    expect(twin.goodsStacks).not.toEqual(s.goodsStacks);
    expect(game.invariants(twin)).toEqual([]);
    for (let seat = 0; seat < 3; seat++) {
      expect(game.playerView(twin, seat)).toEqual(game.playerView(s, seat));
      expect(game.determinize(twin, seat, Rng.fromSeed(99))).toEqual(game.determinize(s, seat, Rng.fromSeed(99)));
    }
  });
});

describe("Functions asked about a view answer as about the state (the seat's own moves never depend on hidden goods)", () => {
  it("legalMoves, decision, describeMove and render of a view match the state's", () => {
    const s = midGame(2, 33, 25);
    const seat = game.activePlayers(s)[0]!;
    const view = game.playerView(s, seat);
    expect(game.legalMoves(view).map(canonicalKey).sort()).toEqual(game.legalMoves(s, seat).map(canonicalKey).sort());
    expect(game.decision(view)).toEqual(game.decision(s));
    const m = game.legalMoves(s, seat)[0]!;
    expect(game.describeMove(view, m)).toBe(game.describeMove(s, m, seat));
    expect(game.render(view)).toBe(game.render(s, seat));
  });
});

describe("describeMove of another seat's move from a view (issue: a used die was let through)", () => {
  it("a move with a die already used this turn is refused from every other view, with the full state's error", () => {
    const start = fresh(2, 1);
    const seat = current(start);
    const s = play(start, { type: "workers", die: 0 });
    const again = { type: "workers", die: 0 } as const;
    const full = game.validateMove(s, again, seat);
    expect(!full.ok && full.error.code).toBe("DIE_USED");
    if (full.ok) return;
    for (const viewer of [1 - seat, "spectator" as const]) {
      expect(() => game.describeMove(game.playerView(s, viewer), again, seat), `seen by ${viewer}`).toThrow(expect.objectContaining({ code: "DIE_USED", message: full.error.message }));
      // The other die is still there to use.
      expect(game.describeMove(game.playerView(s, viewer), { type: "workers", die: 1 }, seat)).toBe(game.describeMove(s, { type: "workers", die: 1 }, seat, viewer));
    }
  });
});
