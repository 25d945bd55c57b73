import { required } from "../../core/required.js";
import { runThrough } from "../../core/shared.js";
import { colouredColumn, colourIndex, COLOURS, FLOOR_SLOTS, FLOOR_TOTALS, WALL_SIZE, type Colour } from "./data.js";
import { noRowCanBeCompleted } from "./end.js";
import { startRound } from "./round.js";
import type { FloorItem } from "./state.js";
import { greyColumns, hasCompleteRow } from "./wall.js";
import type { WorkBoard, WorkLine, WorkState } from "./work.js";

export { greyColumns } from "./wall.js";

/**
 * Points for a tile just placed at (row, col) (spec §6.2): 1 when it touches nothing; otherwise
 * the horizontal run length if ≥ 2 plus the vertical run length if ≥ 2, each counting the new
 * tile (so a tile with neighbours both ways counts twice; R1, R2).
 */
export function placementPoints(wall: readonly (readonly (Colour | null)[])[], row: number, col: number): number {
  // Per neighbour, in every evaluation: runThrough asks only within the 5 × 5 wall, so unchecked.
  const filled = (r: number, c: number) => wall[r]![c] !== null;
  const h = runThrough(filled, row, col, 0, 1, WALL_SIZE, WALL_SIZE);
  const v = runThrough(filled, row, col, 1, 0, WALL_SIZE, WALL_SIZE);
  if (h === 1 && v === 1) return 1;
  return (h >= 2 ? h : 0) + (v >= 2 ? v : 0);
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
function tileLine(board: WorkBoard, lid: number[], row: number, col: number): void {
  const line = required(board.lines[row], "the complete pattern line");
  const colour = line.colour;
  if (colour === null) throw new Error("the colour of the complete pattern line is missing");
  const cells = required(board.wall[row], "the wall row");
  cells[col] = colour;
  const pts = placementPoints(board.wall, row, col);
  board.score += pts;
  board.wallPoints += pts;
  // Tile counts (one per colour, the state schema) stay unchecked in the round's end, as in play.
  lid[colourIndex(colour)]! += row; // line L held L tiles; one went to the wall
  line.colour = null;
  line.count = 0;
}

/** FLOOR (spec §7): penalty by occupied slots, score clamped at 0 (R9); tiles to the lid, the marker stays with its holder. */
function scoreFloor(board: WorkBoard, lid: number[]): void {
  const before = board.score;
  const floor = board.floor;
  const penalty = required(FLOOR_TOTALS[floor.length], "the floor penalty");
  board.score = Math.max(0, before + penalty);
  board.floorPoints += board.score - before;
  for (const item of floor) if (item !== "first") lid[colourIndex(item)]!++; // a tile count: unchecked, as above
  board.floor = [];
}

/**
 * Runs wall tiling from the given point until a real decision is needed or the round is over:
 * players from the starting player clockwise (R13), each rows 1→5 then the floor. On the grey
 * side a complete line with two or more legal columns stops here for the player's choice; with
 * one it is placed automatically and with none all its tiles go to the floor (§9.3–9.4, R11).
 * `fromRow` is the first row still to look at for `player`.
 */
export function continueTiling(d: WorkState, player: number, fromRow: number): void {
  const n = d.boards.length;
  const grey = d.config.wall === "grey";
  for (let k = (player - d.startPlayer + n) % n; k < n; k++) {
    const p = (d.startPlayer + k) % n;
    const board = required(d.boards[p], "a player's board");
    const startRow = p === player ? fromRow : 0;
    for (let row = startRow; row < WALL_SIZE; row++) {
      const line = required(board.lines[row], "a pattern line");
      if (line.count !== row + 1) continue;
      const colour = line.colour;
      if (colour === null) throw new Error("the colour of a complete pattern line is missing");
      if (!grey) {
        tileLine(board, d.lid, row, colouredColumn(row, colourIndex(colour)));
        continue;
      }
      const cols = greyColumns(board.wall, row, colour);
      if (cols.length === 1) {
        tileLine(board, d.lid, row, required(cols[0], "the one legal column"));
      } else if (cols.length === 0) {
        dropLine(board, d.lid, line, colour, row);
      } else {
        d.phase = "tiling";
        d.current = p;
        d.tilingRow = row;
        return;
      }
    }
    scoreFloor(board, d.lid);
  }
  finishRound(d);
}

/** Grey side: a complete line with no legal column goes to the floor, and what the floor cannot hold to the lid (§9.4). */
function dropLine(board: WorkBoard, lid: number[], line: WorkLine, colour: Colour, row: number): void {
  const ci = colourIndex(colour);
  lid[ci] = required(lid[ci], "the lid's tiles of that colour") + dropOnFloor(board.floor, colour, row + 1);
  line.colour = null;
  line.count = 0;
}

/** Places the pending grey-side line's tile in the chosen column (0-based) and resumes tiling. */
export function placeChosen(d: WorkState, col: number): void {
  const p = d.current;
  const row = d.tilingRow;
  if (row === null) throw new Error("the row awaiting a column is missing");
  const board = required(d.boards[p], "the current player's board");
  tileLine(board, d.lid, row, col);
  d.tilingRow = null;
  continueTiling(d, p, row + 1);
}

/**
 * END_CHECK then PREPARE (spec §8.1, §4.5): end on a complete row; else the marker's holder
 * starts the next round (R4). The game also ends when no row of any wall can ever be completed
 * any more, since otherwise rounds could repeat forever (R17, our rule).
 */
function finishRound(d: WorkState): void {
  d.tilingRow = null;
  if (d.boards.some(hasCompleteRow) || noRowCanBeCompleted(d)) {
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
  for (const f of floor) {
    if (f === "first") continue;
    const ci = colourIndex(f);
    out[ci] = required(out[ci], "a colour's count") + 1;
  }
  return out;
}
