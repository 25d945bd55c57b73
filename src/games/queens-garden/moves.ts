/**
 * Azul: Queen's Garden's move grammar, declared once: the move types, the zod schema, the structural
 * guard, the canonical form and the action-space table all derive from it (see core/grammar.ts).
 */
import { defineMoves, either, int, list, oneOf, record, type FieldsOf, type GrammarMove, type GrammarMoveOfType } from "../../core/shared.js";
import { CELL_COUNT } from "./board.js";
import { COLOURS, KIND_COUNT, STACK_SIZE, STORAGE_EXPANSIONS } from "./data.js";

/** A tile or expansion kind. */
const kind = int(0, KIND_COUNT - 1);
/** A garden area or a petal: 0–5. */
const PETALS = 6;
const six = int(0, PETALS - 1);
/** Pattern values of the tiles, 1–6. */
const PATTERNS = 6;
/** Most items an acquisition takes (one per kind of a colour or a pattern). */
const MAX_PICKS = 6;
/** Most tiles and jokers a placement spends. */
const MAX_PAYMENT = 5;
/** The largest display index a well-formed move may name (an action space encodes the round's display only). */
const MAX_DISPLAY_INDEX = 40;

/** Where an acquired copy comes from: the stack's top expansion, or display expansion `n` (0-based). */
const source = either(oneOf(["stack"]), int(0, MAX_DISPLAY_INDEX, { actions: (players) => [0, (STACK_SIZE[players] ?? 0) - 1] }));
/** A payment: other items discarded from storage, besides the placed hexagon (tiles and face-up expansions, as sets), and jokers spent. */
const payment = {
  payTiles: list(kind, { max: MAX_PAYMENT, set: true }),
  payExpansions: list(kind, { max: STORAGE_EXPANSIONS, set: true }),
  jokers: int(0, MAX_PAYMENT),
};

/** Every move type with its fields, in action-space order (version 1). */
export const moves = defineMoves({
  /** Take every matching item of a colour or a pattern, one copy per kind: `value` is a colour id (by colour) or a pattern value 1–6 (by pattern). */
  acquire: { by: oneOf(["colour", "pattern"]), value: either(oneOf(COLOURS), int(1, PATTERNS)), picks: list(record({ kind, from: source }), { max: MAX_PICKS, set: true }) },
  /** Place a tile from storage on an empty space (board.ts numbering), paying its cost. */
  placeTile: { tile: kind, cell: int(0, CELL_COUNT - 1), ...payment },
  /** Place a face-up expansion from storage on a free area, the printed hexagon on petal `rotation`, paying its cost. */
  placeExpansion: { expansion: kind, area: six, rotation: six, ...payment },
  /** Pay 6 points for the top supply expansion and place it face down on a free area. */
  buyExpansion: { area: six },
  /** Pass for the rest of phase 1 (then optionally discard, see `discarding`). */
  pass: {},
  /** While passing: discard one tile from storage, losing its value. */
  discardTile: { tile: kind },
  /** While passing: discard one face-up expansion from storage, losing its printed value. */
  discardExpansion: { expansion: kind },
  /** While passing: stop discarding. */
  endPass: {},
});

type Grammar = typeof moves.grammar;
export type AcquireMove = GrammarMoveOfType<Grammar, "acquire">;
export type PlaceTileMove = GrammarMoveOfType<Grammar, "placeTile">;
export type PlaceExpansionMove = GrammarMoveOfType<Grammar, "placeExpansion">;
export type BuyExpansionMove = GrammarMoveOfType<Grammar, "buyExpansion">;
export type PassMove = GrammarMoveOfType<Grammar, "pass">;
export type DiscardTileMove = GrammarMoveOfType<Grammar, "discardTile">;
export type DiscardExpansionMove = GrammarMoveOfType<Grammar, "discardExpansion">;
export type EndPassMove = GrammarMoveOfType<Grammar, "endPass">;
/** Every Queen's Garden move. */
export type QueensGardenMove = GrammarMove<Grammar>;
/** One item of an acquisition: which copy of `kind` is taken. */
export type Pick = AcquireMove["picks"][number];
/** Where an acquired copy comes from: the stack's top expansion, or display expansion `n` (0-based). */
export type Source = Pick["from"];
/** A payment's fields. */
export type Payment = FieldsOf<typeof payment>;

/**
 * The one encoding of a move that `legalMoves` lists: the arrays that are sets — an acquisition's
 * `picks` and a payment's `payTiles` and `payExpansions` — in ascending order, so that a move given
 * in another order reaches exactly the state of its listed twin (the order of paid expansions would
 * otherwise change the order of the hidden supply). Never mutates `move`.
 */
export const canonicalMove = moves.canonical("acquire", "placeTile", "placeExpansion");
