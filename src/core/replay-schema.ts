import * as z from "zod/mini";
import { fieldSchemas, lazy } from "./schema.js";

/** The replay format version this library writes and reads. */
export const REPLAY_VERSION = 1;

/**
 * The zod schema of a replay record in general (moves and config checked later by the game),
 * built on first use like the games' schemas, so that importing a game builds no zod schema.
 */
export const replayRecordSchemaOnce = /* @__PURE__ */ lazy(() =>
  z.strictObject({
    game: z.string().check(z.minLength(1)),
    version: z.literal(REPLAY_VERSION),
    config: z.unknown(),
    players: z.number().check(z.int(), z.minimum(1)),
    seed: fieldSchemas.seed,
    dataVersion: z.optional(z.string().check(z.maxLength(100))),
    moves: z.array(z.strictObject({ player: fieldSchemas.playerId, move: z.unknown() })),
  }),
);
