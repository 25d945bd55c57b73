/**
 * Azul position evaluation for bots: the points a player can count on at the end of this round,
 * plus part of what their unfinished pattern lines and end bonuses promise.
 */
import type { PlayerId, ScoreScale, SearchHints } from "../../core/shared.js";
import { required } from "../../core/required.js";
import { BONUS_COLOUR, BONUS_COLUMN, BONUS_ROW, colouredColumn, colourIndex, FLOOR_TOTALS, WALL_SIZE, type Colour } from "./data.js";
import { tilesOnOffer } from "./round.js";
import { achievementsOf, boardTotal, emptyFills, endBonus, wallFills, type WallFills } from "./scoring.js";
import type { AzulBoard, AzulState } from "./state.js";
import { greyColumns, placementPoints } from "./tiling.js";
import { hasCompleteRow } from "./wall.js";

/** Weights of the parts of {@link evaluateAzul} that are promises rather than points. */
export const AZUL_EVALUATION_WEIGHTS = {
  /** Share of a pattern line's future placement points counted per tile already on it (a full line counts whole). */
  lineProgress: 0.5,
  /** Share of an end bonus counted for a row, column or colour of the wall (after this round's tiling) by the square of its fill. */
  bonusInReach: 0.6,
  /** Points per empty wall cell next to a filled one: room for adjacency later. */
  adjacency: 0.15,
  /**
   * Share of a pattern line's progress still counted when the tiles of its colour left in the
   * factories and the centre cannot finish it this round: it waits a round at least, and blocks
   * the line meanwhile. Greedy play against a one-ply rule of thumb (`bench/strength.ts`, 3,000
   * games on seeds the weight was not tuned on) won 51.6% of its games without this (1), 59.9%
   * with 0.2 (docs/bots.md): the margin also values the lines an opponent can no longer finish.
   */
  unreachable: 0.2,
} as const;

type Wall = (Colour | null)[][];

/** The column a complete line's tile goes to: printed on the coloured side, best-scoring legal one on the grey side (-1: none). */
function targetColumn(wall: Wall, row: number, colour: Colour, grey: boolean): number {
  const cells = required(wall[row], "the projected wall row");
  if (!grey) {
    const col = colouredColumn(row, colourIndex(colour));
    return cells[col] === null ? col : -1;
  }
  let best = -1;
  let bestPts = -1;
  for (const col of greyColumns(wall, row, colour)) {
    cells[col] = colour;
    const pts = placementPoints(wall, row, col);
    cells[col] = null;
    if (pts > bestPts) {
      bestPts = pts;
      best = col;
    }
  }
  return best;
}

/**
 * Scratch of one evaluation: the projected wall and its fills. Evaluations run one at a time and
 * never call each other, and search runs millions of them, so these are reused instead of
 * allocated each time; nothing returns them.
 */
const PROJECTED: Wall = Array.from({ length: WALL_SIZE }, () => new Array<Colour | null>(WALL_SIZE).fill(null));
const FILLS: WallFills = emptyFills();

/**
 * The round-end tiling of one board as the rules would run it (rows 1→5, then the floor), on
 * {@link PROJECTED}, which holds the wall it leaves: the score it reaches.
 */
function tileRound(board: AzulBoard, grey: boolean): number {
  const wall = PROJECTED;
  for (let r = 0; r < WALL_SIZE; r++) {
    const from = board.wall[r];
    const to = wall[r];
    if (from === undefined || to === undefined) throw new Error("a wall row is missing");
    for (let c = 0; c < WALL_SIZE; c++) to[c] = from[c] ?? null;
  }
  let pts = board.score;
  let floor = board.floor.length;
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = required(board.lines[row], "a pattern line");
    if (line.count !== row + 1 || line.colour === null) continue;
    const col = targetColumn(wall, row, line.colour, grey);
    if (col < 0) {
      floor += row + 1; // grey side: a line with no legal column goes to the floor
      continue;
    }
    const cells = required(wall[row], "a projected wall row");
    cells[col] = line.colour;
    pts += placementPoints(wall, row, col);
  }
  const penalty = required(FLOOR_TOTALS[Math.min(floor, FLOOR_TOTALS.length - 1)], "the floor penalty");
  pts = Math.max(0, pts + penalty);
  return pts;
}

/**
 * Azul evaluation of `state` for `player`, in points (higher is better):
 * - **round-end tiling**: the score after tiling this round's complete pattern lines and paying
 *   the floor (floor risk counts in full, as the rules clamp it at 0);
 * - **pattern-line progress**: for each unfinished line, the placement points its tile would
 *   score on the projected wall, times {@link AZUL_EVALUATION_WEIGHTS}.lineProgress and the share
 *   of the line already filled (times `unreachable` when the tiles left this round cannot finish it);
 * - **end bonuses in reach**: each row (+2), column (+7) and colour (+10) counted by the square of
 *   its fill, times `bonusInReach` (in full, and nothing else, once the game ends this round);
 * - **adjacency potential**: empty wall cells beside filled ones.
 * Once the game is over it is the final total from `score`.
 */
export function evaluateAzul(state: AzulState, player: PlayerId): number {
  const board = required(state.boards[player], "the player's board");
  if (state.phase === "over") return boardTotal(board, true);
  const grey = state.config.wall === "grey";
  const base = tileRound(board, grey);
  const wall = PROJECTED;
  const f = wallFills(wall, FILLS);
  // The game ends after this round's tiling if any wall will have a complete row.
  let ending = f.rows.includes(WALL_SIZE);
  for (let p = 0; p < state.boards.length && !ending; p++) {
    const b = required(state.boards[p], "a player's board");
    if (p !== player) ending = hasCompleteRow(b) || projectedRowDone(b);
  }
  if (ending) return base + endBonus(achievementsOf(f));
  const w = AZUL_EVALUATION_WEIGHTS;
  let value = base;
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = required(board.lines[row], "a pattern line");
    if (line.count === 0 || line.count === row + 1 || line.colour === null) continue;
    const col = targetColumn(wall, row, line.colour, grey);
    if (col < 0) continue;
    const cells = required(wall[row], "a projected wall row");
    cells[col] = line.colour;
    const pts = placementPoints(wall, row, col);
    cells[col] = null;
    const reach = tilesOnOffer(state, colourIndex(line.colour)) >= row + 1 - line.count ? 1 : w.unreachable;
    value += w.lineProgress * pts * (line.count / (row + 1)) * reach;
  }
  let bonus = 0;
  // Fills have one count per row, column and colour (5 each): read unchecked in this per-evaluation loop.
  for (let i = 0; i < WALL_SIZE; i++) {
    bonus += BONUS_ROW * (f.rows[i]! / WALL_SIZE) ** 2;
    bonus += BONUS_COLUMN * (f.columns[i]! / WALL_SIZE) ** 2;
    bonus += BONUS_COLOUR * (f.colours[i]! / WALL_SIZE) ** 2;
  }
  value += w.bonusInReach * bonus;
  let open = 0;
  // Neighbour reads, per cell: within the bounds just checked, so unchecked.
  const filled = (r: number, c: number): boolean => r >= 0 && r < WALL_SIZE && c >= 0 && c < WALL_SIZE && wall[r]![c] !== null;
  for (let r = 0; r < WALL_SIZE; r++) {
    const cells = required(wall[r], "a projected wall row");
    for (let c = 0; c < WALL_SIZE; c++) {
      if (cells[c] !== null) continue;
      if (filled(r - 1, c) || filled(r + 1, c) || filled(r, c - 1) || filled(r, c + 1)) open++;
    }
  }
  return value + w.adjacency * open;
}

/** Whether a board's complete lines will finish a wall row at this round's end (coloured side; the grey side's choice is the player's). */
function projectedRowDone(board: AzulBoard): boolean {
  for (let row = 0; row < WALL_SIZE; row++) {
    const line = required(board.lines[row], "a pattern line");
    if (line.count !== row + 1) continue;
    const cells = required(board.wall[row], "a wall row");
    let missing = 0;
    for (const cell of cells) if (cell === null) missing++;
    if (missing === 1) return true;
  }
  return false;
}

/** The evaluation as the game definition exposes it (`azul.evaluate`). */
export const evaluate = evaluateAzul;

/**
 * How points run in Azul between good players (from bots' games, bench/strength.ts): a typical
 * final score, the spread of final scores and a typical winning margin. MCTS scales its rewards by them.
 */
export const SCORE_SCALE: ScoreScale = { typical: 50, spread: 20, margin: 8 };

/**
 * How MCTS best searches this game at a fixed time (head to head, 2 players, 200 ms a decision,
 * 2026-11-27; docs/bots.md): random playouts of 4 moves won 11 of 16 games against greedy playouts
 * of 4 moves; valuing the leaf at once won 5 of 8.
 */
export const SEARCH_HINTS: SearchHints = { rollout: "random", rolloutDepth: 4 };
