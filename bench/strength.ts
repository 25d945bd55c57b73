/**
 * MCTS strength check (a benchmark, not a test): mcts-1000 against random and against greedy over
 * 200 two-player Azul games each, seats alternated (the simulator rotates seats by game index),
 * on worker threads. Prints running totals after every part so a long run can be read as it goes.
 *
 *   npx tsup && npx tsx bench/strength.ts [games=200] [workers=2] [part=20]
 */
import { azul } from "../src/games/azul/index.js";
import { aggregate, simulate } from "../src/sim/simulate.js";
import type { GameOutcome } from "../src/sim/run.js";

const games = Number(process.argv[2] ?? 200);
const workers = Number(process.argv[3] ?? 2);
const part = Number(process.argv[4] ?? 20);
const matchups = [
  ["mcts", "random"],
  ["mcts", "greedy"],
] as const;

const all = matchups.map(() => [] as GameOutcome[]);
const seconds = matchups.map(() => 0);
for (let first = 0; first < games; first += part) {
  for (const [m, bots] of matchups.entries()) {
    const r = await simulate({ game: azul, players: 2, bots: [...bots], games: Math.min(part, games - first), first, seed: `strength-${bots[1]}`, workers });
    all[m]!.push(...r.outcomes);
    seconds[m]! += r.seconds;
    const a = aggregate("azul", 2, `strength-${bots[1]}`, r.config, [...bots], all[m]!);
    const b = a.bots[0]!;
    console.log(
      `${bots.join(" vs ")}: ${a.games} games, mcts wins ${(100 * b.winRate).toFixed(1)}% ` +
        `[95% CI ${(100 * b.winRateCI95[0]).toFixed(1)}–${(100 * b.winRateCI95[1]).toFixed(1)}%], ` +
        `mean score mcts ${b.score.mean.toFixed(1)} vs ${bots[1]} ${a.bots[1]!.score.mean.toFixed(1)}, ` +
        `${(a.games / seconds[m]!).toFixed(3)} games/s`,
    );
  }
}
