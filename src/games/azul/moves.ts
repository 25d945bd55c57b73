/**
 * Azul's move grammar, declared once: the move types, the zod schema and the structural guard
 * derive from it (see core/grammar.ts). Azul's action space has its own flat encoding (actions.ts).
 */
import { defineMoves, either, int, oneOf, type GrammarMove, type GrammarMoveOfType } from "../../core/shared.js";
import { COLOURS, WALL_SIZE } from "./data.js";

/** Every move type with its fields. */
export const moves = defineMoves({
  /** Take every tile of one colour from a source (a factory number, 1-based, or `"centre"`) and put them on pattern line 1..5 or the `"floor"`. */
  take: { source: either(int(1, Infinity), oneOf(["centre"])), colour: oneOf(COLOURS), line: either(int(1, WALL_SIZE), oneOf(["floor"])) },
  /** Grey side only: place the tile of the pending complete line in a column (1-based). */
  place: { column: int(1, WALL_SIZE) },
});

type Grammar = typeof moves.grammar;
/** Take every tile of one colour from a source and put them on one destination. */
export type TakeMove = GrammarMoveOfType<Grammar, "take">;
/** Grey side only: place the tile of the pending complete line in a column (1-based). */
export type PlaceMove = GrammarMoveOfType<Grammar, "place">;
/** Every Azul move. */
export type AzulMove = GrammarMove<Grammar>;
