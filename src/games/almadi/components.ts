/**
 * The vocabulary of Almadi's components: landscape types, edge symbols, goods, objective
 * requirements. The rules code is written against these types only; the printed contents of the
 * cards and tiles live in the replaceable data module `data.ts`.
 */

/** Landscape types: oasis (blue), caravan (yellow), market (green), palace (red). */
export type LandscapeType = "OAS" | "CAR" | "MKT" | "PAL";

/** The four landscape types in table order. */
export const LANDSCAPE_TYPES: readonly LandscapeType[] = ["OAS", "CAR", "MKT", "PAL"];

/**
 * A symbol printed on one edge of a landscape: `>` activation arrow, `g` genie, `m` marteline
 * (mosaic), `s` stall, `o` moon (objective), `r` ruby, `j` jar, `.` blank.
 */
export type EdgeSymbol = ">" | "g" | "m" | "s" | "o" | "r" | "j" | ".";

/** Edge directions in the order edges are written: north, east, south, west. */
export type Direction = "N" | "E" | "S" | "W";

/** Directions in edge order (index 0–3). */
export const DIRECTIONS: readonly Direction[] = ["N", "E", "S", "W"];

/** The four kinds of goods on markets and stall cards. */
export type Good = "carpet" | "leather" | "spice" | "pottery";

/** Goods kinds in table order. */
export const GOODS: readonly Good[] = ["carpet", "leather", "spice", "pottery"];

/** Frame colours of objective cards. */
export type ObjectiveColour = "blue" | "red" | "yellow" | "green" | "grey";

/** The four coloured objective decks (one card of each is set out), then grey. */
export const OBJECTIVE_COLOURS: readonly ObjectiveColour[] = ["red", "yellow", "blue", "green", "grey"];

/**
 * An objective's requirement, in declarative form so card data stays data. "Group" = orthogonally
 * connected landscapes of one type; every count includes the starting-tile landscapes.
 */
export type Requirement =
  | { readonly kind: "group"; readonly type: LandscapeType; readonly min: number }
  | { readonly kind: "inRow"; readonly type: LandscapeType; readonly min: number }
  | { readonly kind: "inColumn"; readonly type: LandscapeType; readonly min: number }
  | { readonly kind: "square2x2"; readonly type: LandscapeType }
  | { readonly kind: "everyRow"; readonly type: LandscapeType }
  /** At least `min` palaces each touching at least `adjacent` oases/markets. */
  | { readonly kind: "palaceWith"; readonly adjacent: number; readonly min: number }
  /** Base-rule caravan transport capacity (characters ignored). */
  | { readonly kind: "transportCapacity"; readonly min: number }
  /** Market goods plus stall goods (characters ignored). */
  | { readonly kind: "goods"; readonly min: number }
  | { readonly kind: "rubies"; readonly min: number }
  | { readonly kind: "mosaicCards"; readonly min: number }
  | { readonly kind: "stallCards"; readonly min: number }
  | { readonly kind: "activatedJars"; readonly min: number }
  /** Some column c ≥ 1 occupied in all of rows 1–4. */
  | { readonly kind: "fullColumn" }
  /** Some column c ≥ 1 whose rows 1–4 hold all four landscape types. */
  | { readonly kind: "fullColumnAllTypes" }
  /** Some row holding at least one landscape of each type. */
  | { readonly kind: "rowAllTypes" };

/** One landscape: its type, its edge symbols (N, E, S, W) and, for markets, its goods. */
export interface LandscapeData {
  readonly id: string;
  readonly type: LandscapeType;
  readonly edges: readonly [EdgeSymbol, EdgeSymbol, EdgeSymbol, EdgeSymbol];
  readonly goods: readonly Good[];
}

/** A starting tile: four landscapes, rows 1–4 from top to bottom, in column 0. */
export interface StartTileData {
  readonly id: string;
  readonly landscapes: readonly [LandscapeData, LandscapeData, LandscapeData, LandscapeData];
}

/** A mosaic card and its kind (Dunya scores one kind). */
export interface MosaicData {
  readonly id: string;
  readonly kind: string;
}

/** A stall card and the goods it shows. */
export interface StallData {
  readonly id: string;
  readonly goods: readonly Good[];
}

/** An objective card: frame colour, value (gained if completed, lost if not) and requirement. */
export interface ObjectiveData {
  readonly id: string;
  readonly colour: ObjectiveColour;
  readonly value: number;
  readonly requirement: Requirement;
}
