/**
 * Reinforcement learning and search for Almadi alone (`tesserae/rl/almadi`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads Almadi only. See docs/rl.md.
 * @packageDocumentation
 */
import type { FastPath } from "./simulator.js";
import type { AlmadiState } from "../games/almadi/index.js";
import { almadiModule } from "../games/almadi/module.js";

export { almadiModule };
export { almadiActionSpace } from "../games/almadi/action-space.js";
export { almadiObservation } from "../games/almadi/observation.js";

/** Almadi's fast path: a simulator over its action space, on the game's working state (its one rules implementation). */
export const almadiFastPath: FastPath<AlmadiState> = almadiModule.fastPath;
