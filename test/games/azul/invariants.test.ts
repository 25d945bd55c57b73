import { describe, expect, it } from "vitest";
import { isTesseraeError, Rng, ValidationError } from "../../../src/core/index.js";
import type { AzulState } from "../../../src/games/azul/index.js";
import { counts, fresh, G, lines, play, position, roundEnd, take } from "./helpers.js";

/** The messages loadState gives for a state, or [] when it accepts it. */
function refusal(s: unknown, options?: { reachable: boolean }): string[] {
  try {
    G.loadState(JSON.parse(JSON.stringify(s)), options);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).issues.map((i) => i.message);
  }
}

describe("loadState refuses unsound states (the issue's cases)", () => {
  it("factories and centre emptied mid-round: no legal move, not terminal", () => {
    const s = fresh(2, 1);
    const lid = s.bag.map((_, c) => s.factories.reduce((n, f) => n + f[c]!, 0));
    const bad = { ...s, factories: s.factories.map(() => [0, 0, 0, 0, 0]), lid };
    expect(refusal(bad).join("; ")).toMatch(/offer phase, but no factory and not the centre holds a tile/);
  });

  it("a coloured wall in phase tiling (columns are printed: there is no choice to make)", () => {
    const { before } = roundEnd({ lines: lines("B", "", "", "", "") });
    const bad = { ...before, phase: "tiling", tilingRow: 0, factories: before.factories.map(() => [0, 0, 0, 0, 0]), centre: [0, 0, 0, 0, 0], lid: [0, 0, 0, 1, 0] };
    expect(refusal(bad).join("; ")).toMatch(/column choice \(tiling phase\) on the coloured wall/);
  });

  it("two markers on one floor", () => {
    const s = position({ factories: ["BBYR"], marker: 0, boards: { 0: { floor: "1" } } });
    const bad = { ...s, boards: [{ ...s.boards[0]!, floor: ["first", "first"] }, s.boards[1]!] };
    expect(refusal(bad).join("; ")).toMatch(/shows the marker 2 times/);
  });
});

describe("Invariants: the phase agrees with the table and every component is where it can be", () => {
  it("a game marked over while tiles are on offer and rows can still be completed", () => {
    expect(refusal({ ...fresh(2, 1), phase: "over" }).join("; ")).toMatch(/the game is over while tiles are still on offer/);
  });

  it("a grey column choice for a line that is not complete, or by a seat that was already tiled", () => {
    const { after } = roundEnd({ lines: lines("B", "", "", "", "") }, { config: { wall: "grey" } });
    expect(G.invariants(after)).toEqual([]);
    expect(refusal({ ...after, tilingRow: 1 }).join("; ")).toMatch(/line 2, which is not complete/);
    expect(refusal({ ...after, current: 1 }).join("; ")).toMatch(/Player 2 is to place line 1/);
  });

  it("the marker held off a floor with room for it (R3 allows that only on a full floor): sound, but not reachable", () => {
    const s = position({ factories: ["BBYR"], marker: 0, boards: { 0: { floor: "1" } } });
    const off = { ...s, boards: [{ ...s.boards[0]!, floor: [] }, s.boards[1]!] };
    expect(refusal(off)).toEqual([]);
    expect(refusal(off, { reachable: true }).join("; ")).toMatch(/holds the marker off a floor that has room/);
    const full = position({ factories: ["BBYR"], marker: 0, boards: { 0: { floor: "BBYYRRK" } } });
    expect(G.invariants(full)).toEqual([]);
  });

  it("more wall tiles than the finished rounds allow, and fewer wall points than wall tiles: sound, but not reachable", () => {
    const s = position({ factories: ["BBYR"], boards: { 0: { score: 3, wall: [["B", "Y", null, null, null], ...Array.from({ length: 4 }, () => [null, null, null, null, null])] } } });
    expect(refusal({ ...s, round: 1 })).toEqual([]);
    expect(refusal({ ...s, round: 1 }, { reachable: true }).join("; ")).toMatch(/more than 5 a round for 0 finished round/);
    const b = s.boards[0]!;
    const cheap = { ...s, boards: [{ ...b, score: 1, wallPoints: 1, floorPoints: 0 }, s.boards[1]!] };
    expect(refusal(cheap)).toEqual([]);
    expect(refusal(cheap, { reachable: true }).join("; ")).toMatch(/1 wall points for 2 wall tiles/);
  });

  it("a short factory while the bag still holds tiles, or two short factories: sound, but not reachable", () => {
    const s = position({ factories: ["BBBB", "RRRR"] });
    const oneShort = { ...s, factories: [counts("BBB"), ...s.factories.slice(1)], lid: counts("B") };
    expect(refusal(oneShort)).toEqual([]);
    expect(refusal(oneShort, { reachable: true }).join("; ")).toMatch(/short of tiles, yet the bag still holds some/);
    const t = position({ factories: ["BBBB", "RRRR"], bag: "" });
    const lid = t.lid.map((n, c) => n + (c === 0 || c === 2 ? 1 : 0));
    const twoShort = { ...t, factories: [counts("BBB"), counts("RRR"), ...t.factories.slice(2)], lid };
    expect(refusal(twoShort)).toEqual([]);
    expect(refusal(twoShort, { reachable: true }).join("; ")).toMatch(/2 factories hold fewer than 4 tiles/);
  });

  it("the offer goes on after a wall row was completed", () => {
    const s = position({ factories: ["BBBB"], boards: { 0: { score: 5, wall: [["B", "Y", "R", "K", null], ...Array.from({ length: 4 }, () => [null, null, null, null, null])] } } });
    const b = s.boards[0]!;
    const bad = { ...s, boards: [{ ...b, wall: [["B", "Y", "R", "K", "W"], ...b.wall.slice(1)] }, s.boards[1]!], bag: s.bag.map((n, c) => (c === 4 ? n - 1 : n)) };
    expect(refusal(bad).join("; ")).toMatch(/after a wall row was completed/);
  });
});

/** Copies of a JSON value with one number changed, or one array's entries swapped or one dropped. */
function mutants(value: unknown, rng: Rng, count: number): unknown[] {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (Array.isArray(v) || (v !== null && typeof v === "object")) {
      paths.push(path);
      for (const [k, x] of Object.entries(v as object)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
    } else paths.push(path);
  };
  walk(value, []);
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const copy = JSON.parse(JSON.stringify(value));
    const path = paths[rng.int(paths.length)]!;
    if (path.length === 0) continue;
    const parent = path.slice(0, -1).reduce((o: any, k) => o[k], copy);
    const key = path[path.length - 1]!;
    const v = parent[key];
    if (typeof v === "number") parent[key] = v + [1, -1, 2, -v][rng.int(4)]!;
    else if (Array.isArray(v) && v.length > 0) {
      const a = rng.int(v.length);
      const b = rng.int(v.length);
      if (rng.int(2) === 0) [v[a], v[b]] = [v[b], v[a]];
      else v.splice(a, 1);
    } else if (typeof v === "string" && key === "phase") parent[key] = ["offer", "tiling", "over"][rng.int(3)];
    else if (v === null) parent[key] = rng.int(3);
    else continue;
    out.push(copy);
  }
  return out;
}

describe("Property: after loadState accepts a state, every listed move applies and the invariants still hold", () => {
  it("mutated states (numbers changed, entries swapped or dropped) are refused or play on soundly", () => {
    const rng = Rng.fromSeed("mutants");
    let accepted = 0;
    for (const wall of ["coloured", "grey"] as const) {
      for (let players = 2; players <= 4; players++) {
        let s: AzulState = fresh(players, `mutants-${wall}-${players}`, { wall });
        const samples: AzulState[] = [];
        for (let i = 0; !G.isTerminal(s); i++) {
          if (i % 7 === 0 || s.phase === "tiling") samples.push(s);
          const moves = G.legalMoves(s);
          s = play(s, moves[rng.int(moves.length)]!);
        }
        samples.push(s);
        for (const sample of samples) {
          for (const m of mutants(sample, rng, 40)) {
            let loaded: AzulState;
            try {
              loaded = G.loadState(m);
            } catch (e) {
              expect(isTesseraeError(e), String(e)).toBe(true);
              continue;
            }
            accepted++;
            expect(G.invariants(loaded)).toEqual([]);
            for (const move of G.legalMoves(loaded)) {
              const next = G.applyMove(loaded, move);
              expect(G.invariants(next), JSON.stringify(move)).toEqual([]);
            }
          }
        }
      }
    }
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("A played game never breaks the invariants (take by take, both sides)", () => {
  it("every state of seeded games on both sides is sound", () => {
    for (const wall of ["coloured", "grey"] as const) {
      let s = fresh(4, `sound-${wall}`, { wall });
      for (let i = 0; !G.isTerminal(s); i++) {
        expect(G.invariants(s)).toEqual([]);
        const moves = G.legalMoves(s);
        s = play(s, moves[(i * 13) % moves.length]!);
      }
      expect(G.invariants(s)).toEqual([]);
    }
    expect(G.invariants(play(position({ factories: ["BBYR"] }), take(1, "B", 1)))).toEqual([]);
  });
});
