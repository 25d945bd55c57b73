/**
 * Reinforcement learning and search over integer actions, for all five games: each game's action
 * space (fixed size, masks, `applyAction`; factored into small choices where moves are many), its
 * fixed-length observation of a player's view, {@link AecEnv}, an agent loop in the style of
 * PettingZoo's AEC API, and each game's fast path for search (`FastPath`: a mutable
 * `Simulator` over action indices). Importing this subpath loads every game;
 * `tesserae/rl/azul` and the like export one game's part alone. See docs/rl.md.
 * @packageDocumentation
 */
export * from "./mechanics.js";
// Each game's own entry (`tesserae/rl/azul`, …) exports its part alone.
export * from "./azul.js";
export * from "./queens-garden.js";
export * from "./almadi.js";
export * from "./karesansui.js";
export * from "./castles-of-burgundy.js";
