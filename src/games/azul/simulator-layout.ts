/**
 * How Azul's mutable simulator (simulator.ts) packs a table into one `Int32Array`, and how it
 * converts between that array and the pure engine's `AzulState`. Everything a move changes is in
 * the array (bag and lid aside, see simulator.ts), so copying a table is one array copy.
 *
 * Layout: a header of scalars; each source's tile counts by colour (factories 1…F, then the
 * centre: source `s` of the flat encoding is at `SOURCES + 5s`); each source's colours as a bit
 * set; then one block of {@link BOARD_SIZE} numbers per board.
 */
import type { RngState } from "../../core/shared.js";
import { COLOURS, FACTORIES, FLOOR_SLOTS, WALL_SIZE, colourIndex, type Colour } from "./data.js";
import type { AzulBoard, AzulConfig, AzulPhase, AzulState, FloorItem, PatternLine } from "./state.js";

/** Colours, and the number of tile counts per source. */
export const KINDS = COLOURS.length;
/** An empty wall cell or pattern line; also "nobody" for the marker and "no row" for the tiling row. */
export const NONE = -1;
/** Floor slot code of the starting-player marker (a tile is its colour index). */
export const MARKER = KINDS;
/** Destinations of a take in the flat encoding (actions.ts): pattern lines 1…5, then the floor. */
export const DESTINATIONS = WALL_SIZE + 1;
export const FLOOR_DESTINATION = WALL_SIZE;

/** Header: the scalars of the state. */
export const PHASE = 0;
export const ROUND = 1;
export const CURRENT = 2;
export const START_PLAYER = 3;
/** Holder of the starting-player marker, or {@link NONE} while it lies in the centre. */
export const MARKER_HOLDER = 4;
export const TILING_ROW = 5;
/** Tiles on the factories and in the centre: the offer is over when it reaches 0. */
export const ON_TABLE = 6;
/** First source count (factory 1, blue). */
export const SOURCES = 7;

/** Phases as numbers, in the order of {@link PHASES}. */
export const OFFER = 0;
export const TILING = 1;
export const OVER = 2;
const PHASES: readonly AzulPhase[] = ["offer", "tiling", "over"];

/** Offsets inside one board's block. */
export const LINE_COLOUR = 0; // 5: colour index of each pattern line, or NONE
export const LINE_COUNT = LINE_COLOUR + WALL_SIZE; // 5: tiles on each pattern line
export const WALL = LINE_COUNT + WALL_SIZE; // 25: colour index of each wall cell (rows then columns), or NONE
export const ROW_COLOURS = WALL + WALL_SIZE * WALL_SIZE; // 5: bit set of the colours in each wall row
export const COLUMN_COLOURS = ROW_COLOURS + WALL_SIZE; // 5: bit set of the colours in each wall column
/** Which pattern line accepts which colour, as bit `colour × 6 + line` (see {@link refreshAccepts}). */
export const ACCEPTS = COLUMN_COLOURS + WALL_SIZE;
export const FLOOR = ACCEPTS + 1; // 7: floor slots from the left
export const FLOOR_LENGTH = FLOOR + FLOOR_SLOTS;
export const SCORE = FLOOR_LENGTH + 1;
export const WALL_POINTS = SCORE + 1;
export const FLOOR_POINTS = WALL_POINTS + 1;
export const BOARD_SIZE = FLOOR_POINTS + 1;

/** Where things are for one player count. */
export interface Layout {
  readonly players: number;
  readonly factories: number;
  /** Offset of the centre's counts (source F). */
  readonly centre: number;
  /** Offset of the sources' colour bit sets (F + 1 of them). */
  readonly sourceColours: number;
  /** Offset of board 0's block. */
  readonly boards: number;
  /** Length of the array. */
  readonly size: number;
}

const LAYOUTS = new Map<number, Layout>();

/** The layout for a player count (2–4), built once. */
export function layoutFor(players: number): Layout {
  let layout = LAYOUTS.get(players);
  if (!layout) {
    const factories = FACTORIES[players]!;
    const sourceColours = SOURCES + (factories + 1) * KINDS;
    const boards = sourceColours + factories + 1;
    layout = { players, factories, centre: SOURCES + factories * KINDS, sourceColours, boards, size: boards + players * BOARD_SIZE };
    LAYOUTS.set(players, layout);
  }
  return layout;
}

/** Offset of board `p`'s block. */
export function boardAt(layout: Layout, p: number): number {
  return layout.boards + p * BOARD_SIZE;
}

/** The bits of {@link ACCEPTS} that belong to pattern line `row`, one per colour. */
const ROW_BITS: readonly number[] = Array.from({ length: WALL_SIZE }, (_, row) => COLOURS.reduce((bits, _c, c) => bits | (1 << (c * DESTINATIONS + row)), 0));

/**
 * Recomputes which colours pattern line `row` of board `b` accepts, after the line or its wall row
 * changed, as legal.ts decides it: a line that is not full, empty or already of that colour, whose
 * wall row lacks the colour.
 */
export function refreshAccepts(cells: Int32Array, b: number, row: number): void {
  let bits = cells[b + ACCEPTS]! & ~ROW_BITS[row]!;
  if (cells[b + LINE_COUNT + row]! <= row) {
    const colour = cells[b + LINE_COLOUR + row]!;
    const present = cells[b + ROW_COLOURS + row]!;
    if (colour !== NONE) {
      if ((present & (1 << colour)) === 0) bits |= 1 << (colour * DESTINATIONS + row);
    } else {
      for (let c = 0; c < KINDS; c++) if ((present & (1 << c)) === 0) bits |= 1 << (c * DESTINATIONS + row);
    }
  }
  cells[b + ACCEPTS] = bits;
}

/** Notes colour `c` at (row, col) of board `b`'s wall in the row and column colour sets. */
export function markWall(cells: Int32Array, b: number, row: number, col: number, c: number): void {
  cells[b + ROW_COLOURS + row]! |= 1 << c;
  cells[b + COLUMN_COLOURS + col]! |= 1 << c;
}

/** A state packed into a new array (the state is only read). */
export function pack(state: AzulState): Int32Array {
  const layout = layoutFor(state.boards.length);
  const cells = new Int32Array(layout.size);
  cells[PHASE] = PHASES.indexOf(state.phase);
  cells[ROUND] = state.round;
  cells[CURRENT] = state.current;
  cells[START_PLAYER] = state.startPlayer;
  cells[MARKER_HOLDER] = state.marker ?? NONE;
  cells[TILING_ROW] = state.tilingRow ?? NONE;
  for (let s = 0; s <= layout.factories; s++) packSource(cells, layout, s, s < layout.factories ? state.factories[s]! : state.centre);
  for (let p = 0; p < layout.players; p++) packBoard(cells, boardAt(layout, p), state.boards[p]!);
  return cells;
}

function packSource(cells: Int32Array, layout: Layout, s: number, counts: readonly number[]): void {
  let colours = 0;
  for (let c = 0; c < KINDS; c++) {
    const n = counts[c]!;
    cells[SOURCES + s * KINDS + c] = n;
    cells[ON_TABLE]! += n;
    if (n > 0) colours |= 1 << c;
  }
  cells[layout.sourceColours + s] = colours;
}

function packBoard(cells: Int32Array, b: number, board: AzulBoard): void {
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = board.lines[row]!;
    cells[b + LINE_COLOUR + row] = line.colour === null ? NONE : colourIndex(line.colour);
    cells[b + LINE_COUNT + row] = line.count;
    const cellsOfRow = board.wall[row]!;
    for (let col = 0; col < WALL_SIZE; col++) {
      const cell = cellsOfRow[col]!;
      const c = cell === null ? NONE : colourIndex(cell);
      cells[b + WALL + row * WALL_SIZE + col] = c;
      if (c !== NONE) markWall(cells, b, row, col, c);
    }
  }
  // Acceptance reads the rows' colour sets: once the whole wall is in.
  for (let row = 0; row < WALL_SIZE; row++) refreshAccepts(cells, b, row);
  const floor = board.floor;
  for (let i = 0; i < floor.length; i++) {
    const item = floor[i]!;
    cells[b + FLOOR + i] = item === "first" ? MARKER : colourIndex(item);
  }
  cells[b + FLOOR_LENGTH] = floor.length;
  cells[b + SCORE] = board.score;
  cells[b + WALL_POINTS] = board.wallPoints;
  cells[b + FLOOR_POINTS] = board.floorPoints;
}

/** What a packed colour index stands for in a state. */
const colourAt = (c: number): Colour | null => (c === NONE ? null : COLOURS[c]!);

/** Board `p` as the pure engine holds it. */
export function unpackBoard(cells: Int32Array, layout: Layout, p: number): AzulBoard {
  const b = boardAt(layout, p);
  const lines: PatternLine[] = [];
  const wall: (Colour | null)[][] = [];
  for (let row = 0; row < WALL_SIZE; row++) {
    lines.push({ colour: colourAt(cells[b + LINE_COLOUR + row]!), count: cells[b + LINE_COUNT + row]! });
    const w = b + WALL + row * WALL_SIZE;
    wall.push([colourAt(cells[w]!), colourAt(cells[w + 1]!), colourAt(cells[w + 2]!), colourAt(cells[w + 3]!), colourAt(cells[w + 4]!)]);
  }
  const floor: FloorItem[] = [];
  for (let i = 0; i < cells[b + FLOOR_LENGTH]!; i++) {
    const item = cells[b + FLOOR + i]!;
    floor.push(item === MARKER ? "first" : COLOURS[item]!);
  }
  return { score: cells[b + SCORE]!, wallPoints: cells[b + WALL_POINTS]!, floorPoints: cells[b + FLOOR_POINTS]!, lines, wall, floor };
}

/** Source `s`'s counts by colour, as a state holds them. */
function unpackSource(cells: Int32Array, s: number): number[] {
  const at = SOURCES + s * KINDS;
  return [cells[at]!, cells[at + 1]!, cells[at + 2]!, cells[at + 3]!, cells[at + 4]!];
}

/** The packed table as a state of the pure engine, with the same keys in the same order. */
export function unpack(cells: Int32Array, layout: Layout, config: AzulConfig, bag: readonly number[], lid: readonly number[], rng: RngState): AzulState {
  const factories: number[][] = [];
  for (let f = 0; f < layout.factories; f++) factories.push(unpackSource(cells, f));
  const boards: AzulBoard[] = [];
  for (let p = 0; p < layout.players; p++) boards.push(unpackBoard(cells, layout, p));
  return {
    game: "azul",
    config,
    phase: PHASES[cells[PHASE]!]!,
    round: cells[ROUND]!,
    current: cells[CURRENT]!,
    startPlayer: cells[START_PLAYER]!,
    marker: cells[MARKER_HOLDER] === NONE ? null : cells[MARKER_HOLDER]!,
    tilingRow: cells[TILING_ROW] === NONE ? null : cells[TILING_ROW]!,
    bag: bag.slice(),
    lid: lid.slice(),
    factories,
    centre: unpackSource(cells, layout.factories),
    boards,
    rng,
  };
}
