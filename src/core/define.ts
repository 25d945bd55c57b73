import type { DataStatus } from "./data-status.js";
import { deepFreeze, freezingStates } from "./dev.js";
import { IllegalMoveError, isTesseraeError, ValidationError, type ValidationIssue } from "./errors.js";
import { chanceEngine, isChanceNodeOf, isExplicitState, MAX_CHANCE_OUTCOMES, type ChanceNode } from "./chance.js";
import { assertSeed, Rng, type RngState, type Seed } from "./prng.js";
import { seatLabel } from "./labels.js";
import { clonePlain, plainSnapshot } from "./snapshot.js";
import { issueMessage, parseOrThrow, rngStateSchema } from "./schema.js";
import type { Schema } from "./schema-type.js";
import type { Decision } from "./decisions.js";
import type { DecisionPoint, ScoreScale, SearchHints, ExplicitSetupOptions, GameDefinition, MoveCheck, PlayerId, ScoreSheet, SeatedMove, SetupOptions, StateCheckOptions } from "./types.js";
import { describeThrown } from "./thrown.js";
import { required } from "./required.js";
import { isListed, LastListing, listMoves as listGenerated, type MoveGenerator, type MoveShape, type MoveSink } from "./sink.js";
import { RulesWorkingState, type WorkingRules } from "./working.js";

/** A rule broken by a well-formed move: a machine-readable code and a sentence naming the rule. */
export interface RuleViolation {
  readonly code: string;
  readonly message: string;
}

/**
 * What a game implements; {@link defineGame} adds the shared plumbing (argument checks, the actor
 * model, move parsing, typed errors, views, state loading) to make a {@link GameDefinition}.
 * Functions here receive already-validated input: a real state (never a view), a parsed move, an
 * active player.
 */
export interface GameRules<State, Move, Config, View, Kind extends string = string, Part extends string = string> {
  readonly id: string;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly defaultConfig: Config;
  readonly configOptions: Readonly<Record<string, string>>;
  readonly schemas: { readonly config: Schema<Config>; readonly state: Schema<State>; readonly move: Schema<Move>; readonly view: Schema<View> };
  /** Which data version the game runs on, and which parts of it are provisional. */
  readonly dataStatus: DataStatus;
  /** Extra setup checks beyond the config schema (e.g. options that depend on the player count). */
  checkSetup?(players: number, config: Config): ValidationIssue[];
  setup(ctx: { readonly players: number; readonly config: Config; readonly rng: Rng }): State;
  /**
   * Who decides now and what kind of choice, or null once the game is over: the one answer from
   * which `activePlayers` and `isTerminal` are derived. Asked on every move, so it builds no text.
   */
  decision(state: State): Decision<Kind> | null;
  /** The one-sentence prompt of a pending decision, naming who decides. */
  prompt(state: State, decision: Decision<Kind>): string;
  /**
   * The game's move generator: every legal move of one active player, written into a sink (see
   * sink.ts). `legalMoves` lists what it writes and `applyMove` accepts exactly that (the one
   * statement of legality); `explain` only words a refusal.
   */
  generate(state: State, player: PlayerId, sink: MoveSink<Move & MoveShape>): void;
  /**
   * Why a well-formed move that `generate` does not list is refused: the rule it breaks. Asked
   * only of a move that is not listed; defaults to "not among the legal moves".
   */
  explain?(state: State, move: Move, player: PlayerId): RuleViolation;
  /**
   * Plays a listed move in place on a working state (one from `open` or `draft`): the one rules
   * implementation behind `applyMove` and every simulator. Draws chance from the state's own PRNG.
   */
  play(work: State, move: Move, player: PlayerId): void;
  /**
   * A private, mutable copy of a state that shares no object with it, not even one never written
   * into: what a simulator runs on, and what `determinize` and `fromView` hand out (a bot may
   * write into its sample). The trust properties check it for every game.
   */
  open(state: State): State;
  /**
   * A copy of `state` to play `move` on once, sharing with `state` whatever the move leaves alone
   * (the pure `applyMove`: most of a state stays as it was). Defaults to `open`.
   */
  draft?(state: State, move: Move, player: PlayerId): State;
  /**
   * Cheap structural check that a value is a well-formed move; when it says yes the zod parse is
   * skipped (the hot path of bots). Must never accept what the move schema rejects.
   */
  isMove?(value: unknown): value is Move;
  /**
   * The one form of a parsed move among its equivalent encodings (e.g. a set given as an array in
   * another order): what `legalMoves` lists. Applied before `checkMove` and `applyMove`.
   */
  canonicalMove?(move: Move): Move;
  score(state: State): ScoreSheet<Part>;
  /** What a seat (or a spectator) may see, built field by field; carries `game` and `viewer`, never `rng`. */
  playerView(state: State, player: PlayerId | "spectator"): View;
  /**
   * A full state consistent with a view, with what its seat cannot see dealt from `rng`. With
   * `toPlay` (a move of another seat, or of anyone for a spectator's view), the hidden things that
   * move names (a card it plays, characters it keeps) are dealt to its player first wherever the
   * view allows it: then the move is legal in the result if it is legal in any state consistent
   * with the view. A game whose moves never hinge on what other seats cannot see ignores it.
   */
  fromView(view: View, rng: Rng, toPlay?: MoveToPlay<Move>): State;
  /**
   * Describes a legal move of `player`. With `viewer` (a seat other than `player`, or a spectator)
   * the text leaves out what the move hides from that viewer; core passes a state completed from
   * the viewer's view for that move then (see `fromView`), so the game's wording can read only what
   * the viewer sees.
   */
  describeMove(state: State, move: Move, player: PlayerId, viewer?: PlayerId | "spectator"): string;
  /** The omniscient text picture (every secret shown), for logs and debugging. */
  render(state: State): string;
  /** The text picture of exactly what a view shows. */
  renderView(view: View): string;
  /** Soundness violations: what makes a state unsafe to play on (see {@link StateCheckOptions}). */
  invariants(state: State): string[];
  /** Plausibility violations of a sound state: what no game from setup can reach (`{ reachable: true }`). */
  reachability?(state: State): string[];
  playerCount(state: State): number;
  /** The most moves a random playout may take (documented per game). */
  moveLimit(players: number): number;
  evaluate?(state: State, player: PlayerId): number;
  /** How points run in the game, for search bots (see {@link ScoreScale}). */
  readonly scoreScale?: ScoreScale;
  /** How the game's positions are best searched at a fixed time (see {@link SearchHints}). */
  readonly searchHints?: SearchHints;
}

/** A move a view's completion is dealt for (see {@link GameRules.fromView}): the parsed move and its seat. */
export interface MoveToPlay<Move> {
  readonly move: Move;
  readonly player: PlayerId;
}

/** No seat: who may act once the game is over. */
const NO_ONE: readonly PlayerId[] = Object.freeze([]);

/** The seed from which a view is completed when a function is asked about a view (fixed: same answer every time). */
const VIEW_COMPLETION_SEED = 0x71e55e4a;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSeatNumber(value: unknown): value is PlayerId {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < 16;
}

/** A short name for what a caller passed, for error messages (never the value itself: it may be huge). */
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value !== "object") return `a ${typeof value}`;
  const game = (value as Record<string, unknown>).game;
  return typeof game === "string" ? `an object of game "${game.slice(0, 40)}"` : "an object that is not a game state";
}

/** Builds a {@link GameDefinition} from a game's rules. */
export function defineGame<State, Move, Config, View, Kind extends string = string, Part extends string = string>(
  rules: GameRules<State, Move, Config, View, Kind, Part>,
): GameDefinition<State, Move, Config, View, Kind, Part> {
  const { id, name } = rules;
  /** The seats that may act: the decision's (none once the game is over). */
  const activeOf = (state: State): readonly PlayerId[] => rules.decision(state)?.players ?? NO_ONE;
  const isOver = (state: State): boolean => rules.decision(state) === null;
  const notLegal: RuleViolation = { code: "ILLEGAL_MOVE", message: `${name}: that move is not legal now.` };
  const { play, open, explain } = rules;
  const generate = rules.generate as MoveGenerator<State, Move & MoveShape>;
  /** The last list handed out: a move of that state and seat is checked against it, not generated again. */
  const last = new LastListing<State, Move & MoveShape>();
  /** Legal moves of one active seat: what the generator writes. */
  const legal = (state: State, player: PlayerId): readonly Move[] => {
    const moves = listGenerated(generate, state, player);
    last.remember(state, player, moves);
    return moves;
  };
  /** Applies a listed move: the rules played on a draft of the state (sharing what the move leaves alone). */
  const apply = (state: State, move: Move, player: PlayerId): State => {
    const work = rules.draft ? rules.draft(state, move, player) : open(state);
    play(work, move, player);
    return work;
  };
  /** Legality is being listed by the generator; a refusal is then explained. */
  const checkMove = (state: State, move: Move, player: PlayerId): RuleViolation | null =>
    (last.lists(state, player, move as Move & MoveShape) ?? isListed(generate, state, player, move as Move & MoveShape)) ? null : (explain?.(state, move, player) ?? notLegal);
  const freeze = <T>(value: T): T => (freezingStates() ? deepFreeze(value) : value);

  const isView = (value: unknown): value is View => isRecord(value) && value.game === id && Object.hasOwn(value, "viewer") && !Object.hasOwn(value, "rng");
  const isState = (value: unknown): value is State => isRecord(value) && value.game === id && (Array.isArray(value.rng) || (value.rng === null && Object.hasOwn(value, "rng")));
  const chance = chanceEngine<State, Move, Config>({
    id,
    name,
    setup: (players, config, rng) => rules.setup({ players, config, rng }),
    applyMove: (state, move, player) => apply(state, move, player),
  });
  const isNode = (value: unknown): value is ChanceNode<State, Move, Config> => isChanceNodeOf(id, value);
  /** The settled position a chance node started from (its views, score and pictures are those), or null during setup. */
  const settledOf = (node: ChanceNode<State, Move, Config>): State | null => {
    const settled = node.chance.state;
    if (settled === undefined) return null;
    if (!isState(settled)) throw stateError("chance node", `its \`chance.state\` is not a ${name} state; load saved nodes with loadState`);
    return settled;
  };
  const beforeSetup = (op: string): ValidationError => stateError(op, "this chance node is still setting up the game: there is no position to show yet (apply chance outcomes first)");

  const stateError = (op: string, message: string): ValidationError => new ValidationError(`${id} state`, [{ path: "", message: `${op}: ${message}` }]);

  /** An unexpected throw from the game's own code means its input was not a sound state: say so, typed. */
  const rethrowAsStateError = (e: unknown, op: string): never => {
    if (isTesseraeError(e)) throw e;
    throw stateError(op, `not a sound ${name} state (${describeThrown(e)}); load saved states with loadState`);
  };

  /** Runs one of the game's functions on input that passed the cheap checks. */
  const guarded = <T>(op: string, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      return rethrowAsStateError(e, op);
    }
  };

  const requireState = (value: unknown, op: string): State => {
    if (isState(value)) return value;
    if (isView(value)) throw stateError(op, "this is a player's view, not a full state");
    throw stateError(op, `expected a ${name} state, got ${kindOf(value)}`);
  };

  /** A state to answer read-only questions about a state or a view (a view is completed with a fixed seed). */
  const readable = (value: unknown, op: string): State => {
    if (isState(value)) return value;
    if (isView(value)) return guarded(op, () => rules.fromView(value, Rng.fromSeed(VIEW_COMPLETION_SEED)));
    throw stateError(op, `expected a ${name} state or player view, got ${kindOf(value)}`);
  };

  /** The seat a view belongs to; a spectator's view has none. */
  const viewerOf = (view: View): PlayerId | "spectator" => (view as { viewer: PlayerId | "spectator" }).viewer;

  const checkViewer = (state: State, viewer: unknown, op: string): PlayerId | "spectator" => {
    if (viewer === "spectator") return viewer;
    if (isSeatNumber(viewer) && viewer < rules.playerCount(state)) return viewer;
    throw new ValidationError(`${op} viewer`, [{ path: "viewer", message: `must be a seat of this ${rules.playerCount(state)}-player game or "spectator"` }]);
  };

  /** A view completed with the fixed seed, dealt for `move` of `player` (what it needs of the hidden parts is theirs where the view allows). */
  const completedFor = (view: View, move: Move, player: PlayerId): State => rules.fromView(view, Rng.fromSeed(VIEW_COMPLETION_SEED), { move, player });

  /**
   * A legal move's description for `reader` (omniscient when undefined). For anyone but the mover it
   * is worded from the reader's view completed for that move with a fixed seed, so it cannot depend
   * on anything that reader cannot see.
   */
  const describeFor = (state: State, move: Move, player: PlayerId, reader: PlayerId | "spectator" | undefined): string => {
    if (reader === undefined || reader === player) return guarded("describeMove", () => rules.describeMove(state, move, player));
    return guarded("describeMove", () => rules.describeMove(completedFor(rules.playerView(state, reader), move, player), move, player, reader));
  };

  const fail = (code: string, message: string, move: unknown): MoveCheck<Move> => ({
    ok: false,
    error: new IllegalMoveError(code, message, move),
  });

  /** `formOnly`: check turn and form but not the game's rules (what every completion of a view answers alike). */
  const validateOnState = (state: State, move: unknown, player: PlayerId | undefined, formOnly = false): MoveCheck<Move> => {
    const pending = rules.decision(state);
    if (pending === null) return fail("GAME_OVER", `${name}: the game is over; no move is legal.`, move);
    const active = pending.players;
    if (player !== undefined && !active.includes(player)) {
      return fail("NOT_YOUR_TURN", `${name}: ${seatLabel(player)} (seat ${player}) may not act now (active seats: ${active.join(", ") || "none"}).`, move);
    }
    // The move is read once, into a plain-data copy: what is checked below is what is applied.
    const snap = plainSnapshot(move);
    if (!snap.ok) return fail("MALFORMED_MOVE", `${name}: malformed move: ${snap.reason}.`, move);
    const given = snap.value;
    // A listed move may name its seat in `player` (the actor model: see SeatedMove).
    let body = given;
    let asked = player;
    if (isRecord(given) && Object.hasOwn(given, "player")) {
      const claimed = given.player;
      if (!isSeatNumber(claimed)) return fail("MALFORMED_MOVE", `${name}: malformed move at "player": must be a seat number.`, move);
      if (player !== undefined && player !== claimed) {
        return fail("PLAYER_MISMATCH", `${name}: the move is ${seatLabel(claimed)}'s (seat ${claimed}), but seat ${player} was given.`, move);
      }
      asked = claimed;
      const { player: _seat, ...rest } = given;
      body = rest;
    }
    let who: PlayerId;
    if (asked === undefined) {
      if (active.length !== 1) {
        return fail("PLAYER_REQUIRED", `${name}: seats ${active.join(", ")} may all act now; say which one moves.`, move);
      }
      who = required(active[0], "the active seat");
    } else {
      if (!active.includes(asked)) {
        return fail("NOT_YOUR_TURN", `${name}: ${seatLabel(asked)} (seat ${asked}) may not act now (active seats: ${active.join(", ") || "none"}).`, move);
      }
      who = asked;
    }
    let parsed: Move;
    // A shared constant handed back from the list just given for this state and seat is legal and
    // well-formed as it stands (the usual call: list, then apply one): no parse, no search.
    if (!formOnly && rules.canonicalMove === undefined && last.lists(state, who, body as Move & MoveShape) === true) return { ok: true, move: body as Move, player: who };
    if (rules.isMove?.(body)) {
      parsed = body;
    } else {
      const r = rules.schemas.move.safeParse(body);
      if (!r.success) {
        const issue = r.error.issues[0];
        const where = issue && issue.path.length > 0 ? ` at "${issue.path.join(".")}"` : "";
        return fail("MALFORMED_MOVE", `${name}: malformed move${where}: ${issue ? issueMessage(issue) : "invalid"}.`, move);
      }
      parsed = r.data;
    }
    if (rules.canonicalMove) parsed = rules.canonicalMove(parsed);
    const violation = formOnly ? null : checkMove(state, parsed, who);
    if (violation) return fail(violation.code, violation.message, move);
    return { ok: true, move: parsed, player: who };
  };

  const validateMove = (state: State, move: unknown, player?: PlayerId): MoveCheck<Move> => {
    if (isNode(state)) {
      const snap = plainSnapshot(move);
      if (!snap.ok) return fail("MALFORMED_MOVE", `${name}: malformed move: ${snap.reason}.`, move);
      try {
        chance.checkChanceMove(state, snap.value, player);
        return { ok: true, move: snap.value as Move, player: -1 };
      } catch (e) {
        if (e instanceof IllegalMoveError) return { ok: false, error: e };
        return fail("NOT_A_STATE", `${name}: not a sound chance node (${describeThrown(e)}); load saved nodes with loadState.`, move);
      }
    }
    if (!isState(state)) {
      const what = isView(state) ? "this is a player's view, not the full state; moves apply to the state" : `expected a ${name} state, got ${kindOf(state)}`;
      return fail("NOT_A_STATE", `${name}: ${what}.`, move);
    }
    if (player !== undefined && !isSeatNumber(player)) return fail("NOT_YOUR_TURN", `${name}: ${kindOf(player)} is not a seat.`, move);
    try {
      return validateOnState(state, move, player);
    } catch (e) {
      if (isTesseraeError(e)) throw e;
      return fail("NOT_A_STATE", `${name}: not a sound state (${describeThrown(e)}); load saved states with loadState.`, move);
    }
  };

  /** Legal moves of a real state, seated when several players may act at once. */
  const listMoves = (state: State, player: PlayerId | undefined): readonly SeatedMove<Move>[] => {
    const pending = rules.decision(state);
    if (pending === null) return [];
    const active = pending.players;
    if (active.length === 1) {
      const only = required(active[0], "the active seat");
      return player === undefined || player === only ? (legal(state, only) as readonly SeatedMove<Move>[]) : [];
    }
    const seated = (p: PlayerId): SeatedMove<Move>[] => legal(state, p).map((m) => ({ ...m, player: p }));
    if (player !== undefined) return active.includes(player) ? seated(player) : [];
    const all: SeatedMove<Move>[] = [];
    for (const p of active) all.push(...seated(p));
    return all;
  };

  const playerView = (state: State, player: PlayerId | "spectator"): View => {
    if (isNode(state)) {
      const settled = settledOf(state);
      if (settled === null) throw beforeSetup("playerView");
      return playerView(settled, player);
    }
    const s = requireState(state, "playerView");
    // A copy: a view is built from the real state's arrays, and whoever holds it (a bot, a client) may write into it.
    return freeze(clonePlain(guarded("playerView", () => rules.playerView(s, checkViewer(s, player, "playerView")))));
  };

  const nodeError = (path: string, message: string): ValidationError => new ValidationError(`${id} chance node`, [{ path, message }]);

  /** Checks a saved chance node field by field, then that its outcomes fit the events it resolves. */
  const loadNode = (data: ChanceNode<State, Move, Config>, reachable: boolean): ChanceNode<State, Move, Config> => {
    const c = data.chance as unknown as Record<string, unknown>;
    const extra = Object.keys(data).find((k) => k !== "game" && k !== "chance") ?? Object.keys(c).find((k) => !["setup", "state", "move", "outcomes"].includes(k));
    if (extra !== undefined) throw nodeError(extra, "unknown field");
    const outcomes = c.outcomes;
    if (!Array.isArray(outcomes) || outcomes.length > MAX_CHANCE_OUTCOMES || !outcomes.every((o) => Number.isInteger(o) && o >= 0)) {
      throw nodeError("chance.outcomes", `must be an array of at most ${MAX_CHANCE_OUTCOMES} outcome indexes (non-negative integers)`);
    }
    let node: ChanceNode<State, Move, Config>;
    if (c.setup !== undefined) {
      if (c.state !== undefined || c.move !== undefined) throw nodeError("chance", "a node resolves either a setup or a move, not both");
      const setup = c.setup as Record<string, unknown>;
      if (!isRecord(setup) || Object.keys(setup).some((k) => k !== "players" && k !== "config")) throw nodeError("chance.setup", "must be { players, config }");
      const players = setup.players;
      if (typeof players !== "number" || !Number.isInteger(players) || players < rules.players.min || players > rules.players.max) {
        throw nodeError("chance.setup.players", `${name} takes ${rules.players.min} to ${rules.players.max} players`);
      }
      const config = parseOrThrow(rules.schemas.config, setup.config, `${id} chance node setup config`);
      const bad = rules.checkSetup?.(players, config) ?? [];
      if (bad.length > 0) throw new ValidationError(`${id} chance node setup config`, bad);
      node = { game: id, chance: { setup: { players, config }, outcomes: outcomes.slice() } };
    } else {
      if (isNode(c.state)) throw nodeError("chance.state", "must be a settled state, not another chance node");
      const state = definition.loadState(c.state, { reachable });
      if (!isExplicitState(state)) throw nodeError("chance.state.rng", "must be null: only games in explicit-chance mode wait for chance");
      const move = c.move as Record<string, unknown>;
      if (!isRecord(move) || !isSeatNumber(move.player)) throw nodeError("chance.move", "must be the move being resolved, with its seat in `player`");
      const check = validateOnState(state, move, move.player);
      if (!check.ok) throw nodeError("chance.move", `${check.error.code}: ${check.error.message}`);
      node = { game: id, chance: { state, move: { ...check.move, player: check.player }, outcomes: outcomes.slice() } };
    }
    chance.check(node);
    return freeze(node);
  };

  /** Soundness violations, then (asked for, and only of a sound state) plausibility ones. */
  const violations = (state: State, reachable: boolean): string[] => {
    // A state too broken for the game's checks to read is reported as such, not thrown: this
    // function answers "what is wrong with it" for any state-shaped value.
    try {
      const unsound = rules.invariants(state);
      if (unsound.length > 0 || !reachable || rules.reachability === undefined) return unsound;
      return rules.reachability(state);
    } catch (e) {
      if (isTesseraeError(e)) throw e;
      return [`the state could not be checked: ${describeThrown(e)}`];
    }
  };

  /** The game's evaluation behind the checks every public function makes (bots call it on every playout: no closure per call). */
  const evaluateWith =
    (evaluate: (state: State, player: PlayerId) => number) =>
    (state: State, player: PlayerId): number => {
      const s = isNode(state)
        ? (settledOf(state) ??
          (() => {
            throw beforeSetup("evaluate");
          })())
        : requireState(state, "evaluate");
      try {
        if (!isSeatNumber(player) || player >= rules.playerCount(s)) {
          throw new ValidationError(`${id} evaluate`, [
            { path: "player", message: `must be a seat of this ${rules.playerCount(s)}-player game, not ${typeof player === "number" ? String(player) : kindOf(player)}` },
          ]);
        }
        return evaluate(s, player);
      } catch (e) {
        return rethrowAsStateError(e, "evaluate");
      }
    };

  const working: WorkingRules<State, Move> = { open, generate, play, activePlayers: activeOf, isTerminal: isOver };

  type Def = GameDefinition<State, Move, Config, View, Kind, Part>;
  const definition: Def = {
    id,
    name,
    players: rules.players,
    defaultConfig: rules.defaultConfig,
    configOptions: rules.configOptions,
    schemas: rules.schemas,
    dataStatus: rules.dataStatus,

    setup: ((options: SetupOptions<Config> | ExplicitSetupOptions<Config>) => {
      if (!isRecord(options)) throw new ValidationError("setup options", [{ path: "", message: "must be an object like { players: 2, seed: 42 }" }]);
      const { players, seed, config } = options;
      const mode = (options as { chance?: unknown }).chance;
      if (mode !== undefined && mode !== "sampled" && mode !== "explicit") {
        throw new ValidationError("setup options", [
          {
            path: "chance",
            message: `must be "sampled" (the default: random events drawn from the seed) or "explicit" (each one a decision of the chance player), not ${JSON.stringify(mode) ?? kindOf(mode)}`,
          },
        ]);
      }
      if (!Number.isInteger(players) || players < rules.players.min || players > rules.players.max) {
        throw new ValidationError("setup options", [
          { path: "players", message: `${name} takes ${rules.players.min} to ${rules.players.max} players, not ${kindOf(players) === "a number" ? String(players) : kindOf(players)}` },
        ]);
      }
      const start = (options as { rng?: unknown }).rng;
      if (start !== undefined) {
        if (mode === "explicit") throw new ValidationError("setup options", [{ path: "rng", message: "explicit-chance mode draws nothing: leave rng out" }]);
        if (seed !== undefined) throw new ValidationError("setup options", [{ path: "rng", message: "give a seed or a PRNG state, not both" }]);
        parseOrThrow(rngStateSchema, start, "setup options rng");
      } else if (!(mode === "explicit" && seed === undefined)) assertSeed(seed as Seed);
      if (config !== undefined && !isRecord(config)) {
        throw new ValidationError("setup options", [{ path: "config", message: `must be an object of options (see configOptions), not ${kindOf(config)}` }]);
      }
      const full = parseOrThrow(rules.schemas.config, { ...rules.defaultConfig, ...(config ?? {}) }, `${id} config`);
      const extra = rules.checkSetup?.(players, full) ?? [];
      if (extra.length > 0) throw new ValidationError(`${id} config`, extra);
      if (mode === "explicit") return freeze(guarded("setup", () => chance.setup(players, full))) as State;
      const rng = start === undefined ? Rng.fromSeed(seed as Seed) : new Rng(start as RngState);
      return freeze(rules.setup({ players, config: full, rng }));
    }) as Def["setup"],

    activePlayers(state) {
      if (isNode(state)) return [];
      const s = readable(state, "activePlayers");
      try {
        // A copy: some games answer with an array of the state itself.
        return activeOf(s).slice();
      } catch (e) {
        return rethrowAsStateError(e, "activePlayers");
      }
    },

    decision: ((state: unknown) => {
      if (isNode(state)) return { kind: "chance", players: [], prompt: guarded("decision", () => chance.prompt(state)) } as unknown as DecisionPoint<Kind>;
      const s = readable(state, "decision");
      return guarded("decision", () => {
        const d = rules.decision(s);
        return d === null ? null : { kind: d.kind, players: d.players.slice(), prompt: rules.prompt(s, d) };
      });
    }) as Def["decision"],

    legalMoves: ((state: unknown, player?: PlayerId) => {
      if (isState(state)) {
        // The hot path of every bot: no closure, just a guard for states that are not sound.
        try {
          return listMoves(state, player);
        } catch (e) {
          return rethrowAsStateError(e, "legalMoves");
        }
      }
      if (isNode(state)) return player === undefined ? (guarded("legalMoves", () => chance.outcomes(state)).map((o) => o.move) as unknown as SeatedMove<Move>[]) : [];
      if (isView(state)) {
        const viewer = viewerOf(state);
        if (viewer === "spectator") return [];
        if (player !== undefined && player !== viewer) {
          throw new ValidationError("legalMoves", [{ path: "player", message: `a view of seat ${viewer} lists only that seat's moves, not seat ${String(player)}'s` }]);
        }
        const s = readable(state, "legalMoves");
        return guarded("legalMoves", () => listMoves(s, viewer));
      }
      throw stateError("legalMoves", `expected a ${name} state or player view, got ${kindOf(state)}`);
    }) as Def["legalMoves"],

    applyMove: ((state: State, move: unknown, player?: PlayerId) => {
      if (isNode(state)) {
        const snap = plainSnapshot(move);
        if (!snap.ok) throw new IllegalMoveError("MALFORMED_MOVE", `${name}: malformed move: ${snap.reason}.`, move);
        return freeze(chance.applyChance(state, snap.value, player, false)) as State;
      }
      const check = validateMove(state, move, player);
      if (!check.ok) throw check.error;
      try {
        if (isExplicitState(state)) return freeze(chance.applyMove(state, check.move, check.player)) as State;
        return freeze(apply(state, check.move, check.player));
      } catch (e) {
        if (isTesseraeError(e)) throw e;
        throw new IllegalMoveError("NOT_A_STATE", `${name}: not a sound state (${describeThrown(e)}); load saved states with loadState.`, move);
      }
    }) as Def["applyMove"],

    applyListed: ((state: State, move: unknown, player?: PlayerId) => {
      // Trusted input (a move listed for this state): no parsing, no legality check.
      if (isNode(state)) return freeze(chance.applyChance(state, move, undefined, true)) as State;
      const seat = (move as { player?: PlayerId }).player;
      const who = seat ?? player ?? required(activeOf(state)[0], "the active seat");
      // A seated move sheds its seat; an unseated one goes as it stands (no copy on the hot path).
      let body = move as Move;
      if (seat !== undefined) {
        const { player: _seat, ...rest } = move as Move & { player: PlayerId };
        body = rest as Move;
      }
      return freeze(isExplicitState(state) ? (chance.applyMove(state, body, who) as State) : apply(state, body, who));
    }) as Def["applyListed"],

    validateMove,

    isTerminal: (state) => {
      if (isNode(state)) return false;
      const s = readable(state, "isTerminal");
      // A hot path of every search: a guard for states that are not sound, and no closure.
      try {
        return isOver(s);
      } catch (e) {
        return rethrowAsStateError(e, "isTerminal");
      }
    },

    score: (state) => {
      const s = isNode(state)
        ? (settledOf(state) ??
          (() => {
            throw beforeSetup("score");
          })())
        : requireState(state, "score");
      return guarded("score", () => rules.score(s));
    },

    playerView,

    describeMove(state, move, player, viewer) {
      if (isNode(state)) {
        if (player !== undefined) chance.checkChanceMove(state, move, player);
        return guarded("describeMove", () => chance.describe(state, move));
      }
      const fromView = isView(state);
      let s: State;
      let reader: PlayerId | "spectator" | undefined;
      let seat = player;
      if (fromView) {
        reader = viewerOf(state);
        if (viewer !== undefined && viewer !== reader) {
          const asked = isSeatNumber(viewer) ? `seat ${viewer}` : "another viewer";
          throw new ValidationError("describeMove viewer", [
            { path: "viewer", message: `a view of ${reader === "spectator" ? "a spectator" : `seat ${reader}`} describes moves as that viewer sees them, not as ${asked} does` },
          ]);
        }
        // Without a player: the seat a listed move names, else the view's own seat.
        if (seat === undefined && reader !== "spectator") seat = isRecord(move) && isSeatNumber(move.player) ? move.player : reader;
        s = readable(state, "describeMove");
        // Another seat's move may hinge on what the view hides (the card it plays): it is judged on
        // the view completed for it, legal there exactly when some state the view allows has it
        // legal. That completion depends on the view and the move alone, and so does the answer.
        // Form and turn are checked first: every completion answers them alike.
        const form = seat === reader ? null : guarded("describeMove", () => validateOnState(s, move, seat, true));
        if (form?.ok && form.player !== reader) s = guarded("describeMove", () => completedFor(state, form.move, form.player));
      } else {
        s = requireState(state, "describeMove");
        if (viewer !== undefined) reader = checkViewer(s, viewer, "describeMove");
      }
      const check = validateMove(s, move, seat);
      if (!check.ok) throw check.error;
      return describeFor(s, check.move, check.player, reader);
    },

    render(state, viewer) {
      if (isNode(state)) {
        const prompt = guarded("render", () => chance.prompt(state));
        const settled = settledOf(state);
        if (settled === null) return prompt;
        return `${prompt}\nPosition before that move:\n${definition.render(settled, viewer)}`;
      }
      if (isView(state)) return guarded("render", () => rules.renderView(state));
      const s = requireState(state, "render");
      if (viewer === undefined) return guarded("render", () => rules.render(s));
      return guarded("render", () => rules.renderView(rules.playerView(s, checkViewer(s, viewer, "render"))));
    },

    determinize(state, player, rng) {
      const s = isNode(state)
        ? (settledOf(state) ??
          (() => {
            throw beforeSetup("determinize");
          })())
        : requireState(state, "determinize");
      // A copy: a sample is built from the real state's arrays (frozen too in development mode).
      // The game's own private copy (`open`, which shares nothing), many times faster than a generic one.
      return freeze(guarded("determinize", () => open(rules.fromView(rules.playerView(s, checkViewer(s, player, "determinize")), rng))));
    },

    fromView(view, rng) {
      if (!isView(view)) throw new ValidationError(`${id} view`, [{ path: "", message: `expected a ${name} player view, got ${kindOf(view)}` }]);
      return freeze(guarded("fromView", () => open(rules.fromView(view, rng))));
    },

    isView,

    invariants: (state, options) => {
      const reachable = checkOptions(options, "invariants");
      if (!isNode(state)) return violations(requireState(state, "invariants"), reachable);
      const settled = settledOf(state);
      return settled === null ? [] : guarded("invariants", () => violations(settled, reachable));
    },

    playerCount: (state) => {
      if (!isNode(state)) return rules.playerCount(readable(state, "playerCount"));
      const settled = settledOf(state);
      return guarded("playerCount", () => (settled === null ? required(state.chance.setup, "the chance node's setup").players : rules.playerCount(settled)));
    },

    isChanceNode: isNode,

    chanceOutcomes(state) {
      if (isNode(state)) return guarded("chanceOutcomes", () => chance.outcomes(state));
      readable(state, "chanceOutcomes");
      return [];
    },

    moveLimit: (players) => {
      if (!Number.isInteger(players) || players < rules.players.min || players > rules.players.max) {
        throw new ValidationError(`${id} moveLimit`, [
          { path: "players", message: `${name} takes ${rules.players.min} to ${rules.players.max} players, not ${typeof players === "number" ? String(players) : kindOf(players)}` },
        ]);
      }
      return rules.moveLimit(players);
    },

    work(state) {
      if (isNode(state)) throw stateError("work", "a chance node waits for chance: a working state plays games whose chance comes from the state's PRNG");
      const s = requireState(state, "work");
      if (isExplicitState(s)) throw stateError("work", "a state in explicit-chance mode has no PRNG to draw chance from: a working state plays games seeded by `setup`");
      return new RulesWorkingState(working, s);
    },

    ...(rules.evaluate ? { evaluate: evaluateWith(rules.evaluate) } : {}),
    ...(rules.scoreScale ? { scoreScale: rules.scoreScale } : {}),
    ...(rules.searchHints ? { searchHints: rules.searchHints } : {}),

    loadState(data, options) {
      const reachable = checkOptions(options, "loadState");
      if (isNode(data)) return loadNode(data, reachable) as State;
      if (isView(data)) throw stateError("loadState", "this is a player's view (it has `viewer` and no PRNG state), not a saved state");
      const state = parseOrThrow(rules.schemas.state, data, `${id} state`);
      const broken = guarded("loadState", () => violations(state, reachable));
      if (broken.length > 0) {
        throw new ValidationError(
          `${id} state`,
          broken.map((message) => ({ path: INVARIANT_PATH, message })),
        );
      }
      const stuck = guarded("loadState", () => playable(rules, legal, state));
      if (stuck) throw new ValidationError(`${id} state`, [{ path: DECISION_PATH, message: stuck }]);
      return freeze(state);
    },
  };
  // Frozen, with everything in it but the zod schemas (whose own container is frozen): patching a
  // definition (a bot rewriting `validateMove`, say) would change the rules for the whole process.
  for (const part of [rules.players, rules.defaultConfig, rules.configOptions, rules.dataStatus, rules.scoreScale, rules.searchHints]) deepFreeze(part);
  Object.freeze(rules);
  return Object.freeze(definition);
}

/** The `field` of a loadState refusal by a rule of the whole state (an invariant), which names no single field. */
export const INVARIANT_PATH = "(invariant)";
/** The `field` of a loadState refusal because the state's decision cannot go on (a listed move fails). */
export const DECISION_PATH = "(decision)";

/** The `reachable` flag of invariants/loadState options; a ValidationError for anything but `{ reachable?: boolean }`. */
function checkOptions(options: StateCheckOptions | undefined, fn: string): boolean {
  if (options === undefined) return false;
  if (!isRecord(options)) throw new ValidationError(`${fn} options`, [{ path: "", message: `must be an object like { reachable: true }, not ${kindOf(options)}` }]);
  const extra = Object.keys(options).find((k) => k !== "reachable");
  if (extra !== undefined) throw new ValidationError(`${fn} options`, [{ path: extra, message: "unknown option (the only one is `reachable`)" }]);
  const { reachable } = options;
  if (reachable !== undefined && typeof reachable !== "boolean") throw new ValidationError(`${fn} options`, [{ path: "reachable", message: `must be true or false, not ${kindOf(reachable)}` }]);
  return reachable === true;
}

/**
 * Why a state that is not over cannot go on (no one to act, an active seat with no legal move,
 * a decision that names other players), or null. Loaded states must be playable.
 */
function playable<State>(rules: GameRules<State, any, any, any, any, any>, legal: (state: State, player: PlayerId) => readonly unknown[], state: State): string | null {
  const d = rules.decision(state);
  if (d === null) return null;
  const active = d.players;
  const players = rules.playerCount(state);
  if (active.length === 0) return "no player may act, yet the game is not over";
  if (new Set(active).size !== active.length) return `active players ${active.join(", ")} repeat a seat`;
  for (const p of active) {
    if (!isSeatNumber(p) || p >= players) return `active player ${String(p)} is not a seat of this ${players}-player game`;
    if (legal(state, p).length === 0) return `player ${p} must act but has no legal move`;
  }
  return null;
}
