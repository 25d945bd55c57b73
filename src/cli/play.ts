import { writeFileSync } from "node:fs";
import { History, rankingLabel, Rng, seatLabel, type AnyGame, type PlayerId } from "../core/shared.js";
import { loadBot } from "../sim/bot-modules.js";
import { askBot, BotError, errorDetail, isThenable } from "../sim/match.js";
import type { NamedBot } from "../bots/types.js";
import { botTurn } from "../bots/context.js";
import { required } from "../core/required.js";
import { CliError } from "./errors.js";
import { dataLine } from "./games.js";
import { lineReader } from "./lines.js";
import { scoreText } from "./replay.js";
import { printable } from "./text.js";

/** Options of `tesserae play`. */
export interface PlayCommand {
  readonly game: AnyGame;
  readonly players: number;
  /** The human's seat (0-based). */
  readonly seat: PlayerId;
  /** Bot specs for the other seats (one for all, or one per other seat in seat order). */
  readonly bots: readonly string[];
  readonly seed: string | number;
  readonly config: Record<string, unknown> | undefined;
  /** Milliseconds a bot may take for a move (an async bot that does not settle in time ends the game with a one-line error). */
  readonly botTimeout?: number;
}

const HELP = [
  "Choose a move:",
  "  <number>       play that move of the list",
  "  <words>        keep only the moves whose description has all these words (e.g. `red line 3`);",
  "                 when one move is left it is played",
  "  moves          list your moves again (all of them)",
  "  board          show the board again",
  "  undo           take back your last move (and the bots' moves since)",
  "  save <file>    write the game so far as a replay record (tesserae replay <file>)",
  "  help           this text",
  "  quit           leave the game",
].join("\n");

/** How many moves a list shows before it asks for words to narrow it. */
const PAGE = 24;

/**
 * Plays a game in the terminal against bots. The human sees only their own view (the board as
 * their seat sees it), after every bot move too; a single legal move is played without asking;
 * moves are chosen by number or narrowed by words; `undo`, `save`, `help` and `quit` work at every
 * prompt.
 */
export async function runPlay(cmd: PlayCommand): Promise<void> {
  const { game, players, seat } = cmd;
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) throw new CliError(`--seat must be between 0 and ${players - 1}`);
  const others = players - 1;
  if (cmd.bots.length !== 1 && cmd.bots.length !== others) throw new CliError(`--bots lists ${cmd.bots.length} bots for ${others} bot seats: give one per bot seat or one for all`);
  let specBots: NamedBot[];
  try {
    specBots = await Promise.all(cmd.bots.map((spec) => loadBot(spec)));
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  const seatBot = (p: PlayerId): NamedBot => required(specBots[specBots.length === 1 ? 0 : p < seat ? p : p - 1], "the seat's bot");
  const out = (s: string) => process.stdout.write(s + "\n");
  const name = (p: PlayerId) => (p === seat ? `${seatLabel(p)} (you)` : seatLabel(p));
  const master = Rng.fromSeed(cmd.seed);
  const rngs = Array.from({ length: players }, () => master.fork());
  const input = lineReader();
  let history = History.start(game, { players, seed: cmd.seed, config: cmd.config });
  /** History indices at which the human was asked: `undo` goes back to the last one. */
  const asked: number[] = [];

  out(`${game.name}: you are ${seatLabel(seat)} (seat ${seat}); ${Array.from({ length: players }, (_, p) => `${seatLabel(p)}: ${p === seat ? "you" : printable(seatBot(p).name)}`).join(", ")}`);
  out(dataLine(game));
  out(`Type help at any prompt for the commands.`);
  out("");
  out(game.render(history.state, seat));
  try {
    game: while (!game.isTerminal(history.state)) {
      const state = history.state;
      const active = [...game.activePlayers(state)].sort((a, b) => a - b);
      const p = active.includes(seat) ? seat : required(active[0], "the active seat");
      const legal = game.legalMoves(state, p);
      let move: unknown;
      if (p !== seat) {
        const bot = seatBot(p);
        const number = history.index + 1;
        // The bot's own view and moves and a frozen context, built where playMatch builds them.
        const turn = botTurn(game, state, p);
        move = askBot(() => bot.play(turn.view, turn.moves, required(rngs[p], "the seat's random stream"), turn.ctx), bot.name, p, number, cmd.botTimeout);
        // Awaited only when it is a Promise: awaiting reads `then`, which a hostile answer may make throw.
        if (isThenable(move)) move = await move;
        const check = game.validateMove(state, move, p);
        if (!check.ok) throw new BotError(bot.name, p, number, "illegal", errorDetail(check.error));
        // Described as the human's seat sees it: a bot's hidden choices stay hidden.
        out(game.describeMove(state, check.move, p, seat));
        history = history.play(check.move as never, p);
        if (!game.isTerminal(history.state)) out(game.render(history.state, seat));
        continue;
      }
      if (legal.length === 1) {
        out(`${game.describeMove(state, legal[0], p, seat)} (your only move)`);
        history = history.play(legal[0], p);
        continue;
      }
      const described = legal.map((m) => game.describeMove(state, m, p, seat));
      let shown = legal.map((_, i) => i);
      const list = () => {
        out(`Your moves (${shown.length}${shown.length < legal.length ? ` of ${legal.length}` : ""}):`);
        for (const i of shown.slice(0, PAGE)) out(`  ${i + 1}. ${described[i]}`);
        if (shown.length > PAGE) out(`  … ${shown.length - PAGE} more: type words to narrow the list (e.g. a colour, a number)`);
      };
      out("");
      out(`${game.decision(state)?.prompt ?? "Your move."}`);
      list();
      for (;;) {
        process.stdout.write(`> `);
        const line = await input.next();
        if (line === null) throw new CliError("input ended before the game did", 1);
        const text = line.trim();
        const [word = "", ...rest] = text.split(/\s+/);
        if (text === "") continue;
        if (word === "help") out(HELP);
        else if (word === "quit") {
          out("You left the game.");
          return;
        } else if (word === "board") out(game.render(state, seat));
        else if (word === "moves") {
          shown = legal.map((_, i) => i);
          list();
        } else if (word === "save") {
          const file = rest.join(" ");
          if (!file) out("save needs a file name: save game.json");
          else {
            try {
              writeFileSync(file, JSON.stringify(history.toReplay(), null, 2) + "\n");
              out(`Saved ${history.index} moves to ${printable(file)}.`);
            } catch (e) {
              // The game goes on: a bad path must not lose it.
              out(`Could not save to ${printable(file)}: ${printable(errorDetail(e))}. The game goes on; try save with another file.`);
            }
          }
        } else if (word === "undo") {
          const back = asked.pop();
          if (back === undefined) out("Nothing to undo yet.");
          else {
            history = history.jumpTo(back);
            out(`Took back your move and what followed (to move ${back}).`);
            out(game.render(history.state, seat));
            continue game;
          }
        } else if (/^\d+$/.test(text)) {
          const n = Number(text);
          if (n >= 1 && n <= legal.length) {
            move = legal[n - 1];
            break;
          }
          out(`${n} is not a move number; enter 1 to ${legal.length}.`);
        } else {
          const exact = described.findIndex((d) => d.toLowerCase() === text.toLowerCase());
          const words = text.toLowerCase().split(/\s+/);
          const match = exact >= 0 ? [exact] : described.map((d, i) => (words.every((w) => d.toLowerCase().includes(w)) ? i : -1)).filter((i) => i >= 0);
          const only = match.length === 1 ? match[0] : undefined;
          if (only !== undefined) {
            move = legal[only];
            break;
          }
          if (match.length === 0) out(`No move matches "${printable(text)}". Type moves to see them all.`);
          else {
            shown = match;
            list();
          }
        }
      }
      asked.push(history.index);
      out(game.describeMove(state, move, p, seat));
      history = history.play(move as never, p);
    }
  } finally {
    input.close();
  }
  const final = history.state;
  const picture = game.render(final, seat);
  out("");
  out(picture);
  // A game whose final picture already lists the final scores and ranking (Azul's) gets them once.
  if (picture.includes(rankingLabel(game.score(final).ranking))) out("Game over.");
  else {
    out("Game over. Final score:");
    for (const line of scoreText(game, final, name)) out(line);
  }
}
