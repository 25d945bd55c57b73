import { sameData } from "../core/shared.js";
import { aggregate, type SimulationReport } from "./report.js";
import type { GameOutcome } from "./run.js";

/**
 * Combines shard reports (`simulate` with `shard`, or `tesserae simulate --shard k/n --json`) into
 * the report one machine playing the whole run gives: same win rates, intervals, score, breakdown
 * and length statistics, per-seat results and outcomes. `seconds` and `workers` are summed.
 * Throws a RangeError naming the problem when the shards are of different runs, overlap, or
 * leave games out.
 */
export function mergeReports(reports: readonly SimulationReport[]): SimulationReport {
  if (reports.length === 0) throw new RangeError("merge: give at least one shard report");
  const head = reports[0]!;
  const names = head.bots.map((b) => b.name);
  for (const [i, r] of reports.entries()) {
    if (!Array.isArray(r.outcomes)) throw new RangeError(`merge: report ${i + 1} has no outcomes (shard reports carry them; run simulate with --shard)`);
    const same =
      r.game === head.game && r.players === head.players && sameData(r.seed, head.seed) && sameData(r.config, head.config) && sameData(r.bots.map((b) => b.name), names);
    if (!same) throw new RangeError(`merge: report ${i + 1} is of another run (game, players, seed, config and bots must match the first)`);
  }
  const outcomes: GameOutcome[] = reports.flatMap((r) => r.outcomes).sort((a, b) => a.index - b.index);
  for (let i = 1; i < outcomes.length; i++) {
    if (outcomes[i]!.index === outcomes[i - 1]!.index) throw new RangeError(`merge: game ${outcomes[i]!.index} is in two reports (overlapping shards)`);
    if (outcomes[i]!.index !== outcomes[i - 1]!.index + 1) throw new RangeError(`merge: games ${outcomes[i - 1]!.index + 1}–${outcomes[i]!.index - 1} are missing (a shard report was left out)`);
  }
  const whole = head.shard;
  if (whole) {
    const start = outcomes[0]?.index;
    if (start !== whole.first || outcomes.length !== whole.games) {
      throw new RangeError(`merge: the shards cover ${outcomes.length} games from ${start}, but the run has ${whole.games} from ${whole.first} (a shard is missing)`);
    }
  }
  const seconds = reports.reduce((t, r) => t + r.seconds, 0);
  const workers = reports.reduce((t, r) => t + r.workers, 0);
  return { ...aggregate(head.game, head.players, head.seed, head.config, names, outcomes), seconds, gamesPerSecond: seconds > 0 ? outcomes.length / seconds : 0, workers };
}
