/**
 * Explicit chance: a setup option under which every random event of a game (a tile drawn from the
 * bag, a die rolled, a card dealt, each step of a shuffle) is a decision of the chance player
 * instead of a draw from the state's PRNG. It is built once, here, for every game: a game's own
 * code draws through {@link Rng} as always, and while a move (or the setup) is being resolved a
 * chance script answers those draws with the outcomes chosen so far. When the script runs out of
 * outcomes the game is at a chance node: a plain-JSON record of the settled position, the move
 * being resolved and the outcomes chosen so far. Resolving again from the record with one more
 * outcome either reaches the next event or settles. Because the default mode draws every one of
 * these events from its PRNG the same way (`int(total)` mapped through the cumulative weights),
 * sampling the listed outcomes with `int(total)` from the same generator plays the same game.
 */
import { IllegalMoveError, isTesseraeError, ValidationError } from "./errors.js";
import { Rng, withChanceScript } from "./prng.js";
import type { PlayerId, SeatedMove } from "./types.js";
import { describeThrown } from "./thrown.js";
import { required } from "./required.js";

/** The move of the chance player: which outcome of the pending random event happens. */
export interface ChanceMove {
  readonly type: "chance";
  /** The outcome's index, as {@link ChanceOutcome.move} lists it. */
  readonly outcome: number;
}

/** One possible outcome of a pending random event, with its exact probability `weight / total`. */
export interface ChanceOutcome {
  /** The move that makes this outcome happen (give it to `applyMove`). */
  readonly move: ChanceMove;
  /** Integer weight of the outcome (e.g. tiles of that colour in the bag). */
  readonly weight: number;
  /** Sum of the weights of all outcomes of the event. */
  readonly total: number;
  /** `weight / total`. */
  readonly probability: number;
  /** What happens, for people (e.g. `"blue"`, `"4"`, or the id of the card that moves). */
  readonly label: string;
}

/** What a chance node resolves: a new game's setup, or a move applied to a settled state. */
export type ChanceOrigin<State, Move, Config> =
  | { readonly setup: { readonly players: number; readonly config: Config }; readonly state?: undefined; readonly move?: undefined }
  | { readonly state: State; readonly move: SeatedMove<Move> & { readonly player: PlayerId }; readonly setup?: undefined };

/**
 * A game waiting for the chance player (explicit-chance mode only). Plain JSON: save it, load it
 * with `loadState`, list its outcomes with `chanceOutcomes`, apply one with `applyMove`.
 */
export interface ChanceNode<State = unknown, Move = unknown, Config = unknown> {
  readonly game: string;
  readonly chance: ChanceOrigin<State, Move, Config> & {
    /** The outcomes chosen so far for this setup or move, in order. */
    readonly outcomes: readonly number[];
  };
}

/**
 * A state of a game set up in explicit-chance mode: its `rng` is null, since every random outcome
 * comes from outside.
 */
export type ExplicitState<State> = State & { readonly rng: null };

/** What a game in explicit-chance mode may be at: a settled state, or a chance node. */
export type ExplicitPosition<State, Move, Config> = ExplicitState<State> | ChanceNode<State, Move, Config>;

/** The random event a chance node waits for. */
interface PendingEvent {
  readonly weights: readonly number[];
  readonly total: number;
  readonly labels: readonly string[];
}

type Resolution<State> = { readonly settled: State } | { readonly event: PendingEvent };

/** Thrown through the game's code when the script has no outcome left: the event to ask about. */
class NeedChance {
  constructor(readonly event: PendingEvent) {}
}

/** Thrown when a recorded outcome does not fit its event (a corrupt node). */
class BadOutcome {
  constructor(
    readonly index: number,
    readonly size: number,
  ) {}
}

/** How a game resolves one chance origin (given by core's `defineGame`). */
export interface ChanceRunner<State, Move, Config> {
  readonly id: string;
  readonly name: string;
  setup(players: number, config: Config, rng: Rng): State;
  applyMove(state: State, move: Move, player: PlayerId): State;
}

/** The longest list of outcomes a chance node may hold (a setup's shuffles take a few hundred). */
export const MAX_CHANCE_OUTCOMES = 100_000;

/** Whether `value` is a chance node of the game `id` (by shape; `loadState` checks it fully). */
export function isChanceNodeOf(id: string, value: unknown): value is ChanceNode {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { game?: unknown; chance?: unknown };
  return v.game === id && typeof v.chance === "object" && v.chance !== null;
}

/** Whether `value` is a state in explicit-chance mode (its `rng` is null). */
export function isExplicitState(value: unknown): boolean {
  return (value as { rng?: unknown }).rng === null;
}

/** The chance machinery of one game. */
export function chanceEngine<State, Move, Config>(runner: ChanceRunner<State, Move, Config>) {
  const { id, name } = runner;
  const resolved = new WeakMap<object, Resolution<State>>();
  const unsound = (why: string): ValidationError =>
    new ValidationError(`${id} chance node`, [{ path: "chance", message: `not a sound ${name} chance node (${why}); load saved nodes with loadState` }]);

  /** Runs the origin with the node's outcomes answering its draws. */
  const resolve = (node: ChanceNode<State, Move, Config>): Resolution<State> => {
    const cached = resolved.get(node);
    if (cached) return cached;
    const { outcomes } = node.chance;
    if (!Array.isArray(outcomes)) throw unsound("its `chance.outcomes` is not an array");
    let pos = 0;
    const script = {
      choose(size: number, weights: readonly number[] | null, label: ((i: number) => string) | null): number {
        if (pos < outcomes.length) {
          const o = outcomes[pos];
          if (!(o !== undefined && Number.isInteger(o) && o >= 0 && o < size && (weights === null || required(weights[o], "the outcome's weight") > 0))) throw new BadOutcome(pos, size);
          pos++;
          return o;
        }
        const w = weights === null ? new Array<number>(size).fill(1) : weights.slice();
        let total = 0;
        for (const x of w) total += x;
        const labels = Array.from({ length: size }, (_, i) => (label ? label(i) : String(i)));
        throw new NeedChance({ weights: w, total, labels });
      },
    };
    let result: Resolution<State>;
    try {
      const c = node.chance;
      const state = withChanceScript(script, () => {
        if (c.setup) return runner.setup(c.setup.players, c.setup.config, new Rng(null));
        const { player, ...body } = c.move;
        return runner.applyMove(c.state, body as Move, player);
      });
      if (pos < outcomes.length) throw new BadOutcome(pos, 0);
      result = { settled: { ...state, rng: null } };
    } catch (e) {
      if (e instanceof NeedChance) result = { event: e.event };
      else if (e instanceof BadOutcome) {
        const why = e.size === 0 ? "the game settles before it is used" : `it must be one of the ${e.size} outcomes with a positive weight`;
        throw new ValidationError(`${id} chance node`, [{ path: `chance.outcomes.${e.index}`, message: `outcome ${String(outcomes[e.index])} does not fit its random event: ${why}` }]);
      } else if (isTesseraeError(e)) throw e;
      else throw unsound(describeThrown(e));
    }
    resolved.set(node, result);
    return result;
  };

  /** The node as it stands, or the settled state if the origin needs no (more) chance. */
  const advance = (node: ChanceNode<State, Move, Config>): State | ChanceNode<State, Move, Config> => {
    const r = resolve(node);
    return "settled" in r ? r.settled : node;
  };

  const pending = (node: ChanceNode<State, Move, Config>): PendingEvent => {
    const r = resolve(node);
    if ("event" in r) return r.event;
    throw new ValidationError(`${id} chance node`, [{ path: "chance.outcomes", message: "this node needs no more outcomes: it is a settled game (load it again)" }]);
  };

  const outcomesOf = (node: ChanceNode<State, Move, Config>): ChanceOutcome[] => {
    const { weights, total, labels } = pending(node);
    const out: ChanceOutcome[] = [];
    for (let i = 0; i < weights.length; i++) {
      const weight = required(weights[i], "the outcome's weight");
      if (weight > 0) out.push({ move: { type: "chance", outcome: i }, weight, total, probability: weight / total, label: required(labels[i], "the outcome's label") });
    }
    return out;
  };

  /** Checks a chance move against the node's pending event; returns the outcome index. */
  const checkChanceMove = (node: ChanceNode<State, Move, Config>, move: unknown, player: unknown): number => {
    if (player !== undefined) throw new IllegalMoveError("NOT_YOUR_TURN", `${name}: the chance player decides now, not seat ${String(player)}.`, move);
    const m = move as { type?: unknown; outcome?: unknown; player?: unknown } | null;
    if (typeof m !== "object" || m === null || m.type !== "chance" || Object.keys(m).some((k) => k !== "type" && k !== "outcome")) {
      throw new IllegalMoveError("CHANCE_PENDING", `${name}: a random event is pending; only a chance move { type: "chance", outcome } from chanceOutcomes may be applied.`, move);
    }
    const { weights } = pending(node);
    const o = m.outcome;
    if (typeof o !== "number" || !Number.isInteger(o) || o < 0 || o >= weights.length || !(required(weights[o], "the outcome's weight") > 0)) {
      throw new IllegalMoveError("ILLEGAL_OUTCOME", `${name}: outcome ${JSON.stringify(o) ?? String(o)} is not a possible outcome of the pending random event (see chanceOutcomes).`, move);
    }
    return o;
  };

  return {
    /** A new game's setup in explicit-chance mode. */
    setup(players: number, config: Config): State | ChanceNode<State, Move, Config> {
      return advance({ game: id, chance: { setup: { players, config }, outcomes: [] } });
    },
    /** A validated move applied to a settled explicit-mode state. */
    applyMove(state: State, move: Move, player: PlayerId): State | ChanceNode<State, Move, Config> {
      const seated = { ...move, player } as SeatedMove<Move> & { player: PlayerId };
      return advance({ game: id, chance: { state, move: seated, outcomes: [] } });
    },
    /** A chance move applied to a node (checked unless `trusted`). */
    applyChance(node: ChanceNode<State, Move, Config>, move: unknown, player: unknown, trusted: boolean): State | ChanceNode<State, Move, Config> {
      if (!Array.isArray(node.chance.outcomes)) throw unsound("its `chance.outcomes` is not an array");
      const o = trusted ? (move as ChanceMove).outcome : checkChanceMove(node, move, player);
      return advance({ game: id, chance: { ...node.chance, outcomes: [...node.chance.outcomes, o] } });
    },
    checkChanceMove,
    outcomes: outcomesOf,
    /** Throws a ValidationError when the node's outcomes do not fit or it is in fact settled. */
    check(node: ChanceNode<State, Move, Config>): void {
      pending(node);
    },
    /** One line on the pending event, for prompts and renders. */
    prompt(node: ChanceNode<State, Move, Config>): string {
      const { weights, total } = pending(node);
      const n = weights.filter((w) => w > 0).length;
      const what = node.chance.setup ? "setting up the game" : `resolving a move of seat ${node.chance.move.player}`;
      return `Chance: a random event with ${n} possible outcome${n === 1 ? "" : "s"} (total weight ${total}), ${what}; ${node.chance.outcomes.length} outcome${node.chance.outcomes.length === 1 ? "" : "s"} chosen so far.`;
    },
    describe(node: ChanceNode<State, Move, Config>, move: unknown): string {
      const o = checkChanceMove(node, move, undefined);
      const { weights, total, labels } = pending(node);
      return `Chance: ${labels[o]} (probability ${weights[o]}/${total})`;
    },
  };
}

/**
 * The chance move of `outcomes` that a draw from `rng` picks: `rng.int(total)` mapped through the
 * cumulative weights, exactly as the default mode draws the same event from its PRNG. Sampling
 * every chance node this way with `Rng.fromSeed(seed)` plays the game `setup({ seed })` plays.
 */
export function sampleChance(outcomes: readonly ChanceOutcome[], rng: Rng): ChanceMove {
  const first = outcomes[0];
  if (first === undefined) throw new RangeError("sampleChance: no outcomes (is this a chance node?)");
  let r = rng.int(first.total);
  let last = first;
  for (const o of outcomes) {
    if (r < o.weight) return o.move;
    r -= o.weight;
    last = o;
  }
  return last.move;
}
