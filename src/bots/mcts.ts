import { isValidationError, sameData, sampleChance, type AnyGame, type PlayerId, type Rng } from "../core/shared.js";
import { required } from "../core/required.js";
import { evaluateAll, gameEvaluation, type Evaluation } from "./evaluation.js";
import { marginReward, type MarginRewardOptions, type Reward } from "./reward.js";
import { greedySteps, randomRollout, type RolloutContext, type RolloutPolicy, type RolloutStep } from "./rollout.js";
import { estimateTreeSize, solveExactly } from "./solve.js";
import type { SyncBot } from "./types.js";

/** Options of {@link mctsBot}. Every option left out takes the game's tuned default ({@link mctsDefaults}). */
export interface MctsOptions {
  /**
   * Most search iterations per decision (default: no bound but the time budget). Given alone
   * (without `timeMs`) it is the whole budget and the bot is deterministic for a given Rng.
   */
  readonly iterations?: number;
  /**
   * Wall-clock budget per decision in milliseconds (default 1000 when `iterations` is not given,
   * else none). The whole decision keeps to it, the one-move-ahead priors of a node with hundreds
   * of moves included: the search stops early enough (10% of the budget, at most 100 ms, are kept
   * for choosing the move and the machine's other work) and begins no iteration that would not end in time at the pace of the
   * slowest one so far. Results then depend on the machine's speed and load.
   */
  readonly timeMs?: number;
  /**
   * Exact endgame: when the game tree from a sampled state to the end of the game has at most
   * this many states (estimated first, then counted), every move is solved exactly (max^n on the
   * rewards of the final evaluation) instead of searched, on two samples that must agree (else
   * the search runs as usual). Default: per game; 0 never solves.
   */
  readonly exactNodes?: number;
  /** UCT exploration constant, for rewards in [0, 1] (default: per game; 0.3 for the five games, 0.7 for plain UCT). */
  readonly exploration?: number;
  /**
   * Moves played by the rollout policy after the tree before the playout is cut and scored by the
   * evaluation (default: the game's `searchHints`, see {@link mctsDefaults}; `Infinity` plays to
   * the end, 0 scores the new leaf at once).
   */
  readonly rolloutDepth?: number;
  /**
   * How playouts choose moves: `"random"`, `"greedy"` (epsilon-greedy against the evaluation,
   * {@link greedyRollout}) or your own {@link RolloutPolicy} (default: the game's `searchHints`).
   */
  readonly rollout?: "random" | "greedy" | RolloutPolicy;
  /** How a cut (or finished) playout is valued for each player; default `game.evaluate`, else the score so far. */
  readonly evaluation?: Evaluation;
  /** How those values become rewards in [0, 1]; default {@link marginReward} with the game's tuned options. */
  readonly reward?: Reward;
  /**
   * Progressive bias: when a node is first reached, every move from it is valued one move ahead by
   * the evaluation and starts with this many virtual visits at that reward (default: per game;
   * 0 expands one untried move at a time, uniformly, with no bias).
   */
  readonly priorVisits?: number;
  /**
   * Random rollouts on the game's working state (`game.work`: its rules run in place on one private
   * copy, with no validation and no copy per move), then the state reached is evaluated (default
   * true). The working state lists the same moves in the same order as `legalMoves`, so the same
   * Rng draws pick the same moves as the engine would: the search and its answer stay the same,
   * only faster. Used with the built-in `"random"` rollout of at least {@link MIN_FAST_ROLLOUT}
   * moves (making the copy costs about as much as a few moves), and not for a state the working
   * state refuses (an explicit-chance state).
   */
  readonly fastPath?: boolean;
  /** Called after every decision with what the search did (for benchmarks and logs). */
  readonly onSearch?: (info: MctsSearchInfo) => void;
}

/** What one decision of {@link mctsBot} did ({@link MctsOptions.onSearch}). */
export interface MctsSearchInfo {
  /** Search iterations completed (0 when the move was solved exactly). */
  readonly iterations: number;
  /** Wall-clock time of the decision, in milliseconds. */
  readonly milliseconds: number;
  /** Whether the exact endgame solve chose the move. */
  readonly solved: boolean;
  /** Legal moves of the decision. */
  readonly moves: number;
}

/**
 * The shortest rollout (in moves) worth running on a working state: making the working copy costs
 * about as much as a few engine moves, and each move on it is cheaper than one of the engine's.
 */
export const MIN_FAST_ROLLOUT = 6;

/** A game's tuned MCTS settings ({@link mctsDefaults}). */
export interface MctsDefaults {
  /** Most iterations per decision under the default time budget (Infinity: the time alone). */
  readonly iterations: number;
  /** Wall-clock budget of a decision when neither `iterations` nor `timeMs` is given. */
  readonly timeMs: number;
  /** Largest game tree solved exactly (`exactNodes`). */
  readonly exactNodes: number;
  readonly exploration: number;
  readonly rolloutDepth: number;
  readonly rollout: "random" | "greedy";
  readonly priorVisits: number;
  /** Options of the default {@link marginReward}. */
  readonly reward: MarginRewardOptions;
}

/** The reward of the tuned search, before a game's score scale and hints (every option set, so the hints can be checked against it). */
const BASE_REWARD: Required<MarginRewardOptions> = { scale: 8, winWeight: 0.12, scoreWeight: 0.6, scoreCentre: 50, scoreScale: 20 };

const BASE: MctsDefaults = {
  iterations: Infinity,
  timeMs: 1000,
  exactNodes: 50_000,
  exploration: 0.3,
  rolloutDepth: 4,
  rollout: "greedy",
  priorVisits: 20,
  reward: BASE_REWARD,
};

/** The defaults of a game that does not say how its points run: plain UCT, random rollouts to the end, a win-and-margin reward. */
const PLAIN: MctsDefaults = {
  iterations: Infinity,
  timeMs: 1000,
  exactNodes: 50_000,
  exploration: 0.7,
  rolloutDepth: Infinity,
  rollout: "random",
  priorVisits: 0,
  reward: { scale: 10, winWeight: 0.3 },
};

/**
 * The defaults {@link mctsBot} uses for a game for every option you leave out: time budget,
 * exact-endgame size, exploration, rollout depth and policy, progressive-bias visits, and the
 * options of its {@link marginReward}. A game that says how its points run (`game.scoreScale`: the
 * five do, measured with bench/strength.ts) gets the tuned search with rewards scaled by it, and
 * the rollout policy and depth of its `game.searchHints` when it gives them (greedy rollouts of 4
 * moves when not), and the hints' weight of the own score in the reward and progressive-bias
 * visits when they give them; any other game plain UCT: random rollouts to the end, a
 * win-and-margin reward.
 */
export function mctsDefaults(game: Pick<AnyGame, "scoreScale" | "searchHints">): MctsDefaults {
  const scale = game.scoreScale;
  if (scale === undefined) return PLAIN;
  const reward = { ...BASE_REWARD, scoreCentre: scale.typical, scoreScale: scale.spread, scale: scale.margin };
  const hints = game.searchHints;
  if (hints === undefined) return { ...BASE, reward };
  // A game's own declaration, checked as mctsBot checks the same options from its caller.
  if (hints.rollout !== "random" && hints.rollout !== "greedy") throw new RangeError(`mctsDefaults: searchHints.rollout must be "random" or "greedy", not ${JSON.stringify(hints.rollout)}`);
  requireNonNegative(hints.rolloutDepth, "mctsDefaults: searchHints.rolloutDepth");
  const scoreWeight = hints.scoreWeight ?? reward.scoreWeight;
  // The reward's weights must leave the margin part a share of at least 0 (marginReward checks the same).
  if (!(scoreWeight >= 0 && scoreWeight + reward.winWeight <= 1)) throw new RangeError(`mctsDefaults: searchHints.scoreWeight must be >= 0 and at most ${1 - reward.winWeight}, not ${scoreWeight}`);
  const priorVisits = hints.priorVisits ?? BASE.priorVisits;
  requireNonNegative(priorVisits, "mctsDefaults: searchHints.priorVisits");
  return { ...BASE, reward: { ...reward, scoreWeight }, rollout: hints.rollout, rolloutDepth: hints.rolloutDepth, priorVisits };
}

/** Throws a RangeError naming `what` unless `value` is a number >= 0 (NaN is not). */
function requireNonNegative(value: number, what: string): void {
  if (!(value >= 0)) throw new RangeError(`${what} must be >= 0, not ${value}`);
}

interface Node {
  readonly mover: PlayerId;
  /** Children by move key; null until the first is made (most nodes stay leaves). */
  children: Map<string, Node> | null;
  visits: number;
  /** How often this node was selectable (legal) when its parent was visited: ISMCTS availability. */
  avail: number;
  /** Sum of the mover's rewards. */
  reward: number;
  /**
   * The moves listed at this node's last visit, their keys and their children (undefined: not
   * expanded yet), in list order: a later visit that lists the same moves (in most games, most
   * visits) reuses them instead of keying every move and looking it up again.
   */
  listed: readonly unknown[];
  keys: readonly string[];
  kids: (Node | undefined)[];
}

/** A new node's lists: shared and frozen, since {@link listAt} replaces them before anything is written. */
const NOTHING_LISTED: readonly never[] = Object.freeze([]);
const NO_KIDS = NOTHING_LISTED as unknown as (Node | undefined)[];

// A node allocates nothing beyond itself until it is visited: every child valued for the priors is one.
const newNode = (mover: PlayerId): Node => ({ mover, children: null, visits: 0, avail: 0, reward: 0, listed: NOTHING_LISTED, keys: NOTHING_LISTED, kids: NO_KIDS });

/** Makes `child` the child of `node` for the move keyed `key`. */
function adopt(node: Node, key: string, child: Node): void {
  (node.children ??= new Map()).set(key, child);
}

/** Makes `node.keys` and `node.kids` those of `legal`: kept when the last visit listed the same moves (equal as data), else worked out again. */
function listAt(node: Node, legal: readonly unknown[]): void {
  const last = node.listed;
  let same = last.length === legal.length;
  for (let i = 0; same && i < legal.length; i++) same = sameData(legal[i], last[i]);
  if (same) return;
  // A list of the same length is written over in place (a node's lists are its own once made):
  // samples that differ in a few moves list as many, and a search visits nodes thousands of times.
  const reuse = last.length === legal.length && node.kids !== NO_KIDS;
  const keys = reuse ? (node.keys as string[]) : new Array<string>(legal.length);
  const kids = reuse ? node.kids : new Array<Node | undefined>(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const key = moveKey(legal[i]);
    keys[i] = key;
    kids[i] = node.children?.get(key);
  }
  node.listed = legal;
  node.keys = keys;
  node.kids = kids;
}

/** A child's UCT value: its mean reward, plus exploration `c` by its visits against the logarithm of its availability. */
const uct = (child: Node, logAvail: number, c: number): number => child.reward / child.visits + c * Math.sqrt(logAvail / child.visits);

/** Whether `legal` holds a move of every key in `keys`. */
function listsAll(legal: readonly unknown[], keys: readonly string[]): boolean {
  const listed = new Set(legal.map(moveKey));
  return keys.every((k) => listed.has(k));
}

/** The search settings resolved for one game. */
interface Settings {
  readonly exploration: number;
  readonly depth: number;
  /** The rollout policy, as steps (the built-in greedy one hands back the state its move leads to). */
  readonly step: (state: unknown, moves: readonly unknown[], player: PlayerId, rng: Rng, ctx: RolloutContext) => RolloutStep;
  readonly evaluation: Evaluation;
  readonly reward: Reward;
  readonly prior: number;
  readonly exactNodes: number;
  /** Iterations and milliseconds per decision. */
  readonly iterations: number;
  readonly timeMs: number;
  /** Whether the policy only ever returns one of the moves it is given (the built-in ones). */
  readonly listedOnly: boolean;
  /** Whether random rollouts run on the game's working state. */
  readonly fast: boolean;
}

/**
 * Monte Carlo tree search bot (single-observer information-set UCT): every iteration samples a
 * state consistent with the player's view (`ctx.determinize`), descends one shared tree by UCT
 * among the moves legal in that sample (weighted by availability; at the root, the moves it is
 * given, which every sample shares), expands one move, plays a
 * rollout of at most `rolloutDepth` moves with the rollout policy, values the resulting state for
 * every player with the evaluation, turns the values into rewards and backs them up (max^n style:
 * each node keeps the reward of the player who moved into it). It never reads the real state.
 * Near the end of a game whose remaining tree is small it solves the game exactly instead
 * (`exactNodes`). By default a decision takes one second (`timeMs`, so results depend on the
 * machine); with `iterations` alone it is deterministic for a given Rng. The returned function
 * keeps no state between calls, so one instance can be reused across moves, seats and games.
 *
 * ```ts
 * mctsBot(); // tuned defaults for the game being played, one second a decision
 * mctsBot({ iterations: 2000 }); // 2,000 iterations a decision, reproducible
 * mctsBot({ iterations: 400, rollout: greedyRollout({ epsilon: 0.2 }), rolloutDepth: 8 });
 * mctsBot({ evaluation: (s, p) => myHeuristic(s, p), reward: marginReward({ scale: 5 }) });
 * ```
 */
export function mctsBot(options: MctsOptions = {}): SyncBot {
  const given = options.iterations !== undefined || options.timeMs !== undefined;
  if (given && !((options.iterations ?? 0) >= 1) && !((options.timeMs ?? 0) > 0 && options.timeMs !== Infinity)) throw new RangeError("mctsBot: give iterations >= 1 or a finite timeMs > 0");
  if (options.exactNodes !== undefined && !(options.exactNodes >= 0)) throw new RangeError(`mctsBot: exactNodes must be >= 0, not ${options.exactNodes}`);
  if (options.rolloutDepth !== undefined) requireNonNegative(options.rolloutDepth, "mctsBot: rolloutDepth");
  if (options.priorVisits !== undefined) requireNonNegative(options.priorVisits, "mctsBot: priorVisits");
  // Settings depend on the game: resolved on first use per game, then reused.
  const byGame = new Map<string, Settings>();
  const settingsFor = (game: AnyGame): Settings => {
    let s = byGame.get(game.id);
    if (!s) {
      const d = mctsDefaults(game);
      const r = options.rollout ?? d.rollout;
      const depth = options.rolloutDepth ?? d.rolloutDepth;
      s = {
        exploration: options.exploration ?? d.exploration,
        depth,
        step: r === "greedy" ? greedySteps() : stepsOf(r === "random" ? randomRollout : r),
        evaluation: options.evaluation ?? gameEvaluation(game),
        reward: options.reward ?? marginReward(d.reward),
        prior: options.priorVisits ?? d.priorVisits,
        exactNodes: options.exactNodes ?? d.exactNodes,
        // Only iterations given: no clock, so the search is deterministic; neither: the game's budget.
        iterations: options.iterations ?? (given ? Infinity : d.iterations),
        timeMs: options.timeMs ?? (given ? Infinity : d.timeMs),
        listedOnly: typeof r === "string" || r === randomRollout,
        fast: options.fastPath !== false && (r === "random" || r === randomRollout) && depth >= MIN_FAST_ROLLOUT,
      };
      byGame.set(game.id, s);
    }
    return s;
  };

  /**
   * A random rollout of at most `depth` moves on a working copy of `state`, one `rng.int` draw per
   * move as `randomRollout` makes; the state reached (the private working copy, read by the
   * evaluation only), or null when the game refuses a working state here.
   */
  const rollOnWork = (game: AnyGame, state: unknown, depth: number, rng: Rng): unknown => {
    let work;
    try {
      work = game.work(state);
    } catch (e) {
      if (isValidationError(e)) return null;
      throw e;
    }
    for (let d = 0; d < depth && !work.isTerminal(); d++) {
      const p = work.player();
      const legal = work.legalMoves(p);
      work.play(legal[rng.int(legal.length)], p);
    }
    return work.current;
  };

  return (_view, moves, rng, ctx) => {
    if (moves.length === 1) return moves[0];
    const game: AnyGame = ctx.game;
    const settings = settingsFor(game);
    const { exploration: c, depth, step, evaluation, reward, prior, listedOnly, iterations, timeMs } = settings;
    const started = performance.now();
    // The search ends a little before the budget: choosing the move, and a pause of the collector, fit in the rest.
    const deadline = timeMs === Infinity ? Infinity : started + timeMs - Math.min(timeMs * CLOCK_RESERVE_SHARE, CLOCK_RESERVE_MS);
    const report = (done: number, solved: boolean): void => options.onSearch?.({ iterations: done, milliseconds: performance.now() - started, solved, moves: moves.length });
    const late = (): boolean => deadline !== Infinity && performance.now() >= deadline;
    let players = 0;
    if (settings.exactNodes > 0) {
      // The solve may take part of the time budget only: the search needs the rest when it gives up.
      const solveBy = timeMs === Infinity ? Infinity : started + timeMs * EXACT_TIME_SHARE;
      const solved = solveEndgame(game, moves, rng, ctx, { evaluation, reward, nodes: settings.exactNodes, deadline: solveBy });
      if (solved !== undefined) {
        report(0, true);
        return solved;
      }
    }
    // Rollouts on working states for this decision, dropped if the game refuses one.
    let fast = settings.fast;
    const rolloutCtx = { game, evaluation };
    const root = newNode(ctx.player);
    // The root lists the moves given, in every sample: a seat's legal moves follow from what it
    // sees, and each sample agrees with its view, so they are keyed once, not listed again. The
    // first sample checks that claim: if it does not list every move given (a caller's mistake),
    // the root lists each sample's own moves like any node (for the seat to move there), and only
    // legal moves are searched.
    listAt(root, moves);
    let rootChecked = false;
    let rootGiven = true;
    const path: Node[] = [];
    // Set when the clock runs out in the middle of an iteration: it is dropped, the search ends.
    let stopped = false;

    // The longest iteration so far: one is begun only while one as long still ends by the deadline.
    let slowest = 0;
    let begun = performance.now();
    let it = 0;
    for (; it < iterations && !stopped; it++) {
      if (it > 0 && deadline !== Infinity) {
        const now = performance.now();
        slowest = Math.max(slowest, now - begun);
        if (now + slowest >= deadline) break;
        begun = now;
      }
      let state = ctx.determinize(rng);
      if (players === 0) players = game.playerCount(state);
      let node = root;
      path.length = 0;
      // Selection and expansion.
      while (!game.isTerminal((state = settleChance(game, state, rng)))) {
        if (node === root && !rootChecked) {
          rootChecked = true;
          rootGiven = listsAll(game.legalMoves(state, ctx.player), root.keys);
        }
        const atRoot = node === root && rootGiven;
        const p = atRoot ? ctx.player : required(game.activePlayers(state)[0], "the seat to move");
        const legal = atRoot ? moves : game.legalMoves(state, p);
        if (!atRoot) listAt(node, legal);
        const { keys, kids } = node;
        // One pass counts the untried moves and finds the best child by UCT (the first in list order
        // among equals); children made for the priors below join that comparison as they are made.
        let untried = 0;
        let best: Node | null = null;
        let bestIdx = 0;
        let bestValue = -Infinity;
        // Children available at every visit share one availability: its logarithm is taken once.
        let avail = 0;
        let logAvail = 0;
        for (let i = 0; i < legal.length; i++) {
          let child = kids[i];
          // A child made since this list was keyed, for a move listed twice (equal as data): they share it.
          if (child === undefined && (child = node.children?.get(required(keys[i], "the move's key"))) !== undefined) kids[i] = child;
          if (child === undefined) {
            untried++;
            continue;
          }
          if (++child.avail !== avail) logAvail = Math.log((avail = child.avail));
          const value = uct(child, logAvail, c);
          if (value > bestValue) {
            bestValue = value;
            best = child;
            bestIdx = i;
          }
        }
        if (untried > 0 && prior > 0) {
          // Progressive bias: every new child starts with `prior` virtual visits at the reward its
          // evaluation gives one move ahead, so search spends itself on the promising moves first.
          // A node of hundreds of moves takes long: the clock is read as they are valued, and if
          // it runs out the search stops (at the root, the moves valued so far compete).
          for (let i = 0; i < legal.length; i++) {
            if ((i & (PRIOR_CLOCK_EVERY - 1)) === PRIOR_CLOCK_EVERY - 1 && late()) {
              stopped = true;
              break;
            }
            // (The map too: a move listed twice, equal as data, gets one child.)
            const key = required(keys[i], "the move's key");
            if (kids[i] !== undefined || node.children?.has(key) === true) continue;
            const child = newNode(p);
            const after = settleChance(game, game.applyListed(state, legal[i], p), rng);
            child.avail = 1;
            child.visits = prior;
            child.reward = prior * required(reward(evaluateAll(evaluation, after, players))[p], "the mover's reward");
            adopt(node, key, child);
            kids[i] = child;
            const value = uct(child, Math.log(child.avail), c);
            if (value > bestValue || (value === bestValue && i < bestIdx)) {
              bestValue = value;
              best = child;
              bestIdx = i;
            }
          }
          if (stopped) break;
        } else if (untried > 0) {
          let pick = rng.int(untried);
          let idx = 0;
          for (let i = 0; i < legal.length; i++) {
            if (!kids[i] && pick-- === 0) {
              idx = i;
              break;
            }
          }
          const child = newNode(p);
          child.avail = 1;
          adopt(node, required(keys[idx], "the move's key"), child);
          kids[idx] = child;
          state = game.applyListed(state, legal[idx], p);
          path.push(child);
          break;
        }
        if (best === null) throw new Error("mctsBot: a node with no child to descend to");
        state = game.applyListed(state, legal[bestIdx], p);
        node = best;
        path.push(node);
        // A node reached for the first time is the leaf of this iteration.
        if (node.visits === prior && prior > 0) break;
      }
      if (stopped) break;
      // Rollout, cut at the depth, then evaluation and reward.
      if (fast && !game.isTerminal(state)) {
        const rolled = rollOnWork(game, state, depth, rng);
        // A state with no working state (e.g. explicit chance) rolls out on the engine, as below.
        if (rolled === null) fast = false;
        else state = rolled;
      }
      if (!fast) {
        for (let d = 0; d < depth && !game.isTerminal((state = settleChance(game, state, rng))); d++) {
          const p = required(game.activePlayers(state)[0], "the seat to move");
          const legal = game.legalMoves(state, p);
          const { move, after } = step(state, legal, p, rng, rolloutCtx);
          // A move of the list needs no validation; a custom policy may answer with its own object.
          state = after !== undefined ? after : listedOnly || legal.includes(move) ? game.applyListed(state, move, p) : game.applyMove(state, move, p);
        }
      }
      const rewards = reward(evaluateAll(evaluation, settleChance(game, state, rng), players));
      for (const n of path) {
        n.visits++;
        n.reward += required(rewards[n.mover], "the mover's reward");
      }
    }

    report(it, false);
    // Most visited root move among the real legal moves.
    let choice = moves[0];
    let most = -1;
    for (const move of moves) {
      const child = root.children?.get(moveKey(move));
      const v = child ? child.visits : 0;
      if (v > most) {
        most = v;
        choice = move;
      }
    }
    return choice;
  };
}

/** A rollout policy's choices as steps, with no state computed on the way. */
const stepsOf =
  (policy: RolloutPolicy) =>
  (state: unknown, moves: readonly unknown[], player: PlayerId, rng: Rng, ctx: RolloutContext): RolloutStep => ({ move: policy(state, moves, player, rng, ctx), after: undefined });

/**
 * `state` with its pending chance played out: at a chance node (explicit-chance mode) each random
 * event's outcome is drawn from `rng` by its weight, as the seeded mode draws it, until a seat
 * decides or the game ends. The search treats chance as part of the position it reaches, so every
 * tree node is a seat's decision and every reward goes to a seat. Any other state is returned as is.
 */
function settleChance(game: AnyGame, state: unknown, rng: Rng): unknown {
  let s = state;
  while (game.isChanceNode(s)) s = game.applyListed(s, sampleChance(game.chanceOutcomes(s), rng));
  return s;
}

/**
 * Keys of frozen moves already seen. A game may hand out the same frozen move objects every time
 * it lists them (Azul's are constants), and a frozen object never changes, so its key is worked
 * out once; a move built afresh is keyed each time (caching it would only grow the map).
 */
const FROZEN_KEYS = new WeakMap<object, string>();

/** A tree child's key: the move's JSON, the same for equal moves of different determinisations. */
function moveKey(move: unknown): string {
  if (typeof move !== "object" || move === null || !Object.isFrozen(move)) return JSON.stringify(move);
  let key = FROZEN_KEYS.get(move);
  if (key === undefined) FROZEN_KEYS.set(move, (key = JSON.stringify(move)));
  return key;
}

/**
 * Share of the time budget kept back from the search, up to {@link CLOCK_RESERVE_MS}: for choosing
 * the move, the collector's pauses, and the moments a loaded machine gives the process no core (2%
 * and 20 ms let a decision run over one second by up to 31 ms while another process shared the
 * 2-core machine; 5% and 50 ms, by up to 37 ms with two searches and a benchmark on it).
 */
const CLOCK_RESERVE_SHARE = 0.1;
/** Most milliseconds kept back from the search's time budget. */
const CLOCK_RESERVE_MS = 100;

/** Share of the time budget an exact endgame solve may use before it gives up. */
const EXACT_TIME_SHARE = 0.5;

/** Moves valued for priors between two readings of the clock. */
const PRIOR_CLOCK_EVERY = 8;

/**
 * The exact endgame of {@link MctsOptions.exactNodes}: the best move when the tree to the end of
 * the game is small enough and two samples of the hidden information value every move alike;
 * undefined when it is not solved (the search then runs).
 */
function solveEndgame(
  game: AnyGame,
  moves: readonly unknown[],
  rng: Rng,
  ctx: { readonly player: PlayerId; determinize(rng: Rng): unknown },
  limits: { readonly evaluation: Evaluation; readonly reward: Reward; readonly nodes: number; readonly deadline: number },
): unknown {
  const first = ctx.determinize(rng);
  // A cheap look first: most positions are far from the end, and then this costs a few moves.
  if (estimateTreeSize(game, first, rng, limits.nodes) > limits.nodes) return undefined;
  const solve = { game, ...limits, players: game.playerCount(first) };
  const a = solveExactly(solve, first, moves, ctx.player);
  if (a === null) return undefined;
  const b = solveExactly(solve, ctx.determinize(rng), moves, ctx.player);
  if (b === null || a.some((v, i) => Math.abs(v - required(b[i], "the move's value in the second sample")) > SAME_VALUE)) return undefined;
  let best = 0;
  for (let i = 1; i < a.length; i++) if (required(a[i], "the move's value") > required(a[best], "the best move's value") + SAME_VALUE) best = i;
  return moves[best];
}

/** Rewards closer than this are the same value (floating-point noise of the reward's logistic). */
const SAME_VALUE = 1e-12;
