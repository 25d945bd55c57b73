import { statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { SingleBar, Presets } from "cli-progress";
import type { AnyGame } from "../core/shared.js";
import type { NamedBot } from "../bots/types.js";
import { loadBot } from "../sim/bot-modules.js";
import { parseShard, type BotStats, type SimulationReport } from "../sim/report.js";
import { playIndexed } from "../sim/run.js";
import { simulate } from "../sim/simulate.js";
import { CliError } from "./errors.js";
import { printable } from "./text.js";

/** Options of the `simulate` command, parsed. */
export interface SimulateCommand {
  readonly game: AnyGame;
  readonly players: number;
  readonly games: number;
  readonly bots: readonly string[];
  readonly seed: string | number;
  readonly workers: number;
  readonly config: Record<string, unknown> | undefined;
  readonly json: boolean;
  /** `--shard k/n`: play only that slice of the run; the JSON report then carries the outcomes for `tesserae merge`. */
  readonly shard?: string;
  /** `--replay <i>`: also write game `i` of the run (0-based) as a replay record. */
  readonly replay?: number;
  /** `--replay-file <file>`: where that record goes (default `<game>-game-<i>.json`). */
  readonly replayFile?: string;
  /** `--bot-timeout`: milliseconds an async bot may take for one move. */
  readonly botTimeout?: number;
}

/** Why `file` cannot be written (its folder is missing or not a folder), or null; checked before a long run. */
function folderProblem(file: string): string | null {
  const dir = dirname(resolve(file));
  try {
    if (!statSync(dir).isDirectory()) return `${printable(dir)} is not a folder`;
  } catch {
    return `the folder ${printable(dir)} does not exist`;
  }
  return null;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number): string => x.toFixed(2);

/** Least time between two plain progress lines (stderr not a terminal). */
const PLAIN_PROGRESS_MS = 1000;

/** Runs `tesserae simulate`: progress on stderr (a bar on a TTY, plain lines otherwise), the report on stdout. */
export async function runSimulate(cmd: SimulateCommand): Promise<void> {
  const bots = cmd.bots;
  if (bots.length !== 1 && bots.length !== cmd.players) {
    throw new CliError(`--bots lists ${bots.length} bots for ${cmd.players} players: give one per seat or one for all`);
  }
  // Loaded here to refuse a bad spec before any game; kept for --replay.
  const loaded: NamedBot[] = [];
  for (const spec of bots) {
    try {
      loaded.push(await loadBot(spec)); // one by one, so the first bad spec is the one named
    } catch (e) {
      throw new CliError((e as Error).message);
    }
  }
  if (cmd.replay !== undefined && (!Number.isInteger(cmd.replay) || cmd.replay < 0 || cmd.replay >= cmd.games)) {
    throw new CliError(`--replay must be a game number from 0 to ${cmd.games - 1}`);
  }
  const replayFile = cmd.replayFile ?? `${cmd.game.id}-game-${cmd.replay ?? 0}.json`;
  if (cmd.replay !== undefined) {
    const problem = folderProblem(replayFile);
    if (problem) throw new CliError(`--replay-file ${printable(replayFile)}: ${problem}; create it or name another file (nothing was simulated)`);
  }
  let shard: { k: number; n: number } | undefined;
  if (cmd.shard !== undefined) {
    try {
      shard = parseShard(cmd.shard);
    } catch (e) {
      throw new CliError(`--shard: ${(e as Error).message}`);
    }
  }
  const tty = Boolean(process.stderr.isTTY);
  const bar = tty ? new SingleBar({ format: "{bar} {percentage}% | {value}/{total} games | {eta_formatted} left", stream: process.stderr }, Presets.shades_classic) : null;
  bar?.start(1, 0);
  let lastLine = 0;
  const report = await simulate({
    game: cmd.game,
    players: cmd.players,
    bots,
    games: cmd.games,
    seed: cmd.seed,
    config: cmd.config,
    workers: cmd.workers,
    shard,
    ...(cmd.botTimeout === undefined ? {} : { moveTimeout: cmd.botTimeout }),
    onProgress: (done, total) => {
      if (bar) {
        bar.setTotal(total);
        bar.update(done);
      } else if (done === total || Date.now() - lastLine >= PLAIN_PROGRESS_MS) {
        // Game by game, so a slow (MCTS) run shows each game at once; at most one line a second for fast ones.
        lastLine = Date.now();
        process.stderr.write(`simulated ${done}/${total} games\n`);
      }
    },
  });
  bar?.stop();
  process.stdout.write(cmd.json ? JSON.stringify(jsonReport(report), null, 2) + "\n" : textReport(report));
  if (cmd.replay !== undefined) {
    // Game i depends only on the seed and i: play it again here to record its moves.
    const { match } = await playIndexed(cmd.game, cmd.players, loaded, cmd.seed, cmd.config, cmd.replay, cmd.botTimeout);
    const file = printable(replayFile);
    try {
      writeFileSync(replayFile, JSON.stringify(match.record, null, 2) + "\n");
    } catch (e) {
      throw new CliError(
        `could not write game ${cmd.replay} to ${file}: ${(e as Error).message}; the report above is complete, and the game is the same on every run: rerun with another --replay-file`,
      );
    }
    process.stderr.write(`wrote game ${cmd.replay} (${match.length} moves) to ${file}: tesserae replay ${file}\n`);
  }
}

/**
 * The `--json` shape: the report without per-game outcomes, except in a shard's report, which
 * keeps them so `tesserae merge` can rebuild the whole run's statistics exactly.
 */
export function jsonReport(r: SimulationReport): Omit<SimulationReport, "outcomes"> & { outcomes?: SimulationReport["outcomes"] } {
  if (r.shard) return r;
  const { outcomes: _outcomes, ...rest } = r;
  return rest;
}

/** The human-readable report. */
export function textReport(r: SimulationReport): string {
  const lines: string[] = [];
  const range = r.shard ? ` (shard ${r.shard.k}/${r.shard.n}: games ${r.first}–${r.first + r.games - 1} of ${r.shard.games})` : "";
  // Names and keys may come from a shard file or a bot module: printed escaped, never acted on.
  lines.push(`${printable(r.game)}: ${r.games} games${range}, ${r.players} players, seed ${printable(JSON.stringify(r.seed))}, config ${printable(JSON.stringify(r.config), Infinity)}`);
  lines.push("");
  // The name column is as wide as the longest name (a bot from a file is named after it).
  const label = (b: BotStats) => `#${b.bot} ${printable(b.name)}`;
  const width = Math.max(14, ...r.bots.map((b) => label(b).length));
  lines.push(`${"bot".padEnd(width)} seats  win rate  95% CI            score mean  sd`);
  const selfPlay = r.bots.length === 1;
  for (const b of r.bots) {
    lines.push(
      `${label(b).padEnd(width)} ${String(b.games).padStart(5)}  ${selfPlay ? "(self-play: see seats)" : `${pct(b.winRate).padStart(8)}  [${pct(b.winRateCI95[0])}, ${pct(b.winRateCI95[1])}]`}`.padEnd(
        width + 35,
      ) + ` ${num(b.score.mean).padStart(10)}  ${num(b.score.sd)}`,
    );
    for (const [k, s] of Object.entries(b.breakdown)) lines.push(`    ${printable(k).padEnd(20)} mean ${num(s.mean).padStart(8)}  sd ${num(s.sd)}`);
  }
  lines.push("");
  // With one bot in every seat its own win rate is 1/players by construction: the seats tell more.
  lines.push(r.bots.length === 1 ? "by seat (one bot plays every seat)" : "by seat");
  for (const t of r.seats) {
    lines.push(`  seat ${t.seat}  win rate ${pct(t.winRate).padStart(6)}  [${pct(t.winRateCI95[0])}, ${pct(t.winRateCI95[1])}]  score mean ${num(t.score.mean)}  sd ${num(t.score.sd)}`);
  }
  lines.push("");
  lines.push(`game length: mean ${num(r.length.mean)} moves, sd ${num(r.length.sd)}, min ${r.length.min}, max ${r.length.max}`);
  if (r.unfinished > 0) lines.push(`unfinished: ${r.unfinished} game${r.unfinished > 1 ? "s" : ""} stopped at the move limit (scored as they stood)`);
  lines.push(`speed: ${num(r.gamesPerSecond)} games/s (${num(r.seconds)} s, ${r.workers} worker${r.workers > 1 ? "s" : ""})`);
  return lines.join("\n") + "\n";
}
