/**
 * Move generation writes into a sink. A game states its legal moves once, in one generator
 * (`generate(state, player, sink)`), and every consumer reads them through a sink of its own:
 * `legalMoves` collects them ({@link MoveList}), a legality check looks for one move and stops
 * ({@link MoveFinder}), a simulator's mask asks only which move types exist, or only the moves of
 * one type, and writes action indices. A sink that wants few moves lets the generator skip the
 * work of the others: that, not a second rule set, is what makes the fast paths fast.
 */
import { sameData } from "./move-key.js";
import type { PlayerId } from "./types.js";

/** The shape every move has: a `type` discriminant. */
export interface MoveShape {
  readonly type: string;
}

/**
 * Where a generator writes legal moves. A generator must call `add` for every legal move of a
 * type the sink `wants`, each once; it may skip a type the sink does not want, and may stop once
 * the sink is `done`. Skipping and stopping are only savings: a sink ignores what it did not ask for.
 */
export interface MoveSink<Move extends MoveShape> {
  /** Whether moves of `type` are wanted now (generation may skip the work of a type that is not). */
  wants(type: Move["type"]): boolean;
  /** True once the sink needs no more moves: generation may stop at once. */
  readonly done: boolean;
  /**
   * Set when the sink wants one move only (a legality check looking for it): a generator may skip
   * the work of moves that cannot equal it (another source, another piece). Only a saving.
   */
  readonly target?: Move;
  /**
   * Takes one legal move. The sink may keep the object: never change or reuse it after. A game
   * with a flat action space may pass the move's `action` index when it has it at hand (the sink
   * may then skip encoding the move); it must be the index the game's action space gives the move.
   */
  add(move: Move, action?: number): void;
}

/** A game's move generator: every legal move of `player` (an active seat) in `state`, into `sink`. */
export type MoveGenerator<State, Move extends MoveShape> = (state: State, player: PlayerId, sink: MoveSink<Move>) => void;

/** A sink that collects every move, in generation order: what `legalMoves` lists. */
export class MoveList<Move extends MoveShape> implements MoveSink<Move> {
  readonly moves: Move[] = [];
  readonly done = false;
  wants(): boolean {
    return true;
  }
  add(move: Move): void {
    this.moves.push(move);
  }
}

/** The moves of one type, in generation order (the other types are skipped). */
export class TypedMoveList<Move extends MoveShape> implements MoveSink<Move> {
  readonly moves: Move[] = [];
  readonly done = false;
  constructor(private readonly type: Move["type"]) {}
  wants(type: Move["type"]): boolean {
    return type === this.type;
  }
  add(move: Move): void {
    if (move.type === this.type) this.moves.push(move);
  }
}

/**
 * Looks for one move among the legal ones (equal as data, key order aside) and stops as soon as it
 * is found: the legality check of `applyMove`, which therefore accepts exactly what is listed.
 */
export class MoveFinder<Move extends MoveShape> implements MoveSink<Move> {
  done = false;
  constructor(readonly target: Move) {}
  wants(type: Move["type"]): boolean {
    return !this.done && type === this.target.type;
  }
  add(move: Move): void {
    if (!this.done && move.type === this.target.type && sameData(move, this.target)) this.done = true;
  }
}

/**
 * Which move types have at least one legal move, with the first move seen of each: each type is
 * skipped once one of its moves is seen, and the sink is done once it has seen every type it
 * knows. Given the game's type names in order (as a factored action space lists them), it answers
 * by index too ({@link MoveTypes.firstAt}); given only how many types there are, it numbers them
 * as they come. {@link MoveTypes.reset} empties it in place for another ask: a fast path asks at
 * every move.
 */
export class MoveTypes<Move extends MoveShape> implements MoveSink<Move> {
  done = false;
  /** Each known type's index. */
  private readonly index: Map<Move["type"], number>;
  /** By type index: the first move seen of that type, or undefined. */
  private readonly found: (Move | undefined)[] = [];
  /** The indices of the types seen, in the order they came (the first `count`). */
  private readonly order: number[] = [];
  private count = 0;
  private readonly total: number;
  /** `types`: the game's move types in order, or how many there are (default: not known, never done). */
  constructor(types: number | readonly Move["type"][] = Infinity) {
    const names = typeof types === "number" ? [] : types;
    this.index = new Map(names.map((t, i) => [t, i]));
    this.total = typeof types === "number" ? types : names.length;
    for (let i = 0; i < names.length; i++) this.found.push(undefined);
  }
  /** The type asked about last and its index: a generator asks about one type many times in a row. */
  private lastType: Move["type"] | null = null;
  private lastIndex: number | undefined = undefined;
  private indexOf(type: Move["type"]): number | undefined {
    if (type !== this.lastType) {
      this.lastType = type;
      this.lastIndex = this.index.get(type);
    }
    return this.lastIndex;
  }
  wants(type: Move["type"]): boolean {
    const i = this.indexOf(type);
    return i === undefined || this.found[i] === undefined;
  }
  add(move: Move): void {
    let i = this.indexOf(move.type);
    if (i === undefined) {
      this.index.set(move.type, (i = this.index.size));
      this.lastIndex = i;
    }
    if (this.found[i] !== undefined) return;
    this.found[i] = move;
    this.order[this.count] = i;
    this.done = ++this.count >= this.total;
  }
  /** How many types have been seen. */
  get size(): number {
    return this.count;
  }
  /** The index of the `k`-th type seen (0 ≤ k < {@link MoveTypes.size}), in the order they came. */
  seenAt(k: number): number {
    return k < this.count ? (this.order[k] ?? -1) : -1;
  }
  /** The first move seen of the type at `index` (in the order given, or as the types came), if any. */
  firstAt(index: number): Move | undefined {
    return this.found[index];
  }
  /** The types seen. */
  get seen(): ReadonlySet<Move["type"]> {
    return new Set(this.firsts.keys());
  }
  /** The first move seen of each type seen. */
  get firsts(): ReadonlyMap<Move["type"], Move> {
    const out = new Map<Move["type"], Move>();
    for (const [type, i] of this.index) {
      const move = this.found[i];
      if (move !== undefined) out.set(type, move);
    }
    return out;
  }
  /** Forgets what it saw (in place). */
  reset(): this {
    // Only the types seen are cleared (a loop: `fill` costs a call into the runtime).
    for (let k = 0; k < this.count; k++) this.found[this.order[k] ?? -1] = undefined;
    this.count = 0;
    this.done = false;
    return this;
  }
  /** An independent copy of what it has seen. */
  copy(): MoveTypes<Move> {
    const c = new MoveTypes<Move>(this.total);
    for (const [type, i] of this.index) c.index.set(type, i);
    for (const move of this.found) c.found.push(move);
    for (let k = 0; k < this.count; k++) c.order.push(this.order[k] ?? -1);
    c.count = this.count;
    c.done = this.done;
    return c;
  }
}

/**
 * The last list of legal moves a game handed out, with its state and seat, kept as a private copy
 * of the array (the caller may change the one it was given). Checking a move of that same state and
 * seat, the usual next call (list, then apply one of them), finds a listed shared constant handed
 * back as it was (a frozen object: nobody can have changed it since) in that list instead of
 * generating the moves again; a state never changes, so the list is still its list of legal moves.
 * Anything else (another object, equal data) is left to the generator: a caller may have written
 * into the unfrozen moves it was given.
 */
export class LastListing<State, Move extends MoveShape> {
  private state: State | null = null;
  private player: PlayerId = -1;
  private moves: readonly Move[] = [];
  /**
   * Keeps `moves`, the legal moves of `player` in `state`: only when they are shared frozen moves
   * (the first tells: a generator lists its moves one way), since only those are ever found here,
   * and copying a long list of others (hundreds of placements) would cost more than it saves.
   */
  remember(state: State, player: PlayerId, moves: readonly Move[]): void {
    const first = moves[0];
    if (first === undefined || !Object.isFrozen(first)) {
      this.state = null;
      return;
    }
    this.state = state;
    this.player = player;
    this.moves = moves.slice();
  }
  /** True when `move` is a frozen move of the list kept for `player` in `state`; undefined when that is not known here. */
  lists(state: State, player: PlayerId, move: Move): true | undefined {
    if (state !== this.state || player !== this.player || !Object.isFrozen(move)) return undefined;
    return this.moves.includes(move) ? true : undefined;
  }
}

/** Every legal move of `player`, in generation order. */
export function listMoves<State, Move extends MoveShape>(generate: MoveGenerator<State, Move>, state: State, player: PlayerId): Move[] {
  const list = new MoveList<Move>();
  generate(state, player, list);
  return list.moves;
}

/** Whether `move` is among the legal moves of `player` (generation stops once it is found). */
export function isListed<State, Move extends MoveShape>(generate: MoveGenerator<State, Move>, state: State, player: PlayerId, move: Move): boolean {
  const finder = new MoveFinder(move);
  generate(state, player, finder);
  return finder.done;
}
