import { required } from "../../core/required.js";
import { HEX_DIRECTIONS, hexBoard, type Hex } from "../../core/shared.js";

/**
 * Geometry of one garden (spec §3): 55 hex cells in axial coordinates, numbered
 * 0 fountain, 1–6 spaces F0–F5, 7–12 ornaments O0–O5, then per area i (0–5) its centre
 * `13 + 7i` and its petals j (0–5) at `14 + 7i + j`.
 */

/** Cell number of the fountain. */
export const FOUNTAIN = 0;
/** Number of cells in a garden. */
export const CELL_COUNT = 55;
/** What a garden cell holds when no hexagon lies there (a hexagon's cell holds its tile kind). */
export const EMPTY_CELL = -1;

/** Cell number of fountain-board space F_i. */
export const fountainSpace = (i: number): number => 1 + i;
/** Cell number of fountain-board ornament O_i (statue or bench). */
export const ornamentCell = (i: number): number => 7 + i;
/** Cell number of the centre of expansion area i. */
export const areaCentre = (area: number): number => 13 + 7 * area;
/** Cell number of petal j of expansion area i. */
export const petal = (area: number, j: number): number => 14 + 7 * area + j;
/** The expansion area (0–5) a cell belongs to, or -1 for the fountain board. */
export const areaOf = (cell: number): number => (cell < 13 ? -1 : ((cell - 13) / 7) | 0);
/** Position inside its area: -1 for the centre, 0–5 for a petal (meaningless on the fountain board). */
export const petalIndex = (cell: number): number => ((cell - 13) % 7) - 1;

const d = (i: number): Hex => required(HEX_DIRECTIONS[((i % 6) + 6) % 6], "a hex direction");

function buildCells(): { cells: Hex[]; names: string[] } {
  const cells: Hex[] = [{ q: 0, r: 0 }];
  const names = ["fountain"];
  for (let i = 0; i < 6; i++) {
    cells.push(d(i));
    names.push(`F${i}`);
  }
  for (let i = 0; i < 6; i++) {
    cells.push({ q: d(i).q + d(i + 1).q, r: d(i).r + d(i + 1).r });
    names.push(`O${i}`);
  }
  for (let a = 0; a < 6; a++) {
    const c = { q: 3 * d(a).q, r: 3 * d(a).r };
    cells.push(c);
    names.push(`A${a}.c`);
    for (let j = 0; j < 6; j++) {
      cells.push({ q: c.q + d(j).q, r: c.r + d(j).r });
      names.push(`A${a}.p${j}`);
    }
  }
  return { cells, names };
}

const built = buildCells();

/** Axial coordinates of every cell, by cell number. */
export const CELLS: readonly Hex[] = built.cells;
/** Name of every cell, e.g. `"F2"`, `"O0"`, `"A3.p5"`, `"A1.c"`. */
export const CELL_NAMES: readonly string[] = built.names;

const board = hexBoard(CELLS);

/** Neighbours of every cell that exist in the garden. */
export const NEIGHBOURS: readonly (readonly number[])[] = board.neighbours;

/** The cell at axial coordinates, or -1 when the garden has none there. */
export const cellAt = (q: number, r: number): number => board.indexOf({ q, r });

/**
 * Reward slot of each cell that can hold an ornament: 0 fountain, 1–6 O0–O5, 7–12 the pavilion of
 * area 0–5 (only when a face-up expansion lies there); -1 for every other cell.
 */
export const ORNAMENT_SLOT: readonly number[] = CELLS.map((_, cell) => {
  if (cell === FOUNTAIN) return 0;
  if (cell >= 7 && cell <= 12) return cell - 6;
  if (cell >= 13 && petalIndex(cell) === -1) return 7 + areaOf(cell);
  return -1;
});

/** Number of ornament reward slots per garden. */
export const ORNAMENT_SLOTS = 13;
