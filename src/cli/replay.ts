import { readFileSync } from "node:fs";
import { parseReplayRecord, replayStates, ValidationError, type AnyGame } from "../core/index.js";
import { CliError } from "./errors.js";

/**
 * `tesserae replay <file>`: validates the record and returns the game move by move, rendered as
 * text. Throws a {@link CliError} (exit 2) naming what is wrong with a corrupt file.
 */
export function replayText(file: string, games: Readonly<Record<string, AnyGame>>): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not JSON: ${(e as Error).message}`);
  }
  try {
    const record = parseReplayRecord(data);
    const game = games[record.game];
    if (!game) throw new ValidationError("replay record", [{ path: "game", message: `unknown game "${record.game}" (known: ${Object.keys(games).join(", ")})` }]);
    const states = replayStates(game, data);
    const out: string[] = [`${game.name}: ${record.players} players, seed ${JSON.stringify(record.seed)}, ${record.moves.length} moves`, "", game.render(states[0]), ""];
    record.moves.forEach(({ player, move }, i) => {
      out.push(`${i + 1}. player ${player}: ${game.describeMove(states[i], move)}`);
      out.push(game.render(states[i + 1]), "");
    });
    const sheet = game.score(states[states.length - 1]);
    out.push(game.isTerminal(states[states.length - 1]) ? "Final score:" : "Score so far (game not over):");
    for (const s of sheet.players) out.push(`  player ${s.player}: ${s.total}  ${JSON.stringify(s.breakdown)}`);
    out.push(`  ranking: ${sheet.ranking.map((g) => g.join("=")).join(" > ")}`);
    return out.join("\n") + "\n";
  } catch (e) {
    if (e instanceof ValidationError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
}
