/**
 * Fast path against public API (a benchmark, not a test), on the built package (`dist/`, as an app
 * runs it: build first with `npx tsup`). Per game, 2 players, default config: random playouts
 * through the public API (`legalMoves` + validating `applyMove`, a uniformly random move) and
 * through the game's fast path (`registry[id].fastPath`: a uniformly random action among
 * `legalActions`), seeds 1, 2, 3, …, in games per CPU second (`process.cpuUsage`, steadier than the
 * wall clock on a shared machine). The two take turns for `--rounds` rounds of `--seconds` each,
 * after a short warm-up; the ratio is fast ÷ public over the totals.
 *
 *   npx tsup && npx tsx bench/fast-path.ts [--seconds 0.7] [--rounds 3] [--only azul,karesansui]
 *
 * Run through tsx, the sources themselves (`npm run bench`) pay for tsx's wrapping of every named
 * closure, which weighs on both paths unevenly; the built package does not.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { checkArgs, cpuSeconds as cpu, option, publicPlayouts } from "./lib.js";

checkArgs("npx tsx bench/fast-path.ts [--seconds 0.7] [--rounds 3] [--only azul,karesansui]", ["seconds", "rounds", "only"]);
const seconds = Number(option("seconds", "0.7"));
const rounds = Number(option("rounds", "3"));
const WARM_UP_SECONDS = 0.3;
const PLAYERS = 2;

const entry = resolve("dist/index.js");
if (!existsSync(entry)) throw new Error("no dist/: build the package first (npx tsup)");
const built = (await import(pathToFileURL(entry).href)) as typeof import("../src/index.js");
const { games, registry, Rng } = built;
const ids = option("only", Object.keys(games).join(",")).split(",") as (keyof typeof registry)[];

/** Random fast-path playouts for `budget` CPU seconds: [games, seconds]. */
function fastPlayouts(id: keyof typeof registry, budget: number, seed: { n: number }): [number, number] {
  const game = games[id] as import("../src/index.js").AnyGame;
  const fast = registry[id].fastPath as import("../src/index.js").FastPath<unknown>;
  let actions = new Int32Array(0);
  const start = cpu();
  let done = 0;
  while (cpu() - start < budget) {
    const n = ++seed.n;
    const rng = Rng.fromSeed(n);
    const sim = fast.create(game.setup({ players: PLAYERS, seed: n }));
    if (actions.length < sim.actionCount) actions = new Int32Array(sim.actionCount);
    while (!sim.isTerminal()) sim.apply(actions[rng.int(sim.legalActions(actions))] ?? -1);
    done++;
  }
  return [done, cpu() - start];
}

console.log(`| game | public games/s | fast path games/s | fast ÷ public |\n|---|---:|---:|---:|`);
for (const id of ids) {
  const pub = (budget: number, seed: { n: number }): [number, number] => publicPlayouts(games[id], (n) => Rng.fromSeed(n), PLAYERS, budget, seed);
  pub(WARM_UP_SECONDS, { n: 0 });
  fastPlayouts(id, WARM_UP_SECONDS, { n: 0 });
  const [pubSeed, fastSeed] = [{ n: 0 }, { n: 0 }];
  let [pg, pt, fg, ft] = [0, 0, 0, 0];
  for (let r = 0; r < rounds; r++) {
    const [g1, t1] = pub(seconds, pubSeed);
    const [g2, t2] = fastPlayouts(id, seconds, fastSeed);
    [pg, pt, fg, ft] = [pg + g1, pt + t1, fg + g2, ft + t2];
  }
  const [p, f] = [pg / pt, fg / ft];
  console.log(`| ${id} | ${p.toFixed(0)} | ${f.toFixed(0)} | ${(f / p).toFixed(2)} |`);
}
