/**
 * Bot strength (a benchmark, not a test): for each game, 2 players, seats alternated (the
 * simulator rotates seats by game index), 95% Wilson intervals:
 *   - mcts vs greedy (target: mcts wins at least 75%),
 *   - greedy vs random (target: greedy wins at least 90%),
 *   - mcts self-play (Azul target: at least 60 points per player),
 * and MCTS iterations per second on positions along a greedy game.
 *
 *   npx tsx bench/strength.ts [--games 200] [--iterations 1000] [--only azul,almadi] [--pairs mcts:greedy,greedy:random,mcts:self,speed] [--workers 1]
 *
 * With --workers > 1 it needs the build (`npx tsup`); MCTS then runs in the built bots.
 */
import { Rng, type AnyGame } from "../src/core/index.js";
import { games } from "../src/index.js";
import { checkArgs, option } from "./lib.js";
import { greedyBot, mctsBot } from "../src/bots/index.js";
import { simulate } from "../src/sim/index.js";

checkArgs(
  "npx tsx bench/strength.ts [--games 200] [--iterations 1000] [--only azul,almadi] [--pairs mcts:greedy,greedy:random,mcts:self,speed] [--workers 1]\n" +
    "(the defaults play every game and pairing: hours; see docs/benchmarks.md)",
  ["games", "iterations", "only", "pairs", "workers"],
);
const opt = option;
const n = Number(opt("games", "200"));
const iterations = Number(opt("iterations", "1000"));
const workers = Number(opt("workers", "1"));
const ids = opt("only", Object.keys(games).join(",")).split(",");
const pairs = opt("pairs", "mcts:greedy,greedy:random,mcts:self,speed").split(",");
const mcts = iterations === 1000 ? "mcts" : `mcts-${iterations}`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** MCTS iterations per second over `decisions` positions of a greedy self-play game. */
function speed(game: AnyGame, decisions: number): number {
  let s = game.setup({ players: 2, seed: "speed" });
  const rng = Rng.fromSeed(1);
  const bot = mctsBot({ iterations: 200 });
  let its = 0;
  let ms = 0;
  for (let i = 0; i < decisions * 3 && !game.isTerminal(s); i++) {
    const p = game.activePlayers(s)[0]!;
    const legal = game.legalMoves(s, p);
    const real = s;
    const ctx = { game, player: p, determinize: (r: Rng) => game.determinize(real, p, r) };
    if (i % 3 === 0 && legal.length > 1) {
      const t = performance.now();
      bot(game.playerView(s, p), legal, rng, ctx);
      ms += performance.now() - t;
      its += 200;
    }
    s = game.applyMove(s, greedyBot(game.playerView(s, p), legal, rng, ctx), p);
  }
  return its / (ms / 1000);
}

for (const id of ids) {
  const game = (games as Record<string, AnyGame>)[id]!;
  for (const pair of pairs) {
    if (pair === "speed") {
      console.log(`${id}: MCTS ${speed(game, 8).toFixed(0)} iterations/s`);
      continue;
    }
    const [a, b] = pair.split(":").map((x) => (x === "mcts" ? mcts : x)) as [string, string];
    const bots = b === "self" ? [a] : [a, b];
    const r = await simulate({ game, players: 2, bots, games: n, seed: `strength-${id}`, workers });
    if (b === "self") {
      const [s0, s1] = r.seats;
      console.log(`${id}: ${a} self-play, ${r.games} games: mean ${r.bots[0]!.score.mean.toFixed(1)} per player (seat 0 wins ${pct(s0!.winRate)}, seat 1 ${pct(s1!.winRate)}), ${r.seconds.toFixed(0)} s`);
    } else {
      const [x, y] = r.bots;
      console.log(
        `${id}: ${a} vs ${b}, ${r.games} games: ${a} wins ${pct(x!.winRate)} [95% CI ${pct(x!.winRateCI95[0])}–${pct(x!.winRateCI95[1])}], ` +
          `mean ${x!.score.mean.toFixed(1)} vs ${y!.score.mean.toFixed(1)}, ${r.seconds.toFixed(0)} s`,
      );
    }
  }
}
