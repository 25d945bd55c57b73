/**
 * Grids and adjacency groups. Cells are numbered; a grid supplies each cell's neighbours, and the
 * group functions work on any such graph (square grids, hex grids, irregular boards).
 */
import { required } from "./required.js";

/** A function giving the neighbours of a cell. */
export type Neighbours = (cell: number) => readonly number[];

/** Square grid geometry with cells numbered row-major: `cell = row * width + col`. */
export interface SquareGrid {
  readonly width: number;
  readonly height: number;
  /** Orthogonal neighbours of every cell, precomputed. */
  readonly orthogonal: readonly (readonly number[])[];
  /** Orthogonal and diagonal neighbours of every cell, precomputed. */
  readonly king: readonly (readonly number[])[];
}

/** Builds a square grid's neighbour tables. */
export function squareGrid(width: number, height: number): SquareGrid {
  const orthogonal: number[][] = [];
  const king: number[][] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const o: number[] = [];
      const k: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if (dr === 0 && dc === 0) continue;
          const rr = r + dr;
          const cc = c + dc;
          if (rr < 0 || rr >= height || cc < 0 || cc >= width) continue;
          k.push(rr * width + cc);
          if (dr === 0 || dc === 0) o.push(rr * width + cc);
        }
      }
      orthogonal.push(o);
      king.push(k);
    }
  }
  return { width, height, orthogonal, king };
}

/**
 * Length of the unbroken straight run through (row, col) along (dr, dc) in both directions,
 * counting (row, col) itself, where `filled(row, col)` tells which cells belong.
 */
export function runThrough(filled: (row: number, col: number) => boolean, row: number, col: number, dr: number, dc: number, height: number, width: number): number {
  let n = 1;
  for (let r = row + dr, c = col + dc; r >= 0 && r < height && c >= 0 && c < width && filled(r, c); r += dr, c += dc) n++;
  for (let r = row - dr, c = col - dc; r >= 0 && r < height && c >= 0 && c < width && filled(r, c); r -= dr, c -= dc) n++;
  return n;
}

/**
 * The connected group containing `start`: cells reachable through neighbours for which
 * `member(cell)` holds. Returns them in visiting order (empty when `start` is not a member).
 */
export function groupOf(start: number, neighbours: Neighbours, member: (cell: number) => boolean): number[] {
  if (!member(start)) return [];
  const seen = new Set<number>([start]);
  const out = [start];
  for (let i = 0; i < out.length; i++) {
    for (const n of neighbours(required(out[i], "a cell of the group"))) {
      if (!seen.has(n) && member(n)) {
        seen.add(n);
        out.push(n);
      }
    }
  }
  return out;
}

/**
 * Splits `cells` into connected groups. Two neighbouring cells join when `sameGroup(a, b)`
 * holds (default: always), e.g. same colour. Cells outside `cells` are ignored.
 */
export function connectedGroups(cells: Iterable<number>, neighbours: Neighbours, sameGroup: (a: number, b: number) => boolean = () => true): number[][] {
  const inSet = new Set<number>(cells);
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (const start of inSet) {
    if (seen.has(start)) continue;
    seen.add(start);
    const group = [start];
    for (let i = 0; i < group.length; i++) {
      const cur = required(group[i], "a cell of the group");
      for (const n of neighbours(cur)) {
        if (inSet.has(n) && !seen.has(n) && sameGroup(cur, n)) {
          seen.add(n);
          group.push(n);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}

/** Axial hex coordinates (pointy or flat: only adjacency matters here). */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The six axial directions, clockwise from east (pointy-top) / from south-east (flat-top). */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** The six neighbours of a hex (whether they exist on a board is the board's business). */
export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

/** Hex distance in axial coordinates. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** A string key for a hex, e.g. `"2,-1"`. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/**
 * A board of hex cells numbered in the order given, with precomputed neighbour tables, so hex
 * games can use the numbered-cell group functions above.
 */
export interface HexBoard {
  readonly cells: readonly Hex[];
  readonly indexOf: (h: Hex) => number;
  readonly neighbours: readonly (readonly number[])[];
}

/** Builds a {@link HexBoard} from its cells. */
export function hexBoard(cells: readonly Hex[]): HexBoard {
  const index = new Map<string, number>();
  cells.forEach((h, i) => index.set(hexKey(h), i));
  const neighbours = cells.map((h) =>
    hexNeighbours(h)
      .map((n) => index.get(hexKey(n)))
      .filter((n): n is number => n !== undefined),
  );
  return { cells, indexOf: (h) => index.get(hexKey(h)) ?? -1, neighbours };
}
