import { describe, expect, it } from "vitest";
import { finishedGame, readmeLoop } from "../../properties/contract.js";
import { produce } from "../../../src/core/index.js";
import { CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS as W } from "../../../src/games/castles-of-burgundy/evaluation.js";
import { castlesOfBurgundy, type CobState, evaluateCastlesOfBurgundy } from "../../../src/games/castles-of-burgundy/index.js";
import { BUILDING, buildingTile, WATCHTOWER } from "../../../src/games/castles-of-burgundy/data.js";
import { estateOf } from "../../../src/games/castles-of-burgundy/rules.js";
import { breakdown, playerTotal } from "../../../src/games/castles-of-burgundy/scoring.js";

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
  it("a player's total is the sum of the score breakdown's parts, at every point of a game (bots sum it without building the breakdown)", () => {
    for (const seed of [3, 4]) {
      for (const s of readmeLoop(castlesOfBurgundy, 2, seed, {})) {
        for (const seat of [0, 1]) expect(playerTotal(s, seat)).toBe(Object.values(breakdown(s, seat)).reduce((a, b) => a + b, 0));
      }
    }
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
  it("a tile placed on the estate is worth more than the same tile stored plus two workers, and a stored tile more than two silverlings", () => {
    const s = produce(at(1, 2, 4), (d) => void (d.players[0]!.storage = [buildingTile(WATCHTOWER)]));
    const space = estateOf(s, 0).spacesOfColour[BUILDING]![0]!;
    const placed = produce(s, (d) => {
      d.players[0]!.storage = [];
      d.players[0]!.estate[space] = buildingTile(WATCHTOWER);
    });
    const workers = produce(s, (d) => void (d.players[0]!.workers += 2));
    expect(evaluateCastlesOfBurgundy(placed, 0)).toBeGreaterThan(evaluateCastlesOfBurgundy(workers, 0));
    const bought = produce(s, (d) => {
      d.players[0]!.silver -= 2;
      d.players[0]!.storage = [buildingTile(WATCHTOWER), buildingTile(WATCHTOWER)];
    });
    expect(evaluateCastlesOfBurgundy(bought, 0)).toBeGreaterThan(evaluateCastlesOfBurgundy(s, 0));
  });
});
