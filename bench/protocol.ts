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
 *
 * When `python3` is on the PATH, the Python client (python/tesserae.py) is timed too: moves/s with
 * `Session.legal_moves` + `apply`, and AEC steps/s (`last()`: observation + mask, then `step`).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { promisify } from "node:util";
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

/** One game at a time over the protocol: `step(session, status, rng)` plays a step and returns the new status. */
function overServer(engine: EngineClient, game: AnyGame, budget: number, step: (session: string, status: Record<string, any>, rng: Rng) => Promise<Record<string, any>>): Promise<Rate> {
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
      status = await step(session, status, rng);
      return true;
    },
  );
}

/** Moves as objects: legal_moves then apply. */
function overProtocol(engine: EngineClient, game: AnyGame, budget: number): Promise<Rate> {
  return overServer(engine, game, budget, async (session, status, rng) => {
    const player = status.chooser as number;
    const { moves } = await engine.call("legal_moves", { session, player });
    return engine.call("apply", { session, move: rng.pick(moves as unknown[]), player });
  });
}

/** Moves as action indices: action_mask then apply_action. */
function overActions(engine: EngineClient, game: AnyGame, budget: number): Promise<Rate> {
  return overServer(engine, game, budget, async (session, _status, rng) => {
    const { mask } = await engine.call("action_mask", { session, encoding: "indices" });
    return engine.call("apply_action", { session, action: rng.pick(mask as number[]) });
  });
}

/** The Python client's loops, timed in Python: prints {"moves": moves/s, "aec": AEC steps/s}. */
const PYTHON_BENCH = `
import json, random, sys, time
sys.path.insert(0, "python")
from tesserae import AECEnv, Engine
game, seconds = sys.argv[1], float(sys.argv[2])
def timed(new_game, step):
    seed, steps = 1, 0
    new_game(seed)
    end = time.perf_counter() + seconds
    start = time.perf_counter()
    while time.perf_counter() < end:
        if step():
            steps += 1
        else:
            seed += 1
            new_game(seed)
    return steps / (time.perf_counter() - start)
with Engine() as engine:
    box = {}
    def new_session(seed):
        if "s" in box:
            box["s"].close()
        box["s"], box["rng"] = engine.setup(game, 2, seed=seed), random.Random(seed)
    def move():
        s = box["s"]
        if s.status["terminal"]:
            return False
        s.apply(box["rng"].choice(s.legal_moves(s.status["chooser"])), s.status["chooser"])
        return True
    moves = timed(new_session, move)
    env = AECEnv(engine, game, players=2, seed=1)
    def new_env(seed):
        env.reset(seed)
        box["rng"] = random.Random(seed)
    def aec():
        if env.agent_selection is None:
            return False
        obs = env.last()[0]
        env.step(box["rng"].choice([a for a, ok in enumerate(obs["action_mask"]) if ok]))
        return True
    steps = timed(new_env, aec)
print(json.dumps({"moves": moves, "aec": steps}))
`;

/** The Python client's rates, or null without python3. */
async function python(game: string, budget: number): Promise<{ moves: number; aec: number } | null> {
  try {
    const env = { ...process.env, TESSERAE_SERVE: server, PYTHONDONTWRITEBYTECODE: "1" };
    const r = await promisify(execFile)("python3", ["-c", PYTHON_BENCH, game, String(budget)], { env, timeout: 600_000 });
    return JSON.parse(r.stdout) as { moves: number; aec: number };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

const engine = await EngineClient.start(server, PROTOCOL_VERSION);
const rows: { game: string; inProcess: number; protocol: number; ratio: number; actions: number; python: { moves: number; aec: number } | null }[] = [];
try {
  for (const id of ids) {
    const game = (games as Record<string, AnyGame>)[id]!;
    await inProcess(game, Math.min(1, seconds / 4));
    await overProtocol(engine, game, Math.min(1, seconds / 4));
    const local = await inProcess(game, seconds);
    const remote = await overProtocol(engine, game, seconds);
    const rl = await overActions(engine, game, seconds);
    const py = await python(id, seconds);
    rows.push({
      game: id,
      inProcess: Math.round(local.perSecond),
      protocol: Math.round(remote.perSecond),
      ratio: Number((local.perSecond / remote.perSecond).toFixed(1)),
      actions: Math.round(rl.perSecond),
      python: py && { moves: Math.round(py.moves), aec: Math.round(py.aec) },
    });
  }
} finally {
  engine.close();
}

const machine = { cpu: os.cpus()[0]?.model ?? "unknown", cores: os.cpus().length, node: process.version, load: os.loadavg().map((l) => Number(l.toFixed(1))) };
if (json) {
  process.stdout.write(`${JSON.stringify({ seconds, players: PLAYERS, server, machine, rows }, null, 2)}\n`);
} else {
  process.stdout.write(`${machine.cpu}, ${machine.cores} cores, node ${machine.node}, load ${machine.load.join(" ")}; ${seconds} s per figure\n\n`);
  process.stdout.write(
    "| game (2 players) | in-process moves/s | protocol moves/s (legal_moves + apply) | in-process ÷ protocol | protocol actions/s (action_mask + apply_action) | Python moves/s | Python AECEnv steps/s |\n|---|---:|---:|---:|---:|---:|---:|\n",
  );
  const py = (n: number | undefined): string => (n === undefined ? "no python3" : String(n));
  for (const r of rows) process.stdout.write(`| ${r.game} | ${r.inProcess} | ${r.protocol} | ${r.ratio} | ${r.actions} | ${py(r.python?.moves)} | ${py(r.python?.aec)} |\n`);
}
