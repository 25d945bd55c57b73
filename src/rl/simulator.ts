/**
 * The fast path for search: a game played over action indices by a mutable, cloneable
 * {@link Simulator}, with no move objects and no validation. Public states stay immutable: a
 * simulator is built from one ({@link FastPath.create}) and gives one back ({@link Simulator.toState}),
 * deep-equal to the state the pure engine reaches with the same moves. See docs/rl.md.
 */
import type { ActionSpace } from "./actions.js";
import { IllegalMoveError, isValidationError, ValidationError, type TesseraeError } from "../core/errors.js";
import { MoveTypes, type MoveShape } from "../core/sink.js";
import type { GameDefinition, PlayerId, SeatedMove } from "../core/types.js";
import type { WorkingState } from "../core/working.js";

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
 * A game's fast path, from its action space: a {@link Simulator} that plays on the game's working
 * state (`game.work`, the same rules code as `applyMove`, run in place on a private copy) and lists
 * actions from the game's move generator through a sink, so nothing is validated twice and no
 * state is copied per move. In a factored space the first choice (the move type) asks the
 * generator only which types have a legal move; once a type is chosen, only that type's moves are
 * generated and encoded, and each later choice narrows them. See docs/rl.md.
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
      if (game.isChanceNode(state)) throw noChance(game.id);
      let work: WorkingState<State, Move>;
      try {
        work = game.work(state);
      } catch (e) {
        if (isValidationError(e) && /explicit-chance|chance node/.test(e.message)) throw noChance(game.id);
        throw e;
      }
      return new WorkingSimulator(game.id, space, work, state);
    },
  });
}

const noChance = (game: string): ValidationError =>
  new ValidationError(`${game} fast path`, [{ path: "", message: "a position waiting for chance (explicit-chance mode) has no PRNG: the fast path plays games whose chance comes from the state's PRNG" }]);

/** A move of the pending choice with the actions that choose it. */
interface Candidate<Move> {
  readonly move: Move;
  readonly actions: readonly number[];
}

/** The {@link Simulator} of {@link actionFastPath}. */
class WorkingSimulator<State, Move, Config> implements Simulator<State> {
  readonly actionCount: number;
  /** The seat choosing: -1 when the game is over. */
  private seat: PlayerId;
  /** Actions chosen toward the pending move (empty between moves). */
  private prefix: number[] = [];
  /** The moves still matching `prefix` (null until a factored space's type is chosen, or until first asked). */
  private candidates: Candidate<Move>[] | null = null;
  /** The legal next actions, ascending, once computed for this choice. */
  private next: number[] | null = null;
  /** Move types in action order (factored spaces), and each type's action. */
  private readonly types: readonly string[];
  private readonly typeAction: ReadonlyMap<string, number>;

  constructor(
    private readonly game: string,
    private readonly space: ActionSpace<State, Move, Config>,
    private work: WorkingState<State, Move>,
    state: State,
  ) {
    this.actionCount = space.actionCountOf(state);
    this.types = space.factored ? (space.segmentsOf(state)[0]?.values ?? []) : [];
    this.typeAction = new Map(this.types.map((t, i) => [t, i]));
    this.seat = work.player();
    if (this.seat < 0 && !work.isTerminal()) throw noChance(game);
  }

  player(): PlayerId {
    return this.seat;
  }

  isTerminal(): boolean {
    return this.seat < 0;
  }

  /** The moves of the pending choice, with their actions: all (flat), or the chosen type's (factored). */
  private moves(): Candidate<Move>[] {
    if (this.candidates) return this.candidates;
    const state = this.work.current;
    const out: Candidate<Move>[] = [];
    const add = (move: Move): void => {
      out.push({ move, actions: this.space.encode(state, move as SeatedMove<Move>) });
    };
    if (this.space.factored) {
      const type = this.types[this.prefix[0] ?? -1];
      if (type === undefined) return out;
      this.work.generate({ wants: (t) => t === type, done: false, add: (m) => (m.type === type ? add(m) : undefined) }, this.seat);
    } else {
      for (const m of this.work.legalMoves(this.seat)) add(m);
    }
    return (this.candidates = out);
  }

  /** The legal next actions, ascending. */
  private legal(): number[] {
    if (this.next) return this.next;
    if (this.seat < 0) return (this.next = []);
    const found = new Set<number>();
    if (this.space.factored && this.prefix.length === 0) {
      // The type choice: which types have a legal move (the generator skips a type once seen).
      const types = new MoveTypes<Move & MoveShape>();
      this.work.generate(types, this.seat);
      for (const t of types.seen) {
        const a = this.typeAction.get(t);
        if (a !== undefined) found.add(a);
      }
    } else {
      const depth = this.prefix.length;
      for (const c of this.moves()) {
        const a = c.actions[depth];
        if (a !== undefined) found.add(a);
      }
    }
    return (this.next = [...found].sort((a, b) => a - b));
  }

  legalActions(out: Int32Array): number {
    const legal = this.legal();
    for (let i = 0; i < legal.length; i++) out[i] = legal[i]!;
    return legal.length;
  }

  apply(action: number): boolean {
    // Checked before anything changes: a refused action leaves the simulator as it was.
    if (this.seat < 0 || typeof action !== "number" || !this.legal().includes(action)) {
      throw refusedAction(this.game, action, this.actionCount, this.seat < 0);
    }
    const depth = this.prefix.length;
    this.prefix.push(action);
    this.next = null;
    const matching = this.moves().filter((c) => c.actions[depth] === action);
    // No move's actions are a proper prefix of another's: a move whose actions end here is the one chosen.
    const done = matching.find((c) => c.actions.length === depth + 1);
    if (!done) {
      this.candidates = matching;
      return false;
    }
    this.work.play(done.move, this.seat);
    this.prefix = [];
    this.candidates = null;
    this.seat = this.work.player();
    return true;
  }

  clone(): Simulator<State> {
    const copy = Object.assign(Object.create(WorkingSimulator.prototype) as WorkingSimulator<State, Move, Config>, this);
    copy.work = this.work.clone();
    copy.prefix = this.prefix.slice();
    // Candidates and the legal list are never changed in place (a step replaces them), so clones share them.
    return copy;
  }

  toState(): State {
    return this.work.snapshot();
  }
}
