import { describe, expect, it } from "vitest";
import { IllegalMoveError, Rng, ValidationError } from "../../../src/core/index.js";
import { codeOf, deepFreeze, fresh, G, lines, place, play, position, roundEnd, take, wall, wallAt } from "./helpers.js";

describe("Bad moves: IllegalMoveError with a machine-readable code; the input is unchanged", () => {
  const s = position({ factories: ["BBYR", "KKKK"], centre: "W", boards: { 0: { lines: lines("", "YY", "R", "", ""), wall: wallAt([4, 4]) } } });

  it("malformed moves → MALFORMED_MOVE", () => {
    const bad: unknown[] = [
      null,
      undefined,
      42,
      "take",
      [],
      {},
      { type: "pass" },
      { type: "take" },
      { type: "take", source: 1, colour: "B" },
      { type: "take", source: 0, colour: "B", line: 1 },
      { type: "take", source: -1, colour: "B", line: 1 },
      { type: "take", source: 1.5, colour: "B", line: 1 },
      { type: "take", source: "middle", colour: "B", line: 1 },
      { type: "take", source: "1", colour: "B", line: 1 },
      { type: "take", source: 1, colour: "G", line: 1 },
      { type: "take", source: 1, colour: "b", line: 1 },
      { type: "take", source: 1, colour: "B", line: 0 },
      { type: "take", source: 1, colour: "B", line: 6 },
      { type: "take", source: 1, colour: "B", line: "Floor" },
      { type: "take", source: 1, colour: "B", line: 1, extra: 0 },
      { type: "toString" },
      { type: "__proto__" },
      { type: "valueOf" },
      { type: "constructor", column: 1 },
      { type: "take", source: 1, colour: "toString", line: 1 },
      { type: "take", source: 1, colour: "__proto__", line: 1 },
      { type: "take", source: "constructor", colour: "B", line: 1 },
      { type: "place", column: 0 },
      { type: "place", column: 2.5 },
      { type: "place", column: 1, row: 1 },
    ];
    const before = JSON.stringify(s);
    for (const m of bad) {
      expect(codeOf(s, m), JSON.stringify(m) ?? String(m)).toBe("MALFORMED_MOVE");
      expect(() => G.applyMove(s, m as never)).toThrow(IllegalMoveError);
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it("well-formed but illegal moves → the code of the broken rule", () => {
    expect(codeOf(s, take(6, "B", 1))).toBe("NO_SUCH_FACTORY");
    expect(codeOf(s, take(1, "K", 1))).toBe("COLOUR_NOT_IN_SOURCE");
    expect(codeOf(s, take("centre", "B", 1))).toBe("COLOUR_NOT_IN_SOURCE");
    expect(codeOf(s, take(1, "Y", 2))).toBe("LINE_FULL");
    expect(codeOf(s, take(1, "B", 3))).toBe("LINE_COLOUR_MISMATCH");
    expect(codeOf(s, take(1, "B", 4))).toBe("COLOUR_ON_WALL_ROW");
    expect(codeOf(s, place(1))).toBe("WRONG_DECISION");
    expect(codeOf(s, take(1, "B", 1))).toBe("OK");
  });

  it("the error carries the code, the move as given, and a sentence naming the rule", () => {
    const m = take(1, "B", 3);
    let caught: unknown;
    try {
      G.applyMove(s, m);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalMoveError);
    const err = caught as IllegalMoveError;
    expect(err.code).toBe("LINE_COLOUR_MISMATCH");
    expect(err.move).toBe(m);
    expect(err.message).toMatch(/line 3 holds R/);
    const check = G.validateMove(s, m);
    expect(check.ok).toBe(false);
  });

  it("a seat that may not act now → NOT_YOUR_TURN, also with a move legal for the active seat", () => {
    expect(G.activePlayers(s)).toEqual([0]);
    expect(codeOf(s, take(1, "B", 1), 1)).toBe("NOT_YOUR_TURN");
    expect(codeOf(s, take(1, "B", 1), 7)).toBe("NOT_YOUR_TURN");
    expect(codeOf(s, take(1, "B", 1), 0)).toBe("OK");
    expect(G.legalMoves(s, 1)).toEqual([]);
    expect(() => G.applyMove(s, take(1, "B", 1), 1)).toThrow(IllegalMoveError);
  });

  it("after the game is over every move → GAME_OVER", () => {
    const { after } = roundEnd({ wall: wall(".XXXX", ".....", ".....", ".....", "....."), lines: lines("B", "", "", "", "") });
    expect(G.isTerminal(after)).toBe(true);
    expect(codeOf(after, take(1, "B", 1))).toBe("GAME_OVER");
    expect(codeOf(after, {})).toBe("GAME_OVER");
    expect(codeOf(after, take(1, "B", 1), 0)).toBe("GAME_OVER");
    expect(() => G.applyMove(after, take(1, "B", 1))).toThrow(IllegalMoveError);
  });

  it("legal moves never mutate a deep-frozen input (a whole seeded game, both sides)", () => {
    for (const config of [{}, { wall: "grey" as const }]) {
      let st = fresh(3, "frozen", config);
      const rng = new Rng([3, 5, 7, 9]);
      while (!G.isTerminal(st)) {
        const before = JSON.stringify(st);
        const ms = G.legalMoves(st);
        const next = deepFreeze(G.applyMove(st, ms[rng.int(ms.length)]!));
        expect(JSON.stringify(st)).toBe(before);
        expect(G.invariants(next)).toEqual([]);
        st = next;
      }
    }
  });
});

describe("Saved states: JSON round trip and loadState", () => {
  it("a state survives JSON and loadState unchanged", () => {
    const start = fresh(4, "json");
    const s = play(start, G.legalMoves(start)[3]!);
    const json = JSON.parse(JSON.stringify(s));
    expect(json).toEqual(s);
    expect(G.loadState(json)).toEqual(s);
  });

  it("loadState refuses a broken field or a broken invariant (tile conservation), naming it", () => {
    const s = fresh(2, 1);
    expect(() => G.loadState({ ...s, phase: "bidding" })).toThrow(/phase/);
    const extra = { ...s, bag: s.bag.map((n, c) => (c === 0 ? n + 1 : n)) };
    expect(() => G.loadState(extra)).toThrow(ValidationError);
    expect(() => G.loadState(extra)).toThrow(/21 B tiles/);
  });
});

describe("§4.4 Hidden information: the view hides the PRNG (the bag is public counts, with no order)", () => {
  it("playerView is the whole state minus the PRNG state, for every seat and a spectator", () => {
    const s = fresh(3, "view");
    const { rng: _rng, ...rest } = s;
    for (const who of [0, 1, 2, "spectator"] as const) {
      const v = G.playerView(s, who);
      expect(v).toEqual({ ...rest, viewer: who });
      expect("rng" in v).toBe(false);
      expect(v.bag).toEqual(s.bag); // counts per colour: 100 minus what is visible
    }
  });

  it("states differing only in the PRNG give identical views; determinize keeps the view and re-seeds future draws", () => {
    const s = fresh(2, "view");
    const other = { ...s, rng: [1, 2, 3, 4] as const };
    expect(G.playerView(other, 0)).toEqual(G.playerView(s, 0));
    const d = G.determinize(s, 1, Rng.fromSeed(9));
    expect(G.playerView(d, 1)).toEqual(G.playerView(s, 1));
    expect(d.rng).not.toEqual(s.rng);
    expect(G.invariants(d)).toEqual([]);
  });
});

describe("describeMove and render", () => {
  it("describes takes (with overflow and the marker) and grey placements in words", () => {
    const s = position({ factories: ["BBBY"], centre: "RR", boards: { 0: { lines: lines("", "B", "", "", "") } } });
    expect(G.describeMove(s, take(1, "B", 2))).toBe("Player 1 takes 3 blue from factory 1 to line 2 (2 to the floor)");
    expect(G.describeMove(s, take("centre", "R", "floor"))).toBe("Player 1 takes 2 red and the first-player marker from the centre to the floor");
    const { after } = roundEnd({ lines: lines("", "", "KKK", "", "") }, { config: { wall: "grey" } });
    expect(G.describeMove(after, place(2))).toBe("Player 1 places the black tile of line 3 in wall column 2");
  });

  it("renders factories, centre, and every board with its pattern lines, wall, floor and score", () => {
    const s = position({
      factories: ["BBYR"],
      centre: "KW",
      boards: { 0: { score: 7, lines: lines("", "YY", "R", "", ""), wall: wallAt([1, 1]), floor: "WK" }, 1: { score: 3 } },
    });
    const text = G.render(s);
    expect(text).toContain(`Azul (coloured wall), full state — round ${s.round}, Player 1 to take`);
    expect(text).toContain("Factories: 1:BBYR  2:-");
    expect(text).toContain("Centre: KW +first-player marker");
    expect(text).toContain("Player 1 (starting player) — score 7");
    expect(text).toContain("Player 2 — score 3");
    expect(text).toContain("  1     . | B y r k w"); // line 1 empty; wall (1,1) placed, others show their colour in lower case
    expect(text).toContain("  2    YY | w b y r k");
    expect(text).toContain("  3   ..R | k w b y r");
    expect(text).toContain("floor [WK.....]");
    const grey = G.render(position({ config: { wall: "grey" }, factories: ["BBYR"], boards: { 0: { wall: wall("..K..", ".....", ".....", ".....", ".....") } } }));
    expect(grey).toContain("(grey wall)");
    expect(grey).toContain("| . . K . .");
  });

  it("renders the final scores and ranking once the game is over", () => {
    const { after } = roundEnd({ wall: wall(".XXXX", ".....", ".....", ".....", "....."), lines: lines("B", "", "", "", "") });
    const text = G.render(after);
    expect(text).toContain("game over");
    expect(text).toContain("Final scores:");
    expect(text).toContain("Player 1: 7 (wall 9, floor -4, rows 2, columns 0, colours 0)");
    expect(text).toContain("Ranking: Player 1 > Player 2");
  });
});
