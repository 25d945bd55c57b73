/** zod schemas of Almadi's config, moves and state, and the fast move guard. */
import * as z from "zod/mini";
import { exactSchema, fieldSchemas, type GameSchemas, lazy, lazySchemas } from "../../core/shared.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState, AlmadiView } from "./state.js";

// Every schema is built on first use (see `lazySchemas`): importing the game builds none.
const CELL_RE = /^\d{1,3},\d{1,3}$/;
const cell = /* @__PURE__ */ lazy(() => z.string().check(z.regex(CELL_RE)));
const id = /* @__PURE__ */ lazy(() => z.string().check(z.minLength(1), z.maxLength(16)));
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

  move: () => {
    const slot = z.number().check(z.int(), z.minimum(0), z.maximum(7));
    const effect = z.number().check(z.int(), z.minimum(0), z.maximum(63));
    const [c, i, ch] = [cell(), id(), characterId()];
    return z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("chooseStartTile"), tile: i }),
      z.strictObject({ type: z.literal("keepCharacters"), keep: z.tuple([ch, ch]) }),
      z.strictObject({ type: z.literal("place"), slot, cell: c }),
      z.strictObject({ type: z.literal("aliDraw") }),
      z.strictObject({ type: z.literal("aliPlace"), cell: c }),
      z.strictObject({ type: z.literal("aliSwap"), slot, cell: c }),
      z.strictObject({ type: z.literal("resolveEffect"), effect }),
      z.strictObject({ type: z.literal("takeObjective"), effect, objective: i }),
      z.strictObject({ type: z.literal("declineEffect"), effect }),
      z.strictObject({ type: z.literal("genieMove"), from: c, to: c }),
      z.strictObject({ type: z.literal("genieSwap"), a: c, b: c }),
      z.strictObject({ type: z.literal("declineGenie") }),
      z.strictObject({ type: z.literal("endTurn") }),
      z.strictObject({ type: z.literal("hire"), character: ch }),
      z.strictObject({ type: z.literal("chooseCopy"), character: ch }),
      z.strictObject({ type: z.literal("zeinabTrade"), give: i }),
    ]) as z.ZodMiniType<AlmadiMove>;
  },

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

const CHARS = new Set<string>(CHARACTER_IDS);
const isInt = (x: unknown, max: number): boolean => typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= max;
const isCell = (x: unknown): boolean => typeof x === "string" && CELL_RE.test(x);
const isId = (x: unknown): boolean => typeof x === "string" && x.length >= 1 && x.length <= 16;
const isChar = (x: unknown): x is CharacterId => typeof x === "string" && CHARS.has(x);

function keysAre(o: object, n: number): boolean {
  let k = 0;
  for (const key in o) if (Object.prototype.hasOwnProperty.call(o, key)) k++;
  return k === n && Object.getPrototypeOf(o) === Object.prototype;
}

/** Cheap structural check equivalent to (never looser than) `schemas.move`. */
export function isAlmadiMove(m: unknown): m is AlmadiMove {
  if (typeof m !== "object" || m === null) return false;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case "place":
    case "aliSwap":
      return keysAre(o, 3) && isInt(o.slot, 7) && isCell(o.cell);
    case "aliPlace":
      return keysAre(o, 2) && isCell(o.cell);
    case "resolveEffect":
    case "declineEffect":
      return keysAre(o, 2) && isInt(o.effect, 63);
    case "takeObjective":
      return keysAre(o, 3) && isInt(o.effect, 63) && isId(o.objective);
    case "genieMove":
      return keysAre(o, 3) && isCell(o.from) && isCell(o.to);
    case "genieSwap":
      return keysAre(o, 3) && isCell(o.a) && isCell(o.b);
    case "aliDraw":
    case "declineGenie":
    case "endTurn":
      return keysAre(o, 1);
    case "hire":
    case "chooseCopy":
      return keysAre(o, 2) && isChar(o.character);
    case "zeinabTrade":
      return keysAre(o, 2) && isId(o.give);
    case "chooseStartTile":
      return keysAre(o, 2) && isId(o.tile);
    case "keepCharacters":
      return keysAre(o, 2) && Array.isArray(o.keep) && o.keep.length === 2 && isChar(o.keep[0]) && isChar(o.keep[1]);
    default:
      return false;
  }
}
