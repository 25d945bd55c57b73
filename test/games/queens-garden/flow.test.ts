import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../src/core/index.js";
import { categoryPoints, queensGarden, roundPoints, scoredGroups, type QueensGardenState } from "../../../src/games/queens-garden/index.js";
import { code, fresh, k, play, withPlayer } from "./helpers.js";

const G = queensGarden;

describe("Setup by player count (spec §4)", () => {
  it.each([
    [2, 5, 16],
    [3, 7, 8],
    [4, 8, 4],
  ])("%i players: stacks of %i, supply of %i", (n, size, supply) => {
    const s = fresh(n, 9);
    expect(s.stack).toHaveLength(size);
    expect(s.laterStacks.map((x) => x.length)).toEqual([size, size, size]);
    expect(s.supply).toHaveLength(supply);
    expect(s.topTiles).toHaveLength(4);
    expect(s.bag.reduce((a, b) => a + b, 0)).toBe(104);
    for (const p of s.players) {
      expect(p.score).toBe(15);
      expect(p.jokers).toBe(3);
      expect(p.tiles).toEqual([]);
    }
    expect(s.round).toBe(1);
    expect(G.invariants(s)).toEqual([]);
  });

  it("the variant side is refused (no data); firstPlayer picks the round-1 starter", () => {
    expect(() => G.setup({ players: 2, seed: 1, config: { variant: true } })).toThrow(ValidationError);
    expect(() => G.setup({ players: 2, seed: 1, config: { firstPlayer: 2 } })).toThrow(ValidationError);
    expect(G.setup({ players: 3, seed: 1, config: { firstPlayer: 2 } }).current).toBe(2);
  });
});

describe("Pass (spec §6.5)", () => {
  it("the first passer takes the marker and loses 1; later passers do not", () => {
    let s = fresh(3, 2);
    s = play(s, { type: "pass" });
    expect(s.marker).toBe(0);
    expect(s.players[0]!.score).toBe(14);
    expect(s.players[0]!.points.firstPass).toBe(-1);
    expect(s.current).toBe(1);
    s = play(s, { type: "pass" });
    expect(s.players[1]!.score).toBe(15);
    // Passed players are skipped: player 2 acts again and again.
    const acq = G.legalMoves(s).find((m) => m.type === "acquire")!;
    s = play(s, acq);
    expect(s.current).toBe(2);
  });

  it("optional discards cost their values, in ascending order, and never jokers", () => {
    let s = withPlayer(fresh(2, 2), 0, { tiles: ["Y3", "B5", "B5"], expansions: ["G2"], jokers: 2 });
    s = play(s, { type: "pass" });
    expect(s.discarding).toBe(0);
    expect(G.activePlayers(s)).toEqual([0]);
    const ids = G.legalMoves(s).map((m) => m.type);
    expect(ids).toEqual(["discardTile", "discardTile", "discardExpansion", "endPass"]);
    s = play(s, { type: "discardTile", tile: k("Y3") });
    expect(code(s, { type: "discardTile", tile: k("B5") })).toBe("DISCARD_ORDER");
    s = play(s, { type: "discardExpansion", expansion: k("G2") });
    // Nothing left that may still be discarded: the pass ends by itself.
    expect(s.discarding).toBe(null);
    expect(s.current).toBe(1);
    const p = s.players[0]!;
    expect(p.score).toBe(15 - 1 - 3 - 2);
    expect(p.points.discards).toBe(-5);
    expect(p.jokers).toBe(2);
    expect(s.supply[s.supply.length - 1]).toBe(k("G2"));
    expect(G.invariants(s)).toEqual([]);
  });

  it("deductions stop at 0 (A7)", () => {
    const start = withPlayer(fresh(2, 2), 0, { tiles: ["B6"], score: 3 });
    const s = play(start, { type: "pass" }, { type: "discardTile", tile: k("B6") });
    expect(s.players[0]!.score).toBe(0);
    const lost = (t: QueensGardenState): number => t.players[0]!.points.firstPass + t.players[0]!.points.discards;
    expect(lost(s) - lost(start)).toBe(-3);
  });

  it("moves other than discards wait while passing, and discards need a pass", () => {
    let s = withPlayer(fresh(2, 2), 0, { tiles: ["B6"] });
    expect(code(s, { type: "endPass" })).toBe("NOT_PASSING");
    s = play(s, { type: "pass" });
    expect(code(s, { type: "buyExpansion", area: 0 })).toBe("PASS_DISCARDS_PENDING");
  });
});

describe("Round structure and phase 3 (spec §5)", () => {
  it("when all have passed: phase 2, display tiles to the tower, expansions to the supply, next stack, marker holder starts", () => {
    let s = fresh(2, 4);
    s = play(s, { type: "acquire", ...firstAcquire(s) });
    const before = s;
    s = play(s, { type: "pass" });
    expect(s.marker).toBe(1);
    if (s.discarding !== null) s = play(s, { type: "endPass" });
    s = play(s, { type: "pass" });
    if (s.discarding !== null) s = play(s, { type: "endPass" });
    expect(s.round).toBe(2);
    expect(s.current).toBe(1);
    expect(s.starter).toBe(1);
    expect(s.marker).toBe(null);
    expect(s.stack).toEqual(before.laterStacks[0]);
    expect(s.topTiles).toHaveLength(4);
    expect(s.display).toEqual([]);
    const leftover = before.display.length + before.stack.length;
    expect(s.supply).toHaveLength(before.supply.length + leftover);
    const towerTiles = s.tower.reduce((a, b) => a + b, 0);
    expect(towerTiles).toBe(before.topTiles.length + before.display.reduce((a, d) => a + d.tiles.length, 0));
    expect(G.invariants(s)).toEqual([]);
  });

  it("after round 4 the game is over and nobody may move", () => {
    let s = fresh(2, 4);
    while (!G.isTerminal(s)) {
      const m = G.legalMoves(s).find((x) => x.type === "pass" || x.type === "endPass")!;
      s = play(s, m);
    }
    expect(s.round).toBe(4);
    expect(G.activePlayers(s)).toEqual([]);
    expect(code(s, { type: "pass" })).toBe("GAME_OVER");
    // Passing only: 15 − (first passes) + jokers 3.
    const total = s.players.reduce((a, p) => a + p.score, 0);
    expect(total).toBe(15 * 2 - 4 + 3 * 2);
  });
});

function firstAcquire(s: QueensGardenState) {
  const m = G.legalMoves(s).find((x) => x.type === "acquire")!;
  const { type: _t, ...rest } = m as { type: string };
  return rest as object;
}

describe("Phase 2: round scoring by the wheel (spec §7)", () => {
  it("worked example: yellow 7 + pattern 4 eight + blue 0 + one pavilion = 16", () => {
    // Garden: F0 Y3, F1 Y4, F2 G4 (dark green), one face-up expansion (printed hexagon not matching).
    const s = withPlayer(fresh(2, 1), 0, { garden: { F0: "Y3", F1: "Y4", F2: "G4" }, areas: { 3: ["p1", 0] } });
    const p = s.players[0]!;
    const wheel = categoryPoints(p.garden, [{ colour: "yellow" }, { pattern: 4 }, { colour: "blue" }]);
    expect(wheel).toBe(15);
    expect(roundPoints(p, 1).pavilions).toBe(1);
    expect(wheel + roundPoints(p, 1).pavilions).toBe(16);
  });

  it("round 3 of the provisional wheel (light green, light purple, pattern 4) scores values, twice for double matches", () => {
    const s = withPlayer(fresh(2, 1), 0, { garden: { F0: "g4", F1: "g2", F3: "Y4", F4: "B1" } });
    // g4 matches light green and pattern 4 → 8; g2 → 2; Y4 → 4; B1 → 0.
    expect(roundPoints(s.players[0]!, 3)).toEqual({ wheel: 14, pavilions: 0 });
  });

  it("phase 2 is applied to the score when the round ends", () => {
    let s = withPlayer(fresh(2, 1), 0, { garden: { F0: "B3", F1: "G3" } });
    s = play(s, { type: "pass" });
    if (s.discarding !== null) s = play(s, { type: "endPass" });
    s = play(s, { type: "pass" });
    if (s.discarding !== null) s = play(s, { type: "endPass" });
    // Round 1 wheel: blue, dark green, pattern 1 → B3 3 + G3 3.
    expect(s.players[0]!.points.wheel).toBe(6);
    expect(s.players[0]!.score).toBe(15 - 1 + 6);
  });
});

describe("Final scoring (spec §8)", () => {
  it("worked example: storage −6, groups 9 + 8 + 24 + 0 → +35", () => {
    // lightPurple {1,2,6} on F0,F1,F2 is one colour group (9).
    // Birds of four colours on A0 petals; butterflies of six colours on A3; a pair of trees on A5.
    const s = withPlayer(fresh(2, 1), 0, {
      areas: { 0: "down", 3: "down", 5: "down" },
      garden: {
        F0: "p1",
        F1: "p2",
        F2: "p6",
        "A0.p0": "B2",
        "A0.p1": "Y2",
        "A0.c": "g2",
        "A0.p5": "G2",
        "A3.c": "B3",
        "A3.p0": "Y3",
        "A3.p1": "g3",
        "A3.p2": "G3",
        "A3.p3": "p3",
        "A3.p4": "P3",
        "A5.p5": "B1",
        "A5.c": "Y1",
      },
    });
    const groups = scoredGroups(s.players[0]!.garden);
    const pts = groups.map((g) => g.points + g.bonus).sort((a, b) => a - b);
    expect(pts).toEqual([8, 9, 24]);
    // Storage: 2 jokers, a B6 tile, a stored Y2 expansion: +2 − 6 − 2 = −6. End the game by passing.
    let t = withPlayer(s, 0, { tiles: ["B6"], expansions: ["Y2"], jokers: 2 });
    t = { ...t, round: 4 };
    const startScore = t.players[0]!.score;
    t = play(t, { type: "pass" }, { type: "endPass" }, { type: "pass" });
    if (t.discarding !== null) t = play(t, { type: "endPass" });
    expect(G.isTerminal(t)).toBe(true);
    const p = t.players[0]!;
    const wheel = roundPoints(s.players[0]!, 4).wheel;
    expect(p.points.jokers + p.points.storage).toBe(-6);
    expect(p.points.colourGroups + p.points.patternGroups + p.points.groupsOfSix).toBe(41);
    expect(p.score).toBe(startScore - 1 + wheel - 6 + 41);
    expect(G.score(t).players[0]!.total).toBe(p.score);
  });

  it("per-pattern arithmetic: a full colour group scores 21 + 6", () => {
    const s = withPlayer(fresh(2, 1), 0, { areas: { 0: "down" }, garden: { "A0.c": "Y1", "A0.p0": "Y2", "A0.p1": "Y3", "A0.p2": "Y4", "A0.p3": "Y5", "A0.p4": "Y6" } });
    const g = scoredGroups(s.players[0]!.garden).filter((x) => x.by === "colour");
    expect(g).toEqual([expect.objectContaining({ points: 21, bonus: 6 })]);
  });

  it("ties share the victory", () => {
    const s = fresh(3, 1);
    expect(G.score(s).ranking).toEqual([[0, 1, 2]]);
  });
});

describe("Hidden information (spec §9)", () => {
  it("views show no PRNG, no bag order and no face-down expansion ids", () => {
    let s = fresh(2, 7);
    s = withPlayer(s, 1, { areas: { 2: "down" } });
    const v = G.playerView(s, 0) as unknown as Record<string, unknown>;
    expect(v).not.toHaveProperty("rng");
    expect(v).not.toHaveProperty("bag");
    expect(v).not.toHaveProperty("stack");
    expect(v).not.toHaveProperty("supply");
    expect(G.playerView(s, 0).players[1]!.areas[2]).toEqual({ expansion: null, faceUp: false, rotation: 0 });
    expect(G.playerView(s, 0).stackSize).toBe(5);
  });
});

describe("Bag shortage (spec §5, A15)", () => {
  const pickTop = (s: QueensGardenState) => {
    const t = s.topTiles[0]!;
    const m = G.legalMoves(s).find((x) => x.type === "acquire" && x.by === "colour" && x.picks.length === 1 && x.picks[0]!.from === "stack" && x.picks[0]!.kind === t);
    return m ?? G.legalMoves(s).find((x) => x.type === "acquire" && x.picks.every((p) => p.from === "stack"))!;
  };

  it("a bag with fewer than 4 tiles gets the whole tower before the fill", () => {
    const s0 = fresh(2, 12);
    // Keep 2 tiles in the bag, the other 102 in the tower.
    const bag = s0.bag.map(() => 0);
    const tower = s0.bag.slice();
    let kept = 0;
    for (let kk = 0; kk < 36 && kept < 2; kk++)
      if (tower[kk]! > 0) {
        tower[kk]!--;
        bag[kk]!++;
        kept++;
      }
    const s = { ...s0, bag, tower };
    expect(G.invariants(s)).toEqual([]);
    const after = play(s, pickTop(s));
    expect(after.topTiles).toHaveLength(4);
    expect(after.tower.reduce((a, b) => a + b, 0)).toBe(0);
    expect(after.bag.reduce((a, b) => a + b, 0)).toBe(104 - 4);
    expect(G.invariants(after)).toEqual([]);
  });

  it("a fill that draws nothing moves the rest of the stack face up into the display", () => {
    const s0 = fresh(2, 12);
    const s = { ...s0, bag: s0.bag.map(() => 0), tower: s0.bag.map(() => 0) };
    const after = play(s, pickTop(s));
    expect(after.stack).toEqual([]);
    expect(after.topTiles).toEqual([]);
    const faceUp = after.display.filter((d) => d.faceUp).map((d) => d.expansion);
    for (const e of s0.stack.slice(1)) expect(faceUp).toContain(e);
  });
});
