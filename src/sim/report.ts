import type { Seed } from "../core/shared.js";
import { required } from "../core/required.js";
import type { GameOutcome } from "./run.js";
import { stat, wilson95, type Stat } from "./stats.js";

/** Per-bot results of a simulation. */
export interface BotStats {
  /** Index in the bot list. */
  readonly bot: number;
  readonly name: string;
  /** Seats played (games × seats when one bot plays every seat). */
  readonly games: number;
  /** Wins, a shared first place among k players counting 1/k. */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson confidence interval of the win rate. */
  readonly winRateCI95: readonly [number, number];
  readonly score: Stat;
  /** Statistics of each part of the score breakdown. */
  readonly breakdown: Readonly<Record<string, Stat>>;
}

/** Per-seat results: what a bot playing itself learns (does the first seat win more often?). */
export interface SeatStats {
  readonly seat: number;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI95: readonly [number, number];
  readonly score: Stat;
}

/**
 * What `simulate` returns, and what `merge` rebuilds from shard reports. Everything except
 * `seconds`, `gamesPerSecond` and `workers` depends only on the options (not on workers or shards).
 */
export interface SimulationReport {
  readonly game: string;
  readonly players: number;
  /** Games in this report. */
  readonly games: number;
  /** Index of its first game. */
  readonly first: number;
  readonly seed: Seed;
  readonly config: Record<string, unknown>;
  readonly bots: readonly BotStats[];
  /** Results by seat, whoever sat there. */
  readonly seats: readonly SeatStats[];
  /** Moves per game. */
  readonly length: Stat;
  /** Games stopped at the game's move limit before they ended (scored as they stood); 0 normally. */
  readonly unfinished: number;
  /** Wall-clock seconds (summed over shards in a merged report). */
  readonly seconds: number;
  readonly gamesPerSecond: number;
  /** Worker threads (summed over shards in a merged report). */
  readonly workers: number;
  /** Present in a shard's report: which slice of the run it is (`k` from 1 to `n`) and the whole run's size. */
  readonly shard?: ShardInfo;
  /** Every game's outcome in game-index order. */
  readonly outcomes: readonly GameOutcome[];
}

/** The slice a shard report covers. */
export interface ShardInfo {
  readonly k: number;
  readonly n: number;
  /** First game of the whole run. */
  readonly first: number;
  /** Games in the whole run. */
  readonly games: number;
  /** The run's fingerprint (see `runFingerprint`): the same in every shard of one run, and only there. */
  readonly run: string;
}

/**
 * The games of shard `k` of `n` (k from 1) of a run of `games` games starting at `first`:
 * contiguous, as even as possible, together exactly the whole run. Returns `[from, to)`.
 */
export function shardRange(first: number, games: number, k: number, n: number): [number, number] {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(k) || k < 1 || k > n) throw new RangeError(`shard must be k/n with 1 <= k <= n, not ${k}/${n}`);
  return [first + Math.floor(((k - 1) * games) / n), first + Math.floor((k * games) / n)];
}

/** Parses a shard spec `"k/n"` (k from 1 to n), as `--shard` takes it; throws a RangeError naming the spec. */
export function parseShard(spec: string): { k: number; n: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(spec);
  const k = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || n < 1 || k < 1 || k > n) throw new RangeError(`shard "${spec}" must be k/n with 1 <= k <= n (e.g. 2/8)`);
  return { k, n };
}

const winStats = (games: number, wins: number, totals: number[]) => ({
  games,
  wins,
  winRate: games ? wins / games : 0,
  winRateCI95: wilson95(wins, games),
  score: stat(totals),
});

/** Aggregates outcomes (in game-index order) into per-bot and per-seat statistics. */
export function aggregate(
  game: string,
  players: number,
  seed: Seed,
  config: Record<string, unknown>,
  names: readonly string[],
  outcomes: readonly GameOutcome[],
): Omit<SimulationReport, "seconds" | "gamesPerSecond" | "workers"> {
  const per = names.map((name) => ({ name, games: 0, wins: 0, totals: [] as number[], parts: {} as Record<string, number[]> }));
  const bySeat = Array.from({ length: players }, () => ({ games: 0, wins: 0, totals: [] as number[] }));
  for (const o of outcomes) {
    const first = o.ranking[0] ?? [];
    o.seats.forEach((b, seat) => {
      const win = first.includes(seat) ? 1 / first.length : 0;
      const acc = required(per[b], "the seat's bot");
      const total = required(o.totals[seat], "the seat's total");
      acc.games++;
      acc.wins += win;
      acc.totals.push(total);
      for (const [k, v] of Object.entries(required(o.breakdowns[seat], "the seat's breakdown"))) (acc.parts[k] ??= []).push(v);
      const s = required(bySeat[seat], "the seat");
      s.games++;
      s.wins += win;
      s.totals.push(total);
    });
  }
  const bots: BotStats[] = per.map((acc, bot) => ({
    bot,
    name: acc.name,
    ...winStats(acc.games, acc.wins, acc.totals),
    breakdown: Object.fromEntries(Object.entries(acc.parts).map(([k, v]) => [k, stat(v)])),
  }));
  const seats: SeatStats[] = bySeat.map((s, seat) => ({ seat, ...winStats(s.games, s.wins, s.totals) }));
  const first = outcomes[0]?.index ?? 0;
  return { game, players, games: outcomes.length, first, seed, config, bots, seats, length: stat(outcomes.map((o) => o.length)), unfinished: outcomes.filter((o) => !o.finished).length, outcomes };
}
