import { grammarActionSpace, type ActionSpace } from "../../rl/actions.js";
import { almadi } from "./index.js";
import { moves } from "./moves.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState } from "./state.js";

/**
 * Almadi's action space: factored (type, then each field, as the move grammar declares them:
 * moves.ts; a cell is a row then a column; a kept pair of characters is two characters in catalogue
 * order, then "end"). Version 1.
 */
export const almadiActionSpace: ActionSpace<AlmadiState, AlmadiMove, AlmadiConfig> = grammarActionSpace(() => almadi, {
  version: 1,
  moves,
  configOf: (state) => state.config,
});
