/**
 * Azul rules of thumb, one move at a time (rules: docs/rules/azul.md): fill a pattern line
 * without overflow, complete lines whose wall spot has neighbours, keep tiles off the floor, take
 * the first-player marker only for a good haul, and start lines the rest of the round can finish.
 */
import { colourIndex, colouredColumn, FLOOR_TOTALS, WALL_SIZE, type Colour } from "../../src/games/azul/data.js";
import type { AzulMove, AzulState } from "../../src/games/azul/state.js";
import { placementPoints } from "../../src/games/azul/tiling.js";
import type { MoveValue } from "./types.js";

/** Share of a completed line's wall points credited per tile of an unfinished line. */
const PROGRESS = 0.6;
/** Points for each tile of a row, column or colour the new wall tile adds to (end bonuses). */
const BONUS_STEP = 0.3;

type Wall = readonly (readonly (Colour | null)[])[];

/** Floor points lost by putting `n` more items on a floor holding `held`. */
const floorCost = (held: number, n: number): number => FLOOR_TOTALS[Math.min(held + n, FLOOR_TOTALS.length - 1)]! - FLOOR_TOTALS[Math.min(held, FLOOR_TOTALS.length - 1)]!;

/** Wall points of a tile at (row, col), plus a little for the rows, columns and colours it advances. */
function spotValue(wall: Wall, row: number, col: number, colour: Colour): number {
  const w = wall.map((r) => [...r]);
  w[row]![col] = colour;
  let sameRow = 0;
  let sameCol = 0;
  let sameColour = 0;
  for (let i = 0; i < WALL_SIZE; i++) {
    if (w[row]![i] !== null) sameRow++;
    if (w[i]![col] !== null) sameCol++;
    for (let j = 0; j < WALL_SIZE; j++) if (w[i]![j] === colour) sameColour++;
  }
  return placementPoints(w, row, col) + BONUS_STEP * (sameRow + sameCol + sameColour);
}

/** The best free wall column for `colour` in `row` (the printed one on the coloured side), or -1. */
function column(state: AzulState, wall: Wall, row: number, colour: Colour): number {
  if (state.config.wall !== "grey") {
    const c = colouredColumn(row, colourIndex(colour));
    return wall[row]![c] === null ? c : -1;
  }
  let best = -1;
  for (let c = 0; c < WALL_SIZE; c++) {
    if (wall[row]![c] !== null || wall.some((r) => r[c] === colour)) continue;
    if (best < 0 || spotValue(wall, row, c, colour) > spotValue(wall, row, best, colour)) best = c;
  }
  return best;
}

export const azulHeuristic: MoveValue = (_game, state: AzulState, move: AzulMove, player) => {
  const board = state.boards[player]!;
  if (move.type === "place") {
    const row = state.tilingRow ?? 0;
    return spotValue(board.wall, row, move.column - 1, board.lines[row]!.colour!);
  }
  const k = colourIndex(move.colour);
  const n = move.source === "centre" ? state.centre[k]! : state.factories[move.source - 1]![k]!;
  const marker = move.source === "centre" && state.marker === null ? 1 : 0;
  const held = board.floor.length;
  if (move.line === "floor") return floorCost(held, n + marker) - 1;
  const row = move.line - 1;
  const line = board.lines[row]!;
  const room = row + 1 - line.count;
  const placed = Math.min(n, room);
  let value = floorCost(held, n - placed + marker);
  const col = column(state, board.wall, row, move.colour);
  const spot = col < 0 ? 1 : spotValue(board.wall, row, col, move.colour);
  if (placed === room) return value + spot;
  // An unfinished line: worth part of its spot by how full it gets, if the round can still fill it.
  let left = 0;
  for (const f of state.factories) left += f[k]!;
  left += state.centre[k]! - n;
  const share = (line.count + placed) / (row + 1);
  value += PROGRESS * spot * share * (left >= room - placed ? 1 : 0.3);
  return value;
};
