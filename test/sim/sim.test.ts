import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay, replayStates } from "../../src/core/index.js";
import { azul } from "../../src/games/azul/index.js";
import { greedyBot, mctsBot, playMatch, playMatchSync, randomBot, type Bot } from "../../src/bots/index.js";
import { aggregate, gameSeed, mergeReports, parseShard, seatBots, shardRange, simulate, stat, wilson95, type SimulationReport } from "../../src/sim/index.js";
import { errorDetail } from "../../src/sim/match.js";
import { toWorkerFailure } from "../../src/sim/pool.js";
import { nim } from "../bots/toy.js";

/** randomBot behind a Promise that settles on a later tick, as a bot asking a server would. */
const asyncRandom: Bot = (view, moves, rng, ctx) => new Promise((resolve) => setTimeout(() => resolve(randomBot(view, moves, rng, ctx)), 0));

describe("playMatch", () => {
  it("returns a replay record that reproduces the final state, and its score sheet", async () => {
    const r = await playMatch({ game: azul, players: 3, bots: [randomBot, greedyBot, mctsBot({ iterations: 10 })], seed: 42 });
    expect(azul.isTerminal(r.finalState)).toBe(true);
    expect(replay(azul, JSON.parse(JSON.stringify(r.record)))).toEqual(r.finalState);
    expect(r.score).toEqual(azul.score(r.finalState));
    expect(r.length).toBe(r.record.moves.length);
    expect(r.record.game).toBe("azul");
  });
  it("is deterministic for a seed, and differs between seeds", async () => {
    const a = await playMatch({ game: nim, players: 2, bots: [randomBot], seed: 1 });
    const b = await playMatch({ game: nim, players: 2, bots: [randomBot], seed: 1 });
    const moves = new Set(Array.from({ length: 6 }, (_, i) => JSON.stringify(playMatchSync({ game: nim, players: 2, bots: [randomBot], seed: i }).record.moves)));
    expect(b.record).toEqual(a.record);
    expect(moves.size).toBeGreaterThan(1);
  });
  it("records the player of every move and passes config through", () => {
    const r = playMatchSync({ game: nim, players: 3, bots: [randomBot], seed: 3, config: { pile: 20 } });
    expect(r.record.config).toEqual({ pile: 20 });
    const states = replayStates(nim, r.record);
    r.record.moves.forEach((m, i) => expect(nim.activePlayers(states[i]!)).toContain(m.player));
  });
  it("refuses a bot that returns an illegal move, naming the bot and seat", async () => {
    const cheat = () => ({ type: "take", n: 9 });
    await expect(playMatch({ game: nim, players: 2, bots: [{ name: "cheat", play: cheat }, randomBot], seed: 1 })).rejects.toThrow(/"cheat" \(seat 0\) returned an illegal move/);
    expect(() => playMatchSync({ game: nim, players: 2, bots: [{ name: "cheat", play: cheat }, randomBot], seed: 1 })).toThrow(/"cheat" \(seat 0\) returned an illegal move/);
  });
  it("asks for one bot per seat or one for all", () => {
    expect(() => playMatchSync({ game: nim, players: 3, bots: [randomBot, randomBot], seed: 1 })).toThrow(/one bot per seat/);
    // Something that is not a bot is refused by name, not met later as a TypeError.
    for (const bad of [undefined, null, 7, {}, { play: 1 }]) {
      expect(() => playMatchSync({ game: nim, players: 2, bots: [randomBot, bad as never], seed: 1 })).toThrow(expect.objectContaining({ name: "ValidationError", field: "bots[1]" }));
    }
  });
});

describe("async bots", () => {
  it("playMatch awaits a bot that returns a Promise and plays the same game as its sync twin", async () => {
    const a = await playMatch({ game: azul, players: 2, bots: [{ name: "remote", play: asyncRandom }, greedyBot], seed: 5 });
    const b = playMatchSync({ game: azul, players: 2, bots: [randomBot, greedyBot], seed: 5 });
    expect(a.record.moves).toEqual(b.record.moves);
  });
  it("playMatchSync refuses an async bot, naming it and pointing to playMatch", () => {
    expect(() => playMatchSync({ game: nim, players: 2, bots: [randomBot, { name: "remote", play: asyncRandom }], seed: 1 })).toThrow(/"remote" \(seat 1\) is async.*use playMatch/);
  });
  it("simulate plays async bots and reports them like sync ones", async () => {
    const opts = { game: nim, players: 2, games: 6, seed: 2 } as const;
    const a = await simulate({ ...opts, bots: [{ name: "r", play: asyncRandom }, "greedy"] });
    const b = await simulate({ ...opts, bots: [{ name: "r", play: randomBot }, "greedy"] });
    expect(a.outcomes).toEqual(b.outcomes);
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
  it("with one bot for every seat reports per-seat results that add up to every game", async () => {
    const r = await simulate({ game: nim, players: 3, bots: ["random"], games: 30, seed: 4 });
    expect(r.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    for (const s of r.seats) expect(s.games).toBe(30);
    expect(r.seats.reduce((t, s) => t + s.wins, 0)).toBeCloseTo(30);
    // Seat 0 of chance Nim wins far more than a third: the per-seat view shows it, the bot's own rate cannot.
    expect(r.bots[0]!.winRate).toBeCloseTo(1 / 3);
    expect(new Set(r.seats.map((s) => s.winRate)).size).toBeGreaterThan(1);
  });
  it("reports progress after every game on one thread", async () => {
    const seen: number[] = [];
    await simulate({ game: nim, players: 2, bots: ["random"], games: 7, seed: 1, onProgress: (done, total) => seen.push(done * 100 + total) });
    expect(seen).toEqual([107, 207, 307, 407, 507, 607, 707]);
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

describe("shards and merge", () => {
  const timing = (r: SimulationReport) => ({ ...r, seconds: 0, gamesPerSecond: 0, workers: 0 });
  it("shardRange splits a run into contiguous slices that cover it exactly", () => {
    expect([1, 2, 3].map((k) => shardRange(0, 10, k, 3))).toEqual([
      [0, 3],
      [3, 6],
      [6, 10],
    ]);
    expect([1, 2].map((k) => shardRange(5, 3, k, 2))).toEqual([
      [5, 6],
      [6, 8],
    ]);
    expect(shardRange(0, 2, 3, 4)).toEqual([1, 1]); // more shards than games: some are empty
    expect(() => shardRange(0, 10, 4, 3)).toThrow(/1 <= k <= n/);
    expect(parseShard("2/8")).toEqual({ k: 2, n: 8 });
    for (const bad of ["0/3", "4/3", "2", "a/b", "1/0"]) expect(() => parseShard(bad)).toThrow(/k\/n/);
  });
  it("the merge of 3 shards equals the single run: win rates, intervals, scores, breakdowns, seats, lengths", async () => {
    const opts = { game: azul, players: 2, bots: ["greedy", "random"], games: 11, seed: "m" } as const;
    const whole = await simulate(opts);
    const shards = await Promise.all([1, 2, 3].map((k) => simulate({ ...opts, shard: { k, n: 3 } })));
    expect(shards.map((s) => s.games)).toEqual([3, 4, 4]);
    expect(shards[1]!.shard).toEqual({ k: 2, n: 3, first: 0, games: 11, run: shards[0]!.shard!.run });
    // Any order of the files, through JSON as the CLI writes them.
    const merged = mergeReports([shards[2]!, shards[0]!, shards[1]!].map((s) => JSON.parse(JSON.stringify(s)) as SimulationReport));
    expect(timing(merged)).toEqual(timing(whole));
    expect(merged.seconds).toBeCloseTo(shards.reduce((t, s) => t + s.seconds, 0));
  });
  it("merge refuses overlapping shards, a missing shard, and shards of another run", async () => {
    const opts = { game: nim, players: 2, bots: ["greedy", "random"], games: 9, seed: 1 } as const;
    const [a, b, c] = await Promise.all([1, 2, 3].map((k) => simulate({ ...opts, shard: { k, n: 3 } })));
    expect(() => mergeReports([a!, a!, b!, c!])).toThrow(/in two reports/);
    expect(() => mergeReports([a!, c!])).toThrow(/missing/);
    expect(() => mergeReports([a!, b!])).toThrow(/a shard is missing/);
    const other = await simulate({ ...opts, seed: 2, shard: { k: 3, n: 3 } });
    expect(() => mergeReports([a!, b!, other])).toThrow(/another run/);
  });
  it("aggregate is what merge and simulate share: order of outcomes in, statistics out", () => {
    const r = aggregate("nim", 2, 1, {}, ["a", "b"], []);
    expect(r.games).toBe(0);
    expect(r.seats).toHaveLength(2);
  });
});

describe("statistics", () => {
  it("Wilson interval and sample standard deviation", () => {
    const [lo, hi] = wilson95(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(stat([2, 4, 4, 4, 5, 5, 7, 9]).sd).toBeCloseTo(2.138, 3);
  });
  it("is exactly [0, …] for no wins and […, 1] for all wins", () => {
    expect(wilson95(0, 6)[0]).toBe(0);
    expect(wilson95(6, 6)[1]).toBe(1);
  });
});

describe("games that do not end never kill a run", () => {
  /** A bot that never finishes Azul: it always sends its tiles to the floor line. */
  const floorBot: Bot = (_view, moves) => moves.find((m) => (m as { line?: unknown }).line === "floor") ?? moves[0]!;

  it("a game stopped at maxMoves is returned unfinished with its scores so far, not thrown", () => {
    const r = playMatchSync({ game: azul, players: 2, bots: [randomBot], seed: 3, maxMoves: 5 });
    expect(r.finished).toBe(false);
    expect(r.length).toBe(5);
    expect(r.score.players).toHaveLength(2);
    const done = playMatchSync({ game: azul, players: 2, bots: [randomBot], seed: 3 });
    expect(done.finished).toBe(true);
  });

  it("simulate counts games that reach the game's moveLimit as unfinished", async () => {
    const tiny = { ...azul, moveLimit: () => 12 } as typeof azul;
    const report = await simulate({ game: tiny, players: 2, bots: [floorBot], games: 3, seed: 1 });
    expect(report.unfinished).toBe(3);
    expect(report.length.max).toBe(12);
    const normal = await simulate({ game: azul, players: 2, bots: ["random"], games: 3, seed: 1 });
    expect(normal.unfinished).toBe(0);
  });

  it("more worker threads than the machine can carry are refused with a ValidationError naming workers", async () => {
    await expect(simulate({ game: azul, players: 2, bots: ["random"], games: 2, seed: 1, workers: 10_000 })).rejects.toThrow(/workers/);
  });
});

describe("a thrown value is always turned into text", () => {
  const hostile: unknown[] = [
    Object.create(null),
    new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error("trap");
        },
        get: () => {
          throw new Error("trap");
        },
      },
    ),
    Object.defineProperty(new Error("x"), "message", {
      get: (): string => {
        throw Object.create(null);
      },
    }),
    Symbol("s"),
  ];
  it("errorDetail and toWorkerFailure never throw, and give one line", () => {
    for (const e of hostile) {
      expect(errorDetail(e)).toMatch(/^[^\n]+$/);
      expect(toWorkerFailure(e)).toEqual({ name: expect.any(String), message: expect.any(String) });
    }
    expect(errorDetail(Object.create(null))).toBe("a thrown object with no readable text");
    expect(errorDetail(new Error("boom\nat stack"))).toBe("boom");
    expect(toWorkerFailure(new RangeError("r"))).toEqual({ name: "RangeError", message: "r" });
  });
});
