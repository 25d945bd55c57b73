import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { fresh, game } from "./helpers.js";

describe("Hidden information: face-down goods stacks, unused goods, the PRNG", () => {
  it("the view holds no later goods stacks, no unused goods, no rng; stack sizes and the supply multisets are public", () => {
    const s = fresh(3, 4);
    const v = game.playerView(s, 0) as unknown as Record<string, unknown>;
    for (const k of ["goodsStacks", "spareGoods", "rng"]) expect(k in v).toBe(false);
    expect(v.viewer).toBe(0);
    expect(v.goodsStackSizes).toEqual([5, 5, 5, 5]);
    // 160 tiles in the piles, less 3 spaces × 6 depots and the 3-player black depot's 6 tiles.
    expect((v.supply as number[][]).reduce((a, p) => a + p.length, 0)).toBe(160 - 18 - 6);
    expect(v.supply).toEqual(s.supply);
  });

  it("a spectator sees what every seat sees", () => {
    const s = fresh(2, 4);
    const { viewer: _a, ...spectator } = game.playerView(s, "spectator");
    const { viewer: _b, ...seat } = game.playerView(s, 1);
    expect(spectator).toEqual(seat);
  });
});

describe("Move-count oracle (perft-style) for fixed seeded positions", () => {
  // Hand check of the first position (2 players, seed "oracle-a", printed depots of cob-data-2):
  // P0 has dice 1 and 3, one worker, goods of colours 1 and 2. Die 1 reaches depots 6, 1, 2
  // (2 tiles each) + selling goods 1 and 2 + workers = 9; die 3 reaches depots 2–4 (2 tiles each)
  // + selling goods 2 + workers = 8; no storage, 1 silverling (no purchase): 17 moves.
  const cases: [number, string, number[]][] = [
    [2, "oracle-a", [17, 15, 25, 9, 28, 14, 17]],
    [3, "oracle-b", [20, 20, 34, 10, 38, 12, 6]],
    [4, "oracle-c", [14, 28, 22, 5, 48, 17, 7]],
  ];
  for (const [n, seed, counts] of cases) {
    it(`${n} players, seed ${seed}: ${counts.join(", ")}`, () => {
      let s = game.setup({ players: n, seed });
      const got = [game.legalMoves(s).length];
      for (let i = 0; i < 6; i++) {
        const ms = game.legalMoves(s);
        s = game.applyMove(s, ms[(i * 7) % ms.length]!);
        got.push(game.legalMoves(s).length);
      }
      expect(got).toEqual(counts);
    });
  }
});

describe("Moves: descriptions and the fast structural guard", () => {
  it("describes every legal move in a sentence", () => {
    const s = game.setup({ players: 3, seed: "describe" });
    for (const m of game.legalMoves(s)) expect(game.describeMove(s, m)).toMatch(/\w+ \w+/);
  });

  it("the guard accepts nothing the move schema rejects", async () => {
    const { isCobMove } = await import("../../../src/games/castles-of-burgundy/schema.js");
    const samples: unknown[] = [];
    const types = ["take", "place", "sell", "workers", "buy", "discard", "ship", "skip", "endTurn", "nope"];
    const fields = ["die", "value", "tile", "space", "depot", "silver", "also", "keep"];
    const values = [-1, 0, 1, 2, 3, 6, 7, 36, 37, 63, 64, 66, 67, 1.5, "1", null];
    const rng = new Rng([1, 2, 3, 4]);
    for (let i = 0; i < 5000; i++) {
      const m: Record<string, unknown> = { type: types[rng.int(types.length)] };
      for (const f of fields) if (rng.int(3) === 0) m[f] = values[rng.int(values.length)];
      samples.push(m);
    }
    const base = game.setup({ players: 2, seed: "guard" });
    for (const legal of game.legalMoves(base)) {
      for (const f of Object.keys(legal)) if (f !== "type") for (const v of values) samples.push({ ...legal, [f]: v });
    }
    samples.push({ type: "ship", depot: 0, also: 0, keep: 0 }, { type: "ship", depot: 1, also: 0, keep: 0 });
    let accepted = 0;
    for (const m of samples) if (isCobMove(m)) accepted++;
    expect(accepted).toBeGreaterThan(50);
    for (const m of samples) if (isCobMove(m)) expect(game.schemas.move.safeParse(m).success, JSON.stringify(m)).toBe(true);
  });
});
