/**
 * Reinforcement learning and search for Azul alone (`tesserae/rl/azul`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the
 * same for every game, and so loads every game; this entry loads Azul only. See docs/rl.md.
 * @packageDocumentation
 */
import { actionFastPath, type FastPath } from "./simulator.js";
import { azul, type AzulState } from "../games/azul/index.js";
import { azulActionSpace } from "../games/azul/action-space.js";

export { azulActionSpace };
export { azulObservation } from "../games/azul/observation.js";

/** Azul's fast path: `actionFastPath(azul, azulActionSpace)`, the engine's own rules run in place. */
export const azulFastPath: FastPath<AzulState> = /* @__PURE__ */ actionFastPath(azul, azulActionSpace);
