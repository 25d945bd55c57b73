import { createInterface } from "node:readline";
import { Rng, type AnyGame, type PlayerId } from "../core/index.js";
import { botFromSpec } from "../bots/spec.js";
import type { NamedBot } from "../bots/types.js";
import { CliError } from "./errors.js";

/** Options of `tesserae play`. */
export interface PlayCommand {
  readonly game: AnyGame;
  readonly players: number;
  /** The human's seat. */
  readonly seat: PlayerId;
  /** Bot specs for the other seats (one for all, or one per other seat in seat order). */
  readonly bots: readonly string[];
  readonly seed: string | number;
  readonly config: Record<string, unknown> | undefined;
}

/** Reads lines one at a time from stdin (works with piped input, where `question` would drop lines). */
function lineReader(): { next(): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const queue: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let ended = false;
  rl.on("line", (l) => (waiting.length ? waiting.shift()!(l) : queue.push(l)));
  rl.on("close", () => {
    ended = true;
    while (waiting.length) waiting.shift()!(null);
  });
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : ended ? Promise.resolve(null) : new Promise((r) => waiting.push(r))),
    close: () => rl.close(),
  };
}

/**
 * Plays a game in the terminal against bots: shows the board, the numbered legal moves (with
 * `describeMove`), reads a number, rejects bad input with a message and asks again.
 */
export async function runPlay(cmd: PlayCommand): Promise<void> {
  const { game, players, seat } = cmd;
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) throw new CliError(`--seat must be between 0 and ${players - 1}`);
  const others = players - 1;
  if (cmd.bots.length !== 1 && cmd.bots.length !== others) throw new CliError(`--bots lists ${cmd.bots.length} bots for ${others} bot seats: give one per bot seat or one for all`);
  let specBots: NamedBot[];
  try {
    specBots = cmd.bots.map(botFromSpec);
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  const seatBot = (p: PlayerId): NamedBot => specBots[specBots.length === 1 ? 0 : p < seat ? p : p - 1]!;
  const out = (s: string) => process.stdout.write(s + "\n");
  const master = Rng.fromSeed(cmd.seed);
  const rngs = Array.from({ length: players }, () => master.fork());
  const input = lineReader();
  let state = game.setup({ players, seed: cmd.seed, config: cmd.config });
  out(`${game.name}: you are player ${seat}; bots: ${Array.from({ length: players }, (_, p) => (p === seat ? "you" : seatBot(p).name)).join(", ")}`);
  try {
    while (!game.isTerminal(state)) {
      const p = [...game.activePlayers(state)].sort((a, b) => a - b)[0]!;
      const legal = game.legalMoves(state, p);
      let move: unknown;
      if (p === seat) {
        out("");
        out(game.render(state));
        out("");
        out("Your moves:");
        legal.forEach((m, i) => out(`  ${i + 1}. ${game.describeMove(state, m)}`));
        for (;;) {
          process.stdout.write(`Choose 1-${legal.length}: `);
          const line = await input.next();
          if (line === null) throw new CliError("input ended before the game did", 1);
          const n = Number(line.trim());
          if (Number.isInteger(n) && n >= 1 && n <= legal.length && line.trim() !== "") {
            move = legal[n - 1];
            break;
          }
          out(`"${line.trim()}" is not a move number; enter a number from 1 to ${legal.length}.`);
        }
      } else {
        const real = state;
        move = seatBot(p).play(game.playerView(state, p), legal, rngs[p]!, { game, player: p, determinize: (rng: Rng) => game.determinize(real, p, rng) });
      }
      out(`player ${p}${p === seat ? " (you)" : ""}: ${game.describeMove(state, move)}`);
      state = game.applyMove(state, move, p);
    }
  } finally {
    input.close();
  }
  out("");
  out(game.render(state));
  const sheet = game.score(state);
  out("Game over. Final score:");
  for (const s of sheet.players) out(`  player ${s.player}${s.player === seat ? " (you)" : ""}: ${s.total}  ${JSON.stringify(s.breakdown)}`);
  out(`  ranking: ${sheet.ranking.map((g) => g.join("=")).join(" > ")}`);
}
