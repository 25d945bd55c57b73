import type { ZodType } from "zod";
import type { IllegalMoveError } from "./errors.js";
import type { Rng, Seed } from "./prng.js";

/** A seat at the table, 0-based. */
export type PlayerId = number;

/** One player's line of a {@link ScoreSheet}. */
export interface PlayerScore {
  readonly player: PlayerId;
  readonly total: number;
  /** Named integer parts (rulebook categories) that sum to `total`. */
  readonly breakdown: Readonly<Record<string, number>>;
}

/**
 * Scores so far (mid-game) or final (once the game is terminal), with the ranking after the
 * game's tie-breaks: groups of tied players, best first.
 */
export interface ScoreSheet {
  readonly players: readonly PlayerScore[];
  readonly ranking: readonly (readonly PlayerId[])[];
}

/** Result of {@link GameDefinition.validateMove}: never throws. */
export type MoveCheck<Move> =
  | { readonly ok: true; readonly move: Move; readonly player: PlayerId }
  | { readonly ok: false; readonly error: IllegalMoveError };

/** Options of {@link GameDefinition.setup}. */
export interface SetupOptions<Config> {
  readonly players: number;
  readonly seed: Seed;
  readonly config?: Partial<Config>;
}

/** The contract every game provides. See docs/guide.md. */
export interface GameDefinition<State, Move, Config, View = State> {
  /** Registry id, e.g. `"azul"`. */
  readonly id: string;
  /** Display name, e.g. `"Azul"`. */
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Config used for every option a caller leaves out. */
  readonly defaultConfig: Config;
  /** Short descriptions of each config option, for CLIs and UIs. */
  readonly configOptions: Readonly<Record<string, string>>;
  readonly schemas: {
    readonly config: ZodType<Config>;
    readonly state: ZodType<State>;
    readonly move: ZodType<Move>;
  };

  /** A new game; all chance comes from `seed`. Throws `ValidationError` on a bad config or player count. */
  setup(options: SetupOptions<Config>): State;
  /** Who may decide now (several at once for simultaneous or interrupt decisions); empty when over. */
  activePlayers(state: State): readonly PlayerId[];
  /** Every legal move of `player`, or of every active player when omitted; each exactly once. */
  legalMoves(state: State, player?: PlayerId): readonly Move[];
  /** The state after `move`. Pure; throws `IllegalMoveError` and leaves `state` untouched on a bad move. */
  applyMove(state: State, move: Move, player?: PlayerId): State;
  /** Whether `move` (any value) is legal now, with the parsed move or the error `applyMove` would throw. */
  validateMove(state: State, move: unknown, player?: PlayerId): MoveCheck<Move>;
  isTerminal(state: State): boolean;
  score(state: State): ScoreSheet;
  /** What `player` (or a spectator) may see: hidden information and the PRNG state removed. */
  playerView(state: State, player: PlayerId | "spectator"): View;
  /** A one-line human description of a legal move, e.g. `"takes 2 red from factory 3 to line 4"`. */
  describeMove(state: State, move: Move): string;
  /** A readable multi-line text picture of the state. */
  render(state: State): string;
  /**
   * A state that `player` cannot tell apart from `state` (same `playerView`), with everything that
   * player cannot see re-dealt at random from `rng` (including the PRNG state). For search bots.
   */
  determinize(state: State, player: PlayerId, rng: Rng): State;
  /** Violations of the game's invariants (conservation, bounds); empty when the state is sound. */
  invariants(state: State): string[];
  /** Parses a saved (e.g. JSON-parsed) state; throws `ValidationError` naming the bad field. */
  loadState(data: unknown): State;
  /** The number of players in a state. */
  playerCount(state: State): number;
}

/** A game definition with its type parameters erased, for registries and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;

/** The state type of a game definition. */
export type StateOf<G> = G extends GameDefinition<infer S, any, any, any> ? S : never;
/** The move type of a game definition. */
export type MoveOf<G> = G extends GameDefinition<any, infer M, any, any> ? M : never;
/** The config type of a game definition. */
export type ConfigOf<G> = G extends GameDefinition<any, any, infer C, any> ? C : never;
/** The view type of a game definition. */
export type ViewOf<G> = G extends GameDefinition<any, any, any, infer V> ? V : never;
