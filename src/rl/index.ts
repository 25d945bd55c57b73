/**
 * Reinforcement learning and search over integer actions, for all five games: each game's action
 * space (fixed size, masks, `applyAction`; factored into small choices where moves are many), its
 * fixed-length observation of a player's view, {@link AecEnv}, an agent loop in the style of
 * PettingZoo's AEC API, and each game's fast path for search ({@link FastPath}: a mutable
 * {@link Simulator} over action indices). Importing this subpath loads every game; see docs/rl.md.
 * @packageDocumentation
 */
export * from "../core/actions.js";
export * from "../core/observation.js";
export * from "../core/aec.js";
export { azulActionSpace } from "../games/azul/action-space.js";
export { azulObservation } from "../games/azul/observation.js";
export { queensGardenActionSpace } from "../games/queens-garden/action-space.js";
export { queensGardenObservation } from "../games/queens-garden/observation.js";
export { almadiActionSpace } from "../games/almadi/action-space.js";
export { almadiObservation, realmColumns } from "../games/almadi/observation.js";
export { karesansuiActionSpace } from "../games/karesansui/action-space.js";
export { karesansuiObservation } from "../games/karesansui/observation.js";
export { castlesOfBurgundyActionSpace } from "../games/castles-of-burgundy/action-space.js";
export { castlesOfBurgundyObservation } from "../games/castles-of-burgundy/observation.js";
export { azulFastPath } from "../games/azul/simulator.js";
export * from "./fast-paths.js";
