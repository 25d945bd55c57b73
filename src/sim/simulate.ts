import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ValidationError, type AnyGame, type ConfigOf, type Seed } from "../core/shared.js";
import { absoluteBotSpec, isBotModuleSpec, loadBot } from "./bot-modules.js";
import { nameOf, type BotLike } from "./match.js";
import { aggregate, shardRange, type SimulationReport } from "./report.js";
import { runGames, type GameOutcome } from "./run.js";
import { botIdentity, runFingerprint } from "./fingerprint.js";
import { WorkerPool } from "./pool.js";
import type { WorkerRun, WorkerTask } from "./worker.js";

/** Batches each worker thread holds at once: it starts the next the moment it finishes one. */
const POOL_DEPTH = 2;

/** The most worker threads `simulate` starts: four per core (more only costs memory; dozens abort V8). */
export function maxWorkers(): number {
  return 4 * availableParallelism();
}

/** Options of {@link simulate}. */
export interface SimulateOptions<G extends AnyGame = AnyGame> {
  readonly game: G;
  readonly players: number;
  /**
   * The competing bots: one per seat (rotated across games so every bot plays every seat equally)
   * or one for all seats. Bots by spec work with any number of workers: built-in ones (`"mcts"`,
   * `"mcts-200"`, `"greedy"`, `"random"`) and module paths (`"./my-bot.mjs"`, `"./bots.mjs#cautious"`,
   * see {@link loadBot}); bot functions (sync or async) only with `workers: 1`.
   */
  readonly bots: readonly (string | BotLike)[];
  /** Number of games of the whole run. */
  readonly games: number;
  /** Index of the first game (default 0): the run plays games `first` … `first + games - 1`. */
  readonly first?: number;
  /**
   * Play only slice `k` of `n` (k from 1) of the run: contiguous games, the same on every machine,
   * so n machines (a Kubernetes indexed Job, a Slurm array, a CI matrix) share one run and
   * {@link mergeReports} (`tesserae merge`) rebuilds the one-machine report.
   */
  readonly shard?: { readonly k: number; readonly n: number };
  readonly seed: Seed;
  readonly config?: Partial<ConfigOf<G>>;
  /**
   * Threads that play games (default 1: this thread alone). With `n > 1` this thread plays too and
   * `n − 1` worker threads are started. Results do not depend on this.
   */
  readonly workers?: number;
  /** Games per worker task (default 1 when a bot is MCTS or a module, so progress comes per game; else about 1/8 of each worker's share, at most 50). */
  readonly batch?: number;
  /**
   * Milliseconds an async bot may take for one move (default: no limit); a bot that does not settle
   * in time fails the run with a {@link BotError}.
   */
  readonly moveTimeout?: number;
  /** Path of the built worker module (default: `sim/worker.js` next to the running build). */
  readonly workerFile?: string;
  /** Called with the games done so far (of this shard) after every game on one thread, after every batch with workers. */
  readonly onProgress?: (done: number, total: number) => void;
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
 * breakdown part, per-seat results and game lengths. Game `i` is seeded from `seed` and `i` only
 * and its seats are rotated by `i`, so the results are identical for any number of workers, and
 * the shards of a run merge into exactly the whole run's report. Async bots are awaited. With
 * `workers > 1` the games run on this thread and `workers − 1` node worker threads ({@link WorkerPool})
 * loading the built worker module, each told the run once and then sent batches of game indices. A bot that throws, returns
 * an illegal move or times out fails the run with a {@link BotError} naming it, its seat and the move.
 */
export async function simulate<G extends AnyGame>(options: SimulateOptions<G>): Promise<SimulationReport> {
  const { game, players, games: whole, seed } = options;
  const workers = Math.max(1, Math.floor(options.workers ?? 1));
  const most = maxWorkers();
  if (workers > most) {
    throw new ValidationError("simulate options", [
      {
        path: "workers",
        message: `${workers} worker threads on a machine with ${availableParallelism()} cores: use at most ${most} (threads beyond the cores add only memory, and too many abort V8)`,
      },
    ]);
  }
  if (!Number.isInteger(whole) || whole < 1) throw new RangeError(`simulate: games must be a positive integer, not ${whole}`);
  if (options.bots.length !== 1 && options.bots.length !== players) {
    throw new RangeError(`simulate: give one bot per seat (${players}) or one for all, not ${options.bots.length}`);
  }
  const bots: BotLike[] = await Promise.all(options.bots.map(async (b) => (typeof b === "string" ? loadBot(b) : b)));
  const names = bots.map(nameOf);
  const config = { ...game.defaultConfig, ...(options.config ?? {}) } as Record<string, unknown>;
  // Fail early (on this thread) on a bad player count or config.
  game.setup({ players, seed: String(seed), config });
  const runFirst = options.first ?? 0;
  const [from, to] = options.shard ? shardRange(runFirst, whole, options.shard.k, options.shard.n) : [runFirst, runFirst + whole];
  const total = to - from;
  const slow = options.bots.some((b) => typeof b !== "string" || b.startsWith("mcts") || isBotModuleSpec(b));
  const batch = Math.max(1, options.batch ?? (slow ? 1 : Math.min(50, Math.ceil(total / (workers * 8)))));
  const start = performance.now();
  const outcomes: GameOutcome[] = [];
  let done = 0;

  if (workers === 1) {
    outcomes.push(...(await runGames(game, players, bots, seed, config, from, to, () => options.onProgress?.(++done, total), options.moveTimeout)));
  } else {
    const specs = options.bots.map((b) => {
      if (typeof b !== "string") throw new TypeError('simulate: with workers > 1, give bots by spec (e.g. "mcts"), since functions cannot cross threads');
      return absoluteBotSpec(b);
    });
    const run: WorkerRun = { game: game.id, players, bots: specs, seed, config, ...(options.moveTimeout === undefined ? {} : { moveTimeout: options.moveTimeout }) };
    // This thread plays too, so `workers` threads play and only `workers - 1` are started (no more
    // than there are other batches: a thread costs a start and compiling the engine again).
    const threads = Math.min(workers, Math.ceil(total / batch)) - 1;
    const pool = new WorkerPool<WorkerTask, GameOutcome[]>(options.workerFile ?? defaultWorkerFile(), threads, run, POOL_DEPTH);
    let next = from;
    let failed = false;
    /** The next batch of games nobody has taken, or null when all are taken (or the run failed). */
    const take = (): WorkerTask | null => {
      if (failed || next >= to) return null;
      const task = { from: next, to: Math.min(to, next + batch) };
      next = task.to;
      return task;
    };
    const record = (r: GameOutcome[]): void => {
      outcomes.push(...r);
      done += r.length;
      options.onProgress?.(done, total);
    };
    const threadLoop = async (): Promise<void> => {
      for (let task = take(); task; task = take()) record(await pool.run(task));
    };
    const localLoop = async (): Promise<void> => {
      for (let task = take(); task; task = take()) {
        record(await runGames(game, players, bots, seed, config, task.from, task.to, undefined, options.moveTimeout));
        // Let the threads' answers in between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    try {
      // Each thread is kept POOL_DEPTH batches ahead, so it never waits for this busy thread to hand it one.
      const loops = [localLoop(), ...Array.from({ length: threads * POOL_DEPTH }, threadLoop)];
      await Promise.all(
        loops.map((l) =>
          l.catch((e: unknown) => {
            failed = true;
            throw e;
          }),
        ),
      );
    } finally {
      await pool.destroy();
    }
    outcomes.sort((a, b) => a.index - b.index);
  }
  const seconds = (performance.now() - start) / 1000;
  const report = { ...aggregate(game.id, players, seed, config, names, outcomes), seconds, gamesPerSecond: total / seconds, workers };
  if (!options.shard) return report;
  const run = runFingerprint({ game: game.id, players, seed, config, bots: options.bots.map((b) => botIdentity(b)), games: whole, first: runFirst });
  return { ...report, shard: { k: options.shard.k, n: options.shard.n, first: runFirst, games: whole, run } };
}
