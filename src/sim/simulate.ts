import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { AnyGame, ConfigOf, Seed } from "../core/index.js";
import { botFromSpec } from "../bots/spec.js";
import { nameOf, type BotLike } from "./match.js";
import { runGames, type GameOutcome } from "./run.js";
import { stat, wilson95, type Stat } from "./stats.js";
import type { WorkerTask } from "./worker.js";

export type { Stat } from "./stats.js";

/** Options of {@link simulate}. */
export interface SimulateOptions<G extends AnyGame = AnyGame> {
  readonly game: G;
  readonly players: number;
  /**
   * The competing bots: one per seat (rotated across games so every bot plays every seat equally)
   * or one for all seats. Built-in bots by spec (`"mcts"`, `"mcts-200"`, `"greedy"`, `"random"`)
   * work with any number of workers; bot functions only with `workers: 1`.
   */
  readonly bots: readonly (string | BotLike)[];
  /** Number of games. */
  readonly games: number;
  /** Index of the first game (default 0): plays games `first` … `first + games - 1`, to split a long run into parts. */
  readonly first?: number;
  readonly seed: Seed;
  readonly config?: Partial<ConfigOf<G>>;
  /** Worker threads (default 1: play on this thread). Results do not depend on this. */
  readonly workers?: number;
  /** Games per worker task (default: about 1/8 of each worker's share, at most 50). */
  readonly batch?: number;
  /** Path of the built worker module (default: `sim/worker.js` next to the running build). */
  readonly workerFile?: string;
  /** Called with the number of games done after each batch. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Per-bot results of a simulation. */
export interface BotStats {
  /** Index in the bot list. */
  readonly bot: number;
  readonly name: string;
  readonly games: number;
  /** Wins, a shared first place among k players counting 1/k. */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson confidence interval of the win rate. */
  readonly winRateCI95: readonly [number, number];
  readonly score: Stat;
  /** Statistics of each part of the score breakdown. */
  readonly breakdown: Readonly<Record<string, Stat>>;
}

/** What {@link simulate} returns. Everything except `seconds` and `gamesPerSecond` depends only on the options (not on `workers`). */
export interface SimulationReport {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly seed: Seed;
  readonly config: Record<string, unknown>;
  readonly bots: readonly BotStats[];
  /** Moves per game. */
  readonly length: Stat;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly workers: number;
  /** Every game's outcome in game-index order. */
  readonly outcomes: readonly GameOutcome[];
}

/** Where the built worker sits relative to this module (a chunk in `dist/`, or `src/sim/` under tsx). */
export function defaultWorkerFile(): string {
  const here = typeof __filename === "string" ? __filename : fileURLToPath(import.meta.url);
  const ext = here.endsWith(".cjs") ? ".cjs" : ".js";
  const dir = dirname(here);
  const candidates = [join(dir, "sim", `worker${ext}`), join(dir, `worker${ext}`), join(dir, "..", "sim", `worker${ext}`), join(dir, "..", "..", "dist", "sim", "worker.js")];
  const found = candidates.find((c) => existsSync(c) && !c.endsWith(join("src", "sim", "worker.js")));
  if (!found) throw new Error(`simulate: the built worker was not found (looked at ${candidates.join(", ")}); run the build (tsup) or use workers: 1`);
  return found;
}

/**
 * Plays many games between bots and aggregates win rates (with 95% intervals), scores and each
 * breakdown part, and game lengths. Game `i` is seeded from `seed` and `i` only and its seats are
 * rotated by `i`, so the results are identical for any number of workers. With `workers > 1` the
 * games run in piscina worker threads loading the built worker module.
 */
export async function simulate<G extends AnyGame>(options: SimulateOptions<G>): Promise<SimulationReport> {
  const { game, players, games: total, seed } = options;
  const workers = Math.max(1, Math.floor(options.workers ?? 1));
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`simulate: games must be a positive integer, not ${total}`);
  if (options.bots.length !== 1 && options.bots.length !== players) {
    throw new RangeError(`simulate: give one bot per seat (${players}) or one for all, not ${options.bots.length}`);
  }
  const bots: BotLike[] = options.bots.map((b) => (typeof b === "string" ? botFromSpec(b) : b));
  const names = bots.map(nameOf);
  const config = { ...game.defaultConfig, ...(options.config ?? {}) } as Record<string, unknown>;
  // Fail early (on this thread) on a bad player count or config.
  game.setup({ players, seed: String(seed), config });
  const batch = Math.max(1, options.batch ?? Math.min(50, Math.ceil(total / (workers * 8))));
  const first = options.first ?? 0;
  const start = performance.now();
  const outcomes: GameOutcome[] = [];
  let done = 0;

  if (workers === 1) {
    for (let from = first; from < first + total; from += batch) {
      const to = Math.min(first + total, from + batch);
      outcomes.push(...runGames(game, players, bots, seed, config, from, to));
      done = to - first;
      options.onProgress?.(done, total);
    }
  } else {
    const specs = options.bots.map((b) => {
      if (typeof b !== "string") throw new TypeError("simulate: with workers > 1, give bots by spec (e.g. \"mcts\"), since functions cannot cross threads");
      return b;
    });
    const pool = new Piscina<WorkerTask, GameOutcome[]>({ filename: options.workerFile ?? defaultWorkerFile(), minThreads: workers, maxThreads: workers });
    try {
      const tasks: Promise<GameOutcome[]>[] = [];
      for (let from = first; from < first + total; from += batch) {
        const to = Math.min(first + total, from + batch);
        tasks.push(
          pool.run({ game: game.id, players, bots: specs, seed, config, from, to }).then((r) => {
            done += r.length;
            options.onProgress?.(done, total);
            return r;
          }),
        );
      }
      for (const r of await Promise.all(tasks)) outcomes.push(...r);
    } finally {
      await pool.destroy();
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return { ...aggregate(game.id, players, seed, config, names, outcomes), seconds, gamesPerSecond: total / seconds, workers };
}

/** Aggregates outcomes (in game-index order) into per-bot statistics. */
export function aggregate(
  game: string,
  players: number,
  seed: Seed,
  config: Record<string, unknown>,
  names: readonly string[],
  outcomes: readonly GameOutcome[],
): Omit<SimulationReport, "seconds" | "gamesPerSecond" | "workers"> {
  const per = names.map(() => ({ games: 0, wins: 0, totals: [] as number[], parts: {} as Record<string, number[]> }));
  for (const o of outcomes) {
    const first = o.ranking[0] ?? [];
    o.seats.forEach((b, seat) => {
      const acc = per[b]!;
      acc.games++;
      if (first.includes(seat)) acc.wins += 1 / first.length;
      acc.totals.push(o.totals[seat]!);
      for (const [k, v] of Object.entries(o.breakdowns[seat]!)) (acc.parts[k] ??= []).push(v);
    });
  }
  // With one bot for all seats, "games" counts seats played.
  const bots: BotStats[] = per.map((acc, bot) => ({
    bot,
    name: names[bot]!,
    games: acc.games,
    wins: acc.wins,
    winRate: acc.games ? acc.wins / acc.games : 0,
    winRateCI95: wilson95(acc.wins, acc.games),
    score: stat(acc.totals),
    breakdown: Object.fromEntries(Object.entries(acc.parts).map(([k, v]) => [k, stat(v)])),
  }));
  return { game, players, games: outcomes.length, seed, config, bots, length: stat(outcomes.map((o) => o.length)), outcomes };
}
