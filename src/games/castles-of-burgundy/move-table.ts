/**
 * The moves the generator lists, as shared frozen constants (core's `ConstantPool`), one object per
 * move: the engine takes a listed move back without copying it, bots key it once, and listing
 * allocates nothing once a move has been seen. Keys pack a move's fields by their ranges in the
 * move grammar (moves.ts); a field out of its range (a corrupt state's) gets a move of its own.
 */
import { ConstantPool, packKey, plainConstant } from "../../core/snapshot.js";
import { ALL_GOODS_COLOURS, ANY_VALUE_DIE, BLACK_DEPOT_PRICE, DIE_FACES, ESTATE_SPACES, LAST_TILE_CODE, NUMBERED_DEPOTS } from "./data.js";
import type { BuyMove, DiscardMove, EndTurnMove, PlaceMove, PlaceStartCastleMove, SellMove, ShipMove, SkipMove, TakeMove, WorkersMove } from "./moves.js";

/** How many values each packed field takes (a die's number, 1–6, is packed as 0–5 of `DIE_FACES`). */
const TILES = LAST_TILE_CODE + 1;
const PAYMENTS = BLACK_DEPOT_PRICE + 1;
const DEPOTS = NUMBERED_DEPOTS + 1;
const KEEPS = ALL_GOODS_COLOURS + 1;
const DICE = ANY_VALUE_DIE + 1;
/** Die and number pairs: the leading fields of takes, placements and sales. */
const DIE_VALUES = DICE * DIE_FACES;

const TAKES = new ConstantPool<TakeMove>(DIE_VALUES * TILES);
const PLACES = new ConstantPool<PlaceMove>(DIE_VALUES * TILES * ESTATE_SPACES);
const SELLS = new ConstantPool<SellMove>(DIE_VALUES);
const WORKERS = new ConstantPool<WorkersMove>(DICE);
const BUYS = new ConstantPool<BuyMove>(DEPOTS * TILES * PAYMENTS);
const DISCARDS = new ConstantPool<DiscardMove>(TILES);
const SHIPS = new ConstantPool<ShipMove>(DEPOTS * DEPOTS * KEEPS);
const START_CASTLES = new ConstantPool<PlaceStartCastleMove>(ESTATE_SPACES);

export const takeMove = (die: number, value: number, tile: number): TakeMove => {
  const key = packKey(die, DICE, value - 1, DIE_FACES, tile, TILES);
  return TAKES.get(key) ?? TAKES.add(key, { type: "take", die, value, tile });
};

export const placeMove = (die: number, value: number, tile: number, space: number): PlaceMove => {
  const key = packKey(die, DICE, value - 1, DIE_FACES, tile, TILES, space, ESTATE_SPACES);
  return PLACES.get(key) ?? PLACES.add(key, { type: "place", die, value, tile, space });
};

export const sellMove = (die: number, value: number): SellMove => {
  const key = packKey(die, DICE, value - 1, DIE_FACES);
  return SELLS.get(key) ?? SELLS.add(key, { type: "sell", die, value });
};

export const workersMove = (die: number): WorkersMove => {
  const key = packKey(die, DICE);
  return WORKERS.get(key) ?? WORKERS.add(key, { type: "workers", die });
};

export const buyMove = (depot: number, tile: number, silver: number): BuyMove => {
  const key = packKey(depot, DEPOTS, tile, TILES, silver, PAYMENTS);
  return BUYS.get(key) ?? BUYS.add(key, { type: "buy", depot, tile, silver });
};

export const discardMove = (tile: number): DiscardMove => {
  const key = packKey(tile, TILES);
  return DISCARDS.get(key) ?? DISCARDS.add(key, { type: "discard", tile });
};

export const shipMove = (depot: number, also: number, keep: number): ShipMove => {
  const key = packKey(depot, DEPOTS, also, DEPOTS, keep, KEEPS);
  return SHIPS.get(key) ?? SHIPS.add(key, { type: "ship", depot, also, keep });
};

export const placeStartCastleMove = (space: number): PlaceStartCastleMove => {
  const key = packKey(space, ESTATE_SPACES);
  return START_CASTLES.get(key) ?? START_CASTLES.add(key, { type: "placeStartCastle", space });
};

export const SKIP: SkipMove = plainConstant({ type: "skip" });
export const END_TURN: EndTurnMove = plainConstant({ type: "endTurn" });
