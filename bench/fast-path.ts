/**
 * Fast path against public API (a benchmark, not a test), on the built package (`dist/`, as an app
 * runs it: build first with `npx tsup`). Per game, 2 players, default config: random playouts
 * through the public API (`legalMoves` + validating `applyMove`, a uniformly random move) and
 * through the game's fast path (`registry[id].fastPath`: a uniformly random action among
 * `legalActions`), seeds 1, 2, 3, …, in games per CPU second (`process.cpuUsage`, steadier than the
 * wall clock on a shared machine). The two take turns for `--rounds` rounds of `--seconds` each,
 * after a short warm-up; the ratio is fast ÷ public over the totals.
 *
 * The last two columns are what the rules' own work allows, on the same random public games
 * replayed on a working state (`game.work(state)`: in place, no validation, no copy), ÷ public:
 * - "play alone": each move played by the rules' `play`, nothing listed. A fast path runs the
 *   same rules (one implementation per game), so it plays every move at least this way.
 * - "least listing + play": before each move, the least listing any fast path over the game's one
 *   move generator must make, then the move played. In a flat space `legalActions` reports every
 *   legal action, so the generator lists every move; in a factored space the first choice (the
 *   move type) needs to know which types have a legal move, so the generator is asked that and
 *   skips each type once it has one. A fast path also chooses the move's fields and keeps its
 *   books, so fast ÷ public stays below this bound too, however it is written.
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

/**
 * A sink for the least listing: in a factored space (`types` given) it asks only which move types
 * have a legal move (each type skipped once seen, done once all are); in a flat space it takes
 * every move. It keeps nothing but what it has seen.
 */
class LeastListing {
  done = false;
  private readonly seen = new Set<string>();
  constructor(private readonly types: readonly string[] | null) {}
  reset(): this {
    this.seen.clear();
    this.done = false;
    return this;
  }
  wants(type: string): boolean {
    return this.types === null || !this.seen.has(type);
  }
  add(move: { readonly type: string }): void {
    if (this.types === null) return;
    this.seen.add(move.type);
    this.done = this.seen.size >= this.types.length;
  }
}

/** The recorded games replayed with the least listing before each move (see the header) for `budget` CPU seconds: [games, seconds]. */
function leastListingAndPlay(id: keyof typeof registry, recorded: ReturnType<typeof recordGames>, budget: number, at: { n: number }): [number, number] {
  const game = games[id] as import("../src/index.js").AnyGame;
  const space = registry[id].actionSpace as import("../src/index.js").ActionSpace<unknown, unknown, unknown>;
  const start = cpu();
  let done = 0;
  while (cpu() - start < budget) {
    const { seed, moves } = recorded[at.n++ % recorded.length] ?? { seed: 1, moves: [] };
    const state = game.setup({ players: PLAYERS, seed });
    const sink = new LeastListing(space.factored ? (space.segmentsOf(state)[0]?.values ?? []) : null);
    const work = game.work(state);
    for (const { move, player } of moves) {
      work.generate(sink.reset() as never, player);
      work.play(move, player);
    }
    done++;
  }
  return [done, cpu() - start];
}

/** Recorded games a round replays (cycled). */
const RECORDED_GAMES = 200;

console.log(`| game | public games/s | fast path games/s | fast ÷ public | least listing + play ÷ public (bound) | play alone ÷ public (bound) |\n|---|---:|---:|---:|---:|---:|`);
for (const id of ids) {
  const pub = (budget: number, seed: { n: number }): [number, number] => publicPlayouts(games[id], (n) => Rng.fromSeed(n), PLAYERS, budget, seed);
  pub(WARM_UP_SECONDS, { n: 0 });
  fastPlayouts(id, WARM_UP_SECONDS, { n: 0 });
  const recorded = recordGames(id, RECORDED_GAMES);
  playAlone(id, recorded, WARM_UP_SECONDS, { n: 0 });
  leastListingAndPlay(id, recorded, WARM_UP_SECONDS, { n: 0 });
  const [pubSeed, fastSeed, replayed, listed] = [{ n: 0 }, { n: 0 }, { n: 0 }, { n: 0 }];
  let [pg, pt, fg, ft, ag, at, lg, lt] = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let r = 0; r < rounds; r++) {
    const [g1, t1] = pub(seconds, pubSeed);
    const [g2, t2] = fastPlayouts(id, seconds, fastSeed);
    const [g3, t3] = playAlone(id, recorded, seconds, replayed);
    const [g4, t4] = leastListingAndPlay(id, recorded, seconds, listed);
    [pg, pt, fg, ft, ag, at, lg, lt] = [pg + g1, pt + t1, fg + g2, ft + t2, ag + g3, at + t3, lg + g4, lt + t4];
  }
  const [p, f, a, l] = [pg / pt, fg / ft, ag / at, lg / lt];
  console.log(`| ${id} | ${p.toFixed(0)} | ${f.toFixed(0)} | ${(f / p).toFixed(2)} | ${(l / p).toFixed(2)} | ${(a / p).toFixed(2)} |`);
}
