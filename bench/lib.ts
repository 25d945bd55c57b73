import { Rng, type AnyGame } from "../src/core/index.js";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Checks the command line before a benchmark starts: `--help` prints `usage` and exits; an
 * option not in `valued` (each takes a value), or a bare argument, prints `usage` and exits 2, so
 * a mistyped option never starts an hours-long run with its defaults.
 */
export function checkArgs(usage: string, valued: readonly string[]): void {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    if (!name.startsWith("--") || !valued.includes(name.slice(2)) || args[i + 1] === undefined) {
      process.stderr.write(`${name.startsWith("--") ? `unknown option or missing value: ${name}` : `unexpected argument: ${name}`}\n${usage}\n`);
      process.exit(2);
    }
  }
}

/** The value after `--name` on the command line, or `fallback`. */
export function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
}

/** Figures from one benchmark run of one game at one player count. */
export interface PlayoutFigures {
  game: string;
  players: number;
  config: string;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerGame: number;
  /** applyMove calls per second (validated path, as users call it). */
  applyPerSecond: number;
  /** legalMoves calls per second. */
  legalMovesPerSecond: number;
}

/**
 * Plays complete random games for about `seconds` on this thread and counts them. Each move is
 * picked uniformly from `legalMoves` and applied with the public, validating `applyMove`.
 */
export function benchPlayouts(game: AnyGame, players: number, seconds: number, config: Record<string, unknown> = {}): PlayoutFigures {
  const rng = Rng.fromSeed(`bench-${game.id}-${players}`);
  // Warm up the JIT.
  const warmEnd = performance.now() + Math.min(1000, seconds * 200);
  let seed = 1;
  while (performance.now() < warmEnd) playOne(game, players, seed++, rng, config);
  let games = 0;
  let moves = 0;
  let legalTime = 0;
  let applyTime = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const r = playOne(game, players, seed++, rng, config);
    games++;
    moves += r.moves;
  }
  const elapsed = (performance.now() - start) / 1000;
  // Separate timing of the two hot calls on a sample of positions.
  const sample = samplePositions(game, players, rng, config);
  const t0 = performance.now();
  let calls = 0;
  while (performance.now() - t0 < 500)
    for (const s of sample) {
      game.legalMoves(s.state);
      calls++;
    }
  legalTime = (performance.now() - t0) / 1000;
  const legalCalls = calls;
  const t1 = performance.now();
  calls = 0;
  while (performance.now() - t1 < 500)
    for (const s of sample) {
      game.applyMove(s.state, s.move, s.player);
      calls++;
    }
  applyTime = (performance.now() - t1) / 1000;
  return {
    game: game.id,
    players,
    config: JSON.stringify(config),
    games,
    seconds: round(elapsed),
    gamesPerSecond: round(games / elapsed),
    movesPerGame: round(moves / Math.max(1, games)),
    applyPerSecond: Math.round(calls / applyTime),
    legalMovesPerSecond: Math.round(legalCalls / legalTime),
  };
}

function playOne(game: AnyGame, players: number, seed: number, rng: Rng, config: Record<string, unknown>): { moves: number } {
  let state = game.setup({ players, seed, config });
  let moves = 0;
  while (!game.isTerminal(state)) {
    const active = game.activePlayers(state);
    const player = active.length === 1 ? active[0]! : active[rng.int(active.length)]!;
    const legal = game.legalMoves(state, player);
    state = game.applyMove(state, legal[rng.int(legal.length)], player);
    moves++;
  }
  return { moves };
}

function samplePositions(game: AnyGame, players: number, rng: Rng, config: Record<string, unknown>) {
  const out: { state: unknown; move: unknown; player: number }[] = [];
  for (let g = 0; g < 5; g++) {
    let state = game.setup({ players, seed: 1000 + g, config });
    while (!game.isTerminal(state)) {
      const active = game.activePlayers(state);
      const player = active[rng.int(active.length)]!;
      const legal = game.legalMoves(state, player);
      const move = legal[rng.int(legal.length)];
      out.push({ state, move, player });
      state = game.applyMove(state, move, player);
    }
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/** This process's CPU time in seconds (user and system): on a shared machine, steadier than the wall clock. */
export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** What a random public-API playout uses of a game (typed loosely: another build's types may differ). */
export interface PlayableGame {
  setup(options: { players: number; seed: number }): unknown;
  isTerminal(state: unknown): boolean;
  activePlayers(state: unknown): readonly number[];
  legalMoves(state: unknown, player?: number): readonly unknown[];
  applyMove(state: unknown, move: unknown, player?: number): unknown;
}

/**
 * Random games through the public API (`legalMoves`, validating `applyMove`, a uniformly random
 * move of a random active seat) for `budget` CPU seconds, with seeds `seed.n + 1`, `seed.n + 2`, …
 * (`seed.n` advances): [games, CPU seconds]. `rngOf` makes the Rng of a seed (the build's own).
 */
export function publicPlayouts(game: PlayableGame, rngOf: (seed: number) => { int(n: number): number }, players: number, budget: number, seed: { n: number }): [number, number] {
  const start = cpuSeconds();
  let done = 0;
  while (cpuSeconds() - start < budget) {
    const n = ++seed.n;
    const rng = rngOf(n);
    let s = game.setup({ players, seed: n });
    while (!game.isTerminal(s)) {
      const active = game.activePlayers(s);
      const p = active[rng.int(active.length)] ?? 0;
      const moves = game.legalMoves(s, p);
      s = game.applyMove(s, moves[rng.int(moves.length)], p);
    }
    done++;
  }
  return [done, cpuSeconds() - start];
}

/** The newest modification time of any file under `dir`. */
const newest = (dir: string): number => Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((d) => (d.isDirectory() ? newest(join(dir, d.name)) : statSync(join(dir, d.name)).mtimeMs)));

/**
 * A module of the built package (`dist/<path>`), as an app runs it: run from the sources under
 * tsx, every named closure pays for tsx's wrapping, which distorts rates and search budgets. A
 * build older than the sources would measure old code: refused.
 */
export async function built<Module>(path: string): Promise<Module> {
  const entry = resolve("dist", path);
  if (!existsSync(entry) || statSync(entry).mtimeMs < newest("src")) throw new Error("dist/ is missing or older than src/: build the package first (npm run build)");
  return (await import(pathToFileURL(entry).href)) as Module;
}
