import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { ALMADI_EVALUATION_WEIGHTS as W } from "../../../src/games/almadi/evaluation.js";
import { objectiveData } from "../../../src/games/almadi/catalog.js";
import { almadi, evaluateAlmadi } from "../../../src/games/almadi/index.js";


describe("Almadi evaluation", () => {
  it("is the game's evaluate, and the final total once the game is over", () => {
    expect(almadi.evaluate).toBe(evaluateAlmadi);
    const s = finishedGame(almadi, 2, 5);
    for (const line of almadi.score(s).players) expect(evaluateAlmadi(s, line.player)).toBe(line.total);
  });
  it("mid-game: the final scoring as if ended now, open objectives forgiven in part, and the realm's size", () => {
    const s = almadi.setup({ players: 2, seed: 6 });
    for (const p of [0, 1]) {
      const me = s.players[p]!;
      let open = 0;
      for (const o of me.objectives) if (!o.completed) open += objectiveData(o.id)?.value ?? 0;
      const expected = almadi.score(s).players[p]!.total + W.openObjective * open + W.landscape * Object.keys(me.realm).length;
      expect(evaluateAlmadi(s, p)).toBeCloseTo(expected);
    }
  });
});
