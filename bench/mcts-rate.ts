/**
 * MCTS iterations per second (a benchmark, not a test), per game, 2 players, one thread, for three
 * settings of `mctsBot`:
 *   - `tuned`: the game's tuned defaults (progressive bias, greedy rollouts cut at 4 moves);
 *   - `random, depth 8`: random rollouts cut at 8 moves, no progressive bias;
 *   - `random, to the end`: plain UCT, random rollouts played to the end of the game.
 * The random settings run twice, with `fastPath: false` (rollouts on the public engine) and with
 * the default `fastPath: true` (rollouts on the game's mutable simulator, where it has one).
 *
 *   npx tsx bench/mcts-rate.ts [--iterations 200] [--decisions 6] [--seconds 1.5] [--only azul,karesansui]
 *
 * Positions: every third position of a greedy 2-player game with seed "speed", as the speed pair
 * of bench/strength.ts. Each setting searches them once untimed, then the settings take turns
 * (the one timed least so far next) searching them again, timed, from `Rng.fromSeed(1)`, until
 * each has had `--seconds`.
 */
import { Rng, type AnyGame } from "../src/core/index.js";
import { games } from "../src/index.js";
import { checkArgs, option } from "./lib.js";
import { greedyBot, mctsBot, type MctsOptions } from "../src/bots/index.js";

checkArgs("npx tsx bench/mcts-rate.ts [--iterations 200] [--decisions 6] [--seconds 1.5] [--only azul,karesansui]", ["iterations", "decisions", "seconds", "only"]);
const opt = option;
const iterations = Number(opt("iterations", "200"));
const decisions = Number(opt("decisions", "6"));
const seconds = Number(opt("seconds", "1.5"));
const ids = opt("only", Object.keys(games).join(",")).split(",");

const SETTINGS: readonly (readonly [string, MctsOptions])[] = [
  ["tuned", {}],
  ["random, depth 8, fastPath: false", { rollout: "random", priorVisits: 0, rolloutDepth: 8, fastPath: false }],
  ["random, depth 8, fast path", { rollout: "random", priorVisits: 0, rolloutDepth: 8 }],
  ["random, to the end, fastPath: false", { rollout: "random", priorVisits: 0, rolloutDepth: Infinity, fastPath: false }],
  ["random, to the end, fast path", { rollout: "random", priorVisits: 0, rolloutDepth: Infinity }],
];

interface Position {
  readonly state: unknown;
  readonly player: number;
  readonly legal: readonly unknown[];
}

/** Every third position (with a choice) of a greedy self-play game, up to `decisions` of them. */
function positions(game: AnyGame): Position[] {
  const out: Position[] = [];
  let s = game.setup({ players: 2, seed: "speed" });
  const rng = Rng.fromSeed(1);
  for (let i = 0; out.length < decisions && !game.isTerminal(s); i++) {
    const p = game.activePlayers(s)[0]!;
    const legal = game.legalMoves(s, p);
    if (i % 3 === 0 && legal.length > 1) out.push({ state: s, player: p, legal });
    const real = s;
    s = game.applyMove(s, greedyBot(game.playerView(s, p), legal, rng, { game, player: p, determinize: (r: Rng) => game.determinize(real, p, r) }), p);
  }
  return out;
}

/** One setting's bot, deciding at a position with the given Rng. */
type Decide = (x: Position, rng: Rng) => unknown;

function decider(game: AnyGame, options: MctsOptions): Decide {
  const bot = mctsBot({ ...options, iterations });
  return (x, rng) => bot(game.playerView(x.state, x.player), x.legal, rng, { game, player: x.player, determinize: (r: Rng) => game.determinize(x.state, x.player, r) });
}

/**
 * Iterations per second of every setting over the positions: one untimed pass each (so the JIT
 * has compiled the paths every setting takes), then timed passes, always of the setting timed
 * least so far, until each has had `seconds`. Taking turns spreads the load of a shared machine
 * evenly over the settings.
 */
function rates(at: readonly Position[], decide: readonly Decide[]): number[] {
  const warm = Rng.fromSeed(0);
  for (const d of decide) for (const x of at) d(x, warm);
  const rngs = decide.map(() => Rng.fromSeed(1));
  const ms = decide.map(() => 0);
  const done = decide.map(() => 0);
  for (;;) {
    // The setting timed least so far goes next, so all of them share the run's time evenly.
    const i = ms.indexOf(Math.min(...ms));
    if (ms[i]! >= seconds * 1000) break;
    const start = performance.now();
    for (const x of at) decide[i]!(x, rngs[i]!);
    ms[i]! += performance.now() - start;
    done[i]! += at.length * iterations;
  }
  return done.map((n, i) => n / (ms[i]! / 1000));
}

const rows: string[] = [];
for (const id of ids) {
  const game = (games as Record<string, AnyGame>)[id];
  if (!game) throw new Error(`unknown game ${id} (known: ${Object.keys(games).join(", ")})`);
  const r = rates(
    positions(game),
    SETTINGS.map(([, options]) => decider(game, options)),
  );
  SETTINGS.forEach(([label], i) => {
    rows.push(`| ${id} | ${label} | ${Math.round(r[i]!).toLocaleString("en-US")} |`);
    process.stderr.write(`  ${id} ${label}: ${r[i]!.toFixed(0)} iterations/s\n`);
  });
}
console.log(
  `MCTS, 2 players, ${iterations} iterations per decision, ${decisions} positions, ${seconds} s per setting (settings take turns). ${new Date().toISOString()}, Node ${process.version}.`,
  "\n",
);
console.log("| game | setting | iterations/s |\n|---|---|---:|");
console.log(rows.join("\n"));
