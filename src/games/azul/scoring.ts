import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import { BONUS_COLOUR, BONUS_COLUMN, BONUS_ROW, COLOURS, WALL_SIZE } from "./data.js";
import type { AzulBoard, AzulState } from "./state.js";

/** Complete horizontal rows, complete columns and colours with all five tiles on a wall (spec §8.2). */
export function wallAchievements(board: AzulBoard): { rows: number; columns: number; colours: number } {
  let rows = 0;
  let columns = 0;
  let colours = 0;
  for (let r = 0; r < WALL_SIZE; r++) if (board.wall[r]!.every((c) => c !== null)) rows++;
  for (let c = 0; c < WALL_SIZE; c++) if (board.wall.every((row) => row[c] !== null)) columns++;
  for (const colour of COLOURS) {
    let n = 0;
    for (const row of board.wall) for (const cell of row) if (cell === colour) n++;
    if (n === WALL_SIZE) colours++;
  }
  return { rows, columns, colours };
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
    const total = board.score + breakdown.rows + breakdown.columns + breakdown.colours;
    return { player, total, breakdown, completeRows: a.rows };
  });
  return {
    players: players.map(({ player, total, breakdown }) => ({ player, total, breakdown })),
    ranking: rankByKeys(players.map((p) => [p.total, p.completeRows])),
  };
}
