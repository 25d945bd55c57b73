/**
 * `tesserae conformance --engine "<command>" --game <id>`: drives another engine that speaks the
 * protocol (docs/protocol.md) in lock-step with this one, through the golden trajectories of the
 * corpus and through random explicit-chance games, and stops at the first divergence with both
 * positions, the step and a one-line reason (docs/protocol.md, "Conformance of another engine").
 */
import type { Command } from "commander";
import { games } from "../index.js";
import type { AnyGame, Seed } from "../core/shared.js";
import { canonicalJson } from "../conformance/canonical.js";
import type { TrajectoryLine } from "../conformance/trajectory.js";
import { EngineClient } from "../conformance/protocol/client.js";
import { lockstepRandom, lockstepTrajectory, type LockstepResult, type Step } from "../conformance/protocol/lockstep.js";
import { PROTOCOL_VERSION } from "../conformance/protocol/messages.js";
import { CliError, parseSeed, parseTimeout, positiveInt } from "./errors.js";

/** Random games played by default after the trajectories. */
export const DEFAULT_RANDOM_GAMES = 10;

/** Seconds the harness waits by default for one reply of the engine before taking it for hung. */
export const DEFAULT_ENGINE_TIMEOUT_S = 30;

/** Milliseconds in a second. */
const MS = 1000;

/** What the engine mode runs. */
export interface EngineCheckOptions {
  /** The other engine's command line (split like a shell's plain words). */
  readonly engine: string;
  readonly game: AnyGame;
  /** Golden trajectories to drive first. */
  readonly trajectories: readonly { readonly name: string; readonly lines: readonly TrajectoryLine[] }[];
  /** Random explicit-chance games after them. */
  readonly random: number;
  /** Random game `i` is seeded `"<seed>:<i>"`. */
  readonly seed: Seed;
  /** Player count of the random games (default: the game's smallest). */
  readonly players?: number;
  /** Longest wait for one reply of the engine, in milliseconds (default {@link DEFAULT_ENGINE_TIMEOUT_S} s); past it the run stops with an error. */
  readonly replyTimeoutMs?: number;
}

/** The report: every game driven, and the first divergence if any (the run stops there). */
export interface EngineCheckReport {
  readonly game: string;
  readonly engine: string;
  readonly results: readonly LockstepResult[];
  readonly divergence: (LockstepResult & { readonly divergence: NonNullable<LockstepResult["divergence"]> }) | null;
}

/** Drives the engine through every trajectory, then the random games; stops at the first divergence. */
export async function checkEngine(o: EngineCheckOptions): Promise<EngineCheckReport> {
  const engine = await EngineClient.start(o.engine, PROTOCOL_VERSION, { replyTimeoutMs: o.replyTimeoutMs ?? DEFAULT_ENGINE_TIMEOUT_S * MS });
  const results: LockstepResult[] = [];
  const done = (): EngineCheckReport => {
    const last = results[results.length - 1];
    const divergence = last?.divergence ? (last as EngineCheckReport["divergence"]) : null;
    return { game: o.game.id, engine: o.engine, results, divergence };
  };
  try {
    for (const t of o.trajectories) {
      const r = await lockstepTrajectory(o.game, engine, t.lines, `trajectory ${t.name}`);
      results.push(r);
      if (r.divergence) return done();
    }
    const players = o.players ?? o.game.players.min;
    for (let i = 0; i < o.random; i++) {
      const seed = `${String(o.seed)}:${i}`;
      const r = await lockstepRandom(o.game, engine, { players, seed, label: `random game ${i} (${players} players, seed "${seed}")` });
      results.push(r);
      if (r.divergence) return done();
    }
    return done();
  } finally {
    engine.close();
  }
}

/** The step that led to a divergence, for people. */
function stepText(step: Step | null): string {
  if (step === null) return "at setup";
  return step.kind === "chance" ? `after chance outcome ${step.outcome}` : `after seat ${step.player}'s move ${canonicalJson(step.move)}`;
}

/** The report as text: one line per game driven, then the divergence with both positions. */
export function engineReportText(r: EngineCheckReport): string {
  const lines = [`tesserae conformance: ${r.game} against ${r.engine}`];
  for (const res of r.results) lines.push(`  ${res.divergence ? "DIVERGED" : "ok      "} ${res.label}: ${res.steps} steps`);
  const failed = r.divergence;
  if (failed) {
    const d = failed.divergence;
    lines.push(`first divergence: ${failed.label}, step ${d.step}${d.line === undefined ? "" : ` (line ${d.line})`} ${stepText(d.move)}: ${d.reason}`);
    lines.push(`move:   ${d.move === null ? "(setup)" : canonicalJson(d.move)}`);
    lines.push(`ours:   ${canonicalJson(d.ours)}`);
    lines.push(`theirs: ${typeof d.theirs === "string" ? d.theirs : canonicalJson(d.theirs)}`);
  } else {
    const steps = r.results.reduce((n, x) => n + x.steps, 0);
    lines.push(`agree: ${r.results.length} games, ${steps} steps`);
  }
  return lines.join("\n") + "\n";
}

/** The options the engine mode adds to `tesserae conformance`. */
export interface EngineModeOptions {
  readonly engine?: string;
  readonly game?: string;
  readonly random?: string;
  readonly seed?: string;
  readonly players?: string;
  readonly engineTimeout?: string;
  readonly json?: boolean;
}

/** Adds the engine mode's options to the `conformance` command. */
export function addEngineOptions(command: Command): Command {
  return command
    .option("--engine <command>", "drive another engine that speaks the protocol (`tesserae serve`'s) in lock-step with this one; needs --game")
    .option("--random <n>", `with --engine: random explicit-chance games after the trajectories (default ${DEFAULT_RANDOM_GAMES}; 0 for none)`)
    .option("--seed <seed>", "with --engine: master seed of the random games", "1")
    .option("--players <n>", "with --engine: player count of the random games (default: the game's smallest)")
    .option("--engine-timeout <seconds>", `with --engine: longest wait for one reply before the engine is taken for hung and the run stops (exit code 2; default ${DEFAULT_ENGINE_TIMEOUT_S})`);
}

/**
 * Runs the engine mode: `trajectoriesOf(game)` gives the corpus's golden trajectories. Writes the
 * report with `out`; returns the exit code (0: they agree, 1: a divergence). An engine that cannot
 * be run, dies or stops replying is a {@link CliError} (exit code 2).
 */
export async function runEngineMode(o: EngineModeOptions & { engine: string }, trajectoriesOf: (game: string) => EngineCheckOptions["trajectories"], out: (text: string) => void): Promise<number> {
  if (o.game === undefined) throw new CliError("--engine needs --game <id>: the game to drive the engine through");
  const game = Object.hasOwn(games, o.game) ? (games as Readonly<Record<string, AnyGame>>)[o.game] : undefined;
  if (game === undefined) throw new CliError(`unknown game "${o.game.slice(0, 40)}" (known: ${Object.keys(games).join(", ")})`);
  const random = o.random === undefined ? DEFAULT_RANDOM_GAMES : o.random === "0" ? 0 : positiveInt("--random", o.random);
  const players = o.players === undefined ? undefined : positiveInt("--players", o.players);
  if (players !== undefined && (players < game.players.min || players > game.players.max)) throw new CliError(`--players: ${game.name} takes ${game.players.min} to ${game.players.max} players`);
  const replyTimeoutMs = parseTimeout(o.engineTimeout ?? String(DEFAULT_ENGINE_TIMEOUT_S), "--engine-timeout");
  let report: EngineCheckReport;
  try {
    report = await checkEngine({
      engine: o.engine,
      game,
      trajectories: trajectoriesOf(game.id),
      random,
      seed: parseSeed(o.seed ?? "1"),
      replyTimeoutMs,
      ...(players === undefined ? {} : { players }),
    });
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`--engine: ${(e as Error).message}`);
  }
  out(o.json ? `${JSON.stringify(report)}\n` : engineReportText(report));
  return report.divergence ? 1 : 0;
}

/** The `--engine` action of `tesserae conformance`: runs {@link runEngineMode} and sets the exit code. */
export async function runEngineCommand(o: EngineModeOptions & { engine: string }, trajectoriesOf: (game: string) => EngineCheckOptions["trajectories"], fail: (e: unknown) => never): Promise<void> {
  try {
    process.exitCode = await runEngineMode(o, trajectoriesOf, (text) => process.stdout.write(text));
  } catch (e) {
    fail(e);
  }
}
