/**
 * Bot strength (a benchmark, not a test): for each game, 2 players, seats alternated (the
 * simulator rotates seats by game index), win rates with 95% Wilson intervals:
 *   - mcts vs heuristic: the default MCTS (`mctsBot()` with its time budget per decision) against
 *     the one-ply rule-of-thumb bot of bench/heuristics/ (target: at least 90%),
 *   - greedy vs heuristic: `greedyBot` against the same bot (target: at least 50%),
 * plus, for every MCTS pairing, iterations per decision (mean, median, lowest) and the longest
 * decision. Other pairings: `mcts:greedy`, `greedy:random`, `mcts:self`, any of
 * `mcts`, `greedy`, `random`, `heuristic`; and `speed`: MCTS iterations per second at 200
 * iterations a decision on positions along a greedy game.
 *
 *   npx tsx bench/strength.ts [--games 20] [--first 0] [--time-ms 1000] [--iterations N] [--only azul,almadi]
 *                             [--opponent heuristic] [--pairs mcts:heuristic,greedy:heuristic]
 *
 * It plays the built package (`dist/`: `npm run build` first); the rule-of-thumb bots come from the
 * sources. `--time-ms` is MCTS's budget per decision (default: its own default, 1 s); `--iterations N` gives
 * it N iterations instead, with no clock (deterministic). `--opponent` names the second bot of the
 * default pairings. `--first` is the index of the first game (default 0): other games of the same
 * seed, so a change tuned on games 0–99 can be checked on games 1000–1099.
 */
import type { AnyGame, Rng as RngType } from "../src/core/index.js";
import type { MctsSearchInfo, NamedBot } from "../src/bots/index.js";
import { built, checkArgs, option } from "./lib.js";
import { heuristicBot } from "./heuristics/index.js";

// The built package, as an app runs it: under tsx every closure of the search pays for tsx's
// wrapping, which would cut MCTS's iterations within its time budget (see `built`).
const { games, Rng } = await built<typeof import("../src/index.js")>("index.js");
const { greedyBot, mctsBot, randomBot } = await built<typeof import("../src/bots/index.js")>("bots/index.js");
const { simulate } = await built<typeof import("../src/sim/index.js")>("sim/index.js");

const usage =
  "npx tsx bench/strength.ts [--games 20] [--first 0] [--time-ms 1000] [--iterations N] [--only azul,almadi] [--opponent heuristic] [--pairs mcts:heuristic,greedy:heuristic]\n" +
  "(bots: mcts, greedy, random, heuristic; a pairing `x:self` plays x against itself; `speed` measures MCTS iterations per second)";
checkArgs(usage, ["games", "first", "time-ms", "iterations", "only", "opponent", "pairs"]);
const n = Number(option("games", "20"));
const first = Number(option("first", "0"));
const timeMs = option("time-ms", "");
const iterations = option("iterations", "");
const ids = option("only", Object.keys(games).join(",")).split(",");
const opponent = option("opponent", "heuristic");
const pairs = option("pairs", `mcts:${opponent},greedy:${opponent}`).split(",");
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** What the MCTS bot's decisions did, gathered through `onSearch`. */
const searches: MctsSearchInfo[] = [];
const mctsOptions = {
  ...(timeMs ? { timeMs: Number(timeMs) } : {}),
  ...(iterations ? { iterations: Number(iterations) } : {}),
  onSearch: (info: MctsSearchInfo) => searches.push(info),
};
const mctsName = iterations ? `mcts-${iterations}` : `mcts(${timeMs || "default"} ms)`;

function bot(name: string): NamedBot {
  switch (name) {
    case "mcts":
      return { name: mctsName, play: mctsBot(mctsOptions) };
    case "greedy":
      return { name, play: greedyBot };
    case "random":
      return { name, play: randomBot };
    case "heuristic":
      return { name, play: heuristicBot };
    default:
      process.stderr.write(`unknown bot "${name}"\n${usage}\n`);
      process.exit(2);
  }
}

/** Iterations per decision and the longest decision, over the searches gathered since `from`. */
function searchLine(from: number): string {
  const s = searches.slice(from);
  if (s.length === 0) return "";
  const its = s
    .filter((x) => !x.solved)
    .map((x) => x.iterations)
    .sort((a, b) => a - b);
  const mean = its.reduce((a, b) => a + b, 0) / Math.max(1, its.length);
  const longest = Math.max(...s.map((x) => x.milliseconds));
  const solved = s.length - its.length;
  return (
    `; MCTS ${s.length} decisions: iterations per decision mean ${mean.toFixed(0)}, median ${its[its.length >> 1] ?? 0}, lowest ${its[0] ?? 0}` +
    `${solved > 0 ? `, ${solved} solved exactly` : ""}; longest decision ${longest.toFixed(0)} ms`
  );
}

/** MCTS iterations per second over `decisions` positions of a greedy self-play game (200 iterations each). */
function speed(game: AnyGame, decisions: number): number {
  let s = game.setup({ players: 2, seed: "speed" });
  const rng = Rng.fromSeed(1);
  const mcts = mctsBot({ iterations: 200 });
  let its = 0;
  let ms = 0;
  for (let i = 0; i < decisions * 3 && !game.isTerminal(s); i++) {
    const p = game.activePlayers(s)[0]!;
    const legal = game.legalMoves(s, p);
    const real = s;
    const ctx = { game, player: p, determinize: (r: RngType) => game.determinize(real, p, r) };
    if (i % 3 === 0 && legal.length > 1) {
      const t = performance.now();
      mcts(game.playerView(s, p), legal, rng, ctx);
      ms += performance.now() - t;
      its += 200;
    }
    s = game.applyMove(s, greedyBot(game.playerView(s, p), legal, rng, ctx), p);
  }
  return its / (ms / 1000);
}

for (const id of ids) {
  const game = (games as Record<string, AnyGame>)[id];
  if (!game) {
    process.stderr.write(`unknown game "${id}" (known: ${Object.keys(games).join(", ")})\n`);
    process.exit(2);
  }
  for (const pair of pairs) {
    if (pair === "speed") {
      console.log(`${id}: MCTS ${speed(game, 8).toFixed(0)} iterations/s`);
      continue;
    }
    const [a, b] = pair.split(":") as [string, string | undefined];
    if (b === undefined) {
      process.stderr.write(`a pairing is "x:y" or "x:self", not "${pair}"\n${usage}\n`);
      process.exit(2);
    }
    const from = searches.length;
    const bots = b === "self" ? [bot(a)] : [bot(a), bot(b)];
    const r = await simulate({ game, players: 2, bots, games: n, first, seed: `strength-${id}` });
    if (b === "self") {
      const [s0, s1] = r.seats;
      console.log(
        `${id}: ${bots[0]!.name} self-play, ${r.games} games: mean ${r.bots[0]!.score.mean.toFixed(1)} per player (seat 0 wins ${pct(s0!.winRate)}, seat 1 ${pct(s1!.winRate)}), ${r.seconds.toFixed(0)} s${searchLine(from)}`,
      );
    } else {
      const [x, y] = r.bots;
      console.log(
        `${id}: ${x!.name} vs ${y!.name}, ${r.games} games: ${x!.name} wins ${pct(x!.winRate)} [95% CI ${pct(x!.winRateCI95[0])}–${pct(x!.winRateCI95[1])}], ` +
          `mean ${x!.score.mean.toFixed(1)} vs ${y!.score.mean.toFixed(1)}, ${r.seconds.toFixed(0)} s${searchLine(from)}`,
      );
    }
  }
}
