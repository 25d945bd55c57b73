import { required } from "../../core/required.js";
import { positionError, type GameDefinition, type PlayerId, type Seed } from "../../core/shared.js";
import { colourIndex, COLOURS, FACTORIES, TILES_PER_COLOUR, WALL_SIZE, type Colour } from "./data.js";
import type { WorkState } from "./work.js";
import { fillFactories } from "./round.js";
import { fitsPrintedColour } from "./wall.js";
import type { AzulBoard, AzulConfig, AzulPhase, AzulState, FloorItem, PatternLine } from "./state.js";

/** Tiles as a string of colour letters (`"BBYR"`, `""` empty) or as counts in the order B, Y, R, K, W. */
export type AzulTiles = string | readonly number[];

/** What a position says about one player board; everything left out is empty (score 0). */
export interface AzulBoardParts {
  /** Score track. */
  readonly score?: number;
  /** Points from wall placements; derived when left out (the score, but at least 1 a wall tile). */
  readonly wallPoints?: number;
  /** Points lost to the floor (≤ 0); derived when left out (score − wall points). */
  readonly floorPoints?: number;
  /** Five rows, top first: strings of five cells (`"BY..."`: a colour letter or `.` empty) or arrays of colours and nulls. */
  readonly wall?: readonly (string | readonly (Colour | null)[])[];
  /** Pattern lines 1..5: strings of one repeated colour (`"RR"`, `""` empty) or `{ colour, count }`. */
  readonly lines?: readonly (string | PatternLine)[];
  /** Floor line from the left: a string (`"1"` the starting-player marker, letters tiles) or items. */
  readonly floor?: string | readonly FloorItem[];
}

/**
 * The parts of an Azul position ({@link azulPosition}), in the rulebook's terms. Every tile not
 * placed by a part goes to the bag (or, when the bag is given, to the box lid): the 100 tiles are
 * always all accounted for.
 */
export interface AzulPositionParts {
  /** 2 to 4; defaults to the number of boards given, at least 2. */
  readonly players?: number;
  readonly config?: Partial<AzulConfig>;
  /** Seeds the PRNG of the draws still to come (default 1). */
  readonly seed?: Seed;
  /** Factory displays, factory 1 first; missing ones are empty. Left out: filled from the bag as at the start of a round. */
  readonly factories?: readonly AzulTiles[];
  /** Centre of the table (default empty). */
  readonly centre?: AzulTiles;
  /** Player boards by seat (an array, or an object keyed by seat); missing seats are empty. */
  readonly boards?: readonly (AzulBoardParts | undefined)[] | Readonly<Record<number, AzulBoardParts>>;
  /** Holder of the starting-player marker, or null while it lies in the centre; defaults to the seat whose floor shows it (else null). */
  readonly marker?: PlayerId | null;
  /** Starting player of this round (default: the config's first player, or 0). */
  readonly startPlayer?: PlayerId;
  /** Whose turn it is (or whose wall awaits a column choice); defaults to the starting player. */
  readonly current?: PlayerId;
  /** Round number; defaults to the first round in which the walls can hold their tiles (one per row a round). */
  readonly round?: number;
  /** `"offer"` (the default), `"tiling"` (grey wall: a column choice) or `"over"`. */
  readonly phase?: AzulPhase;
  /** Grey wall tiling: the row (0-based) awaiting a column; defaults to the current player's first complete line. */
  readonly tilingRow?: number | null;
  /** Bag contents; left out, the bag takes every tile no other part holds. */
  readonly bag?: AzulTiles;
  /** Box lid contents; left out, it is empty (or takes the rest when the bag is given). */
  readonly lid?: AzulTiles;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Fills an Azul position from its parts (see {@link AzulPositionParts}). */
export function fillAzulPosition(parts: AzulPositionParts, game: GameDefinition<AzulState, any, any, any, any, any>): AzulState {
  const fail = (path: string, message: string) => positionError("azul", path, message);
  const boardParts =
    parts.boards === undefined
      ? []
      : Array.isArray(parts.boards)
        ? (parts.boards as (AzulBoardParts | undefined)[])
        : Object.entries(parts.boards).reduce<(AzulBoardParts | undefined)[]>((a, [k, v]) => ((a[Number(k)] = v), a), []);
  const players = parts.players ?? Math.max(2, boardParts.length);
  if (boardParts.length > players) throw fail("boards", `${boardParts.length} boards for ${players} players`);
  const base = game.setup({ players, seed: parts.seed ?? 1, config: parts.config ?? {} });
  const factoryCount = required(FACTORIES[players], "the factory count for that many players");
  if (parts.factories !== undefined && parts.factories.length > factoryCount) throw fail("factories", `${players} players have ${factoryCount} factories, not ${parts.factories.length}`);

  const boards = base.boards.map((_, p) => board(boardParts[p], `boards[${p}]`));
  const placed = new Array<number>(COLOURS.length).fill(0);
  const place = (c: number, n: number): void => {
    placed[c] = required(placed[c], "a colour's count") + n;
  };
  const add = (counts: readonly number[]) => counts.forEach((n, c) => place(c, n));
  const given = parts.factories;
  const factories = given === undefined ? undefined : base.factories.map((_, i) => tiles(given[i] ?? "", `factories[${i}]`));
  factories?.forEach(add);
  const centre = tiles(parts.centre ?? "", "centre");
  add(centre);
  for (const b of boards) {
    for (const item of b.floor) if (item !== "first") place(colourIndex(item), 1);
    for (const l of b.lines) if (l.colour !== null) place(colourIndex(l.colour), l.count);
    for (const row of b.wall) for (const cell of row) if (cell !== null) place(colourIndex(cell), 1);
  }
  let bag = parts.bag === undefined ? undefined : tiles(parts.bag, "bag");
  let lid = parts.lid === undefined ? undefined : tiles(parts.lid, "lid");
  const rest = (other: readonly number[], field: string) =>
    placed.map((n, c) => {
      const left = TILES_PER_COLOUR - n - required(other[c], "a colour's count");
      if (left < 0) throw fail(field, `${TILES_PER_COLOUR - left} ${COLOURS[c]} tiles in the position; the game has ${TILES_PER_COLOUR}`);
      return left;
    });
  if (bag === undefined) {
    lid ??= new Array<number>(COLOURS.length).fill(0);
    bag = rest(lid, "bag");
  } else if (lid === undefined) {
    lid = rest(bag, "lid");
  } else {
    const inLid = lid;
    const missing = rest(
      bag.map((n, c) => n + required(inLid[c], "the lid's tiles of a colour")),
      "bag",
    );
    const c = missing.findIndex((n) => n > 0);
    if (c >= 0) throw fail("lid", `${missing[c]} ${COLOURS[c]} tiles are nowhere; leave out the bag or the lid to take the rest`);
  }

  const startPlayer = seat(parts.startPlayer ?? base.startPlayer, "startPlayer");
  const current = seat(parts.current ?? startPlayer, "current");
  if (parts.marker !== undefined && parts.marker !== null) seat(parts.marker, "marker");
  const shown = boards.findIndex((b) => b.floor.includes("first"));
  const phase = parts.phase ?? "offer";
  const wallTiles = Math.max(...boards.map((b) => b.wall.flat().filter((c) => c !== null).length));
  const draft: Omit<WorkState, "boards"> & { boards: AzulBoard[] } = {
    ...base,
    phase,
    round: parts.round ?? 1 + Math.ceil(wallTiles / WALL_SIZE),
    current,
    startPlayer,
    marker: parts.marker === undefined ? (shown < 0 ? null : shown) : parts.marker,
    tilingRow: phase === "tiling" ? (parts.tilingRow ?? required(boards[current], "the current player's board").lines.findIndex((l, r) => l.count === r + 1)) : (parts.tilingRow ?? null),
    bag,
    lid,
    factories: factories ?? base.factories.map(() => new Array<number>(COLOURS.length).fill(0)),
    centre,
    boards,
  };
  if (factories === undefined && phase === "offer") fillFactories(draft);
  return draft;

  function seat(p: unknown, path: string): PlayerId {
    if (typeof p !== "number" || !Number.isInteger(p) || p < 0 || p >= players) throw fail(path, `must be a seat from 0 to ${players - 1}`);
    return p;
  }

  function tiles(t: unknown, path: string): number[] {
    if (typeof t === "string") {
      const out = new Array<number>(COLOURS.length).fill(0);
      for (const ch of t.replace(/[\s.-]/g, "")) {
        const c = COLOURS.indexOf(ch as Colour);
        if (c < 0) throw fail(path, `"${ch}" is not a colour (${COLOURS.join(", ")})`);
        out[c] = required(out[c], "a colour's count") + 1;
      }
      return out;
    }
    if (Array.isArray(t) && t.length === COLOURS.length && t.every((n) => Number.isInteger(n) && n >= 0)) return t.slice();
    throw fail(path, `must be colour letters like "BBYR" or ${COLOURS.length} counts in the order ${COLOURS.join(", ")}`);
  }

  function board(parts: unknown, path: string): AzulBoard {
    if (parts !== undefined && !isRecord(parts)) throw fail(path, "must be an object of board parts");
    const b: AzulBoardParts = parts ?? {};
    const wall = b.wall === undefined ? emptyWall() : wallOf(b.wall, `${path}.wall`);
    const lines = b.lines === undefined ? emptyLines() : linesOf(b.lines, `${path}.lines`);
    const floor = b.floor === undefined ? [] : floorOf(b.floor, `${path}.floor`);
    const score = int(b.score ?? 0, `${path}.score`);
    if (score < 0) throw fail(`${path}.score`, "must be at least 0");
    const onWall = wall.flat().filter((c) => c !== null).length;
    const given = b.floorPoints === undefined ? undefined : int(b.floorPoints, `${path}.floorPoints`);
    const wallPoints = b.wallPoints === undefined ? (given === undefined ? Math.max(score, onWall) : score - given) : int(b.wallPoints, `${path}.wallPoints`);
    const floorPoints = given ?? score - wallPoints;
    if (wallPoints + floorPoints !== score) throw fail(`${path}.score`, `${score} is not wall points ${wallPoints} + floor points ${floorPoints}`);
    return { score, wallPoints, floorPoints, lines, wall, floor };
  }

  function int(v: unknown, path: string): number {
    if (typeof v !== "number" || !Number.isInteger(v)) throw fail(path, "must be a whole number");
    return v;
  }

  function wallOf(rows: unknown, path: string): (Colour | null)[][] {
    if (!Array.isArray(rows) || rows.length !== WALL_SIZE) throw fail(path, `must be ${WALL_SIZE} rows`);
    return rows.map((row, r) => {
      const cells = typeof row === "string" ? [...row.replace(/\s/g, "")].map((ch) => (ch === "." ? null : ch)) : row;
      if (!Array.isArray(cells) || cells.length !== WALL_SIZE || !cells.every((c) => c === null || COLOURS.includes(c))) {
        throw fail(`${path}[${r}]`, `must be ${WALL_SIZE} cells, each a colour letter (${COLOURS.join(", ")}) or "." (empty)`);
      }
      (cells as (Colour | null)[]).forEach((cell, c) => {
        if (cell !== null && !fitsPrintedColour(base.config.wall, r, c, cell)) throw fail(`${path}[${r}]`, `cell ${c + 1} holds ${cell}, not the colour printed there`);
      });
      return cells as (Colour | null)[];
    });
  }

  function linesOf(ls: unknown, path: string): PatternLine[] {
    if (!Array.isArray(ls) || ls.length !== WALL_SIZE) throw fail(path, `must be ${WALL_SIZE} pattern lines`);
    return ls.map((l, r) => {
      if (isRecord(l)) return { colour: l.colour as Colour | null, count: l.count as number };
      const t = typeof l === "string" ? l.replace(/[\s.-]/g, "") : null;
      const colour = t?.[0] as Colour | undefined;
      if (t === null || (colour !== undefined && (!COLOURS.includes(colour) || [...t].some((ch) => ch !== colour)))) {
        throw fail(`${path}[${r}]`, 'must be one colour repeated (e.g. "RR"), "" for empty, or { colour, count }');
      }
      if (t.length > r + 1) throw fail(`${path}[${r}]`, `line ${r + 1} holds at most ${r + 1} tiles, not ${t.length}`);
      return { colour: colour ?? null, count: t.length };
    });
  }

  function floorOf(f: unknown, path: string): FloorItem[] {
    const items = typeof f === "string" ? [...f.replace(/\s/g, "")].map((ch) => (ch === "1" ? "first" : ch)) : f;
    if (!Array.isArray(items) || !items.every((i) => i === "first" || COLOURS.includes(i))) {
      throw fail(path, 'must be floor items: colour letters and "1" (or "first") for the starting-player marker');
    }
    return items as FloorItem[];
  }
}

const emptyWall = (): (Colour | null)[][] => Array.from({ length: WALL_SIZE }, () => new Array<Colour | null>(WALL_SIZE).fill(null));
const emptyLines = (): PatternLine[] => Array.from({ length: WALL_SIZE }, () => ({ colour: null, count: 0 }));
