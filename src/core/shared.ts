/**
 * Everything the games, bots and tools share: the core without immer's `produce` (a tool for
 * building positions by hand, which no engine needs), so that importing a game does not load immer.
 */
export * from "./types.js";
export * from "./errors.js";
export * from "./prng.js";
export * from "./chance.js";
export * from "./bag.js";
export * from "./grid.js";
export * from "./track.js";
export * from "./ranking.js";
export * from "./move-key.js";
export * from "./schema.js";
export * from "./schema-type.js";
export * from "./decisions.js";
export * from "./define.js";
export * from "./replay.js";
export * from "./labels.js";
export { History } from "./history.js";
export * from "./data-status.js";
export { devMode, deepFreeze } from "./dev.js";
export * from "./position.js";
export * from "./sink.js";
export * from "./working.js";
export * from "./grammar.js";
