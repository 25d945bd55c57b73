/**
 * Reinforcement learning and search for Azul alone (`tesserae/rl/azul`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the
 * same for every game, and so loads every game; this entry loads Azul only. See docs/rl.md.
 * @packageDocumentation
 */
import type { FastPath } from "./simulator.js";
import type { AzulState } from "../games/azul/index.js";
import { azulModule } from "../games/azul/module.js";

export { azulModule };
export { azulActionSpace } from "../games/azul/action-space.js";
export { azulObservation } from "../games/azul/observation.js";

/** Azul's fast path: a simulator over its action space, on the game's working state (its one rules implementation). */
export const azulFastPath: FastPath<AzulState> = azulModule.fastPath;
