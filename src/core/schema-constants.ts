/**
 * The shared zod schemas as ready-built constants, for `tesserae/core` and the root entry.
 *
 * schema.ts and replay.ts export the same objects, but the core entry exports them from here
 * (explicit exports win over its `export *`), so that those modules' constants go unused in the
 * games' builds and are left out of them: a game entry builds no zod schema at import (see
 * `lazySchemas`). Each constant is built when `tesserae/core` is imported.
 */
import type { RngState, Seed } from "./prng.js";
import type { ReplayRecord } from "./replay.js";
import { replayRecordSchemaOnce } from "./replay-schema.js";
import { fieldSchemas } from "./schema.js";
import type { Schema } from "./schema-type.js";
import type { PlayerId } from "./types.js";

// Typed by the core's own `Schema`, not zod's, so that the published declarations need no zod.

/** A 0-based seat number. */
export const playerIdSchema: Schema<PlayerId> = fieldSchemas.playerId;

/** A seed: string or 32-bit integer. */
export const seedSchema: Schema<Seed> = fieldSchemas.seed;

/** A stored PRNG state: four unsigned 32-bit integers. */
export const rngStateSchema: Schema<RngState> = fieldSchemas.rngState;

/**
 * A game state's `rng` field: the PRNG state, or null when the game runs in explicit-chance mode
 * (every random event is a decision of the chance player; see `chanceOutcomes`).
 */
export const stateRngSchema: Schema<RngState | null> = fieldSchemas.stateRng;

/** A non-negative integer. */
export const countSchema: Schema<number> = fieldSchemas.count;

/** The zod schema of a replay record in general (moves and config checked later by the game). */
export const replayRecordSchema: Schema<ReplayRecord> = replayRecordSchemaOnce();
