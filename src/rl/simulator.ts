/**
 * The fast path for search: a game played over action indices by a mutable, cloneable
 * {@link Simulator}, with no move objects and no validation. Public states stay immutable: a
 * simulator is built from one ({@link FastPath.create}) and gives one back ({@link Simulator.toState}),
 * deep-equal to the state the pure engine reaches with the same moves. See docs/rl.md.
 */
import type { ActionSpace } from "./actions.js";
import { IllegalMoveError, isValidationError, ValidationError, type TesseraeError } from "../core/errors.js";
import { MoveTypes, TypedMoveList, type MoveShape } from "../core/sink.js";
import type { GameDefinition, PlayerId } from "../core/types.js";
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
export function actionFastPath<State, Move, Config>(game: GameDefinition<State, Move, Config, any, any, any>, space: ActionSpace<State, Move, Config>): FastPath<State> {
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
  new ValidationError(`${game} fast path`, [
    { path: "", message: "a position waiting for chance (explicit-chance mode) has no PRNG: the fast path plays games whose chance comes from the state's PRNG" },
  ]);

/** Whether a list of numbers is in ascending order (a generator usually lists in action order). */
function ascending(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i - 1]! > list[i]!) return false;
  return true;
}

const byNumber = (a: number, b: number): number => a - b;

/** A slot's mark for an action that continues a move; {@link COMPLETES} + i for one that completes move i. */
const CONTINUES = 1;
const COMPLETES = 2;

/** The {@link Simulator} of {@link actionFastPath}. */
class WorkingSimulator<State, Move, Config> implements Simulator<State> {
  readonly actionCount: number;
  /** The seat choosing: -1 when the game is over. */
  private seat: PlayerId;
  /** Actions chosen toward the pending move (empty between moves). */
  private prefix: number[] = [];
  /**
   * The moves still matching `prefix`, and their actions (parallel arrays): null until a factored
   * space's type is chosen, or until first asked. Never changed in place (a step replaces them), so
   * clones share them.
   */
  private moves: Move[] | null = null;
  private codes: (readonly number[])[] | null = null;
  /** The legal next actions, ascending, once computed for this choice (never changed in place: shared by clones). */
  private next: number[] | null = null;
  /**
   * For each action of `next`: {@link COMPLETES} + the index of its move in `moves` when that
   * action completes the move (flat spaces: every action), else {@link CONTINUES}; 0 for every other action. The simulator's own (a clone
   * copies it): it is cleared and refilled whenever `next` changes.
   */
  private slot: Int32Array;
  /** Move types in action order (factored spaces), and each type's action. */
  private readonly types: readonly string[];
  private readonly typeAction: ReadonlyMap<string, number>;
  /** The actions of a listed move (this game's player count and config). */
  private readonly encode: (move: Move) => readonly number[];

  constructor(
    private readonly game: string,
    private readonly space: ActionSpace<State, Move, Config>,
    private work: WorkingState<State, Move>,
    state: State,
  ) {
    this.actionCount = space.actionCountOf(state);
    this.types = space.factored ? (space.segmentsOf(state)[0]?.values ?? []) : [];
    this.typeAction = new Map(this.types.map((t, i) => [t, i]));
    this.encode = space.encoderOf(state);
    this.slot = new Int32Array(this.actionCount);
    this.seat = work.player();
    if (this.seat < 0 && !work.isTerminal()) throw noChance(game);
  }

  player(): PlayerId {
    return this.seat;
  }

  isTerminal(): boolean {
    return this.seat < 0;
  }

  /** Lists the moves of the pending choice with their actions: all (flat), or the chosen type's (factored). */
  private list(): void {
    let moves: Move[];
    if (this.space.factored) {
      const type = this.types[this.prefix[0] ?? -1];
      const collector = new TypedMoveList<Move & MoveShape>((type ?? "") as (Move & MoveShape)["type"]);
      if (type !== undefined) this.work.generate(collector, this.seat);
      moves = collector.moves;
    } else {
      moves = this.work.legalMoves(this.seat);
    }
    const codes = new Array<readonly number[]>(moves.length);
    for (let i = 0; i < moves.length; i++) codes[i] = this.encode(moves[i]!);
    this.moves = moves;
    this.codes = codes;
  }

  /** The legal next actions, ascending; fills `slot` for them. */
  private legal(): number[] {
    if (this.next) return this.next;
    const found: number[] = [];
    const slot = this.slot;
    if (this.seat >= 0 && this.space.factored && this.prefix.length === 0) {
      // The type choice: which types have a legal move (the generator skips a type once seen).
      const types = new MoveTypes<Move & MoveShape>();
      this.work.generate(types, this.seat);
      for (const t of types.seen) {
        const a = this.typeAction.get(t);
        if (a !== undefined) {
          found.push(a);
          slot[a] = CONTINUES;
        }
      }
    } else if (this.seat >= 0) {
      if (!this.codes) this.list();
      const depth = this.prefix.length;
      const codes = this.codes ?? [];
      for (let i = 0; i < codes.length; i++) {
        const c = codes[i]!;
        const a = c[depth];
        if (a === undefined) continue;
        const ends = c.length === depth + 1;
        if (slot[a] === 0) found.push(a);
        // A move whose actions end here is what this action chooses (no move's actions are a proper prefix of another's).
        if (ends || slot[a] === 0) slot[a] = ends ? COMPLETES + i : CONTINUES;
      }
    }
    if (!ascending(found)) found.sort(byNumber);
    return (this.next = found);
  }

  /** Forgets the legal actions of the choice just made (clears their slots). */
  private forget(): void {
    const next = this.next;
    if (next) for (let i = 0; i < next.length; i++) this.slot[next[i]!] = 0;
    this.next = null;
  }

  legalActions(out: Int32Array): number {
    const legal = this.legal();
    for (let i = 0; i < legal.length; i++) out[i] = legal[i]!;
    return legal.length;
  }

  apply(action: number): boolean {
    // Checked before anything changes: a refused action leaves the simulator as it was.
    this.legal();
    if (this.seat < 0 || typeof action !== "number" || !Number.isInteger(action) || action < 0 || action >= this.actionCount || this.slot[action] === 0) {
      throw refusedAction(this.game, action, this.actionCount, this.seat < 0);
    }
    const chosen = this.slot[action]! - COMPLETES;
    const depth = this.prefix.length;
    this.forget();
    if (this.space.factored && depth === 0) {
      // A type was chosen: list that type's moves (a type with no fields is a move of one action).
      this.prefix.push(action);
      this.list();
      const codes = this.codes ?? [];
      if (codes.length === 1 && codes[0]!.length === 1) return this.play(0);
      return false;
    }
    if (chosen >= 0) return this.play(chosen);
    // The move goes on: keep the moves that continue with this action.
    this.prefix.push(action);
    const moves = this.moves ?? [];
    const codes = this.codes ?? [];
    const keptMoves: Move[] = [];
    const keptCodes: (readonly number[])[] = [];
    for (let i = 0; i < codes.length; i++) {
      if (codes[i]![depth] !== action) continue;
      keptMoves.push(moves[i]!);
      keptCodes.push(codes[i]!);
    }
    this.moves = keptMoves;
    this.codes = keptCodes;
    return false;
  }

  /** Plays the listed move at `index` and starts the next choice. */
  private play(index: number): true {
    const move = (this.moves ?? [])[index];
    if (move === undefined) throw new Error("fast path: no listed move at that index");
    this.work.play(move, this.seat);
    this.prefix = [];
    this.moves = null;
    this.codes = null;
    this.seat = this.work.player();
    return true;
  }

  clone(): Simulator<State> {
    const copy = Object.assign(Object.create(WorkingSimulator.prototype) as WorkingSimulator<State, Move, Config>, this);
    copy.work = this.work.clone();
    copy.prefix = this.prefix.slice();
    copy.slot = this.slot.slice();
    return copy;
  }

  toState(): State {
    return this.work.snapshot();
  }
}
