import type { AnyGame, PlayerId, Rng } from "../core/shared.js";
import { evaluateAll, type Evaluation } from "./evaluation.js";
import type { Reward } from "./reward.js";
import { required } from "../core/required.js";

/** What an exact solve needs: the game, how final states are valued and rewarded, and limits. */
export interface SolveContext {
  readonly game: AnyGame;
  readonly evaluation: Evaluation;
  readonly reward: Reward;
  readonly players: number;
  /** Most states the solve may visit; past it the solve gives up (returns null). */
  readonly nodes: number;
  /** `performance.now()` past which the solve gives up (Infinity: none). */
  readonly deadline: number;
}

/** How often (in visited states) the solve looks at the clock. */
const CLOCK_EVERY = 64;

/**
 * Knuth's estimate of the size of the game tree below `state` (to the end of the game), from one
 * random path: the sum over its depths of the product of the branching factors met so far. It
 * stops as soon as the estimate passes `limit` (returns Infinity), so a big tree costs a few moves.
 */
export function estimateTreeSize(game: AnyGame, state: unknown, rng: Rng, limit: number): number {
  let size = 1;
  let width = 1;
  let s = state;
  while (!game.isTerminal(s)) {
    // No seat at a chance node: then `p` is undefined and the chance moves are listed and applied.
    const p = game.activePlayers(s)[0];
    const legal = game.legalMoves(s, p);
    width *= legal.length;
    size += width;
    if (size > limit) return Infinity;
    s = game.applyListed(s, legal[rng.int(legal.length)], p);
  }
  return size;
}

/**
 * Exact max^n values of every move of `player` in `state`, searched to the end of the game: at
 * each state the mover picks the move that gives them the best reward, and a finished game is
 * rewarded from the evaluation of every seat (`ctx.reward`). Returns the reward `player` gets
 * after each of `moves` (same order), or null when the tree is bigger than `ctx.nodes` states or
 * the deadline passes first. It searches one full state: with hidden information it is exact only
 * for that sample (the caller checks that samples agree).
 */
export function solveExactly(ctx: SolveContext, state: unknown, moves: readonly unknown[], player: PlayerId): number[] | null {
  const { game, evaluation, reward, players, deadline } = ctx;
  let left = ctx.nodes;
  let aborted = false;
  const value = (s: unknown): number[] | null => {
    if (--left < 0 || ((left & (CLOCK_EVERY - 1)) === 0 && deadline !== Infinity && performance.now() >= deadline)) {
      aborted = true;
      return null;
    }
    if (game.isTerminal(s)) return reward(evaluateAll(evaluation, s, players));
    if (game.isChanceNode(s)) {
      // A random event (explicit-chance mode): every seat's expected reward over its outcomes.
      const mean = new Array<number>(players).fill(0);
      for (const o of game.chanceOutcomes(s)) {
        const v = value(game.applyListed(s, o.move));
        if (v === null) return null;
        for (let q = 0; q < players; q++) mean[q] = required(mean[q], "a seat's expected reward") + (required(v[q], "a seat's reward") * o.weight) / o.total;
      }
      return mean;
    }
    const p = required(game.activePlayers(s)[0], "the seat to move");
    let best: number[] | null = null;
    for (const m of game.legalMoves(s, p)) {
      const v = value(game.applyListed(s, m, p));
      if (v === null) return null;
      if (best === null || required(v[p], "the mover's reward") > required(best[p], "the mover's best reward")) best = v;
    }
    return best;
  };
  const out: number[] = [];
  for (const m of moves) {
    // The moves come from the real state: check each is legal in this sample too.
    const check = game.validateMove(state, m, player);
    if (!check.ok) return null;
    const v = value(game.applyListed(state, check.move, player));
    if (v === null || aborted) return null;
    out.push(required(v[player], "the player's reward"));
  }
  return out;
}
