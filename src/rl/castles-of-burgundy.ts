/**
 * Reinforcement learning and search for The Castles of Burgundy alone (`tesserae/rl/castles-of-burgundy`): its action space, its
 * observation and its fast path over action indices. `tesserae/rl` exports the same for every
 * game, and so loads every game; this entry loads The Castles of Burgundy only. See docs/rl.md.
 * @packageDocumentation
 */
import { actionFastPath, type FastPath } from "./simulator.js";
import { castlesOfBurgundy, type CobState } from "../games/castles-of-burgundy/index.js";
import { castlesOfBurgundyActionSpace } from "../games/castles-of-burgundy/action-space.js";

export { castlesOfBurgundyActionSpace };
export { castlesOfBurgundyObservation } from "../games/castles-of-burgundy/observation.js";

/** The Castles of Burgundy's fast path: `actionFastPath(castlesOfBurgundy, castlesOfBurgundyActionSpace)`. */
export const castlesOfBurgundyFastPath: FastPath<CobState> = /* @__PURE__ */ actionFastPath(castlesOfBurgundy, castlesOfBurgundyActionSpace);
