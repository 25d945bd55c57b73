import { runThrough } from "../../core/index.js";
import { colouredColumn, colourIndex, COLOURS, FLOOR_SLOTS, FLOOR_TOTALS, WALL_SIZE, type Colour } from "./data.js";
import { draftBoard, type DraftBoard, type DraftState } from "./draft.js";
import { startRound } from "./round.js";
import type { AzulBoard, FloorItem } from "./state.js";

/**
 * Points for a tile just placed at (row, col) (spec §6.2): 1 when it touches nothing; otherwise
 * the horizontal run length if ≥ 2 plus the vertical run length if ≥ 2, each counting the new
 * tile (so a tile with neighbours both ways counts twice; R1, R2).
 */
export function placementPoints(wall: readonly (readonly (Colour | null)[])[], row: number, col: number): number {
  const filled = (r: number, c: number) => wall[r]![c] !== null;
  const h = runThrough(filled, row, col, 0, 1, WALL_SIZE, WALL_SIZE);
  const v = runThrough(filled, row, col, 1, 0, WALL_SIZE, WALL_SIZE);
  if (h === 1 && v === 1) return 1;
  return (h >= 2 ? h : 0) + (v >= 2 ? v : 0);
}

/** Grey side: whether the empty cell (row, col) may take `colour` (no tile of that colour in the column). */
function cellTakes(wall: readonly (readonly (Colour | null)[])[], row: number, col: number, colour: Colour): boolean {
  if (wall[row]![col] !== null) return false;
  for (let r = 0; r < WALL_SIZE; r++) if (wall[r]![col] === colour) return false;
  return true;
}

/** Grey side: 0-based columns of `row` where `colour` may go (empty cell, colour not yet in that column). */
export function greyColumns(wall: readonly (readonly (Colour | null)[])[], row: number, colour: Colour): number[] {
  const out: number[] = [];
  for (let c = 0; c < WALL_SIZE; c++) if (cellTakes(wall, row, c, colour)) out.push(c);
  return out;
}

/**
 * Puts `n` tiles of `colour` on a floor from the left (spec §5.4) and returns how many did not fit;
 * those go to the lid.
 */
export function dropOnFloor(floor: FloorItem[], colour: Colour, n: number): number {
  const fit = Math.min(n, FLOOR_SLOTS - floor.length);
  for (let i = 0; i < fit; i++) floor.push(colour);
  return n - fit;
}

/** Places a complete line's tile on the wall at (row, col), scores it, and sends the rest of the line to the lid. */
function tileLine(board: DraftBoard, lid: number[], row: number, col: number): void {
  const line = board.lines[row]!;
  const colour = line.colour!;
  board.wall[row]![col] = colour;
  const pts = placementPoints(board.wall, row, col);
  board.score += pts;
  board.wallPoints += pts;
  lid[colourIndex(colour)]! += row; // line L held L tiles; one went to the wall
  board.lines[row] = EMPTY_LINE;
}

const EMPTY_LINE = Object.freeze({ colour: null, count: 0 });

/** FLOOR (spec §7): penalty by occupied slots, score clamped at 0 (R9); tiles to the lid, the marker stays with its holder. */
function scoreFloor(board: DraftBoard, lid: number[]): void {
  const before = board.score;
  board.score = Math.max(0, before + FLOOR_TOTALS[board.floor.length]!);
  board.floorPoints += board.score - before;
  for (const item of board.floor) if (item !== "first") lid[colourIndex(item)]!++;
  board.floor = [];
}

/**
 * Runs wall tiling from the given point until a real decision is needed or the round is over:
 * players from the starting player clockwise (R13), each rows 1→5 then the floor. On the grey
 * side a complete line with two or more legal columns stops here for the player's choice; with
 * one it is placed automatically and with none all its tiles go to the floor (§9.3–9.4, R11).
 * `fromRow` is the first row still to look at for `player`.
 */
export function continueTiling(d: DraftState, player: number, fromRow: number): void {
  const n = d.boards.length;
  const grey = d.config.wall === "grey";
  for (let k = (player - d.startPlayer + n) % n; k < n; k++) {
    const p = (d.startPlayer + k) % n;
    const board = draftBoard(d.boards[p]!);
    const startRow = p === player ? fromRow : 0;
    for (let row = startRow; row < WALL_SIZE; row++) {
      const line = board.lines[row]!;
      if (line.count !== row + 1) continue;
      if (!grey) {
        tileLine(board, d.lid, row, colouredColumn(row, colourIndex(line.colour!)));
        continue;
      }
      const cols = greyColumns(board.wall, row, line.colour!);
      if (cols.length === 1) {
        tileLine(board, d.lid, row, cols[0]!);
      } else if (cols.length === 0) {
        d.lid[colourIndex(line.colour!)]! += dropOnFloor(board.floor, line.colour!, row + 1);
        board.lines[row] = EMPTY_LINE;
      } else {
        d.boards[p] = board;
        d.phase = "tiling";
        d.current = p;
        d.tilingRow = row;
        return;
      }
    }
    scoreFloor(board, d.lid);
    d.boards[p] = board;
  }
  finishRound(d);
}

/** Places the pending grey-side line's tile in the chosen column (0-based) and resumes tiling. */
export function placeChosen(d: DraftState, col: number): void {
  const p = d.current;
  const row = d.tilingRow!;
  const board = draftBoard(d.boards[p]!);
  tileLine(board, d.lid, row, col);
  d.boards[p] = board;
  d.tilingRow = null;
  continueTiling(d, p, row + 1);
}

/** Whether a wall has a complete horizontal row. */
export function hasCompleteRow(board: AzulBoard): boolean {
  return board.wall.some((row) => row.every((c) => c !== null));
}

/**
 * Grey side: whether wall row `row` can still be completed, i.e. its missing colours can be matched
 * to its empty cells so that no colour lands in a column that already holds it (a perfect
 * bipartite matching, found by augmenting paths; at most 5 × 5). Once a row cannot be completed it
 * never can again: later tiles only add colours to columns, and a tile placed in the row itself
 * would extend a matching of the rest to one of the whole row.
 */
export function rowCanBeCompleted(wall: readonly (readonly (Colour | null)[])[], row: number): boolean {
  const cells = wall[row]!;
  const missing = COLOURS.filter((c) => !cells.includes(c));
  const holder: number[] = new Array<number>(WALL_SIZE).fill(-1); // column -> index into missing
  const assign = (i: number, seen: boolean[]): boolean => {
    for (let col = 0; col < WALL_SIZE; col++) {
      if (seen[col] || !cellTakes(wall, row, col, missing[i]!)) continue;
      seen[col] = true;
      if (holder[col] === -1 || assign(holder[col]!, seen)) {
        holder[col] = i;
        return true;
      }
    }
    return false;
  };
  return missing.every((_, i) => assign(i, new Array<boolean>(WALL_SIZE).fill(false)));
}

/** Whether some row of this wall is complete or can still be completed on the grey side (R17). */
export function canStillCompleteARow(board: AzulBoard): boolean {
  for (let row = 0; row < WALL_SIZE; row++) if (rowCanBeCompleted(board.wall, row)) return true;
  return false;
}

/**
 * END_CHECK then PREPARE (spec §8.1, §4.5): end on a complete row; else the marker's holder
 * starts the next round (R4). Grey side: the game also ends when no player can ever complete a
 * row any more, since otherwise rounds would repeat forever (R17, our resolution).
 */
function finishRound(d: DraftState): void {
  d.tilingRow = null;
  if (d.boards.some(hasCompleteRow) || (d.config.wall === "grey" && !d.boards.some(canStillCompleteARow))) {
    d.phase = "over";
    return;
  }
  if (d.marker !== null) d.startPlayer = d.marker;
  d.round += 1;
  startRound(d);
}

/** Counts of each colour on a floor (for conservation checks). */
export function floorColours(floor: readonly FloorItem[]): number[] {
  const out = new Array<number>(COLOURS.length).fill(0);
  for (const f of floor) if (f !== "first") out[colourIndex(f)]!++;
  return out;
}
