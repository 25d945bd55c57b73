/**
 * Almadi's move grammar, declared once: the move types, the zod schema, the structural guard and
 * the action-space table all derive from it (see core/grammar.ts). Cells are `"r,c"` strings;
 * slots are 0–7 (row = slot / 2 + 1).
 */
import { defineMoves, int, oneOf, pair, text, type GrammarMove } from "../../core/shared.js";
import { MOSAIC_IDS, OBJECTIVE_IDS, STALL_IDS, START_TILE_IDS } from "./catalog.js";
import { CHARACTER_IDS } from "./characters.js";
import { BOARD_SLOTS } from "./constants.js";
import { MAX_COL, ROWS, parseCell } from "./realm.js";
import type { Cell } from "./state.js";

/** What a cell name looks like: `"r,c"`. */
export const CELL_RE = /^\d{1,3},\d{1,3}$/;
/** Card and tile ids are short strings; an unknown one is well-formed but never legal. */
export const MAX_ID_LENGTH = 16;
/** Bit width of a column in a parsed cell (`row << COL_BITS | col`). */
const COL_BITS = 8;

/** A realm cell `"r,c"`, chosen in an action space as its row (0…5) and then its column (0…255). */
const cell = text<Cell>({
  pattern: CELL_RE,
  parts: { row: int(0, ROWS - 1), col: int(0, MAX_COL) },
  split: (s) => {
    const p = parseCell(s);
    return p < 0 ? null : [p >> COL_BITS, p & MAX_COL];
  },
});
/** An id: an action space encodes the ids of the cards or tiles the field names. */
const id = (encoded: readonly string[]) => text({ minLength: 1, maxLength: MAX_ID_LENGTH, encoded });
const character = oneOf(CHARACTER_IDS);
const slot = int(0, BOARD_SLOTS - 1);
/** Largest well-formed index into the turn's pending effects. */
const MAX_EFFECT = 63;
/**
 * Index into the turn's pending effects. A batch activates at most two icons per changed edge, and
 * a genie swap changes two tiles (eight edges), so an action space encodes 16 indices.
 */
const EFFECTS_ENCODED = 16;
const effect = int(0, MAX_EFFECT, { actions: () => [0, EFFECTS_ENCODED - 1] });

/** Every move type with its fields, in action-space order (version 1). */
export const moves = defineMoves({
  chooseStartTile: { tile: id(START_TILE_IDS) },
  /** Keep two dealt characters, listed in the order they were dealt (an action space chooses them as a set). */
  keepCharacters: { keep: pair(character, { set: true }) },
  place: { slot, cell },
  aliDraw: {},
  aliPlace: { cell },
  aliSwap: { slot, cell },
  /** Resolve pending effect number `effect` (marteline, stall or ruby). */
  resolveEffect: { effect },
  /** Resolve a pending moon by taking `objective`. */
  takeObjective: { effect, objective: id(OBJECTIVE_IDS) },
  declineEffect: { effect },
  genieMove: { from: cell, to: cell },
  /** Hussain: swap the landscapes on `a` and `b` (a before b in reading order). */
  genieSwap: { a: cell, b: cell },
  declineGenie: {},
  endTurn: {},
  hire: { character },
  chooseCopy: { character },
  /** Zeinab: give this mosaic or stall card, take the top card of the other deck. */
  zeinabTrade: { give: id([...MOSAIC_IDS, ...STALL_IDS]) },
});

/** An Almadi move. */
export type AlmadiMove = GrammarMove<typeof moves.grammar>;
