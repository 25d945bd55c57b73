/**
 * Azul's scoring cases: the rulebook's placement examples (wall tiling at a round's end), the
 * floor example, the end bonuses, the clamp at 0 and the ranking with its tie-break (most
 * complete rows, then a shared victory). Sections refer to docs/rules/azul.md.
 */
import { azul, colouredCell, COLOURS, type AzulBoard, type AzulMove, type AzulState, type Colour, type FloorItem, type PatternLine } from "../../../games/azul/index.js";
import { required } from "../../../core/required.js";
import type { ScoringCase } from "./case.js";

const SIZE = 5;
const PER_COLOUR = 20;

type Cell = readonly [row: number, column: number];

/** A wall with the given (1-based) cells tiled in their printed colours. */
function wallWith(cells: readonly Cell[]): (Colour | null)[][] {
  const wall = Array.from({ length: SIZE }, () => new Array<Colour | null>(SIZE).fill(null));
  for (const [r, c] of cells) required(wall[r - 1], "the wall row")[c - 1] = colouredCell(r - 1, c - 1);
  return wall;
}

/** Every cell of a wall whose row (or column) is in `rows` (`cols`). */
const rowCells = (...rows: number[]): Cell[] => rows.flatMap((r) => Array.from({ length: SIZE }, (_, c) => [r, c + 1] as const));
const columnCells = (...cols: number[]): Cell[] => cols.flatMap((c) => Array.from({ length: SIZE }, (_, r) => [r + 1, c] as const));

const emptyLines = (): PatternLine[] => Array.from({ length: SIZE }, () => ({ colour: null, count: 0 }));

/** Pattern line `row` (1-based) full of `colour`; the others empty. */
function fullLine(row: number, colour: Colour): PatternLine[] {
  return Array.from({ length: SIZE }, (_, r) => (r === row - 1 ? { colour, count: row } : { colour: null, count: 0 }));
}

interface BoardSpec {
  readonly score?: number;
  readonly wall?: readonly Cell[];
  readonly lines?: PatternLine[];
  readonly floor?: readonly FloorItem[];
}

function board(spec: BoardSpec): AzulBoard {
  const wall = wallWith(spec.wall ?? []);
  const score = spec.score ?? 0;
  const tiles = wall.flat().filter((c) => c !== null).length;
  // The score is wall points less what the floor took; every wall tile scored at least 1.
  const wallPoints = Math.max(score, tiles);
  return { score, wallPoints, floorPoints: score - wallPoints, lines: spec.lines ?? emptyLines(), wall, floor: spec.floor ?? [] };
}

/** A 2–4-player position from a seeded setup: the boards given, the factories empty, tiles conserved (the bag gets the rest). */
function position(spec: { players?: number; boards: Readonly<Record<number, BoardSpec>>; centre?: readonly Colour[]; current?: number; marker?: number | null; phase?: "offer" | "over" }): AzulState {
  const players = spec.players ?? 2;
  const base = azul.setup({ players, seed: 1 });
  const boards = base.boards.map((_, p) => board(spec.boards[p] ?? {}));
  const centre = COLOURS.map((c) => (spec.centre ?? []).filter((x) => x === c).length);
  const used = centre.slice();
  const use = (colour: Colour, n: number): void => {
    const k = COLOURS.indexOf(colour);
    used[k] = required(used[k], "the colour's count") + n;
  };
  for (const b of boards) {
    for (const item of b.floor) if (item !== "first") use(item, 1);
    for (const l of b.lines) if (l.colour) use(l.colour, l.count);
    for (const row of b.wall) for (const cell of row) if (cell) use(cell, 1);
  }
  const tiled = Math.max(...boards.map((b) => b.wall.flat().filter((c) => c !== null).length));
  const state: AzulState = {
    ...base,
    phase: spec.phase ?? "offer",
    round: Math.max(1, 1 + Math.ceil(tiled / SIZE)),
    current: spec.current ?? 0,
    startPlayer: 0,
    marker: spec.marker ?? null,
    tilingRow: null,
    factories: base.factories.map(() => [0, 0, 0, 0, 0]),
    centre,
    boards,
    bag: used.map((n) => PER_COLOUR - n),
    lid: [0, 0, 0, 0, 0],
  };
  const broken = azul.invariants(state);
  if (broken.length > 0) throw new Error(`unsound Azul scoring position: ${broken.join("; ")}`);
  return state;
}

const takeBlackToLine5: AzulMove = { type: "take", source: "centre", colour: "K", line: 5 };

/**
 * The end of a 2-player round with seat 0's board as given: seat 1 holds the marker and takes the
 * last tile (one black from the centre) to its empty line 5, so only seat 0's board decides seat 0's score.
 */
function roundEnd(id: string, rule: string, seat0: BoardSpec, seat0Expected: Readonly<Record<string, number>>): ScoringCase {
  return {
    id,
    rule,
    position: position({ boards: { 0: seat0, 1: { floor: ["first"] } }, centre: ["K"], current: 1, marker: 1 }),
    moves: [{ player: 1, move: takeBlackToLine5 }],
    rulebook: { seats: { 0: seat0Expected } },
  };
}

/** §5 placement examples: wall before, the new tile, the points it scores. */
const PLACEMENTS: readonly { id: string; before: Cell[]; at: Cell; points: number; what: string }[] = [
  { id: "placement-alone", before: [], at: [1, 1], points: 1, what: "a tile with no neighbour scores 1" },
  {
    id: "placement-row-of-3",
    before: [
      [1, 1],
      [1, 3],
    ],
    at: [1, 2],
    points: 3,
    what: "3 tiles linked across score 3",
  },
  {
    id: "placement-column-of-3",
    before: [
      [2, 3],
      [4, 3],
    ],
    at: [3, 3],
    points: 3,
    what: "3 tiles linked down score 3",
  },
  {
    id: "placement-4-across-3-down",
    before: [
      [1, 4],
      [2, 4],
      [3, 1],
      [3, 2],
      [3, 3],
    ],
    at: [3, 4],
    points: 7,
    what: "4 across and 3 down score 7",
  },
  {
    id: "placement-cross",
    before: [
      [2, 3],
      [3, 2],
      [3, 4],
      [4, 3],
    ],
    at: [3, 3],
    points: 6,
    what: "a cross of 3 across and 3 down scores 6 (R2)",
  },
  {
    id: "placement-corner",
    before: [
      [2, 3],
      [3, 1],
      [3, 2],
    ],
    at: [3, 3],
    points: 5,
    what: "3 across and 2 down score 5",
  },
];

/** Azul's scoring cases. */
export function azulCases(): ScoringCase[] {
  const START = 10;
  const cases: ScoringCase[] = PLACEMENTS.map((p) =>
    roundEnd(`${p.id}`, `§5 wall tiling, worked example: ${p.what}`, { score: START, wall: p.before, lines: fullLine(p.at[0], colouredCell(p.at[0] - 1, p.at[1] - 1)) }, { wall: START + p.points }),
  );
  cases.push({
    id: "floor-five-slots",
    rule: "§5 floor, worked example: 4 tiles and the starting-player marker taken from the centre fill 5 slots, −8",
    position: position({ boards: { 0: { score: START } }, centre: ["R", "R", "R", "R"] }),
    moves: [{ player: 0, move: { type: "take", source: "centre", colour: "R", line: "floor" } }],
    rulebook: { seats: { 0: { wall: START, floor: -8, total: 2 } } },
  });
  cases.push(
    roundEnd("floor-clamp-at-zero", "§5 floor: the score never goes below 0; 5 slots with 3 points lose only 3", { score: 3, floor: ["B", "B", "B", "B", "B"] }, { wall: 3, floor: -3, total: 0 }),
  );
  cases.push(
    roundEnd(
      "end-bonuses-row-column-colour",
      "§5 end of game: the last round completes row 1, column 1 and the fifth blue: placement 10, then +2 row, +7 column, +10 colour",
      {
        score: 30,
        wall: [
          [1, 2],
          [1, 3],
          [1, 4],
          [1, 5],
          [2, 1],
          [2, 2],
          [3, 1],
          [3, 3],
          [4, 1],
          [4, 4],
          [5, 1],
          [5, 5],
        ],
        lines: fullLine(1, "B"),
      },
      { wall: 40, rows: 2, columns: 7, colours: 10, total: 59 },
    ),
  );
  const allButBlue = rowCells(1, 2, 3, 4, 5).filter(([r, c]) => colouredCell(r - 1, c - 1) !== "B");
  cases.push({
    id: "end-bonuses-full-wall",
    rule: "§5 end of game: a full wall scores 5 × 2 + 5 × 7 + 5 × 10 = 95 in bonuses",
    position: position({
      boards: { 0: { score: 20, wall: allButBlue, lines: Array.from({ length: SIZE }, (_, r) => ({ colour: "B" as const, count: r + 1 })) }, 1: { floor: ["first"] } },
      centre: ["K"],
      current: 1,
      marker: 1,
    }),
    moves: [{ player: 1, move: takeBlackToLine5 }],
    rulebook: { seats: { 0: { wall: 70, rows: 10, columns: 35, colours: 50, total: 165 } } },
  });
  cases.push({
    id: "ranking-total-first",
    rule: "§5 ranking: the highest total wins; complete rows only break ties (28 beats 27 with more rows)",
    position: position({ phase: "over", boards: { 0: { score: 21, wall: columnCells(1) }, 1: { score: 25, wall: rowCells(1) } } }),
    rulebook: { seats: { 0: { total: 28 }, 1: { total: 27 } }, ranking: [[0], [1]] },
  });
  cases.push({
    id: "tie-break-rows",
    rule: "§5 tie-break: equal totals, the player with more complete horizontal rows wins",
    position: position({ phase: "over", boards: { 0: { score: 20, wall: columnCells(1) }, 1: { score: 25, wall: rowCells(1) } } }),
    rulebook: { seats: { 0: { total: 27 }, 1: { total: 27 } }, ranking: [[1], [0]] },
  });
  cases.push({
    id: "tie-break-shared",
    rule: "§5 tie-break: equal totals and equal complete rows share the victory",
    position: position({ phase: "over", boards: { 0: { score: 30, wall: rowCells(1) }, 1: { score: 30, wall: rowCells(5) } } }),
    rulebook: { seats: { 0: { total: 32 }, 1: { total: 32 } }, ranking: [[0, 1]] },
  });
  cases.push({
    id: "tie-break-lower-places",
    rule: "§5 ranking (R14): places below the winner use the same keys, and equal keys share a place",
    position: position({ players: 4, phase: "over", boards: { 0: { score: 10 }, 1: { score: 8, wall: rowCells(1) }, 2: { score: 10 }, 3: { score: 40 } } }),
    rulebook: { seats: { 0: { total: 10 }, 1: { total: 10 }, 2: { total: 10 }, 3: { total: 40 } }, ranking: [[3], [1], [0, 2]] },
  });
  return cases;
}
