import { grammarActionSpace, type ActionSpace } from "../../rl/actions.js";
import { karesansui } from "./index.js";
import { moves } from "./moves.js";
import type { KaresansuiConfig, KaresansuiMove, KaresansuiState } from "./state.js";

/**
 * Karesansui's action space: factored (type, then each field, as the move grammar declares them:
 * moves.ts); most moves are one action. While several seats may act (the steal window), masks are
 * per seat: name it. Version 1.
 */
export const karesansuiActionSpace: ActionSpace<KaresansuiState, KaresansuiMove, KaresansuiConfig> = grammarActionSpace(() => karesansui, {
  version: 1,
  moves,
  configOf: (state) => state.config,
});
