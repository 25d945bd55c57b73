import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { CELL_COUNT, EMPTY_CELL, ORNAMENT_SLOTS } from "./board.js";
import { KIND_COUNT, ROUNDS, STORAGE_EXPANSIONS, STORAGE_TILES } from "./data.js";
import { moves } from "./moves.js";
import type { QueensGardenConfig, QueensGardenMove, QueensGardenState, QueensGardenView } from "./state.js";

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const kind = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(KIND_COUNT - 1)));
const six = /* @__PURE__ */ lazy(() => z.number().check(z.int(), z.minimum(0), z.maximum(5)));
const kinds = /* @__PURE__ */ lazy(() => z.array(kind()));

/** Expansion stacks set aside for the rounds after the first. */
const LATER_STACKS = ROUNDS - 1;

/** The state schema's parts as zod objects, so the view schema can be made from the same fields. */
const stateParts = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const counts = z.array(count).check(z.length(KIND_COUNT));
  const parts = z.strictObject({
    start: z.number().check(z.int()),
    wheel: z.number().check(z.int()),
    pavilions: z.number().check(z.int()),
    expansions: z.number().check(z.int()),
    firstPass: z.number().check(z.int()),
    discards: z.number().check(z.int()),
    jokers: z.number().check(z.int()),
    storage: z.number().check(z.int()),
    colourGroups: z.number().check(z.int()),
    patternGroups: z.number().check(z.int()),
    groupsOfSix: z.number().check(z.int()),
  });
  /** An expansion on a garden area, and one in the display. */
  const placed = z.strictObject({ expansion: kind(), faceUp: z.boolean(), rotation: six() });
  const displayed = z.strictObject({ expansion: kind(), faceUp: z.boolean(), tiles: kinds().check(z.maxLength(4)) });
  /** A garden's areas (empty ones null), and one entry per seat. */
  const areasOf = <A extends z.ZodMiniType>(a: A) => z.array(z.nullable(a)).check(z.length(6));
  const seats = <P extends z.ZodMiniType>(p: P) => z.array(p).check(z.minLength(2), z.maxLength(4));
  const player = z.strictObject({
    score: count,
    points: parts,
    garden: z.array(z.number().check(z.int(), z.minimum(EMPTY_CELL), z.maximum(KIND_COUNT - 1))).check(z.length(CELL_COUNT)),
    areas: areasOf(placed),
    rewarded: z.array(z.boolean()).check(z.length(ORNAMENT_SLOTS)),
    tiles: kinds().check(z.maxLength(STORAGE_TILES)),
    jokers: count.check(z.maximum(STORAGE_TILES)),
    expansions: kinds().check(z.maxLength(STORAGE_EXPANSIONS)),
    passed: z.boolean(),
  });
  const state = z.strictObject({
    game: z.literal("queens-garden"),
    config: schemas.config,
    phase: z.enum(["actions", "over"]),
    round: z.number().check(z.int(), z.minimum(1), z.maximum(ROUNDS)),
    current: playerId,
    starter: playerId,
    marker: z.nullable(playerId),
    discarding: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(2 * KIND_COUNT))),
    bag: counts,
    tower: counts,
    stack: kinds(),
    topTiles: kinds().check(z.maxLength(4)),
    laterStacks: z.array(kinds()).check(z.maxLength(LATER_STACKS)),
    display: z.array(displayed),
    supply: kinds(),
    players: seats(player),
    rng: fieldSchemas.stateRng,
  });
  return { placed, displayed, areasOf, seats, player, state };
});

/** The zod schemas of Queen's Garden's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<QueensGardenConfig, QueensGardenState, QueensGardenMove, QueensGardenView> = /* @__PURE__ */ lazySchemas<
  QueensGardenConfig,
  QueensGardenState,
  QueensGardenMove,
  QueensGardenView
>({
  config: () =>
    z.strictObject({
      firstPlayer: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
      variant: z.boolean(),
    }),

  move: moves.schema,

  state: () => exactSchema<QueensGardenState>()(stateParts().state),

  /**
   * The state's fields less the PRNG and the hidden piles (the bag, the stacks and the supply,
   * each shown as its size), with `viewer`; a face-down expansion's id (display or garden) is null.
   */
  view: () => {
    const { placed, displayed, areasOf, seats, player, state } = stateParts();
    const { count } = fieldSchemas;
    const hiddenId = { expansion: z.nullable(kind()) };
    return exactSchema<QueensGardenView>()(
      z.extend(z.omit(state, { bag: true, stack: true, laterStacks: true, supply: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        bagSize: count,
        stackSize: count,
        laterStackSizes: z.array(count).check(z.maxLength(LATER_STACKS)),
        supplySize: count,
        display: z.array(z.extend(displayed, hiddenId)),
        players: seats(z.extend(player, { areas: areasOf(z.extend(placed, hiddenId)) })),
      }),
    );
  },
});

/** Fast structural guard accepting exactly what `schemas.move` accepts (derived from the move grammar). */
export const isQueensGardenMove = moves.isMove;
