/**
 * The game-independent part of the RL layer: action spaces, observations, the AEC loop and
 * simulators. `tesserae/rl` exports it with every game's part; the root `tesserae` exports it alone.
 */
export * from "./actions.js";
export * from "./observation.js";
export * from "./aec.js";
export * from "./simulator.js";
export * from "./module.js";
