/** Why a well-formed Azul move that move generation does not list is refused (wording only). */
import { required } from "../../core/required.js";
import { seatLabel, type CoreMoveErrorCode, type PlayerId, type RuleViolation } from "../../core/shared.js";
import { colourIndex } from "./data.js";
import type { AzulMove, AzulState, TakeMove } from "./state.js";

/** The rules a well-formed Azul move can break (docs/rules/azul.md#4-moves). */
export type AzulRuleCode = "WRONG_DECISION" | "NO_SUCH_FACTORY" | "COLOUR_NOT_IN_SOURCE" | "LINE_FULL" | "LINE_COLOUR_MISMATCH" | "COLOUR_ON_WALL_ROW" | "CELL_OCCUPIED" | "COLOUR_IN_COLUMN";

/** Every code an Azul `IllegalMoveError` can carry: the core's and Azul's own rules. */
export type AzulMoveErrorCode = CoreMoveErrorCode | AzulRuleCode;

/** A broken Azul rule. */
interface AzulViolation extends RuleViolation {
  readonly code: AzulRuleCode;
}

/**
 * Why a well-formed move that {@link generate} does not list is refused: the first rule it breaks,
 * in the order a player would check them. `generate` alone decides legality; this only words it,
 * so the last reason of each kind is what remains once the others are ruled out.
 */
export function explain(state: AzulState, move: AzulMove, _player: PlayerId): AzulViolation {
  if (state.phase === "tiling") {
    const row = state.tilingRow;
    if (row === null) throw new Error("the row awaiting a column is missing");
    if (move.type !== "place") {
      return { code: "WRONG_DECISION", message: `Azul: wall tiling is under way; ${seatLabel(state.current)} must choose a column for line ${row + 1} (a "place" move).` };
    }
    const board = required(state.boards[state.current], "the current player's board");
    if (required(board.wall[row], "the wall row")[move.column - 1] !== null) return { code: "CELL_OCCUPIED", message: `Azul (grey wall): row ${row + 1}, column ${move.column} is already tiled.` };
    const colour = required(board.lines[row], "the pattern line awaiting a column").colour;
    if (colour === null) throw new Error("the colour of the line awaiting a column is missing");
    return { code: "COLOUR_IN_COLUMN", message: `Azul (grey wall): column ${move.column} already holds a ${colour} tile; no colour may appear twice in a column.` };
  }
  if (move.type !== "take") {
    return { code: "WRONG_DECISION", message: `Azul: "place" is only for choosing a wall column on the grey side during tiling; now ${seatLabel(state.current)} takes tiles.` };
  }
  return explainTake(state, move);
}

function explainTake(state: AzulState, move: TakeMove): AzulViolation {
  let counts: readonly number[];
  if (move.source === "centre") counts = state.centre;
  else {
    const f = state.factories[move.source - 1];
    if (!f) return { code: "NO_SUCH_FACTORY", message: `Azul: there are ${state.factories.length} factory displays; factory ${move.source} does not exist.` };
    counts = f;
  }
  const where = move.source === "centre" ? "the centre" : `factory ${move.source}`;
  // A take to the floor needs nothing but its colour in the source: that is why one is refused.
  if (move.line === "floor" || counts[colourIndex(move.colour)] === 0) {
    return { code: "COLOUR_NOT_IN_SOURCE", message: `Azul: ${where} holds no ${move.colour} tile; take a colour that is there.` };
  }
  const row = move.line - 1;
  const line = required(required(state.boards[state.current], "the current player's board").lines[row], "the pattern line taken to");
  if (line.count >= row + 1) return { code: "LINE_FULL", message: `Azul: pattern line ${move.line} is full; choose another line or the floor.` };
  if (line.colour !== null && line.colour !== move.colour) {
    return { code: "LINE_COLOUR_MISMATCH", message: `Azul: pattern line ${move.line} holds ${line.colour}; a line holds one colour only.` };
  }
  return { code: "COLOUR_ON_WALL_ROW", message: `Azul: wall row ${move.line} already has ${move.colour}; a line may not take a colour already in its wall row.` };
}
