/**
 * Playout benchmark (`npm run bench`): complete random games per second, on this one thread, for
 * every registered game at every supported player count, plus `legalMoves` and `applyMove` calls
 * per second for 2-player Azul. Prints a Markdown table for docs/benchmarks.md. Measures the built
 * package (`dist/`: `npm run build` first), as an app runs it.
 *
 *   npm run bench                               # every game, ~2 s per measurement
 *   npm run bench -- azul karesansui            # only these games
 *   BENCH_SECONDS=0.5 npm run bench -- --json   # shorter runs, JSON instead of Markdown
 *   npm run bench -- --json --out results.json  # the report to a file (stdout also holds npm's banner)
 *   npm run -s bench -- --json | jq             # -s: no npm banner, stdout holds the report alone
 *   npm run bench -- --variants                 # also 2-player Azul grey wall and Almadi characters
 *
 * A playout is `setup` with seed n, then until `isTerminal`: a uniformly random legal move of an
 * active player (random among them when several are active), drawn from `Rng.fromSeed(n)`, applied
 * with the public, validating `applyMove`. Seeds 1, 2, 3, … so any failure names a reproducible seed.
 *
 * Each row also times the same playouts through the game's fast path (`tesserae/rl`), right after
 * the public ones: `setup` with seed n, `create` a simulator, then until it is over a uniformly
 * random action among its `legalActions`, drawn from `Rng.fromSeed(n)`. The ratio of the two rates
 * is the figure issue 24 asks for (2 players, every game: at least 3).
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import type { AnyGame, FastPath } from "../src/index.js";
import { built } from "./lib.js";

// The built package, as an app runs it (see `built`).
const { games, registry, Rng } = await built<typeof import("../src/index.js")>("index.js");

/** Minimum games/s from the issues (2 players); `aspiration` is a stretch goal. */
const TARGETS: Record<string, { floor: number; aspiration?: number }> = {
  azul: { floor: 2000, aspiration: 6500 },
  "queens-garden": { floor: 300 },
  almadi: { floor: 500 },
  karesansui: { floor: 1000 },
  "castles-of-burgundy": { floor: 200 },
};
/** Minimum ratio of fast-path to public-API games/s (2 players, default config): issue 24 asks 3 in every game. */
const FAST_TARGET = 3;
/** Every game's fast path, by id (from the registry). */
const FAST_PATHS: Record<string, FastPath<any>> = Object.fromEntries(Object.entries(registry).map(([id, m]) => [id, m.fastPath]));
/** Non-default configurations measured with `--variants` (2 players). */
const VARIANTS: Record<string, Record<string, unknown>[]> = {
  azul: [{ wall: "grey" }],
  almadi: [{ characters: true }],
};
/** A playout longer than this is abandoned and reported (a game that may never end). */
const MAX_MOVES = 20_000;

const args = process.argv.slice(2);
const json = args.includes("--json");
const withVariants = args.includes("--variants");
// `npm run` prints its banner on stdout ahead of the script's output: `--out` keeps the report clean.
const outIndex = args.indexOf("--out");
const outFile = outIndex < 0 ? undefined : args[outIndex + 1];
if (outIndex >= 0 && (outFile === undefined || outFile.startsWith("--"))) throw new Error("--out needs a file name: --out results.json");
const only = args.filter((a, i) => !a.startsWith("--") && (outIndex < 0 || i !== outIndex + 1));
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number of seconds, not "${process.env.BENCH_SECONDS}"`);
const unknown = only.filter((id) => !(id in games));
if (unknown.length > 0) throw new Error(`unknown game(s) ${unknown.join(", ")} (known: ${Object.keys(games).join(", ")})`);
const selected = Object.values(games as Record<string, AnyGame>).filter((g) => only.length === 0 || only.includes(g.id));

// Peak memory, sampled about every 50 ms inside the timing loops.
const peak = { rss: 0, heapUsed: 0 };
let nextSample = 0;
function sampleMemory(now: number): void {
  if (now < nextSample) return;
  nextSample = now + 50;
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
}

interface Problem {
  game: string;
  players: number;
  config: string;
  seed: number;
  error: string;
}
const problems: Problem[] = [];

/** One random playout; returns its length, or throws with the seed in the message. */
function playout(game: AnyGame, players: number, seed: number, config: Record<string, unknown>, keep?: (s: unknown, m: unknown, p: number) => void): number {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ players, seed, config });
  let moves = 0;
  while (!game.isTerminal(state)) {
    if (moves >= MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves`);
    const active = game.activePlayers(state);
    const player = active.length === 1 ? active[0]! : active[rng.int(active.length)]!;
    const legal = game.legalMoves(state, player);
    const move = legal[rng.int(legal.length)];
    keep?.(state, move, player);
    state = game.applyMove(state, move, player);
    moves++;
  }
  return moves;
}

/** Room for the legal actions of any fast path (grown on demand). */
let actions = new Int32Array(1024);

/** One random playout through a fast path; returns its length in moves, or throws with the seed in the message. */
function fastPlayout(game: AnyGame, fast: FastPath<unknown>, players: number, seed: number, config: Record<string, unknown>): number {
  const rng = Rng.fromSeed(seed);
  const sim = fast.create(game.setup({ players, seed, config }));
  if (actions.length < sim.actionCount) actions = new Int32Array(sim.actionCount);
  let moves = 0;
  while (!sim.isTerminal()) {
    if (moves >= MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves (fast path)`);
    const n = sim.legalActions(actions);
    if (sim.apply(actions[rng.int(n)]!)) moves++;
  }
  return moves;
}

interface PlayoutRow {
  game: string;
  players: number;
  config: string;
  games: number;
  failed: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerGame: number;
  target: string;
  meets: string;
  /** The same playouts through the game's fast path. */
  fastPath: { games: number; failed: number; gamesPerSecond: number; movesPerGame: number; ratio: number; target: string; meets: string };
}

interface Timed {
  games: number;
  failed: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerGame: number;
}

/**
 * Warm-up (a quarter of the budget, at most 1 s), then complete playouts for `seconds`; `play`
 * plays the game of one seed and returns its moves.
 */
function timePlayouts(game: AnyGame, players: number, label: string, play: (seed: number) => number): Timed {
  let seed = 1;
  let failed = 0;
  /** Moves of one playout, or -1 when it threw or did not end (the first 5 are reported by seed). */
  const run = (): number => {
    const s = seed++;
    try {
      return play(s);
    } catch (e) {
      if (failed++ < 5) problems.push({ game: game.id, players, config: label, seed: s, error: (e as Error).message });
      return -1;
    }
  };
  const warmEnd = performance.now() + Math.min(1000, seconds * 250);
  while (performance.now() < warmEnd) run();
  let played = 0;
  let moves = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  for (let now = start; now < end; now = performance.now()) {
    sampleMemory(now);
    const n = run();
    if (n >= 0) {
      moves += n;
      played++;
    }
  }
  if (failed > 5) problems.push({ game: game.id, players, config: label, seed: NaN, error: `… and ${failed - 5} more failed playouts` });
  const elapsed = (performance.now() - start) / 1000;
  return { games: played, failed, seconds: round(elapsed, 2), gamesPerSecond: played / elapsed, movesPerGame: round(moves / Math.max(1, played), 1) };
}

/** Public-API playouts, then the same seeds through the game's fast path, back to back. */
function measurePlayouts(game: AnyGame, players: number, config: Record<string, unknown>): PlayoutRow {
  const label = Object.keys(config).length ? JSON.stringify(config) : "default";
  const pub = timePlayouts(game, players, label, (seed) => playout(game, players, seed, config));
  const fast = timePlayouts(game, players, `${label} (fast path)`, (seed) => fastPlayout(game, FAST_PATHS[game.id]!, players, seed, config));
  const gps = pub.gamesPerSecond;
  const t = players === 2 && label === "default" ? TARGETS[game.id] : undefined;
  const ratio = fast.gamesPerSecond / gps;
  const ft = players === 2 && label === "default" ? FAST_TARGET : undefined;
  return {
    game: game.id,
    players,
    config: label,
    games: pub.games,
    failed: pub.failed,
    seconds: pub.seconds,
    gamesPerSecond: round(gps, 1),
    movesPerGame: pub.movesPerGame,
    target: t ? `≥ ${t.floor}${t.aspiration ? ` (aspiration ${t.aspiration})` : ""}` : "—",
    meets: !t ? "—" : gps < t.floor ? "**no**" : t.aspiration && gps >= t.aspiration ? "yes, beats aspiration" : "yes",
    fastPath: {
      games: fast.games,
      failed: fast.failed,
      gamesPerSecond: round(fast.gamesPerSecond, 1),
      movesPerGame: fast.movesPerGame,
      ratio: round(ratio, 2),
      target: ft ? `≥ ${ft}×` : "—",
      meets: ft === undefined ? "—" : ratio >= ft ? "yes" : "**no**",
    },
  };
}

interface CallRow {
  game: string;
  players: number;
  call: string;
  positions: number;
  callsPerSecond: number;
}

/** `legalMoves` and `applyMove` calls/s over the positions of 20 random games (warm-up, then `seconds` each). */
function measureCalls(game: AnyGame, players: number): CallRow[] {
  const sample: { state: unknown; move: unknown; player: number }[] = [];
  for (let s = 1_000_001; s <= 1_000_020; s++) playout(game, players, s, {}, (state, move, player) => sample.push({ state, move, player }));
  const time = (f: (x: (typeof sample)[number]) => unknown): number => {
    const warmEnd = performance.now() + Math.min(1000, seconds * 250);
    while (performance.now() < warmEnd) for (const x of sample) f(x);
    let calls = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    for (let now = start; now < end; now = performance.now()) {
      sampleMemory(now);
      for (const x of sample) f(x);
      calls += sample.length;
    }
    return Math.round(calls / ((performance.now() - start) / 1000));
  };
  return [
    { game: game.id, players, call: "legalMoves(state, player)", positions: sample.length, callsPerSecond: time((x) => game.legalMoves(x.state, x.player)) },
    { game: game.id, players, call: "applyMove(state, move, player)", positions: sample.length, callsPerSecond: time((x) => game.applyMove(x.state, x.move, x.player)) },
  ];
}

/** 1234567 → "1,234,567"; below 100 one decimal is kept. */
const num = (x: number): string => (x >= 100 ? Math.round(x).toLocaleString("en-US") : x.toFixed(1));

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

const env = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: os.cpus()[0]?.model ?? "unknown",
  cores: os.cpus().length,
  loadAverage: os.loadavg().map((x) => round(x, 2)),
  benchSeconds: seconds,
  command: `${process.env.BENCH_SECONDS ? `BENCH_SECONDS=${process.env.BENCH_SECONDS} ` : ""}npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`,
};
const log = (msg: string): void => void process.stderr.write(`${msg}\n`);
log(`bench: ${selected.map((g) => g.id).join(", ")}; ${seconds} s per measurement`);

const rows: PlayoutRow[] = [];
const calls: CallRow[] = [];
for (const game of selected) {
  const configs = [{}, ...(withVariants ? (VARIANTS[game.id] ?? []) : [])];
  for (let players = game.players.min; players <= game.players.max; players++) {
    for (const config of players === 2 ? configs : [{}]) {
      const row = measurePlayouts(game, players, config);
      rows.push(row);
      log(`  ${row.game} ${row.players}p ${row.config}: ${row.gamesPerSecond} games/s, ${row.movesPerGame} moves/game; fast path ${row.fastPath.gamesPerSecond} games/s (${row.fastPath.ratio}×)`);
    }
  }
  if (game.id === "azul") calls.push(...measureCalls(game, 2));
}
sampleMemory(Infinity);
const memory = { peakRssMB: round(peak.rss / 2 ** 20, 1), peakHeapUsedMB: round(peak.heapUsed / 2 ** 20, 1) };

/** The report goes to `--out`'s file when given, else to stdout. */
function emit(report: string): void {
  if (outFile === undefined) console.log(report);
  else {
    writeFileSync(outFile, `${report}\n`);
    log(`bench: wrote ${outFile}`);
  }
}

if (json) {
  emit(JSON.stringify({ env, memory, playouts: rows, calls, problems }, null, 2));
} else {
  const out: string[] = [];
  out.push(`Random playouts, one thread. ${env.date}, Node ${env.node}, ${env.cpu} (${env.cores} cores), load average ${env.loadAverage.join(" / ")} at start.`);
  out.push(`Command: \`${env.command}\` (${seconds} s per measurement).`, "");
  out.push("| game | players | config | games/s | moves/game | games timed | target (2p) | meets target |");
  out.push("|---|---:|---|---:|---:|---:|---|---|");
  for (const r of rows)
    out.push(`| ${r.game} | ${r.players} | ${r.config} | ${num(r.gamesPerSecond)} | ${r.movesPerGame.toFixed(1)} | ${r.games.toLocaleString("en-US")} | ${r.target} | ${r.meets} |`);
  out.push("", "Fast path: the same playouts through each game's `FastPath` simulator (action indices, no move objects, no validation).", "");
  out.push("| game | players | config | public games/s | fast path games/s | fast / public | moves/game (fast path) | target (2p) | meets target |");
  out.push("|---|---:|---|---:|---:|---:|---:|---|---|");
  for (const r of rows) {
    const f = r.fastPath;
    out.push(`| ${r.game} | ${r.players} | ${r.config} | ${num(r.gamesPerSecond)} | ${num(f.gamesPerSecond)} | ${f.ratio.toFixed(2)}× | ${f.movesPerGame.toFixed(1)} | ${f.target} | ${f.meets} |`);
  }
  if (calls.length > 0) {
    out.push("", "| game | players | call | calls/s | positions |", "|---|---:|---|---:|---:|");
    for (const c of calls) out.push(`| ${c.game} | ${c.players} | \`${c.call}\` | ${num(c.callsPerSecond)} | ${c.positions} |`);
  }
  out.push("", `Peak memory: RSS ${memory.peakRssMB} MB, heap used ${memory.peakHeapUsedMB} MB.`);
  if (problems.length > 0) {
    out.push("", "Problems: playouts that threw or did not end (not counted as games or moves above, but their time is):", "");
    for (const p of problems) out.push(`- ${p.game} ${p.players}p ${p.config}${Number.isNaN(p.seed) ? "" : `, seed ${p.seed}`}: ${p.error}`);
  }
  emit(out.join("\n"));
}
