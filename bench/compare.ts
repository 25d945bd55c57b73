/**
 * Two builds side by side (a benchmark, not a test): this checkout's `dist/` against another built
 * copy of the package (`--before <folder with dist/>`, e.g. a worktree of an older commit after
 * `npx tsup`), alternating in one process so both see the same machine load. Per game, 2 players:
 *
 * - `public`: random playouts through the public API (`legalMoves` + validating `applyMove`), games
 *   per CPU second, seeds 1, 2, 3, … as `npm run bench`;
 * - `mcts`: `mctsBot()` at its default settings with a fixed iteration count (`--iterations`),
 *   iterations per CPU second, on positions of a greedy game with seed "speed" (every third one).
 *   Both builds search the same positions: each round, `--decisions` of them, spread evenly over
 *   the whole game across the rounds (a decision's cost depends much on the position: an opening
 *   lists far more moves than an endgame). A build that reports its searches counts the iterations
 *   it ran (none for a move solved exactly, whose time still counts), so an exact endgame solve
 *   never inflates the figure.
 *
 * Each round times every build on every game, builds taking turns (public playouts for
 * `--seconds`, then the round's decisions); the figure is the ratio now ÷ before of the totals over
 * `--rounds` rounds. CPU time (`process.cpuUsage`) is steadier than the wall clock on a shared
 * machine.
 *
 * With `--iterations default` each build searches with its own default budget (`mctsBot()` as is:
 * a fixed count of iterations in older builds, one second now), counting the iterations it reports.
 *
 *   npx tsup && npx tsx bench/compare.ts --before ../old [--seconds 1] [--rounds 3] [--decisions 4] [--iterations 100|default] [--only azul,almadi] [--json]
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { checkArgs, cpuSeconds as cpu, option, publicPlayouts, type PlayableGame } from "./lib.js";

// `--json` is a flag (no value): taken out before the valued options are checked.
const json = process.argv.includes("--json");
if (json) process.argv.splice(process.argv.indexOf("--json"), 1);
checkArgs("npx tsx bench/compare.ts --before <package folder> [--seconds 1] [--rounds 3] [--decisions 4] [--iterations 100|default] [--only azul,almadi] [--json]", [
  "before",
  "seconds",
  "rounds",
  "decisions",
  "iterations",
  "only",
]);
const beforeDir = option("before", "");
if (beforeDir === "") throw new Error("--before needs the folder of another built copy of the package (with dist/)");
const seconds = Number(option("seconds", "1"));
const rounds = Number(option("rounds", "3"));
const decisions = Number(option("decisions", "4"));
// "default": each build's own default budget (a number of iterations, or a time), so each searches as `mctsBot()` does.
const iterationsOption = option("iterations", "100");
const iterations = iterationsOption === "default" ? null : Number(iterationsOption);

/** The parts of a build this benchmark uses (typed loosely: the two builds' types may differ). */
interface Build {
  readonly games: Record<string, Game>;
  readonly Rng: { fromSeed(seed: number | string): Rng };
  readonly mctsBot: (options?: object) => (view: unknown, moves: readonly unknown[], rng: Rng, ctx: unknown) => unknown;
  readonly mctsDefaults: (gameOrId: never) => { readonly iterations: number };
  readonly greedyBot: (view: unknown, moves: readonly unknown[], rng: Rng, ctx: unknown) => unknown;
}
interface Rng {
  int(n: number): number;
}
interface Game {
  readonly id: string;
  setup(options: { players: number; seed: number | string }): unknown;
  isTerminal(state: unknown): boolean;
  activePlayers(state: unknown): readonly number[];
  legalMoves(state: unknown, player?: number): readonly unknown[];
  applyMove(state: unknown, move: unknown, player?: number): unknown;
  playerView(state: unknown, player: number): unknown;
  determinize(state: unknown, player: number, rng: Rng): unknown;
}

async function load(dir: string): Promise<Build> {
  const root = resolve(dir, "dist/index.js");
  const bots = resolve(dir, "dist/bots/index.js");
  if (!existsSync(root) || !existsSync(bots)) throw new Error(`${dir}: no built package (run npx tsup there)`);
  const [main, b] = await Promise.all([import(pathToFileURL(root).href), import(pathToFileURL(bots).href)]);
  return { games: main.games, Rng: main.Rng, mctsBot: b.mctsBot, mctsDefaults: b.mctsDefaults, greedyBot: b.greedyBot };
}

const builds: readonly (readonly [string, Build])[] = [
  ["now", await load(".")],
  ["before", await load(beforeDir)],
];
const ids = option("only", Object.keys(builds[0]![1].games).join(",")).split(",");

/** Every third position of a greedy 2-player game with seed "speed" (the same in both builds' rules). */
function positions(build: Build, id: string): { state: unknown; player: number }[] {
  const game = build.games[id]!;
  const greedy = build.greedyBot;
  const rng = build.Rng.fromSeed("speed");
  let s = game.setup({ players: 2, seed: "speed" });
  const out: { state: unknown; player: number }[] = [];
  for (let i = 0; !game.isTerminal(s); i++) {
    const p = game.activePlayers(s)[0]!;
    const moves = game.legalMoves(s, p);
    if (i % 3 === 0 && moves.length > 1) out.push({ state: s, player: p });
    const ctx = { game, player: p, determinize: (r: Rng) => game.determinize(s, p, r) };
    s = game.applyMove(s, greedy(game.playerView(s, p), moves, rng, ctx), p);
  }
  return out;
}

/** MCTS at its defaults on the positions `round` takes (see {@link roundPositions}): [iterations, CPU seconds]. */
function searches(build: Build, id: string, at: readonly { state: unknown; player: number }[], round: number): [number, number] {
  const game = build.games[id]!;
  // A build that reports its searches (`onSearch`) counts the iterations it ran: none for a move it
  // solved exactly, whose time still counts. An older build that does not always runs them all.
  let reported: number | null = null;
  const onSearch = (info: { iterations: number }): number => (reported = info.iterations);
  const bot = build.mctsBot(iterations === null ? { onSearch } : { iterations, onSearch });
  const start = cpu();
  let done = 0;
  for (const k of roundPositions(at.length, round)) {
    const { state, player } = at[k]!;
    const ctx = { game, player, determinize: (r: Rng) => game.determinize(state, player, r) };
    reported = null;
    bot(game.playerView(state, player), game.legalMoves(state, player), build.Rng.fromSeed(k), ctx);
    // A build that does not report runs every iteration of its budget: the count given, or its
    // default count (such older builds took the game's id).
    done += reported ?? iterations ?? build.mctsDefaults(id as never).iterations;
  }
  return [done, cpu() - start];
}

/** The positions (indices of `count`) searched in `round`: `--decisions` of them, all rounds together spread evenly over the game. */
function roundPositions(count: number, round: number): number[] {
  const all = rounds * decisions;
  return Array.from({ length: decisions }, (_, j) => Math.min(count - 1, Math.floor(((j * rounds + round + 0.5) * count) / all)));
}

/** Every measure plays 2-player games. */
const PLAYERS = 2;

const rows: { game: string; measure: string; now: number; before: number; ratio: number }[] = [];
for (const id of ids) {
  const at = new Map(builds.map(([name, b]) => [name, positions(b, id)]));
  const totals = new Map<string, [number, number]>();
  const add = (key: string, [count, time]: [number, number]): void => {
    const t = totals.get(key) ?? [0, 0];
    totals.set(key, [t[0] + count, t[1] + time]);
  };
  const seeds = new Map(builds.map(([name]) => [name, { n: 0 }]));
  for (let r = 0; r < rounds; r++) {
    // Builds take turns, and swap who goes first each round.
    const order = r % 2 === 0 ? builds : [...builds].reverse();
    for (const [name, b] of order) {
      add(
        `public ${name}`,
        publicPlayouts(b.games[id] as PlayableGame, (n) => b.Rng.fromSeed(n), PLAYERS, seconds, seeds.get(name)!),
      );
      add(`mcts ${name}`, searches(b, id, at.get(name)!, r));
    }
  }
  for (const measure of ["public", "mcts"]) {
    const rate = (name: string): number => {
      const [count, time] = totals.get(`${measure} ${name}`)!;
      return count / time;
    };
    const now = rate("now");
    const before = rate("before");
    rows.push({ game: id, measure: measure === "public" ? "public API games/s" : `mctsBot() iterations/s (${iterations ?? "default budget"} per decision)`, now, before, ratio: now / before });
  }
}

if (json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log("| game | measure | now | before | now ÷ before |\n|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.game} | ${r.measure} | ${r.now.toFixed(1)} | ${r.before.toFixed(1)} | ${r.ratio.toFixed(2)} |`);
}
