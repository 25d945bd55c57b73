import { ValidationError } from "./errors.js";
import type { Seed } from "./prng.js";
import { newRecord, replayStates, type RecordedMove, type ReplayRecord } from "./replay.js";
import type { ConfigOf, GameDefinition, MoveOf, PlayerId, SeatedMove, StateOf } from "./types.js";

type Def = GameDefinition<any, any, any, any, any, any>;

/**
 * An immutable game record for UIs: every state and move so far, a cursor for undo and redo, and
 * export to (and import from) a replay record. Every method returns a new `History` and leaves this
 * one as it is, so a history can sit in a UI store as is.
 *
 * ```ts
 * let h = History.start(azul, { players: 2, seed: 42 });
 * h = h.play(azul.legalMoves(h.state)[0]!);
 * h = h.undo();              // back to the start; the move is kept for redo
 * h = h.redo();              // forward again
 * const record = h.toReplay(); // a replay record of the moves up to the cursor
 * ```
 */
export class History<G extends Def> {
  private constructor(
    /** The game being recorded. */
    readonly game: G,
    private readonly base: ReplayRecord<MoveOf<G>>,
    /** Every state, from setup (`states[0]`) to the last move made, including undone ones. */
    readonly states: readonly StateOf<G>[],
    /** Every move made, `moves[i]` leading from `states[i]` to `states[i + 1]`. */
    readonly moves: readonly RecordedMove<MoveOf<G>>[],
    /** How many moves stand before the current state: `state` is `states[index]`. */
    readonly index: number,
  ) {
    Object.freeze(this);
  }

  /** A new history from `game.setup(options)`. */
  static start<G extends Def>(game: G, options: { players: number; seed: Seed; config?: Partial<ConfigOf<G>> }): History<G> {
    const state = game.setup(options) as StateOf<G>;
    return new History(game, newRecord(game, options) as ReplayRecord<MoveOf<G>>, [state], [], 0);
  }

  /** A history of a replay record (validated move by move), its cursor at the last move. */
  static fromReplay<G extends Def>(game: G, record: unknown): History<G> {
    const states = replayStates(game, record) as StateOf<G>[];
    const r = record as ReplayRecord<MoveOf<G>>;
    return new History(game, { ...r, moves: [] }, states, r.moves, r.moves.length);
  }

  /** The current state. */
  get state(): StateOf<G> {
    return this.states[this.index]!;
  }

  /** Moves made up to the current state. */
  get played(): readonly RecordedMove<MoveOf<G>>[] {
    return this.moves.slice(0, this.index);
  }

  get canUndo(): boolean {
    return this.index > 0;
  }

  get canRedo(): boolean {
    return this.index < this.moves.length;
  }

  /**
   * Plays `move` on the current state (as `game.applyMove` does: the move's own `player`, the
   * `player` given, or the only active player). Moves that were undone are dropped. Throws the
   * `IllegalMoveError` of `applyMove` and leaves this history as it is.
   */
  play(move: SeatedMove<MoveOf<G>>, player?: PlayerId): History<G> {
    const check = this.game.validateMove(this.state, move, player);
    if (!check.ok) throw check.error;
    const next = this.game.applyMove(this.state, move, player) as StateOf<G>;
    return new History(
      this.game,
      this.base,
      [...this.states.slice(0, this.index + 1), next],
      [...this.moves.slice(0, this.index), { player: check.player, move: check.move }],
      this.index + 1,
    );
  }

  /** Steps back `steps` moves (default 1), keeping them for redo. */
  undo(steps = 1): History<G> {
    return this.jumpTo(this.index - steps);
  }

  /** Steps forward `steps` undone moves (default 1). */
  redo(steps = 1): History<G> {
    return this.jumpTo(this.index + steps);
  }

  /** Moves the cursor to after `index` moves (0 = the start); throws a ValidationError outside 0…moves.length. */
  jumpTo(index: number): History<G> {
    if (!Number.isInteger(index) || index < 0 || index > this.moves.length) {
      throw new ValidationError("history index", [{ path: "index", message: `must be a whole number from 0 to ${this.moves.length}, not ${String(index)}` }]);
    }
    return index === this.index ? this : new History(this.game, this.base, this.states, this.moves, index);
  }

  /** The replay record of the moves up to the current state, with the game's data version. */
  toReplay(): ReplayRecord<MoveOf<G>> {
    return { ...this.base, moves: this.played };
  }
}
