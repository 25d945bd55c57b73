/**
 * Numeric indexes over the component data, built once, so the rules' hot loops work on small
 * integers instead of strings. Everything here is derived from `data.ts`.
 */
import { required } from "../../core/required.js";
import { LANDSCAPE_TYPES, type EdgeSymbol, type LandscapeData } from "./components.js";
import { LANDSCAPES, MOSAICS, OBJECTIVES, STALLS, START_TILES } from "./data.js";

/** Edge symbol codes used in the hot loops. */
export const ARROW = 1;
/** Genie icon code. */
export const GENIE = 2;
/** Jar icon code. */
export const JAR = 7;
const SYMBOLS: readonly EdgeSymbol[] = [".", ">", "g", "m", "s", "o", "r", "j"];

/** The symbol of an edge code. */
export function symbolOf(code: number): EdgeSymbol {
  return required(SYMBOLS[code], "an edge symbol");
}

/** Every landscape: the 88 tiles, then the 20 starting-tile landscapes. */
export const ALL_LANDSCAPES: readonly LandscapeData[] = [...LANDSCAPES, ...START_TILES.flatMap((t) => t.landscapes)];

const INDEX = new Map<string, number>(ALL_LANDSCAPES.map((l, i) => [l.id, i]));
const START_IDS = new Set<string>(START_TILES.flatMap((t) => t.landscapes.map((l) => l.id)));

/** Type code (0 oasis, 1 caravan, 2 market, 3 palace) of each landscape index. */
export const TYPE = Uint8Array.from(ALL_LANDSCAPES, (l) => LANDSCAPE_TYPES.indexOf(l.type));
/** Edge codes, 4 per landscape index (N, E, S, W). */
export const EDGES = Uint8Array.from(ALL_LANDSCAPES.flatMap((l) => l.edges.map((e) => SYMBOLS.indexOf(e))));
/** Number of goods on each landscape index (markets only). */
export const GOODS_COUNT = Uint8Array.from(ALL_LANDSCAPES, (l) => l.goods.length);

/** Type codes. */
export const OAS = 0;
/** Caravan type code. */
export const CAR = 1;
/** Market type code. */
export const MKT = 2;
/** Palace type code. */
export const PAL = 3;

/** Index of a landscape id (-1 when unknown). */
export function landIndex(id: string): number {
  return INDEX.get(id) ?? -1;
}

/** The landscape with this id. */
export function landscapeData(id: string): LandscapeData | undefined {
  const i = INDEX.get(id);
  return i === undefined ? undefined : ALL_LANDSCAPES[i];
}

/** Whether an id names a starting-tile landscape (these never move). */
export function isStartLandscape(id: string): boolean {
  return START_IDS.has(id);
}

/** Ids of all 88 landscape tiles. */
export const LANDSCAPE_IDS: readonly string[] = LANDSCAPES.map((l) => l.id);
/** Landscape tile ids by type code. */
export const LANDSCAPE_IDS_BY_TYPE: readonly (readonly string[])[] = LANDSCAPE_TYPES.map((t) => LANDSCAPES.filter((l) => l.type === t).map((l) => l.id));
/** Starting tile ids. */
export const START_TILE_IDS: readonly string[] = START_TILES.map((t) => t.id);
/** Mosaic card ids. */
export const MOSAIC_IDS: readonly string[] = MOSAICS.map((m) => m.id);
/** Stall card ids. */
export const STALL_IDS: readonly string[] = STALLS.map((s) => s.id);
/** Objective card ids. */
export const OBJECTIVE_IDS: readonly string[] = OBJECTIVES.map((o) => o.id);

const MOSAIC_BY_ID = new Map(MOSAICS.map((m) => [m.id, m]));
const STALL_BY_ID = new Map(STALLS.map((s) => [s.id, s]));
const OBJECTIVE_BY_ID = new Map(OBJECTIVES.map((o) => [o.id, o]));
const START_BY_ID = new Map(START_TILES.map((t) => [t.id, t]));

/** The mosaic card with this id. */
export const mosaicData = (id: string) => MOSAIC_BY_ID.get(id);
/** The stall card with this id. */
export const stallData = (id: string) => STALL_BY_ID.get(id);
/** The objective card with this id. */
export const objectiveData = (id: string) => OBJECTIVE_BY_ID.get(id);
/** The starting tile with this id. */
export const startTileData = (id: string) => START_BY_ID.get(id);
