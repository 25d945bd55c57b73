import { choiceField, factoredActionSpace, rangeField, type ActionSpace, type MoveTable } from "../../rl/actions.js";
import {
  ANY_VALUE_DIE, BLACK_DEPOT, BLACK_DEPOT_PRICE, DIE_FACES, ESTATE_SPACES, GOODS_COLOURS, LAST_TILE_CODE, NUMBERED_DEPOTS, isTileCode, tileName,
} from "./data.js";
import { castlesOfBurgundy } from "./index.js";
import type { CobConfig, CobMove, CobState } from "./state.js";

/** Every tile code (see data.ts), labelled by name. */
const TILE_CODES = Array.from({ length: LAST_TILE_CODE + 1 }, (_, t) => t).filter(isTileCode);
const tile = choiceField(TILE_CODES, (t) => tileName(t as number));
const die = rangeField(0, ANY_VALUE_DIE);
const value = rangeField(1, DIE_FACES);
const space = rangeField(0, ESTATE_SPACES - 1);

/**
 * The move table: a move is its type, then each field in the order listed (die 0/1 = the player's
 * dice, 2 = the `ANY_VALUE_DIE` of an effect; depot 0 = black; ship `keep` = goods colours taken as a 6-bit set).
 */
const TABLE: MoveTable = {
  take: [["die", die], ["value", value], ["tile", tile]],
  place: [["die", die], ["value", value], ["tile", tile], ["space", space]],
  sell: [["die", die], ["value", value]],
  workers: [["die", die]],
  buy: [["depot", rangeField(BLACK_DEPOT, NUMBERED_DEPOTS)], ["tile", tile], ["silver", rangeField(0, BLACK_DEPOT_PRICE)]],
  discard: [["tile", tile]],
  ship: [["depot", rangeField(1, NUMBERED_DEPOTS)], ["also", rangeField(0, NUMBERED_DEPOTS)], ["keep", rangeField(0, (1 << GOODS_COLOURS) - 1)]],
  skip: [],
  endTurn: [],
  placeStartCastle: [["space", space]],
};

/** The Castles of Burgundy's action space: factored (type, then each field). Version 1. */
export const castlesOfBurgundyActionSpace: ActionSpace<CobState, CobMove, CobConfig> = factoredActionSpace(() => castlesOfBurgundy, {
  version: 1,
  table: () => TABLE,
  configOf: (state) => state.config,
});
