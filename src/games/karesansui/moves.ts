/**
 * Karesansui's move grammar, declared once: the move type, the zod schema, the structural guard and
 * the action-space table all derive from it (see core/grammar.ts). Player-free: the deciding player
 * is the active one (given explicitly in the steal window).
 */
import { defineMoves, flag, int, oneOf, type GrammarMove } from "../../core/shared.js";
import { CELLS, DESIGN_COUNT, FACE_COUNT } from "./board.js";
import { GARDENERS, MAX_PLAYERS, STONE_KINDS, type GardenerId } from "./data.js";

const GARDENER_IDS = GARDENERS.map((g) => g.id) as readonly GardenerId[];

const cell = int(0, CELLS - 1);
/** A seat; an action space encodes only the seats of the game at hand. */
const seat = int(0, MAX_PLAYERS - 1, { actions: (players) => [0, players - 1] });
/**
 * A drawn tile's design. Action spaces (version 1) number every face, the designs turned by 180°
 * too (allowRotate180), though a move names the design and says `rotated`.
 */
const tile = int(0, DESIGN_COUNT - 1, { actions: () => [0, FACE_COUNT - 1] });
/** `rotated: true` (only with `allowRotate180`; absent otherwise) turns the tile by 180° (A9). */
const rotated = flag();

/** Every move type with its fields, in action-space order (version 1). */
export const moves = defineMoves({
  // Step 1
  place: {},
  placeStored: {},
  give: { to: seat },
  discard: {},
  keep: {},
  // Out of turn
  acceptGift: {},
  declineGift: {},
  declareSteal: {},
  passSteal: {},
  counterSteal: {},
  allowSteal: {},
  // Placing a tile
  placeCell: { cell, rotated },
  // Step 2
  zazen: {},
  moveMonk: { to: cell },
  takeStone: { kind: oneOf(STONE_KINDS), cell },
  useGardener: { card: oneOf(GARDENER_IDS) },
  skipBonus: {},
  skipStone: {},
  // Gardener sub-decisions
  placeDrawn: { tile, cell, rotated },
  discardDrawn: { tile },
  takeStored: { from: seat, cell, rotated },
  stopTaking: {},
  moveStone: { from: cell, to: cell },
  swapTiles: { a: cell, b: cell },
});

/** A Karesansui move. */
export type KaresansuiMove = GrammarMove<typeof moves.grammar>;
