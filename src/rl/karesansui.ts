/**
 * Reinforcement learning and search for Karesansui alone (`tesserae/rl/karesansui`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads Karesansui only. See docs/rl.md.
 * @packageDocumentation
 */
import { actionFastPath, type FastPath } from "./simulator.js";
import { karesansui, type KaresansuiState } from "../games/karesansui/index.js";
import { karesansuiActionSpace } from "../games/karesansui/action-space.js";

export { karesansuiActionSpace };
export { karesansuiObservation } from "../games/karesansui/observation.js";

/** Karesansui's fast path: `actionFastPath(karesansui, karesansuiActionSpace)`. */
export const karesansuiFastPath: FastPath<KaresansuiState> = /* @__PURE__ */ actionFastPath(karesansui, karesansuiActionSpace);
