import { required } from "../../core/required.js";
import { bagTotal, seatLabel } from "../../core/shared.js";
import { colourIndex, COLOURS, FACTORIES, FLOOR_SLOTS, TILES_PER_COLOUR, TILES_PER_FACTORY, WALL_SIZE } from "./data.js";
import { noRowCanBeCompleted } from "./end.js";
import type { AzulBoard, AzulState } from "./state.js";
import { floorColours } from "./tiling.js";
import { fitsPrintedColour, greyColumns, hasCompleteRow } from "./wall.js";

/**
 * Soundness (spec §10.1): tile conservation, where each tile and the marker can be, line and wall
 * constraints, score bounds, and a phase that agrees with the table, so that a loaded state can go
 * on: every listed move applies and these still hold afterwards. What only history explains
 * (scores that fit the walls, how the factories were filled) is {@link reachability}.
 */
export function invariants(state: AzulState): string[] {
  const n = state.boards.length;
  const factories = Object.hasOwn(FACTORIES, n) ? FACTORIES[n] : undefined;
  if (factories === undefined) return [`Azul takes 2 to 4 players, not ${n}`];
  const bad: string[] = [];
  if (factories !== state.factories.length) bad.push(`${n} players need ${factories} factories, found ${state.factories.length}`);
  for (const p of [state.current, state.startPlayer, state.marker]) if (p !== null && (p < 0 || p >= n)) bad.push(`seat ${p} out of range`);
  // Everything below indexes boards by these seats.
  if (bad.length > 0) return bad;
  conservation(state, bad);
  state.boards.forEach((b, p) => boardInvariants(state, b, p, bad));
  markerInvariants(state, bad);
  phaseInvariants(state, bad);
  return bad;
}

/** 20 tiles of each colour, each in one place; factories hold at most 4. */
function conservation(state: AzulState, bad: string[]): void {
  const totals = new Array<number>(COLOURS.length).fill(0);
  const add = (c: number, k: number): void => {
    totals[c] = required(totals[c], "a colour's total") + k;
  };
  const addAll = (counts: readonly number[]) => counts.forEach((k, c) => add(c, k));
  addAll(state.bag);
  addAll(state.lid);
  addAll(state.centre);
  state.factories.forEach((f, i) => {
    addAll(f);
    if (bagTotal(f) > TILES_PER_FACTORY) bad.push(`factory ${i + 1} holds more than ${TILES_PER_FACTORY} tiles`);
  });
  for (const b of state.boards) {
    addAll(floorColours(b.floor));
    for (const l of b.lines) if (l.colour !== null) add(colourIndex(l.colour), l.count);
    for (const row of b.wall) for (const cell of row) if (cell !== null) add(colourIndex(cell), 1);
  }
  totals.forEach((t, c) => {
    if (t !== TILES_PER_COLOUR) bad.push(`${t} ${COLOURS[c]} tiles accounted for, expected ${TILES_PER_COLOUR}`);
  });
}

/** Lines, wall and score of one board. */
function boardInvariants(state: AzulState, b: AzulBoard, p: number, bad: string[]): void {
  const who = seatLabel(p);
  if (b.score < 0) bad.push(`${who}'s score is negative`);
  if (b.score !== b.wallPoints + b.floorPoints) bad.push(`${who}'s score ≠ wall points + floor points`);
  b.lines.forEach((l, r) => {
    if (l.count > r + 1) bad.push(`${who} line ${r + 1} holds ${l.count} tiles`);
    if ((l.count === 0) !== (l.colour === null)) bad.push(`${who} line ${r + 1}: colour and count disagree`);
    if (l.colour !== null && required(b.wall[r], "a wall row").includes(l.colour)) bad.push(`${who} line ${r + 1} holds ${l.colour}, already on its wall row`);
  });
  for (let r = 0; r < WALL_SIZE; r++) {
    for (let c = 0; c < WALL_SIZE; c++) {
      const cell = b.wall[r]?.[c] ?? null;
      if (cell === null) continue;
      if (!fitsPrintedColour(state.config.wall, r, c, cell)) bad.push(`${who} wall (${r + 1},${c + 1}) holds ${cell}, not its printed colour`);
      for (let k = 0; k < WALL_SIZE; k++) {
        if (k > c && required(b.wall[r], "a wall row")[k] === cell) bad.push(`${who} wall row ${r + 1} has ${cell} twice`);
        if (k > r && required(b.wall[k], "a wall row")[c] === cell) bad.push(`${who} wall column ${c + 1} has ${cell} twice`);
      }
    }
  }
}

/** The starting-player marker: in the centre (null) or with one holder, on the holder's floor unless that floor was full (R3) or has been scored. */
function markerInvariants(state: AzulState, bad: string[]): void {
  let shown = 0;
  state.boards.forEach((b, p) => {
    const firsts = b.floor.filter((f) => f === "first").length;
    shown += firsts;
    if (firsts > 1) bad.push(`${seatLabel(p)}'s floor shows the marker ${firsts} times`);
    if (firsts > 0 && state.marker !== p) bad.push(`${seatLabel(p)}'s floor shows the marker, but ${seatLabel(p)} does not hold it`);
  });
  if (state.marker === null && shown > 0) bad.push("the marker is both in the centre and on a floor");
}

/** Seats in wall-tiling order whose tiling is done: those before `current`, counting from the starting player. */
function tiledBefore(state: AzulState): number[] {
  const n = state.boards.length;
  const out: number[] = [];
  for (let p = state.startPlayer; p !== state.current; p = (p + 1) % n) out.push(p);
  return out;
}

const isFull = (b: AzulBoard, r: number): boolean => required(b.lines[r], "a pattern line").count === r + 1;
const tableEmpty = (state: AzulState): boolean => bagTotal(state.centre) === 0 && state.factories.every((f) => bagTotal(f) === 0);

/** The phase agrees with the table: what must be true during the offer, a grey column choice, and after the end. */
function phaseInvariants(state: AzulState, bad: string[]): void {
  if (state.phase === "tiling" && state.tilingRow === null) bad.push("tiling phase without a pending row");
  if (state.phase !== "tiling" && state.tilingRow !== null) bad.push("a pending tiling row outside the tiling phase");
  if (state.phase === "offer") {
    if (tableEmpty(state)) bad.push("offer phase, but no factory and not the centre holds a tile (the round should have been tiled)");
    if (state.boards.some(hasCompleteRow)) bad.push("offer phase after a wall row was completed (the game should have ended)");
  } else if (state.phase === "tiling" && state.tilingRow !== null) {
    const row = state.tilingRow;
    const board = required(state.boards[state.current], "the current player's board");
    const line = required(board.lines[row], "the pattern line awaiting a column");
    if (state.config.wall !== "grey") bad.push("a column choice (tiling phase) on the coloured wall, where columns are printed");
    if (!tableEmpty(state)) bad.push("tiling phase while tiles are still on offer");
    if (!isFull(board, row)) bad.push(`${seatLabel(state.current)} is to place line ${row + 1}, which is not complete`);
    // A complete line without a colour (reported above) has no legal column.
    else if (line.colour === null || greyColumns(board.wall, row, line.colour).length < 2)
      bad.push(`${seatLabel(state.current)}'s line ${row + 1} has fewer than two legal columns, so it needs no choice`);
    for (let r = 0; r < row; r++) if (isFull(board, r)) bad.push(`${seatLabel(state.current)}'s line ${r + 1} is complete but was passed over in tiling`);
    for (const p of tiledBefore(state)) {
      const b = required(state.boards[p], "a player's board");
      if (b.floor.length > 0) bad.push(`${seatLabel(p)} was tiled this round, yet has tiles on the floor`);
      for (let r = 0; r < WALL_SIZE; r++) if (isFull(b, r)) bad.push(`${seatLabel(p)} was tiled this round, yet line ${r + 1} is complete`);
    }
  } else if (state.phase === "over") {
    if (!tableEmpty(state)) bad.push("the game is over while tiles are still on offer");
    state.boards.forEach((b, p) => {
      if (b.floor.length > 0) bad.push(`the game is over, yet ${seatLabel(p)}'s floor has not been scored`);
      for (let r = 0; r < WALL_SIZE; r++) if (isFull(b, r)) bad.push(`the game is over, yet ${seatLabel(p)}'s line ${r + 1} was never tiled`);
    });
    const ended = state.boards.some(hasCompleteRow) || noRowCanBeCompleted(state) || bagTotal(state.bag) + bagTotal(state.lid) === 0;
    if (!ended) bad.push("the game is over, yet no wall row is complete, a row can still be completed, and tiles are left to fill the factories");
  }
}

/**
 * Plausibility of a sound state (`{ reachable: true }`): what only the history of a game explains.
 * Walls fit the rounds played, wall points fit the wall, factories were filled from the bag, and
 * the marker went to its holder's floor.
 */
export function reachability(state: AzulState): string[] {
  const bad: string[] = [];
  const short = state.factories.filter((f) => bagTotal(f) > 0 && bagTotal(f) < TILES_PER_FACTORY).length;
  if (short > 1) bad.push(`${short} factories hold fewer than ${TILES_PER_FACTORY} tiles; a fill leaves at most one short`);
  if (short > 0 && bagTotal(state.bag) > 0) bad.push("a factory is short of tiles, yet the bag still holds some");
  // One tile per wall row per round, placed at the end of the round (this round's during tiling).
  const rounds = state.phase === "offer" ? state.round - 1 : state.round;
  state.boards.forEach((b, p) => {
    const who = seatLabel(p);
    const placed = b.wall.flat().filter((c) => c !== null).length;
    if (placed > WALL_SIZE * rounds) bad.push(`${who}'s wall holds ${placed} tiles, more than ${WALL_SIZE} a round for ${rounds} finished round(s)`);
    // Every placement scores at least 1.
    if (b.wallPoints < placed) bad.push(`${who} has ${b.wallPoints} wall points for ${placed} wall tiles`);
    const most = wallPointsBound(b);
    if (b.wallPoints > most) bad.push(`${who} has ${b.wallPoints} wall points, more than the ${most} its wall tiles can have scored`);
  });
  const holder = state.marker;
  if (holder !== null) {
    const floor = required(state.boards[holder], "the marker holder's board").floor;
    if (floor.every((f) => f !== "first")) {
      const scored = state.phase === "over" || (state.phase === "tiling" && tiledBefore(state).includes(holder));
      if (!scored && floor.length < FLOOR_SLOTS) bad.push(`${seatLabel(holder)} holds the marker off a floor that has room for it`);
    }
  }
  return bad;
}

/**
 * The most points a wall's tiles can have scored as they were placed. A placement scores at most
 * its row run plus its column run, and the k-th tile placed in a row (or column) has a run of at
 * most k there, so a row or column of n tiles gave at most 1 + 2 + … + n.
 */
function wallPointsBound(b: AzulBoard): number {
  const triangle = (n: number): number => (n * (n + 1)) / 2;
  let most = 0;
  for (let i = 0; i < WALL_SIZE; i++) {
    most += triangle(required(b.wall[i], "a wall row").filter((c) => c !== null).length);
    most += triangle(b.wall.filter((row) => row[i] !== null).length);
  }
  return most;
}
