/**
 * Reinforcement learning and search for Almadi alone (`tesserae/rl/almadi`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads Almadi only. See docs/rl.md.
 * @packageDocumentation
 */
import { actionFastPath, type FastPath } from "./simulator.js";
import { almadi, type AlmadiState } from "../games/almadi/index.js";
import { almadiActionSpace } from "../games/almadi/action-space.js";

export { almadiActionSpace };
export { almadiObservation, realmColumns } from "../games/almadi/observation.js";

/** Almadi's fast path: `actionFastPath(almadi, almadiActionSpace)`. */
export const almadiFastPath: FastPath<AlmadiState> = /* @__PURE__ */ actionFastPath(almadi, almadiActionSpace);
