/**
 * The fast path for search: a game played over action indices by a mutable, cloneable
 * {@link Simulator}, with no move objects and no validation. Public states stay immutable: a
 * simulator is built from one ({@link FastPath.create}) and gives one back ({@link Simulator.toState}),
 * deep-equal to the state the pure engine reaches with the same moves. See docs/rl.md.
 */
import type { ActionSegment, ActionSpace } from "./actions.js";
import { required } from "../core/required.js";
import { IllegalMoveError, isValidationError, ValidationError, type TesseraeError } from "../core/errors.js";
import { MoveTypes, type MoveShape, type MoveSink } from "../core/sink.js";
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
 * state is copied per move. In a flat space the generator writes each move's action straight
 * into the list of legal actions. In a factored space the first choice (the move type) asks the
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
      const typed = space as unknown as ActionSpace<State, Move & MoveShape, Config>;
      const working = work as unknown as WorkingState<State, Move & MoveShape>;
      return space.factored ? new FactoredSimulator(game.id, typed, working, state) : new FlatSimulator(game.id, typed, working, state);
    },
  });
}

const noChance = (game: string): ValidationError =>
  new ValidationError(`${game} fast path`, [
    { path: "", message: "a position waiting for chance (explicit-chance mode) has no PRNG: the fast path plays games whose chance comes from the state's PRNG" },
  ]);

/** A slot's mark for an action that continues a move; {@link COMPLETES} + i for one that completes move i. */
const CONTINUES = 1;
const COMPLETES = 2;

/**
 * What both simulators share: the game's working state, the seat choosing (-1 once the game is
 * over), the space's size, and the public state reached. A subclass lists and plays actions.
 */
abstract class WorkingSimulator<State, Move extends MoveShape, Config> implements Simulator<State> {
  readonly actionCount: number;
  /** The seat choosing: -1 when the game is over. */
  protected seat: PlayerId;

  constructor(
    protected readonly game: string,
    space: ActionSpace<State, Move, Config>,
    protected work: WorkingState<State, Move>,
    state: State,
  ) {
    this.actionCount = space.actionCountOf(state);
    this.seat = work.player();
    if (this.seat < 0 && !work.isTerminal()) throw noChance(game);
  }

  player(): PlayerId {
    return this.seat;
  }

  isTerminal(): boolean {
    return this.seat < 0;
  }

  /** The error for an action not listed now (see {@link refusedAction}). */
  protected refuse(action: unknown): TesseraeError {
    return refusedAction(this.game, action, this.actionCount, this.seat < 0);
  }

  /** Plays a move listed now for the seat choosing, in place, and moves on to the next seat. */
  protected playListed(move: Move): void {
    this.work.play(move, this.seat);
    this.seat = this.work.player();
  }

  /** An independent copy of this simulator, with its own working state (a subclass copies what else it changes in place). */
  protected copy<T extends WorkingSimulator<State, Move, Config>>(): T {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as T, this);
    copy.work = this.work.clone();
    return copy;
  }

  toState(): State {
    return this.work.snapshot();
  }

  abstract legalActions(out: Int32Array): number;
  abstract apply(action: number): boolean;
  abstract clone(): Simulator<State>;
}

/**
 * A flat space's legal actions, written by the generator straight into `actions` (ascending when
 * the generator lists in action order, as most do), each with its move in `byAction`. A move the
 * generator passes with its action is not encoded again.
 */
class FlatMoves<Move extends MoveShape> implements MoveSink<Move> {
  readonly done = false;
  count = 0;
  ascending = true;
  private readonly scratch: number[] = [];
  constructor(
    readonly actions: Int32Array,
    readonly byAction: (Move | undefined)[],
    readonly write: (move: Move, out: number[]) => void,
  ) {}
  wants(): boolean {
    return true;
  }
  add(move: Move, action?: number): void {
    let a = action;
    if (a === undefined) {
      this.scratch.length = 0;
      this.write(move, this.scratch);
      a = this.scratch[0] ?? -1;
    }
    // A move listed twice is one action.
    if (this.byAction[a] !== undefined) return;
    this.byAction[a] = move;
    if (this.count > 0 && (this.actions[this.count - 1] ?? 0) > a) this.ascending = false;
    this.actions[this.count++] = a;
  }
}

/** The {@link Simulator} of {@link actionFastPath} in a flat space: one action a move. */
class FlatSimulator<State, Move extends MoveShape, Config> extends WorkingSimulator<State, Move, Config> {
  /** The legal actions now, the first `listed` of `sink.actions`; -1 until listed for this decision. */
  private listed = -1;
  /** Where the generator lists: the actions and, by action, their moves (the simulator's own; a clone copies them). */
  private sink: FlatMoves<Move>;

  constructor(game: string, space: ActionSpace<State, Move, Config>, work: WorkingState<State, Move>, state: State) {
    super(game, space, work, state);
    this.sink = new FlatMoves<Move>(new Int32Array(this.actionCount), new Array<Move | undefined>(this.actionCount), space.writerOf(state));
  }

  /** How many actions are legal now (listing them on the first ask). */
  private legal(): number {
    if (this.listed >= 0) return this.listed;
    const sink = this.sink;
    sink.count = 0;
    sink.ascending = true;
    if (this.seat >= 0) this.work.generate(sink, this.seat);
    if (!sink.ascending) sink.actions.subarray(0, sink.count).sort();
    return (this.listed = sink.count);
  }

  legalActions(out: Int32Array): number {
    const n = this.legal();
    const actions = this.sink.actions;
    for (let i = 0; i < n; i++) out[i] = actions[i] ?? 0;
    return n;
  }

  apply(action: number): boolean {
    // Checked before anything changes: a refused action leaves the simulator as it was.
    const n = this.legal();
    const { actions, byAction } = this.sink;
    const move = typeof action === "number" && Number.isInteger(action) && action >= 0 && action < this.actionCount ? byAction[action] : undefined;
    if (this.seat < 0 || move === undefined) throw this.refuse(action);
    for (let i = 0; i < n; i++) byAction[actions[i] ?? 0] = undefined;
    this.listed = -1;
    this.playListed(move);
    return true;
  }

  clone(): Simulator<State> {
    const copy = this.copy<FlatSimulator<State, Move, Config>>();
    copy.sink = new FlatMoves<Move>(this.sink.actions.slice(), this.sink.byAction.slice(), this.sink.write);
    return copy;
  }
}

/** By type action, whether the type has no field segments; worked out once per space layout. */
const FIELDLESS = new WeakMap<readonly ActionSegment[], readonly boolean[]>();
function fieldlessTypes(segments: readonly ActionSegment[]): readonly boolean[] {
  let known = FIELDLESS.get(segments);
  if (known === undefined) {
    const types = segments[0]?.values ?? [];
    const withFields = new Set(segments.slice(1).map((s) => s.name.slice(0, s.name.indexOf("."))));
    FIELDLESS.set(segments, (known = types.map((t) => !withFields.has(t))));
  }
  return known;
}

/**
 * The listed moves of one choice with their actions: `tokens[starts[i]] …` are move i's actions
 * (up to {@link EncodedMoves.end}), for the first `count` moves. Filled by the generator through
 * this sink (only moves of `type`), each move encoded as it comes: no array per move. A simulator
 * keeps one and refills it for every move it lists ({@link EncodedMoves.reset}).
 */
class EncodedMoves<Move extends MoveShape> implements MoveSink<Move> {
  readonly done = false;
  /** How many moves are listed (`moves` and `starts` may hold stale entries past it). */
  count = 0;
  readonly moves: Move[] = [];
  readonly starts: number[] = [];
  tokens: number[] = [];
  constructor(
    private readonly write: (move: Move, out: number[]) => void,
    private type: string,
  ) {}
  /** Empties the list for the moves of `type`. */
  reset(type: string): this {
    this.type = type;
    this.count = 0;
    // A new array: emptying one in place (length = 0) costs more.
    this.tokens = [];
    return this;
  }
  wants(type: Move["type"]): boolean {
    return type === this.type;
  }
  add(move: Move): void {
    if (move.type !== this.type) return;
    this.moves[this.count] = move;
    this.starts[this.count] = this.tokens.length;
    this.count++;
    this.write(move, this.tokens);
  }
  /** Where move i's actions end. */
  end(i: number): number {
    return (i + 1 < this.count ? this.starts[i + 1] : undefined) ?? this.tokens.length;
  }
  /** An independent copy (for a clone of the simulator). */
  copy(): EncodedMoves<Move> {
    const c = new EncodedMoves<Move>(this.write, this.type);
    c.count = this.count;
    for (let i = 0; i < this.count; i++) {
      c.moves.push(required(this.moves[i], "a listed move"));
      c.starts.push(required(this.starts[i], "where a listed move's actions start"));
    }
    c.tokens = this.tokens.slice();
    return c;
  }
}

/**
 * The {@link Simulator} of {@link actionFastPath} in a factored space. Everything it lists for a
 * choice lives in buffers of its own, refilled in place (a clone copies them): a random playout
 * allocates little besides what the rules do.
 */
class FactoredSimulator<State, Move extends MoveShape, Config> extends WorkingSimulator<State, Move, Config> {
  /** How many actions have been chosen toward the pending move (0 between moves); the first is its type's. */
  private depth = 0;
  /** The pending move's type action (the first chosen), while `depth` > 0. */
  private typeAction = -1;
  /** The moves of the chosen type and their actions: valid while `listed` (once a type is chosen). */
  private listing: EncodedMoves<Move>;
  private listed = false;
  /** The first `aliveCount` entries: indices into `listing` of the moves the prefix still chooses; -1 while it chooses them all. */
  private alive: number[] = [];
  private aliveCount = -1;
  /** The legal next actions, ascending: the first `nextCount` entries, -1 until computed for this choice. */
  private next: Int32Array;
  private nextCount = -1;
  /**
   * For each action of `next`: {@link COMPLETES} + the index of its move in `listing` when that
   * action completes the move, else {@link CONTINUES}; 0 for every other action. Cleared and
   * refilled whenever `next` changes.
   */
  private slot: Int32Array;
  /** Move types in action order (a type's action is its index). */
  private readonly types: readonly string[];
  /** By type action: whether the type has no fields (its one move is the type's action alone). */
  private readonly fieldless: readonly boolean[];
  /**
   * Asks which types have a legal move; between a choice's listing and the type chosen, it holds the
   * first move of each (the simulator's own: a clone copies it).
   */
  private probe: MoveTypes<Move>;

  constructor(game: string, space: ActionSpace<State, Move, Config>, work: WorkingState<State, Move>, state: State) {
    super(game, space, work, state);
    const segments = space.segmentsOf(state);
    this.types = segments[0]?.values ?? [];
    this.fieldless = fieldlessTypes(segments);
    this.listing = new EncodedMoves<Move>(space.writerOf(state), "");
    this.probe = new MoveTypes<Move>(this.types);
    this.slot = new Int32Array(this.actionCount);
    this.next = new Int32Array(this.actionCount);
  }

  /** Lists the moves of the chosen type with their actions. */
  private list(): EncodedMoves<Move> {
    const type = this.depth > 0 ? (this.types[this.typeAction] ?? "") : "";
    const listing = this.listing.reset(type);
    if (type !== "") this.work.generate(listing, this.seat);
    this.listed = true;
    this.aliveCount = -1;
    return listing;
  }

  /** How many actions are legal next (the first of `next`, ascending); fills `slot` for them. */
  private legal(): number {
    if (this.nextCount >= 0) return this.nextCount;
    const { next, slot } = this;
    let found = 0;
    let ascending = true;
    if (this.seat >= 0 && this.depth === 0) {
      // The type choice: which types have a legal move (the generator skips a type once seen).
      const probe = this.probe.reset();
      this.work.generate(probe, this.seat);
      // The types seen, in the order the generator listed them (a type's action is its index).
      for (let k = 0; k < probe.size; k++) {
        const a = probe.seenAt(k);
        if (found > 0 && (next[found - 1] ?? 0) > a) ascending = false;
        next[found++] = a;
        slot[a] = CONTINUES;
      }
    } else if (this.seat >= 0) {
      const listing = this.listed ? this.listing : this.list();
      const { starts, tokens } = listing;
      const alive = this.alive;
      const all = this.aliveCount < 0;
      const depth = this.depth;
      const n = all ? listing.count : this.aliveCount;
      // The action found last (actions are never negative): one above the next breaks the ascending order.
      let last = -1;
      for (let k = 0; k < n; k++) {
        const i = all ? k : required(alive[k], "a move the prefix still chooses");
        const at = required(starts[i], "where a listed move's actions start") + depth;
        const end = listing.end(i);
        if (at >= end) continue;
        const a = required(tokens[at], "a listed move's action");
        const ends = at + 1 === end;
        if (slot[a] === 0) {
          if (last > a) ascending = false;
          next[found++] = a;
          last = a;
        }
        // A move whose actions end here is what this action chooses (no move's actions are a proper prefix of another's).
        if (ends || slot[a] === 0) slot[a] = ends ? COMPLETES + i : CONTINUES;
      }
    }
    if (!ascending) next.subarray(0, found).sort();
    return (this.nextCount = found);
  }

  /** Forgets the legal actions of the choice just made (clears their slots). */
  private forget(): void {
    for (let i = 0; i < this.nextCount; i++) this.slot[required(this.next[i], "a legal action")] = 0;
    this.nextCount = -1;
  }

  legalActions(out: Int32Array): number {
    const n = this.legal();
    const next = this.next;
    for (let i = 0; i < n; i++) out[i] = next[i] ?? 0;
    return n;
  }

  apply(action: number): boolean {
    // Checked before anything changes: a refused action leaves the simulator as it was.
    this.legal();
    if (this.seat < 0 || typeof action !== "number" || !Number.isInteger(action) || action < 0 || action >= this.actionCount || this.slot[action] === 0) {
      throw this.refuse(action);
    }
    const chosen = required(this.slot[action], "the action's slot") - COMPLETES;
    const depth = this.depth;
    this.forget();
    if (depth === 0) {
      // A type without fields is one move, the one the probe saw: played without listing it again.
      const only = this.fieldless[action] ? this.probe.firstAt(action) : undefined;
      if (only !== undefined) return this.playMove(only);
      // A type was chosen: list that type's moves.
      this.typeAction = action;
      this.depth = 1;
      const listing = this.list();
      if (listing.count === 1 && listing.end(0) === 1) return this.play(0);
      return false;
    }
    if (chosen >= 0) return this.play(chosen);
    // The move goes on: keep the moves that continue with this action (in place: the kept are a subsequence).
    this.depth++;
    const listing = this.listing;
    const alive = this.alive;
    const all = this.aliveCount < 0;
    const n = all ? listing.count : this.aliveCount;
    let kept = 0;
    for (let k = 0; k < n; k++) {
      const i = all ? k : required(alive[k], "a move the prefix still chooses");
      if (listing.tokens[required(listing.starts[i], "where a listed move's actions start") + depth] === action) alive[kept++] = i;
    }
    this.aliveCount = kept;
    return false;
  }

  /** Plays the listed move at `index` and starts the next choice. */
  private play(index: number): true {
    const move = this.listing.moves[index];
    if (move === undefined || index >= this.listing.count) throw new Error("fast path: no listed move at that index");
    return this.playMove(move);
  }

  /** Plays a move listed now and starts the next choice. */
  private playMove(move: Move): true {
    this.depth = 0;
    this.listed = false;
    this.aliveCount = -1;
    this.playListed(move);
    return true;
  }

  clone(): Simulator<State> {
    const copy = this.copy<FactoredSimulator<State, Move, Config>>();
    copy.listing = this.listing.copy();
    copy.alive = this.alive.slice(0, Math.max(0, this.aliveCount));
    copy.next = this.next.slice();
    copy.slot = this.slot.slice();
    copy.probe = this.probe.copy();
    return copy;
  }
}
