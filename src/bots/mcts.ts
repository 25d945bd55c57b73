import type { AnyGame, PlayerId, Rng } from "../core/index.js";
import { rankRewards } from "./reward.js";
import type { Bot } from "./types.js";

/** Options of {@link mctsBot}. */
export interface MctsOptions {
  /** Search iterations per decision (default 1000). */
  readonly iterations?: number;
  /** Wall-clock budget per decision in milliseconds; when set, search also stops at this time (results then depend on machine speed). */
  readonly timeMs?: number;
  /** UCT exploration constant (default 0.7, for rewards in [0, 1]). */
  readonly exploration?: number;
  /**
   * Maximum random moves per rollout (default: play to the end). A capped rollout is evaluated by
   * the ranking of the current, mid-game `score`, a heuristic by score difference.
   */
  readonly rolloutDepth?: number;
}

interface Node {
  readonly mover: PlayerId;
  readonly key: string;
  readonly children: Map<string, Node>;
  visits: number;
  /** How often this node was selectable (legal) when its parent was visited: ISMCTS availability. */
  avail: number;
  /** Sum of the mover's rewards. */
  reward: number;
}

const newNode = (mover: PlayerId, key: string): Node => ({ mover, key, children: new Map(), visits: 0, avail: 0, reward: 0 });

/**
 * Monte Carlo tree search bot (single-observer information-set UCT): every iteration samples a
 * state consistent with the player's view (`ctx.determinize`), descends one shared tree by UCT
 * among the moves legal in that sample (weighted by availability), expands one move, plays a random
 * rollout and backs up per-player rewards (max^n style: each node keeps the reward of the player
 * who moved into it; reward = normalised rank from `score(state).ranking`). It never reads the real
 * state. Deterministic for a given Rng unless `timeMs` stops it first; the returned function keeps
 * no state between calls, so one instance can be reused across moves, seats and games.
 */
export function mctsBot(options: MctsOptions = {}): Bot {
  const iterations = options.iterations ?? 1000;
  const timeMs = options.timeMs ?? Infinity;
  const c = options.exploration ?? 0.7;
  const depthCap = options.rolloutDepth ?? Infinity;
  if (!(iterations >= 1) && timeMs === Infinity) throw new RangeError("mctsBot: give iterations >= 1 or a timeMs budget");

  return (_view, moves, rng, ctx) => {
    if (moves.length === 1) return moves[0];
    const game: AnyGame = ctx.game;
    const deadline = timeMs === Infinity ? Infinity : performance.now() + timeMs;
    const root = newNode(ctx.player, "");
    const path: Node[] = [];
    let players = 0;

    for (let it = 0; it < iterations; it++) {
      if (deadline !== Infinity && (it & 15) === 0 && performance.now() >= deadline && it > 0) break;
      let state = ctx.determinize(rng);
      if (players === 0) players = game.playerCount(state);
      let node = root;
      path.length = 0;
      // Selection and expansion.
      while (!game.isTerminal(state)) {
        const p = game.activePlayers(state)[0]!;
        const legal = game.legalMoves(state, p);
        let untried = 0;
        const keys = new Array<string>(legal.length);
        for (let i = 0; i < legal.length; i++) {
          const k = JSON.stringify(legal[i]);
          keys[i] = k;
          const child = node.children.get(k);
          if (child) child.avail++;
          else untried++;
        }
        if (untried > 0) {
          let pick = rng.int(untried);
          let idx = 0;
          for (let i = 0; i < legal.length; i++) {
            if (!node.children.has(keys[i]!) && pick-- === 0) {
              idx = i;
              break;
            }
          }
          const child = newNode(p, keys[idx]!);
          child.avail = 1;
          node.children.set(keys[idx]!, child);
          state = game.applyMove(state, legal[idx], p);
          path.push(child);
          break;
        }
        let best: Node | null = null;
        let bestIdx = 0;
        let bestValue = -Infinity;
        for (let i = 0; i < legal.length; i++) {
          const child = node.children.get(keys[i]!)!;
          const value = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
          if (value > bestValue) {
            bestValue = value;
            best = child;
            bestIdx = i;
          }
        }
        state = game.applyMove(state, legal[bestIdx], p);
        node = best!;
        path.push(node);
      }
      // Rollout.
      state = rollout(game, state, rng, depthCap);
      const rewards = rankRewards(game.score(state), players);
      for (const n of path) {
        n.visits++;
        n.reward += rewards[n.mover]!;
      }
    }

    // Most visited root move among the real legal moves.
    let choice = moves[0];
    let most = -1;
    for (const move of moves) {
      const child = root.children.get(JSON.stringify(move));
      const v = child ? child.visits : 0;
      if (v > most) {
        most = v;
        choice = move;
      }
    }
    return choice;
  };
}

function rollout(game: AnyGame, start: unknown, rng: Rng, depthCap: number): unknown {
  let state = start;
  for (let d = 0; d < depthCap && !game.isTerminal(state); d++) {
    const p = game.activePlayers(state)[0]!;
    const legal = game.legalMoves(state, p);
    state = game.applyMove(state, legal[rng.int(legal.length)], p);
  }
  return state;
}
