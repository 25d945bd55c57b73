import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { COLOURS, WALL_SIZE } from "./data.js";
import { moves } from "./moves.js";
import { TAKE_PARTS } from "./move-table.js";
import type { AzulConfig, AzulMove, AzulState, AzulView, TakeMove } from "./state.js";

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const colour = /* @__PURE__ */ lazy(() => z.enum(COLOURS));
const counts = /* @__PURE__ */ lazy(() => z.array(fieldSchemas.count).check(z.length(COLOURS.length)));

/** The state schema as a zod object, so the view schema can be made from its fields. */
const stateObject = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const board = z.strictObject({
    score: count,
    wallPoints: count,
    floorPoints: z.number().check(z.int(), z.maximum(0)),
    lines: z.array(z.strictObject({ colour: z.nullable(colour()), count })).check(z.length(WALL_SIZE)),
    wall: z.array(z.array(z.nullable(colour())).check(z.length(WALL_SIZE))).check(z.length(WALL_SIZE)),
    floor: z.array(z.union([colour(), z.literal("first")])).check(z.maxLength(7)),
  });
  return z.strictObject({
    game: z.literal("azul"),
    config: schemas.config,
    phase: z.enum(["offer", "tiling", "over"]),
    round: z.number().check(z.int(), z.minimum(1)),
    current: playerId,
    startPlayer: playerId,
    marker: z.nullable(playerId),
    tilingRow: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(WALL_SIZE - 1))),
    bag: counts(),
    lid: counts(),
    factories: z.array(counts()).check(z.minLength(5), z.maxLength(9)),
    centre: counts(),
    boards: z.array(board).check(z.minLength(2), z.maxLength(4)),
    rng: fieldSchemas.stateRng,
  });
});

/** The zod schemas of Azul's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<AzulConfig, AzulState, AzulMove, AzulView> = /* @__PURE__ */ lazySchemas<AzulConfig, AzulState, AzulMove, AzulView>({
  config: () =>
    z.strictObject({
      wall: z.enum(["coloured", "grey"]),
      firstPlayer: z.union([z.number().check(z.int(), z.minimum(0), z.maximum(3)), z.literal("random")]),
    }),

  move: moves.schema,

  state: () => exactSchema<AzulState>()(stateObject()),

  /** The state's own field schemas, without `rng` and with `viewer`. */
  view: () => exactSchema<AzulView>()(z.extend(z.omit(stateObject(), { rng: true }), { viewer: fieldSchemas.viewer })),
});

/**
 * Fast structural guard accepting exactly what `schemas.move` accepts (derived from the move
 * grammar). A move the generator listed is one of its frozen constants (move-table.ts), well formed
 * by construction: recognised by identity, the hot path of bots skips the field checks.
 */
export const isAzulMove = (m: unknown): m is AzulMove => TAKE_PARTS.has(m as TakeMove) || moves.isMove(m);
