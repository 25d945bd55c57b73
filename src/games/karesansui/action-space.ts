import { choiceField, factoredActionSpace, flagField, rangeField, type ActionSpace, type MoveTable } from "../../rl/actions.js";
import { CELLS, FACE_COUNT } from "./board.js";
import { GARDENERS, STONE_KINDS } from "./data.js";
import { karesansui } from "./index.js";
import type { KaresansuiConfig, KaresansuiMove, KaresansuiState } from "./state.js";

const cell = rangeField(0, CELLS - 1);
/** Tile numbers: designs, and designs turned by 180° (allowRotate180). */
const tile = rangeField(0, FACE_COUNT - 1);

/** The move table for a player count: a move is its type, then each field in the order listed. */
function table(players: number): MoveTable {
  const seat = rangeField(0, players - 1);
  return {
    place: [],
    placeStored: [],
    give: [["to", seat]],
    discard: [],
    keep: [],
    acceptGift: [],
    declineGift: [],
    declareSteal: [],
    passSteal: [],
    counterSteal: [],
    allowSteal: [],
    placeCell: [["cell", cell], ["rotated", flagField]],
    zazen: [],
    moveMonk: [["to", cell]],
    takeStone: [["kind", choiceField(STONE_KINDS)], ["cell", cell]],
    useGardener: [["card", choiceField(GARDENERS.map((g) => g.id))]],
    skipBonus: [],
    skipStone: [],
    placeDrawn: [["tile", tile], ["cell", cell], ["rotated", flagField]],
    discardDrawn: [["tile", tile]],
    takeStored: [["from", seat], ["cell", cell], ["rotated", flagField]],
    stopTaking: [],
    moveStone: [["from", cell], ["to", cell]],
    swapTiles: [["a", cell], ["b", cell]],
  };
}

/**
 * Karesansui's action space: factored (type, then each field); most moves are one action. While
 * several seats may act (the steal window), masks are per seat: name it. Version 1.
 */
export const karesansuiActionSpace: ActionSpace<KaresansuiState, KaresansuiMove, KaresansuiConfig> = factoredActionSpace(() => karesansui, {
  version: 1,
  table,
  configOf: (state) => state.config,
});
