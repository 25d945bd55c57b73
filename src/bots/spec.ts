import { greedyBot } from "./greedy.js";
import { mctsBot } from "./mcts.js";
import { randomBot } from "./random.js";
import type { NamedBot } from "./types.js";

/** The built-in bot names accepted by {@link botFromSpec}. */
export const BOT_NAMES = ["random", "greedy", "mcts"] as const;

/**
 * A built-in bot from a short spec, as the CLI and the worker threads use: `random`, `greedy`,
 * `mcts` (1000 iterations) or `mcts-<iterations>` (e.g. `mcts-200`). Throws a RangeError naming
 * the spec when it is unknown.
 */
export function botFromSpec(spec: string): NamedBot {
  const s = spec.trim();
  if (s === "random") return { name: s, play: randomBot };
  if (s === "greedy") return { name: s, play: greedyBot };
  const m = /^mcts(?:-(\d+))?$/.exec(s);
  if (m) return { name: s, play: mctsBot({ iterations: m[1] ? Number(m[1]) : 1000 }) };
  throw new RangeError(`unknown bot "${spec}" (known: random, greedy, mcts, mcts-<iterations>)`);
}
