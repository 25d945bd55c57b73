/**
 * Karesansui component data, in ONE replaceable module.
 *
 * What is verified (stone kinds, thresholds and supply, component counts, the score values of the
 * rulebook categories) sits next to what is PROVISIONAL: the tile mix and edge art, the famous
 * garden patterns and points, five gardener effects and the boat-stone bonus were not found in any
 * reachable source (spec §11) and are placeholders until transcribed from a physical copy. The
 * rules code reads everything from here, so a verified data set replaces this file without code
 * changes; states record {@link DATA_VERSION} and refuse to load under another one.
 * @module
 */

/** Version tag of this data set; stored in every state. */
export const DATA_VERSION = "provisional-1" as const;

/** Where a datum comes from. */
export type DatumSource = "verified" | "provisional";

// ---------------------------------------------------------------------------------------------
// Stones (verified: seed + S1)

/** The player counts the game takes. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Stone kinds by code: Y lying-flat 横石, t small standing 立石(小), F reclining 臥石, T large standing 立石(大), B boat 舟石. */
export const STONE_KINDS = ["Y", "t", "F", "T", "B"] as const;

/** A stone kind code. */
export type StoneKind = (typeof STONE_KINDS)[number];

/** The boat stone (舟石): at most one a player, with its own bonus on {@link BOAT_ROW}. */
export const BOAT_STONE: StoneKind = "B";

/** Readable names of the stone kinds. */
export const STONE_NAMES: Readonly<Record<StoneKind, string>> = {
  Y: "lying-flat stone (yokoishi)",
  t: "small standing stone (tateishi)",
  F: "reclining stone (fuseishi)",
  T: "large standing stone (tateishi)",
  B: "boat stone (funaishi)",
};

/** Virtue needed to take a stone of each kind [SEED]. */
export const STONE_THRESHOLD: Readonly<Record<StoneKind, number>> = { Y: 1, t: 2, F: 3, T: 4, B: 5 };

/** Virtue at which a stone of any kind may go on any tile of the garden [SEED]. */
export const ANY_STONE_VIRTUE = 6;

/** Stones on the temple board per player count [S1]; 4 players use the whole box (25). */
export const STONE_SUPPLY: Readonly<Record<2 | 3 | 4, Readonly<Record<StoneKind, number>>>> = {
  2: { Y: 4, t: 5, F: 2, T: 3, B: 1 },
  3: { Y: 5, t: 6, F: 3, T: 4, B: 2 },
  4: { Y: 6, t: 7, F: 4, T: 5, B: 3 },
};

/** Kinds that count as standing stones (立石) for the sanzon bonus. */
export const STANDING_STONES: readonly StoneKind[] = ["t", "T"];

// ---------------------------------------------------------------------------------------------
// Virtue (verified: seed)

/** Virtue track bounds and the virtue changes of each action [SEED]. */
export const VIRTUE = { min: 0, max: 6, zazen: 1, gift: 2, discard: -1, steal: -2 } as const;

// ---------------------------------------------------------------------------------------------
// Score values

/** Points per scoring category. All verified except `boat` (PROVISIONAL, spec A24). */
export const POINTS = {
  /** Per tile of the largest all-sand rectangle [SEED]. */
  sandPerTile: 1,
  /** Per moss tile [SEED]. */
  mossPerTile: 2,
  /** Per distinct stone kind [SEED]. */
  perStoneKind: 2,
  /** Per remaining virtue point [SEED]. */
  perVirtue: 1,
  /** Per broken boundary [SEED]. */
  perBreak: -2,
  /** Full garden with no broken boundary [SEED]. */
  allConnected: 7,
  /** Per tile of a completed full swirl circle [SEED][S3]. */
  fullCirclePerTile: 2,
  /** Per tile of a completed half swirl circle [SEED][S3]. */
  halfCirclePerTile: 1,
  /** Per mirror-symmetric full row [S2][S4]. */
  symmetryRow: 5,
  /** Per keima (knight's move) pair [S2][S3]. */
  keima: 5,
  /** Per diagonal line of three stones [S3]. */
  diagonal: 7,
  /** Three standing stones side by side in the top row [S3]. */
  sanzon: 15,
  /** Two large standing stones on adjacent top-row moss tiles [SEED]. */
  horai: 10,
  /** PROVISIONAL (A24): your boat stone on a bottom-row tile. */
  boat: 5,
} as const;

/** Row (0 top … 2 bottom) where the boat stone earns its bonus [S7 names the bottom row]. */
export const BOAT_ROW = 2;
/** Row of the sanzon and Hōrai-san bonuses (上段, the top row) [SEED][S3]. */
export const TOP_ROW = 0;

// ---------------------------------------------------------------------------------------------
// Sand-pattern tiles (PROVISIONAL: spec §11.1; only the six plain designs are reported by S7)

/** Where an arc of swirl art is centred: a cell corner (quarter arc) or a side midpoint (semicircle). */
export type ArcAnchor = "NW" | "NE" | "SW" | "SE" | "E" | "W";
/** Radius class: small or large quarter arc, or a semicircle. */
export type ArcSize = "s" | "l" | "h";
/** One arc of swirl art on a tile. */
export interface Arc {
  readonly anchor: ArcAnchor;
  readonly size: ArcSize;
}

/** One tile design. Edge codes decide which boundaries connect (spec §7.5, A8). */
export interface TileDesign {
  readonly id: string;
  readonly description: string;
  readonly count: number;
  /** Shows moss anywhere (a moss tile); otherwise a sand tile. */
  readonly moss: boolean;
  /** Top/bottom edge codes: "" plain, m/mW/mE moss, Ws/Wl/Es/El arc crossings joined with "+". */
  readonly n: string;
  readonly s: string;
  /** Left/right side codes. */
  readonly w: "sand" | "moss";
  readonly e: "sand" | "moss";
  readonly arcs: readonly Arc[];
  /** Id of the left–right mirror image (for the symmetry bonus). */
  readonly mirror: string;
}

const sand = (id: string, description: string, count: number, mirror: string, n = "", s = "", arcs: Arc[] = []): TileDesign => ({
  id,
  description,
  count,
  moss: false,
  n,
  s,
  w: "sand",
  e: "sand",
  arcs,
  mirror,
});
const moss = (id: string, description: string, count: number, mirror: string, n: string, s: string, w: "sand" | "moss", e: "sand" | "moss"): TileDesign => ({
  id,
  description,
  count,
  moss: true,
  n,
  s,
  w,
  e,
  arcs: [],
  mirror,
});

/**
 * PROVISIONAL (spec A9 variant `allowRotate180`): the design whose art a tile shows when turned by
 * 180°, or null when no design shows it (the wave tiles turned upside down). Plain straight, ripple
 * and diagonal-flow art, the round moss and the full moss look the same turned (map to themselves).
 * Edge codes and arcs of a turned tile are derived from the geometry (N↔S, W↔E, NW↔SE, NE↔SW);
 * a data test checks that they agree with the design named here.
 */
export const ROTATED_180: Readonly<Record<string, string | null>> = {
  S1: "S1",
  S2: "S2",
  S3: "S3",
  S4: "S4",
  S5: null,
  S6: null,
  HE: "HW",
  HW: "HE",
  QsSE: "QsNW",
  QsNW: "QsSE",
  QsSW: "QsNE",
  QsNE: "QsSW",
  QlSE: "QlNW",
  QlNW: "QlSE",
  QlSW: "QlNE",
  QlNE: "QlSW",
  DS1: "DN2",
  DN2: "DS1",
  DS2: "DN1",
  DN1: "DS2",
  MC: "MC",
  MF: "MF",
  MT: "MB",
  MB: "MT",
  MW: "ME",
  ME: "MW",
};

/** The 80 tiles by design (PROVISIONAL mix, spec §11.1). Index in this list = tile number in states. */
export const TILE_DESIGNS: readonly TileDesign[] = [
  sand("S1", "straight lines", 4, "S1"),
  sand("S2", "broad ripples", 4, "S2"),
  sand("S3", "flow rising eastward", 5, "S4"),
  sand("S4", "flow rising westward", 5, "S3"),
  sand("S5", "wave, crest left", 5, "S6"),
  sand("S6", "wave, crest right", 5, "S5"),
  sand("HE", "semicircle on east side", 3, "HW", "", "", [{ anchor: "E", size: "h" }]),
  sand("HW", "semicircle on west side", 3, "HE", "", "", [{ anchor: "W", size: "h" }]),
  sand("QsSE", "small fan, SE corner", 3, "QsSW", "", "Es", [{ anchor: "SE", size: "s" }]),
  sand("QsSW", "small fan, SW corner", 3, "QsSE", "", "Ws", [{ anchor: "SW", size: "s" }]),
  sand("QsNE", "small fan, NE corner", 3, "QsNW", "Es", "", [{ anchor: "NE", size: "s" }]),
  sand("QsNW", "small fan, NW corner", 3, "QsNE", "Ws", "", [{ anchor: "NW", size: "s" }]),
  sand("QlSE", "large fan, SE corner", 3, "QlSW", "", "El", [{ anchor: "SE", size: "l" }]),
  sand("QlSW", "large fan, SW corner", 3, "QlSE", "", "Wl", [{ anchor: "SW", size: "l" }]),
  sand("QlNE", "large fan, NE corner", 3, "QlNW", "El", "", [{ anchor: "NE", size: "l" }]),
  sand("QlNW", "large fan, NW corner", 3, "QlNE", "Wl", "", [{ anchor: "NW", size: "l" }]),
  sand("DS1", "double fan: SW small + SE large", 1, "DS2", "", "Ws+El", [
    { anchor: "SW", size: "s" },
    { anchor: "SE", size: "l" },
  ]),
  sand("DS2", "double fan: SW large + SE small", 1, "DS1", "", "Wl+Es", [
    { anchor: "SW", size: "l" },
    { anchor: "SE", size: "s" },
  ]),
  sand("DN1", "double fan: NW small + NE large", 1, "DN2", "Ws+El", "", [
    { anchor: "NW", size: "s" },
    { anchor: "NE", size: "l" },
  ]),
  sand("DN2", "double fan: NW large + NE small", 1, "DN1", "Wl+Es", "", [
    { anchor: "NW", size: "l" },
    { anchor: "NE", size: "s" },
  ]),
  moss("MC", "round moss in the centre", 4, "MC", "", "", "sand", "sand"),
  moss("MF", "moss over the whole tile", 4, "MF", "m", "m", "moss", "moss"),
  moss("MT", "moss band along the top", 3, "MT", "m", "", "moss", "moss"),
  moss("MB", "moss band along the bottom", 3, "MB", "", "m", "moss", "moss"),
  moss("MW", "moss band along the west side", 2, "ME", "mW", "mW", "moss", "sand"),
  moss("ME", "moss band along the east side", 2, "MW", "mE", "mE", "sand", "moss"),
];

// ---------------------------------------------------------------------------------------------
// Gardener cards (作庭家). Effects are built from a few rule primitives implemented in the rules
// code; which card uses which primitive (and with what numbers) is data.

/** A gardener effect primitive with its parameters. */
export type GardenerEffect =
  /** Take a stone and place it: any kind with supply or by virtue; any tile or the monk's column; spend virtue or not. */
  | { readonly kind: "stone"; readonly anyKind: boolean; readonly anyCell: boolean; readonly spendVirtue: boolean }
  /** Draw `draw` tiles; place up to `place` of them (any order), discard the rest free. */
  | { readonly kind: "drawTiles"; readonly draw: number; readonly place: number }
  /** Move the monk to any tile of your garden; then optionally the normal stone action. */
  | { readonly kind: "monkAnywhere"; readonly thenStone: boolean }
  /** Take tiles from opponents' storage slots and place each at once. */
  | { readonly kind: "takeStored" }
  /** Reaction: cancel a steal of the tile you are placing in Step 1 (not a Step-2 action). */
  | { readonly kind: "counterSteal" }
  /** Move one of your stones to another tile of your garden. */
  | { readonly kind: "moveStone" }
  /** Swap two tiles of your garden (stones and monk travel with them). */
  | { readonly kind: "swapTiles" };

/** A gardener card. */
export interface GardenerCard {
  readonly id: string;
  readonly name: string;
  readonly japanese: string;
  readonly effect: GardenerEffect;
  readonly status: DatumSource;
  readonly note: string;
}

/** The 9 gardener cards [S8]; effects per spec §11.2. */
export const GARDENERS = [
  {
    id: "muso",
    name: "Musō Soseki",
    japanese: "夢窓疎石",
    effect: { kind: "stone", anyKind: true, anyCell: true, spendVirtue: false },
    status: "verified",
    note: "any stone on any tile, no virtue spent [S6][S14][S19]",
  },
  { id: "zenami", name: "Zen'ami", japanese: "善阿弥", effect: { kind: "drawTiles", draw: 2, place: 2 }, status: "verified", note: "draw 2, place any of them, discard the rest free [S6][S7]" },
  { id: "sesshu", name: "Sesshū", japanese: "雪舟", effect: { kind: "drawTiles", draw: 3, place: 1 }, status: "verified", note: "draw 3, place at most 1, discard the rest free [S6][S7]" },
  {
    id: "rikyu",
    name: "Sen no Rikyū",
    japanese: "千利休",
    effect: { kind: "monkAnywhere", thenStone: true },
    status: "provisional",
    note: "monk to any tile [S6]; the following stone action is PROVISIONAL",
  },
  {
    id: "ishikawa",
    name: "Ishikawa Jōzan",
    japanese: "石川丈山",
    effect: { kind: "takeStored" },
    status: "verified",
    note: "take tiles from other players' storage and place them [S7][S14]; cap = free cells PROVISIONAL",
  },
  { id: "shigemori", name: "Shigemori Mirei", japanese: "重森三玲", effect: { kind: "counterSteal" }, status: "provisional", note: "anti-steal role [S7]; mechanics PROVISIONAL" },
  { id: "enshu", name: "Kobori Enshū", japanese: "小堀遠州", effect: { kind: "moveStone" }, status: "provisional", note: "effect unknown; PROVISIONAL" },
  {
    id: "kanamori",
    name: "Kanamori Sōwa",
    japanese: "金森宗和",
    effect: { kind: "stone", anyKind: false, anyCell: false, spendVirtue: false },
    status: "provisional",
    note: "effect unknown; PROVISIONAL (stone action without spending virtue)",
  },
  { id: "kentei", name: "Kentei", japanese: "賢庭", effect: { kind: "swapTiles" }, status: "provisional", note: "effect unknown; PROVISIONAL" },
] as const satisfies readonly GardenerCard[];

/** A gardener card id. */
export type GardenerId = (typeof GARDENERS)[number]["id"];

/** Gardener cards dealt to each player: 3 in a 2-player game [S11], else 1 [SEED]. */
export const GARDENERS_PER_PLAYER: Readonly<Record<2 | 3 | 4, number>> = { 2: 3, 3: 1, 4: 1 };

// ---------------------------------------------------------------------------------------------
// Famous-garden cards (名庭園). Names of 11 are sourced; every pattern and point value is PROVISIONAL.

/** A required stone of a famous-garden card, at an absolute cell. */
export interface FamousStone {
  readonly kind: StoneKind;
  readonly row: number;
  readonly col: number;
}

/** A famous-garden card. */
export interface FamousGarden {
  readonly id: string;
  readonly name: string;
  readonly points: number;
  readonly stones: readonly FamousStone[];
  /** Cells that must hold moss tiles, as [row, col]. */
  readonly moss: readonly (readonly [number, number])[];
  readonly status: DatumSource;
}

const st = (kind: StoneKind, row: number, col: number): FamousStone => ({ kind, row, col });

/** The 14 famous-garden cards [S8] (PROVISIONAL patterns and points, spec §11.3). */
export const FAMOUS_GARDENS = [
  { id: "ryoanji", name: "龍安寺 Ryōan-ji", points: 10, stones: [st("Y", 0, 0), st("t", 0, 3), st("F", 2, 1), st("t", 2, 4)], moss: [], status: "provisional" },
  {
    id: "daisenin",
    name: "大仙院 Daisen-in",
    points: 14,
    stones: [st("T", 0, 1), st("T", 0, 2), st("B", 2, 3)],
    moss: [
      [0, 1],
      [0, 2],
    ],
    status: "provisional",
  },
  { id: "tofukuji", name: "東福寺 Tōfuku-ji", points: 12, stones: [st("F", 1, 0), st("T", 0, 2), st("F", 1, 4)], moss: [], status: "provisional" },
  { id: "ryoginan", name: "龍吟庵 Ryōgin-an", points: 9, stones: [st("Y", 0, 0), st("T", 1, 2), st("Y", 2, 4)], moss: [], status: "provisional" },
  { id: "komyoin", name: "光明院 Kōmyō-in", points: 10, stones: [st("t", 0, 0), st("t", 1, 2), st("t", 2, 4)], moss: [], status: "provisional" },
  { id: "raikyuji", name: "頼久寺 Raikyū-ji", points: 8, stones: [st("Y", 0, 1), st("Y", 0, 3), st("t", 2, 2)], moss: [], status: "provisional" },
  {
    id: "ryogenin",
    name: "龍源院 Ryōgen-in",
    points: 8,
    stones: [st("t", 1, 1), st("T", 1, 2)],
    moss: [
      [1, 1],
      [1, 2],
      [1, 3],
    ],
    status: "provisional",
  },
  { id: "konchiin", name: "金地院 Konchi-in", points: 13, stones: [st("T", 0, 2), st("t", 2, 0), st("t", 2, 4)], moss: [], status: "provisional" },
  { id: "nanzenji", name: "南禅寺 Nanzen-ji", points: 9, stones: [st("T", 0, 0), st("t", 1, 1), st("Y", 2, 2)], moss: [], status: "provisional" },
  { id: "entsuji", name: "円通寺 Entsū-ji", points: 11, stones: [st("t", 0, 2), st("Y", 2, 0), st("Y", 2, 2), st("Y", 2, 4)], moss: [], status: "provisional" },
  {
    id: "saihoji",
    name: "西芳寺 Saihō-ji",
    points: 12,
    stones: [st("F", 1, 2)],
    moss: [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 4],
      [1, 4],
      [2, 4],
    ],
    status: "provisional",
  },
  { id: "placeholder12", name: "(name unknown 12)", points: 8, stones: [st("Y", 0, 2), st("B", 2, 2)], moss: [], status: "provisional" },
  { id: "placeholder13", name: "(name unknown 13)", points: 10, stones: [st("t", 0, 1), st("t", 0, 3), st("T", 2, 2)], moss: [], status: "provisional" },
  { id: "placeholder14", name: "(name unknown 14)", points: 9, stones: [st("F", 0, 4), st("Y", 1, 1), st("t", 2, 3)], moss: [], status: "provisional" },
] as const satisfies readonly FamousGarden[];

/** A famous-garden card id. */
export type FamousId = (typeof FAMOUS_GARDENS)[number]["id"];

/** Famous-garden cards laid face up for both players in a 2-player game [S11]. */
export const SHARED_FAMOUS_2P = 3;
