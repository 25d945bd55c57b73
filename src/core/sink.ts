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
 * skipped once one of its moves is seen. Given how many types the game has (`types`), it is done
 * once it has seen them all. {@link MoveTypes.reset} empties it for another ask.
 */
export class MoveTypes<Move extends MoveShape> implements MoveSink<Move> {
  readonly seen = new Set<Move["type"]>();
  /** The first move seen of each type. */
  readonly firsts = new Map<Move["type"], Move>();
  done = false;
  constructor(private readonly types = Infinity) {}
  wants(type: Move["type"]): boolean {
    return !this.seen.has(type);
  }
  add(move: Move): void {
    if (this.seen.has(move.type)) return;
    this.seen.add(move.type);
    this.firsts.set(move.type, move);
    this.done = this.seen.size >= this.types;
  }
  /** Forgets what it saw. */
  reset(): this {
    this.seen.clear();
    this.firsts.clear();
    this.done = false;
    return this;
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
