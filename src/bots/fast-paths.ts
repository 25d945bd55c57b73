import type { FastPath } from "../rl/simulator.js";
import { azulFastPath } from "../rl/azul.js";

/**
 * The games whose own mutable simulator runs `mctsBot`'s random rollouts, by game id. Only
 * simulators written for speed belong here: the generic `actionFastPath` of the other games is
 * slower than their engine for a rollout, and listing it would pull every game's action
 * space into the bots entry (which must stay small and browser-bundlable).
 */
const FAST_PATHS: ReadonlyMap<string, FastPath<unknown>> = new Map<string, FastPath<unknown>>([["azul", azulFastPath]]);

/**
 * The shortest rollout (in moves) worth running on a simulator. Building one from a state and
 * reading the state back costs about as much as four moves on Azul's engine, while a move on the
 * simulator costs about a quarter of one (measured on random 2-player positions; see
 * docs/benchmarks.md), so from six moves on the simulator is clearly ahead.
 */
export const MIN_FAST_ROLLOUT = 6;

/** The fast path of a game, by id, when it has one of its own. */
export function fastPathOf(gameId: string): FastPath<unknown> | undefined {
  return FAST_PATHS.get(gameId);
}
