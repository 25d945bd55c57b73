/** Azul component data (rules spec §2–§3, §8). Every number here is confirmed by the rulebook. */

/** Tile colours: B dark blue, Y yellow, R red, K black, W white / light blue. */
export const COLOURS = ["B", "Y", "R", "K", "W"] as const;
export type Colour = (typeof COLOURS)[number];

/** Colour names for descriptions. */
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = { B: "blue", Y: "yellow", R: "red", K: "black", W: "white" };

/** Tiles of each colour in the game (100 in all). */
export const TILES_PER_COLOUR = 20;
/** Wall size: 5 rows and 5 columns; pattern line L (1-based) holds L tiles. */
export const WALL_SIZE = 5;
/** Tiles drawn onto each factory display. */
export const TILES_PER_FACTORY = 4;

/** Factory displays by player count. */
export const FACTORIES: Readonly<Record<number, number>> = { 2: 5, 3: 7, 4: 9 };
/** The player counts Azul takes: those with a factory count. */
export const PLAYER_COUNTS: { readonly min: number; readonly max: number } = {
  min: Math.min(...Object.keys(FACTORIES).map(Number)),
  max: Math.max(...Object.keys(FACTORIES).map(Number)),
};

/** Floor slot penalties, left to right (7 slots). */
export const FLOOR_PENALTIES = [-1, -1, -2, -2, -2, -3, -3] as const;
export const FLOOR_SLOTS = FLOOR_PENALTIES.length;

/** Cumulative floor penalty by number of occupied slots 0..7: 0, −1, −2, −4, −6, −8, −11, −14. */
export const FLOOR_TOTALS: readonly number[] = [0, ...FLOOR_PENALTIES.map((_, i) => FLOOR_PENALTIES.slice(0, i + 1).reduce<number>((sum, p) => sum + p, 0))];

/** End bonuses. */
export const BONUS_ROW = 2;
export const BONUS_COLUMN = 7;
export const BONUS_COLOUR = 10;

/**
 * Column (0-based) of colour index `c` in wall row `row` (0-based) on the coloured side:
 * row 1 reads B Y R K W and each row is the one above shifted one step right.
 */
export function colouredColumn(row: number, colourIndex: number): number {
  return (colourIndex + row) % WALL_SIZE;
}

/** Colour printed at (row, column) on the coloured side (0-based). */
export function colouredCell(row: number, column: number): Colour {
  // Public: a cell off the wall has always given undefined here, not an error.
  return COLOURS[(column - row + WALL_SIZE) % WALL_SIZE]!;
}

/** Index of a colour in {@link COLOURS}. */
export function colourIndex(c: Colour): number {
  // A colour's letter is within the table; the hottest read of the rules, so no check.
  return COLOUR_INDEX[c.charCodeAt(0)]!;
}

/** Colour index by the letter's char code: a typed-array read beats a keyed property lookup in hot loops. */
const COLOUR_INDEX = new Int8Array(128).fill(-1);
COLOURS.forEach((c, i) => (COLOUR_INDEX[c.charCodeAt(0)] = i));
