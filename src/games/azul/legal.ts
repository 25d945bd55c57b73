import { seatLabel, type CoreMoveErrorCode, type MoveSink, type PlayerId, type RuleViolation } from "../../core/shared.js";
import { colourIndex, COLOURS, WALL_SIZE } from "./data.js";
import type { AzulBoard, AzulMove, AzulState, TakeMove } from "./state.js";
import { PLACES, TAKE_RUNS } from "./move-table.js";
import { cellTakes } from "./wall.js";

/** Every colour, as a bit set (bit c: colour index c). */
const ALL_COLOURS = (1 << COLOURS.length) - 1;
/** The pattern lines of one colour, as a bit set: 5 bits per colour in the masks below. */
const LINES_OF_COLOUR = (1 << WALL_SIZE) - 1;

/**
 * Every legal move of the deciding player, into `sink` (the one statement of legality): in the
 * offer, each (source, colour present, line that accepts it or the floor), factories 1… then the
 * centre; in grey tiling, each legal column. Each move appears once, in ascending action order.
 */
export function generate(state: AzulState, _player: PlayerId, sink: MoveSink<AzulMove>): void {
  const board = state.boards[state.current]!;
  if (state.phase === "tiling") {
    if (!sink.wants("place")) return;
    const row = state.tilingRow!;
    const colour = board.lines[row]!.colour!;
    for (let c = 0; c < WALL_SIZE; c++) if (cellTakes(board.wall, row, c, colour)) sink.add(PLACES[c]!);
    return;
  }
  if (!sink.wants("take")) return;
  const masks = acceptingLines(board);
  const factories = state.factories;
  for (let f = 0; f < factories.length && !sink.done; f++) addTakes(sink, TAKE_RUNS[f + 1]!, factories[f]!, masks);
  if (!sink.done) addTakes(sink, TAKE_RUNS[0]!, state.centre, masks);
}

/**
 * Which pattern lines accept each colour, 5 bits per colour (bit c × 5 + r: line r + 1 takes
 * colour c). A line accepts a colour when it is not full (R6), is empty or already holds that
 * colour, and its wall row lacks that colour (spec §5.3); columns are never consulted (R10). A
 * started line's colour is never on its wall row (a line starts only with a colour its row lacks,
 * and the row gets it only as the line empties: an invariant of every sound state), so only an
 * empty line's row is looked at; on the coloured side a colour lies only on its printed cell, so
 * "the row holds it" reads the same on both sides. Worked out once per generation: it does not
 * depend on the source.
 */
function acceptingLines(board: AzulBoard): number {
  let masks = 0;
  for (let r = 0; r < WALL_SIZE; r++) {
    const line = board.lines[r]!;
    if (line.count > r) continue;
    if (line.colour !== null) {
      masks |= 1 << (colourIndex(line.colour) * WALL_SIZE + r);
      continue;
    }
    let open = ALL_COLOURS;
    const cells = board.wall[r]!;
    for (let k = 0; k < WALL_SIZE; k++) {
      const cell = cells[k]!;
      if (cell !== null) open &= ~(1 << colourIndex(cell));
    }
    masks |= SPREAD[open]! << r;
  }
  return masks;
}

/** `SPREAD[colours]`: a bit set of colours spread to bit c × 5 for each colour c (line 1's bits in the masks above). */
const SPREAD: readonly number[] = Array.from({ length: ALL_COLOURS + 1 }, (_, set) => {
  let spread = 0;
  for (let c = 0; c < COLOURS.length; c++) if (set & (1 << c)) spread |= 1 << (c * WALL_SIZE);
  return spread;
});

/** The takes from one source: for each colour it holds, onto each accepting line, then the floor. */
function addTakes(sink: MoveSink<AzulMove>, runs: readonly (readonly (readonly TakeMove[])[])[], counts: readonly number[], masks: number): void {
  for (let c = 0; c < COLOURS.length; c++) {
    if (counts[c] === 0) continue;
    const run = runs[c]![(masks >>> (c * WALL_SIZE)) & LINES_OF_COLOUR]!;
    for (let i = 0; i < run.length; i++) {
      sink.add(run[i]!);
      if (sink.done) return;
    }
  }
}

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
    if (move.type !== "place") {
      return { code: "WRONG_DECISION", message: `Azul: wall tiling is under way; ${seatLabel(state.current)} must choose a column for line ${state.tilingRow! + 1} (a "place" move).` };
    }
    const board = state.boards[state.current]!;
    const row = state.tilingRow!;
    if (board.wall[row]![move.column - 1] !== null) return { code: "CELL_OCCUPIED", message: `Azul (grey wall): row ${row + 1}, column ${move.column} is already tiled.` };
    const colour = board.lines[row]!.colour!;
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
  const line = state.boards[state.current]!.lines[row]!;
  if (line.count >= row + 1) return { code: "LINE_FULL", message: `Azul: pattern line ${move.line} is full; choose another line or the floor.` };
  if (line.colour !== null && line.colour !== move.colour) {
    return { code: "LINE_COLOUR_MISMATCH", message: `Azul: pattern line ${move.line} holds ${line.colour}; a line holds one colour only.` };
  }
  return { code: "COLOUR_ON_WALL_ROW", message: `Azul: wall row ${move.line} already has ${move.colour}; a line may not take a colour already in its wall row.` };
}
