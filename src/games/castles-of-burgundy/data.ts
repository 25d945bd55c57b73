/**
 * Component data of The Castles of Burgundy: tile codes, the estate boards (1–10 of the 2019
 * edition, and the Special Edition's reworked 4 and 8), the depot layouts of the game board, the
 * tile supply and the scoring tables. Everything here is replaceable data; the rules code reads it
 * only through these exports. What is not confirmed is listed in data-status.ts (see
 * docs/rules/castles-of-burgundy.md, "Provenance"). Source tags (GH1, JA, PN, HB, TTS, FB, WJ,
 * CHK, …) are those of that page.
 */
import { required } from "../../core/required.js";

/** Version of this data module; bump whenever any datum changes. */
export const DATA_VERSION = "cob-data-2";

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

/** The eight building types, in the order of knowledge tiles 16–23 (TTS 2019 tile texts, FW list). */
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
    case CASTLE:
      return "castle";
    case MINE:
      return "mine";
    case SHIP:
      return "ship";
    case BUILDING:
      return required(BUILDINGS[buildingOf(t)], "the building type of the tile");
    case PASTURE:
      return `${animalCountOf(t)} ${ANIMALS[animalKindOf(t)]}`;
    default:
      return `knowledge ${knowledgeOf(t)}`;
  }
}

/**
 * Ids of the estate boards: "1" to "10" are the 2019 edition's boards (board 1 is also the 2011
 * game's); "4se" and "8se" are the Special Edition's reworks of boards 4 and 8.
 */
export const ESTATE_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "4se", "8se"] as const;
/** An estate board id. */
export type EstateId = (typeof ESTATE_IDS)[number];

/** The printing a layout belongs to: the 2019 edition, or the Special Edition (2023), which reworked boards 4 and 8. */
export type EstateEdition = "2019" | "special-edition";

/**
 * How a layout is sourced: "agreed" when two or more independent transcriptions of that edition
 * agree on every cell; "photo-cited" when one transcription, citing a photo of the printed board,
 * is the only one of that edition (the others hold the Special Edition's rework).
 */
export type EstateStatus = "agreed" | "photo-cited";

/** One estate board as printed: rows of colour letter + die number, and where the start castle goes. */
export interface EstateData {
  /** Rows top to bottom (4, 5, 6, 7, 6, 5, 4 hex spaces); a cell is a letter of {@link COLOUR_LETTERS} and a die number. */
  readonly rows: readonly string[];
  /** True when the centre space (18) is a castle space: the start castle goes there. */
  readonly centreCastle: boolean;
  readonly edition: EstateEdition;
  readonly status: EstateStatus;
  /** Where the datum comes from and, for a board the editions print differently, how the other edition differs. */
  readonly source: string;
}

/**
 * The estate boards (docs/rules/castles-of-burgundy.md, "Estate boards"). Every board has 4 castle, 3 mine,
 * 6 ship, 12 building, 6 pasture and 6 knowledge spaces and the die numbers of board 1. The
 * Special Edition reworked boards 4 and 8 (6 cells each): both editions' versions are here.
 */
export const ESTATES: ReadonlyMap<EstateId, EstateData> = new Map<EstateId, EstateData>([
  [
    "1",
    {
      rows: ["A6 C5 C4 K3", "A2 A1 C6 K5 B4", "A5 A4 B3 K1 B2 B3", "S6 S1 S2 C6 S5 S4 S1", "B2 B5 M4 B3 B1 A2", "B6 M1 K2 B5 B6", "M3 K4 K1 B3"],
      centreCastle: true,
      edition: "2019",
      status: "agreed",
      source: "three transcriptions agree (GH1, HB, TTS); a fourth (JA) has two mines for B5/B6 in row 6, against every colour count; cities 1, 3, 3, 5 as the rulebook says",
    },
  ],
  [
    "2",
    {
      rows: ["K6 K5 K4 C3", "B2 B1 S6 A5 M4", "M5 B4 B3 S1 A2 S3", "C6 B1 S2 C6 K5 B4 S1", "K2 S5 B4 A3 K1 B2", "B6 B1 A2 B5 M6", "A3 A4 B1 C3"],
      centreCastle: true,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS",
    },
  ],
  [
    "3",
    {
      rows: ["A6 A5 A4 A3", "S2 S1 C6 S5 S4", "B5 M4 K3 K1 S2 B3", "B6 B1 K2 C6 K5 B4 B1", "B2 B5 K4 K3 B1 B2", "C6 A1 M2 M5 C6", "B3 A4 S1 B3"],
      centreCastle: true,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS",
    },
  ],
  [
    "4",
    {
      rows: ["C6 A5 B4 S3", "A2 A1 B6 S5 S4", "B5 B4 B3 S1 C2 M3", "A6 A1 A2 K6 K5 M4 S1", "B2 C5 K4 B3 B1 B2", "B6 M1 B2 K5 K6", "S3 B4 K1 C3"],
      centreCastle: false,
      edition: "2019",
      status: "photo-cited",
      source: "HB (with a photo of the printed 2019 board); TTS and FB hold the Special Edition's rework, board 4se, which differs in 6 cells",
    },
  ],
  [
    "5",
    {
      rows: ["A6 B5 B4 S3", "A2 A1 B6 M5 M4", "B5 C4 K3 S1 S2 S3", "B6 B1 A2 K6 C5 B4 B1", "K2 C5 A4 K3 S1 B2", "B6 A1 B2 C5 S6", "K3 K4 B1 M3"],
      centreCastle: false,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS",
    },
  ],
  [
    "6",
    {
      rows: ["K6 K5 C4 S3", "K2 B1 B6 S5 B4", "A5 A4 M3 S1 B2 B3", "K6 B1 B2 C6 S5 B4 B1", "K2 B5 B4 M3 S1 B2", "K6 M1 A2 A5 S6", "C3 A4 A1 C3"],
      centreCastle: true,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS = WJ (2017, before the 2019 edition)",
    },
  ],
  [
    "7",
    {
      rows: ["K6 C5 C4 S3", "K2 A1 A6 A5 S4", "S5 M4 B3 B1 M2 A3", "S6 K1 B2 B6 B5 A4 B1", "B2 K5 B4 B3 A1 B2", "B6 S1 M2 K5 B6", "S3 C4 C1 K3"],
      centreCastle: false,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS",
    },
  ],
  [
    "8",
    {
      rows: ["B6 B5 S4 B3", "S2 C1 K6 C5 B4", "B5 K4 M3 K1 K2 S3", "B6 A1 K2 M6 A5 K4 B1", "S2 A5 A4 A3 M1 B2", "B6 C1 A2 C5 S6", "B3 S4 B1 B3"],
      centreCastle: false,
      edition: "2019",
      status: "photo-cited",
      source: "HB (with a photo of the printed 2019 board); TTS and FB hold the Special Edition's rework, board 8se, which differs in 6 cells",
    },
  ],
  [
    "9",
    {
      rows: ["B6 B5 C4 K3", "B2 B1 A6 A5 S4", "B5 B4 A3 A1 S2 S3", "C6 K1 K2 M6 S5 C4 K1", "S2 S5 K4 M3 B1 A2", "K6 B1 B2 B5 A6", "M3 C4 B1 B3"],
      centreCastle: false,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS",
    },
  ],
  [
    "10",
    {
      rows: ["S6 B5 A4 C3", "A2 S1 B6 A5 B4", "A5 A4 A3 B1 K2 B3", "B6 B1 B2 B6 B5 K4 C1", "K2 K5 M4 K3 M1 S2", "B6 B1 M2 K5 S6", "C3 S4 S1 C3"],
      centreCastle: false,
      edition: "2019",
      status: "agreed",
      source: "HB = TTS (2019 edition)",
    },
  ],
  [
    "4se",
    {
      rows: ["C6 B5 S4 B3", "A2 A1 B6 S5 S4", "B5 A4 B3 S1 C2 M3", "A6 A1 A2 K6 K5 M4 S1", "B2 C5 K4 B3 B1 K2", "B6 M1 B2 K5 B6", "S3 B4 K1 C3"],
      centreCastle: false,
      edition: "special-edition",
      status: "agreed",
      source: "TTS = FB (FB labels it reworked); from 2019's board 4: row 1 C6 B5 S4 B3, row 3 B5 A4 …, row 5 … B1 K2, row 6 … K5 B6",
    },
  ],
  [
    "8se",
    {
      rows: ["B6 B5 S4 B3", "B2 C1 K6 C5 B4", "B5 K4 M3 K1 K2 S3", "S6 A1 K2 M6 A5 K4 S1", "S2 A5 A4 M3 A1 B2", "B6 C1 A2 C5 B6", "B3 S4 B1 B3"],
      centreCastle: false,
      edition: "special-edition",
      status: "agreed",
      source: "TTS = FB (FB labels it reworked); from 2019's board 8: row 2 B2 C1 …, row 4 S6 … S1, row 5 … A4 M3 A1 B2, row 6 … C5 B6",
    },
  ],
]);
/** The centre space of every estate board (row 4, fourth space): the start castle's space on boards with a castle there. */
export const CENTRE_SPACE = 18;

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
 * Tile colours printed on the numbered depots 1–6 of the game board, by player count (docs §3).
 * The 2–3-player side shows 2 spaces per depot for 2 players and a
 * third for 3; the 4-player side adds a fourth. `X` is the 3-player space that takes a castle in
 * phases A, C, E and a mine in phases B, D (seed). Sources: 2 players JA = PN = HB; 3 players
 * JA = HB (TTS also switches one space by phase); 4 players JA = GH1 = HB.
 */
export const DEPOT_LAYOUTS: Readonly<Record<number, readonly string[]>> = {
  2: ["BS", "KC", "AB", "SB", "MK", "BA"],
  3: ["BSK", "KCB", "ABS", "SBA", "MKB", "BAX"],
  4: ["BSKA", "KCBB", "ABSK", "SBAM", "MKBB", "BACS"],
};
/** Tiles laid out on the central black depot each phase, by player count (JA, PN, HB: 4 / 6 / 8). */
export const BLACK_DEPOT_SIZE: Readonly<Record<number, number>> = { 2: 4, 3: 6, 4: 8 };

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

/** Knowledge tiles with black backs (PN, JA, CHK). */
export const BLACK_KNOWLEDGE = [7, 12, 14, 15, 24, 25] as const;

/**
 * The printed tile supply by tile type: tiles with coloured backs (the numbered depots' piles)
 * and with black backs (PN per type, CHK totals, JA black list; docs §9).
 * Castles: 14 coloured backs including the 4 start castles, so 10 in the coloured pile.
 */
export const TILE_SUPPLY = {
  building: { coloured: 40, black: 16 },
  pasture: { coloured: 20, black: 8 },
  knowledge: { coloured: 20, black: 6 },
  ship: { coloured: 20, black: 6 },
  castle: { coloured: 14, black: 2 },
  mine: { coloured: 10, black: 2 },
} as const;

/**
 * The face-down supply piles by back colour (index = colour) and the black-backed pile (index 6),
 * as sorted multisets. Coloured backs: 10 castles (+ 4 start castles), 10 mines, 20 ships,
 * 5 of each of the 8 buildings, per animal kind 2 × 2, 2 × 3 and 1 × 4 animals, the 20 knowledge
 * tiles not in {@link BLACK_KNOWLEDGE}. Black backs: 6 ships, 2 castles, 2 mines, 2 of each
 * building, per animal kind one 3 and one 4, the 6 knowledge tiles of {@link BLACK_KNOWLEDGE}.
 */
export function supplyPiles(): TileCode[][] {
  const castle = repeat(TILE_CASTLE, TILE_SUPPLY.castle.coloured - START_CASTLES);
  const mine = repeat(TILE_MINE, TILE_SUPPLY.mine.coloured);
  const ship = repeat(TILE_SHIP, TILE_SUPPLY.ship.coloured);
  const building: TileCode[] = [];
  for (let b = 0; b < BUILDINGS.length; b++) building.push(...repeat(buildingTile(b), TILE_SUPPLY.building.coloured / BUILDINGS.length));
  const pasture: TileCode[] = [];
  for (let k = 0; k < ANIMALS.length; k++) pasture.push(...repeat(animalTile(k, 2), 2), ...repeat(animalTile(k, 3), 2), animalTile(k, 4));
  const knowledge: TileCode[] = [];
  for (let n = 1; n <= 26; n++) if (!(BLACK_KNOWLEDGE as readonly number[]).includes(n)) knowledge.push(knowledgeTile(n));
  const black: TileCode[] = [...repeat(TILE_SHIP, TILE_SUPPLY.ship.black), ...repeat(TILE_CASTLE, TILE_SUPPLY.castle.black), ...repeat(TILE_MINE, TILE_SUPPLY.mine.black)];
  for (let b = 0; b < BUILDINGS.length; b++) black.push(...repeat(buildingTile(b), TILE_SUPPLY.building.black / BUILDINGS.length));
  for (let k = 0; k < ANIMALS.length; k++) black.push(animalTile(k, 3), animalTile(k, 4));
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

/**
 * The knowledge tiles by their effect (docs/rules/castles-of-burgundy.md §5): the number printed on
 * each tile, 1–26. The rules code names a tile only through these keys.
 */
export const KNOWLEDGE_TILES = {
  /** Several buildings of one type per city. */
  severalBuildingsPerCity: 1,
  /** +1 worker per mine at each phase end. */
  workerPerMine: 2,
  /** Selling goods gives 2 silverlings instead of 1. */
  twoSilverPerSale: 3,
  /** Selling goods gives +1 worker. */
  workerPerSale: 4,
  /** A ship also takes the goods of one depot adjacent to the chosen one. */
  shipTakesAdjacentDepot: 5,
  /** Buy from any depot, paying silverlings and/or workers. */
  buyFromAnyDepot: 6,
  /** +1 point per animal tile that scores. */
  pointPerScoringAnimalTile: 7,
  /** A worker changes a die by up to ±2. */
  workerTwoSteps: 8,
  /** Free ±1 when placing a building. */
  freeStepPlacingBuilding: 9,
  /** Free ±1 when placing a ship or animal tile. */
  freeStepPlacingShipOrAnimal: 10,
  /** Free ±1 when placing a castle, mine or knowledge tile. */
  freeStepPlacingCastleMineKnowledge: 11,
  /** Free ±1 when taking a tile from a depot. */
  freeStepTaking: 12,
  /** Taking workers also gives 1 silverling. */
  silverWithWorkers: 13,
  /** Taking workers gives 4 instead of 2. */
  fourWorkers: 14,
  /** End of game: points per goods colour sold. */
  pointsPerSoldColour: 15,
  /** End of game, tiles 16–23: points per placed building of one type, in the order of {@link BUILDINGS}. */
  pointsPerWarehouse: 16,
  pointsPerWatchtower: 17,
  pointsPerCarpentersWorkshop: 18,
  pointsPerChurch: 19,
  pointsPerMarket: 20,
  pointsPerBoardingHouse: 21,
  pointsPerBank: 22,
  pointsPerCityHall: 23,
  /** End of game: points per animal kind in the estate. */
  pointsPerAnimalKind: 24,
  /** End of game: points per goods tile sold. */
  pointsPerSoldTile: 25,
  /** End of game: points per bonus tile (large or small). */
  pointsPerBonusTile: 26,
} as const;
/** The number of a knowledge tile (1–26): only the numbers of {@link KNOWLEDGE_TILES} type-check. */
export type KnowledgeTileNumber = (typeof KNOWLEDGE_TILES)[keyof typeof KNOWLEDGE_TILES];
/** The knowledge tile scoring each building type (index = {@link BuildingType}, tiles 16–23). */
export const KNOWLEDGE_TILE_OF_BUILDING: readonly KnowledgeTileNumber[] = [
  KNOWLEDGE_TILES.pointsPerWarehouse,
  KNOWLEDGE_TILES.pointsPerWatchtower,
  KNOWLEDGE_TILES.pointsPerCarpentersWorkshop,
  KNOWLEDGE_TILES.pointsPerChurch,
  KNOWLEDGE_TILES.pointsPerMarket,
  KNOWLEDGE_TILES.pointsPerBoardingHouse,
  KNOWLEDGE_TILES.pointsPerBank,
  KNOWLEDGE_TILES.pointsPerCityHall,
];

/** Dice each player rolls every round: a move's `die` 0 and 1. */
export const ROLLED_DICE = 2;
/**
 * The `die` of a move made by a castle's extra action or a building's effect, "as if with a die of
 * any value" (docs §4): it costs no workers. (Not the white die, which only places the round's goods.)
 */
export const ANY_VALUE_DIE = ROLLED_DICE;
/** Faces of a die, and so the numbered depots 1–6, the estate space numbers and the goods colours. */
export const DIE_FACES = 6;

/** The phases A–E, in order; the state's `phase` is the index (0–4). */
export const PHASE_NAMES = ["A", "B", "C", "D", "E"] as const;
/** Phases in a game. */
export const PHASE_COUNT = PHASE_NAMES.length;
/** The state's `phase` once the game is over (after phase E). */
export const GAME_OVER_PHASE = PHASE_COUNT;
/** Rounds in each phase (one goods tile each); the state's `round` is 0–4. */
export const ROUNDS_PER_PHASE = 5;
/** The state's `round` in the last round of a phase (and once the game is over). */
export const LAST_ROUND = ROUNDS_PER_PHASE - 1;

/**
 * The take-workers action (docs §4, §5): 2 workers, 4 with knowledge tile 14 (`fourWorkers`); knowledge
 * tile 13 (`silverWithWorkers`) adds 1 silverling. Keys after the {@link KNOWLEDGE_TILES} that change them.
 */
export const TAKE_WORKERS = { workers: 2, withFourWorkers: 4, silverWithWorkers: 1 } as const;
/** A sale (docs §4, §5): 1 silverling, 2 with knowledge tile 3 (`twoSilverPerSale`); knowledge tile 4 (`workerPerSale`) adds 1 worker. */
export const SALE = { silver: 1, withTwoSilverPerSale: 2, workerPerSale: 1 } as const;
/** Mine income at each phase end (docs §3): silverlings per mine, and workers per mine with knowledge tile 2 (`workerPerMine`). */
export const MINE_INCOME = { silver: 1, workerPerMine: 1 } as const;
/** Extra points per scoring animal tile with knowledge tile 7. */
export const ANIMAL_TILE_BONUS = 1;
/** Spaces a placed ship advances on the turn-order track. */
export const SHIP_TRACK_STEPS = 1;
/** What a placed watchtower, boarding house and bank give (docs §4). */
export const BUILDING_EFFECTS = { watchtowerPoints: 4, boardingHouseWorkers: 4, bankSilver: 2 } as const;
/** Final scoring: workers per victory point (1 point per 2 workers). */
export const WORKERS_PER_POINT = 2;

/** The goods colours, one per die number 1–6 (a goods tile's colour is its number). */
export const GOODS_COLOURS = DIE_FACES;
/** A ship's `keep` with every goods colour taken (bit c − 1 for colour c). */
export const ALL_GOODS_COLOURS = (1 << GOODS_COLOURS) - 1;
/** Depot 0 of a move and of the state's `depots`: the black depot in the middle of the game board. */
export const BLACK_DEPOT = 0;
/** The numbered depots 1–6 around it, one per die number. */
export const NUMBERED_DEPOTS = DIE_FACES;
/** Supply pile of the tiles with black backs, after the six piles by back colour. */
export const BLACK_PILE = COLOURS.length;
/** Knowledge tiles in the game, numbered 1–26. */
export const KNOWLEDGE_TILE_COUNT = 26;
/** The highest tile code: knowledge tile 26. */
export const LAST_TILE_CODE = knowledgeTile(KNOWLEDGE_TILE_COUNT);
/** Spaces of every estate board (rows of 4, 5, 6, 7, 6, 5, 4). */
export const ESTATE_SPACES = 37;
