/**
 * Reinforcement learning and search for Azul: Queen's Garden alone (`tesserae/rl/queens-garden`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads Azul: Queen's Garden only. See docs/rl.md.
 * @packageDocumentation
 */
import { actionFastPath, type FastPath } from "./simulator.js";
import { queensGarden, type QueensGardenState } from "../games/queens-garden/index.js";
import { queensGardenActionSpace } from "../games/queens-garden/action-space.js";

export { queensGardenActionSpace };
export { queensGardenObservation } from "../games/queens-garden/observation.js";

/** Azul: Queen's Garden's fast path: `actionFastPath(queensGarden, queensGardenActionSpace)`. */
export const queensGardenFastPath: FastPath<QueensGardenState> = /* @__PURE__ */ actionFastPath(queensGarden, queensGardenActionSpace);
