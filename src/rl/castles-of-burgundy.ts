/**
 * Reinforcement learning and search for The Castles of Burgundy alone (`tesserae/rl/castles-of-burgundy`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads The Castles of Burgundy only. See docs/rl.md.
 * @packageDocumentation
 */
import type { FastPath } from "./simulator.js";
import type { CobState } from "../games/castles-of-burgundy/index.js";
import { castlesOfBurgundyModule } from "../games/castles-of-burgundy/module.js";

export { castlesOfBurgundyModule };
export { castlesOfBurgundyActionSpace } from "../games/castles-of-burgundy/action-space.js";
export { castlesOfBurgundyObservation } from "../games/castles-of-burgundy/observation.js";

/** The Castles of Burgundy's fast path: a simulator over its action space, on the game's working state (its one rules implementation). */
export const castlesOfBurgundyFastPath: FastPath<CobState> = castlesOfBurgundyModule.fastPath;
