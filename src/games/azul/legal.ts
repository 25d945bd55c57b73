import type { PlayerId, RuleViolation } from "../../core/index.js";
import { colouredColumn, colourIndex, COLOURS, WALL_SIZE, type Colour } from "./data.js";
import type { AzulBoard, AzulMove, AzulState, TakeMove } from "./state.js";
import { greyColumns } from "./tiling.js";

/**
 * Whether pattern line `row` (0-based) may receive `colour` (spec §5.3): not full (R6), empty or
 * already that colour, and that colour not yet in the wall row. Columns are never consulted (R10).
 */
export function lineAccepts(state: AzulState, board: AzulBoard, row: number, colour: Colour): boolean {
  const line = board.lines[row]!;
  if (line.count >= row + 1) return false;
  if (line.colour !== null && line.colour !== colour) return false;
  return !wallRowHas(state, board, row, colour);
}

function wallRowHas(state: AzulState, board: AzulBoard, row: number, colour: Colour): boolean {
  const cells = board.wall[row]!;
  if (state.config.wall === "coloured") return cells[colouredColumn(row, colourIndex(colour))] !== null;
  for (let c = 0; c < WALL_SIZE; c++) if (cells[c] === colour) return true;
  return false;
}

/**
 * Every legal move of the deciding player: in the offer, each (source, colour present, line that
 * accepts it or the floor); in grey tiling, each legal column. Each move appears once.
 */
export function legalMoves(state: AzulState, _player: PlayerId): AzulMove[] {
  const moves: AzulMove[] = [];
  if (state.phase === "tiling") {
    const board = state.boards[state.current]!;
    const row = state.tilingRow!;
    for (const c of greyColumns(board.wall, row, board.lines[row]!.colour!)) moves.push({ type: "place", column: c + 1 });
    return moves;
  }
  const board = state.boards[state.current]!;
  // Lines that accept each colour do not depend on the source: work them out once.
  const accepts: number[][] = COLOURS.map((colour) => {
    const rows: number[] = [];
    for (let r = 0; r < WALL_SIZE; r++) if (lineAccepts(state, board, r, colour)) rows.push(r + 1);
    return rows;
  });
  const add = (source: number | "centre", counts: readonly number[]) => {
    for (let c = 0; c < COLOURS.length; c++) {
      if (counts[c] === 0) continue;
      const colour = COLOURS[c]!;
      for (const line of accepts[c]!) moves.push({ type: "take", source, colour, line });
      moves.push({ type: "take", source, colour, line: "floor" });
    }
  };
  state.factories.forEach((f, i) => add(i + 1, f));
  add("centre", state.centre);
  return moves;
}

/** Why a well-formed move is illegal now (naming the rule), or null when it is legal. */
export function checkMove(state: AzulState, move: AzulMove, _player: PlayerId): RuleViolation | null {
  if (state.phase === "tiling") {
    if (move.type !== "place") {
      return { code: "WRONG_DECISION", message: `Azul: wall tiling is under way; player ${state.current} must choose a column for line ${state.tilingRow! + 1} (a "place" move).` };
    }
    const board = state.boards[state.current]!;
    const row = state.tilingRow!;
    const colour = board.lines[row]!.colour!;
    const col = move.column - 1;
    if (board.wall[row]![col] !== null) return { code: "CELL_OCCUPIED", message: `Azul (grey wall): row ${row + 1}, column ${move.column} is already tiled.` };
    return greyColumns(board.wall, row, colour).includes(col)
      ? null
      : { code: "COLOUR_IN_COLUMN", message: `Azul (grey wall): column ${move.column} already holds a ${colour} tile; no colour may appear twice in a column.` };
  }
  if (move.type !== "take") {
    return { code: "WRONG_DECISION", message: `Azul: "place" is only for choosing a wall column on the grey side during tiling; now player ${state.current} takes tiles.` };
  }
  return checkTake(state, move);
}

function checkTake(state: AzulState, move: TakeMove): RuleViolation | null {
  let counts: readonly number[];
  if (move.source === "centre") counts = state.centre;
  else {
    const f = state.factories[move.source - 1];
    if (!f) return { code: "NO_SUCH_FACTORY", message: `Azul: there are ${state.factories.length} factory displays; factory ${move.source} does not exist.` };
    counts = f;
  }
  const where = move.source === "centre" ? "the centre" : `factory ${move.source}`;
  if (counts[colourIndex(move.colour)] === 0) {
    return { code: "COLOUR_NOT_IN_SOURCE", message: `Azul: ${where} holds no ${move.colour} tile; take a colour that is there.` };
  }
  if (move.line === "floor") return null;
  const row = move.line - 1;
  const board = state.boards[state.current]!;
  const line = board.lines[row]!;
  if (line.count >= row + 1) return { code: "LINE_FULL", message: `Azul: pattern line ${move.line} is full; choose another line or the floor.` };
  if (line.colour !== null && line.colour !== move.colour) {
    return { code: "LINE_COLOUR_MISMATCH", message: `Azul: pattern line ${move.line} holds ${line.colour}; a line holds one colour only.` };
  }
  if (wallRowHas(state, board, row, move.colour)) {
    return { code: "COLOUR_ON_WALL_ROW", message: `Azul: wall row ${move.line} already has ${move.colour}; a line may not take a colour already in its wall row.` };
  }
  return null;
}
