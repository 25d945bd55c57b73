/**
 * Worker-thread entry of {@link simulate} (the built `dist/sim/worker.js`, started by
 * {@link WorkerPool}): told the run once (game, bots by spec, seed, config), it loads the game and
 * the bots once, then plays each batch of game indices it is sent and posts back their outcomes.
 * Bots come by spec (built-in names or absolute module paths), since functions cannot cross threads.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { NamedBot } from "../bots/types.js";
import { loadBot } from "./bot-modules.js";
import { getGame } from "../index.js";
import type { AnyGame, Seed } from "../core/shared.js";
import { toWorkerFailure, type WorkerReply } from "./pool.js";
import { runGames, type GameOutcome } from "./run.js";

/** The run a worker thread plays games of, sent once as its `workerData`. */
export interface WorkerRun {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly seed: Seed;
  readonly config: Record<string, unknown> | undefined;
  readonly moveTimeout?: number;
}

/** One batch: games `from` (inclusive) to `to` (exclusive) of the run. */
export interface WorkerTask {
  readonly from: number;
  readonly to: number;
}

const port = parentPort;
if (port) {
  const run = workerData as WorkerRun;
  // Loaded once per thread, as a single-thread run loads them once: a bot keeps its state across games.
  const ready: Promise<{ game: AnyGame; bots: NamedBot[] }> = (async () => ({ game: getGame(run.game), bots: await Promise.all(run.bots.map((s) => loadBot(s))) }))();
  // Never an unhandled rejection: the failure is posted with the first task.
  ready.catch(() => undefined);
  const play = async (task: WorkerTask): Promise<WorkerReply<GameOutcome[]>> => {
    try {
      const { game, bots } = await ready;
      return { ok: true, result: await runGames(game, run.players, bots, run.seed, run.config, task.from, task.to, undefined, run.moveTimeout) };
    } catch (e) {
      return { ok: false, error: toWorkerFailure(e) };
    }
  };
  // Tasks run one after another and are answered in the order they came (the pool relies on it).
  let queue: Promise<void> = Promise.resolve();
  port.on("message", (task: WorkerTask) => {
    queue = queue.then(async () => port.postMessage(await play(task)));
  });
}
