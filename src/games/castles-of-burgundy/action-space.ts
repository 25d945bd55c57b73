import { grammarActionSpace, type ActionSpace } from "../../rl/actions.js";
import { castlesOfBurgundy } from "./index.js";
import { moves } from "./moves.js";
import type { CobConfig, CobMove, CobState } from "./state.js";

/**
 * The Castles of Burgundy's action space: factored (type, then each field, as the move grammar
 * declares them: moves.ts; a tile is chosen among the tile codes, a ship's `keep` as a 6-bit set).
 * Version 1.
 */
export const castlesOfBurgundyActionSpace: ActionSpace<CobState, CobMove, CobConfig> = grammarActionSpace(() => castlesOfBurgundy, {
  version: 1,
  moves,
  configOf: (state) => state.config,
});
