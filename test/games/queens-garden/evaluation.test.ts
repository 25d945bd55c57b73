import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { produce } from "../../../src/core/index.js";
import { paymentReadiness, QUEENS_GARDEN_EVALUATION_WEIGHTS as W } from "../../../src/games/queens-garden/evaluation.js";
import { queensGarden, type QueensGardenState, evaluateQueensGarden } from "../../../src/games/queens-garden/index.js";
import { kindOf, valueOf } from "../../../src/games/queens-garden/data.js";

const start = (): QueensGardenState => queensGarden.setup({ players: 2, seed: 3 });

describe("Queen's Garden evaluation", () => {
  it("is the game's evaluate, and the final total once the game is over", () => {
    expect(queensGarden.evaluate).toBe(evaluateQueensGarden);
    const s = finishedGame(queensGarden, 2, 4);
    for (const line of queensGarden.score(s).players) expect(evaluateQueensGarden(s, line.player)).toBe(line.total);
  });
  it("storage: a joker counts 1 point", () => {
    const s = start();
    const more = produce(s, (d) => {
      d.players[0]!.jokers += 1;
    });
    expect(evaluateQueensGarden(more, 0) - evaluateQueensGarden(s, 0)).toBeCloseTo(1);
  });
  it("storage: a stored tile is a promise early and a penalty late", () => {
    const tile = kindOf("yellow", 1); // a tree needs no other item: always ready to pay
    const store = (round: number) =>
      produce(start(), (d) => {
        d.round = round;
        d.players[0]!.tiles = [tile];
      });
    const empty = (round: number) => produce(start(), (d) => void (d.round = round));
    expect(evaluateQueensGarden(store(1), 0) - evaluateQueensGarden(empty(1), 0)).toBeCloseTo((W.storage + W.ready) * valueOf(tile));
    expect(evaluateQueensGarden(store(4), 0)).toBeLessThan(evaluateQueensGarden(empty(4), 0));
  });
  it("wheel rounds in reach: a hexagon in the garden counts for this round and every later one", () => {
    const s = start();
    const cell = s.players[0]!.garden.findIndex((g) => g < 0);
    const kinds = Array.from({ length: 36 }, (_, k) => k);
    const grown = kinds.map((k) => produce(s, (d) => void (d.players[0]!.garden[cell] = k)));
    // Some kind scores on the wheel; none lowers the evaluation.
    const gains = grown.map((g) => evaluateQueensGarden(g, 0) - evaluateQueensGarden(s, 0));
    expect(Math.min(...gains)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...gains)).toBeGreaterThan(0);
  });
  describe("payments in hand", () => {
    const withStorage = (tiles: number[], jokers = 0) =>
      produce(start(), (d) => {
        d.players[0]!.tiles = [...tiles].sort((a, b) => a - b);
        d.players[0]!.jokers = jokers;
      });
    const lily = kindOf("blue", 6); // needs 5 others: one colour in 5 other patterns, or one pattern in 5 other colours
    it("readiness counts the others of the tile's colour in distinct patterns", () => {
      const s = withStorage([lily, kindOf("blue", 1), kindOf("blue", 2), kindOf("blue", 2)]);
      expect(paymentReadiness(s.players[0]!, lily)).toBeCloseTo(2 / 5); // the second blue bird is the same pattern
    });
    it("readiness counts the others of the tile's pattern in distinct colours, whichever is more", () => {
      const s = withStorage([lily, kindOf("yellow", 6), kindOf("darkGreen", 6), kindOf("lightPurple", 6), kindOf("blue", 1)]);
      expect(paymentReadiness(s.players[0]!, lily)).toBeCloseTo(3 / 5);
    });
    it("jokers fill the payment, and readiness stops at 1", () => {
      expect(paymentReadiness(withStorage([lily], 2).players[0]!, lily)).toBeCloseTo(2 / 5);
      expect(paymentReadiness(withStorage([lily, kindOf("yellow", 6)], 9).players[0]!, lily)).toBe(1);
    });
    it("a tile that completes another's payment raises the evaluation by more than its own share", () => {
      const before = withStorage([kindOf("blue", 3), kindOf("blue", 1)]);
      const after = withStorage([kindOf("blue", 3), kindOf("blue", 1), kindOf("blue", 2)]);
      const ownShare = (W.storage + W.ready) * 2; // the blue bird is itself fully paid (blue tree)
      expect(evaluateQueensGarden(after, 0) - evaluateQueensGarden(before, 0)).toBeGreaterThan(ownShare);
    });
  });
});
