/** Scoring (spec §7): one breakdown line per rulebook category, valid mid-game and final. */
import { required } from "../../core/required.js";
import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import { CELLS, COLS, cellAt, colOf, CORNER_ARC, E_MOSS, FACE_COUNT, HALF_E, HALF_W, ART, IS_MOSS, isMossFace, MIRROR_ART, N_CODE, ROWS, rowOf, S_CODE, W_MOSS } from "./board.js";
import { BOAT_ROW, BOAT_STONE, FAMOUS_GARDENS, POINTS, STANDING_STONES, STONE_KINDS, TOP_ROW, type FamousGarden, type StoneKind } from "./data.js";
import type { KaresansuiConfig, KaresansuiPlayer, KaresansuiState } from "./state.js";

/** The score categories, in the order the rulebook lists them. */
export const CATEGORIES = ["sand", "moss", "stoneKinds", "virtue", "disturbance", "allConnected", "swirl", "symmetry", "keima", "diagonal", "sanzon", "horai", "boat", "famousGarden"] as const;

/** A score category name. */
export type Category = (typeof CATEGORIES)[number];

/** The parts of a Karesansui score breakdown (`score(state).players[p].breakdown`): the rulebook's categories. */
export type KaresansuiBreakdownPart = Category;

/** A garden as scoring sees it. */
export interface GardenLike {
  readonly tiles: readonly (number | null)[];
  readonly stones: readonly (StoneKind | null)[];
}

/** Each stone kind's bit in a set of kinds. */
const STONE_KIND_BIT = Object.fromEntries(STONE_KINDS.map((k, i) => [k, 1 << i])) as Readonly<Record<StoneKind, number>>;

const FAMOUS_BY_ID = new Map<string, FamousGarden>(FAMOUS_GARDENS.map((f) => [f.id, f]));
/** Whether a cell's content counts as sand: a tile that is not moss. */
const isSand = (tile: number | null | undefined): boolean => tile !== null && !isMossFace(tile);

/** A row's cells as a bit set (bit c: column c), all of them. */
const ROW_BITS = (1 << COLS) - 1;

/** Per row bit set, the length of its longest run of set bits: the widest rectangle those cells hold. */
const LONGEST_RUN: Uint8Array = Uint8Array.from({ length: 1 << COLS }, (_, bits) => {
  let best = 0;
  let run = 0;
  for (let c = 0; c < COLS; c++) {
    run = (bits >> c) & 1 ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
});

/**
 * §7.1 Size of the largest axis-aligned rectangle whose cells all hold sand (non-moss) tiles: per
 * band of rows, its height times the longest run of columns that are sand in every row of it.
 */
export function largestSandRectangle(g: GardenLike): number {
  let sand = 0;
  for (let c = 0; c < CELLS; c++) if (isSand(g.tiles[c])) sand |= 1 << c;
  return sandRectangleOf(sand);
}

/** {@link largestSandRectangle} of the sand cells `sand` (bit c: cell c). */
function sandRectangleOf(sand: number): number {
  let best = 0;
  for (let top = 0; top < ROWS; top++) {
    // The columns sand in every row from top to bottom (each row's cells shifted down to bits 0 … COLS − 1).
    let columns = ROW_BITS;
    for (let bottom = top; bottom < ROWS; bottom++) {
      columns &= sand >> cellAt(bottom, 0);
      best = Math.max(best, required(LONGEST_RUN[columns], "the longest run of a row's cells") * (bottom - top + 1));
    }
  }
  return best;
}

/** §7.5 Number of boundaries between two placed tiles that do not connect. */
export function brokenBoundaries(g: GardenLike): number {
  let broken = 0;
  for (let c = 0; c < CELLS; c++) {
    const t = g.tiles[c];
    if (t === null || t === undefined) continue;
    if (colOf(c) < COLS - 1) {
      const r = g.tiles[c + 1];
      if (r !== null && r !== undefined && E_MOSS[t] !== W_MOSS[r]) broken++;
    }
    if (rowOf(c) < ROWS - 1) {
      const b = g.tiles[c + COLS];
      if (b !== null && b !== undefined && S_CODE[t] !== N_CODE[b]) broken++;
    }
  }
  return broken;
}

/** The quarter-arc classes a circle can be drawn in (CORNER_ARC: 1 small, 2 large). */
const ARC_CLASSES = [1, 2] as const;

/** Quadrants around a vertex: NW, NE, SW, SE (a vertex code's order, {@link ARC_BITS} each). */
const QUADRANTS = 4;
const [NW, NE, SW, SE] = [0, 1, 2, 3] as const;

/** The corner (CORNERS order: NW, NE, SW, SE) by which the cell in each quadrant touches the vertex: the opposite one. */
const QUADRANT_CORNER = [3, 2, 1, 0] as const;

/** Bits per corner's arc class in a vertex code (classes 0–2). */
const ARC_BITS = 2;

/** What the tables below read for an empty cell or one off the garden: an index past every face, with no arcs. */
const NO_FACE = FACE_COUNT;

/**
 * Per tile face (and {@link NO_FACE}: 0), the face's arc class at the corner by which it touches a
 * vertex from `quadrant`, already shifted to its place in the vertex code. One flat table per
 * quadrant, indexed by the face itself: the vertex loop only reads and ORs.
 */
function quadrantCodes(quadrant: number): Uint8Array {
  const corner = required(QUADRANT_CORNER[quadrant], "the corner of a quadrant");
  const arc = (face: number): number => (face === NO_FACE ? 0 : required(required(CORNER_ARC[face], "the corner arcs of a tile face")[corner], "the arc at a tile's corner"));
  return Uint8Array.from({ length: FACE_COUNT + 1 }, (_, face) => arc(face) << (quadrant * ARC_BITS));
}
const FROM_NW = quadrantCodes(NW);
const FROM_NE = quadrantCodes(NE);
const FROM_SW = quadrantCodes(SW);
const FROM_SE = quadrantCodes(SE);

/**
 * Points of a vertex by its code (the arc classes of its NW, NE, SW, SE quadrants, {@link ARC_BITS}
 * each): per class, four quarter arcs close a full circle; two that are not opposite, a half circle.
 */
const VERTEX_POINTS: Uint8Array = Uint8Array.from({ length: 1 << (QUADRANTS * ARC_BITS) }, (_, code) => {
  const arc = (q: number): number => (code >> (q * ARC_BITS)) & ((1 << ARC_BITS) - 1);
  let pts = 0;
  for (const cls of ARC_CLASSES) {
    const [nw, ne, sw, se] = [arc(NW) === cls, arc(NE) === cls, arc(SW) === cls, arc(SE) === cls];
    const n = +nw + +ne + +sw + +se;
    if (n === 4) pts += 4 * POINTS.fullCirclePerTile;
    else if (n === 2 && !(nw && se) && !(ne && sw)) pts += 2 * POINTS.halfCirclePerTile;
  }
  return pts;
});

/** The face in the cell at (row, col): {@link NO_FACE} when the cell is empty or the row is off the garden. */
const faceAt = (g: GardenLike, row: number, col: number): number => (row < 0 || row >= ROWS ? NO_FACE : (g.tiles[cellAt(row, col)] ?? NO_FACE));

/** An entry of one of these tables, by an index the code knows is in it (a face, {@link NO_FACE} or a code). */
const lookup = (table: Uint8Array, index: number): number => required(table[index], "an entry of a scoring table");

/** Swirl points of the quarter arcs meeting at the vertices between cell rows `row` − 1 and `row`, left to right. */
function vertexRowPoints(g: GardenLike, row: number): number {
  let pts = 0;
  // The code the column left of the vertex gives it: the cell above from the NW, the one below from the SW.
  let fromLeft = 0;
  for (let c = 0; c < COLS; c++) {
    const above = faceAt(g, row - 1, c);
    const below = faceAt(g, row, c);
    pts += lookup(VERTEX_POINTS, fromLeft | lookup(FROM_NE, above) | lookup(FROM_SE, below));
    fromLeft = lookup(FROM_NW, above) | lookup(FROM_SW, below);
  }
  return pts + lookup(VERTEX_POINTS, fromLeft);
}

/** Points of a side edge by which of its tiles draw a semicircle on it (bit 0 the left tile, bit 1 the right): one half circle, or a full one of two tiles. */
const EDGE_POINTS = Uint8Array.of(0, POINTS.halfCirclePerTile, POINTS.halfCirclePerTile, 2 * POINTS.fullCirclePerTile);
/** Per face, 1 (an edge's bit for its left tile) when it draws a semicircle on its east side; 0 for {@link NO_FACE}. */
const HALF_ON_EAST: Uint8Array = Uint8Array.from({ length: FACE_COUNT + 1 }, (_, face) => +(HALF_E[face] === true));
/** Per face, 2 (an edge's bit for its right tile) when it draws a semicircle on its west side; 0 for {@link NO_FACE}. */
const HALF_ON_WEST: Uint8Array = Uint8Array.from({ length: FACE_COUNT + 1 }, (_, face) => 2 * +(HALF_W[face] === true));

/** Swirl points of the semicircles on the side edges of cell row `row`, left to right. */
function edgeRowPoints(g: GardenLike, row: number): number {
  let pts = 0;
  // The left tile's bit of the edge: none left of the first column.
  let fromLeft = 0;
  for (let c = 0; c < COLS; c++) {
    const face = faceAt(g, row, c);
    pts += lookup(EDGE_POINTS, fromLeft | lookup(HALF_ON_WEST, face));
    fromLeft = lookup(HALF_ON_EAST, face);
  }
  return pts + lookup(EDGE_POINTS, fromLeft);
}

/** §7.7 Swirl points: full circles 2 per tile, half circles 1 per tile (PROVISIONAL geometry, A7). */
export function swirlPoints(g: GardenLike): number {
  let pts = 0;
  for (let row = 0; row <= ROWS; row++) pts += vertexRowPoints(g, row);
  for (let row = 0; row < ROWS; row++) pts += edgeRowPoints(g, row);
  return pts;
}

/** §7.6 Number of full rows that are left–right mirror images of themselves (tile art only, A20). */
export function symmetricRows(g: GardenLike): number {
  let rows = 0;
  for (let r = 0; r < ROWS; r++) {
    let ok = true;
    for (let c = 0; c < COLS && ok; c++) {
      const a = g.tiles[cellAt(r, c)];
      const b = g.tiles[cellAt(r, COLS - 1 - c)];
      ok = a !== null && a !== undefined && b !== null && b !== undefined && MIRROR_ART[a] === ART[b];
    }
    if (ok) rows++;
  }
  return rows;
}

/** Whether a cell's content is a stone. */
const isStone = (stone: StoneKind | null | undefined): stone is StoneKind => stone !== null && stone !== undefined;

/** Cells holding stones, as a bit set (bit c: cell c). */
function stoneBits(g: GardenLike): number {
  let bits = 0;
  for (let c = 0; c < CELLS; c++) if (isStone(g.stones[c])) bits |= 1 << c;
  return bits;
}

/** A knight's move between cells a < b: both cells as a bit set, and the other cells of their 2×3 or 3×2 rectangle. */
interface KnightMove {
  readonly a: number;
  readonly b: number;
  readonly ends: number;
  readonly inside: number;
}

/** Every knight's move of the garden (20 in 3 × 5: a bit set of them fits an int), by a then b: the order keima pairs are listed in. */
const KNIGHT_MOVES: readonly KnightMove[] = (() => {
  const out: KnightMove[] = [];
  for (let a = 0; a < CELLS; a++)
    for (let b = a + 1; b < CELLS; b++) {
      const [dr, dc] = [Math.abs(rowOf(a) - rowOf(b)), Math.abs(colOf(a) - colOf(b))];
      if (!((dr === 1 && dc === 2) || (dr === 2 && dc === 1))) continue;
      const ends = (1 << a) | (1 << b);
      let box = 0;
      for (let r = Math.min(rowOf(a), rowOf(b)); r <= Math.max(rowOf(a), rowOf(b)); r++) for (let c = Math.min(colOf(a), colOf(b)); c <= Math.max(colOf(a), colOf(b)); c++) box |= 1 << cellAt(r, c);
      out.push({ a, b, ends, inside: box & ~ends });
    }
  return out;
})();
/** {@link KNIGHT_MOVES}' end cells, flat: the keima count's search reads them. */
const KNIGHT_ENDS: Int32Array = Int32Array.from(KNIGHT_MOVES, (m) => m.ends);
/** Per cell, the knight's moves from it to a later cell (bit i: KNIGHT_MOVES[i]): a garden's few stones visit only theirs. */
const KNIGHT_MOVES_FROM: Int32Array = Int32Array.from({ length: CELLS }, (_, cell) => KNIGHT_MOVES.reduce((bits, m, i) => (m.a === cell ? bits | (1 << i) : bits), 0));

/** Index of the lowest set bit of a non-zero bit set. */
const lowestBit = (bits: number): number => 31 - Math.clz32(bits & -bits);

/** The knight's moves (bit i: KNIGHT_MOVES[i]) that are keima pairs among the stones `stones` (bit c: cell c): stones at both ends, none else inside their rectangle. */
function keimaMovesOf(stones: number): number {
  let moves = 0;
  for (let from = stones; from !== 0; from &= from - 1) {
    for (let each = required(KNIGHT_MOVES_FROM[lowestBit(from)], "a cell's knight's moves"); each !== 0; each &= each - 1) {
      const i = lowestBit(each);
      const m = required(KNIGHT_MOVES[i], "a knight's move");
      if ((stones & m.ends) === m.ends && (stones & m.inside) === 0) moves |= 1 << i;
    }
  }
  return moves;
}

/** §7.8 Valid keima pairs: a knight's move apart with no other stone inside their 2×3 / 3×2 rectangle. */
export function keimaPairs(g: GardenLike): [number, number][] {
  const moves = keimaMovesOf(stoneBits(g));
  return KNIGHT_MOVES.filter((_, i) => (moves >> i) & 1).map((m) => [m.a, m.b]);
}

/**
 * Largest number of pairwise disjoint groups among `chosen` (bit i: `groups[i]`, a bit set of
 * cells), none meeting the cells `used` — a small exact search.
 */
function maxDisjoint(groups: Int32Array, chosen: number, used: number): number {
  if (chosen === 0) return 0;
  const first = lowestBit(chosen);
  const rest = chosen & (chosen - 1);
  const mask = required(groups[first], "a group's cells");
  const without = maxDisjoint(groups, rest, used);
  return (mask & used) === 0 ? Math.max(without, 1 + maxDisjoint(groups, rest, used | mask)) : without;
}

/** §7.8 Maximum number of keima pairs with no stone used twice (A21). */
export function keimaCount(g: GardenLike): number {
  return keimaCountOf(stoneBits(g));
}

/** {@link keimaCount} of the stones `stones` (bit c: cell c). */
const keimaCountOf = (stones: number): number => maxDisjoint(KNIGHT_ENDS, keimaMovesOf(stones), 0);

/** The 6 diagonal lines of three cells in a 3-row garden. */
export const DIAGONAL_LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2].map((c) => [cellAt(0, c), cellAt(1, c + 1), cellAt(2, c + 2)]),
  ...[2, 3, 4].map((c) => [cellAt(0, c), cellAt(1, c - 1), cellAt(2, c - 2)]),
];
/** {@link DIAGONAL_LINES} as bit sets of cells. */
const DIAGONAL_BITS: Int32Array = Int32Array.from(DIAGONAL_LINES, (line) => line.reduce((bits, c) => bits | (1 << c), 0));

/** Number of set bits. */
function bitCount(bits: number): number {
  let n = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) n++;
  return n;
}

/** §7.9 Diagonal lines of three stones: disjoint maximum (A22), or all lines with `reuse`. */
export function diagonalCount(g: GardenLike, reuse: boolean): number {
  return diagonalsOf(stoneBits(g), reuse);
}

/** {@link diagonalCount} of the stones `stones` (bit c: cell c). */
function diagonalsOf(stones: number, reuse: boolean): number {
  let full = 0;
  for (let i = 0; i < DIAGONAL_BITS.length; i++) {
    const line = required(DIAGONAL_BITS[i], "a diagonal's cells");
    if ((stones & line) === line) full |= 1 << i;
  }
  return reuse ? bitCount(full) : maxDisjoint(DIAGONAL_BITS, full, 0);
}

/** §7.10 Three standing stones side by side in the top row (strict: t–T–t). */
export function hasSanzon(g: GardenLike, strict: boolean): boolean {
  const standing = (k: StoneKind | null | undefined): boolean => k !== null && k !== undefined && STANDING_STONES.includes(k);
  for (let c = 0; c + 2 < COLS; c++) {
    const a = g.stones[cellAt(TOP_ROW, c)];
    const b = g.stones[cellAt(TOP_ROW, c + 1)];
    const d = g.stones[cellAt(TOP_ROW, c + 2)];
    if (strict ? a === "t" && b === "T" && d === "t" : standing(a) && standing(b) && standing(d)) return true;
  }
  return false;
}

/** §7.11 Two large standing stones on two side-by-side moss tiles of the top row. */
export function hasHorai(g: GardenLike): boolean {
  for (let c = 0; c + 1 < COLS; c++) {
    const a = cellAt(TOP_ROW, c);
    const b = a + 1;
    if (g.stones[a] === "T" && g.stones[b] === "T" && isMossFace(g.tiles[a]) && isMossFace(g.tiles[b])) return true;
  }
  return false;
}

/** §7.12 The boat stone stands on the bonus row (PROVISIONAL). */
export function hasBoatBonus(g: GardenLike): boolean {
  for (let c = 0; c < COLS; c++) if (g.stones[cellAt(BOAT_ROW, c)] === BOAT_STONE) return true;
  return false;
}

/** §7.13 Whether a garden matches a famous-garden card (exact kinds at absolute cells; moss cells; A17). */
export function matchesFamous(g: GardenLike, card: FamousGarden): boolean {
  for (const s of card.stones) if (g.stones[cellAt(s.row, s.col)] !== s.kind) return false;
  for (const [r, c] of card.moss) {
    const t = g.tiles[cellAt(r, c)];
    if (t === null || t === undefined || !IS_MOSS[t]) return false;
  }
  return true;
}

/** Points of the best matched card among `cards` (a player scores one card). */
export function famousPoints(g: GardenLike, cards: readonly string[]): number {
  let best = 0;
  for (const id of cards) {
    const card = FAMOUS_BY_ID.get(id);
    if (card && matchesFamous(g, card) && card.points > best) best = card.points;
  }
  return best;
}

/** One garden's breakdown. `famous`: the cards this player may score (own secret card, or the 3 shared in 2p). */
export function gardenBreakdown(
  pl: GardenLike & Partial<Pick<KaresansuiPlayer, "virtue">>,
  famous: readonly string[],
  config: Pick<KaresansuiConfig, "diagonalReuse" | "sanzonStrict">,
): Record<Category, number> {
  // One pass over the cells for the counts and the bit sets (bit c: cell c) the categories below read.
  let tiles = 0;
  let moss = 0;
  let sand = 0;
  let stones = 0;
  let kinds = 0;
  for (let c = 0; c < CELLS; c++) {
    const t = pl.tiles[c];
    if (t !== null && t !== undefined) {
      tiles++;
      if (IS_MOSS[t]) moss++;
    }
    if (isSand(t)) sand |= 1 << c;
    const s = pl.stones[c];
    if (isStone(s)) {
      stones |= 1 << c;
      kinds |= STONE_KIND_BIT[s];
    }
  }
  const broken = brokenBoundaries(pl);
  return {
    sand: sandRectangleOf(sand) * POINTS.sandPerTile,
    moss: moss * POINTS.mossPerTile,
    stoneKinds: bitCount(kinds) * POINTS.perStoneKind,
    virtue: (pl.virtue ?? 0) * POINTS.perVirtue,
    disturbance: broken > 0 ? broken * POINTS.perBreak : 0,
    allConnected: tiles === CELLS && broken === 0 ? POINTS.allConnected : 0,
    swirl: swirlPoints(pl),
    symmetry: symmetricRows(pl) * POINTS.symmetryRow,
    keima: keimaCountOf(stones) * POINTS.keima,
    diagonal: diagonalsOf(stones, config.diagonalReuse) * POINTS.diagonal,
    sanzon: hasSanzon(pl, config.sanzonStrict) ? POINTS.sanzon : 0,
    horai: hasHorai(pl) ? POINTS.horai : 0,
    boat: hasBoatBonus(pl) ? POINTS.boat : 0,
    famousGarden: famousPoints(pl, famous),
  };
}

/** The famous-garden cards that count for a player: the shared ones with two players, else their own. */
export function famousCardsOf(s: KaresansuiState, pl: KaresansuiPlayer): readonly string[] {
  if (s.players.length === 2) return s.sharedFamous;
  return pl.famous === null ? [] : [pl.famous];
}

/**
 * The sum of a breakdown's categories, field by field: a loop over {@link CATEGORIES} reads each by
 * a key that changes from one step to the next, which V8 does by a slow generic lookup. A test
 * ("Totals" in the scoring tests) fails when a category is left out here.
 */
function totalOf(b: Record<KaresansuiBreakdownPart, number>): number {
  return b.sand + b.moss + b.stoneKinds + b.virtue + b.disturbance + b.allConnected + b.swirl + b.symmetry + b.keima + b.diagonal + b.sanzon + b.horai + b.boat + b.famousGarden;
}

/** A player's score as their garden stands (`pl` may be a garden being tried, not the state's own). */
export function gardenTotal(s: KaresansuiState, pl: KaresansuiPlayer): number {
  return totalOf(gardenBreakdown(pl, famousCardsOf(s, pl), s.config));
}

/** Scores of every player; equal totals share a rank (no tie-break is known, A28). */
export function score(s: KaresansuiState): ScoreSheet<KaresansuiBreakdownPart> {
  const players = s.players.map((pl, player) => {
    const breakdown = gardenBreakdown(pl, famousCardsOf(s, pl), s.config);
    return { player, total: totalOf(breakdown), breakdown };
  });
  return { players, ranking: rankByKeys(players.map((p) => [p.total])) };
}
