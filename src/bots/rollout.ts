import type { AnyGame, PlayerId, Rng } from "../core/shared.js";
import type { Evaluation } from "./evaluation.js";
import { required } from "../core/required.js";

/** What a rollout policy is given besides the state and moves. */
export interface RolloutContext {
  readonly game: AnyGame;
  /** The evaluation the search uses. */
  readonly evaluation: Evaluation;
}

/**
 * Chooses the next move of a playout: `moves` are the legal moves of `player` in `state` (never
 * empty). Runs inside every MCTS iteration, so it should be cheap.
 */
export type RolloutPolicy = (state: unknown, moves: readonly unknown[], player: PlayerId, rng: Rng, ctx: RolloutContext) => unknown;

/** Uniformly random playouts. */
export const randomRollout: RolloutPolicy = (_state, moves, _player, rng) => moves[rng.int(moves.length)];

/** Options of {@link greedyRollout}. */
export interface GreedyRolloutOptions {
  /** Chance of a uniformly random move instead of the greedy one (default 0.1). */
  readonly epsilon?: number;
  /**
   * Moves sampled (without replacement) and compared by the evaluation, the best kept; all of them
   * when there are fewer (default 8). Bounds a step's cost in games with many moves.
   */
  readonly sample?: number;
}

/**
 * One step of a playout: the move chosen and, when the policy already played it to compare it
 * (a greedy step does), the state it leads to, so the search need not play it again.
 */
export interface RolloutStep {
  readonly move: unknown;
  /** The listed move applied to the state, when the policy computed it; else undefined. */
  readonly after: unknown;
}

/** Reads the options of {@link greedyRollout}: [epsilon, sample]. */
function greedyOptions(options: GreedyRolloutOptions): [number, number] {
  const epsilon = options.epsilon ?? 0.1;
  const sample = Math.max(1, Math.floor(options.sample ?? 8));
  if (!(epsilon >= 0 && epsilon <= 1)) throw new RangeError(`greedyRollout: epsilon must be in [0, 1], not ${epsilon}`);
  return [epsilon, sample];
}

/**
 * The steps of {@link greedyRollout}, with the state each chosen move leads to when it was played
 * to be valued: what MCTS runs for its built-in greedy playouts.
 */
export function greedySteps(options: GreedyRolloutOptions = {}): (state: unknown, moves: readonly unknown[], player: PlayerId, rng: Rng, ctx: RolloutContext) => RolloutStep {
  const [epsilon, sample] = greedyOptions(options);
  return (state, moves, player, rng, { game, evaluation }) => {
    const n = moves.length;
    if (n === 1 || rng.next() < epsilon) return { move: moves[rng.int(n)], after: undefined };
    const k = Math.min(sample, n);
    // Partial Fisher–Yates over indices: k distinct random candidates.
    const idx = Array.from({ length: n }, (_, i) => i);
    let best = moves[0];
    let bestAfter: unknown = undefined;
    let bestValue = -Infinity;
    for (let i = 0; i < k; i++) {
      const j = i + rng.int(n - i);
      const t = required(idx[i], "a candidate's index");
      const picked = required(idx[j], "a candidate's index");
      idx[i] = picked;
      idx[j] = t;
      const move = moves[picked];
      // `moves` are the listed legal moves of this state: no validation needed.
      const after = game.applyListed(state, move, player);
      const value = evaluation(after, player);
      if (value > bestValue) {
        bestValue = value;
        best = move;
        bestAfter = after;
      }
    }
    return { move: best, after: bestAfter };
  };
}

/**
 * Epsilon-greedy playouts against the evaluation: with chance `epsilon` a random move, else the
 * move (among `sample` random candidates) whose result the mover's evaluation rates best.
 */
export function greedyRollout(options: GreedyRolloutOptions = {}): RolloutPolicy {
  const step = greedySteps(options);
  return (state, moves, player, rng, ctx) => step(state, moves, player, rng, ctx).move;
}
