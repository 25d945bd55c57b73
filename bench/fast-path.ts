/**
 * Fast path against public API (a benchmark, not a test), on the built package (`dist/`, as an app
 * runs it: build first with `npx tsup`). Per game, 2 players, default config: random playouts
 * through the public API (`legalMoves` + validating `applyMove`, a uniformly random move) and
 * through the game's fast path (`registry[id].fastPath`: a uniformly random action among
 * `legalActions`), seeds 1, 2, 3, …, in games per CPU second (`process.cpuUsage`, steadier than the
 * wall clock on a shared machine). The two take turns for `--rounds` rounds of `--seconds` each,
 * after a short warm-up; the ratio is fast ÷ public over the totals.
 *
 * The last column is what the rules' own work allows: the same random public games replayed by
 * the rules' in-place `play` alone (`game.work(state).play`: no listing of moves, no validation,
 * no copy), ÷ public. A fast path runs the same rules (one implementation per game), so it plays
 * every move at least this way: fast ÷ public stays below this bound, whatever it lists and however.
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

/** The moves, with their seats, of the random public playouts of seeds 1…`count` (as `publicPlayouts` draws them). */
function recordGames(id: keyof typeof registry, count: number): { seed: number; moves: { move: unknown; player: number }[] }[] {
  const game = games[id] as import("../src/index.js").AnyGame;
  const out: { seed: number; moves: { move: unknown; player: number }[] }[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const rng = Rng.fromSeed(seed);
    let s = game.setup({ players: PLAYERS, seed });
    const moves: { move: unknown; player: number }[] = [];
    while (!game.isTerminal(s)) {
      const active = game.activePlayers(s);
      const player = active[rng.int(active.length)] ?? 0;
      const legal = game.legalMoves(s, player);
      const move = legal[rng.int(legal.length)];
      moves.push({ move, player });
      s = game.applyMove(s, move, player);
    }
    out.push({ seed, moves });
  }
  return out;
}

/** The recorded games replayed by the rules' in-place `play` alone for `budget` CPU seconds: [games, seconds]. */
function playAlone(id: keyof typeof registry, recorded: ReturnType<typeof recordGames>, budget: number, at: { n: number }): [number, number] {
  const game = games[id] as import("../src/index.js").AnyGame;
  const start = cpu();
  let done = 0;
  while (cpu() - start < budget) {
    const { seed, moves } = recorded[at.n++ % recorded.length] ?? { seed: 1, moves: [] };
    const work = game.work(game.setup({ players: PLAYERS, seed }));
    for (const { move, player } of moves) work.play(move, player);
    done++;
  }
  return [done, cpu() - start];
}

/** Recorded games a round replays (cycled). */
const RECORDED_GAMES = 200;

console.log(`| game | public games/s | fast path games/s | fast ÷ public | play alone ÷ public (bound) |\n|---|---:|---:|---:|---:|`);
for (const id of ids) {
  const pub = (budget: number, seed: { n: number }): [number, number] => publicPlayouts(games[id], (n) => Rng.fromSeed(n), PLAYERS, budget, seed);
  pub(WARM_UP_SECONDS, { n: 0 });
  fastPlayouts(id, WARM_UP_SECONDS, { n: 0 });
  const recorded = recordGames(id, RECORDED_GAMES);
  playAlone(id, recorded, WARM_UP_SECONDS, { n: 0 });
  const [pubSeed, fastSeed, replayed] = [{ n: 0 }, { n: 0 }, { n: 0 }];
  let [pg, pt, fg, ft, ag, at] = [0, 0, 0, 0, 0, 0];
  for (let r = 0; r < rounds; r++) {
    const [g1, t1] = pub(seconds, pubSeed);
    const [g2, t2] = fastPlayouts(id, seconds, fastSeed);
    const [g3, t3] = playAlone(id, recorded, seconds, replayed);
    [pg, pt, fg, ft, ag, at] = [pg + g1, pt + t1, fg + g2, ft + t2, ag + g3, at + t3];
  }
  const [p, f, a] = [pg / pt, fg / ft, ag / at];
  console.log(`| ${id} | ${p.toFixed(0)} | ${f.toFixed(0)} | ${(f / p).toFixed(2)} | ${(a / p).toFixed(2)} |`);
}
