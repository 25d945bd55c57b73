import { choiceField, factoredActionSpace, listField, rangeField, splitField, type ActionSpace, type MoveTable } from "../../rl/actions.js";
import { MOSAIC_IDS, OBJECTIVE_IDS, STALL_IDS, START_TILE_IDS } from "./catalog.js";
import { CHARACTER_IDS } from "./characters.js";
import { BOARD_SLOTS, CHARACTERS_KEPT } from "./constants.js";
import { almadi } from "./index.js";
import { MAX_COL, ROWS, parseCell } from "./realm.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState } from "./state.js";

/** A realm cell `"r,c"`, chosen as its row (0…5) and then its column (0…255). */
const cell = splitField(
  [
    ["row", rangeField(0, ROWS - 1)],
    ["col", rangeField(0, MAX_COL)],
  ],
  (v) => {
    const p = typeof v === "string" ? parseCell(v) : -1;
    return p < 0 ? null : [p >> 8, p & 255];
  },
);
const character = choiceField(CHARACTER_IDS);
const slot = rangeField(0, BOARD_SLOTS - 1);
/**
 * Index into the turn's pending effects. A batch activates at most two icons per changed edge, and
 * a genie swap changes two tiles (eight edges), so 16 indices cover every batch.
 */
const effect = rangeField(0, 15);

/** The move table: a move is its type, then each field in the order listed. */
const TABLE: MoveTable = {
  chooseStartTile: [["tile", choiceField(START_TILE_IDS)]],
  keepCharacters: [["keep", listField(character, { set: true, max: CHARACTERS_KEPT })]],
  place: [["slot", slot], ["cell", cell]],
  aliDraw: [],
  aliPlace: [["cell", cell]],
  aliSwap: [["slot", slot], ["cell", cell]],
  resolveEffect: [["effect", effect]],
  takeObjective: [["effect", effect], ["objective", choiceField(OBJECTIVE_IDS)]],
  declineEffect: [["effect", effect]],
  genieMove: [["from", cell], ["to", cell]],
  genieSwap: [["a", cell], ["b", cell]],
  declineGenie: [],
  endTurn: [],
  hire: [["character", character]],
  chooseCopy: [["character", character]],
  zeinabTrade: [["give", choiceField([...MOSAIC_IDS, ...STALL_IDS])]],
};

/**
 * Almadi's action space: factored (type, then each field; a cell is a row then a column; a kept
 * pair of characters is two characters in catalogue order, then "end"). Version 1.
 */
export const almadiActionSpace: ActionSpace<AlmadiState, AlmadiMove, AlmadiConfig> = factoredActionSpace(() => almadi, {
  version: 1,
  table: () => TABLE,
  configOf: (state) => state.config,
});
