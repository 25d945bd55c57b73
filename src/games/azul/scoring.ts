import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import { required } from "../../core/required.js";
import { BONUS_COLOUR, BONUS_COLUMN, BONUS_ROW, colourIndex, COLOURS, WALL_SIZE, type Colour } from "./data.js";
import type { AzulBoard, AzulState } from "./state.js";

/** Tiles of each row, column and colour of a wall. */
export interface WallFills {
  readonly rows: number[];
  readonly columns: number[];
  readonly colours: number[];
}

/** Counts of zero, to count a wall's tiles into. */
export const emptyFills = (): WallFills => ({ rows: new Array<number>(WALL_SIZE).fill(0), columns: new Array<number>(WALL_SIZE).fill(0), colours: new Array<number>(COLOURS.length).fill(0) });

/** Counts the tiles of each row, column and colour of `wall` into `into` (reset first; fresh counts when not given). */
export function wallFills(wall: readonly (readonly (Colour | null)[])[], into: WallFills = emptyFills()): WallFills {
  const { rows, columns, colours } = into;
  rows.fill(0);
  columns.fill(0);
  colours.fill(0);
  for (let r = 0; r < WALL_SIZE; r++) {
    const cells = required(wall[r], "a wall row");
    for (let c = 0; c < WALL_SIZE; c++) {
      const cell = cells[c];
      if (cell === null || cell === undefined) continue;
      // Per cell, in every evaluation: the fills have five counts each, so unchecked.
      rows[r]!++;
      columns[c]!++;
      colours[colourIndex(cell)]!++;
    }
  }
  return into;
}

/** How many of `counts` reach a full wall line (five). */
function complete(counts: readonly number[]): number {
  let n = 0;
  for (const k of counts) if (k === WALL_SIZE) n++;
  return n;
}

/** Complete rows, complete columns and colours with all five tiles, from a wall's fills (spec §8.2). */
export function achievementsOf(f: WallFills): { rows: number; columns: number; colours: number } {
  return { rows: complete(f.rows), columns: complete(f.columns), colours: complete(f.colours) };
}

/** Complete horizontal rows, complete columns and colours with all five tiles on a wall (spec §8.2). */
export function wallAchievements(board: AzulBoard): { rows: number; columns: number; colours: number } {
  return achievementsOf(wallFills(board.wall));
}

/** The end bonuses of a wall's achievements: +2 per complete row, +7 per column, +10 per colour. */
export function endBonus(achieved: { rows: number; columns: number; colours: number }): number {
  return achieved.rows * BONUS_ROW + achieved.columns * BONUS_COLUMN + achieved.colours * BONUS_COLOUR;
}

/** A board's total as {@link score} counts it: its score, plus the end bonuses once the game is over. */
export function boardTotal(board: AzulBoard, over: boolean, achieved = wallAchievements(board)): number {
  return board.score + (over ? endBonus(achieved) : 0);
}

/** The categories of an Azul score breakdown (docs/rules/azul.md#5-scoring). */
export type AzulBreakdownPart = "wall" | "floor" | "rows" | "columns" | "colours";

/**
 * Scores: `wall` (placement points), `floor` (points actually lost to the floor, after the
 * never-below-zero rule), and once the game is over the end bonuses `rows` (+2 each),
 * `columns` (+7) and `colours` (+10). Ranking: total, then complete rows; still tied players
 * share the place (spec §8.3, R14).
 */
export function score(state: Pick<AzulState, "phase" | "boards">): ScoreSheet<AzulBreakdownPart> {
  const over = state.phase === "over";
  const players = state.boards.map((board, player) => {
    const a = wallAchievements(board);
    const breakdown: Record<AzulBreakdownPart, number> = {
      wall: board.wallPoints,
      floor: board.floorPoints,
      rows: over ? a.rows * BONUS_ROW : 0,
      columns: over ? a.columns * BONUS_COLUMN : 0,
      colours: over ? a.colours * BONUS_COLOUR : 0,
    };
    const total = boardTotal(board, over, a);
    return { player, total, breakdown, completeRows: a.rows };
  });
  return {
    players: players.map(({ player, total, breakdown }) => ({ player, total, breakdown })),
    ranking: rankByKeys(players.map((p) => [p.total, p.completeRows])),
  };
}
