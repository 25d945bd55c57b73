import { describe, expect, it } from "vitest";
import { Rng, ValidationError } from "../../../src/core/index.js";
import { queensGarden as G, type QueensGardenState } from "../../../src/games/queens-garden/index.js";
import { fresh, play, withDisplay, withPlayer } from "./helpers.js";

/** A state some moves into a game, with a face-down expansion in a garden and one in the display. */
function midGame(): QueensGardenState {
  let s = withPlayer(fresh(2, 11), 1, { areas: { 2: "down" } });
  s = withDisplay(s, ["B1", "Y3", "P5", "G2"], [{ tiles: ["Y2"] }, { faceUp: "Y6" }]);
  return s;
}

/** The same state with every face-down pile in another order and the face-down ids swapped around. */
function reshuffled(s: QueensGardenState): QueensGardenState {
  const hidden = [...s.stack, ...s.laterStacks.flat(), ...s.supply];
  for (const d of s.display) if (!d.faceUp) hidden.push(d.expansion);
  for (const p of s.players) for (const a of p.areas) if (a && !a.faceUp) hidden.push(a.expansion);
  hidden.reverse();
  let i = 0;
  const next = (): number => hidden[i++]!;
  return {
    ...s,
    stack: s.stack.map(next),
    laterStacks: s.laterStacks.map((x) => x.map(next)),
    supply: s.supply.map(next),
    display: s.display.map((d) => (d.faceUp ? d : { ...d, expansion: next() })),
    players: s.players.map((p) => ({ ...p, areas: p.areas.map((a) => (a && !a.faceUp ? { ...a, expansion: next() } : a)) })),
    rng: [1, 2, 3, 4],
  };
}

describe("Views: playerView names its viewer and hides every face-down id", () => {
  it("a view carries game and viewer, never rng, bag contents or pile orders", () => {
    const s = midGame();
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = G.playerView(s, viewer);
      expect(v.game).toBe("queens-garden");
      expect(v.viewer).toBe(viewer);
      expect(Object.keys(v)).not.toContain("rng");
      expect(Object.keys(v)).not.toContain("bag");
      expect(v.display.map((d) => d.expansion)).toEqual([null, s.display[1]!.expansion]);
      expect(v.players[1]!.areas[2]).toEqual({ expansion: null, faceUp: false, rotation: 0 });
      expect(G.isView(v)).toBe(true);
    }
  });
});

describe("fromView: a full, sound state dealt from the view and the rng alone", () => {
  it("keeps the view exactly, for every seat and a spectator", () => {
    const s = midGame();
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = G.playerView(s, viewer);
      const t = G.fromView(v, Rng.fromSeed(9));
      expect(G.invariants(t)).toEqual([]);
      expect(G.playerView(t, viewer)).toEqual(v);
      expect(t.bag).toEqual(s.bag); // the bag's contents follow from the tiles the view shows
    }
  });

  it("two states that differ only in what a player cannot see give identical determinize output", () => {
    const s = midGame();
    const twin = reshuffled(s);
    expect(G.playerView(twin, 0)).toEqual(G.playerView(s, 0));
    expect(twin.supply).not.toEqual(s.supply);
    expect(G.determinize(twin, 0, Rng.fromSeed(3))).toEqual(G.determinize(s, 0, Rng.fromSeed(3)));
  });

  it("copying the rng and undoing the shuffle recovers only the ascending list of unseen ids, not the real piles (issue example)", () => {
    const s = G.setup({ players: 2, seed: 11 });
    const r = Rng.fromSeed(77).state();
    const d = G.determinize(s, 0, new Rng(r));
    const dealt = [...d.stack, ...d.laterStacks.flat(), ...d.supply];
    const idx = new Rng(r).shuffle(dealt.map((_, i) => i));
    const recovered: number[] = [];
    idx.forEach((j, i) => (recovered[j] = dealt[i]!));
    const real = [...s.stack, ...s.laterStacks.flat(), ...s.supply];
    expect(recovered).toEqual(real.slice().sort((a, b) => a - b));
    expect(recovered).not.toEqual(real);
  });

  it("the PRNG state is fresh from the rng, so future draws do not follow the real game", () => {
    const s = midGame();
    const a = G.determinize(s, 0, Rng.fromSeed(1));
    const b = G.determinize(s, 0, Rng.fromSeed(2));
    expect(a.rng).not.toEqual(s.rng);
    expect(a.rng).not.toEqual(b.rng);
  });

  it("refuses a view that shows more tiles than exist, or a bag size that does not add up, with a ValidationError", () => {
    const v = G.playerView(midGame(), 0);
    expect(() => G.fromView({ ...v, bagSize: v.bagSize + 1 }, Rng.fromSeed(1))).toThrow(ValidationError);
    expect(() => G.fromView({ ...v, tower: v.tower.map(() => 3) }, Rng.fromSeed(1))).toThrow(ValidationError);
    expect(() => G.fromView({ ...v, supplySize: v.supplySize + 1 }, Rng.fromSeed(1))).toThrow(ValidationError);
  });
});

describe("Through a view: a seat lists, describes and is asked exactly what it would be from the state", () => {
  it("legalMoves(view) equals legalMoves(state, seat); describeMove and decision agree", () => {
    let s = fresh(3, 21);
    for (let i = 0; i < 12; i++) {
      const seat = s.current;
      const v = G.playerView(s, seat);
      const own = G.legalMoves(s, seat);
      expect(G.legalMoves(v)).toEqual(own);
      expect(G.decision(v)).toEqual(G.decision(s));
      for (const m of own.slice(0, 5)) expect(G.describeMove(v, m)).toBe(G.describeMove(s, m));
      s = play(s, own[(i * 7) % own.length]!);
    }
  });
});

describe("renderView: the text picture of exactly what a view shows", () => {
  it("shows face-down expansions as face down, never their ids; render(state) adds the secrets", () => {
    const s = midGame();
    const v = G.playerView(s, 0);
    const text = G.render(v);
    expect(text).toContain("view of Player 1");
    expect(text).toContain("Face-down expansions on A2");
    expect(text).not.toContain("Hidden from every seat");
    expect(G.render(s, 0)).toBe(text);
    expect(G.render(G.playerView(s, "spectator"))).toContain("spectator's view");
    const full = G.render(s);
    expect(full).toContain("Hidden from every seat");
    expect(full).toContain("Player 2 A2 is");
    // The full picture draws the same board as the view (one drawing code), then adds the secrets.
    const board = (t: string): string[] => t.split("\n").slice(1, t.split("\n").indexOf("Legend:"));
    expect(board(full)).toEqual(board(text));
  });
});
