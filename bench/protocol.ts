/**
 * Protocol benchmark: moves per second of random 2-player games played over `tesserae serve`
 * (one process, requests sent one at a time and each reply awaited) against the same games played
 * in-process through the public API. Prints a Markdown table for docs/benchmarks.md.
 *
 *   npx tsx bench/protocol.ts                          # Azul and The Castles of Burgundy, ~3 s each
 *   BENCH_SECONDS=1 npx tsx bench/protocol.ts --json   # shorter, JSON only
 *   npx tsx bench/protocol.ts karesansui               # other games
 *
 * A move is: list the legal moves of the seat to act, pick one uniformly at random
 * (`Rng.fromSeed(seed)`), apply it. In-process that is `legalMoves` + `applyMove`; over the
 * protocol the `legal_moves` and `apply` round trips (moves as JSON objects). The RL row does the
 * same over action indices: `action_mask` (indices) + `apply_action`, one action per request (a
 * factored move takes several). The server is `node dist/cli/index.js serve` when dist/ is built
 * (`npx tsup`), otherwise `src/cli/index.ts serve` through tsx.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import { games, Rng, type AnyGame } from "../src/index.js";
import { EngineClient } from "../src/conformance/protocol/client.js";
import { PROTOCOL_VERSION } from "../src/conformance/protocol/messages.js";

const PLAYERS = 2;
const DEFAULT_GAMES = ["azul", "castles-of-burgundy"];

const args = process.argv.slice(2);
const json = args.includes("--json");
const only = args.filter((a) => !a.startsWith("--"));
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
if (!(seconds > 0)) throw new Error(`BENCH_SECONDS must be a positive number of seconds, not "${process.env.BENCH_SECONDS}"`);
const ids = only.length > 0 ? only : DEFAULT_GAMES;
const unknown = ids.filter((id) => !Object.hasOwn(games, id));
if (unknown.length > 0) throw new Error(`unknown game(s) ${unknown.join(", ")} (known: ${Object.keys(games).join(", ")})`);

const quote = (s: string): string => `"${s}"`;
const server = existsSync("dist/cli/index.js") ? `${quote(process.execPath)} dist/cli/index.js serve` : `${quote(process.execPath)} --import tsx src/cli/index.ts serve`;

interface Rate {
  readonly steps: number;
  readonly seconds: number;
  readonly perSecond: number;
}

/** Runs `step` (which returns false when its game is over and a new one must start) for `budget` seconds. */
async function timed(budget: number, newGame: (seed: number) => Promise<void> | void, step: () => Promise<boolean> | boolean): Promise<Rate> {
  let seed = 1;
  await newGame(seed++);
  let steps = 0;
  const start = performance.now();
  const end = start + budget * 1000;
  while (performance.now() < end) {
    if (await step()) steps++;
    else await newGame(seed++);
  }
  const elapsed = (performance.now() - start) / 1000;
  return { steps, seconds: elapsed, perSecond: steps / elapsed };
}

function inProcess(game: AnyGame, budget: number): Promise<Rate> {
  let state: unknown;
  let rng = Rng.fromSeed(0);
  return timed(
    budget,
    (seed) => {
      state = game.setup({ players: PLAYERS, seed });
      rng = Rng.fromSeed(seed);
    },
    () => {
      if (game.isTerminal(state)) return false;
      const player = game.activePlayers(state)[0];
      state = game.applyMove(state, rng.pick(game.legalMoves(state, player)), player);
      return true;
    },
  );
}

async function overProtocol(engine: EngineClient, game: AnyGame, budget: number): Promise<Rate> {
  let session = "";
  let status: Record<string, any> = {};
  let rng = Rng.fromSeed(0);
  return timed(
    budget,
    async (seed) => {
      if (session) await engine.call("close", { session });
      status = await engine.call("setup", { game: game.id, players: PLAYERS, seed });
      session = status.session;
      rng = Rng.fromSeed(seed);
    },
    async () => {
      if (status.terminal) return false;
      const player = status.chooser as number;
      const { moves } = await engine.call("legal_moves", { session, player });
      status = await engine.call("apply", { session, move: rng.pick(moves as unknown[]), player });
      return true;
    },
  );
}

async function overActions(engine: EngineClient, game: AnyGame, budget: number): Promise<Rate> {
  let session = "";
  let status: Record<string, any> = {};
  let rng = Rng.fromSeed(0);
  return timed(
    budget,
    async (seed) => {
      if (session) await engine.call("close", { session });
      status = await engine.call("setup", { game: game.id, players: PLAYERS, seed });
      session = status.session;
      rng = Rng.fromSeed(seed);
    },
    async () => {
      if (status.terminal) return false;
      const { mask } = await engine.call("action_mask", { session, encoding: "indices" });
      status = await engine.call("apply_action", { session, action: rng.pick(mask as number[]) });
      return true;
    },
  );
}

const engine = await EngineClient.start(server, PROTOCOL_VERSION);
const rows: { game: string; inProcess: number; protocol: number; ratio: number; actions: number }[] = [];
try {
  for (const id of ids) {
    const game = (games as Record<string, AnyGame>)[id]!;
    await inProcess(game, Math.min(1, seconds / 4));
    await overProtocol(engine, game, Math.min(1, seconds / 4));
    const local = await inProcess(game, seconds);
    const remote = await overProtocol(engine, game, seconds);
    const rl = await overActions(engine, game, seconds);
    rows.push({ game: id, inProcess: Math.round(local.perSecond), protocol: Math.round(remote.perSecond), ratio: Number((local.perSecond / remote.perSecond).toFixed(1)), actions: Math.round(rl.perSecond) });
  }
} finally {
  engine.close();
}

const machine = { cpu: os.cpus()[0]?.model ?? "unknown", cores: os.cpus().length, node: process.version, load: os.loadavg().map((l) => Number(l.toFixed(1))) };
if (json) {
  process.stdout.write(`${JSON.stringify({ seconds, players: PLAYERS, server, machine, rows }, null, 2)}\n`);
} else {
  process.stdout.write(`${machine.cpu}, ${machine.cores} cores, node ${machine.node}, load ${machine.load.join(" ")}; ${seconds} s per figure\n\n`);
  process.stdout.write("| game (2 players) | in-process moves/s | protocol moves/s (legal_moves + apply) | in-process ÷ protocol | protocol actions/s (action_mask + apply_action) |\n|---|---:|---:|---:|---:|\n");
  for (const r of rows) process.stdout.write(`| ${r.game} | ${r.inProcess} | ${r.protocol} | ${r.ratio} | ${r.actions} |\n`);
}
