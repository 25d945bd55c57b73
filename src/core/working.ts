/**
 * A working state: a game's rules run in place on a private, mutable copy of a state. It is how
 * the pure API applies a move (on a copy it then hands out) and what search runs on (a simulator
 * plays thousands of moves on one copy): one rules implementation for both. See docs/rl.md.
 */
import type { MoveShape, MoveSink } from "./sink.js";
import { deepFreeze, freezingStates } from "./dev.js";
import { MoveList } from "./sink.js";
import type { RngState } from "./prng.js";
import type { PlayerId } from "./types.js";

/**
 * A value with `readonly` taken off at every depth (arrays and tuples stay arrays and tuples): the
 * type of a working state, which a game's `play` writes in place. The one definition every game
 * derives its working types from. A PRNG state stays as it is: a draw replaces it, never writes into
 * it. A game that keeps another part immutable (values replaced, never changed) says so with `Omit`
 * and its own field.
 */
export type Writable<T> = T extends RngState ? T : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/**
 * A game in progress on a private copy, for search: `play` changes it in place and checks
 * nothing, so a move must be one its own `generate` (or `legalMoves`) listed for that seat now.
 * Chance (draws, dice) comes from the copy's own PRNG state, exactly as in the pure engine: the same
 * moves give the same game, and `snapshot()` is deep-equal to the state the pure engine reaches.
 */
export interface WorkingState<State, Move> {
  /** The live working state, to read (an evaluation, a rendering); never change it or keep it. */
  readonly current: State;
  /** The seats that may act now (none once the game is over). */
  activePlayers(): readonly PlayerId[];
  /** The first seat that may act, or -1 once the game is over. */
  player(): PlayerId;
  isTerminal(): boolean;
  /** Writes the legal moves of `player` (default: {@link WorkingState.player}) into `sink`. */
  generate(sink: MoveSink<Move & MoveShape>, player?: PlayerId): void;
  /** The legal moves of `player` (default: {@link WorkingState.player}), unseated. */
  legalMoves(player?: PlayerId): Move[];
  /** Plays a move listed now for `player` (default: {@link WorkingState.player}), in place, unchecked. */
  play(move: Move, player?: PlayerId): void;
  /** An independent copy: playing on either leaves the other as it was. */
  clone(): WorkingState<State, Move>;
  /** The state reached, as a public state independent of this working state. */
  snapshot(): State;
}

/** What a game gives to run its rules on a working state (the parts of `GameRules` it needs). */
export interface WorkingRules<State, Move> {
  /** A private, mutable copy of `state` that shares nothing with it. */
  open(state: State): State;
  generate(state: State, player: PlayerId, sink: MoveSink<Move & MoveShape>): void;
  play(work: State, move: Move, player: PlayerId): void;
  /** The seats that may act (none once the game is over). */
  activePlayers(state: State): readonly PlayerId[];
  isTerminal(state: State): boolean;
}

/** The {@link WorkingState} of a game's {@link WorkingRules}. */
export class RulesWorkingState<State, Move> implements WorkingState<State, Move> {
  private work: State;
  constructor(
    private readonly rules: WorkingRules<State, Move>,
    state: State,
    owned = false,
  ) {
    this.work = owned ? state : rules.open(state);
  }

  get current(): State {
    return this.work;
  }

  activePlayers(): readonly PlayerId[] {
    // No one acts once the game is over (the seats come from the game's one decision).
    return this.rules.activePlayers(this.work);
  }

  player(): PlayerId {
    return this.rules.activePlayers(this.work)[0] ?? -1;
  }

  isTerminal(): boolean {
    return this.rules.isTerminal(this.work);
  }

  generate(sink: MoveSink<Move & MoveShape>, player: PlayerId = this.player()): void {
    if (player >= 0) this.rules.generate(this.work, player, sink);
  }

  legalMoves(player: PlayerId = this.player()): Move[] {
    const list = new MoveList<Move & MoveShape>();
    this.generate(list, player);
    return list.moves;
  }

  play(move: Move, player: PlayerId = this.player()): void {
    this.rules.play(this.work, move, player);
  }

  clone(): WorkingState<State, Move> {
    return new RulesWorkingState(this.rules, this.rules.open(this.work), true);
  }

  snapshot(): State {
    // A public state: frozen in development mode, as every state the engine hands out.
    const copy = this.rules.open(this.work);
    return freezingStates() ? deepFreeze(copy) : copy;
  }
}
