/** zod schemas of Almadi's config, moves and state, and the fast move guard. */
import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { CHARACTER_IDS } from "./characters.js";
import { CELL_RE, MAX_ID_LENGTH, moves } from "./moves.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState, AlmadiView } from "./state.js";

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const cell = /* @__PURE__ */ lazy(() => z.string().check(z.regex(CELL_RE)));
const id = /* @__PURE__ */ lazy(() => z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)));
const characterId = /* @__PURE__ */ lazy(() => z.enum(CHARACTER_IDS));

/** The state schema's parts as zod objects, so the view schema can be made from the same fields. */
const stateParts = /* @__PURE__ */ lazy(() => {
  const { count, playerId } = fieldSchemas;
  const [c, i, ch] = [cell(), id(), characterId()];
  const direction = z.enum(["N", "E", "S", "W"]);
  const turnSchema = z.strictObject({
    step: z.enum(["take", "ali", "resolve", "genie", "end"]),
    extra: z.boolean(),
    aliTile: z.nullable(i),
    pending: z.array(z.strictObject({ icon: z.enum(["marteline", "stall", "moon", "ruby"]), tile: i, edge: direction })),
    genie: z.boolean(),
    genieActions: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
    lastMove: z.nullable(z.strictObject({ tile: i, from: c })),
    used: z.array(ch),
  });
  const playerSchema = z.strictObject({
    realm: z.record(c, i),
    startTile: z.nullable(i),
    rubies: count,
    mosaics: z.array(i),
    stalls: z.array(i),
    objectives: z.array(z.strictObject({ id: i, completed: z.boolean() })),
    dealt: z.array(ch),
    hand: z.array(ch),
    hired: z.array(ch),
    copy: z.nullable(ch),
    turns: count,
  });
  /** One entry per seat. */
  const seats = <P extends z.ZodMiniType>(p: P) => z.array(p).check(z.minLength(2), z.maxLength(5));
  const state = z.strictObject({
    game: z.literal("almadi"),
    dataVersion: z.string(),
    config: schemas.config,
    phase: z.enum(["start", "keep", "play", "over"]),
    current: playerId,
    firstPlayer: playerId,
    startOrder: z.array(playerId),
    board: z.array(z.nullable(i)).check(z.length(8)),
    supply: z.array(i),
    mosaicDeck: z.array(i),
    stallDeck: z.array(i),
    objectives: z.array(i),
    rubies: count,
    publicCharacters: z.array(ch),
    unusedCharacters: z.array(ch),
    normalTurnsOver: z.boolean(),
    extraTurns: z.array(playerId),
    turn: z.nullable(turnSchema),
    players: seats(playerSchema),
    rng: fieldSchemas.stateRng,
  });
  return { player: playerSchema, seats, state };
});

/** The zod schemas of Almadi's config, state, move and player view, each built on first use. */
export const schemas: GameSchemas<AlmadiConfig, AlmadiState, AlmadiMove, AlmadiView> = /* @__PURE__ */ lazySchemas<AlmadiConfig, AlmadiState, AlmadiMove, AlmadiView>({
  config: () =>
    z.strictObject({
      characters: z.boolean(),
      startTiles: z.enum(["choose", "random"]),
      greyObjectives: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(8))),
      firstPlayer: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(4))),
    }),

  move: moves.schema,

  state: () => exactSchema<AlmadiState>()(stateParts().state),

  /**
   * The state's fields less the PRNG, the undealt characters, the supply (shown as its size) and the
   * mosaic and stall decks (each shown as its top card and size), with `viewer`; each player's
   * dealt and kept characters are shown as counts and, to their owner only, as the cards (`null`
   * to others).
   */
  view: () => {
    const { player, seats, state } = stateParts();
    const { count } = fieldSchemas;
    const { mosaicDeck, stallDeck } = state.shape;
    return exactSchema<AlmadiView>()(
      z.extend(z.omit(state, { supply: true, mosaicDeck: true, stallDeck: true, unusedCharacters: true, rng: true }), {
        viewer: fieldSchemas.viewer,
        supplySize: count,
        mosaicTop: z.nullable(mosaicDeck.def.element),
        mosaicDeckSize: count,
        stallTop: z.nullable(stallDeck.def.element),
        stallDeckSize: count,
        players: seats(
          z.extend(player, {
            dealt: z.nullable(player.shape.dealt),
            dealtCount: count,
            hand: z.nullable(player.shape.hand),
            handCount: count,
          }),
        ),
      }),
    );
  },
});

/** Fast structural guard accepting exactly what `schemas.move` accepts (derived from the move grammar). */
export const isAlmadiMove = moves.isMove;
