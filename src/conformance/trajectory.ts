/**
 * Golden trajectories: one game played in explicit-chance mode, written as JSON Lines that any
 * engine can check step by step without a PRNG (docs/conformance.md, "Trajectories").
 *
 * Line 1 is a `setup` line; then one `chance` line per random outcome and one `move` line per
 * player's move, in play order. Each of these lines also describes the position it leads to:
 * `legalCount` and `legalHash` of its legal-move list ({@link legalHash}) and every seat's `score`.
 * A `state` line (the full state, a checkpoint) follows the line that reaches the first settled
 * position, each round start and the final position; readers must accept one between any two
 * steps. An `end` line closes the file. Every line is written as canonical JSON.
 */
import * as z from "zod/mini";
import type { Schema } from "../core/schema-type.js";
import { ValidationError } from "../core/errors.js";
import { required } from "../core/required.js";
import type { ChanceMove, ExplicitPosition } from "../core/chance.js";
import type { DataCaveat } from "../core/data-status.js";
import type { AnyGame, PlayerId } from "../core/types.js";
import { canonicalJson, compareCodeUnits } from "./canonical.js";
import { actionSpaceVersion } from "./registry.js";
import { sha256Hex } from "./sha256.js";

/** The value of every trajectory's `format` field. */
export const TRAJECTORY_FORMAT = "tesserae-trajectory";
/** The trajectory format version this library writes and reads. */
export const TRAJECTORY_VERSION = 1;

/** One seat's score after a step: its total and its rulebook breakdown. */
export interface SeatScore {
  readonly total: number;
  readonly breakdown: Readonly<Record<string, number>>;
}

/**
 * What a step leads to, written on every `setup`, `chance` and `move` line. `score` lists every
 * seat's score in seat order; it is `null` while the setup is still drawing (no position exists yet).
 */
export interface PositionSummary {
  readonly legalCount: number;
  readonly legalHash: string;
  readonly score: readonly SeatScore[] | null;
}

/** The data caveats a trajectory or vector depends on (see `DataStatus`). */
export interface DataFlags {
  /** The game's component data version (`game.dataStatus.version`). */
  readonly dataVersion: string;
  /** The version of the game's action space (`<game>ActionSpace.version` in `tesserae/rl`). */
  readonly actionSpaceVersion: number;
  /**
   * True when the game's data has a PROVISIONAL or UNVERIFIED part: a disagreement here may be our
   * data, not your engine. `caveats` names each part.
   */
  readonly provisional: boolean;
  readonly caveats: readonly DataCaveat[];
}

/** The first line: which game, how it is set up, and on which data. */
export interface SetupLine extends PositionSummary, DataFlags {
  readonly kind: "setup";
  readonly format: typeof TRAJECTORY_FORMAT;
  readonly version: typeof TRAJECTORY_VERSION;
  readonly game: string;
  readonly players: number;
  /** The full config (every option, defaults filled in). */
  readonly config: unknown;
  readonly chance: "explicit";
}

/** A random outcome: the chance move `{ type: "chance", outcome }`, with its label and odds. */
export interface ChanceLine extends PositionSummary {
  readonly kind: "chance";
  /** The outcome's index; the move applied is `{ "type": "chance", "outcome": outcome }`. */
  readonly outcome: number;
  readonly label: string;
  readonly weight: number;
  readonly total: number;
}

/** A player's move, exactly as the legal-move list lists it (its canonical JSON is one of the hashed items). */
export interface MoveLine extends PositionSummary {
  readonly kind: "move";
  readonly player: PlayerId;
  readonly move: unknown;
}

/** A checkpoint: the full settled state the previous line led to. */
export interface StateLine {
  readonly kind: "state";
  readonly state: unknown;
}

/** The last line: whether the game ended, its ranking (best first), and how many steps it took. */
export interface EndLine {
  readonly kind: "end";
  readonly terminal: boolean;
  readonly ranking: readonly (readonly PlayerId[])[] | null;
  readonly moves: number;
  readonly chances: number;
}

/** Any line of a trajectory. */
export type TrajectoryLine = SetupLine | ChanceLine | MoveLine | StateLine | EndLine;
/** A line that takes a step and describes the position it leads to. */
export type StepLine = ChanceLine | MoveLine;

/**
 * The canonical legal-move list of a list of moves (or any values): the canonical JSON of each,
 * sorted by UTF-16 code units, joined into one JSON array.
 */
export function canonicalMoveList(moves: readonly unknown[]): string {
  return `[${moves.map(canonicalJson).sort(compareCodeUnits).join(",")}]`;
}

/** SHA-256 (lower-case hex) of the UTF-8 bytes of {@link canonicalMoveList}. */
export function legalHash(moves: readonly unknown[]): string {
  return sha256Hex(canonicalMoveList(moves));
}

/** The legal-move count, hash and scores of a position of `game` in explicit-chance mode. */
export function summarize(game: AnyGame, position: unknown): PositionSummary {
  const moves = game.legalMoves(position) as readonly unknown[];
  const score =
    game.isChanceNode(position) && isSetupNode(position)
      ? null
      : game.score(position).players.map((p: { total: number; breakdown: Record<string, number> }) => ({ total: p.total, breakdown: p.breakdown }));
  return { legalCount: moves.length, legalHash: legalHash(moves), score };
}

/** What {@link recordTrajectory} asks its chooser: the position and its legal moves (chance moves at a chance node). */
export type TrajectoryChooser = (position: unknown, moves: readonly unknown[], isChance: boolean) => unknown;

/** Options of {@link recordTrajectory}. */
export interface RecordOptions {
  /** Stop after this many steps (chance outcomes and moves) even if the game has not ended. */
  readonly maxSteps?: number;
  /**
   * The round of a settled state, for `state` checkpoints; by default its numeric `round` field,
   * or, for games without one, a new round each time the first seat to act becomes active again.
   */
  readonly roundOf?: (state: unknown) => number | undefined;
}

/** The longest game {@link recordTrajectory} plays unless told otherwise. */
export const DEFAULT_MAX_STEPS = 20_000;

/** The data flags of a game: data version, action-space version and caveats. */
export function dataFlags(game: AnyGame): DataFlags {
  const { version, caveats } = game.dataStatus;
  return { dataVersion: version, actionSpaceVersion: actionSpaceVersion(game), provisional: caveats.length > 0, caveats };
}

/**
 * Plays one game of `game` in explicit-chance mode and returns it as trajectory lines: `choose`
 * picks every step (a chance move at a chance node, a listed move otherwise) and must return one of
 * the moves it is given. Throws the engine's typed error if it returns anything else.
 */
export function recordTrajectory(game: AnyGame, players: number, config: Readonly<Record<string, unknown>>, choose: TrajectoryChooser, options: RecordOptions = {}): TrajectoryLine[] {
  const fullConfig = { ...game.defaultConfig, ...config };
  let position = game.setup({ players, config: fullConfig, chance: "explicit" }) as unknown;
  const lines: TrajectoryLine[] = [
    {
      kind: "setup",
      format: TRAJECTORY_FORMAT,
      version: TRAJECTORY_VERSION,
      game: game.id,
      players,
      config: fullConfig,
      chance: "explicit",
      ...dataFlags(game),
      ...summarize(game, position),
    },
  ];
  const rounds = roundTracker(game, options.roundOf);
  const checkpoint = (): void => {
    if (!game.isChanceNode(position) && (rounds(position) || game.isTerminal(position))) lines.push({ kind: "state", state: position });
  };
  checkpoint();
  let moves = 0;
  let chances = 0;
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  while (!game.isTerminal(position) && moves + chances < maxSteps) {
    const isChance = game.isChanceNode(position);
    const listed = game.legalMoves(position) as readonly unknown[];
    const chosen = choose(position, listed, isChance);
    if (isChance) {
      const outcome = (chosen as ChanceMove).outcome;
      const odds = game.chanceOutcomes(position).find((o: { move: ChanceMove }) => o.move.outcome === outcome);
      position = game.applyMove(position, chosen);
      chances++;
      lines.push({ kind: "chance", outcome, label: odds?.label ?? String(outcome), weight: odds?.weight ?? 0, total: odds?.total ?? 0, ...summarize(game, position) });
    } else {
      const player = seatOf(game, position, chosen);
      position = game.applyMove(position, chosen, player);
      moves++;
      lines.push({ kind: "move", player, move: chosen, ...summarize(game, position) });
    }
    checkpoint();
  }
  const terminal = !game.isChanceNode(position) && game.isTerminal(position);
  lines.push({ kind: "end", terminal, ranking: game.isChanceNode(position) && isSetupNode(position) ? null : game.score(position).ranking, moves, chances });
  return lines;
}

/** Whether a chance node is still drawing a game's setup (there is no position to score yet). */
function isSetupNode(position: unknown): boolean {
  return (position as { chance?: { setup?: unknown } }).chance?.setup !== undefined;
}

/** The seat a listed move belongs to: its own `player` field, else the only active seat. */
function seatOf(game: AnyGame, position: unknown, move: unknown): PlayerId {
  const own = (move as { player?: unknown }).player;
  if (typeof own === "number") return own;
  const active = game.activePlayers(position) as readonly PlayerId[];
  if (active.length !== 1) throw new ValidationError("trajectory move", [{ path: "player", message: `seats ${active.join(", ")} may all act; a listed move names its seat` }]);
  return required(active[0], "the active seat");
}

/** Says whether a settled state starts a new round (the first settled state always does). */
function roundTracker(game: AnyGame, roundOf: RecordOptions["roundOf"]): (state: unknown) => boolean {
  let last: number | undefined;
  let first: PlayerId | undefined;
  let others = false;
  let seen = false;
  return (state) => {
    const explicit = roundOf ? roundOf(state) : (state as { round?: unknown }).round;
    if (typeof explicit === "number") {
      const fresh = !seen || explicit !== last;
      seen = true;
      last = explicit;
      return fresh;
    }
    // No round field: a round of turns ends when the first seat to act is the only active seat again.
    const active = game.activePlayers(state) as readonly PlayerId[];
    if (!seen) {
      seen = true;
      first = active[0];
      return true;
    }
    if (active.length === 1 && active[0] === first) {
      const fresh = others;
      others = false;
      return fresh;
    }
    others = true;
    return false;
  };
}

/** Writes trajectory lines as JSON Lines: one canonical JSON line each, newline-terminated. */
export function writeTrajectory(lines: readonly TrajectoryLine[]): string {
  return lines.map((l) => `${canonicalJson(l)}\n`).join("");
}

const summaryShape = {
  legalCount: z.number().check(z.int(), z.minimum(0)),
  legalHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  score: z.nullable(z.array(z.object({ total: z.number(), breakdown: z.record(z.string(), z.number()) }))),
};

/** The zod schema of one trajectory line (its JSON Schema ships as `schemas/trajectory-line.json`). */
const trajectoryLineZod = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("setup"),
    format: z.literal(TRAJECTORY_FORMAT),
    version: z.literal(TRAJECTORY_VERSION),
    game: z.string().check(z.minLength(1)),
    players: z.number().check(z.int(), z.minimum(1)),
    config: z.unknown(),
    chance: z.literal("explicit"),
    dataVersion: z.string(),
    actionSpaceVersion: z.number().check(z.int()),
    provisional: z.boolean(),
    caveats: z.array(z.object({ part: z.string(), status: z.enum(["PROVISIONAL", "UNVERIFIED"]), docs: z.string() })),
    ...summaryShape,
  }),
  z.object({
    kind: z.literal("chance"),
    outcome: z.number().check(z.int(), z.minimum(0)),
    label: z.string(),
    weight: z.number().check(z.int(), z.minimum(0)),
    total: z.number().check(z.int(), z.minimum(0)),
    ...summaryShape,
  }),
  z.object({ kind: z.literal("move"), player: z.number().check(z.int(), z.minimum(0)), move: z.unknown(), ...summaryShape }),
  z.object({ kind: z.literal("state"), state: z.unknown() }),
  z.object({
    kind: z.literal("end"),
    terminal: z.boolean(),
    ranking: z.nullable(z.array(z.array(z.number().check(z.int(), z.minimum(0))))),
    moves: z.number().check(z.int(), z.minimum(0)),
    chances: z.number().check(z.int(), z.minimum(0)),
  }),
]);

/**
 * The schema of one trajectory line (its JSON Schema ships as `schemas/trajectory-line.json`),
 * typed without zod so that consumers need none.
 */
export const trajectoryLineSchema: Schema<TrajectoryLine> = trajectoryLineZod as unknown as Schema<TrajectoryLine>;

/**
 * Parses JSON Lines text into trajectory lines; throws a {@link ValidationError} naming the line
 * (`line 3: outcome`) when a line is not JSON, not a trajectory line, or out of place (the first
 * must be `setup`, only the last may be `end`). Blank lines are skipped.
 */
export function readTrajectory(text: string): TrajectoryLine[] {
  const out: TrajectoryLine[] = [];
  const raw = text.split("\n");
  raw.forEach((line, i) => {
    if (line.trim() === "") return;
    const where = `line ${i + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      throw new ValidationError("trajectory", [{ path: where, message: "is not JSON" }]);
    }
    const r = trajectoryLineSchema.safeParse(data);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new ValidationError("trajectory", [{ path: `${where}${issue && issue.path.length > 0 ? `: ${issue.path.join(".")}` : ""}`, message: issue?.message ?? "invalid" }]);
    }
    const parsed = data as TrajectoryLine;
    if ((out.length === 0) !== (parsed.kind === "setup")) {
      throw new ValidationError("trajectory", [{ path: where, message: out.length === 0 ? "the first line must be a setup line" : "only the first line may be a setup line" }]);
    }
    if (out[out.length - 1]?.kind === "end") throw new ValidationError("trajectory", [{ path: where, message: "nothing may follow the end line" }]);
    out.push(parsed);
  });
  if (out.length === 0) throw new ValidationError("trajectory", [{ path: "line 1", message: "an empty trajectory has no setup line" }]);
  return out;
}

/** The setup line of a trajectory. */
export function trajectorySetup(lines: readonly TrajectoryLine[]): SetupLine {
  const first = lines[0];
  if (first?.kind !== "setup") throw new ValidationError("trajectory", [{ path: "line 1", message: "the first line must be a setup line" }]);
  return first;
}

/** One disagreement between a trajectory and an engine. */
export interface TrajectoryMismatch {
  /** 1-based line number in the trajectory. */
  readonly line: number;
  /** What differs: `"legalCount"`, `"legalHash"`, `"score"`, `"state"`, `"outcome"`, `"move"`, `"setup"` or `"end"`. */
  readonly field: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

/** Result of {@link verifyTrajectory}. */
export interface TrajectoryCheck {
  readonly ok: boolean;
  readonly steps: number;
  readonly mismatches: readonly TrajectoryMismatch[];
  /** The position after the last step checked (explicit-chance mode). */
  readonly position: unknown;
}

/** Options of {@link verifyTrajectory}. */
export interface VerifyOptions {
  /** Stop at the first mismatch (the default), since later steps then follow another game. */
  readonly stopAtFirst?: boolean;
}

/**
 * Replays a trajectory on `game` (this engine) and compares every summary, checkpoint and the end
 * line. An illegal step is a mismatch (`field: "move"` or `"outcome"`), never a throw.
 */
export function verifyTrajectory(game: AnyGame, lines: readonly TrajectoryLine[], options: VerifyOptions = {}): TrajectoryCheck {
  const stopAtFirst = options.stopAtFirst ?? true;
  const setup = trajectorySetup(lines);
  const mismatches: TrajectoryMismatch[] = [];
  const done = (steps: number, position: unknown): TrajectoryCheck => ({ ok: mismatches.length === 0, steps, mismatches, position });
  if (setup.game !== game.id) return { ok: false, steps: 0, mismatches: [{ line: 1, field: "setup", expected: setup.game, actual: game.id }], position: null };
  if (setup.dataVersion !== game.dataStatus.version) mismatches.push({ line: 1, field: "dataVersion", expected: setup.dataVersion, actual: game.dataStatus.version });
  let position: unknown;
  try {
    position = game.setup({ players: setup.players, config: setup.config as Record<string, unknown>, chance: "explicit" });
  } catch (e) {
    mismatches.push({ line: 1, field: "setup", expected: "a game", actual: e instanceof Error ? e.message : String(e) });
    return done(0, null);
  }
  const compare = (line: number, expected: PositionSummary): void => {
    const actual = summarize(game, position);
    for (const field of ["legalCount", "legalHash", "score"] as const) {
      if (canonicalJson(expected[field]) !== canonicalJson(actual[field])) mismatches.push({ line, field, expected: expected[field], actual: actual[field] });
    }
  };
  compare(1, setup);
  let steps = 0;
  for (let i = 1; i < lines.length; i++) {
    if (stopAtFirst && mismatches.length > 0) break;
    const line = required(lines[i], "the trajectory line");
    const n = i + 1;
    if (line.kind === "state") {
      if (canonicalJson(line.state) !== canonicalJson(position)) mismatches.push({ line: n, field: "state", expected: line.state, actual: position });
      continue;
    }
    if (line.kind === "end") {
      const terminal = !game.isChanceNode(position) && game.isTerminal(position);
      const ranking = game.isChanceNode(position) && isSetupNode(position) ? null : game.score(position).ranking;
      if (terminal !== line.terminal) mismatches.push({ line: n, field: "end", expected: line.terminal, actual: terminal });
      else if (canonicalJson(ranking) !== canonicalJson(line.ranking)) mismatches.push({ line: n, field: "ranking", expected: line.ranking, actual: ranking });
      continue;
    }
    if (line.kind === "setup") {
      mismatches.push({ line: n, field: "setup", expected: "one setup line, the first", actual: "another setup line" });
      break;
    }
    const move: unknown = line.kind === "chance" ? { type: "chance", outcome: line.outcome } : line.move;
    const check = line.kind === "chance" ? game.validateMove(position, move) : game.validateMove(position, move, line.player);
    if (!check.ok) {
      mismatches.push({ line: n, field: line.kind === "chance" ? "outcome" : "move", expected: "legal", actual: `${check.error.code}: ${check.error.message}` });
      break;
    }
    position = line.kind === "chance" ? game.applyMove(position, move) : game.applyMove(position, move, line.player);
    steps++;
    compare(n, line);
  }
  return done(steps, position);
}

/**
 * Every position of a trajectory on `game`, from setup to the last step: the record of a game in
 * explicit-chance mode, replayed. Throws a {@link ValidationError} naming the line of an illegal step.
 */
export function replayTrajectory(game: AnyGame, lines: readonly TrajectoryLine[]): ExplicitPosition<unknown, unknown, unknown>[] {
  const setup = trajectorySetup(lines);
  if (setup.game !== game.id) throw new ValidationError("trajectory", [{ path: "line 1: game", message: `is "${setup.game}", expected "${game.id}"` }]);
  let position = game.setup({ players: setup.players, config: setup.config as Record<string, unknown>, chance: "explicit" }) as ExplicitPosition<unknown, unknown, unknown>;
  const out = [position];
  lines.forEach((line, i) => {
    if (line.kind !== "chance" && line.kind !== "move") return;
    const move: unknown = line.kind === "chance" ? { type: "chance", outcome: line.outcome } : line.move;
    const check = line.kind === "chance" ? game.validateMove(position, move) : game.validateMove(position, move, line.player);
    if (!check.ok) throw new ValidationError("trajectory", [{ path: `line ${i + 1}`, message: `${check.error.code}: ${check.error.message}` }]);
    position = (line.kind === "chance" ? game.applyMove(position, move) : game.applyMove(position, move, line.player)) as ExplicitPosition<unknown, unknown, unknown>;
    out.push(position);
  });
  return out;
}
