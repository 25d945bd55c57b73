/**
 * Realm geometry (spec §3): a sparse grid of cells `"r,c"`, rows 0–5 (0 and 5 only reachable with
 * Abriza), columns from 0 (the starting tile) to the right. A realm record is turned into a dense
 * grid once and cached by identity: a realm is changed in place only through {@link putLandscape}
 * and {@link liftLandscape}, which change its cached grid too.
 */
import { required } from "../../core/required.js";
import { ARROW, EDGES, GENIE, JAR, TYPE, landIndex } from "./catalog.js";
import type { Cell } from "./state.js";

/** Rows a grid covers: 0 (above row 1, Abriza) to 5 (below row 4, Abriza). */
export const ROWS = 6;
/** Largest column a cell name may use. */
export const MAX_COL = 255;

/** Row/column offsets of N, E, S, W. */
export const DR: readonly number[] = [-1, 0, 1, 0];
/** Column offsets of N, E, S, W. */
export const DC: readonly number[] = [0, 1, 0, -1];

/** Row offset of direction `d` (0–3: N, E, S, W). */
export function rowStep(d: number): number {
  return required(DR[d], "a direction");
}

/** Column offset of direction `d` (0–3: N, E, S, W). */
export function colStep(d: number): number {
  return required(DC[d], "a direction");
}

// Every cell name, interned, and its packed form: filled on first use rather than at import
// (1,536 strings and a map cost several milliseconds of start-up).
const NAMES: string[][] = [];
const PARSED = new Map<string, number>();

function fillNames(): void {
  for (let r = 0; r < ROWS; r++) {
    const row: string[] = [];
    for (let c = 0; c <= MAX_COL; c++) {
      const name = `${r},${c}`;
      row.push(name);
      PARSED.set(name, r * 256 + c);
    }
    NAMES.push(row);
  }
}

/** The name `"r,c"` of a cell (rows 0–5, columns 0–255). */
export function cellName(r: number, c: number): Cell {
  if (NAMES.length === 0) fillNames();
  return required(required(NAMES[r], "the row of the realm")[c], "the realm cell");
}

/** Packs a cell name into `r * 256 + c`, or -1 when it is not a cell of rows 0–5 / columns 0–255. */
export function parseCell(cell: string): number {
  if (PARSED.size === 0) fillNames();
  return PARSED.get(cell) ?? -1;
}

/** A realm as a dense grid. */
export interface Grid {
  /** Row stride: columns 0 … w−1 (w ≥ largest occupied column + 2: the last column is always empty). */
  readonly w: number;
  /** Landscape index per cell `r * w + c`, or -1. */
  readonly cells: readonly number[];
  /** Number of landscapes. */
  readonly count: number;
}

/** A realm's cached grid: kept in step with a realm changed in place, with its targets once asked. */
interface CachedGrid extends Grid {
  w: number;
  cells: number[];
  count: number;
  /** Placement and genie targets, null until asked for this layout. */
  targets: Targets | null;
  /**
   * Group sizes by type code, each filled when first asked for this layout ({@link groupSizes});
   * null once the layout changes. A copy shares the array: only grids of the layout it was made
   * for ever add to it, since a grid that changes drops it first.
   */
  groups: (readonly number[] | undefined)[] | null;
}

const CACHE = new WeakMap<object, CachedGrid>();

/** `n` empty cells (a plain array: small typed arrays cost more to make than to read). */
function emptyCells(n: number): number[] {
  const cells: number[] = [];
  for (let i = 0; i < n; i++) cells.push(-1);
  return cells;
}

/** The dense grid of a realm record (cached). */
export function gridOf(realm: Readonly<Record<Cell, string>>): Grid {
  let g = CACHE.get(realm);
  if (g) return g;
  const entries: number[] = [];
  let maxC = 0;
  for (const key in realm) {
    const p = parseCell(key);
    const c = p & 255;
    if (c > maxC) maxC = c;
    entries.push(p, landIndex(required(realm[key], "the landscape of a realm cell")));
  }
  const w = maxC + 2;
  const cells = emptyCells(ROWS * w);
  for (let i = 0; i < entries.length; i += 2) {
    const p = required(entries[i], "a realm cell");
    cells[(p >> 8) * w + (p & 255)] = required(entries[i + 1], "the landscape of a realm cell");
  }
  g = { w, cells, count: entries.length >> 1, targets: null, groups: null };
  CACHE.set(realm, g);
  return g;
}

/** A copy of a realm record to change in place, with a copy of its cached grid (none is rebuilt). */
export function copyRealm(realm: Readonly<Record<Cell, string>>): Record<Cell, string> {
  const copy = { ...realm };
  const g = CACHE.get(realm);
  if (g) CACHE.set(copy, { w: g.w, cells: g.cells.slice(), count: g.count, targets: g.targets, groups: g.groups });
  return copy;
}

/** Puts `tile` on `cell` of a realm changed in place (a working state's), and on its cached grid. */
export function putLandscape(realm: Record<Cell, string>, cell: Cell, tile: string): void {
  realm[cell] = tile;
  const g = CACHE.get(realm);
  if (!g) return;
  const p = parseCell(cell);
  const c = p & 255;
  if (c + 2 > g.w) widen(g, c + 2);
  const i = (p >> 8) * g.w + c;
  if (required(g.cells[i], "a realm cell") < 0) g.count++;
  g.cells[i] = landIndex(tile);
  g.targets = null;
  g.groups = null;
}

/** Lifts the landscape on `cell` of a realm changed in place, and off its cached grid. */
export function liftLandscape(realm: Record<Cell, string>, cell: Cell): void {
  delete realm[cell];
  const g = CACHE.get(realm);
  if (!g) return;
  const p = parseCell(cell);
  g.cells[(p >> 8) * g.w + (p & 255)] = -1;
  g.count--;
  g.targets = null;
  g.groups = null;
}

/** Widens a grid to `w` columns (a landscape arrived in its last, empty column). */
function widen(g: CachedGrid, w: number): void {
  const cells = emptyCells(ROWS * w);
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < g.w; c++) cells[r * w + c] = required(g.cells[r * g.w + c], "a realm cell");
  g.w = w;
  g.cells = cells;
}

/** Landscape index at (r, c), or -1 when empty or outside the grid. */
export function at(g: Grid, r: number, c: number): number {
  if (r < 0 || r >= ROWS || c < 0 || c >= g.w) return -1;
  return required(g.cells[r * g.w + c], "a realm cell");
}

/** Occupied orthogonal neighbours of (r, c), not counting (skipR, skipC). */
export function occupiedNeighbours(g: Grid, r: number, c: number, skipR = -9, skipC = -9): number {
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const rr = r + rowStep(d);
    const cc = c + colStep(d);
    if (rr === skipR && cc === skipC) continue;
    if (at(g, rr, cc) >= 0) n++;
  }
  return n;
}

/** Whether (r, c) may hold a landscape: rows 1–4 and column ≥ 1, or with Abriza (genie moves) rows 0–5, column ≥ 0. */
export function isLandscapeCell(r: number, c: number, abriza: boolean): boolean {
  if (c < 0 || c > MAX_COL - 1) return false;
  if (abriza) return r >= 0 && r < ROWS;
  return r >= 1 && r <= 4 && c >= 1;
}

/**
 * Whether `cell` names a cell a landscape may lie on at all (a genie with Abriza reaches the widest
 * realm: rows 0–5, columns 0–254; column 255 stays empty as every grid's last column must).
 */
export function isRealmCell(cell: string): boolean {
  const p = parseCell(cell);
  return p >= 0 && isLandscapeCell(p >> 8, p & MAX_COL, true);
}

/** The realm cells {@link isRealmCell} allows, in words, for messages. */
export const REALM_CELLS = `rows 0–${ROWS - 1}, columns 0–${MAX_COL - 1}`;

interface Targets {
  /** Empty cells of rows 1–4, columns ≥ 1, touching an occupied cell: names by row (index 0–5). */
  place: Cell[][];
  /** Empty cells (rows 0–5, columns ≥ 0) touching an occupied cell, packed, with neighbour counts. */
  open: number[];
}
function targetsOf(g: Grid): Targets {
  const cached = (g as Partial<CachedGrid>).targets;
  if (cached) return cached;
  const place: Cell[][] = [];
  const open: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    const row: Cell[] = [];
    place.push(row);
    for (let c = 0; c < g.w; c++) {
      if (at(g, r, c) >= 0) continue;
      const n = occupiedNeighbours(g, r, c);
      if (n === 0) continue;
      open.push(r * 256 + c, n);
      if (r >= 1 && r <= 4 && c >= 1) row.push(cellName(r, c));
    }
  }
  const t = { place, open };
  if (cached === null) (g as CachedGrid).targets = t;
  return t;
}

/** Legal placement cells of row `r` (1–4): empty, column ≥ 1, touching a landscape. */
export function placeTargets(g: Grid, r: number): readonly Cell[] {
  return targetsOf(g).place[r] ?? [];
}

/**
 * Legal destinations of a genie move of the landscape at (fr, fc): empty legal cells touching a
 * landscape once the moving one is lifted, other than its own cell.
 */
export function moveTargets(g: Grid, fr: number, fc: number, abriza: boolean): Cell[] {
  const out: Cell[] = [];
  const open = targetsOf(g).open;
  for (let i = 0; i < open.length; i += 2) {
    const p = required(open[i], "an open cell");
    const r = p >> 8;
    const c = p & 255;
    if (!isLandscapeCell(r, c, abriza)) continue;
    const n = required(open[i + 1], "the neighbours of an open cell");
    if (n === 1 && Math.abs(r - fr) + Math.abs(c - fc) === 1) continue;
    out.push(cellName(r, c));
  }
  // Cells just right of the grid's last column are never open (its last column is empty), and the
  // vacated cell itself is excluded because it is occupied in `g`.
  return out;
}

/** An activated icon: the landscape (index) and edge (0–3) carrying it, and the icon code. */
export interface Activation {
  readonly land: number;
  readonly edge: number;
  readonly icon: number;
}

/**
 * The activation pairs (spec §6.2) created by landscapes that just changed place (given as packed
 * cells of `g`, the grid after the change). A pair between two changed landscapes counts once.
 */
export function activationsAt(g: Grid, changed: readonly number[]): Activation[] {
  const out: Activation[] = [];
  for (let k = 0; k < changed.length; k++) {
    const p = required(changed[k], "a landscape that changed place");
    const r = p >> 8;
    const c = p & 255;
    const L = at(g, r, c);
    if (L < 0) continue;
    for (let d = 0; d < 4; d++) {
      const rr = r + rowStep(d);
      const cc = c + colStep(d);
      const M = at(g, rr, cc);
      if (M < 0) continue;
      // Pair with an earlier changed landscape: already counted from its side.
      let seen = false;
      for (let j = 0; j < k; j++) if (changed[j] === rr * 256 + cc) seen = true;
      if (seen) continue;
      const o = (d + 2) & 3;
      const eL = required(EDGES[L * 4 + d], "a landscape edge");
      const eM = required(EDGES[M * 4 + o], "a landscape edge");
      if (eL === ARROW && eM >= GENIE) out.push({ land: M, edge: o, icon: eM });
      else if (eM === ARROW && eL >= GENIE) out.push({ land: L, edge: d, icon: eL });
    }
  }
  return out;
}

/** Jar icons in the realm: all of them, and those facing an arrow now (activated). */
export function jarCounts(g: Grid): { total: number; activated: number } {
  let total = 0;
  let activated = 0;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < g.w; c++) {
      const L = at(g, r, c);
      if (L < 0) continue;
      for (let d = 0; d < 4; d++) {
        if (EDGES[L * 4 + d] !== JAR) continue;
        total++;
        const M = at(g, r + rowStep(d), c + colStep(d));
        if (M >= 0 && EDGES[M * 4 + ((d + 2) & 3)] === ARROW) activated++;
      }
    }
  }
  return { total, activated };
}

/** Sizes of the groups (orthogonally connected, same type) of landscapes of type code `type` (cached per layout: do not change the array). */
export function groupSizes(g: Grid, type: number): readonly number[] {
  const cached = g as Partial<CachedGrid>;
  if (cached.groups === undefined) return findGroups(g, type);
  const groups = (cached.groups ??= []);
  return (groups[type] ??= findGroups(g, type));
}

function findGroups(g: Grid, type: number): number[] {
  const seen: boolean[] = [];
  for (let i = 0; i < g.cells.length; i++) seen.push(false);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let i = 0; i < g.cells.length; i++) {
    const L = required(g.cells[i], "a realm cell");
    if (L < 0 || seen[i] || TYPE[L] !== type) continue;
    let size = 0;
    seen[i] = true;
    stack.push(i);
    for (let j = stack.pop(); j !== undefined; j = stack.pop()) {
      size++;
      const r = (j / g.w) | 0;
      const c = j - r * g.w;
      for (let d = 0; d < 4; d++) {
        const rr = r + rowStep(d);
        const cc = c + colStep(d);
        if (rr < 0 || rr >= ROWS || cc < 0 || cc >= g.w) continue;
        const q = rr * g.w + cc;
        const M = required(g.cells[q], "a realm cell");
        if (M >= 0 && !seen[q] && TYPE[M] === type) {
          seen[q] = true;
          stack.push(q);
        }
      }
    }
    sizes.push(size);
  }
  return sizes;
}

/** For each palace, the number of its orthogonal neighbours that are oases or markets. */
export function palaceContacts(g: Grid): number[] {
  const out: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < g.w; c++) {
      const L = at(g, r, c);
      if (L < 0 || TYPE[L] !== 3) continue;
      let k = 0;
      for (let d = 0; d < 4; d++) {
        const M = at(g, r + rowStep(d), c + colStep(d));
        if (M >= 0 && (TYPE[M] === 0 || TYPE[M] === 2)) k++;
      }
      out.push(k);
    }
  }
  return out;
}

/** Empty cells whose four orthogonal neighbours are all occupied (Forty Thieves' gaps). */
export function gapCount(g: Grid): number {
  let n = 0;
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < g.w; c++) if (at(g, r, c) < 0 && occupiedNeighbours(g, r, c) === 4) n++;
  return n;
}

/** Landscapes per row (index 0–5) of a type, or of every type when `type` is -1. */
export function rowCounts(g: Grid, type: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < ROWS; r++) {
    let n = 0;
    for (let c = 0; c < g.w; c++) {
      const L = at(g, r, c);
      if (L >= 0 && (type < 0 || TYPE[L] === type)) n++;
    }
    out.push(n);
  }
  return out;
}

/** Landscapes per column of a type (index = column). */
export function columnCounts(g: Grid, type: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < g.w; c++) {
    let n = 0;
    for (let r = 0; r < ROWS; r++) {
      const L = at(g, r, c);
      if (L >= 0 && TYPE[L] === type) n++;
    }
    out.push(n);
  }
  return out;
}
