import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay, replayStates } from "../../src/core/index.js";
import { azul } from "../../src/games/azul/index.js";
import { greedyBot, mctsBot, playMatch, randomBot, simulate } from "../../src/bots/index.js";
import { gameSeed, seatBots } from "../../src/sim/run.js";
import { wilson95, stat } from "../../src/sim/stats.js";
import { nim } from "../bots/toy.js";

describe("playMatch", () => {
  it("returns a replay record that reproduces the final state, and its score sheet", () => {
    const r = playMatch({ game: azul, players: 3, bots: [randomBot, greedyBot, mctsBot({ iterations: 10 })], seed: 42 });
    expect(azul.isTerminal(r.finalState)).toBe(true);
    expect(replay(azul, JSON.parse(JSON.stringify(r.record)))).toEqual(r.finalState);
    expect(r.score).toEqual(azul.score(r.finalState));
    expect(r.length).toBe(r.record.moves.length);
    expect(r.record.game).toBe("azul");
  });
  it("is deterministic for a seed, and differs between seeds", () => {
    const a = playMatch({ game: nim, players: 2, bots: [randomBot], seed: 1 });
    const b = playMatch({ game: nim, players: 2, bots: [randomBot], seed: 1 });
    const moves = new Set(Array.from({ length: 6 }, (_, i) => JSON.stringify(playMatch({ game: nim, players: 2, bots: [randomBot], seed: i }).record.moves)));
    expect(b.record).toEqual(a.record);
    expect(moves.size).toBeGreaterThan(1);
  });
  it("records the player of every move and passes config through", () => {
    const r = playMatch({ game: nim, players: 3, bots: [randomBot], seed: 3, config: { pile: 20 } });
    expect(r.record.config).toEqual({ pile: 20 });
    const states = replayStates(nim, r.record);
    r.record.moves.forEach((m, i) => expect(nim.activePlayers(states[i]!)).toContain(m.player));
  });
  it("refuses a bot that returns an illegal move, naming the bot and seat", () => {
    const cheat = Object.assign(() => ({ type: "take", n: 9 }), {});
    expect(() => playMatch({ game: nim, players: 2, bots: [{ name: "cheat", play: cheat }, randomBot], seed: 1 })).toThrow(/"cheat" \(seat 0\) returned an illegal move/);
  });
  it("asks for one bot per seat or one for all", () => {
    expect(() => playMatch({ game: nim, players: 3, bots: [randomBot, randomBot], seed: 1 })).toThrow(/one bot per seat/);
  });
});

describe("simulate", () => {
  it("derives game seeds from the master seed and index only, and rotates seats", () => {
    expect(gameSeed(7, 3)).toBe("7#3");
    expect(seatBots(3, 3, 0)).toEqual([0, 1, 2]);
    expect(seatBots(3, 3, 1)).toEqual([1, 2, 0]);
    expect(seatBots(2, 1, 5)).toEqual([0, 0]);
  });
  it("aggregates win rates, scores, breakdown parts and length on one thread (any game, bot functions)", async () => {
    const r = await simulate({ game: nim, players: 2, bots: [{ name: "greedy", play: greedyBot }, "random"], games: 40, seed: 3 });
    expect(r.games).toBe(40);
    expect(r.bots.map((b) => b.name)).toEqual(["greedy", "random"]);
    expect(r.bots[0]!.games).toBe(40);
    expect(r.bots[0]!.wins + r.bots[1]!.wins).toBeCloseTo(40);
    expect(Object.keys(r.bots[0]!.breakdown).sort()).toEqual(["card", "last"]);
    expect(r.bots[0]!.breakdown.last!.mean + r.bots[0]!.breakdown.card!.mean).toBeCloseTo(r.bots[0]!.score.mean);
    // Seats alternate: bot 0 sits at seat 0 in even games.
    r.outcomes.forEach((o, i) => expect(o.seats).toEqual(i % 2 === 0 ? [0, 1] : [1, 0]));
    expect(r.length.mean).toBeGreaterThan(0);
  });
  it("the first option plays a later slice of the same games", async () => {
    const all = await simulate({ game: nim, players: 2, bots: ["random", "greedy"], games: 10, seed: 5 });
    const tail = await simulate({ game: nim, players: 2, bots: ["random", "greedy"], games: 4, first: 6, seed: 5 });
    expect(tail.outcomes).toEqual(all.outcomes.slice(6));
  });
  it("gives identical results with 1 and 2 worker threads (built worker)", async () => {
    expect(existsSync("dist/sim/worker.js"), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
    const opts = { game: azul, players: 3, bots: ["greedy", "random", "mcts-5"], games: 9, seed: 7, batch: 2 } as const;
    const one = await simulate({ ...opts, workers: 1 });
    const two = await simulate({ ...opts, workers: 2, workerFile: "dist/sim/worker.js" });
    const strip = (r: typeof one) => ({ ...r, seconds: 0, gamesPerSecond: 0, workers: 0 });
    expect(strip(two)).toEqual(strip(one));
    expect(two.workers).toBe(2);
  });
  it("refuses bot functions with workers > 1", async () => {
    await expect(simulate({ game: azul, players: 2, bots: [randomBot, "random"], games: 2, seed: 1, workers: 2 })).rejects.toThrow(/by spec/);
  });
});

describe("statistics", () => {
  it("Wilson interval and sample standard deviation", () => {
    const [lo, hi] = wilson95(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(stat([2, 4, 4, 4, 5, 5, 7, 9]).sd).toBeCloseTo(2.138, 3);
  });
});

describe("Wilson interval edges", () => {
  it("is exactly [0, …] for no wins and […, 1] for all wins", () => {
    expect(wilson95(0, 6)[0]).toBe(0);
    expect(wilson95(6, 6)[1]).toBe(1);
  });
});
