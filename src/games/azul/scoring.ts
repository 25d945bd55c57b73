import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import { BONUS_COLOUR, BONUS_COLUMN, BONUS_ROW, colourIndex, COLOURS, WALL_SIZE } from "./data.js";
import type { AzulBoard, AzulState } from "./state.js";

/** Complete horizontal rows, complete columns and colours with all five tiles on a wall (spec §8.2). */
export function wallAchievements(board: AzulBoard): { rows: number; columns: number; colours: number } {
  let rows = 0;
  const inColumn = new Array<number>(WALL_SIZE).fill(0);
  const ofColour = new Array<number>(COLOURS.length).fill(0);
  for (let r = 0; r < WALL_SIZE; r++) {
    const cells = board.wall[r]!;
    let filled = 0;
    for (let c = 0; c < WALL_SIZE; c++) {
      const cell = cells[c];
      if (cell === null || cell === undefined) continue;
      filled++;
      inColumn[c]!++;
      ofColour[colourIndex(cell)]!++;
    }
    if (filled === WALL_SIZE) rows++;
  }
  let columns = 0;
  let colours = 0;
  for (const n of inColumn) if (n === WALL_SIZE) columns++;
  for (const n of ofColour) if (n === WALL_SIZE) colours++;
  return { rows, columns, colours };
}

/** A board's total as {@link score} counts it: its score, plus the end bonuses once the game is over. */
export function boardTotal(board: AzulBoard, over: boolean, achieved = wallAchievements(board)): number {
  return board.score + (over ? achieved.rows * BONUS_ROW + achieved.columns * BONUS_COLUMN + achieved.colours * BONUS_COLOUR : 0);
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
