import { seatLabel, type CoreMoveErrorCode, type PlayerId, type RuleViolation } from "../../core/shared.js";
import { colouredColumn, colourIndex, COLOURS, WALL_SIZE, type Colour } from "./data.js";
import type { AzulBoard, AzulMove, AzulState, TakeMove } from "./state.js";
import { greyColumns } from "./wall.js";
import { plainConstant } from "../../core/snapshot.js";

/** Whether wall row `row` (0-based) already holds colour index `c` (coloured side: its printed cell is filled). */
function wallRowHas(state: AzulState, board: AzulBoard, row: number, c: number): boolean {
  const cells = board.wall[row]!;
  return state.config.wall === "coloured" ? cells[colouredColumn(row, c)] !== null : cells.includes(COLOURS[c]!);
}

/** Largest factory count (4 players) plus the centre: the sources a take can name. */
const MAX_SOURCES = 10;

/**
 * Every possible take move, built once and frozen: `TAKES[source][colour][line]` with source
 * 0 = centre, 1.. = factories and line 0..4 = pattern lines 1..5, 5 = floor. Legal-move
 * generation hands these shared objects out instead of allocating a fresh one per move, which
 * matters to bots that list moves millions of times. Moves are plain data, so sharing is safe, and
 * frozen constants, so `applyMove` need not copy one it is handed back (`plainConstant`).
 */
const TAKES: readonly (readonly (readonly TakeMove[])[])[] = Array.from({ length: MAX_SOURCES }, (_, s) =>
  COLOURS.map((colour) =>
    Array.from({ length: WALL_SIZE + 1 }, (_, l) =>
      plainConstant<TakeMove>({ type: "take", source: s === 0 ? "centre" : s, colour, line: l === WALL_SIZE ? "floor" : l + 1 }),
    ),
  ),
);
const PLACES: readonly AzulMove[] = Array.from({ length: WALL_SIZE }, (_, c) => plainConstant<AzulMove>({ type: "place", column: c + 1 }));

/**
 * Every legal move of the deciding player: in the offer, each (source, colour present, line that
 * accepts it or the floor); in grey tiling, each legal column. Each move appears once.
 */
export function legalMoves(state: AzulState, _player: PlayerId): AzulMove[] {
  const moves: AzulMove[] = [];
  const board = state.boards[state.current]!;
  if (state.phase === "tiling") {
    const row = state.tilingRow!;
    for (const c of greyColumns(board.wall, row, board.lines[row]!.colour!)) moves.push(PLACES[c]!);
    return moves;
  }
  // Lines that accept each colour do not depend on the source: work them out once, as bit masks.
  // A line accepts a colour when it is not full (R6), is empty or already holds that colour, and
  // its wall row lacks that colour (spec §5.3); columns are never consulted (R10).
  let masks = 0;
  for (let r = 0; r < WALL_SIZE; r++) {
    const line = board.lines[r]!;
    if (line.count >= r + 1) continue;
    if (line.colour !== null) {
      // A started line takes only its own colour.
      const c = colourIndex(line.colour);
      if (!wallRowHas(state, board, r, c)) masks |= 1 << (c * WALL_SIZE + r);
      continue;
    }
    for (let c = 0; c < COLOURS.length; c++) if (!wallRowHas(state, board, r, c)) masks |= 1 << (c * WALL_SIZE + r);
  }
  const factories = state.factories;
  for (let f = 0; f < factories.length; f++) addTakes(moves, TAKES[f + 1]!, factories[f]!, masks);
  addTakes(moves, TAKES[0]!, state.centre, masks);
  return moves;
}

function addTakes(moves: AzulMove[], table: readonly (readonly TakeMove[])[], counts: readonly number[], masks: number): void {
  for (let c = 0; c < COLOURS.length; c++) {
    if (counts[c] === 0) continue;
    const byLine = table[c]!;
    for (let r = 0; r < WALL_SIZE; r++) if (masks & (1 << (c * WALL_SIZE + r))) moves.push(byLine[r]!);
    moves.push(byLine[WALL_SIZE]!);
  }
}

/** The rules a well-formed Azul move can break (docs/rules/azul.md#4-moves). */
export type AzulRuleCode =
  | "WRONG_DECISION"
  | "NO_SUCH_FACTORY"
  | "COLOUR_NOT_IN_SOURCE"
  | "LINE_FULL"
  | "LINE_COLOUR_MISMATCH"
  | "COLOUR_ON_WALL_ROW"
  | "CELL_OCCUPIED"
  | "COLOUR_IN_COLUMN";

/** Every code an Azul `IllegalMoveError` can carry: the core's and Azul's own rules. */
export type AzulMoveErrorCode = CoreMoveErrorCode | AzulRuleCode;

/** A broken Azul rule. */
interface AzulViolation extends RuleViolation {
  readonly code: AzulRuleCode;
}

/** Why a well-formed move is illegal now (naming the rule), or null when it is legal. */
export function checkMove(state: AzulState, move: AzulMove, _player: PlayerId): AzulViolation | null {
  if (state.phase === "tiling") {
    if (move.type !== "place") {
      return { code: "WRONG_DECISION", message: `Azul: wall tiling is under way; ${seatLabel(state.current)} must choose a column for line ${state.tilingRow! + 1} (a "place" move).` };
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
    return { code: "WRONG_DECISION", message: `Azul: "place" is only for choosing a wall column on the grey side during tiling; now ${seatLabel(state.current)} takes tiles.` };
  }
  return checkTake(state, move);
}

function checkTake(state: AzulState, move: TakeMove): AzulViolation | null {
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
  if (wallRowHas(state, board, row, colourIndex(move.colour))) {
    return { code: "COLOUR_ON_WALL_ROW", message: `Azul: wall row ${move.line} already has ${move.colour}; a line may not take a colour already in its wall row.` };
  }
  return null;
}
