import { deepFreeze } from "./dev.js";
import { ValidationError } from "./errors.js";
import type { Seed } from "./prng.js";
import { newRecord, replayChecked, type RecordedMove, type ReplayRecord } from "./replay.js";
import { required } from "./required.js";
import { plainSnapshot } from "./snapshot.js";
import type { ConfigOf, GameDefinition, MoveOf, PlayerId, SeatedMove, StateOf } from "./types.js";

type Def = GameDefinition<any, any, any, any, any, any>;

/** A new record of the history's own, its config a copy of the caller's (which the game has already accepted). */
function ownRecord<G extends Def>(game: G, players: number, seed: Seed, config: unknown): ReplayRecord<MoveOf<G>> {
  const copy = plainSnapshot(config ?? {});
  if (!copy.ok) throw new ValidationError("history options", [{ path: "config", message: `must be plain data: ${copy.reason}` }]);
  return newRecord(game, { players, seed, config: copy.value as Partial<ConfigOf<G>> }) as ReplayRecord<MoveOf<G>>;
}

/**
 * An immutable game record for UIs: every state and move so far, a cursor for undo and redo, and
 * export to (and import from) a replay record. Every method returns a new `History` and leaves this
 * one as it is, so a history can sit in a UI store as is. Everything it holds is its own and
 * deep-frozen: its states, its moves (plain-data snapshots of the moves played, never the caller's
 * objects) and its record, so nothing a caller does to what it passed in or got out changes it.
 *
 * ```ts
 * let h = History.start(azul, { players: 2, seed: 42 });
 * const [move] = azul.legalMoves(h.state);
 * if (move) h = h.play(move);
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
    deepFreeze(base);
    deepFreeze(states);
    deepFreeze(moves);
    Object.freeze(this);
  }

  /**
   * A new history from `game.setup(options)`. Only games whose chance comes from the seed can be
   * recorded: explicit-chance mode (`chance: "explicit"`) is refused with a `ValidationError`.
   */
  static start<G extends Def>(game: G, options: { players: number; seed: Seed; config?: Partial<ConfigOf<G>> }): History<G> {
    const mode = typeof options === "object" && options !== null ? (options as { chance?: unknown }).chance : undefined;
    if (mode !== undefined && mode !== "sampled") {
      throw new ValidationError("history options", [
        { path: "chance", message: 'a history records games whose chance comes from the seed: a replay record has no place for chance moves, so only "sampled" (the default) is accepted' },
      ]);
    }
    const state = game.setup(options) as StateOf<G>;
    return new History(game, ownRecord(game, options.players, options.seed, options.config), [state], [], 0);
  }

  /**
   * A history of a replay record (validated move by move), its cursor at the last move. It keeps
   * snapshots of the record's moves, not the record itself: changing the record afterwards changes
   * nothing here.
   */
  static fromReplay<G extends Def>(game: G, record: unknown): History<G> {
    const { record: r, states, moves } = replayChecked(game, record);
    const base = ownRecord(game, r.players, r.seed, r.config);
    return new History(game, base, states as StateOf<G>[], moves as RecordedMove<MoveOf<G>>[], moves.length);
  }

  /** The current state. */
  get state(): StateOf<G> {
    return required(this.states[this.index], "the current state");
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
    // The checked snapshot is what is played and recorded (the caller's object is read once).
    const next = this.game.applyMove(this.state, check.move, check.player) as StateOf<G>;
    return new History(this.game, this.base, [...this.states.slice(0, this.index + 1), next], [...this.moves.slice(0, this.index), { player: check.player, move: check.move }], this.index + 1);
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
