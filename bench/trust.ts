/**
 * What trust costs (`npx tsx bench/trust.ts`, under a minute): per game, 2 players, on positions
 * of random games, nanoseconds of CPU time (steadier than the wall clock on a shared machine) per call of
 *
 * - `playerView` as shipped (a copy of what the game built), and the two ways to make a view safe,
 *   measured on a view: copying it (`clonePlain`, what ships) or deep-freezing a fresh one (what
 *   does not: see docs/benchmarks.md for why);
 * - `determinize` as shipped (a copy);
 * - reading a move once into frozen plain data (`plainSnapshot`), next to the validating
 *   `applyMove` that now does it, and to the road not taken: copying it from its property
 *   descriptors (which would refuse getters outright);
 * - `game.evaluate` (argument checks, then the game's own) next to the game's own function.
 *
 *   npx tsx bench/trust.ts              # every game
 *   npx tsx bench/trust.ts azul         # one game
 *   BENCH_SECONDS=0.5 npx tsx bench/trust.ts
 */
import { deepFreeze, Rng, type AnyGame, type PlayerId } from "../src/core/index.js";
import { clonePlain, plainSnapshot } from "../src/core/snapshot.js";
import { games } from "../src/index.js";
import { cpuSeconds } from "./lib.js";
import { evaluateAzul } from "../src/games/azul/index.js";
import { evaluateQueensGarden } from "../src/games/queens-garden/index.js";
import { evaluateAlmadi } from "../src/games/almadi/index.js";
import { evaluateKaresansui } from "../src/games/karesansui/index.js";
import { evaluateCastlesOfBurgundy } from "../src/games/castles-of-burgundy/index.js";

/** Each game's own evaluation, as its entry point exports it (no argument checks). */
const OWN_EVALUATION: Record<string, (state: never, player: PlayerId) => number> = {
  azul: evaluateAzul,
  "queens-garden": evaluateQueensGarden,
  almadi: evaluateAlmadi,
  karesansui: evaluateKaresansui,
  "castles-of-burgundy": evaluateCastlesOfBurgundy,
};
/** Positions sampled per game (one in every few states of random 2-player games). */
const POSITIONS = 200;
const seconds = Number(process.env.BENCH_SECONDS ?? 0.1);
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));

interface Position {
  readonly state: unknown;
  readonly seat: PlayerId;
  readonly move: unknown;
}

function positions(game: AnyGame): Position[] {
  const out: Position[] = [];
  const rng = Rng.fromSeed(`trust-${game.id}`);
  for (let seed = 1; out.length < POSITIONS; seed++) {
    let state = game.setup({ players: 2, seed });
    while (!game.isTerminal(state) && out.length < POSITIONS) {
      const seat = game.activePlayers(state)[0]!;
      const moves = game.legalMoves(state, seat);
      const move = moves[rng.int(moves.length)];
      if (rng.int(4) === 0) out.push({ state, seat, move });
      state = game.applyMove(state, move, seat);
    }
  }
  return out;
}

/** This process's CPU time in microseconds: on a shared machine, steadier than the wall clock. */
const cpu = (): number => cpuSeconds() * 1e6;

/** Nanoseconds of CPU time per call of `f` over the positions: the best of three runs (the first warms up). */
function time(at: readonly Position[], f: (p: Position) => unknown): number {
  return Math.min(timeOnce(at, f), timeOnce(at, f), timeOnce(at, f));
}

function timeOnce(at: readonly Position[], f: (p: Position) => unknown): number {
  let sink = 0;
  for (const p of at) sink += f(p) === undefined ? 0 : 1;
  let calls = 0;
  const start = cpu();
  const end = start + seconds * 1e6;
  let now = start;
  while (now < end) {
    for (const p of at) sink += f(p) === undefined ? 0 : 1;
    calls += at.length;
    now = cpu();
  }
  if (sink < 0) console.log(sink);
  return ((now - start) * 1e3) / calls;
}

/** A plain copy made from property descriptors (refusing accessors): what `plainSnapshot` does not do. */
function fromDescriptors(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  const out: Record<string, unknown> = Array.isArray(v) ? ([] as unknown as Record<string, unknown>) : {};
  const all = Object.getOwnPropertyDescriptors(v);
  for (const key of Object.keys(all)) {
    const d = all[key]!;
    if (!d.enumerable) continue;
    if (!("value" in d)) throw new Error("accessor");
    out[key] = fromDescriptors(d.value);
  }
  return Object.freeze(out);
}

const ns = (x: number): string => (x >= 10_000 ? `${(x / 1000).toFixed(1)} µs` : `${Math.round(x)} ns`);

console.log(
  "| game | playerView (shipped) | copy a view (clonePlain) | deep-freeze a fresh view | determinize (shipped) | snapshot a move (read once) | copy a move from descriptors | applyMove (validating) | game.evaluate | game's own evaluate |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const game of Object.values(games) as AnyGame[]) {
  if (only.length > 0 && !only.includes(game.id)) continue;
  const at = positions(game);
  const rng = Rng.fromSeed(1);
  const view = time(at, (p) => game.playerView(p.state, p.seat));
  // From scratch: an unfrozen copy of the view each time (the copy's own cost is taken off).
  const copies = (p: Position) => JSON.parse(JSON.stringify(game.playerView(p.state, p.seat)));
  const copyOnly = time(at, copies);
  const freeze = time(at, (p) => deepFreeze(copies(p))) - copyOnly;
  const viewsToClone = at.map((p) => ({ ...p, state: copies(p) }));
  const clone = time(viewsToClone, (p) => clonePlain(p.state));
  const determinize = time(at, (p) => game.determinize(p.state, p.seat, rng));
  const snapshot = time(at, (p) => plainSnapshot(p.move));
  const descriptors = time(at, (p) => fromDescriptors(p.move));
  const apply = time(at, (p) => game.applyMove(p.state, p.move, p.seat));
  const evaluate = time(at, (p) => game.evaluate!(p.state, p.seat));
  const own = OWN_EVALUATION[game.id]!;
  const ownEvaluate = time(at, (p) => own(p.state as never, p.seat));
  console.log(`| ${game.id} | ${ns(view)} | ${ns(clone)} | ${ns(freeze)} | ${ns(determinize)} | ${ns(snapshot)} | ${ns(descriptors)} | ${ns(apply)} | ${ns(evaluate)} | ${ns(ownEvaluate)} |`);
}
