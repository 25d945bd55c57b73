/**
 * The shared core of Tesserae: the game interface, seeded PRNG, errors, schema helpers, decision
 * plumbing, replay records and the building blocks (bags, decks, grids, tracks) the games share.
 * @packageDocumentation
 */
export * from "./types.js";
export * from "./errors.js";
export * from "./prng.js";
export * from "./bag.js";
export * from "./grid.js";
export * from "./track.js";
export * from "./ranking.js";
export * from "./move-key.js";
export * from "./schema.js";
export * from "./decisions.js";
export * from "./define.js";
export * from "./replay.js";
export * from "./labels.js";
export { History } from "./history.js";
export * from "./data-status.js";
export { devMode, deepFreeze } from "./dev.js";
export * from "./actions.js";
export * from "./observation.js";
export * from "./aec.js";
export { produce } from "./immer.js";
