/**
 * Reinforcement learning and search for Azul: Queen's Garden alone (`tesserae/rl/queens-garden`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads Azul: Queen's Garden only. See docs/rl.md.
 * @packageDocumentation
 */
import type { FastPath } from "./simulator.js";
import type { QueensGardenState } from "../games/queens-garden/index.js";
import { queensGardenModule } from "../games/queens-garden/module.js";

export { queensGardenModule };
export { queensGardenActionSpace } from "../games/queens-garden/action-space.js";
export { queensGardenObservation } from "../games/queens-garden/observation.js";

/** Azul: Queen's Garden's fast path: a simulator over its action space, on the game's working state (its one rules implementation). */
export const queensGardenFastPath: FastPath<QueensGardenState> = queensGardenModule.fastPath;
