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
 * Epsilon-greedy playouts against the evaluation: with chance `epsilon` a random move, else the
 * move (among `sample` random candidates) whose result the mover's evaluation rates best.
 */
export function greedyRollout(options: GreedyRolloutOptions = {}): RolloutPolicy {
  const epsilon = options.epsilon ?? 0.1;
  const sample = Math.max(1, Math.floor(options.sample ?? 8));
  if (!(epsilon >= 0 && epsilon <= 1)) throw new RangeError(`greedyRollout: epsilon must be in [0, 1], not ${epsilon}`);
  return (state, moves, player, rng, { game, evaluation }) => {
    const n = moves.length;
    if (n === 1 || rng.next() < epsilon) return moves[rng.int(n)];
    const k = Math.min(sample, n);
    // Partial Fisher–Yates over indices: k distinct random candidates.
    const idx = Array.from({ length: n }, (_, i) => i);
    let best = moves[0];
    let bestValue = -Infinity;
    for (let i = 0; i < k; i++) {
      const j = i + rng.int(n - i);
      const t = required(idx[i], "a candidate's index");
      const picked = required(idx[j], "a candidate's index");
      idx[i] = picked;
      idx[j] = t;
      const move = moves[picked];
      // `moves` are the listed legal moves of this state: no validation needed.
      const value = evaluation(game.applyListed(state, move, player), player);
      if (value > bestValue) {
        bestValue = value;
        best = move;
      }
    }
    return best;
  };
}
