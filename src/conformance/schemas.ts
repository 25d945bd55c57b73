/**
 * JSON Schemas (draft 2020-12) of each game's config, state, move and player view, and of the record formats,
 * generated from the zod schemas the engine validates with: one source of truth for both.
 */
import * as z from "zod/mini";
import { replayRecordSchemaOnce } from "../core/replay-schema.js";
import type { AnyGame } from "../core/types.js";
import { ValidationError } from "../core/errors.js";
import type { Schema } from "../core/schema-type.js";
import { trajectoryLineSchema } from "./trajectory.js";

/** A JSON Schema document. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a zod schema. Checks JSON Schema cannot state (custom refinements) are left
 * out, so a value the schema accepts may still be refused by the engine; it never refuses a value
 * the engine accepts.
 */
export function toJsonSchema(schema: Schema<unknown>, title: string): JsonSchema {
  return { ...z.toJSONSchema(zodOf(schema, title), { unrepresentable: "any", io: "input" }), title };
}

/** The zod schema behind a published schema: every schema of the engine is one at run time. */
function zodOf(schema: Schema<unknown>, title: string): z.ZodMiniType {
  if ("_zod" in schema) return schema as unknown as z.ZodMiniType;
  throw new ValidationError(`${title} schema`, [{ path: "", message: "not one of the engine's schemas: JSON Schemas are generated from its zod schemas" }]);
}

/** The JSON Schemas of one game's config, state, move and player view (what `playerView` returns). */
export function gameJsonSchemas(game: AnyGame): { readonly config: JsonSchema; readonly state: JsonSchema; readonly move: JsonSchema; readonly view: JsonSchema } {
  return {
    config: toJsonSchema(game.schemas.config, `${game.name} config`),
    state: toJsonSchema(game.schemas.state, `${game.name} state`),
    move: toJsonSchema(game.schemas.move, `${game.name} move`),
    view: toJsonSchema(game.schemas.view, `${game.name} player view`),
  };
}

/** The JSON Schemas of the record formats: a replay record (sampled games) and one trajectory line (explicit-chance games). */
export function recordJsonSchemas(): { readonly replayRecord: JsonSchema; readonly trajectoryLine: JsonSchema } {
  return {
    replayRecord: toJsonSchema(replayRecordSchemaOnce(), "Tesserae replay record"),
    trajectoryLine: toJsonSchema(trajectoryLineSchema, "Tesserae trajectory line"),
  };
}
