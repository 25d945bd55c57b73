/**
 * The shared core of Tesserae: the game interface, seeded PRNG, errors, schema helpers, decision
 * plumbing, replay records and the building blocks (bags, decks, grids, tracks) the games share,
 * plus immer's `produce` for building positions by hand.
 * @packageDocumentation
 */
export * from "./shared.js";
export { produce } from "./immer.js";
// The same objects as schema.ts's and replay.ts's, from a module the games never import (see there).
export { countSchema, playerIdSchema, replayRecordSchema, rngStateSchema, seedSchema, stateRngSchema } from "./schema-constants.js";
