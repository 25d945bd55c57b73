import { SingleBar, Presets } from "cli-progress";
import type { AnyGame } from "../core/index.js";
import { botFromSpec } from "../bots/spec.js";
import { simulate, type SimulationReport } from "../sim/simulate.js";
import { CliError } from "./errors.js";

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
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number): string => x.toFixed(2);

/** Runs `tesserae simulate`: progress on stderr (a bar on a TTY, plain lines otherwise), the report on stdout. */
export async function runSimulate(cmd: SimulateCommand): Promise<void> {
  const bots = cmd.bots.length === 1 ? cmd.bots : cmd.bots;
  if (bots.length !== 1 && bots.length !== cmd.players) {
    throw new CliError(`--bots lists ${bots.length} bots for ${cmd.players} players: give one per seat or one for all`);
  }
  for (const b of bots) {
    try {
      botFromSpec(b);
    } catch (e) {
      throw new CliError((e as Error).message);
    }
  }
  const tty = Boolean(process.stderr.isTTY);
  const bar = tty ? new SingleBar({ format: "{bar} {percentage}% | {value}/{total} games | {eta_formatted} left", stream: process.stderr }, Presets.shades_classic) : null;
  bar?.start(cmd.games, 0);
  let lastLine = 0;
  const report = await simulate({
    game: cmd.game,
    players: cmd.players,
    bots,
    games: cmd.games,
    seed: cmd.seed,
    config: cmd.config,
    workers: cmd.workers,
    onProgress: (done, total) => {
      if (bar) bar.update(done);
      else if (done === total || done - lastLine >= Math.max(1, Math.ceil(total / 10))) {
        lastLine = done;
        process.stderr.write(`simulated ${done}/${total} games\n`);
      }
    },
  });
  bar?.stop();
  process.stdout.write(cmd.json ? JSON.stringify(jsonReport(report), null, 2) + "\n" : textReport(report));
}

/** The `--json` shape: the report without per-game outcomes. */
export function jsonReport(r: SimulationReport): Omit<SimulationReport, "outcomes"> {
  const { outcomes: _outcomes, ...rest } = r;
  return rest;
}

/** The human-readable report. */
export function textReport(r: SimulationReport): string {
  const lines: string[] = [];
  lines.push(`${r.game}: ${r.games} games, ${r.players} players, seed ${JSON.stringify(r.seed)}, config ${JSON.stringify(r.config)}`);
  lines.push("");
  lines.push("bot            seats  win rate  95% CI            score mean  sd");
  for (const b of r.bots) {
    lines.push(
      `${`#${b.bot} ${b.name}`.padEnd(14)} ${String(b.games).padStart(5)}  ${pct(b.winRate).padStart(8)}  [${pct(b.winRateCI95[0])}, ${pct(b.winRateCI95[1])}]`.padEnd(52) +
        ` ${num(b.score.mean).padStart(10)}  ${num(b.score.sd)}`,
    );
    for (const [k, s] of Object.entries(b.breakdown)) lines.push(`    ${k.padEnd(20)} mean ${num(s.mean).padStart(8)}  sd ${num(s.sd)}`);
  }
  lines.push("");
  lines.push(`game length: mean ${num(r.length.mean)} moves, sd ${num(r.length.sd)}, min ${r.length.min}, max ${r.length.max}`);
  lines.push(`speed: ${num(r.gamesPerSecond)} games/s (${num(r.seconds)} s, ${r.workers} worker${r.workers > 1 ? "s" : ""})`);
  return lines.join("\n") + "\n";
}
