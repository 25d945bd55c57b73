/**
 * Component data of The Castles of Burgundy: tile codes, estate board #1, the depot layouts of the
 * game board, the tile supply and the scoring tables. Everything here is replaceable data; the
 * rules code reads it only through these exports. Items not confirmed by two independent sources
 * are marked UNVERIFIED (see docs/rules/castles-of-burgundy.md, "Provenance").
 */

/** Version of this data module; bump whenever any datum changes. */
export const DATA_VERSION = "cob-data-1 (2026-11-22, partly UNVERIFIED)";

/** The six tile colours (= estate space colours), in a fixed order. */
export const COLOURS = ["castle", "mine", "ship", "building", "pasture", "knowledge"] as const;
/** A tile / space colour index into {@link COLOURS}. */
export type Colour = 0 | 1 | 2 | 3 | 4 | 5;
export const CASTLE = 0 as Colour;
export const MINE = 1 as Colour;
export const SHIP = 2 as Colour;
export const BUILDING = 3 as Colour;
export const PASTURE = 4 as Colour;
export const KNOWLEDGE = 5 as Colour;
/** One-letter codes used by the estate layout strings and the renderer. */
export const COLOUR_LETTERS = ["C", "M", "S", "B", "A", "K"] as const;

/** The eight building types, in the order of knowledge tiles 16–23 (UNVERIFIED order). */
export const BUILDINGS = ["warehouse", "watchtower", "carpentersWorkshop", "church", "market", "boardingHouse", "bank", "cityHall"] as const;
/** Index into {@link BUILDINGS}. */
export type BuildingType = number;
export const WAREHOUSE = 0;
export const WATCHTOWER = 1;
export const CARPENTERS_WORKSHOP = 2;
export const CHURCH = 3;
export const MARKET = 4;
export const BOARDING_HOUSE = 5;
export const BANK = 6;
export const CITY_HALL = 7;

/** The four animal kinds (seed: 牛・豚・羊・山羊). */
export const ANIMALS = ["cow", "pig", "sheep", "goat"] as const;

/**
 * Tile codes (plain numbers, so states stay small):
 * 0 castle, 1 mine, 2 ship, 10–17 buildings (10 + type), 20–31 animals (20 + kind*3 + count-2),
 * 41–66 knowledge tiles 1–26 (40 + number).
 */
export type TileCode = number;
export const TILE_CASTLE = 0;
export const TILE_MINE = 1;
export const TILE_SHIP = 2;
/** Code of a building tile. */
export const buildingTile = (type: number): TileCode => 10 + type;
/** Code of an animal tile with `count` (2–4) animals of `kind`. */
export const animalTile = (kind: number, count: number): TileCode => 20 + kind * 3 + (count - 2);
/** Code of knowledge tile number `n` (1–26). */
export const knowledgeTile = (n: number): TileCode => 40 + n;

/** Colour of a tile code. */
export function tileColour(t: TileCode): Colour {
  if (t === TILE_CASTLE) return CASTLE;
  if (t === TILE_MINE) return MINE;
  if (t === TILE_SHIP) return SHIP;
  if (t >= 10 && t < 18) return BUILDING;
  if (t >= 20 && t < 32) return PASTURE;
  return KNOWLEDGE;
}
/** Building type of a building tile code. */
export const buildingOf = (t: TileCode): number => t - 10;
/** Animal kind of an animal tile code. */
export const animalKindOf = (t: TileCode): number => Math.floor((t - 20) / 3);
/** Number of animals on an animal tile code. */
export const animalCountOf = (t: TileCode): number => ((t - 20) % 3) + 2;
/** Knowledge number (1–26) of a knowledge tile code. */
export const knowledgeOf = (t: TileCode): number => t - 40;
/** Whether a number is a valid tile code. */
export function isTileCode(t: number): boolean {
  return t === 0 || t === 1 || t === 2 || (t >= 10 && t < 18) || (t >= 20 && t < 32) || (t >= 41 && t <= 66);
}

/** A readable name of a tile code. */
export function tileName(t: TileCode): string {
  switch (tileColour(t)) {
    case CASTLE: return "castle";
    case MINE: return "mine";
    case SHIP: return "ship";
    case BUILDING: return BUILDINGS[buildingOf(t)]!;
    case PASTURE: return `${animalCountOf(t)} ${ANIMALS[animalKindOf(t)]}`;
    default: return `knowledge ${knowledgeOf(t)}`;
  }
}

/**
 * Estate board #1, row by row (rows of 4,5,6,7,6,5,4 hex spaces, pointy side up, offset so the
 * board is a regular hexagon). Each entry is colour letter + die number. UNVERIFIED layout from a
 * single public source; its derived areas agree with the rulebook's statement that estate 1 has
 * four cities of sizes 1, 3, 3 and 5, and its colour counts (3 castles + start castle, 3 mines,
 * 6 ships, 12 buildings, 6 pastures, 6 knowledge) agree with a second source.
 */
export const ESTATE_1_ROWS: readonly string[] = [
  "A6 C5 C4 K3",
  "A2 A1 C6 K5 B4",
  "A5 A4 B3 K1 B2 B3",
  "S6 S1 S2 C6 S5 S4 S1",
  "B2 B5 M4 B3 B1 A2",
  "B6 M1 K2 B5 B6",
  "M3 K4 K1 B3",
];
/** The start castle's space on estate #1 (the centre). */
export const ESTATE_1_START = 18;

/** The estate boards available through the `estate` config option. */
export const ESTATES: Readonly<Record<string, { rows: readonly string[]; start: number }>> = {
  "1": { rows: ESTATE_1_ROWS, start: ESTATE_1_START },
};

/** Victory points for completing an area, by its size (index = size). */
export const AREA_POINTS = [0, 1, 3, 6, 10, 15, 21, 28, 36] as const;
/** Extra victory points for completing an area in phase A–E. */
export const PHASE_BONUS = [10, 8, 6, 4, 2] as const;

/** Colour-completion bonus tiles: [large, small] victory points by player count. */
export const COLOUR_BONUS: Readonly<Record<number, readonly [number, number]>> = {
  2: [5, 2],
  3: [6, 3],
  4: [7, 4],
};

/**
 * Tile colours printed on the numbered depots 1–6 of the game board, by player count. `X` is the
 * 3-player space that takes a castle in phases A, C, E and a mine in phases B, D (seed).
 * 4 players: four spaces per depot (two sources agree on four per depot; the colours are
 * UNVERIFIED, one source). 2/3 players: UNVERIFIED construction (see docs).
 */
export const DEPOT_LAYOUTS: Readonly<Record<number, readonly string[]>> = {
  4: ["BBKA", "KCBB", "ABSK", "SBAM", "MKBB", "BACS"],
  3: ["BKA", "CBK", "ASB", "SMB", "KBB", "ASX"],
  2: ["BA", "CB", "SK", "MB", "KB", "AS"],
};
/** Tiles laid out on the central black depot each phase, by player count (UNVERIFIED for 2–3). */
export const BLACK_DEPOT_SIZE: Readonly<Record<number, number>> = { 2: 8, 3: 8, 4: 8 };

/** Number of goods tiles of each of the six goods colours (= die numbers 1–6). */
export const GOODS_PER_COLOUR = 7;
/** Goods tiles laid out per phase (one per round). */
export const GOODS_PER_PHASE = 5;
/** Random goods tiles each player starts with. */
export const START_GOODS = 3;
/** Storage spaces for six-sided tiles and for goods stacks on each estate. */
export const TILE_STORAGE = 3;
export const GOODS_STORAGE = 3;
/** Start castles (one per estate), not part of any supply pile. */
export const START_CASTLES = 4;

function repeat(code: TileCode, n: number): TileCode[] {
  return new Array<TileCode>(n).fill(code);
}

/** Knowledge tiles with black backs (UNVERIFIED, one source). */
export const BLACK_KNOWLEDGE = [7, 12, 14, 15, 24, 25] as const;

/**
 * The face-down supply piles by back colour (index = colour) and the black-backed pile (index 6).
 * Totals: 120 coloured + 40 black + 4 start castles = 164 six-sided tiles (the component count of
 * the game). Per-colour coloured totals equal five phases of the 4-player depots. Composition
 * within a colour (building types, animals) is UNVERIFIED.
 */
export function supplyPiles(): TileCode[][] {
  const castle = repeat(TILE_CASTLE, 10);
  const mine = repeat(TILE_MINE, 10);
  const ship = repeat(TILE_SHIP, 15);
  const building: TileCode[] = [];
  for (let b = 0; b < 8; b++) building.push(...repeat(buildingTile(b), b === WATCHTOWER || b === BOARDING_HOUSE || b === CITY_HALL ? 5 : 6));
  const pasture: TileCode[] = [];
  for (let k = 0; k < 4; k++) pasture.push(...repeat(animalTile(k, 2), 2), ...repeat(animalTile(k, 3), 2), animalTile(k, 4));
  const knowledge: TileCode[] = [];
  for (let n = 1; n <= 26; n++) if (!(BLACK_KNOWLEDGE as readonly number[]).includes(n)) knowledge.push(knowledgeTile(n));
  const black: TileCode[] = [...repeat(TILE_SHIP, 6), ...repeat(TILE_CASTLE, 2), ...repeat(TILE_MINE, 2)];
  for (let b = 0; b < 8; b++) black.push(...repeat(buildingTile(b), 2));
  for (let k = 0; k < 4; k++) black.push(animalTile(k, 3), animalTile(k, 4));
  for (const n of BLACK_KNOWLEDGE) black.push(knowledgeTile(n));
  return [castle, mine, ship, building, pasture, knowledge, black].map((p) => p.sort((a, b) => a - b));
}

/** Total six-sided tiles in the game. */
export const TOTAL_TILES = 164;
/** Total goods tiles in the game. */
export const TOTAL_GOODS = 6 * GOODS_PER_COLOUR;

/** Workers each seat starts with, by its place in the first turn order (1st gets 1, …). */
export const START_WORKERS = [1, 2, 3, 4] as const;
/** Silverlings each player starts with. */
export const START_SILVER = 1;
/** Price of a tile from the black depot, in silverlings. */
export const BLACK_DEPOT_PRICE = 2;

/**
 * End-of-game points of knowledge tiles 15–26. Tile 15 follows the seed (2 per sold goods colour);
 * one English tile list says 3 (UNVERIFIED, see docs).
 */
export const KNOWLEDGE_END_POINTS = {
  perSoldColour: 2, // tile 15
  perBuilding: 4, // tiles 16–23, building type = BUILDINGS[n - 16]
  perAnimalKind: 4, // tile 24
  perSoldTile: 1, // tile 25
  perBonusTile: 3, // tile 26
} as const;
