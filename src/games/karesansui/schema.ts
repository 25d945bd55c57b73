/** zod schemas for Karesansui configs, moves and states, and the fast move guard. */
import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { CELLS, DESIGN_COUNT, FACE_COUNT } from "./board.js";
import { DATA_VERSION, FAMOUS_GARDENS, GARDENERS, STONE_KINDS, type FamousId, type GardenerId } from "./data.js";
import { moves } from "./moves.js";
import type { KaresansuiConfig, KaresansuiDecision, KaresansuiMove, KaresansuiState, KaresansuiView } from "./state.js";

const GARDENER_IDS = GARDENERS.map((g) => g.id) as [GardenerId, ...GardenerId[]];
const FAMOUS_IDS = FAMOUS_GARDENS.map((f) => f.id) as [FamousId, ...FamousId[]];

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const seat = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(3)));
const cell = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(CELLS - 1)));
const tile = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(DESIGN_COUNT - 1)));
const kind = /* @__PURE__ */ lazy(() => z.enum(STONE_KINDS));
const card = /* @__PURE__ */ lazy(() => z.enum(GARDENER_IDS));

/** The state schema's parts as zod objects, so the view schema can be made from the same fields. */
const stateParts = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const [c, t, cd] = [cell(), tile(), card()];
  const players = z.array(playerId);
  const placeOrigin = z.enum(["place", "steal", "gift"]);
  const decisionSchema: z.ZodMiniType<KaresansuiDecision> = z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("step1"), players, tile: t, refused: players }),
    z.strictObject({ kind: z.literal("gift"), players, from: playerId, tile: t, refused: players }),
    z.strictObject({ kind: z.literal("steal"), players, tile: t, eligible: players, declared: players }),
    z.strictObject({ kind: z.literal("stealReaction"), players, tile: t, declared: players }),
    z.strictObject({ kind: z.literal("extraDrawn"), players, tile: t }),
    z.strictObject({ kind: z.literal("placeCell"), players, tile: t, origin: placeOrigin }),
    z.strictObject({ kind: z.literal("step2"), players }),
    z.strictObject({ kind: z.literal("bonusMove"), players }),
    z.strictObject({
      kind: z.literal("stone"),
      players,
      card: cd,
      anyKind: z.boolean(),
      anyCell: z.boolean(),
      spendVirtue: z.boolean(),
      optional: z.boolean(),
    }),
    z.strictObject({ kind: z.literal("monkAnywhere"), players, card: cd, thenStone: z.boolean() }),
    z.strictObject({ kind: z.literal("drawnTiles"), players, card: cd, tiles: z.array(t), placesLeft: count }),
    z.strictObject({ kind: z.literal("takeStored"), players, card: cd }),
    z.strictObject({ kind: z.literal("moveStone"), players, card: cd }),
    z.strictObject({ kind: z.literal("swapTiles"), players, card: cd }),
  ]);
  /** One entry per seat. */
  const seats = <P extends z.ZodMiniType>(p: P) => z.array(p).check(z.minLength(2), z.maxLength(4));
  const stoneCounts = z.strictObject({ Y: count, t: count, F: count, T: count, B: count });
  const playerSchema = z.strictObject({
    tiles: z.array(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(FACE_COUNT - 1)))).check(z.length(CELLS)),
    stones: z.array(z.nullable(kind())).check(z.length(CELLS)),
    placed: z.number().check(z.int(), z.minimum(0), z.maximum(CELLS)),
    monk: z.nullable(c),
    virtue: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
    storage: z.nullable(t),
    gardeners: z.array(cd),
    used: z.array(cd),
    famous: z.nullable(z.enum(FAMOUS_IDS)),
  });
  const state = z.strictObject({
    game: z.literal("karesansui"),
    dataVersion: z.literal(DATA_VERSION),
    config: schemas.config,
    rng: fieldSchemas.stateRng,
    bag: z.array(count).check(z.length(DESIGN_COUNT)),
    discard: z.array(count).check(z.length(DESIGN_COUNT)),
    supply: stoneCounts,
    sharedFamous: z.array(z.enum(FAMOUS_IDS)),
    players: seats(playerSchema),
    current: playerId,
    turn: z.number().check(z.int(), z.minimum(1)),
    endTriggered: z.boolean(),
    lastTurn: z.boolean(),
    gardenerUsed: z.boolean(),
    stack: z.array(decisionSchema),
    over: z.boolean(),
  });
  return { player: playerSchema, seats, state };
});

/** The zod schemas of Karesansui's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<KaresansuiConfig, KaresansuiState, KaresansuiMove, KaresansuiView> = /* @__PURE__ */ lazySchemas<KaresansuiConfig, KaresansuiState, KaresansuiMove, KaresansuiView>({
  config: () =>
    z.strictObject({
      firstPlayer: z.union([seat(), z.literal("random")]),
      diagonalReuse: z.boolean(),
      sanzonStrict: z.boolean(),
      storedPlacement: z.enum(["swap", "extra"]),
      allowRotate180: z.boolean(),
    }),

  move: moves.schema,

  state: () => exactSchema<KaresansuiState>()(stateParts().state),

  /**
   * The state's fields less the bag (shown as its size) and the PRNG, with `viewer`; each player's
   * less the unused gardener cards, shown as a count and, to their owner only, as the cards
   * (`null` to others, as is the famous-garden card).
   */
  view: () => {
    const { player, seats, state } = stateParts();
    const playerView = z.extend(z.omit(player, { gardeners: true }), {
      gardenerCount: fieldSchemas.count,
      gardeners: z.nullable(player.shape.gardeners),
    });
    return exactSchema<KaresansuiView>()(
      z.extend(z.omit(state, { bag: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        bagSize: fieldSchemas.count,
        players: seats(playerView),
      }),
    );
  },
});

/** Fast structural guard accepting exactly what `schemas.move` accepts (derived from the move grammar). */
export const isKaresansuiMove = moves.isMove;
