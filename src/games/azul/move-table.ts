/**
 * Every Azul move there can be, built once and frozen: move generation hands these shared objects
 * out instead of allocating one per move (bots list moves millions of times). Moves are plain data,
 * so sharing is safe, and frozen constants (`plainConstant`), so `applyMove` need not copy one it is
 * handed back.
 */
import { required } from "../../core/required.js";
import { plainConstant } from "../../core/snapshot.js";
import { COLOURS, FACTORIES, WALL_SIZE } from "./data.js";
import type { PlaceMove, TakeMove } from "./state.js";

/** The most factories any player count uses, plus the centre: the sources a take can name. */
const SOURCES = Math.max(...Object.values(FACTORIES)) + 1;
/** Destinations of a take: pattern lines 1…5, then the floor. */
const DESTINATIONS = WALL_SIZE + 1;
/** Every set of pattern lines, as a bit mask (bit r: line r + 1). */
const LINE_SETS = 1 << WALL_SIZE;

/** `TAKES[source][colour][destination]`: source 0 is the centre, 1… the factories; destination 5 is the floor. */
export const TAKES: readonly (readonly (readonly TakeMove[])[])[] = Array.from({ length: SOURCES }, (_, s) =>
  COLOURS.map((colour) => Array.from({ length: DESTINATIONS }, (_, d) => plainConstant<TakeMove>({ type: "take", source: s === 0 ? "centre" : s, colour, line: d === WALL_SIZE ? "floor" : d + 1 }))),
);

/**
 * `TAKE_RUNS[source][colour][lines]`: the takes of one colour from one source onto each pattern
 * line in the bit set `lines`, in line order, then onto the floor (always open): what generation
 * lists for a source holding that colour, in one array read.
 */
export const TAKE_RUNS: readonly (readonly (readonly (readonly TakeMove[])[])[])[] = TAKES.map((bySource) =>
  bySource.map((byDest) =>
    Array.from({ length: LINE_SETS }, (_, set) => Object.freeze([...byDest.slice(0, WALL_SIZE).filter((_, r) => set & (1 << r)), required(byDest[WALL_SIZE], "the take to the floor")])),
  ),
);

/** `RUN_DESTINATIONS[lines]`: the destination of each take of a `TAKE_RUNS[…][…][lines]` run, in its order. */
export const RUN_DESTINATIONS: readonly (readonly number[])[] = Array.from({ length: LINE_SETS }, (_, set) => [
  ...Array.from({ length: WALL_SIZE }, (_, r) => r).filter((r) => set & (1 << r)),
  WALL_SIZE,
]);

/**
 * A take's action index in Azul's flat action space (spec §10.2, see `actions.ts`):
 * `(source × 5 + colour) × 6 + destination`, source 0… the factories and one past the last factory
 * the centre, colour by index, destination 0…4 the pattern lines and 5 the floor.
 */
export function takeAction(source: number, colour: number, destination: number): number {
  return (source * COLOURS.length + colour) * DESTINATIONS + destination;
}

/** A grey-wall `place` action (column 0-based): the five follow every take of `factories` factories and the centre. */
export function placeAction(factories: number, column: number): number {
  return takeAction(factories + 1, 0, 0) + column;
}

/** `PLACES[column]`: the grey-wall column choices, column 0-based. */
export const PLACES: readonly PlaceMove[] = Array.from({ length: WALL_SIZE }, (_, c) => plainConstant<PlaceMove>({ type: "place", column: c + 1 }));

/** What a take constant stands for: its factory (0-based, or -1 for the centre), colour index and destination. */
export interface TakeParts {
  readonly factory: number;
  readonly colour: number;
  readonly destination: number;
}

/** The parts of each take constant, by the object itself (encoding a listed move is then one lookup). */
export const TAKE_PARTS: ReadonlyMap<TakeMove, TakeParts> = new Map(
  TAKES.flatMap((bySource, s) => bySource.flatMap((byDest, colour) => byDest.map((m, destination) => [m, Object.freeze({ factory: s - 1, colour, destination })] as const))),
);
