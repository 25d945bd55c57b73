/**
 * R17 (our rule, not the rulebook's): the game also ends at a round's end check when no row of
 * any wall can ever be completed, since otherwise rounds could repeat forever. The test below
 * only answers "impossible" when it is: docs/rules/azul.md#9-r17-no-row-can-be-completed proves it.
 */
import { required } from "../../core/required.js";
import { colouredColumn, colourIndex, COLOURS, WALL_SIZE } from "./data.js";
import type { AzulState } from "./state.js";
import { tilesOnOffer } from "./round.js";
import { rowCanBeCompleted } from "./wall.js";

/** The parts of a state the end rule reads (a working copy during tiling qualifies). */
export type TilesInPlay = Pick<AzulState, "config" | "bag" | "lid" | "factories" | "centre" | "boards">;

/** Tiles of each colour that are free to move: bag, lid, factories, centre and floors. */
function freeTiles(state: TilesInPlay): number[] {
  const free = new Array<number>(COLOURS.length);
  for (let c = 0; c < COLOURS.length; c++) {
    free[c] = required(state.bag[c], "the bag's tiles of a colour") + required(state.lid[c], "the lid's tiles of a colour") + tilesOnOffer(state, c);
  }
  for (const b of state.boards) {
    for (const item of b.floor) {
      if (item === "first") continue;
      const ci = colourIndex(item);
      free[ci] = required(free[ci], "the free tiles of a colour") + 1;
    }
  }
  return free;
}

/**
 * An upper bound on how many tiles of colour index `c` pattern line `row` (0-based) of `player`
 * can ever hold at once. Free tiles come back only when a pattern line is completed: a line of
 * that colour holding k tiles needs the rest of its room from the free tiles and then returns its
 * tiles but the one placed (k − 1 net; on the grey side a line with no legal column returns all,
 * so k counts there). Lines are taken in order of what they still need, as long as the free tiles
 * suffice: every completion leaves at least as many free tiles as before, so this order reaches
 * every line any order could.
 */
export function mostTilesForLine(state: TilesInPlay, player: number, row: number, c: number): number {
  // `c` is the caller's: a colour index outside 0–4 has always given NaN here, not an error.
  return bound(state, player, row, c, freeTiles(state)[c]!);
}

function bound(state: TilesInPlay, player: number, row: number, c: number, free: number): number {
  const colour = COLOURS[c]!; // `c` may be mostTilesForLine's caller's (see there)
  const grey = state.config.wall === "grey";
  const others: { need: number; gain: number }[] = [];
  let own = 0;
  state.boards.forEach((b, q) =>
    b.lines.forEach((l, s) => {
      if (l.colour !== colour) return;
      if (q === player && s === row) own = l.count;
      else others.push({ need: s + 1 - l.count, gain: grey ? l.count : l.count - 1 });
    }),
  );
  others.sort((a, b) => a.need - b.need);
  let pool = free;
  for (const { need, gain } of others) {
    if (need > pool) break;
    pool += gain;
  }
  return own + pool;
}

/**
 * Whether wall row `row` of `player` is complete or might still be completed: every colour it
 * lacks can still gather row + 1 tiles on its pattern line, and on the grey side the missing
 * colours still fit its empty cells without repeating a colour in a column.
 */
export function rowMayBeCompleted(state: TilesInPlay, player: number, row: number): boolean {
  return mayComplete(state, player, row, freeTiles(state));
}

function mayComplete(state: TilesInPlay, player: number, row: number, free: readonly number[]): boolean {
  const wall = required(state.boards[player], "the player's board").wall;
  const grey = state.config.wall === "grey";
  const cells = required(wall[row], "the wall row");
  for (let c = 0; c < COLOURS.length; c++) {
    const present = grey ? cells.includes(required(COLOURS[c], "a tile colour")) : cells[colouredColumn(row, c)] !== null;
    if (present) continue;
    // The free tiles alone are a lower bound of the bound: enough of them settles it at once.
    const n = required(free[c], "the free tiles of a colour");
    if (n < row + 1 && bound(state, player, row, c, n) < row + 1) return false;
  }
  return !grey || rowCanBeCompleted(wall, row);
}

/** R17: whether no row of any wall can ever be completed any more (the game then ends). */
export function noRowCanBeCompleted(state: TilesInPlay): boolean {
  const free = freeTiles(state);
  for (let p = 0; p < state.boards.length; p++) {
    for (let row = 0; row < WALL_SIZE; row++) if (mayComplete(state, p, row, free)) return false;
  }
  return true;
}
