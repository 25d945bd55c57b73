#!/usr/bin/env node
/**
 * The `tesserae` command line: `games`, `simulate`, `replay` and `play`, for every registered game.
 * @packageDocumentation
 */
import { Command } from "commander";
import { games } from "../index.js";
import type { AnyGame } from "../core/index.js";
import { CliError, parseConfig, parseSeed, positiveInt } from "./errors.js";
import { listGames } from "./games.js";
import { runPlay } from "./play.js";
import { replayText } from "./replay.js";
import { runSimulate } from "./simulate.js";

const registry = games as Readonly<Record<string, AnyGame>>;

function gameOf(id: string): AnyGame {
  const g = registry[id];
  if (!g) throw new CliError(`unknown game "${id}" (known: ${Object.keys(registry).join(", ")})`);
  return g;
}

function fail(e: unknown): never {
  if (e instanceof CliError) {
    process.stderr.write(`tesserae: ${e.message}\n`);
    process.exit(e.exitCode);
  }
  if (e instanceof Error && e.name === "ValidationError") {
    process.stderr.write(`tesserae: ${e.message}\n`);
    process.exit(2);
  }
  throw e;
}

// Piping into `head` closes stdout early: end quietly instead of crashing on EPIPE.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});

const program = new Command();
program.name("tesserae").description("Simulate, replay and play Tesserae tile-placement games").showHelpAfterError();

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
  .option("-b, --bots <list>", "comma-separated bots, one per seat or one for all: random, greedy, mcts, mcts-<iterations>", "random")
  .option("-s, --seed <seed>", "master seed", "1")
  .option("-w, --workers <n>", "worker threads", "1")
  .option("-c, --config <json>", "game config as a JSON object")
  .option("--json", "machine-readable output")
  .action(async (id: string, o: Record<string, string | boolean | undefined>) => {
    try {
      await runSimulate({
        game: gameOf(id),
        players: positiveInt("--players", String(o.players)),
        games: positiveInt("--games", String(o.games)),
        bots: String(o.bots).split(",").map((s) => s.trim()).filter(Boolean),
        seed: parseSeed(String(o.seed)),
        workers: positiveInt("--workers", String(o.workers)),
        config: parseConfig(o.config as string | undefined),
        json: Boolean(o.json),
      });
    } catch (e) {
      fail(e);
    }
  });

program
  .command("replay")
  .description("validate a replay record (JSON) and print the game move by move")
  .argument("<file>", "replay record file")
  .action((file: string) => {
    try {
      process.stdout.write(replayText(file, registry));
    } catch (e) {
      fail(e);
    }
  });

program
  .command("play")
  .description("play against bots in the terminal")
  .argument("<game>", "game id (see `tesserae games`)")
  .option("-p, --players <n>", "number of players", "2")
  .option("--seat <n>", "your seat (0-based)", "0")
  .option("-b, --bots <list>", "bots for the other seats, comma-separated (one for all or one per seat)", "greedy")
  .option("-s, --seed <seed>", "seed", String(Date.now() % 1_000_000))
  .option("-c, --config <json>", "game config as a JSON object")
  .action(async (id: string, o: Record<string, string | undefined>) => {
    try {
      await runPlay({
        game: gameOf(id),
        players: positiveInt("--players", String(o.players)),
        seat: Number(o.seat),
        bots: String(o.bots).split(",").map((s) => s.trim()).filter(Boolean),
        seed: parseSeed(String(o.seed)),
        config: parseConfig(o.config),
      });
    } catch (e) {
      fail(e);
    }
  });

program.parseAsync(process.argv).catch(fail);
