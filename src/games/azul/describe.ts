import { required } from "../../core/required.js";
import { seatLabel, type PlayerId } from "../../core/shared.js";
import { colourIndex, COLOUR_NAMES } from "./data.js";
import type { AzulMove, AzulState } from "./state.js";

/**
 * "Player 1 takes 3 blue from factory 2 to line 4 (1 to the floor)" and the like, for a legal
 * move of `player` (core has checked it). Factory, line and column numbers are the 1-based ones
 * the move itself uses. No move carries anything hidden from the other
 * seats, so every viewer reads the same.
 */
export function describeMove(state: AzulState, move: AzulMove, player: PlayerId): string {
  const who = seatLabel(player);
  const board = required(state.boards[player], "the player's board");
  if (move.type === "place") {
    const row = state.tilingRow;
    if (row === null) throw new Error("the row awaiting a column is missing");
    const colour = required(board.lines[row], "the pattern line awaiting a column").colour;
    if (colour === null) throw new Error("the colour of the line awaiting a column is missing");
    return `${who} places the ${COLOUR_NAMES[colour]} tile of line ${row + 1} in wall column ${move.column}`;
  }
  const counts = move.source === "centre" ? state.centre : required(state.factories[move.source - 1], "the factory display taken from");
  const n = required(counts[colourIndex(move.colour)], "the tiles of that colour in the source");
  const from = move.source === "centre" ? "the centre" : `factory ${move.source}`;
  const first = move.source === "centre" && state.marker === null ? " and the first-player marker" : "";
  const what = `${n} ${COLOUR_NAMES[move.colour]}`;
  if (move.line === "floor") return `${who} takes ${what}${first} from ${from} to the floor`;
  const room = move.line - required(board.lines[move.line - 1], "the pattern line taken to").count;
  const over = n > room ? ` (${n - room} to the floor)` : "";
  return `${who} takes ${what}${first} from ${from} to line ${move.line}${over}`;
}
