import { describe, expect, it } from "vitest";
import { canonicalKey, Rng } from "../../../src/core/index.js";
import type { AzulState } from "../../../src/games/azul/index.js";
import { deepFreeze, fresh, G, lines, play, position, roundEnd, take } from "./helpers.js";

/** A few positions of a seeded game on each side, grey column choices included. */
function positions(): AzulState[] {
  const out: AzulState[] = [fresh(3, "views"), roundEnd({ lines: lines("B", "", "", "", "") }, { config: { wall: "grey" } }).after];
  for (const wall of ["coloured", "grey"] as const) {
    let s = fresh(2, `views-${wall}`, { wall });
    for (let i = 0; !G.isTerminal(s); i++) {
      if (i % 9 === 0) out.push(s);
      const moves = G.legalMoves(s);
      s = play(s, moves[(i * 5) % moves.length]!);
    }
    out.push(s);
  }
  return out;
}

describe("§4.4 playerView: an allow-list that names its viewer and never holds the PRNG state", () => {
  it("every seat and a spectator see every tile, with `viewer` naming who looks", () => {
    const s = fresh(3, "view");
    for (const who of [0, 1, 2, "spectator"] as const) {
      const v = G.playerView(s, who);
      expect(v.viewer).toBe(who);
      expect("rng" in v).toBe(false);
      expect(v.factories).toEqual(s.factories);
      expect(G.isView(v)).toBe(true);
    }
  });
});

describe("fromView: a full, sound state behind a view; only the PRNG state is dealt", () => {
  it("the state shows exactly the view again, keeps the invariants, and takes a fresh PRNG state from rng", () => {
    for (const s of positions()) {
      for (const who of [0, 1, "spectator"] as const) {
        const v = G.playerView(s, who);
        const full = G.fromView(v, Rng.fromSeed(11));
        expect(G.playerView(full, who)).toEqual(v);
        expect(G.invariants(full)).toEqual([]);
        expect(full.rng).not.toEqual(s.rng);
        expect(full.rng).toEqual(G.fromView(v, Rng.fromSeed(11)).rng);
        expect(full.rng).not.toEqual(G.fromView(v, Rng.fromSeed(12)).rng);
      }
    }
  });

  it("determinize depends only on what the player sees: states differing only in the PRNG give identical output", () => {
    const s = fresh(2, "hidden");
    const other: AzulState = deepFreeze({ ...s, rng: [1, 2, 3, 4] });
    for (const p of [0, 1]) expect(G.determinize(other, p, Rng.fromSeed(3))).toEqual(G.determinize(s, p, Rng.fromSeed(3)));
  });

  it("a view completed by fromView plays on: its next fill is drawn from the fresh PRNG state", () => {
    const { before } = roundEnd({ lines: lines("", "", "", "", "") });
    const a = G.fromView(G.playerView(before, 1), Rng.fromSeed(1));
    const b = G.fromView(G.playerView(before, 1), Rng.fromSeed(2));
    const next = (s: AzulState) => play(s, [1, take("centre", "K", 5)]).factories;
    expect(next(a)).not.toEqual(next(b));
  });
});

describe("Functions on views: a seat's own moves never depend on what it cannot see", () => {
  it("legalMoves(view) = legalMoves(state, seat); other seats' views list nothing or are refused", () => {
    for (const s of positions()) {
      if (G.isTerminal(s)) continue;
      const seat = G.activePlayers(s)[0]!;
      const view = G.playerView(s, seat);
      expect(G.legalMoves(view).map(canonicalKey)).toEqual(G.legalMoves(s, seat).map(canonicalKey));
      expect(G.legalMoves(G.playerView(s, "spectator"))).toEqual([]);
      expect(G.legalMoves(G.playerView(s, (seat + 1) % 2))).toEqual([]);
    }
  });

  it("describeMove, activePlayers and isTerminal on a view agree with the state", () => {
    const s = position({ factories: ["BBYR"], centre: "K" });
    const view = G.playerView(s, 0);
    expect(G.describeMove(view, take(1, "B", 1))).toBe(G.describeMove(s, take(1, "B", 1)));
    expect(G.activePlayers(view)).toEqual(G.activePlayers(s));
    expect(G.isTerminal(view)).toBe(false);
  });
});

describe("render: the omniscient picture, the picture of a view, and a legend for every code", () => {
  const s = position({ factories: ["BBYR"], centre: "KW", boards: { 0: { lines: lines("", "YY", "", "", ""), floor: "1W" } }, marker: 0 });

  it("renderView shows exactly what the view shows, titled by its viewer; render(state, seat) is the same picture", () => {
    const text = G.render(G.playerView(s, 1));
    expect(text).toContain("Azul (coloured wall), Player 2's view — round 1, Player 1 to take");
    expect(text).not.toContain("PRNG");
    expect(G.render(s, 1)).toBe(text);
    expect(G.render(s, "spectator")).toContain("spectator's view");
  });

  it("render(state) adds only the PRNG state, Azul's one secret", () => {
    const full = G.render(s);
    expect(full).toContain("full state");
    expect(full).toContain(`PRNG state: ${s.rng!.join(" ")}`);
    expect(full.replace("full state", "Player 2's view").split("\nPRNG state")[0]).toBe(G.render(s, 1));
  });

  it("names seats Player 1, Player 2, … and explains tile letters, wall cells and the marker in a legend", () => {
    const text = G.render(s);
    expect(text).toContain("Player 1 (starting player) — score 0");
    expect(text).toContain("Player 2 — score 0");
    expect(text).not.toMatch(/\bP\d/);
    expect(text).toContain("Tiles: B blue, Y yellow, R red, K black, W white.");
    expect(text).toContain("a small letter is the colour printed on an empty cell");
    expect(text).toContain("Floor: '1' is the first-player marker");
    expect(text).toContain("floor [1W.....]");
  });
});
