/**
 * Worker-thread entry of {@link simulate}: plays a batch of games of a registered game with bots
 * given by spec (built-in names or absolute module paths, since functions cannot cross threads). Loaded by piscina from the
 * built `dist/sim/worker.js`.
 */
import type { NamedBot } from "../bots/types.js";
import { loadBot } from "./bot-modules.js";
import { getGame } from "../index.js";
import type { Seed } from "../core/shared.js";
import { runGames, type GameOutcome } from "./run.js";

/** One batch of games for a worker. */
export interface WorkerTask {
  readonly game: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly seed: Seed;
  readonly config: Record<string, unknown> | undefined;
  readonly from: number;
  readonly to: number;
}

// Each spec is loaded once per thread, not once per batch (MCTS and module bots run one game a batch),
// so a thread keeps one bot per spec as a single-thread run does.
const loaded = new Map<string, Promise<NamedBot>>();
const botFor = (spec: string): Promise<NamedBot> => {
  let bot = loaded.get(spec);
  if (!bot) loaded.set(spec, (bot = loadBot(spec)));
  return bot;
};

/** Plays the batch and returns its outcomes in game-index order. */
export default async function playBatch(task: WorkerTask): Promise<GameOutcome[]> {
  const bots = await Promise.all(task.bots.map(botFor));
  return runGames(getGame(task.game), task.players, bots, task.seed, task.config, task.from, task.to);
}
