import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { produce } from "../../../src/core/index.js";
import { evaluateQueensGarden, QUEENS_GARDEN_EVALUATION_WEIGHTS as W } from "../../../src/games/queens-garden/evaluation.js";
import { queensGarden, type QueensGardenState } from "../../../src/games/queens-garden/index.js";
import { valueOf } from "../../../src/games/queens-garden/data.js";


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
    const tile = 7;
    const store = (round: number) =>
      produce(start(), (d) => {
        d.round = round;
        d.players[0]!.tiles = [tile];
      });
    const empty = (round: number) => produce(start(), (d) => void (d.round = round));
    expect(evaluateQueensGarden(store(1), 0) - evaluateQueensGarden(empty(1), 0)).toBeCloseTo(W.storage * valueOf(tile));
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
});
