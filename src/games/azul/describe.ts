import { colourIndex, COLOUR_NAMES } from "./data.js";
import type { AzulMove, AzulState } from "./state.js";

/** "P1 takes 3 red from factory 2 to line 4 (1 to the floor)" and the like. */
export function describeMove(state: AzulState, move: AzulMove): string {
  const who = `P${state.current + 1}`;
  if (move.type === "place") {
    const row = state.tilingRow ?? 0;
    const colour = state.boards[state.current]?.lines[row]?.colour;
    return `${who} places the ${colour ? COLOUR_NAMES[colour] : ""} tile of line ${row + 1} in wall column ${move.column}`;
  }
  const counts = move.source === "centre" ? state.centre : state.factories[move.source - 1];
  const n = counts?.[colourIndex(move.colour)] ?? 0;
  const from = move.source === "centre" ? "the centre" : `factory ${move.source}`;
  const first = move.source === "centre" && state.marker === null ? " and the first-player marker" : "";
  const what = `${n} ${COLOUR_NAMES[move.colour]}`;
  if (move.line === "floor") return `${who} takes ${what}${first} from ${from} to the floor`;
  const line = state.boards[state.current]?.lines[move.line - 1];
  const room = move.line - (line?.count ?? 0);
  const over = n > room ? ` (${n - room} to the floor)` : "";
  return `${who} takes ${what}${first} from ${from} to line ${move.line}${over}`;
}
