/**
 * Reinforcement learning and search for Karesansui alone (`tesserae/rl/karesansui`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads Karesansui only. See docs/rl.md.
 * @packageDocumentation
 */
import type { FastPath } from "./simulator.js";
import type { KaresansuiState } from "../games/karesansui/index.js";
import { karesansuiModule } from "../games/karesansui/module.js";

export { karesansuiModule };
export { karesansuiActionSpace } from "../games/karesansui/action-space.js";
export { karesansuiObservation } from "../games/karesansui/observation.js";

/** Karesansui's fast path: a simulator over its action space, on the game's working state (its one rules implementation). */
export const karesansuiFastPath: FastPath<KaresansuiState> = karesansuiModule.fastPath;
