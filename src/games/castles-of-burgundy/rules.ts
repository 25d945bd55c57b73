/** Rule helpers shared by move generation and application: knowledge effects, die costs, placement. */
import { required } from "../../core/required.js";
import { estateBoard, type Estate } from "./board.js";
import {
  BUILDING,
  CASTLE,
  COLOUR_LETTERS,
  DIE_FACES,
  NUMBERED_DEPOTS,
  DEPOT_LAYOUTS,
  KNOWLEDGE,
  KNOWLEDGE_TILES as KT,
  MINE,
  PASTURE,
  SHIP,
  buildingOf,
  knowledgeOf,
  tileColour,
  type Colour,
  type KnowledgeTileNumber,
  type TileCode,
  ROLLED_DICE,
} from "./data.js";
import type { CobConfig, CobPlayer, CobState } from "./state.js";
import type { EstateId } from "./data.js";

/** The estate board id of a seat: its own entry of `estates`, else the common `estate`. */
export const boardOf = (config: CobConfig, seat: number): EstateId => config.estates?.[seat] ?? config.estate;

/** The estate board of a seat. */
export const estateOf = (s: Pick<CobState, "config">, seat: number): Estate => estateBoard(boardOf(s.config, seat));

/** The tile on a player's estate space (-1 when empty); the space must be one of the board's. */
export const tileOn = (p: CobPlayer, space: number): number => required(p.estate[space], "the tile on an estate space");

/** The player's unsold goods of one goods colour (index 0–5). */
export const goodsOf = (p: CobPlayer, colour: number): number => required(p.goods[colour], "the player's goods of a colour");

/*
 * knowledgeMask (several times a move), openSpace and buildingClash (for every space a placement is
 * tried on) are the innermost loops of move generation, run on every move of a search: their reads
 * of the estate board and of the player's spaces stay unchecked (`!`), as checks there cost search
 * measurably. A board from `estateBoard` has every space's neighbours and area, and a sound state
 * (`loadState`) an estate of the board's size.
 */

/** Bitmask of the knowledge tiles (bit n for tile n) in a player's estate. */
export function knowledgeMask(p: CobPlayer, e: Estate): number {
  let m = 0;
  for (const sp of e.spacesOfColour[KNOWLEDGE]!) {
    const t = p.estate[sp]!;
    if (t >= 0) m |= 1 << knowledgeOf(t);
  }
  return m;
}
/** Whether knowledge tile `n` (named by `KNOWLEDGE_TILES`) is in the mask. */
export const has = (mask: number, n: KnowledgeTileNumber): boolean => (mask & (1 << n)) !== 0;

/** Whether a move's `die` is one of the player's rolled dice, not the {@link ANY_VALUE_DIE} of an effect. */
export const isRolledDie = (die: number): boolean => die < ROLLED_DICE;

/** Steps between two die values, wrapping 6↔1. */
export function dieDistance(a: number, b: number): number {
  const d = Math.abs(a - b);
  return d > DIE_FACES / 2 ? DIE_FACES - d : d;
}

/**
 * Workers needed to turn `face` into `value`: one per ±1 step (±2 when `twoSteps`, knowledge 8), after
 * a free ±1 when `free` (knowledge 9–12).
 */
export function workerCost(face: number, value: number, free: boolean, twoSteps: boolean): number {
  let d = dieDistance(face, value);
  if (free && d > 0) d--;
  return twoSteps ? (d + 1) >> 1 : d;
}

/** Whether knowledge gives a free ±1 when placing a tile of this colour (tiles 9, 10, 11). */
export function freePlacementShift(mask: number, colour: number): boolean {
  if (colour === BUILDING) return has(mask, KT.freeStepPlacingBuilding);
  if (colour === SHIP || colour === PASTURE) return has(mask, KT.freeStepPlacingShipOrAnimal);
  return has(mask, KT.freeStepPlacingCastleMineKnowledge); // castle, mine, knowledge
}

/** Whether `space` is empty and touches an occupied space. */
export function openSpace(p: CobPlayer, e: Estate, space: number): boolean {
  if (p.estate[space]! >= 0) return false;
  for (const n of e.neighbours[space]!) if (p.estate[n]! >= 0) return true;
  return false;
}

/** Whether the area of `space` already holds a building of this tile's type. */
export function buildingClash(p: CobPlayer, e: Estate, space: number, tile: TileCode): boolean {
  const type = buildingOf(tile);
  for (const sp of e.areas[e.areaOf[space]!]!) {
    const t = p.estate[sp]!;
    if (t >= 0 && buildingOf(t) === type) return true;
  }
  return false;
}

/** Whether `tile` may be placed on `space` (colour, adjacency, one building type per city). */
export function canPlace(p: CobPlayer, e: Estate, space: number, tile: TileCode, mask: number): boolean {
  const c = tileColour(tile);
  if (e.colour[space] !== c) return false;
  if (!openSpace(p, e, space)) return false;
  if (c === BUILDING && !has(mask, KT.severalBuildingsPerCity) && buildingClash(p, e, space, tile)) return false;
  return true;
}

/** Tiles a building's "take a tile" effect allows (market, carpenter's workshop, church). */
export function buildingTakes(kind: "market" | "carpentersWorkshop" | "church", tile: TileCode): boolean {
  const c = tileColour(tile);
  if (kind === "market") return c === SHIP || c === PASTURE;
  if (kind === "carpentersWorkshop") return c === BUILDING;
  return c === KNOWLEDGE || c === CASTLE || c === MINE;
}

/** Depots adjacent to numbered depot `d` (knowledge 5): 1–6 in a ring, 6 next to 1. UNSOURCED: no public source found (CB-9). */
export function adjacentDepots(d: number): [number, number] {
  return [d === 1 ? NUMBERED_DEPOTS : d - 1, d === NUMBERED_DEPOTS ? 1 : d + 1];
}

/** Whether entry `i` of a sorted array repeats the one before (equal tiles: one move for all of them). */
export const repeats = (xs: readonly number[], i: number): boolean => i > 0 && xs[i] === xs[i - 1];

/** Empty spaces left in an estate. */
export function emptySpaces(p: CobPlayer): number {
  let n = 0;
  for (const t of p.estate) if (t < 0) n++;
  return n;
}

/** Turn order from the turn-order track: furthest first; on one space the later arrival first. */
export function trackOrder(players: readonly CobPlayer[]): number[] {
  return players
    .map((_, i) => i)
    .sort((a, b) => {
      const pa = required(players[a], "a player on the turn-order track");
      const pb = required(players[b], "a player on the turn-order track");
      return pb.track - pa.track || pb.trackStamp - pa.trackStamp;
    });
}

/**
 * Workers a die action with a rolled die costs (0 for the free die of an effect): take (knowledge
 * 12 gives a free ±1), place (knowledge 9–11 by the tile's colour), sell (no free step).
 */
export function dieActionCost(
  p: CobPlayer,
  mask: number,
  move: { readonly type: "take" | "sell"; readonly die: number; readonly value: number } | { readonly type: "place"; readonly die: number; readonly value: number; readonly tile: TileCode },
): number {
  if (!isRolledDie(move.die)) return 0;
  const free = move.type === "take" ? has(mask, KT.freeStepTaking) : move.type === "place" ? freePlacementShift(mask, tileColour(move.tile)) : false;
  return workerCost(p.dice[move.die]!, move.value, free, has(mask, KT.workerTwoSteps));
}

/**
 * Tile colours of the spaces of numbered depot `depot` (1–6) in phase `phase` (0–4) for `players`:
 * `DEPOT_LAYOUTS`, with the 3-player space X a castle in phases A, C, E and a mine in B, D.
 */
export function depotColours(players: number, phase: number, depot: number): Colour[] {
  const layout = required(required(DEPOT_LAYOUTS[players], "the depot layout for the player count")[depot - 1], "the spaces of a numbered depot");
  return [...layout].map((letter) => (letter === "X" ? (phase % 2 === 0 ? CASTLE : MINE) : (COLOUR_LETTERS.indexOf(letter as never) as Colour)));
}
