import { parseReplayRecord, rankingLabel, replayStates, seatLabel, ValidationError, type AnyGame, type PlayerId, type ReplayRecord } from "../core/shared.js";
import { required } from "../core/required.js";
import { CliError, readJsonFile } from "./errors.js";
import { printable } from "./text.js";

/** How `tesserae replay` shows a game. */
export interface ReplayOptions {
  /** Render the board after every move (default: one line per move). */
  readonly boards?: boolean;
  /** Render only the board after this many moves (0 = the start). */
  readonly at?: number;
  /** Show the game as this seat (or a spectator) sees it; see {@link LoadedReplay.viewer}. */
  readonly seat?: PlayerId | "spectator";
}

/** A replay record read from a file and played through: the game, the record and every state. */
export interface LoadedReplay {
  readonly game: AnyGame;
  readonly record: ReplayRecord;
  readonly states: readonly unknown[];
  /**
   * Who the moves are described and the boards drawn for: the seat asked for; else nobody in
   * particular for a finished game (everything shown), a spectator for a game in progress (so a
   * saved game does not show what its seats keep hidden).
   */
  readonly viewer: PlayerId | "spectator" | undefined;
}

/** Reads, validates and replays a record file; a corrupt one is a {@link CliError} (exit 2) naming the field. */
export function loadReplay(file: string, games: Readonly<Record<string, AnyGame>>, seat?: PlayerId | "spectator"): LoadedReplay {
  const data = readJsonFile(file);
  try {
    const record = parseReplayRecord(data);
    const game = Object.hasOwn(games, record.game) ? games[record.game] : undefined;
    if (game === undefined) {
      throw new ValidationError("replay record", [{ path: "game", message: `unknown game "${printable(record.game, 40)}" (known: ${Object.keys(games).join(", ")})` }]);
    }
    if (seat !== undefined && seat !== "spectator" && !(Number.isInteger(seat) && seat >= 0 && seat < record.players)) {
      throw new CliError(`--seat must be a seat from 0 to ${record.players - 1} or "spectator"`);
    }
    const states = replayStates(game, data);
    const viewer = seat ?? (game.isTerminal(states[states.length - 1]) ? undefined : "spectator");
    return { game, record, states, viewer };
  } catch (e) {
    if (e instanceof ValidationError) throw new CliError(`${printable(file)}: ${e.message}`);
    throw e;
  }
}

/** The line `tesserae replay` prints for move `i` (0-based) of a loaded replay. */
export function moveLine({ game, record, states, viewer }: LoadedReplay, i: number): string {
  const { player, move } = required(record.moves[i], "the recorded move");
  return `${i + 1}. ${game.describeMove(states[i], move, player, viewer)}`;
}

/** The board after `at` moves, as the replay's viewer sees it. */
export function boardAt({ game, states, viewer }: LoadedReplay, at: number): string {
  return viewer === undefined ? game.render(states[at]) : game.render(states[at], viewer);
}

/**
 * The score lines of a state: each seat's total and breakdown (named by `name`, default its seat
 * label) and the ranking. Used by `replay` and `play`.
 */
export function scoreText(game: AnyGame, state: unknown, name: (p: PlayerId) => string = seatLabel): string[] {
  const sheet = game.score(state);
  const out: string[] = [];
  for (const s of sheet.players)
    out.push(
      `  ${name(s.player)}: ${s.total}  (${Object.entries(s.breakdown)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")})`,
    );
  out.push(`  ranking: ${rankingLabel(sheet.ranking)}`);
  return out;
}

/** The score lines of the last state of a loaded replay. */
export function scoreLines({ game, states }: LoadedReplay): string[] {
  const last = states[states.length - 1];
  return [game.isTerminal(last) ? "Final score:" : "Score so far (game not over):", ...scoreText(game, last)];
}

/**
 * `tesserae replay <file>`: validates the record and returns the game one move per line, with the
 * boards only on request (`boards`, or the one board `at` a move), then the score.
 */
export function replayText(file: string, games: Readonly<Record<string, AnyGame>>, options: ReplayOptions = {}): string {
  const loaded = loadReplay(file, games, options.seat);
  const { game, record, viewer } = loaded;
  const seen = viewer === undefined ? "" : viewer === "spectator" ? " (as a spectator sees it: the game is not over)" : ` (as ${seatLabel(viewer)} sees it)`;
  const out: string[] = [`${game.name}: ${record.players} players, seed ${printable(JSON.stringify(record.seed))}, ${record.moves.length} moves${seen}`];
  if (options.at !== undefined) {
    if (!Number.isInteger(options.at) || options.at < 0 || options.at > record.moves.length) {
      throw new CliError(`--at must be a move number from 0 to ${record.moves.length}`);
    }
    if (options.at > 0) out.push(moveLine(loaded, options.at - 1));
    out.push("", boardAt(loaded, options.at), "");
    return out.join("\n") + "\n";
  }
  if (options.boards) out.push("", boardAt(loaded, 0));
  out.push("");
  record.moves.forEach((_, i) => {
    out.push(moveLine(loaded, i));
    if (options.boards) out.push(boardAt(loaded, i + 1), "");
  });
  out.push("", ...scoreLines(loaded));
  return out.join("\n") + "\n";
}
