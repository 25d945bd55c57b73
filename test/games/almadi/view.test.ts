import { describe, expect, it } from "vitest";
import { almadi, character, type AlmadiMove, type AlmadiState, type AlmadiView } from "../../../src/games/almadi/index.js";
import { canonicalKey, isIllegalMoveError, Rng, type IllegalMoveError } from "../../../src/core/index.js";
import { giveRubies, newGame, randomGame, toHand } from "./helpers.js";

describe("Hidden information (spec §5.1)", () => {
  it("the view hides the supply order, the decks below their top cards, others' hands and the PRNG", () => {
    const s = newGame({ characters: true });
    const v = almadi.playerView(s, 0);
    const json = JSON.stringify(v);
    expect(json).not.toContain('"rng"');
    expect(v.viewer).toBe(0);
    expect(v.supplySize).toBe(s.supply.length);
    expect(json).not.toContain(`"${s.supply[5]}"`);
    expect(v.mosaicTop).toBe(s.mosaicDeck[0]);
    expect(json).not.toContain(`"${s.mosaicDeck[1]}"`);
    expect(v.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(v.players[1]!.hand).toBeNull();
    expect(v.players[1]!.handCount).toBe(2);
    for (const c of s.players[1]!.hand) expect(json).not.toContain(`"${c}"`);
    for (const c of s.unusedCharacters) expect(json).not.toContain(`"${c}"`);
    const spectator = almadi.playerView(s, "spectator");
    expect(spectator.viewer).toBe("spectator");
    expect(spectator.players.every((p) => p.hand === null)).toBe(true);
  });

  it("others' dealt cards and kept pair stay secret during the keep step", () => {
    let s = almadi.setup({ players: 2, seed: 5, config: { characters: true, startTiles: "random" } });
    const d = s.players[1]!.dealt;
    s = almadi.applyMove(s, { type: "keepCharacters", keep: [d[0]!, d[1]!] }, 1);
    const v = almadi.playerView(s, 0);
    expect(v.players[1]!.dealt).toBeNull();
    expect(v.players[1]!.dealtCount).toBe(4);
    expect(v.players[1]!.handCount).toBe(2);
  });
});

/** States along a few random games, with and without characters, in every phase. */
function sampleStates(): AlmadiState[] {
  const out: AlmadiState[] = [];
  for (const [players, characters, seed] of [
    [2, true, 1],
    [3, true, 2],
    [4, false, 3],
    [5, true, 4],
  ] as const) {
    for (const steps of [0, 3, 9, 40, 120, 100000]) out.push(randomGame({ players, characters, seed, steps }));
  }
  return out;
}

describe("fromView: a full state rebuilt from a view, hidden parts dealt from the rng", () => {
  const states = sampleStates();

  it("is sound and shows its viewer exactly the view it came from (every seat and a spectator)", () => {
    for (const s of states) {
      for (const viewer of [...s.players.keys(), "spectator" as const]) {
        const v = almadi.playerView(s, viewer);
        const t = almadi.fromView(v, Rng.fromSeed(9));
        expect(almadi.invariants(t)).toEqual([]);
        expect(almadi.loadState(JSON.parse(JSON.stringify(t)))).toEqual(t);
        expect(almadi.playerView(t, viewer)).toEqual(v);
      }
    }
  });

  it("deals the hidden parts at random: the supply order and others' characters differ between rngs", () => {
    const s = newGame({ players: 3, characters: true });
    const v = almadi.playerView(s, 0);
    const a = almadi.fromView(v, Rng.fromSeed(1));
    const b = almadi.fromView(v, Rng.fromSeed(2));
    expect(a.supply).not.toEqual(b.supply);
    expect([a.players[1]!.hand, a.unusedCharacters]).not.toEqual([b.players[1]!.hand, b.unusedCharacters]);
    expect(a.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(a.rng).not.toEqual(s.rng);
  });

  it("determinize depends only on what the player can see: states differing in hidden parts give the same result", () => {
    const s = newGame({ players: 3, characters: true });
    // Same public facts: another supply order, and player 1's kept pair swapped with undealt cards.
    const other: AlmadiState = {
      ...s,
      supply: s.supply.slice().reverse(),
      unusedCharacters: [...s.unusedCharacters.slice(2), ...s.players[1]!.hand],
      players: s.players.map((p, i) => (i === 1 ? { ...p, hand: s.unusedCharacters.slice(0, 2) } : p)),
      rng: [1, 2, 3, 4],
    };
    expect(almadi.invariants(other)).toEqual([]);
    expect(almadi.playerView(other, 0)).toEqual(almadi.playerView(s, 0));
    expect(almadi.determinize(other, 0, Rng.fromSeed(5))).toEqual(almadi.determinize(s, 0, Rng.fromSeed(5)));
    // A bot copying its rng learns nothing: the real supply is not recovered.
    expect(almadi.determinize(s, 0, Rng.fromSeed(5)).supply).not.toEqual(s.supply);
  });

  it("refuses a view whose hidden counts cannot be dealt (typed error, not a crash)", () => {
    const v = almadi.playerView(newGame(), 0);
    const bad: AlmadiView = { ...v, supplySize: v.supplySize + 1 };
    expect(() => almadi.fromView(bad, Rng.fromSeed(1))).toThrow(/supply/);
    expect(() => almadi.fromView({ ...v, mosaicTop: null }, Rng.fromSeed(1))).toThrow(/top card/);
  });
});

describe("Questions asked of a view are answered as of the state", () => {
  it("a seat's legal moves, their descriptions, the decision and the active players never depend on what it cannot see", () => {
    for (const s of sampleStates()) {
      if (almadi.isTerminal(s)) {
        expect(almadi.legalMoves(almadi.playerView(s, 0))).toEqual([]);
        continue;
      }
      expect(almadi.decision(almadi.playerView(s, "spectator"))).toEqual(almadi.decision(s));
      for (let p = 0; p < s.players.length; p++) {
        const v = almadi.playerView(s, p);
        const fromView = almadi.legalMoves(v).map(canonicalKey);
        expect(fromView).toEqual(almadi.legalMoves(s, p).map(canonicalKey));
        expect(almadi.activePlayers(v)).toEqual(almadi.activePlayers(s));
        for (const m of almadi.legalMoves(s, p).slice(0, 8)) expect(almadi.describeMove(v, m)).toBe(almadi.describeMove(s, m, p));
      }
    }
  });
});

describe("describeMove of another seat's move from a view: refused exactly when no state the view allows has it legal", () => {
  /** The refusal of `move` of `seat` as code and message, from a view or a state (null when legal / described). */
  const refusal = (state: unknown, move: AlmadiMove, seat: number): { code: string; message: string } | null => {
    if (!almadi.isView(state)) {
      const check = almadi.validateMove(state as AlmadiState, move, seat);
      return check.ok ? null : { code: check.error.code, message: check.error.message };
    }
    try {
      almadi.describeMove(state, move, seat);
      return null;
    } catch (e) {
      expect(isIllegalMoveError(e)).toBe(true);
      return { code: (e as IllegalMoveError).code, message: (e as IllegalMoveError).message };
    }
  };

  it("keep step: the viewer's own dealt characters are refused as not dealt; two it cannot see are described", () => {
    const s = almadi.setup({ players: 2, seed: 5, config: { characters: true, startTiles: "random" } });
    const view = almadi.playerView(s, 1);
    const mine = s.players[1]!.dealt;
    const keepMine: AlmadiMove = { type: "keepCharacters", keep: [mine[0]!, mine[1]!] };
    expect(refusal(view, keepMine, 0)).toEqual(refusal(s, keepMine, 0));
    expect(refusal(view, keepMine, 0)?.code).toBe("NOT_DEALT");
    // Two undealt characters: seat 0 was not dealt them, but seat 1 cannot tell.
    const unseen: AlmadiMove = { type: "keepCharacters", keep: [s.unusedCharacters[0]!, s.unusedCharacters[1]!] };
    expect(refusal(s, unseen, 0)?.code).toBe("NOT_DEALT");
    expect(refusal(view, unseen, 0)).toBeNull();
  });

  it("hiring: a character the viewer holds is refused; an unseen one is described if affordable, refused for its cost (held or not) if not", () => {
    const s = newGame({ characters: true });
    const view = almadi.playerView(s, 1);
    const held = s.players[0]!.hand[0]!;
    const unheld = s.unusedCharacters.find((c) => character(c)!.cost === character(held)!.cost)!;
    expect(unheld).toBeDefined();
    const theirs: AlmadiMove = { type: "hire", character: s.players[1]!.hand[0]! };
    expect(refusal(view, theirs, 0)).toEqual(refusal(s, theirs, 0));
    expect(refusal(view, theirs, 0)?.code).toBe("NOT_AVAILABLE");
    // Unaffordable: the same refusal whether seat 0 holds it or not (as a state where it does refuses it).
    const poor = s.players[0]!.rubies < character(held)!.cost;
    for (const c of [held, unheld]) {
      const hire: AlmadiMove = { type: "hire", character: c };
      if (poor) expect(refusal(view, hire, 0), c).toEqual({ code: "CANNOT_AFFORD", message: refusal(toHand(s, 0, c), hire, 0)?.message });
      else expect(refusal(view, hire, 0), c).toBeNull();
    }
    const rich = giveRubies(s, 0, character(unheld)!.cost);
    expect(refusal(rich, { type: "hire", character: unheld }, 0)?.code).toBe("NOT_AVAILABLE");
    expect(refusal(almadi.playerView(rich, 1), { type: "hire", character: unheld }, 0)).toBeNull();
  });
});
