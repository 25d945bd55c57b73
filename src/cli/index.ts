#!/usr/bin/env node
/**
 * The `tesserae` command line: `games`, `simulate`, `replay` and `play`, for every registered game.
 * @packageDocumentation
 */
import { Command } from "commander";
import { games } from "../index.js";
import type { AnyGame } from "../core/shared.js";
import { CliError, parseConfig, parseSeed, parseTimeout, positiveInt } from "./errors.js";
import { BotError } from "../sim/match.js";
import { printable } from "./text.js";
import { listGames } from "./games.js";
import { runPlay } from "./play.js";
import { replayText } from "./replay.js";
import { stepReplay } from "./replay-step.js";
import { version } from "../../package.json";
import { runSimulate } from "./simulate.js";
import { runMerge } from "./merge.js";
import { registerServe } from "./serve.js";
import { registerConformance } from "./conformance.js";
import { addEngineOptions } from "./conformance-engine.js";
import { describeThrown } from "../core/thrown.js";

const registry = games as Readonly<Record<string, AnyGame>>;

/** Longest error line printed (a message may quote a long file name or a bot's own error). */
const MAX_MESSAGE = 600;

/** Default of `--bot-timeout`: seconds an async bot may take for one move. */
const DEFAULT_BOT_TIMEOUT = "60";

function gameOf(id: string): AnyGame {
  // An own key only: "__proto__" or "toString" is no game.
  const game = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (game === undefined) throw new CliError(`unknown game "${id.slice(0, 40)}" (known: ${Object.keys(registry).join(", ")})`);
  return game;
}

/** Ends the command with one line on stderr (never a stack trace) and its exit code. */
function fail(e: unknown): never {
  const line = (message: string) => process.stderr.write(`tesserae: ${printable(message, MAX_MESSAGE)}\n`);
  const [message, code] = explained(e) ?? [`internal error: ${describeThrown(e)}`, 1];
  line(message);
  process.exit(code);
}

/** The line and exit code of an error the user can act on; undefined for anything else (or what cannot even be classified). */
function explained(e: unknown): [string, number] | undefined {
  try {
    if (e instanceof CliError) return [e.message, e.exitCode];
    if (e instanceof BotError || (e instanceof Error && e.name === "ValidationError")) return [e.message, 2];
  } catch {
    // A thrown Proxy whose traps throw: an internal error, described safely by the caller.
  }
  return undefined;
}

// Piping into `head` closes stdout early: end quietly instead of crashing on EPIPE.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});

const program = new Command();
program.name("tesserae").description("Simulate, replay and play Tesserae tile-placement games").version(version, "-V, --version", "print the tesserae version").showHelpAfterError();

program
  .command("games")
  .description("list the games, their player counts and config options")
  .option("--json", "machine-readable output")
  .action((o: { json?: boolean }) => {
    process.stdout.write(listGames(registry, Boolean(o.json)) + "\n");
  });

program
  .command("simulate")
  .description("play many games between bots and report win rates, scores, game length and speed")
  .argument("<game>", "game id (see `tesserae games`)")
  .option("-p, --players <n>", "number of players", "2")
  .option("-n, --games <n>", "number of games", "100")
  .option(
    "-b, --bots <list>",
    "comma-separated bots, one per seat or one for all: random, greedy, mcts, mcts-<iterations>, or a module file whose default export is a bot (./my-bot.mjs, ./bots.mjs#name)",
    "random",
  )
  .option("-s, --seed <seed>", "master seed", "1")
  .option("-w, --workers <n>", "worker threads", "1")
  .option("-c, --config <json>", "game config as a JSON object")
  .option("--shard <k/n>", "play only slice k of n of the run (k from 1); with --json the report keeps the outcomes for `tesserae merge`")
  .option("--replay <i>", "also write game i of the run (0-based) as a replay record")
  .option("--replay-file <file>", "where --replay writes (default <game>-game-<i>.json)")
  .option("--bot-timeout <seconds>", "seconds an async bot may take for one move before the run fails", DEFAULT_BOT_TIMEOUT)
  .option("--json", "machine-readable output")
  .action(async (id: string, o: Record<string, string | boolean | undefined>) => {
    try {
      await runSimulate({
        game: gameOf(id),
        players: positiveInt("--players", String(o.players)),
        games: positiveInt("--games", String(o.games)),
        bots: String(o.bots)
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        seed: parseSeed(String(o.seed)),
        workers: positiveInt("--workers", String(o.workers)),
        config: parseConfig(o.config as string | undefined),
        json: Boolean(o.json),
        shard: o.shard as string | undefined,
        ...(o.replay === undefined ? {} : { replay: Number(o.replay) }),
        ...(o.replayFile === undefined ? {} : { replayFile: String(o.replayFile) }),
        botTimeout: parseTimeout(String(o.botTimeout)),
      });
    } catch (e) {
      fail(e);
    }
  });

program
  .command("merge")
  .description("combine shard reports (simulate --shard k/n --json) into the report of the whole run")
  .argument("<files...>", "shard report files")
  .option("--json", "machine-readable output")
  .action((files: string[], o: { json?: boolean }) => {
    try {
      process.stdout.write(runMerge(files, Boolean(o.json)));
    } catch (e) {
      fail(e);
    }
  });

program
  .command("replay")
  .description("validate a replay record (JSON) and print the game one move per line")
  .argument("<file>", "replay record file")
  .option("--boards", "render the board after every move")
  .option("--at <n>", "render only the board after move n (0 = the start)")
  .option("--step", "step through the game interactively (Enter: next, b: back, a number: jump, q: quit)")
  .option("--seat <n>", 'show the game as this seat (0-based) or "spectator" sees it (default: everything for a finished game, a spectator\'s view for a game in progress)')
  .action(async (file: string, o: { boards?: boolean; at?: string; step?: boolean; seat?: string }) => {
    try {
      const seat = o.seat === undefined ? undefined : o.seat === "spectator" ? "spectator" : /^\d+$/.test(o.seat) ? Number(o.seat) : -1;
      if (seat === -1) throw new CliError(`--seat must be a seat number or "spectator", not "${printable(String(o.seat), 40)}"`);
      if (o.step) await stepReplay(file, registry, seat);
      else process.stdout.write(replayText(file, registry, { boards: Boolean(o.boards), ...(o.at === undefined ? {} : { at: Number(o.at) }), ...(seat === undefined ? {} : { seat }) }));
    } catch (e) {
      fail(e);
    }
  });

program
  .command("play")
  .description("play against bots in the terminal")
  .argument("<game>", "game id (see `tesserae games`)")
  .option("-p, --players <n>", "number of players", "2")
  .option("--seat <n>", "your seat, 0-based: seat 0 is Player 1", "0")
  .option("-b, --bots <list>", "bots for the other seats, comma-separated (one for all or one per seat): random, greedy, mcts, mcts-<iterations> or a module file (./my-bot.mjs)", "greedy")
  .option("-s, --seed <seed>", "seed", String(Date.now() % 1_000_000))
  .option("-c, --config <json>", "game config as a JSON object")
  .option("--bot-timeout <seconds>", "seconds an async bot may take for one move before the game ends", DEFAULT_BOT_TIMEOUT)
  .action(async (id: string, o: Record<string, string | undefined>) => {
    try {
      await runPlay({
        game: gameOf(id),
        players: positiveInt("--players", String(o.players)),
        seat: Number(o.seat),
        bots: String(o.bots)
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        seed: parseSeed(String(o.seed)),
        config: parseConfig(o.config),
        botTimeout: parseTimeout(String(o.botTimeout)),
      });
    } catch (e) {
      fail(e);
    }
  });

registerServe(program, fail);
addEngineOptions(registerConformance(program, fail));

program.parseAsync(process.argv).catch(fail);
