import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineMoves, either, flag, int, list, oneOf, record, Rng, text, type AnyGame } from "../../src/core/index.js";
import { grammarTable } from "../../src/rl/actions.js";
import { games } from "../../src/index.js";
import { moves as azulMoves } from "../../src/games/azul/moves.js";
import { moves as queensGardenMoves } from "../../src/games/queens-garden/moves.js";
import { moves as almadiMoves } from "../../src/games/almadi/moves.js";
import { moves as karesansuiMoves } from "../../src/games/karesansui/moves.js";
import { moves as castlesOfBurgundyMoves } from "../../src/games/castles-of-burgundy/moves.js";

const GRAMMARS = {
  azul: azulMoves,
  "queens-garden": queensGardenMoves,
  almadi: almadiMoves,
  karesansui: karesansuiMoves,
  "castles-of-burgundy": castlesOfBurgundyMoves,
} as const;

/** Listed moves from a few random games, then each mutated in one place: near misses of every shape. */
function candidates(id: keyof typeof GRAMMARS): unknown[] {
  const game: AnyGame = games[id];
  const out: unknown[] = [];
  for (let seed = 1; seed <= 3; seed++) {
    let s = game.setup({ players: game.players.min, seed });
    const rng = Rng.fromSeed(seed);
    for (let step = 0; step < 40 && !game.isTerminal(s); step++) {
      const moves = game.legalMoves(s);
      for (const m of moves.slice(0, 5)) out.push(JSON.parse(JSON.stringify(m)) as unknown);
      s = game.applyMove(s, moves[rng.int(moves.length)]!);
    }
  }
  return out.map((m) => {
    const { player: _seat, ...rest } = m as Record<string, unknown>;
    return rest;
  });
}

const oddValues = [undefined, null, true, false, -1, 0, 1, 2.5, 99, 1e9, "", "x", "centre", "floor", "stack", [], [0], {}, { kind: 0 }];

describe("move grammars: the derived guard accepts exactly what the derived schema accepts", () => {
  for (const [id, moves] of Object.entries(GRAMMARS)) {
    it(`${id}: listed moves and their one-field mutations`, () => {
      const listed = candidates(id as keyof typeof GRAMMARS);
      expect(listed.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(fc.constantFrom(...listed), fc.nat(), fc.constantFrom(...oddValues), fc.boolean(), (move, which, value, drop) => {
          const o = { ...(move as Record<string, unknown>) };
          const keys = [...Object.keys(o), "extra"];
          const key = keys[which % keys.length]!;
          if (drop) delete o[key];
          else o[key] = value;
          for (const candidate of [move, o]) expect(moves.isMove(candidate)).toBe(moves.schema().safeParse(candidate).success);
          // Every listed move is well-formed by both.
          expect(moves.isMove(move)).toBe(true);
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe("move grammar fields", () => {
  const demo = defineMoves({
    go: { n: int(0, 3), side: oneOf(["left", "right"]), to: either(int(1, 2), oneOf(["home"])), fast: flag() },
    pick: { items: list(record({ k: int(0, 9), w: oneOf(["a", "b"]) }), { max: 3, set: true }), pair: list(int(0, 4), { min: 2, max: 2 }) },
    name: { id: text({ pattern: /^[a-z]+$/, maxLength: 4, encoded: ["ab", "cd"] }) },
  });

  it("a flag is absent or exactly true", () => {
    expect(demo.isMove({ type: "go", n: 1, side: "left", to: "home" })).toBe(true);
    expect(demo.isMove({ type: "go", n: 1, side: "left", to: 2, fast: true })).toBe(true);
    for (const fast of [false, undefined, 1]) {
      const m = { type: "go", n: 1, side: "left", to: 2, fast };
      expect(demo.isMove(m)).toBe(false);
      expect(demo.schema().safeParse(m).success).toBe(false);
    }
  });

  it("either takes a value of one field or the other; a one-length list is a tuple; text checks pattern and length", () => {
    expect(demo.isMove({ type: "go", n: 0, side: "right", to: 3 })).toBe(false);
    expect(demo.isMove({ type: "pick", items: [], pair: [1, 2] })).toBe(true);
    expect(demo.isMove({ type: "pick", items: [], pair: [1] })).toBe(false);
    expect(demo.schema().safeParse({ type: "pick", items: [], pair: [1, 2, 3] }).success).toBe(false);
    expect(demo.isMove({ type: "name", id: "abcde" })).toBe(false);
    expect(demo.isMove({ type: "name", id: "AB" })).toBe(false);
    expect(demo.isMove({ type: "name", id: "zz" })).toBe(true);
  });

  it("the action table encodes each field's domain, narrowed where the grammar says so", () => {
    const table = grammarTable(demo.grammar, 2, {});
    expect(Object.keys(table)).toEqual(["go", "pick", "name"]);
    const to = table.go!.find(([k]) => k === "to")![1];
    expect(to).toMatchObject({ kind: "choice", values: [1, 2, "home"] });
    const id = table.name![0]![1];
    expect(id).toMatchObject({ kind: "choice", values: ["ab", "cd"] });
  });

  it("the canonical form sorts set lists in domain order and leaves a sorted move as it is", () => {
    const canonical = demo.canonical("pick");
    const sorted = {
      type: "pick" as const,
      items: [
        { k: 1, w: "b" as const },
        { k: 2, w: "a" as const },
      ],
      pair: [3, 1],
    };
    expect(canonical(sorted)).toBe(sorted);
    const shuffled = { ...sorted, items: [sorted.items[1]!, sorted.items[0]!] };
    expect(canonical(shuffled)).toEqual(sorted);
    // `pair` is not a set: its order is the move's.
    expect(canonical({ ...sorted, pair: [1, 3] })).toMatchObject({ pair: [1, 3] });
  });
});
