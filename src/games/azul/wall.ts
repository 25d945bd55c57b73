import { required } from "../../core/required.js";
import { colouredColumn, colourIndex, COLOURS, WALL_SIZE, type Colour } from "./data.js";
import type { AzulBoard, AzulConfig } from "./state.js";

/** Whether `colour` may lie in wall cell (row, col): anywhere on the grey wall, on its printed cell on the coloured one. */
export function fitsPrintedColour(wall: AzulConfig["wall"], row: number, col: number, colour: Colour): boolean {
  return wall !== "coloured" || colouredColumn(row, colourIndex(colour)) === col;
}

/** A wall: rows then columns (0-based), each cell the colour placed or null. */
export type Wall = readonly (readonly (Colour | null)[])[];

/** Grey side: whether the empty cell (row, col) may take `colour` (no tile of that colour in the column). */
export function cellTakes(wall: Wall, row: number, col: number, colour: Colour): boolean {
  // The inner step of every grey column search: a wall has its five rows (the state schema), so unchecked.
  if (wall[row]![col] !== null) return false;
  for (let r = 0; r < WALL_SIZE; r++) if (wall[r]![col] === colour) return false;
  return true;
}

/** Grey side: 0-based columns of `row` where `colour` may go (empty cell, colour not yet in that column). */
export function greyColumns(wall: Wall, row: number, colour: Colour): number[] {
  const out: number[] = [];
  for (let c = 0; c < WALL_SIZE; c++) if (cellTakes(wall, row, c, colour)) out.push(c);
  return out;
}

/** Whether a wall has a complete horizontal row. */
export function hasCompleteRow(board: AzulBoard): boolean {
  return board.wall.some((row) => row.every((c) => c !== null));
}

/**
 * Grey side: whether wall row `row` can still be completed as far as the wall goes, i.e. its
 * missing colours can be matched to its empty cells so that no colour lands in a column that
 * already holds it (a perfect bipartite matching, found by augmenting paths; at most 5 × 5). Once
 * a row cannot be completed it never can again: later tiles only add colours to columns, and a
 * tile placed in the row itself would extend a matching of the rest to one of the whole row.
 */
export function rowCanBeCompleted(wall: Wall, row: number): boolean {
  const cells = required(wall[row], "the wall row");
  const missing = COLOURS.filter((c) => !cells.includes(c));
  const holder: number[] = new Array<number>(WALL_SIZE).fill(-1); // column -> index into missing
  const assign = (i: number, seen: boolean[]): boolean => {
    for (let col = 0; col < WALL_SIZE; col++) {
      if (seen[col] || !cellTakes(wall, row, col, required(missing[i], "a missing colour"))) continue;
      seen[col] = true;
      const held = required(holder[col], "the colour matched to a column");
      if (held === -1 || assign(held, seen)) {
        holder[col] = i;
        return true;
      }
    }
    return false;
  };
  return missing.every((_, i) => assign(i, new Array<boolean>(WALL_SIZE).fill(false)));
}
