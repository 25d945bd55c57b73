import type { Colour } from "./data.js";
import type { AzulBoard, AzulState, FloorItem, PatternLine } from "./state.js";

/**
 * Mutable working copies. `applyMove` never touches its input: it copies exactly the parts a
 * move changes into these shapes, mutates the copies, and returns them as the new state. Plain
 * copies beat immer here: an Azul move touches a handful of small arrays and bots apply
 * millions of them.
 */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface DraftBoard extends Mutable<Omit<AzulBoard, "lines" | "wall" | "floor">> {
  lines: PatternLine[];
  wall: (Colour | null)[][];
  floor: FloorItem[];
}

export interface DraftState extends Mutable<Omit<AzulState, "bag" | "lid" | "factories" | "centre" | "boards">> {
  bag: number[];
  lid: number[];
  factories: number[][];
  centre: number[];
  boards: AzulBoard[];
}

/** A working copy of a board, deep enough to mutate any of it. */
export function draftBoard(b: AzulBoard): DraftBoard {
  return {
    score: b.score,
    wallPoints: b.wallPoints,
    floorPoints: b.floorPoints,
    lines: b.lines.slice(),
    wall: b.wall.map((row) => row.slice()),
    floor: b.floor.slice(),
  };
}

/** A working copy of the state: top level and piles copied; boards shared until replaced. */
export function draftState(s: AzulState): DraftState {
  return {
    ...s,
    bag: s.bag.slice(),
    lid: s.lid.slice(),
    factories: s.factories.slice() as number[][],
    centre: s.centre.slice(),
    boards: s.boards.slice(),
  };
}
