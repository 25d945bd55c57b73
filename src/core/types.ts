import type { Schema } from "./schema-type.js";
import type { IllegalMoveError } from "./errors.js";
import type { DataStatus } from "./data-status.js";
import type { Rng, RngState, Seed } from "./prng.js";
import type { ChanceMove, ChanceNode, ChanceOutcome, ExplicitPosition, ExplicitState } from "./chance.js";
import type { WorkingState } from "./working.js";
import type { Decision } from "./decisions.js";

/**
 * How points run in a game (measured over bot games; see docs/bots.md): a typical final score, how
 * widely final scores spread, and a typical winning margin. Search bots scale rewards by them.
 */
export interface ScoreScale {
  readonly typical: number;
  readonly spread: number;
  readonly margin: number;
}

/**
 * How a game's positions are best searched at a fixed time (measured with bench/strength.ts; see
 * docs/bots.md): how the playouts of MCTS move after the tree (`"random"`, or `"greedy"` against
 * the evaluation) and how many moves they last before the state is valued (0: the leaf is valued
 * at once), and optionally how much of the reward goes to a player's own score rather than to its
 * margin over the others. Search bots use them where their caller does not choose.
 */
export interface SearchHints {
  readonly rollout: "random" | "greedy";
  readonly rolloutDepth: number;
  /**
   * Weight of the own-score part of the search's reward (`scoreWeight` of `marginReward`; default:
   * the tuned search's). A game where a player's moves take points from the others (tiles they
   * would place, stolen or not given) may value the margin alone (0).
   */
  readonly scoreWeight?: number;
  /**
   * Progressive-bias visits (`priorVisits` of `mctsBot`; default: the tuned search's 20). A game
   * whose one-move evaluation ranks moves better than a noisy search can tell them apart may lean
   * on it more.
   */
  readonly priorVisits?: number;
}

/** A seat at the table, 0-based. */
export type PlayerId = number;

/** One player's line of a {@link ScoreSheet}; `Part` names the game's breakdown categories. */
export interface PlayerScore<Part extends string = string> {
  readonly player: PlayerId;
  readonly total: number;
  /** Named integer parts (rulebook categories) that sum to `total`. */
  readonly breakdown: Readonly<Record<Part, number>>;
}

/**
 * Scores so far (mid-game) or final (once the game is terminal), with the ranking after the
 * game's tie-breaks: groups of tied players, best first.
 */
export interface ScoreSheet<Part extends string = string> {
  readonly players: readonly PlayerScore<Part>[];
  readonly ranking: readonly (readonly PlayerId[])[];
}

/** Result of {@link GameDefinition.validateMove}: never throws. */
export type MoveCheck<Move> = { readonly ok: true; readonly move: Move; readonly player: PlayerId } | { readonly ok: false; readonly error: IllegalMoveError };

/**
 * Who decides now and what kind of choice it is, the same way in every game
 * ({@link GameDefinition.decision}). `kind` comes from the game's documented union (e.g. Azul's
 * `"take"`); `players` are the seats that may act (several for simultaneous or interrupt
 * decisions; always equal to `activePlayers`); `prompt` is one sentence a UI can show.
 */
export interface DecisionPoint<Kind extends string = string> extends Decision<Kind> {
  readonly prompt: string;
}

/**
 * A move as `legalMoves` lists it: when several players may act at once, each listed move carries
 * the seat it belongs to in `player`, and `applyMove(state, move)` takes it as it stands. A game's
 * own moves never use the key `player` for anything else.
 */
export type SeatedMove<Move> = Move & { readonly player?: PlayerId };

/**
 * Options of {@link GameDefinition.invariants} and {@link GameDefinition.loadState}. By default
 * they check soundness: what makes a state safe to play on (types, component conservation, a
 * decision that agrees with the board, every listed move applies). Test positions built by hand
 * (see each game's position builder) are sound without being the result of any game.
 */
export interface StateCheckOptions {
  /**
   * Also check plausibility: whether the state could be the result of some game from its setup
   * (scores that fit the walls, supplies that fit the phase, turn counts). For servers loading
   * saves from untrusted sources. Default `false`.
   */
  readonly reachable?: boolean;
}

/**
 * Options of {@link GameDefinition.setup}: the players, the config, and where chance comes from:
 * a `seed`, or (for servers dealing hidden information) a full PRNG state in `rng`.
 */
export type SetupOptions<Config> = SeededSetupOptions<Config> | StateSetupOptions<Config>;

/** Options of {@link GameDefinition.setup} with the PRNG seeded from `seed`. */
export interface SeededSetupOptions<Config> {
  readonly players: number;
  readonly seed: Seed;
  readonly rng?: undefined;
  readonly config?: Partial<Config>;
  /**
   * `"sampled"` (the default): every random event is drawn from the PRNG seeded by `seed`.
   * `"explicit"`: every random event (a tile drawn, a die rolled, each step of a shuffle) waits at
   * a chance node for the chance player's move; see {@link GameDefinition.chanceOutcomes}.
   */
  readonly chance?: "sampled";
}

/**
 * Options of {@link GameDefinition.setup} with the PRNG started from a full 128-bit state (e.g.
 * `secureRngState()`) instead of a seed. A seed is hashed to 32 bits, so anyone who sees the opening
 * position can find it by trying seeds; a state drawn from a cryptographic source cannot be found.
 */
export interface StateSetupOptions<Config> {
  readonly players: number;
  readonly rng: RngState;
  readonly seed?: undefined;
  readonly config?: Partial<Config>;
  readonly chance?: "sampled";
}

/** Options of {@link GameDefinition.setup} in explicit-chance mode (`seed` is then unused and may be left out). */
export interface ExplicitSetupOptions<Config> {
  readonly players: number;
  readonly seed?: Seed;
  readonly config?: Partial<Config>;
  readonly chance: "explicit";
}

/**
 * The contract every game provides. See docs/guide.md.
 *
 * `Kind` is the game's union of decision kinds ({@link DecisionPoint}); `Part` the union of its
 * score breakdown categories. Functions that take a state also take that state's player view where
 * noted ("state or view"): a client holding only its seat's view can list, describe and render its
 * own moves. Functions that change the game (`applyMove`) need the full state.
 */
export interface GameDefinition<State, Move, Config, View = State, Kind extends string = string, Part extends string = string> {
  /** Registry id, e.g. `"azul"`. */
  readonly id: string;
  /** Display name, e.g. `"Azul"`. */
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  /** Config used for every option a caller leaves out. */
  readonly defaultConfig: Config;
  /** Short descriptions of each config option, for CLIs and UIs. */
  readonly configOptions: Readonly<Record<string, string>>;
  /**
   * Schemas of the three data types (zod schemas, typed by {@link Schema} so that no zod types are
   * needed): `parse`, `safeParse`, and the Standard Schema interface `~standard`.
   */
  readonly schemas: {
    readonly config: Schema<Config>;
    readonly state: Schema<State>;
    readonly move: Schema<Move>;
    /** What `playerView` returns, for a seat or a spectator. */
    readonly view: Schema<View>;
  };
  /** Which version of its component data the game runs on, and which parts are provisional. */
  readonly dataStatus: DataStatus;

  /**
   * A new game in explicit-chance mode: a chance node for the first random event of the setup
   * (or, for a setup without chance, its settled state, with `rng: null`).
   */
  setup(options: ExplicitSetupOptions<Config>): ExplicitPosition<State, Move, Config>;
  /** A new game; all chance comes from `seed`. Throws `ValidationError` on a bad config or player count. */
  setup(options: SetupOptions<Config>): State;
  /** Who may decide now (several at once for simultaneous or interrupt decisions); empty when over. State or view. */
  activePlayers(state: State | View | ChanceNode<State, Move, Config>): readonly PlayerId[];
  /**
   * Who decides now and what kind of choice, or `null` once the game is over. State or view.
   * `decision(s).players` always equals `activePlayers(s)`.
   */
  decision(state: ChanceNode<State, Move, Config>): DecisionPoint<"chance">;
  decision(state: ExplicitPosition<State, Move, Config>): DecisionPoint<Kind | "chance"> | null;
  decision(state: State | View): DecisionPoint<Kind> | null;
  /**
   * Every legal move of `player`, or of every active player when omitted; each exactly once, each
   * accepted by `applyMove(state, move)` as it stands. When several players may act at once every
   * listed move carries its seat in `player` ({@link SeatedMove}). Given a view, lists the moves of
   * the seat that holds it (`player` may be omitted; another seat is refused).
   */
  legalMoves(state: ChanceNode<State, Move, Config>, player?: PlayerId): readonly ChanceMove[];
  legalMoves(state: ExplicitState<State>, player?: PlayerId): readonly SeatedMove<Move>[];
  legalMoves(state: ExplicitPosition<State, Move, Config>, player?: PlayerId): readonly (SeatedMove<Move> | ChanceMove)[];
  legalMoves(state: State | View, player?: PlayerId): readonly SeatedMove<Move>[];
  /**
   * The state after `move` (by `player`, by the move's own `player` field, or by the only active
   * player). Pure; throws `IllegalMoveError` and leaves `state` untouched on a bad move, and also
   * (code `NOT_A_STATE`) when `state` is a view or anything else that is not a state of this game.
   * In explicit-chance mode it also takes a chance node and one of its {@link ChanceMove}s, and any
   * move may end at a chance node.
   */
  applyMove(state: ExplicitPosition<State, Move, Config>, move: SeatedMove<Move> | ChanceMove, player?: PlayerId): ExplicitPosition<State, Move, Config>;
  applyMove(state: State, move: SeatedMove<Move>, player?: PlayerId): State;
  /**
   * The fast path for search: the state after a move taken as it stands from
   * `legalMoves(state)` (or `legalMoves(state, player)`) of this very state, with no validation at
   * all. Anything else is undefined behaviour: use {@link GameDefinition.applyMove} for moves from
   * outside.
   */
  applyListed(state: ExplicitPosition<State, Move, Config>, move: SeatedMove<Move> | ChanceMove, player?: PlayerId): ExplicitPosition<State, Move, Config>;
  applyListed(state: State, move: SeatedMove<Move>, player?: PlayerId): State;
  /** Whether `move` (any value) is legal now, with the parsed move or the error `applyMove` would throw. Never throws. */
  validateMove(state: State | ChanceNode<State, Move, Config>, move: unknown, player?: PlayerId): MoveCheck<Move>;
  isTerminal(state: State | View | ChanceNode<State, Move, Config>): boolean;
  /** Scores so far; at a chance node, those of the settled position it started from. */
  score(state: State | ChanceNode<State, Move, Config>): ScoreSheet<Part>;
  /**
   * What `player` (or a spectator) may see: hidden information and the PRNG state removed; `viewer`
   * names who. At a chance node: the view of the settled position before the move being resolved.
   * A copy that shares nothing with `state`: whoever holds it may write into it.
   */
  playerView(state: State | ChanceNode<State, Move, Config>, player: PlayerId | "spectator"): View;
  /**
   * A one-line human description of a legal move, e.g. `"Player 1 takes 2 red from factory 3 to
   * line 4"`. State or view. Throws the same `IllegalMoveError` as `applyMove` for a move that is not
   * legal there (describe a move before applying it).
   *
   * `viewer` names who reads the description. For a seat that may not see what the move hides
   * (another seat's kept characters, a sealed declaration) the description names the move without
   * the secret (`"Player 2 keeps 2 characters"`), and it depends only on what that viewer sees:
   * describing from the full state for `viewer` gives the same text as describing from
   * `playerView(state, viewer)`. Given a view, the viewer is that view's seat (a different `viewer`
   * is a `ValidationError`), and another seat's move is described too, judged on the view completed
   * for it: what the move needs of the hidden parts (the card it plays, the characters it keeps) is
   * dealt to its player wherever the view allows. So it is refused exactly when no state consistent
   * with the view has it legal (a used die, an empty storage slot, a card the view shows elsewhere),
   * with that completion's error (the full state's own when the rule it breaks is in plain sight),
   * and described otherwise; the answer depends on the view alone, never on what it hides.
   * Without `viewer`, a full state is described omnisciently (logs, debugging): wherever a person
   * plays, pass their seat (or `"spectator"`). Chance moves (explicit-chance mode) are described
   * omnisciently.
   */
  describeMove(state: State | View | ChanceNode<State, Move, Config>, move: SeatedMove<Move> | ChanceMove, player?: PlayerId, viewer?: PlayerId | "spectator"): string;
  /**
   * A readable multi-line text picture. `render(state)` is the omniscient picture for logs and
   * debugging (it shows every secret); `render(state, seat)` and `render(view)` show exactly what
   * that seat (or a spectator) may see: use those wherever a person plays.
   */
  render(state: State | View | ChanceNode<State, Move, Config>, viewer?: PlayerId | "spectator"): string;
  /**
   * A state that `player` cannot tell apart from `state` (same `playerView`), with everything that
   * player cannot see dealt at random from `rng` (including the PRNG state). For search bots.
   * Built from `playerView(state, player)` alone, so its output never depends on hidden data; a
   * copy that shares nothing with `state`.
   */
  determinize(state: State | ChanceNode<State, Move, Config>, player: PlayerId, rng: Rng): State;
  /**
   * A full state consistent with `view`: what its seat cannot see is dealt at random from `rng`
   * (what `determinize` does from a player's view).
   */
  fromView(view: View, rng: Rng): State;
  /** Whether `value` is a player view of this game (it has `viewer` and no PRNG state). */
  isView(value: unknown): value is View;
  /**
   * How many moves a game of `players` may take at the most under random play: the bound the
   * property suite checks (documented in docs/rules/<game>.md), and where `simulate` stops a game
   * that has not ended. Throws `ValidationError` (field `players`) for a player count the game
   * does not take.
   */
  moveLimit(players: number): number;
  /**
   * How points run in this game, for search bots that turn scores into rewards (`tesserae/bots`'
   * MCTS reads it); absent for a game that does not say.
   */
  readonly scoreScale?: ScoreScale;
  /** How this game's positions are best searched at a fixed time (`tesserae/bots`' MCTS reads it); absent for a game that does not say. */
  readonly searchHints?: SearchHints;
  /**
   * A working copy of `state` for search: the game's own rules run in place on a private copy, with
   * no checks and no move validation (play only moves its `generate`/`legalMoves` listed). The
   * same moves give the same game as `applyMove`, and `snapshot()` the same state. Throws
   * `ValidationError` for a view, a chance node or a state in explicit-chance mode (it has no PRNG
   * to draw chance from). See docs/rl.md.
   */
  work(state: State): WorkingState<State, Move>;
  /**
   * A heuristic value of `state` for `player` (higher is better) for bots; see docs/bots.md. Throws
   * `ValidationError` for what is not a full state of the game or a seat of it (field `player`).
   */
  evaluate?(state: State, player: PlayerId): number;
  /**
   * Violations of the game's invariants; empty when the state is sound: well-typed, every
   * component accounted for, a decision that agrees with the board, so that every listed move
   * applies. With `{ reachable: true }` also what makes a state plausible as the result of some
   * game (scores that fit the boards, supplies that fit the round, turn counts): see
   * {@link StateCheckOptions}. A state too broken for the checks to read is reported, not thrown:
   * one violation, `"the state could not be checked: …"`.
   */
  invariants(state: State | ChanceNode<State, Move, Config>, options?: StateCheckOptions): string[];
  /**
   * Parses a saved (e.g. JSON-parsed) state, or a chance node of explicit-chance mode, and checks
   * that it is sound and can go on (and, with `{ reachable: true }`, plausible); throws
   * `ValidationError` naming the bad field.
   */
  loadState(data: unknown, options?: StateCheckOptions): State;
  /** The number of players in a state. */
  playerCount(state: State | ChanceNode<State, Move, Config>): number;
  /** Whether `value` is a chance node of this game: a game in explicit-chance mode waiting for a random event. */
  isChanceNode(value: unknown): value is ChanceNode<State, Move, Config>;
  /**
   * The outcomes of the random event a chance node waits for, each with its exact probability
   * (`weight / total`) and the {@link ChanceMove} that makes it happen; empty for any other state.
   * Outcomes are listed in the order the default mode draws them: `rng.int(total)` mapped through
   * the cumulative weights (see `sampleChance`).
   */
  chanceOutcomes(state: State | View | ChanceNode<State, Move, Config>): readonly ChanceOutcome[];
}

/** A game definition with its type parameters erased, for registries and generic tools. */
export type AnyGame = GameDefinition<any, any, any, any, any, any>;

/** The state type of a game definition. */
export type StateOf<G> = G extends GameDefinition<infer S, any, any, any, any, any> ? S : never;
/** The move type of a game definition. */
export type MoveOf<G> = G extends GameDefinition<any, infer M, any, any, any, any> ? M : never;
/** The config type of a game definition. */
export type ConfigOf<G> = G extends GameDefinition<any, any, infer C, any, any, any> ? C : never;
/** The view type of a game definition. */
export type ViewOf<G> = G extends GameDefinition<any, any, any, infer V, any, any> ? V : never;
/** The decision kinds of a game definition. */
export type DecisionKindOf<G> = G extends GameDefinition<any, any, any, any, infer K, any> ? K : never;
/** The score breakdown categories of a game definition. */
export type BreakdownPartOf<G> = G extends GameDefinition<any, any, any, any, any, infer P> ? P : never;
