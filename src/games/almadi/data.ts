/**
 * PROVISIONAL component data for Almadi — invented placeholders, NOT the printed cards and tiles.
 *
 * The printed contents of the 88 landscape tiles, the 5 starting tiles, the 32 objective cards,
 * the 32 mosaic cards and the 32 stall cards could not be found in any reachable source. This
 * module ships the internally consistent placeholder set of the rules spec (§2.9, tables P1–P5)
 * until the real data is transcribed. Replace this one file (and bump {@link DATA_VERSION}) to
 * play with the printed data: the rules code reads components only through the exports below.
 */
import { required } from "../../core/required.js";
import type { EdgeSymbol, Good, LandscapeData, LandscapeType, MosaicData, ObjectiveData, StallData, StartTileData } from "./components.js";

/** Version of this data set; stored in every state so saved games name the data they used. */
export const DATA_VERSION = "provisional-1";

function goodsOf(spec: string): Good[] {
  const out: Good[] = [];
  for (const part of spec.split(" ")) {
    if (!part) continue;
    const [kind, n] = part.split(":");
    for (let i = 0; i < Number(n); i++) out.push(kind as Good);
  }
  return out;
}

function landscape(id: string, type: LandscapeType, edges: string, goods: string): LandscapeData {
  return { id, type, edges: edges.split("") as [EdgeSymbol, EdgeSymbol, EdgeSymbol, EdgeSymbol], goods: goodsOf(goods) };
}

/** P5: the 88 landscape tiles, 22 of each type. Edges are N, E, S, W with the tile upright. */
const LANDSCAPE_TABLE: readonly (readonly [string, LandscapeType, string, string])[] = [
  ["O01", "OAS", ">>gm", ""],
  ["O02", "OAS", "ro>>", ""],
  ["O03", "OAS", "s>j>", ""],
  ["O04", "OAS", "m>>r", ""],
  ["O05", "OAS", ">gs>", ""],
  ["O06", "OAS", ">j>o", ""],
  ["O07", "OAS", ">>rg", ""],
  ["O08", "OAS", "mr>>", ""],
  ["O09", "OAS", "o>s>", ""],
  ["O10", "OAS", "j>>m", ""],
  ["O11", "OAS", ">rg>", ""],
  ["O12", "OAS", ">s>j", ""],
  ["O13", "OAS", ">>mr", ""],
  ["O14", "OAS", "gm>>", ""],
  ["O15", "OAS", "j>o>", ""],
  ["O16", "OAS", "s>>j", ""],
  ["O17", "OAS", ">mr>", ""],
  ["O18", "OAS", ">o>s", ""],
  ["O19", "OAS", ">>jm", ""],
  ["O20", "OAS", "rg>>", ""],
  ["O21", "OAS", "s>j>", ""],
  ["O22", "OAS", "o>>s", ""],
  ["C01", "CAR", ">o>s", ""],
  ["C02", "CAR", ">>rg", ""],
  ["C03", "CAR", "mr>>", ""],
  ["C04", "CAR", "j>o>", ""],
  ["C05", "CAR", "s>>j", ""],
  ["C06", "CAR", ">gm>", ""],
  ["C07", "CAR", ">r>g", ""],
  ["C08", "CAR", ">>ms", ""],
  ["C09", "CAR", "jo>>", ""],
  ["C10", "CAR", "s>r>", ""],
  ["C11", "CAR", "g>>m", ""],
  ["C12", "CAR", ">rj>", ""],
  ["C13", "CAR", ">o>s", ""],
  ["C14", "CAR", ">>jo", ""],
  ["C15", "CAR", "mr>>", ""],
  ["C16", "CAR", "g>m>", ""],
  ["C17", "CAR", "s>>j", ""],
  ["C18", "CAR", ">os>", ""],
  ["C19", "CAR", ">r>g", ""],
  ["C20", "CAR", ">>mr", ""],
  ["C21", "CAR", "jm>>", ""],
  ["C22", "CAR", "s>j>", ""],
  ["M01", "MKT", ">mr>", "carpet:2 leather:2"],
  ["M02", "MKT", ">o>s", "spice:2 pottery:2"],
  ["M03", "MKT", ">>gs", "carpet:2 spice:2"],
  ["M04", "MKT", "jm>>", "leather:2 pottery:2"],
  ["M05", "MKT", "r>o>", "carpet:2 pottery:2"],
  ["M06", "MKT", "r>>g", "leather:2 spice:2"],
  ["M07", "MKT", ">sj>", "carpet:2 leather:2"],
  ["M08", "MKT", ">m>r", "spice:2 pottery:2"],
  ["M09", "MKT", ">>or", "carpet:2 spice:2"],
  ["M10", "MKT", "gs>>", "leather:2 pottery:2"],
  ["M11", "MKT", "j>m>", "carpet:2 pottery:2"],
  ["M12", "MKT", "j>>o", "leather:2 spice:2"],
  ["M13", "MKT", ">rg>", "carpet:2 leather:2"],
  ["M14", "MKT", ">s>j", "spice:2 pottery:2"],
  ["M15", "MKT", ">>mj", "carpet:2 spice:2"],
  ["M16", "MKT", "mr>>", "leather:2 pottery:2"],
  ["M17", "MKT", "o>s>", "carpet:2 pottery:2"],
  ["M18", "MKT", "g>>m", "leather:2 spice:2"],
  ["M19", "MKT", ">jm>", "carpet:2 leather:2"],
  ["M20", "MKT", ">r>o", "spice:2 pottery:2"],
  ["M21", "MKT", ">>sg", "carpet:2 spice:2"],
  ["M22", "MKT", "sj>>", "leather:2 pottery:2"],
  ["P01", "PAL", "s>>g", ""],
  ["P02", "PAL", ">so>", ""],
  ["P03", "PAL", ">r>m", ""],
  ["P04", "PAL", ">>js", ""],
  ["P05", "PAL", "gs>>", ""],
  ["P06", "PAL", "o>r>", ""],
  ["P07", "PAL", "m>>j", ""],
  ["P08", "PAL", ">mg>", ""],
  ["P09", "PAL", ">s>o", ""],
  ["P10", "PAL", ">>rm", ""],
  ["P11", "PAL", "jm>>", ""],
  ["P12", "PAL", "j>s>", ""],
  ["P13", "PAL", "g>>r", ""],
  ["P14", "PAL", ">oj>", ""],
  ["P15", "PAL", ">m>j", ""],
  ["P16", "PAL", ">>sg", ""],
  ["P17", "PAL", "ro>>", ""],
  ["P18", "PAL", "r>m>", ""],
  ["P19", "PAL", "j>>s", ""],
  ["P20", "PAL", ">gr>", ""],
  ["P21", "PAL", ">o>r", ""],
  ["P22", "PAL", ">>mj", ""],
];

/** The 88 landscape tiles (PROVISIONAL edge symbols and market goods). */
export const LANDSCAPES: readonly LandscapeData[] = LANDSCAPE_TABLE.map(([id, type, edges, goods]) => landscape(id, type, edges, goods));

/** One entry per row of a starting tile. */
type Four<T> = readonly [T, T, T, T];

/**
 * P1: the 5 starting tiles. Types of rows 1–4; only the east edge carries a symbol. Landscapes of
 * a starting tile are named `<tile>-<row>`, e.g. `ST1-3`.
 */
const START_TABLE: readonly (readonly [string, Four<LandscapeType>, string, Four<string>])[] = [
  ["ST1", ["PAL", "OAS", "MKT", "CAR"], ">r>m", ["", "", "carpet:2 spice:2", ""]],
  ["ST2", ["OAS", "CAR", "PAL", "MKT"], "s>o>", ["", "", "", "leather:2 pottery:2"]],
  ["ST3", ["MKT", "PAL", "CAR", "OAS"], ">j>s", ["carpet:2 pottery:2", "", "", ""]],
  ["ST4", ["CAR", "MKT", "OAS", "PAL"], "r>m>", ["", "leather:2 spice:2", "", ""]],
  ["ST5", ["OAS", "PAL", "CAR", "MKT"], ">o>j", ["", "", "", "spice:2 pottery:2"]],
];

/** The four landscapes of a starting tile, rows 1–4 (index 0–3). */
const START_ROWS = [0, 1, 2, 3] as const;

/** The 5 starting tiles (PROVISIONAL landscape order, symbols and goods). */
export const START_TILES: readonly StartTileData[] = START_TABLE.map(([id, types, east, goods]) => ({
  id,
  landscapes: START_ROWS.map((i) => landscape(`${id}-${i + 1}`, types[i], `.${east[i]}..`, goods[i])) as unknown as StartTileData["landscapes"],
}));

const MOSAIC_KINDS = ["star", "rosette", "arabesque", "lattice"] as const;

/** P2: 32 mosaic cards `MOS01`…`MOS32`, 8 of each of 4 kinds (PROVISIONAL kinds). */
export const MOSAICS: readonly MosaicData[] = Array.from({ length: 32 }, (_, i) => ({
  id: `MOS${String(i + 1).padStart(2, "0")}`,
  kind: required(MOSAIC_KINDS[i % 4], "a mosaic kind"),
}));

/** P3: 32 stall cards `STA01`…`STA32`, each 2 goods of one kind, 8 per kind (PROVISIONAL split). */
export const STALLS: readonly StallData[] = Array.from({ length: 32 }, (_, i) => {
  const g = required((["carpet", "leather", "spice", "pottery"] as const)[i % 4], "a kind of goods");
  return { id: `STA${String(i + 1).padStart(2, "0")}`, goods: [g, g] };
});

/** P4: 32 objective cards, 6 per coloured deck and 8 grey (PROVISIONAL requirements and values). */
export const OBJECTIVES: readonly ObjectiveData[] = [
  { id: "BLU1", colour: "blue", value: 6, requirement: { kind: "group", type: "OAS", min: 3 } },
  { id: "BLU2", colour: "blue", value: 9, requirement: { kind: "group", type: "OAS", min: 5 } },
  { id: "BLU3", colour: "blue", value: 6, requirement: { kind: "inRow", type: "OAS", min: 3 } },
  { id: "BLU4", colour: "blue", value: 6, requirement: { kind: "inColumn", type: "OAS", min: 3 } },
  { id: "BLU5", colour: "blue", value: 9, requirement: { kind: "square2x2", type: "OAS" } },
  { id: "BLU6", colour: "blue", value: 6, requirement: { kind: "everyRow", type: "OAS" } },
  { id: "RED1", colour: "red", value: 6, requirement: { kind: "palaceWith", adjacent: 2, min: 1 } },
  { id: "RED2", colour: "red", value: 9, requirement: { kind: "palaceWith", adjacent: 3, min: 1 } },
  { id: "RED3", colour: "red", value: 6, requirement: { kind: "inRow", type: "PAL", min: 3 } },
  { id: "RED4", colour: "red", value: 9, requirement: { kind: "inColumn", type: "PAL", min: 3 } },
  { id: "RED5", colour: "red", value: 6, requirement: { kind: "everyRow", type: "PAL" } },
  { id: "RED6", colour: "red", value: 9, requirement: { kind: "palaceWith", adjacent: 1, min: 3 } },
  { id: "YEL1", colour: "yellow", value: 6, requirement: { kind: "group", type: "CAR", min: 3 } },
  { id: "YEL2", colour: "yellow", value: 9, requirement: { kind: "group", type: "CAR", min: 5 } },
  { id: "YEL3", colour: "yellow", value: 6, requirement: { kind: "inRow", type: "CAR", min: 3 } },
  { id: "YEL4", colour: "yellow", value: 9, requirement: { kind: "inColumn", type: "CAR", min: 3 } },
  { id: "YEL5", colour: "yellow", value: 6, requirement: { kind: "everyRow", type: "CAR" } },
  { id: "YEL6", colour: "yellow", value: 9, requirement: { kind: "transportCapacity", min: 15 } },
  { id: "GRN1", colour: "green", value: 6, requirement: { kind: "group", type: "MKT", min: 3 } },
  { id: "GRN2", colour: "green", value: 9, requirement: { kind: "group", type: "MKT", min: 4 } },
  { id: "GRN3", colour: "green", value: 6, requirement: { kind: "inRow", type: "MKT", min: 3 } },
  { id: "GRN4", colour: "green", value: 9, requirement: { kind: "inColumn", type: "MKT", min: 3 } },
  { id: "GRN5", colour: "green", value: 6, requirement: { kind: "everyRow", type: "MKT" } },
  { id: "GRN6", colour: "green", value: 9, requirement: { kind: "goods", min: 20 } },
  { id: "GRY1", colour: "grey", value: 6, requirement: { kind: "rubies", min: 4 } },
  { id: "GRY2", colour: "grey", value: 9, requirement: { kind: "rubies", min: 6 } },
  { id: "GRY3", colour: "grey", value: 6, requirement: { kind: "mosaicCards", min: 3 } },
  { id: "GRY4", colour: "grey", value: 6, requirement: { kind: "stallCards", min: 3 } },
  { id: "GRY5", colour: "grey", value: 6, requirement: { kind: "activatedJars", min: 3 } },
  { id: "GRY6", colour: "grey", value: 6, requirement: { kind: "fullColumn" } },
  { id: "GRY7", colour: "grey", value: 9, requirement: { kind: "fullColumnAllTypes" } },
  { id: "GRY8", colour: "grey", value: 6, requirement: { kind: "rowAllTypes" } },
];
