import { ValidationError } from "./errors.js";
import type { Seed } from "./prng.js";
import { REPLAY_VERSION, replayRecordSchemaOnce } from "./replay-schema.js";
import { required } from "./required.js";
import { parseOrThrow } from "./schema.js";
import type { AnyGame, ConfigOf, GameDefinition, MoveOf, PlayerId, SeatedMove } from "./types.js";

export { REPLAY_VERSION };

/** One recorded decision: who made it and what it was. */
export interface RecordedMove<Move> {
  readonly player: PlayerId;
  readonly move: Move;
}

/**
 * Everything needed to reproduce a game exactly: setup (game, config, players, seed) plus every
 * move in order. Plain JSON.
 */
export interface ReplayRecord<Move = unknown, Config = unknown> {
  readonly game: string;
  readonly version: typeof REPLAY_VERSION;
  readonly config: Config;
  readonly players: number;
  readonly seed: Seed;
  /**
   * The component data version the game was recorded on (`game.dataStatus.version`); a record on
   * other data is refused, since the same moves may not mean the same game there.
   */
  readonly dataVersion?: string;
  readonly moves: readonly RecordedMove<Move>[];
}

/**
 * The zod schema of a replay record in general (moves and config checked later by the game).
 * `tesserae/core` exports the same object from schema-constants.ts; this one is for importers of
 * this module, and left out of the games' builds when unused.
 */
export const replayRecordSchema = /* @__PURE__ */ replayRecordSchemaOnce();

/** Parses and checks the shape of a replay record; throws {@link ValidationError} naming the field. */
export function parseReplayRecord(data: unknown): ReplayRecord {
  return parseOrThrow(replayRecordSchemaOnce(), data, "replay record") as ReplayRecord;
}

/** A new, empty record for a game about to be set up with these options. */
export function newRecord<G extends AnyGame>(game: G, options: { players: number; seed: Seed; config?: Partial<ConfigOf<G>> }): ReplayRecord<MoveOf<G>, ConfigOf<G>> {
  return {
    game: game.id,
    version: REPLAY_VERSION,
    config: { ...game.defaultConfig, ...(options.config ?? {}) },
    players: options.players,
    seed: options.seed,
    dataVersion: game.dataStatus.version,
    moves: [],
  };
}

/** A copy of `record` with one more move. */
export function withMove<Move, Config>(record: ReplayRecord<Move, Config>, player: PlayerId, move: Move): ReplayRecord<Move, Config> {
  return { ...record, moves: [...record.moves, { player, move }] };
}

/**
 * Replays a record and returns every state, from setup to the last move. Throws
 * {@link ValidationError} naming the field (`game`, `config…`, `moves[12]`) when the record is
 * corrupt or a move is illegal where it stands.
 */
export function replayStates<S, M, C, V, K extends string, P extends string>(game: GameDefinition<S, M, C, V, K, P>, data: unknown): S[] {
  return replayChecked(game, data).states;
}

/**
 * Replays a record: every state, and every move as the engine read it (a snapshot of plain data,
 * not the record's own objects), with the record's setup. Errors as {@link replayStates}.
 */
export function replayChecked<S, M, C, V, K extends string, P extends string>(
  game: GameDefinition<S, M, C, V, K, P>,
  data: unknown,
): { readonly record: ReplayRecord; readonly states: S[]; readonly moves: RecordedMove<M>[] } {
  const record = parseReplayRecord(data);
  if (record.game !== game.id) {
    throw new ValidationError("replay record", [{ path: "game", message: `is "${record.game}", expected "${game.id}"` }]);
  }
  if (record.dataVersion !== undefined && record.dataVersion !== game.dataStatus.version) {
    throw new ValidationError("replay record", [
      { path: "dataVersion", message: `was recorded on data "${record.dataVersion}", but this engine runs "${game.dataStatus.version}": the same moves may not play the same game` },
    ]);
  }
  let state: S;
  try {
    state = game.setup({ players: record.players, seed: record.seed, config: record.config as Partial<C> });
  } catch (e) {
    if (e instanceof ValidationError) {
      // A config error names a field inside `config`; the others (players, seed) are the record's own fields.
      const inConfig = e.what.endsWith(" config");
      throw new ValidationError(
        "replay record",
        e.issues.map((i) => ({ path: inConfig ? `config${i.path === "" ? "" : `.${i.path}`}` : i.path || "(root)", message: i.message })),
      );
    }
    throw e;
  }
  const states = [state];
  const moves: RecordedMove<M>[] = [];
  record.moves.forEach(({ player, move }, i) => {
    const check = game.validateMove(state, move, player);
    if (!check.ok) {
      throw new ValidationError("replay record", [{ path: `moves[${i}]`, message: `${check.error.code}: ${check.error.message}` }]);
    }
    state = game.applyMove(state, check.move as SeatedMove<M>, player);
    states.push(state);
    moves.push({ player: check.player, move: check.move });
  });
  return { record, states, moves };
}

/** Replays a record and returns the final state (see {@link replayStates}). */
export function replay<S, M, C, V, K extends string, P extends string>(game: GameDefinition<S, M, C, V, K, P>, data: unknown): S {
  const states = replayStates(game, data);
  return required(states[states.length - 1], "the final state");
}
