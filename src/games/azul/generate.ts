/** Move generation: the one statement of Azul's legality. */
import { required } from "../../core/required.js";
import type { MoveSink, PlayerId } from "../../core/shared.js";
import { colourIndex, COLOURS, WALL_SIZE } from "./data.js";
import type { AzulBoard, AzulMove, AzulState, TakeMove } from "./state.js";
import { PLACES, RUN_DESTINATIONS, TAKE_RUNS, placeAction, takeAction } from "./move-table.js";
import { cellTakes } from "./wall.js";

/** Every colour, as a bit set (bit c: colour index c). */
const ALL_COLOURS = (1 << COLOURS.length) - 1;
/** "Every colour" where a take's colour is asked for. */
const ANY_COLOUR = -1;
/** Every pattern line, as a bit set (bit r: line r + 1): also one colour's slice of the masks below. */
const ALL_LINES = (1 << WALL_SIZE) - 1;

/**
 * Every legal move of the deciding player, into `sink` (the one statement of legality): in the
 * offer, each (source, colour present, line that accepts it or the floor), factories 1… then the
 * centre; in grey tiling, each legal column. Each move appears once, in ascending action order.
 */
export function generate(state: AzulState, _player: PlayerId, sink: MoveSink<AzulMove>): void {
  const board = required(state.boards[state.current], "the current player's board");
  if (state.phase === "tiling") {
    placeMoves(state, board, sink);
    return;
  }
  if (!sink.wants("take")) return;
  // A legality check looks for one take: only its source, colour and line can list it.
  const target = sink.target?.type === "take" ? sink.target : undefined;
  const sought = target?.source;
  const colour = target === undefined ? ANY_COLOUR : colourIndex(target.colour);
  const rows = target === undefined ? ALL_LINES : target.line === "floor" ? 0 : 1 << (target.line - 1);
  const masks = acceptingLines(board, rows);
  const factories = state.factories;
  for (let f = 0; f < factories.length && !sink.done; f++) {
    if (sought !== undefined && sought !== f + 1) continue;
    const display = required(factories[f], "a factory display");
    const runs = TAKE_RUNS[f + 1];
    if (runs === undefined) throw new Error("the takes from a factory display are missing");
    addTakes(sink, runs, display, masks, colour, f);
  }
  if (sink.done || (sought !== undefined && sought !== "centre")) return;
  const runs = TAKE_RUNS[0];
  if (runs === undefined) throw new Error("the takes from the centre are missing");
  addTakes(sink, runs, state.centre, masks, colour, factories.length);
}

/** Grey wall tiling: each legal column for the complete line awaiting one (kept out of {@link generate}, which the offer keeps hot). */
function placeMoves(state: AzulState, board: AzulBoard, sink: MoveSink<AzulMove>): void {
  if (!sink.wants("place")) return;
  const row = state.tilingRow;
  if (row === null) throw new Error("the row awaiting a column is missing");
  const colour = required(board.lines[row], "the pattern line awaiting a column").colour;
  if (colour === null) throw new Error("the colour of the line awaiting a column is missing");
  const factories = state.factories.length;
  for (let c = 0; c < WALL_SIZE; c++) if (cellTakes(board.wall, row, c, colour)) sink.add(required(PLACES[c], "the column choice"), placeAction(factories, c));
}

/**
 * Which pattern lines accept each colour, 5 bits per colour (bit c × 5 + r: line r + 1 takes
 * colour c). A line accepts a colour when it is not full (R6), is empty or already holds that
 * colour, and its wall row lacks that colour (spec §5.3); columns are never consulted (R10). A
 * started line's colour is never on its wall row (a line starts only with a colour its row lacks,
 * and the row gets it only as the line empties: an invariant of every sound state), so only an
 * empty line's row is looked at; on the coloured side a colour lies only on its printed cell, so
 * "the row holds it" reads the same on both sides. Worked out once per generation: it does not
 * depend on the source. Only the pattern lines in the bit set `rows` are looked at (bit r: line
 * r + 1): a legality check asks about its move's line alone.
 */
function acceptingLines(board: AzulBoard, rows: number): number {
  let masks = 0;
  for (let r = 0; r < WALL_SIZE; r++) {
    if ((rows & (1 << r)) === 0) continue;
    const line = required(board.lines[r], "a pattern line");
    if (line.count > r) continue;
    if (line.colour !== null) {
      masks |= 1 << (colourIndex(line.colour) * WALL_SIZE + r);
      continue;
    }
    let open = ALL_COLOURS;
    const cells = required(board.wall[r], "a wall row");
    // Per cell, on the hottest path: a wall row has its five cells (the state schema), and `open`
    // is a 5-bit set within SPREAD, so these reads stay unchecked.
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

/**
 * The takes from one source: for each colour it holds (only `colour` when one is sought), onto each
 * accepting line, then the floor. `source` is the source's place in the action space (the centre
 * follows the factories), so each take goes to the sink with its action.
 */
function addTakes(sink: MoveSink<AzulMove>, runs: readonly (readonly (readonly TakeMove[])[])[], counts: readonly number[], masks: number, colour: number, source: number): void {
  for (let c = 0; c < COLOURS.length; c++) {
    if (counts[c] === 0 || (colour >= 0 && c !== colour)) continue;
    const lines = (masks >>> (c * WALL_SIZE)) & ALL_LINES;
    // Per colour and take, on the hottest path: the tables are built for every colour index and
    // 5-bit line set, and a run and its destinations have the same length, so these reads stay unchecked.
    const run = runs[c]![lines]!;
    const destinations = RUN_DESTINATIONS[lines]!;
    const first = takeAction(source, c, 0);
    for (let i = 0; i < run.length; i++) {
      sink.add(run[i]!, first + destinations[i]!);
      if (sink.done) return;
    }
  }
}
