/**
 * Reinforcement learning and search for Azul alone (`tesserae/rl/azul`): its action space, its
 * observation and its fast path, a mutable simulator over action indices. `tesserae/rl` exports the
 * same for every game, and so loads every game; this entry loads Azul only. See docs/rl.md.
 * @packageDocumentation
 */
export { azulActionSpace } from "../games/azul/action-space.js";
export { azulObservation } from "../games/azul/observation.js";
export { azulFastPath } from "../games/azul/simulator.js";
export { azulModule } from "../games/azul/module.js";
