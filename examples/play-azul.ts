/**
 * One complete, seeded 2-player game of Azul between two bots, printed move by move: MCTS with
 * 200 iterations a move (seat 1) against MCTS with 800 (seat 2). (The greedy bot is a poor Azul
 * player: points only arrive at the end of a round, so one ply sees none.) It prints every move
 * with its round as it is played, the boards after each round, and the final score breakdown and
 * ranking.
 *
 *   npm start                         # seed 1, coloured wall
 *   npm start -- --seed 3 --grey      # another seed, grey-wall variant (players choose wall columns)
 *
 * (`npm start` runs `tsx examples/play-azul.ts`; `npx tsx examples/play-azul.ts --seed 3` works too.)
 * The same seed always gives the same game. Only the public API is used: the `azul` definition and
 * the bots and match runner of `tesserae/bots`.
 */
import { azul, rankingLabel, seatLabel, type Seed } from "../src/index.js";
import { mctsBot, playMatch, type NamedBot } from "../src/bots/index.js";

function usage(problem: string): never {
  console.error(`${problem}\nusage: npm start -- [--seed N] [--grey]`);
  process.exit(2);
}

function parseArgs(argv: readonly string[]): { seed: Seed; grey: boolean } {
  let seed: Seed = 1;
  let grey = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--grey") grey = true;
    else if (a === "--seed" || a.startsWith("--seed=")) {
      const v = a === "--seed" ? argv[++i] : a.slice("--seed=".length);
      if (v === undefined || v === "") usage("--seed needs a value, e.g. --seed 3");
      seed = /^-?\d{1,9}$/.test(v) ? Number(v) : v; // small integers as numbers, anything else as a string seed
    } else usage(`unknown argument "${a}"`);
  }
  return { seed, grey };
}

const { seed, grey } = parseArgs(process.argv.slice(2));
const config = { wall: grey ? "grey" : "coloured" } as const;
const bots: NamedBot[] = [
  { name: "mcts-200", play: mctsBot({ iterations: 200 }) },
  { name: "mcts-800", play: mctsBot({ iterations: 800 }) },
];
const seat = (p: number): string => `${seatLabel(p)} (${bots[p]!.name})`;
const rule = (title: string): string => `\n── ${title} ${"─".repeat(Math.max(0, 60 - title.length))}`;

console.log(`${azul.name}, ${config.wall} wall — 2 players, seed ${JSON.stringify(seed)}`);
console.log(`${seat(0)} vs ${seat(1)}`);

const started = performance.now();
// Each move is printed as soon as it is played (MCTS takes a moment per move).
console.log(rule("Round 1"));
const match = await playMatch({
  game: azul,
  players: 2,
  bots,
  seed,
  config,
  onMove: ({ move, before, after, number }) => {
    console.log(`${String(number).padStart(4)}. r${before.round}  ${azul.describeMove(before, move)}`);
    if (azul.isTerminal(after) || after.round === before.round) return;
    console.log(rule(`Boards after round ${before.round}`));
    console.log(azul.render(after));
    console.log(rule(`Round ${after.round}`));
  },
});
const seconds = (performance.now() - started) / 1000;
const state = match.finalState;

console.log(rule(`Final boards (game over after round ${state.round}, ${match.length} moves)`));
console.log(azul.render(state));

// Score table: one row per player, one column per breakdown part, then total and place.
const sheet = azul.score(state);
const parts = Object.keys(sheet.players[0]!.breakdown) as (keyof (typeof sheet.players)[number]["breakdown"])[];
// Place = 1 + number of players ranked strictly above (tied players share a place).
const place = (p: number): number => {
  const g = sheet.ranking.findIndex((group) => group.includes(p));
  return 1 + sheet.ranking.slice(0, g).reduce((n, group) => n + group.length, 0);
};
const header = ["player", ...parts, "total", "place"];
const rows = sheet.players.map((line) => [seat(line.player), ...parts.map((k) => String(line.breakdown[k])), String(line.total), String(place(line.player))]);
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const fmt = (cells: string[]): string => cells.map((s, c) => (c === 0 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join("  ");
console.log(rule("Score"));
console.log(fmt(header));
console.log(fmt(widths.map((w) => "-".repeat(w))));
for (const r of rows) console.log(fmt(r));

const winners = sheet.ranking[0]!.map(seat);
const ranking = rankingLabel(sheet.ranking);
console.log(`\n${winners.length > 1 ? `Tie for first: ${winners.join(" and ")}` : `Winner: ${winners[0]}`} — ranking ${ranking}`);
console.log(`Played in ${seconds.toFixed(1)} s.`);
