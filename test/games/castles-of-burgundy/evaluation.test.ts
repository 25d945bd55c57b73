import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { produce } from "../../../src/core/index.js";
import { CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS as W } from "../../../src/games/castles-of-burgundy/evaluation.js";
import { castlesOfBurgundy, type CobState, evaluateCastlesOfBurgundy } from "../../../src/games/castles-of-burgundy/index.js";


const at = (phase: number, round: number, silver: number): CobState =>
  produce(castlesOfBurgundy.setup({ players: 2, seed: 9 }), (d) => {
    d.phase = phase;
    d.round = round;
    d.players[0]!.silver = silver;
  });

describe("Castles of Burgundy evaluation", () => {
  it("is the game's evaluate, and the final total once the game is over", () => {
    expect(castlesOfBurgundy.evaluate).toBe(evaluateCastlesOfBurgundy);
    const s = finishedGame(castlesOfBurgundy, 2, 10);
    for (const line of castlesOfBurgundy.score(s).players) expect(evaluateCastlesOfBurgundy(s, line.player)).toBe(line.total);
  });
  it("a silverling is worth its final point plus its use, which shrinks as the rounds run out", () => {
    const early = evaluateCastlesOfBurgundy(at(0, 0, 3), 0) - evaluateCastlesOfBurgundy(at(0, 0, 2), 0);
    const late = evaluateCastlesOfBurgundy(at(4, 4, 3), 0) - evaluateCastlesOfBurgundy(at(4, 4, 2), 0);
    expect(early).toBeCloseTo(1 + W.silver);
    expect(late).toBeCloseTo(1 + W.silver / 25);
  });
  it("workers: more than their half point at the end while there are dice to turn", () => {
    const s = at(1, 0, 0);
    const more = produce(s, (d) => void (d.players[0]!.workers += 2));
    expect(evaluateCastlesOfBurgundy(more, 0) - evaluateCastlesOfBurgundy(s, 0)).toBeCloseTo(1 + 2 * W.worker * (1 - 5 / 25));
  });
});
