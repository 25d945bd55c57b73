/**
 * Garden geometry (spec §3) and tables derived once from the tile data, so the rules never parse
 * edge codes in hot loops.
 */
import { required } from "../../core/required.js";
import { ROTATED_180, TILE_DESIGNS, type ArcAnchor, type TileDesign } from "./data.js";

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

/**
 * A cell as text reads it, counted from 1 like seats ("Player 1"): cell 3 (row 0, column 3 in the
 * API) is "row 1, column 4". Rows count from the top, columns from the left.
 */
export const cellName = (cell: number): string => `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;

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

/**
 * Garden cells hold a **face**: the design number `d` (printed orientation) or `d + DESIGN_COUNT`
 * (the tile turned by 180°, only with the `allowRotate180` variant, A9). Every table below is
 * indexed by face; without the variant only faces < DESIGN_COUNT occur.
 */
export const FACE_COUNT = 2 * DESIGN_COUNT;
/** The physical design of a face. */
export const designOfFace = (face: number): number => (face >= DESIGN_COUNT ? face - DESIGN_COUNT : face);
/** Whether a face is a turned tile. */
export const isRotatedFace = (face: number): boolean => face >= DESIGN_COUNT;

const swapWE = (x: string): string => x.replace(/[WE]/g, (ch) => (ch === "W" ? "E" : "W"));
const ANCHOR_180: Readonly<Record<ArcAnchor, ArcAnchor>> = { NW: "SE", SE: "NW", NE: "SW", SW: "NE", E: "W", W: "E" };
/** A top/bottom edge code seen from the other side after a 180° turn: W↔E, parts again in W-then-E order. */
export function rotateEdgeCode(code: string): string {
  if (code === "") return code;
  const parts = code.split("+").map(swapWE);
  return [...parts.filter((x) => x.includes("W")), ...parts.filter((x) => !x.includes("W"))].join("+");
}
/** A design's geometry turned by 180° (spec §11.1 model): N↔S, W↔E, corner arcs to the opposite corner. */
export function rotateDesign(d: TileDesign): TileDesign {
  return {
    ...d,
    n: rotateEdgeCode(d.s),
    s: rotateEdgeCode(d.n),
    w: d.e,
    e: d.w,
    arcs: d.arcs.map((a) => ({ anchor: ANCHOR_180[a.anchor], size: a.size })),
  };
}
/** Geometry of every face. */
const FACES: readonly TileDesign[] = [...TILE_DESIGNS, ...TILE_DESIGNS.map(rotateDesign)];

/** Whether a face is a moss tile. */
export const IS_MOSS: readonly boolean[] = FACES.map((d) => d.moss);
/** Whether a cell's content is a moss tile: false for an empty cell (null), a cell off the garden (undefined) or no face. */
export const isMossFace = (face: number | null | undefined): boolean => face !== null && face !== undefined && IS_MOSS[face] === true;
/** Top edge code of each face as a small integer: a vertical boundary connects iff upper S = lower N. */
export const N_CODE: readonly number[] = FACES.map((d) => codeId(d.n));
/** Bottom edge code of each face as a small integer. */
export const S_CODE: readonly number[] = FACES.map((d) => codeId(d.s));
/** Whether the left side is moss: a sideways boundary connects iff left E = right W. */
export const W_MOSS: readonly boolean[] = FACES.map((d) => d.w === "moss");
/** Whether the right side is moss. */
export const E_MOSS: readonly boolean[] = FACES.map((d) => d.e === "moss");
/** Mirror design of each design (printed orientation). */
export const MIRROR: readonly number[] = TILE_DESIGNS.map((d) => {
  const m = designIndex.get(d.mirror);
  if (m === undefined) throw new Error(`karesansui data: mirror ${d.mirror} of ${d.id} is not a design`);
  return m;
});
/** Design showing the art of each design turned by 180°, or -1 when none does ({@link ROTATED_180}). */
export const ROTATED: readonly number[] = TILE_DESIGNS.map((d) => {
  const r = ROTATED_180[d.id];
  if (r === undefined) throw new Error(`karesansui data: no 180° entry for ${d.id}`);
  if (r === null) return -1;
  const i = designIndex.get(r);
  if (i === undefined) throw new Error(`karesansui data: 180° image ${r} of ${d.id} is not a design`);
  return i;
});
/** Whether turning a design changes its art (else a turned placement is the same outcome and is not offered). */
export const TURN_CHANGES_ART: readonly boolean[] = ROTATED.map((r, d) => r !== d);
/** Art of each face as a face number: a turned tile showing another design's art is that design. */
export const ART: readonly number[] = [...TILE_DESIGNS.map((_, d) => d), ...ROTATED.map((r, d) => (r >= 0 ? r : d + DESIGN_COUNT))];
/** The art of a face (a face number below {@link FACE_COUNT}). */
const artOf = (face: number): number => required(ART[face], "the art of a tile face");
/** Art of the mirror image of each face (mirroring commutes with a 180° turn). */
export const MIRROR_ART: readonly number[] = [...MIRROR.map((m) => artOf(m)), ...MIRROR.map((m) => artOf(m + DESIGN_COUNT))];

/** Corner order used by {@link CORNER_ARC}. */
export const CORNERS = ["NW", "NE", "SW", "SE"] as const;
/** Quarter-arc class at each corner of each face: 0 none, 1 small, 2 large. */
export const CORNER_ARC: readonly (readonly number[])[] = FACES.map((d) =>
  CORNERS.map((k) => {
    const a = d.arcs.find((x) => x.anchor === k);
    return a ? (a.size === "s" ? 1 : a.size === "l" ? 2 : 0) : 0;
  }),
);
/** Semicircle on the east side of each face. */
export const HALF_E: readonly boolean[] = FACES.map((d) => d.arcs.some((a) => a.anchor === "E"));
/** Semicircle on the west side of each face. */
export const HALF_W: readonly boolean[] = FACES.map((d) => d.arcs.some((a) => a.anchor === "W"));

/** Name of a face: the design id, with "↻" when turned by 180°. */
export const faceName = (face: number): string => `${TILE_DESIGNS[designOfFace(face)]?.id ?? `tile ${face}`}${isRotatedFace(face) ? "↻" : ""}`;

/** Index of a tile design by id (e.g. "QsSE"); throws on an unknown id. */
export function designOf(id: string): number {
  const i = designIndex.get(id);
  if (i === undefined) throw new Error(`unknown tile design ${id}`);
  return i;
}
