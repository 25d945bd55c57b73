/**
 * The Castles of Burgundy's move grammar, declared once: the move types, the zod schema, the
 * structural guard and the action-space table all derive from it (see core/grammar.ts).
 */
import { defineMoves, int, type GrammarMove, type GrammarMoveOfType } from "../../core/shared.js";
import { ALL_GOODS_COLOURS, ANY_VALUE_DIE, BLACK_DEPOT, BLACK_DEPOT_PRICE, DIE_FACES, ESTATE_SPACES, LAST_TILE_CODE, NUMBERED_DEPOTS, isTileCode, tileName } from "./data.js";

/** Every tile code (see data.ts): what an action space encodes, labelled by name. */
const TILE_CODES = Array.from({ length: LAST_TILE_CODE + 1 }, (_, t) => t).filter(isTileCode);
const tile = int(0, LAST_TILE_CODE, { encoded: TILE_CODES, label: (t) => tileName(t as number) });
/** 0/1: the player's rolled dice; 2 (`ANY_VALUE_DIE`): the "any value" die of a castle or building effect. */
const die = int(0, ANY_VALUE_DIE);
const value = int(1, DIE_FACES);
const space = int(0, ESTATE_SPACES - 1);

/** Every move type with its fields, in action-space order (version 1). */
export const moves = defineMoves({
  take: { die, value, tile },
  place: { die, value, tile, space },
  sell: { die, value },
  workers: { die },
  /** Free action: buy a tile (depot 0 = black) paying `silver` silverlings and 2 − silver workers. */
  buy: { depot: int(BLACK_DEPOT, NUMBERED_DEPOTS), tile, silver: int(0, BLACK_DEPOT_PRICE) },
  discard: { tile },
  /** Ship: goods of `depot` (and `also`, an adjacent depot, with knowledge 5; else 0); `keep` = goods colours taken (bit c-1). */
  ship: { depot: int(1, NUMBERED_DEPOTS), also: int(0, NUMBERED_DEPOTS), keep: int(0, ALL_GOODS_COLOURS) },
  skip: {},
  endTurn: {},
  /** Before round 1: put the start castle on `space`, a castle space of the player's estate board. */
  placeStartCastle: { space },
});

type Grammar = typeof moves.grammar;
/** A die action: `die` 0/1 is a rolled die, 2 (`ANY_VALUE_DIE`) the "any value" die of a castle or building effect. */
export type TakeMove = GrammarMoveOfType<Grammar, "take">;
export type PlaceMove = GrammarMoveOfType<Grammar, "place">;
export type SellMove = GrammarMoveOfType<Grammar, "sell">;
export type WorkersMove = GrammarMoveOfType<Grammar, "workers">;
export type BuyMove = GrammarMoveOfType<Grammar, "buy">;
export type DiscardMove = GrammarMoveOfType<Grammar, "discard">;
export type ShipMove = GrammarMoveOfType<Grammar, "ship">;
export type SkipMove = GrammarMoveOfType<Grammar, "skip">;
export type EndTurnMove = GrammarMoveOfType<Grammar, "endTurn">;
export type PlaceStartCastleMove = GrammarMoveOfType<Grammar, "placeStartCastle">;
/** Every move. */
export type CobMove = GrammarMove<Grammar>;
