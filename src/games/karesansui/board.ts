/**
 * Garden geometry (spec §3) and tables derived once from the tile data, so the rules never parse
 * edge codes in hot loops.
 */
import { TILE_DESIGNS } from "./data.js";

/** Rows of a garden: 0 top (上段), 1 middle, 2 bottom. */
export const ROWS = 3;
/** Columns of a garden, 0 at the left. */
export const COLS = 5;
/** Cells per garden; cell index = 5·row + col. */
export const CELLS = ROWS * COLS;

/** Row of a cell. */
export const rowOf = (cell: number): number => (cell / COLS) | 0;
/** Column of a cell. */
export const colOf = (cell: number): number => cell % COLS;
/** Cell at (row, col). */
export const cellAt = (row: number, col: number): number => row * COLS + col;

/** Cells where the first tile of a garden must go: top-left and bottom-left [SEED]. */
export const FIRST_TILE_CELLS: readonly number[] = [cellAt(0, 0), cellAt(2, 0)];

/** Orthogonal neighbours of each cell. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) => {
  const r = rowOf(i);
  const c = colOf(i);
  const out: number[] = [];
  if (r > 0) out.push(i - COLS);
  if (r < ROWS - 1) out.push(i + COLS);
  if (c > 0) out.push(i - 1);
  if (c < COLS - 1) out.push(i + 1);
  return out;
});

/** Cell name like "(0,3)" (row, column) for messages. */
export const cellName = (cell: number): string => `(${rowOf(cell)},${colOf(cell)})`;

// ---------------------------------------------------------------------------------------------
// Derived tile tables (index = tile design number)

const designIndex = new Map(TILE_DESIGNS.map((d, i) => [d.id, i]));
const codeIds = new Map<string, number>();
const codeId = (code: string): number => {
  let v = codeIds.get(code);
  if (v === undefined) codeIds.set(code, (v = codeIds.size));
  return v;
};

/** Number of tile designs. */
export const DESIGN_COUNT = TILE_DESIGNS.length;
/** Total tiles in the game. */
export const TILE_TOTAL = TILE_DESIGNS.reduce((a, d) => a + d.count, 0);
/** Whether a design is a moss tile. */
export const IS_MOSS: readonly boolean[] = TILE_DESIGNS.map((d) => d.moss);
/** Top edge code of each design as a small integer: a vertical boundary connects iff upper S = lower N. */
export const N_CODE: readonly number[] = TILE_DESIGNS.map((d) => codeId(d.n));
/** Bottom edge code of each design as a small integer. */
export const S_CODE: readonly number[] = TILE_DESIGNS.map((d) => codeId(d.s));
/** Whether the left side is moss: a sideways boundary connects iff left E = right W. */
export const W_MOSS: readonly boolean[] = TILE_DESIGNS.map((d) => d.w === "moss");
/** Whether the right side is moss. */
export const E_MOSS: readonly boolean[] = TILE_DESIGNS.map((d) => d.e === "moss");
/** Mirror design of each design. */
export const MIRROR: readonly number[] = TILE_DESIGNS.map((d) => {
  const m = designIndex.get(d.mirror);
  if (m === undefined) throw new Error(`karesansui data: mirror ${d.mirror} of ${d.id} is not a design`);
  return m;
});

/** Corner order used by {@link CORNER_ARC}. */
export const CORNERS = ["NW", "NE", "SW", "SE"] as const;
/** Quarter-arc class at each corner of each design: 0 none, 1 small, 2 large. */
export const CORNER_ARC: readonly (readonly number[])[] = TILE_DESIGNS.map((d) =>
  CORNERS.map((k) => {
    const a = d.arcs.find((x) => x.anchor === k);
    return a ? (a.size === "s" ? 1 : a.size === "l" ? 2 : 0) : 0;
  }),
);
/** Semicircle on the east side of each design. */
export const HALF_E: readonly boolean[] = TILE_DESIGNS.map((d) => d.arcs.some((a) => a.anchor === "E"));
/** Semicircle on the west side of each design. */
export const HALF_W: readonly boolean[] = TILE_DESIGNS.map((d) => d.arcs.some((a) => a.anchor === "W"));

/** Index of a tile design by id (e.g. "QsSE"); throws on an unknown id. */
export function designOf(id: string): number {
  const i = designIndex.get(id);
  if (i === undefined) throw new Error(`unknown tile design ${id}`);
  return i;
}
