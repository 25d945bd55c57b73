import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import {
  BLACK_PILE,
  COLOURS,
  DIE_FACES,
  ESTATE_IDS,
  ESTATE_SPACES,
  GAME_OVER_PHASE,
  GOODS_COLOURS,
  GOODS_PER_PHASE,
  LAST_ROUND,
  LAST_TILE_CODE,
  NUMBERED_DEPOTS,
  PHASE_COUNT,
  ROLLED_DICE,
  TILE_STORAGE,
} from "./data.js";
import { moves } from "./moves.js";
import type { CobConfig, CobMove, CobState, CobView } from "./state.js";

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const tile = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(LAST_TILE_CODE)));
const value = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(1), z.maximum(DIE_FACES)));

/** The state schema as a zod object, so the view schema can be made from its fields. */
const stateObject = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const [t, v] = [tile(), value()];
  const perGoodsColour = z.array(count).check(z.length(GOODS_COLOURS));
  const player = z.strictObject({
    estate: z.array(z.number().check(z.int(), z.minimum(-1), z.maximum(LAST_TILE_CODE))).check(z.length(ESTATE_SPACES)),
    storage: z.array(t).check(z.maxLength(TILE_STORAGE)),
    goods: perGoodsColour,
    sold: perGoodsColour,
    silver: count,
    workers: count,
    points: z.strictObject({ areas: count, colourBonus: count, animals: count, sales: count, watchtowers: count }),
    track: count,
    trackStamp: count,
    dice: z.array(z.nullable(v)).check(z.length(ROLLED_DICE)),
    bought: z.boolean(),
  });
  const decision = z.strictObject({
    kind: z.enum(["startCastle", "turn", "discard", "castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"]),
    players: z.array(playerId).check(z.length(1)),
    tile: z.number().check(z.int(), z.minimum(-1), z.maximum(LAST_TILE_CODE)),
  });
  return z.strictObject({
    game: z.literal("castles-of-burgundy"),
    config: schemas.config,
    players: z.array(player).check(z.minLength(2), z.maxLength(4)),
    phase: z.number().check(z.int(), z.minimum(0), z.maximum(GAME_OVER_PHASE)),
    round: z.number().check(z.int(), z.minimum(0), z.maximum(LAST_ROUND)),
    turnOrder: z.array(playerId).check(z.minLength(2), z.maxLength(4)),
    turnIndex: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
    depots: z.array(z.array(t)).check(z.length(NUMBERED_DEPOTS + 1)),
    depotGoods: z.array(perGoodsColour).check(z.length(NUMBERED_DEPOTS + 1)),
    roundGoods: z.array(v).check(z.maxLength(GOODS_PER_PHASE)),
    goodsStacks: z.array(z.array(v).check(z.maxLength(GOODS_PER_PHASE))).check(z.maxLength(PHASE_COUNT - 1)),
    spareGoods: z.array(v),
    supply: z.array(z.array(t)).check(z.length(BLACK_PILE + 1)),
    removed: count,
    whiteDie: v,
    bonusLarge: z.array(z.nullable(playerId)).check(z.length(COLOURS.length)),
    bonusSmall: z.array(z.nullable(playerId)).check(z.length(COLOURS.length)),
    nextStamp: count,
    decisions: z.array(decision),
    rng: fieldSchemas.stateRng,
  });
});

/** The zod schemas of The Castles of Burgundy's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<CobConfig, CobState, CobMove, CobView> = /* @__PURE__ */ lazySchemas<CobConfig, CobState, CobMove, CobView>({
  /** The config (the number of `estates` is checked against the player count at setup). */
  config: () => {
    const estateId = z.enum(ESTATE_IDS);
    return z.strictObject({
      estate: estateId,
      estates: z.optional(z.array(estateId).check(z.minLength(2), z.maxLength(4))),
      startGoods: z.boolean(),
    });
  },

  move: moves.schema,

  state: () => exactSchema<CobState>()(stateObject()),

  /** The state's fields, less the hidden goods stacks, spare goods and PRNG, with the stacks' sizes and `viewer`. */
  view: () =>
    exactSchema<CobView>()(
      z.extend(z.omit(stateObject(), { goodsStacks: true, spareGoods: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        goodsStackSizes: z.array(fieldSchemas.count.check(z.maximum(GOODS_PER_PHASE))).check(z.maxLength(PHASE_COUNT - 1)),
      }),
    ),
});

/** Fast structural guard accepting exactly what `schemas.move` accepts (derived from the move grammar). */
export const isCobMove = moves.isMove;
