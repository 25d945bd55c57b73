import type { ZodType } from "zod";
import { IllegalMoveError, ValidationError, type ValidationIssue } from "./errors.js";
import { canonicalKey } from "./move-key.js";
import { assertSeed, Rng, type Seed } from "./prng.js";
import { parseOrThrow } from "./schema.js";
import type { GameDefinition, MoveCheck, PlayerId, ScoreSheet } from "./types.js";

/** A rule broken by a well-formed move: a machine-readable code and a sentence naming the rule. */
export interface RuleViolation {
  readonly code: string;
  readonly message: string;
}

/**
 * What a game implements; {@link defineGame} adds the shared plumbing (argument checks, player
 * inference, move parsing, typed errors, state loading) to make a {@link GameDefinition}.
 * Functions here receive already-validated input.
 */
export interface GameRules<State, Move, Config, View> {
  readonly id: string;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly defaultConfig: Config;
  readonly configOptions: Readonly<Record<string, string>>;
  readonly schemas: { readonly config: ZodType<Config>; readonly state: ZodType<State>; readonly move: ZodType<Move> };
  /** Extra setup checks beyond the config schema (e.g. options that depend on the player count). */
  checkSetup?(players: number, config: Config): ValidationIssue[];
  setup(ctx: { readonly players: number; readonly config: Config; readonly rng: Rng }): State;
  activePlayers(state: State): readonly PlayerId[];
  /** Legal moves of one active player. */
  legalMoves(state: State, player: PlayerId): readonly Move[];
  /**
   * Cheap structural check that a value is a well-formed move; when it says yes the zod parse is
   * skipped (the hot path of bots). Must never accept what the move schema rejects.
   */
  isMove?(value: unknown): value is Move;
  /**
   * Why a well-formed move of an active player is illegal, or null when it is legal. Defaults to
   * "not among legalMoves"; games override it to name the broken rule.
   */
  checkMove?(state: State, move: Move, player: PlayerId): RuleViolation | null;
  /** Applies a legal move. Must not mutate `state`. */
  applyMove(state: State, move: Move, player: PlayerId): State;
  isTerminal(state: State): boolean;
  score(state: State): ScoreSheet;
  playerView(state: State, player: PlayerId | "spectator"): View;
  describeMove(state: State, move: Move): string;
  render(state: State): string;
  determinize(state: State, player: PlayerId, rng: Rng): State;
  invariants(state: State): string[];
  playerCount(state: State): number;
}

/** Builds a {@link GameDefinition} from a game's rules. */
export function defineGame<State, Move, Config, View>(
  rules: GameRules<State, Move, Config, View>,
): GameDefinition<State, Move, Config, View> {
  const notAmongLegal = (state: State, move: Move, player: PlayerId): RuleViolation | null => {
    const key = canonicalKey(move);
    for (const m of rules.legalMoves(state, player)) if (canonicalKey(m) === key) return null;
    return { code: "ILLEGAL_MOVE", message: `${rules.name}: that move is not legal now.` };
  };
  const checkMove = rules.checkMove ?? notAmongLegal;

  const fail = (code: string, message: string, move: unknown): MoveCheck<Move> => ({
    ok: false,
    error: new IllegalMoveError(code, message, move),
  });

  const validateMove = (state: State, move: unknown, player?: PlayerId): MoveCheck<Move> => {
    if (rules.isTerminal(state)) return fail("GAME_OVER", `${rules.name}: the game is over; no move is legal.`, move);
    const active = rules.activePlayers(state);
    let who: PlayerId;
    if (player === undefined) {
      if (active.length !== 1) {
        return fail("PLAYER_REQUIRED", `${rules.name}: players ${active.join(", ")} may all act now; say which player moves.`, move);
      }
      who = active[0]!;
    } else {
      if (!active.includes(player)) {
        return fail("NOT_YOUR_TURN", `${rules.name}: player ${player} may not act now (active: ${active.join(", ") || "none"}).`, move);
      }
      who = player;
    }
    let parsed: Move;
    if (rules.isMove?.(move)) {
      parsed = move;
    } else {
      const r = rules.schemas.move.safeParse(move);
      if (!r.success) {
        const issue = r.error.issues[0];
        const where = issue && issue.path.length > 0 ? ` at "${issue.path.join(".")}"` : "";
        return fail("MALFORMED_MOVE", `${rules.name}: malformed move${where}: ${issue?.message ?? "invalid"}.`, move);
      }
      parsed = r.data;
    }
    const violation = checkMove(state, parsed, who);
    if (violation) return fail(violation.code, violation.message, move);
    return { ok: true, move: parsed, player: who };
  };

  return {
    id: rules.id,
    name: rules.name,
    players: rules.players,
    defaultConfig: rules.defaultConfig,
    configOptions: rules.configOptions,
    schemas: rules.schemas,

    setup({ players, seed, config }) {
      if (!Number.isInteger(players) || players < rules.players.min || players > rules.players.max) {
        throw new ValidationError("setup options", [
          { path: "players", message: `${rules.name} takes ${rules.players.min} to ${rules.players.max} players, not ${String(players)}` },
        ]);
      }
      assertSeed(seed as Seed);
      const full = parseOrThrow(rules.schemas.config, { ...rules.defaultConfig, ...(config ?? {}) }, `${rules.id} config`);
      const extra = rules.checkSetup?.(players, full) ?? [];
      if (extra.length > 0) throw new ValidationError(`${rules.id} config`, extra);
      return rules.setup({ players, config: full, rng: Rng.fromSeed(seed) });
    },

    activePlayers: (state) => (rules.isTerminal(state) ? [] : rules.activePlayers(state)),

    legalMoves(state, player) {
      if (rules.isTerminal(state)) return [];
      const active = rules.activePlayers(state);
      if (player !== undefined) return active.includes(player) ? rules.legalMoves(state, player) : [];
      if (active.length === 1) return rules.legalMoves(state, active[0]!);
      const all: Move[] = [];
      for (const p of active) all.push(...rules.legalMoves(state, p));
      return all;
    },

    applyMove(state, move, player) {
      const check = validateMove(state, move, player);
      if (!check.ok) throw check.error;
      return rules.applyMove(state, check.move, check.player);
    },

    validateMove,
    isTerminal: rules.isTerminal,
    score: rules.score,
    playerView: rules.playerView,
    describeMove: rules.describeMove,
    render: rules.render,
    determinize: rules.determinize,
    invariants: rules.invariants,
    playerCount: rules.playerCount,

    loadState(data) {
      const state = parseOrThrow(rules.schemas.state, data, `${rules.id} state`);
      const broken = rules.invariants(state);
      if (broken.length > 0) {
        throw new ValidationError(`${rules.id} state`, broken.map((message) => ({ path: "(invariant)", message })));
      }
      return state;
    },
  };
}
