import type { AnyGame } from "../core/shared.js";
import { CliError } from "./errors.js";
import { lineReader } from "./lines.js";
import { boardAt, loadReplay, moveLine, scoreLines } from "./replay.js";
import type { PlayerId } from "../core/shared.js";

/**
 * `tesserae replay <file> --step`: steps through a game one move at a time. Enter (or `n`) shows
 * the next move and the board after it, `b` steps back, a number jumps to after that many moves,
 * `q` quits.
 */
export async function stepReplay(file: string, games: Readonly<Record<string, AnyGame>>, seat?: PlayerId | "spectator"): Promise<void> {
  const loaded = loadReplay(file, games, seat);
  const { record } = loaded;
  const out = (s: string) => process.stdout.write(s + "\n");
  const last = record.moves.length;
  const show = (at: number) => {
    out(at === 0 ? `Start (${last} moves; Enter: next, b: back, <number>: jump, q: quit)` : moveLine(loaded, at - 1));
    out(boardAt(loaded, at));
    if (at === last) out(scoreLines(loaded).join("\n"));
  };
  const input = lineReader();
  let at = 0;
  show(at);
  try {
    for (;;) {
      process.stdout.write(`[${at}/${last}] > `);
      const line = await input.next();
      if (line === null) return;
      const text = line.trim();
      if (text === "q") return;
      let to = at;
      if (text === "" || text === "n") to = Math.min(last, at + 1);
      else if (text === "b") to = Math.max(0, at - 1);
      else if (/^\d+$/.test(text) && Number(text) <= last) to = Number(text);
      else {
        out(`Enter, n, b, a move number from 0 to ${last}, or q.`);
        continue;
      }
      if (to === at) out(at === last ? "That was the last move." : "This is the start.");
      else show((at = to));
    }
  } catch (e) {
    throw e instanceof CliError ? e : new CliError((e as Error).message);
  } finally {
    input.close();
  }
}
