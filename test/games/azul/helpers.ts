import {
  azul as G,
  azulPosition,
  COLOURS,
  colouredCell,
  type AzulBoard,
  type AzulConfig,
  type AzulMove,
  type AzulState,
  type Colour,
  type FloorItem,
  type PatternLine,
} from "../../../src/games/azul/index.js";
import { deepFreeze } from "../../properties/helpers.js";

export { G, deepFreeze };

/** A fresh game (deep-frozen, so any mutation by the engine throws). */
export function fresh(players = 2, seed: number | string = 1, config: Partial<AzulConfig> = {}): AzulState {
  return deepFreeze(G.setup({ players, seed, config }));
}

/** Colour counts [B, Y, R, K, W] of a tile string like "BBY" ("" or "-" is empty). */
export function counts(tiles: string): number[] {
  const out = [0, 0, 0, 0, 0];
  for (const ch of tiles.replace(/[\s-]/g, "")) {
    const i = COLOURS.indexOf(ch as Colour);
    if (i < 0) throw new Error(`bad colour "${ch}" in "${tiles}"`);
    out[i]!++;
  }
  return out;
}

/** Sum of a count vector. */
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * A wall from a 5-row picture, rows top to bottom, 5 cells each (spaces ignored): "." empty,
 * "X" the colour printed on that cell of the coloured side, or an explicit colour letter
 * (needed on the grey side).
 */
export function wall(...rows: string[]): (Colour | null)[][] {
  if (rows.length !== 5) throw new Error("5 wall rows expected");
  return rows.map((row, r) => {
    const cells = row.replace(/\s/g, "");
    if (cells.length !== 5) throw new Error(`5 cells expected in wall row "${row}"`);
    return [...cells].map((ch, c) => {
      if (ch === ".") return null;
      if (ch === "X") return colouredCell(r, c);
      if (!COLOURS.includes(ch as Colour)) throw new Error(`bad wall cell "${ch}"`);
      return ch as Colour;
    });
  });
}

/** A wall with the given (1-based) cells filled with their printed colours. */
export function wallAt(...cells: [number, number][]): (Colour | null)[][] {
  const w: (Colour | null)[][] = Array.from({ length: 5 }, () => [null, null, null, null, null]);
  for (const [r, c] of cells) w[r - 1]![c - 1] = colouredCell(r - 1, c - 1);
  return w;
}

/** Pattern lines 1..5 from strings like "", "B", "RR" (colour repeated count times). */
export function lines(...ls: string[]): PatternLine[] {
  if (ls.length !== 5) throw new Error("5 pattern lines expected");
  return ls.map((l, r) => {
    const t = l.replace(/[\s.-]/g, "");
    if (t.length === 0) return { colour: null, count: 0 };
    const colour = t[0] as Colour;
    if (!COLOURS.includes(colour) || [...t].some((ch) => ch !== colour)) throw new Error(`bad line "${l}"`);
    if (t.length > r + 1) throw new Error(`line ${r + 1} holds at most ${r + 1} tiles`);
    return { colour, count: t.length };
  });
}

/** A floor from a string: "1" is the starting-player marker, letters are tiles ("1BB"). */
export function floor(s: string): FloorItem[] {
  return [...s.replace(/\s/g, "")].map((ch) => {
    if (ch === "1") return "first";
    if (!COLOURS.includes(ch as Colour)) throw new Error(`bad floor item "${ch}"`);
    return ch as Colour;
  });
}

/** What a test says about one board; everything left out is empty (score 0). */
export interface BoardSpec {
  score?: number;
  wall?: (Colour | null)[][];
  lines?: PatternLine[];
  /** A floor picture ("1BB") or items. */
  floor?: string | FloorItem[];
}

/** Tiles on a wall. */
export const wallTiles = (w: readonly (readonly (Colour | null)[])[]): number => w.flat().filter((c) => c !== null).length;

/**
 * A board; its score counts as wall points, except that every wall tile scored at least 1 point
 * (a score below that was lost to the floor).
 */
export function board(spec: BoardSpec = {}): AzulBoard {
  const score = spec.score ?? 0;
  const w = spec.wall ?? wall(".....", ".....", ".....", ".....", ".....");
  const wallPoints = Math.max(score, wallTiles(w));
  return {
    score,
    wallPoints,
    floorPoints: score - wallPoints,
    lines: spec.lines ?? lines("", "", "", "", ""),
    wall: w,
    floor: typeof spec.floor === "string" ? floor(spec.floor) : (spec.floor ?? []),
  };
}

/** What a test says about a position; see {@link position}. */
export interface PositionSpec {
  players?: number;
  seed?: number | string;
  config?: Partial<AzulConfig>;
  /** Factory contents as tile strings ("BBYR"); missing factories are empty. */
  factories?: string[];
  centre?: string;
  /** Boards by seat; missing seats get an empty board. */
  boards?: Partial<Record<number, BoardSpec>>;
  /** Holder of the marker, or null (in the centre; the default). */
  marker?: number | null;
  startPlayer?: number;
  /** Whose turn; defaults to the starting player. */
  current?: number;
  /** Defaults to the first round in which the walls can hold their tiles (one per row per round). */
  round?: number;
  /** Bag contents; when left out the bag holds every tile not placed elsewhere. */
  bag?: string | number[];
  /** Lid contents; when left out it is empty, or holds the rest when `bag` is given. */
  lid?: string | number[];
  /** "offer" (the default) or "over": a finished game (its invariants are checked as such). */
  phase?: "offer" | "over";
}

/**
 * An offer-phase (or finished) position, built by the public builder `azulPosition`: factories
 * left out are empty, and whichever of bag and lid the test leaves open receives every tile not
 * placed elsewhere (20 per colour). Deep-frozen.
 */
export function position(spec: PositionSpec = {}): AzulState {
  const players = spec.players ?? 2;
  const boards = Array.from({ length: players }, (_, p) => board(spec.boards?.[p] ?? {}));
  return deepFreeze(
    azulPosition({
      players,
      seed: spec.seed ?? 1,
      config: spec.config ?? {},
      factories: spec.factories ?? [],
      centre: spec.centre ?? "",
      boards,
      marker: spec.marker ?? null,
      ...(spec.startPlayer === undefined ? {} : { startPlayer: spec.startPlayer }),
      ...(spec.current === undefined ? {} : { current: spec.current }),
      ...(spec.round === undefined ? {} : { round: spec.round }),
      ...(spec.phase === undefined ? {} : { phase: spec.phase }),
      ...(spec.bag === undefined ? {} : { bag: spec.bag }),
      ...(spec.lid === undefined ? {} : { lid: spec.lid }),
    }),
  );
}

/** Applies moves in order (each deep-frozen); a pair [player, move] names the player. */
export function play(s: AzulState, ...moves: (AzulMove | [number, AzulMove])[]): AzulState {
  for (const m of moves) s = deepFreeze(Array.isArray(m) ? G.applyMove(s, m[1], m[0]) : G.applyMove(s, m));
  return s;
}

/** The error code `applyMove` would throw for this move, or "OK". */
export function codeOf(s: AzulState, move: unknown, player?: number): string {
  const r = G.validateMove(s, move, player);
  return r.ok ? "OK" : r.error.code;
}

/** Shorthand for a take move. */
export function take(source: number | "centre", colour: Colour, line: number | "floor"): AzulMove {
  return { type: "take", source, colour, line };
}

/** Shorthand for a grey-side place move. */
export function place(column: number): AzulMove {
  return { type: "place", column };
}

/**
 * Ends the offer phase of a 2-player position with seat 0's board as given: seat 1 holds the
 * marker (on its floor) and takes the last tile (one K from the centre) into its empty line 5, so
 * nothing but seat 0's own board affects seat 0. Returns the position before and after.
 */
export function roundEnd(seat0: BoardSpec, extra: PositionSpec = {}): { before: AzulState; after: AzulState } {
  const before = position({
    centre: "K",
    current: 1,
    marker: 1,
    ...extra,
    boards: { 0: seat0, 1: { floor: "1" }, ...extra.boards },
  });
  return { before, after: play(before, take("centre", "K", 5)) };
}

/** Every tile in a state, by colour (tile conservation: 20 each). */
export function census(s: AzulState): number[] {
  const out = [0, 0, 0, 0, 0];
  const add = (xs: readonly number[]) => xs.forEach((n, c) => (out[c]! += n));
  add(s.bag);
  add(s.lid);
  add(s.centre);
  s.factories.forEach(add);
  for (const b of s.boards) {
    for (const item of b.floor) if (item !== "first") out[COLOURS.indexOf(item)]!++;
    for (const l of b.lines) if (l.colour) out[COLOURS.indexOf(l.colour)]! += l.count;
    for (const row of b.wall) for (const cell of row) if (cell) out[COLOURS.indexOf(cell)]!++;
  }
  return out;
}

/** Sorted JSON of moves, for set comparisons. */
export function keys(moves: readonly AzulMove[]): string[] {
  return moves.map((m) => JSON.stringify(m)).sort();
}

/** Legal destinations of (source, colour) for the deciding player. */
export function destinations(s: AzulState, source: number | "centre", colour: Colour): (number | "floor")[] {
  return G.legalMoves(s)
    .filter((m): m is Extract<AzulMove, { type: "take" }> => m.type === "take" && m.source === source && m.colour === colour)
    .map((m) => m.line);
}
