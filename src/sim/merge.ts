import { sameData, sumBreakdown } from "../core/shared.js";
import { required } from "../core/required.js";
import { aggregate, shardRange, type SimulationReport } from "./report.js";
import { seatBots, type GameOutcome } from "./run.js";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown, min = 0): v is number => typeof v === "number" && Number.isInteger(v) && v >= min;
const isScore = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
/** A fingerprint as `runFingerprint` writes it: hex sha-256. */
const FINGERPRINT = /^[0-9a-f]{64}$/;

/** Why `value` is not a well-formed outcome of a `players`-seat game among `bots` bots in `[from, to)`, or null. */
function outcomeProblem(value: unknown, players: number, bots: number, from: number, to: number): string | null {
  if (!isRecord(value)) return "is not an object";
  const { index, seats, totals, breakdowns, ranking, length, finished } = value;
  if (!isCount(index) || index < from || index >= to) return `index must be a game of this shard (${from} to ${to - 1})`;
  const seatList = (v: unknown): v is unknown[] => Array.isArray(v) && v.length === players;
  if (!seatList(seats) || !seats.every((b) => isCount(b) && b < bots)) return `seats must list ${players} bot numbers below ${bots}`;
  if (!seatList(totals) || !totals.every(isScore)) return `totals must list ${players} numbers`;
  if (!seatList(breakdowns) || !breakdowns.every((b) => isRecord(b) && Object.values(b).every(isScore))) return `breakdowns must list ${players} objects of numbers`;
  const ranked = Array.isArray(ranking) && ranking.every(Array.isArray) ? (ranking as unknown[][]).flat() : null;
  if (!ranked || ranked.length !== players || !Array.from({ length: players }, (_, p) => p).every((p) => ranked.includes(p))) return "ranking must place every seat once";
  if (!isCount(length)) return "length must be a move count";
  if (typeof finished !== "boolean") return "finished must be true or false";
  return fitProblem(value as unknown as GameOutcome, bots);
}

/**
 * Why a well-formed outcome cannot be a game of the run, naming its game index, or null: its seats
 * must be the rotation `simulate` gives that game, each total the sum of its breakdown, and the
 * ranking in order of totals. Every game ranks by total first (tie-breaks only order equal totals),
 * so a higher total is never ranked below a lower one, and seats sharing a place share a total.
 */
function fitProblem(o: GameOutcome, bots: number): string | null {
  const game = `game ${o.index}`;
  const rotation = seatBots(o.seats.length, bots, o.index);
  if (!sameData(o.seats, rotation)) return `${game}: seats must be the run's seat rotation for that game (${JSON.stringify(rotation)})`;
  const seat = o.totals.findIndex((t, p) => t !== sumBreakdown(required(o.breakdowns[p], "the seat's breakdown")));
  if (seat !== -1) return `${game}: the total of seat ${seat} is not the sum of its breakdown`;
  const ranked = o.ranking.map((group) => group.map((p) => required(o.totals[p], "the ranked seat's total")));
  if (ranked.some((group) => group.some((t) => t !== group[0]))) return `${game}: seats that share a place in the ranking must have equal totals`;
  const order = ranked.flat();
  if (order.some((t, i) => i > 0 && t > required(order[i - 1], "the total ranked above"))) return `${game}: the ranking places a lower total above a higher one`;
  return null;
}

/** Why `r` is not a sound shard report, naming the field, or null. */
function shardProblem(r: unknown): string | null {
  if (!isRecord(r)) return "not a JSON object";
  if (typeof r.game !== "string") return "game must be a game id";
  if (!isCount(r.players, 1)) return "players must be a positive integer";
  if (typeof r.seed !== "string" && !isScore(r.seed)) return "seed must be a string or a number";
  if (!isRecord(r.config)) return "config must be an object";
  if (!Array.isArray(r.bots) || r.bots.length === 0 || !r.bots.every((b) => isRecord(b) && typeof b.name === "string")) return "bots must list the bots with their names";
  if (!isScore(r.seconds) || r.seconds < 0) return "seconds must be a non-negative number";
  if (!isCount(r.workers, 1)) return "workers must be a positive integer";
  const s = r.shard;
  if (!isRecord(s)) return "no shard field (write shard reports with simulate --shard k/n --json)";
  if (!isCount(s.n, 1) || !isCount(s.k, 1) || s.k > s.n || !isCount(s.first) || !isCount(s.games, 1)) return "shard must hold k, n, first and games (1 <= k <= n)";
  if (typeof s.run !== "string" || !FINGERPRINT.test(s.run)) return "shard.run must be the run's fingerprint (a shard report of an older tesserae? run the shard again)";
  const [from, to] = shardRange(s.first, s.games, s.k, s.n);
  if (!Array.isArray(r.outcomes) || r.outcomes.length !== to - from) return `outcomes must hold the ${to - from} games of shard ${s.k}/${s.n}`;
  const seen = new Set<number>();
  for (const [i, o] of r.outcomes.entries()) {
    const problem = outcomeProblem(o, r.players, r.bots.length, from, to);
    if (problem) return `outcomes[${i}]: ${problem}`;
    const index = (o as GameOutcome).index;
    if (seen.has(index)) return `outcomes[${i}]: game ${index} is listed twice`;
    seen.add(index);
  }
  return null;
}

/**
 * Combines shard reports (`simulate` with `shard`, or `tesserae simulate --shard k/n --json`) into
 * the report one machine playing the whole run gives: same win rates, intervals, score, breakdown
 * and length statistics, per-seat results and outcomes. `seconds` and `workers` are summed.
 * Throws a RangeError (one line, naming the report by `labels[i]`, default "report i+1") when a
 * report is malformed, when the shards are of different runs (their fingerprints differ: game,
 * players, seed, config, bots or run size), when a shard is given twice, or when one is missing.
 */
export function mergeReports(reports: readonly SimulationReport[], labels?: readonly string[]): SimulationReport {
  if (reports.length === 0) throw new RangeError("merge: give at least one shard report");
  const label = (i: number): string => labels?.[i] ?? `report ${i + 1}`;
  for (const [i, r] of reports.entries()) {
    const problem = shardProblem(r);
    if (problem) throw new RangeError(`merge: ${label(i)} is not a shard report: ${problem}`);
  }
  const head = required(reports[0], "the first report");
  const run = required(head.shard, "the report's shard");
  const names = head.bots.map((b) => b.name);
  const byK = new Map<number, number>();
  for (const [i, r] of reports.entries()) {
    const s = required(r.shard, "the report's shard");
    const same =
      s.run === run.run &&
      s.n === run.n &&
      r.game === head.game &&
      r.players === head.players &&
      sameData(r.seed, head.seed) &&
      sameData(r.config, head.config) &&
      sameData(
        r.bots.map((b) => b.name),
        names,
      );
    if (!same) throw new RangeError(`merge: ${label(i)} is of another run than ${label(0)} (game, players, seed, config, bots, their code and the run's size must all match)`);
    const twin = byK.get(s.k);
    if (twin !== undefined) throw new RangeError(`merge: shard ${s.k}/${s.n} is in two reports (${label(twin)} and ${label(i)})`);
    byK.set(s.k, i);
  }
  const missing = Array.from({ length: run.n }, (_, i) => i + 1).filter((k) => !byK.has(k));
  if (missing.length > 0) throw new RangeError(`merge: a shard is missing: ${missing.map((k) => `${k}/${run.n}`).join(", ")} (give every shard of the run once)`);
  const outcomes: GameOutcome[] = reports.flatMap((r) => r.outcomes).sort((a, b) => a.index - b.index);
  // Every shard holds exactly its own range (checked above), so the outcomes cover the run once.
  const seconds = reports.reduce((t, r) => t + r.seconds, 0);
  const workers = reports.reduce((t, r) => t + r.workers, 0);
  return { ...aggregate(head.game, head.players, head.seed, head.config, names, outcomes), seconds, gamesPerSecond: seconds > 0 ? outcomes.length / seconds : 0, workers };
}
