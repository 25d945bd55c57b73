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
  const board = state.boards[player]!;
  if (move.type === "place") {
    const row = state.tilingRow!;
    return `${who} places the ${COLOUR_NAMES[board.lines[row]!.colour!]} tile of line ${row + 1} in wall column ${move.column}`;
  }
  const counts = move.source === "centre" ? state.centre : state.factories[move.source - 1]!;
  const n = counts[colourIndex(move.colour)]!;
  const from = move.source === "centre" ? "the centre" : `factory ${move.source}`;
  const first = move.source === "centre" && state.marker === null ? " and the first-player marker" : "";
  const what = `${n} ${COLOUR_NAMES[move.colour]}`;
  if (move.line === "floor") return `${who} takes ${what}${first} from ${from} to the floor`;
  const room = move.line - board.lines[move.line - 1]!.count;
  const over = n > room ? ` (${n - room} to the floor)` : "";
  return `${who} takes ${what}${first} from ${from} to line ${move.line}${over}`;
}
