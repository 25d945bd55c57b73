/**
 * Component data of Azul: Queen's Garden. Everything a published copy could correct lives here,
 * in one replaceable module: when the wheel, the joker rewards or the labels are verified, edit
 * this file and bump {@link DATA_VERSION}. Items marked PROVISIONAL come from the spec's §2.12
 * placeholder data set (see docs/rules/queens-garden.md).
 */

/** Version of this data set; bump whenever any value below changes. */
export const DATA_VERSION = "qg-data-1-provisional";

/** Colour ids, in the (PROVISIONAL except "blue first") order of the evaluation track. */
export const COLOURS = ["blue", "yellow", "lightGreen", "darkGreen", "lightPurple", "darkPurple"] as const;

/** A colour id. */
export type ColourId = (typeof COLOURS)[number];

/** One-letter codes used by `render` and `describeMove`. */
export const COLOUR_LETTERS: Readonly<Record<ColourId, string>> = {
  blue: "B",
  yellow: "Y",
  lightGreen: "g",
  darkGreen: "G",
  lightPurple: "p",
  darkPurple: "P",
};

/**
 * Pattern labels by value (index = value − 1). Values 1–4 are verified (tree, bird, butterflies,
 * four-petal flower); the English names of 5 and 6 are UNVERIFIED (French review: "plantes", "lys").
 */
export const PATTERN_LABELS = ["tree", "bird", "butterflies", "flower", "plant", "lily"] as const;

/** Number of colours and of patterns (6 each): 36 kinds of hexagon. */
export const SIDES = 6;
/** Number of hexagon kinds (colour × pattern). */
export const KIND_COUNT = SIDES * SIDES;
/** Copies of each kind among the 108 tiles (verified). */
export const TILES_PER_KIND = 3;
/** Garden expansions: one per kind, printed on the face-up side (verified). */
export const EXPANSION_COUNT = KIND_COUNT;
/** Storage capacity: tile spaces (tiles and jokers) and expansion spaces (verified). */
export const STORAGE_TILES = 12;
/** Storage expansion spaces (verified). */
export const STORAGE_EXPANSIONS = 2;
/** Jokers each player starts with (verified). */
export const START_JOKERS = 3;
/** Starting score (verified). */
export const START_SCORE = 15;
/** Points paid for a face-down expansion from the supply (verified). */
export const FACE_DOWN_COST = 6;
/** Points lost by the first player to pass in a round (verified). */
export const FIRST_PASS_PENALTY = 1;
/** Smallest group scored at the end (verified). */
export const GROUP_MIN_SIZE = 3;
/** Bonus for a group of six hexagons (verified, normal side). */
export const GROUP_OF_SIX_BONUS = 6;
/** Points per pavilion in every phase 2 (verified). */
export const PAVILION_ROUND_POINTS = 1;
/** Tiles put on the top of a round stack per fill (verified). */
export const TILES_PER_FILL = 4;
/** Rounds in a game. */
export const ROUNDS = 4;
/** Expansions per round stack by player count (verified). */
export const STACK_SIZE: Readonly<Record<number, number>> = { 2: 5, 3: 7, 4: 8 };

/** An ornament of the garden. */
export type Ornament = "fountain" | "statue" | "bench" | "pavilion";

/** Jokers for surrounding each ornament. PROVISIONAL (third-party numbers, spec §10 A4). */
export const JOKER_REWARD: Readonly<Record<Ornament, number>> = { fountain: 1, statue: 2, bench: 2, pavilion: 3 };

/** Ornaments on the fountain board's outer points O0…O5. Arrangement PROVISIONAL (spec §10 A13). */
export const FOUNTAIN_ORNAMENTS: readonly Ornament[] = ["statue", "bench", "statue", "bench", "statue", "bench"];

/** A category shown by the rotary wheel: a colour or a pattern value. */
export type Category = { readonly colour: ColourId } | { readonly pattern: number };

/**
 * The three categories the rotary wheel shows in rounds 1–4 (normal side). PROVISIONAL (spec §10
 * A6): every category once, low values early, round 1 shows dark green and blue (the one datum found).
 */
export const WHEEL: readonly (readonly Category[])[] = [
  [{ colour: "blue" }, { colour: "darkGreen" }, { pattern: 1 }],
  [{ colour: "yellow" }, { pattern: 2 }, { pattern: 3 }],
  [{ colour: "lightGreen" }, { colour: "lightPurple" }, { pattern: 4 }],
  [{ colour: "darkPurple" }, { pattern: 5 }, { pattern: 6 }],
];

/** The kind (0–35) of the hexagon with this colour index (0–5) and pattern value (1–6). */
export function kindOf(colour: number | ColourId, value: number): number {
  const c = typeof colour === "number" ? colour : COLOURS.indexOf(colour);
  return c * SIDES + (value - 1);
}

/** Colour index (0–5) of a kind. */
export function colourOf(kind: number): number {
  return (kind / SIDES) | 0;
}

/** Pattern value (1–6) of a kind; also its placement cost and its points. */
export function valueOf(kind: number): number {
  return (kind % SIDES) + 1;
}

/** The one-letter codes by colour index. */
const LETTERS: readonly string[] = /* @__PURE__ */ COLOURS.map((c) => COLOUR_LETTERS[c]);

/** Short label of a kind, e.g. `"Y3"` for a yellow butterflies hexagon. */
export function kindLabel(kind: number): string {
  return `${LETTERS[colourOf(kind)]}${valueOf(kind)}`;
}

/** Long label of a kind, e.g. `"yellow butterflies (3)"`. */
export function kindName(kind: number): string {
  return `${COLOURS[colourOf(kind)]} ${PATTERN_LABELS[valueOf(kind) - 1]} (${valueOf(kind)})`;
}
