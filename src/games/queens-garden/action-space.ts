import { choiceField, factoredActionSpace, listField, rangeField, recordField, type ActionSpace, type FieldCoding, type MoveTable } from "../../rl/actions.js";
import { CELL_COUNT } from "./board.js";
import { COLOURS, KIND_COUNT, STACK_SIZE, STORAGE_EXPANSIONS } from "./data.js";
import { queensGarden } from "./index.js";
import type { QueensGardenConfig, QueensGardenMove, QueensGardenState } from "./state.js";

const kind = rangeField(0, KIND_COUNT - 1);
const six = rangeField(0, 5);
/** A payment's three fields: tiles and expansions discarded (sets, ascending, then "end"), jokers spent. */
const payment: readonly (readonly [string, FieldCoding])[] = [
  ["payTiles", listField(kind, { set: true, max: 5 })],
  ["payExpansions", listField(kind, { set: true, max: STORAGE_EXPANSIONS })],
  ["jokers", rangeField(0, 5)],
];

/**
 * The move table for a player count: a move is its type, then each field in the order listed.
 * An acquisition's picks are chosen one `{kind, from}` pair at a time (kind, then the stack or
 * display expansion 0…S−1, S = the round stack size), ascending, then "end"; a placement's
 * payment likewise.
 */
function table(players: number): MoveTable {
  const display = STACK_SIZE[players]!;
  return {
    acquire: [
      ["by", choiceField(["colour", "pattern"])],
      ["value", choiceField([...COLOURS, 1, 2, 3, 4, 5, 6])],
      ["picks", listField(recordField([["kind", kind], ["from", choiceField(["stack", ...Array.from({ length: display }, (_, i) => i)])]]), { set: true, max: 6 })],
    ],
    placeTile: [["tile", kind], ["cell", rangeField(0, CELL_COUNT - 1)], ...payment],
    placeExpansion: [["expansion", kind], ["area", six], ["rotation", six], ...payment],
    buyExpansion: [["area", six]],
    pass: [],
    discardTile: [["tile", kind]],
    discardExpansion: [["expansion", kind]],
    endPass: [],
  };
}

/**
 * Queen's Garden's action space: factored (a placement with its payment is too many moves to
 * list flat). Version 1. See docs/rl.md for the table, or `segments(players)` for every index.
 */
export const queensGardenActionSpace: ActionSpace<QueensGardenState, QueensGardenMove, QueensGardenConfig> = factoredActionSpace(() => queensGarden, {
  version: 1,
  table,
  configOf: (state) => state.config,
});
