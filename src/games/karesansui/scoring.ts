/** Scoring (spec §7): one breakdown line per rulebook category, valid mid-game and final. */
import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import { CELLS, COLS, cellAt, colOf, CORNER_ARC, E_MOSS, HALF_E, HALF_W, ART, IS_MOSS, MIRROR_ART, N_CODE, ROWS, rowOf, S_CODE, W_MOSS } from "./board.js";
import { BOAT_ROW, FAMOUS_GARDENS, POINTS, STANDING_STONES, TOP_ROW, type FamousGarden, type StoneKind } from "./data.js";
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

const FAMOUS_BY_ID = new Map<string, FamousGarden>(FAMOUS_GARDENS.map((f) => [f.id, f]));
const isSand = (g: GardenLike, c: number): boolean => g.tiles[c] !== null && !IS_MOSS[g.tiles[c]!];

/** §7.1 Size of the largest axis-aligned rectangle whose cells all hold sand (non-moss) tiles. */
export function largestSandRectangle(g: GardenLike): number {
  let best = 0;
  for (let r0 = 0; r0 < ROWS; r0++)
    for (let r1 = r0; r1 < ROWS; r1++)
      for (let c0 = 0; c0 < COLS; c0++)
        for (let c1 = c0; c1 < COLS; c1++) {
          const area = (r1 - r0 + 1) * (c1 - c0 + 1);
          if (area <= best) continue;
          let ok = true;
          for (let r = r0; r <= r1 && ok; r++) for (let c = c0; c <= c1 && ok; c++) ok = isSand(g, cellAt(r, c));
          if (ok) best = area;
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

/** Quarter-arc class of the tile at (r, c) at corner k (0 NW, 1 NE, 2 SW, 3 SE); 0 when none or off the garden. */
function arcAt(g: GardenLike, r: number, c: number, k: number): number {
  if (r < 0 || r >= ROWS || c < 0 || c >= COLS) return 0;
  const t = g.tiles[cellAt(r, c)];
  return t === null || t === undefined ? 0 : CORNER_ARC[t]![k]!;
}

/** §7.7 Swirl points: full circles 2 per tile, half circles 1 per tile (PROVISIONAL geometry, A7). */
export function swirlPoints(g: GardenLike): number {
  let pts = 0;
  for (let i = 0; i <= ROWS; i++) {
    for (let j = 0; j <= COLS; j++) {
      for (const cls of [1, 2]) {
        // Quadrants around vertex (i, j): the cell to the NW touches it with its SE corner, etc.
        const nw = arcAt(g, i - 1, j - 1, 3) === cls;
        const ne = arcAt(g, i - 1, j, 2) === cls;
        const sw = arcAt(g, i, j - 1, 1) === cls;
        const se = arcAt(g, i, j, 0) === cls;
        const n = +nw + +ne + +sw + +se;
        if (n === 4) pts += 4 * POINTS.fullCirclePerTile;
        else if (n === 2 && !(nw && se) && !(ne && sw)) pts += 2 * POINTS.halfCirclePerTile;
      }
    }
  }
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c <= COLS; c++) {
      const l = c > 0 ? g.tiles[cellAt(r, c - 1)] : null;
      const rt = c < COLS ? g.tiles[cellAt(r, c)] : null;
      const left = l !== null && l !== undefined && HALF_E[l]!;
      const right = rt !== null && rt !== undefined && HALF_W[rt]!;
      if (left && right) pts += 2 * POINTS.fullCirclePerTile;
      else if (left || right) pts += POINTS.halfCirclePerTile;
    }
  }
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

/** Cells holding stones. */
function stoneCells(g: GardenLike): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (g.stones[c] !== null && g.stones[c] !== undefined) out.push(c);
  return out;
}

/** §7.8 Valid keima pairs: a knight's move apart with no other stone inside their 2×3 / 3×2 rectangle. */
export function keimaPairs(g: GardenLike): [number, number][] {
  const cells = stoneCells(g);
  const pairs: [number, number][] = [];
  for (let i = 0; i < cells.length; i++) {
    for (let j = i + 1; j < cells.length; j++) {
      const a = cells[i]!;
      const b = cells[j]!;
      const dr = Math.abs(rowOf(a) - rowOf(b));
      const dc = Math.abs(colOf(a) - colOf(b));
      if (!((dr === 1 && dc === 2) || (dr === 2 && dc === 1))) continue;
      const r0 = Math.min(rowOf(a), rowOf(b));
      const r1 = Math.max(rowOf(a), rowOf(b));
      const c0 = Math.min(colOf(a), colOf(b));
      const c1 = Math.max(colOf(a), colOf(b));
      let blocked = false;
      for (const x of cells) {
        if (x === a || x === b) continue;
        if (rowOf(x) >= r0 && rowOf(x) <= r1 && colOf(x) >= c0 && colOf(x) <= c1) blocked = true;
      }
      if (!blocked) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** Largest number of pairwise disjoint groups (each a list of cells) — a small exact search. */
function maxDisjoint(groups: readonly (readonly number[])[]): number {
  const masks = groups.map((g) => g.reduce((m, c) => m | (1 << c), 0));
  const go = (i: number, used: number): number => {
    if (i >= masks.length) return 0;
    let best = go(i + 1, used);
    if ((masks[i]! & used) === 0) best = Math.max(best, 1 + go(i + 1, used | masks[i]!));
    return best;
  };
  return go(0, 0);
}

/** §7.8 Maximum number of keima pairs with no stone used twice (A21). */
export function keimaCount(g: GardenLike): number {
  return maxDisjoint(keimaPairs(g));
}

/** The 6 diagonal lines of three cells in a 3-row garden. */
export const DIAGONAL_LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2].map((c) => [cellAt(0, c), cellAt(1, c + 1), cellAt(2, c + 2)]),
  ...[2, 3, 4].map((c) => [cellAt(0, c), cellAt(1, c - 1), cellAt(2, c - 2)]),
];

/** §7.9 Diagonal lines of three stones: disjoint maximum (A22), or all lines with `reuse`. */
export function diagonalCount(g: GardenLike, reuse: boolean): number {
  const full = DIAGONAL_LINES.filter((line) => line.every((c) => g.stones[c] !== null && g.stones[c] !== undefined));
  return reuse ? full.length : maxDisjoint(full);
}

/** §7.10 Three standing stones side by side in the top row (strict: t–T–t). */
export function hasSanzon(g: GardenLike, strict: boolean): boolean {
  for (let c = 0; c + 2 < COLS; c++) {
    const k = [0, 1, 2].map((i) => g.stones[cellAt(TOP_ROW, c + i)] ?? null);
    if (strict ? k[0] === "t" && k[1] === "T" && k[2] === "t" : k.every((x) => x !== null && STANDING_STONES.includes(x))) return true;
  }
  return false;
}

/** §7.11 Two large standing stones on two side-by-side moss tiles of the top row. */
export function hasHorai(g: GardenLike): boolean {
  for (let c = 0; c + 1 < COLS; c++) {
    const a = cellAt(TOP_ROW, c);
    const b = a + 1;
    if (g.stones[a] === "T" && g.stones[b] === "T" && IS_MOSS[g.tiles[a]!] && IS_MOSS[g.tiles[b]!]) return true;
  }
  return false;
}

/** §7.12 The boat stone stands on the bonus row (PROVISIONAL). */
export function hasBoatBonus(g: GardenLike): boolean {
  for (let c = 0; c < COLS; c++) if (g.stones[cellAt(BOAT_ROW, c)] === "B") return true;
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
  let tiles = 0;
  let moss = 0;
  const kinds = new Set<StoneKind>();
  for (let c = 0; c < CELLS; c++) {
    const t = pl.tiles[c];
    if (t !== null && t !== undefined) {
      tiles++;
      if (IS_MOSS[t]) moss++;
    }
    const s = pl.stones[c];
    if (s !== null && s !== undefined) kinds.add(s);
  }
  const broken = brokenBoundaries(pl);
  return {
    sand: largestSandRectangle(pl) * POINTS.sandPerTile,
    moss: moss * POINTS.mossPerTile,
    stoneKinds: kinds.size * POINTS.perStoneKind,
    virtue: (pl.virtue ?? 0) * POINTS.perVirtue,
    disturbance: broken > 0 ? broken * POINTS.perBreak : 0,
    allConnected: tiles === CELLS && broken === 0 ? POINTS.allConnected : 0,
    swirl: swirlPoints(pl),
    symmetry: symmetricRows(pl) * POINTS.symmetryRow,
    keima: keimaCount(pl) * POINTS.keima,
    diagonal: diagonalCount(pl, config.diagonalReuse) * POINTS.diagonal,
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

/** The sum of a breakdown's categories. */
function totalOf(breakdown: Record<KaresansuiBreakdownPart, number>): number {
  let total = 0;
  for (const k of CATEGORIES) total += breakdown[k];
  return total;
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
