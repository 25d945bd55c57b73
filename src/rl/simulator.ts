/**
 * The fast path for search: a game played over action indices by a mutable, cloneable
 * {@link Simulator}, with no move objects and no validation. Public states stay immutable: a
 * simulator is built from one ({@link FastPath.create}) and gives one back ({@link Simulator.toState}),
 * deep-equal to the state the pure engine reaches with the same moves. See docs/rl.md.
 */
import type { ActionSpace } from "./actions.js";
import { IllegalMoveError, ValidationError, type TesseraeError } from "../core/errors.js";
import type { GameDefinition, PlayerId } from "../core/types.js";

/**
 * A game in progress for search: mutable (`apply` changes it in place) and cheap to copy
 * (`clone`). Actions are the indices of the game's {@link ActionSpace}; `legalActions` lists
 * exactly the actions its `mask` allows, and `apply` refuses any other action with a typed error
 * ({@link refusedAction}), leaving the simulator as it was. Seeded chance (tile draws, dice) consumes
 * the state's PRNG exactly as the pure engine does, so the same actions give the same game.
 */
export interface Simulator<State> {
  /** Size of the action space of this game (its player count and config). */
  readonly actionCount: number;
  /**
   * The seat choosing the next action, or -1 once the game is over. While several seats may act
   * at once, the first that `activePlayers` lists (the seat `AecEnv` selects).
   */
  player(): PlayerId;
  /** Whether the game is over. */
  isTerminal(): boolean;
  /**
   * Writes the legal next actions of {@link Simulator.player} into `out` in ascending order and
   * returns how many there are (0 once the game is over). `out` needs room for `actionCount`.
   */
  legalActions(out: Int32Array): number;
  /**
   * Plays one action, in place: one that `legalActions` lists now. Any other value is refused and
   * changes nothing: `ValidationError` (field `action`) for what is not an action index of this
   * space (-1, 1e6, NaN, 1.5), `IllegalMoveError` for an index that is not legal now (`GAME_OVER`
   * once the game is over, else `ILLEGAL_ACTION`). Returns true when the action completed a move
   * (always, in a flat action space; in a factored space only the last choice of a move does).
   */
  apply(action: number): boolean;
  /** An independent copy: applying actions to either leaves the other as it was. */
  clone(): Simulator<State>;
  /**
   * The public, immutable state reached, deep-equal to the pure engine's (PRNG state included).
   * Mid-move in a factored space it is the state before the pending move: the choices made toward
   * that move are not part of any state.
   */
  toState(): State;
}

/**
 * The error a {@link Simulator} throws for an action it does not list now, the same for every
 * game: `ValidationError` naming `action` when it is not an index of the space at all, else
 * `IllegalMoveError` (`GAME_OVER` when the game is over, `ILLEGAL_ACTION` otherwise).
 */
export function refusedAction(game: string, action: unknown, actionCount: number, over: boolean): TesseraeError {
  if (typeof action !== "number" || !Number.isInteger(action) || action < 0 || action >= actionCount) {
    const shown = typeof action === "number" ? String(action) : typeof action;
    return new ValidationError(`${game} action`, [{ path: "action", message: `an action is an integer from 0 to ${actionCount - 1}, not ${shown}` }]);
  }
  if (over) return new IllegalMoveError("GAME_OVER", `${game}: the game is over; no action is legal.`, action);
  return new IllegalMoveError("ILLEGAL_ACTION", `${game}: action ${action} is not legal now (see legalActions).`, action);
}

/** A game's fast path: builds {@link Simulator}s from its public states. */
export interface FastPath<State> {
  /** The game's registry id. */
  readonly game: string;
  /**
   * A simulator starting at `state`, which is only read, never changed (frozen states work).
   * Throws `ValidationError` for a state the simulator cannot run: a player view, a position
   * waiting for chance (explicit-chance mode), or a state its game's simulator does not support.
   */
  create(state: State): Simulator<State>;
}

/**
 * A fast path for any game, from its action space: a simulator that holds an immutable state and
 * the actions chosen toward the pending move. Legal actions come from the space's `mask`, and a
 * completed move is applied with `game.applyListed` (the move as `legalMoves` lists it), so nothing
 * is validated twice. It spares the caller move objects rather than time: a game's own mutable
 * simulator (e.g. `azulFastPath`) is what makes search fast.
 */
export function actionFastPath<State, Move, Config>(
  game: GameDefinition<State, Move, Config, any, any, any>,
  space: ActionSpace<State, Move, Config>,
): FastPath<State> {
  if (space.game !== game.id) throw new ValidationError("fast path", [{ path: "space", message: `the action space is ${space.game}'s, not ${game.id}'s` }]);
  return Object.freeze({
    game: game.id,
    create(state: State) {
      if (game.isView(state)) throw new ValidationError(`${game.id} fast path`, [{ path: "", message: "a player view is not a full state: simulate from the state itself (or determinize the view)" }]);
      return new ActionSimulator(game, space, state);
    },
  });
}

/** The {@link Simulator} of {@link actionFastPath}. */
class ActionSimulator<State, Move, Config> implements Simulator<State> {
  readonly actionCount: number;
  /** The seat choosing: -1 when the game is over. */
  private seat: PlayerId;
  /** Actions chosen toward the pending move (empty between moves). */
  private prefix: number[] = [];
  /**
   * The mask after `prefix` in `state`, once computed. Never written to, so clones share it: a
   * step computes a fresh mask rather than changing this one.
   */
  private next: Uint8Array | null = null;

  constructor(
    private readonly game: GameDefinition<State, Move, Config, any, any, any>,
    private readonly space: ActionSpace<State, Move, Config>,
    private state: State,
  ) {
    this.seat = this.chooser();
    this.actionCount = this.mask().length;
  }

  /** The first active seat between moves, or -1 once the game is over. */
  private chooser(): PlayerId {
    if (this.game.isTerminal(this.state)) return -1;
    const seat = this.game.activePlayers(this.state)[0];
    // Only a position waiting for chance (explicit-chance mode) has no seat to act in a game going on.
    if (seat === undefined) throw new ValidationError(`${this.game.id} fast path`, [{ path: "", message: "no seat may act here (a chance node?): the fast path plays games whose chance comes from the state's PRNG" }]);
    return seat;
  }

  private mask(): Uint8Array {
    return (this.next ??= this.space.mask(this.state, this.prefix, this.seat < 0 ? undefined : this.seat));
  }

  player(): PlayerId {
    return this.seat;
  }

  isTerminal(): boolean {
    return this.seat < 0;
  }

  legalActions(out: Int32Array): number {
    if (this.seat < 0) return 0;
    const mask = this.mask();
    let n = 0;
    for (let a = 0; a < mask.length; a++) if (mask[a] === 1) out[n++] = a;
    return n;
  }

  apply(action: number): boolean {
    // Checked before anything changes: a refused action leaves the simulator as it was.
    if (this.seat < 0 || !Number.isInteger(action) || !(action >= 0 && action < this.actionCount) || this.mask()[action] !== 1) {
      throw refusedAction(this.game.id, action, this.actionCount, this.seat < 0);
    }
    this.prefix.push(action);
    if (this.space.factored) {
      // The prefix continues when some legal move goes on past it (no move's actions are a proper
      // prefix of another's), and that mask is the next one to list.
      const next = this.space.mask(this.state, this.prefix, this.seat);
      if (next.includes(1)) {
        this.next = next;
        return false;
      }
    }
    const move = this.space.decode(this.state, this.prefix, this.seat);
    this.state = this.game.applyListed(this.state, move, this.seat);
    this.prefix.length = 0;
    this.next = null;
    this.seat = this.chooser();
    return true;
  }

  clone(): Simulator<State> {
    // Everything but the prefix is immutable or replaced whole, so a shallow copy is independent.
    const copy = Object.assign(Object.create(ActionSimulator.prototype) as ActionSimulator<State, Move, Config>, this);
    copy.prefix = this.prefix.slice();
    return copy;
  }

  toState(): State {
    return this.state;
  }
}
