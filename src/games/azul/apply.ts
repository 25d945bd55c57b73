import type { PlayerId } from "../../core/index.js";
import { colourIndex, COLOURS } from "./data.js";
import { draftBoard, draftState } from "./draft.js";
import { offerIsOver } from "./round.js";
import type { AzulMove, AzulState, TakeMove } from "./state.js";
import { continueTiling, dropOnFloor, placeChosen } from "./tiling.js";

/** Applies a legal move; automatic steps (tiling, floor, end check, refill) run until the next decision. */
export function applyMove(state: AzulState, move: AzulMove, _player: PlayerId): AzulState {
  if (move.type === "place") {
    const d = draftState(state);
    placeChosen(d, move.column - 1);
    return d;
  }
  return take(state, move);
}

const ZEROES: readonly number[] = Object.freeze([0, 0, 0, 0, 0]);

/** TAKE (spec §5.1–5.4). */
function take(state: AzulState, move: TakeMove): AzulState {
  const p = state.current;
  const ci = colourIndex(move.colour);
  let factories = state.factories;
  let centre = state.centre;
  let marker = state.marker;
  const board = draftBoard(state.boards[p]!);
  let n: number;
  if (move.source === "centre") {
    n = centre[ci]!;
    const c = centre.slice();
    c[ci] = 0;
    centre = c;
    // The first to take from the centre takes the marker onto the floor first (§5.2), or holds it off a full floor (R3).
    if (marker === null) {
      marker = p;
      if (board.floor.length < 7) board.floor.push("first");
    }
  } else {
    const f = factories[move.source - 1]!;
    n = f[ci]!;
    const c = centre.slice();
    for (let k = 0; k < COLOURS.length; k++) if (k !== ci) c[k]! += f[k]!;
    centre = c;
    const fs = factories.slice();
    fs[move.source - 1] = ZEROES;
    factories = fs;
  }
  let lid = state.lid;
  const floorOverflow = () => (lid === state.lid ? (lid = state.lid.slice()) : lid) as number[];
  if (move.line === "floor") {
    dropOnFloor(board, floorOverflow(), move.colour, n);
  } else {
    const row = move.line - 1;
    const line = board.lines[row]!;
    const placed = Math.min(n, row + 1 - line.count);
    board.lines[row] = { colour: move.colour, count: line.count + placed };
    if (n > placed) dropOnFloor(board, floorOverflow(), move.colour, n - placed);
  }
  const boards = state.boards.slice();
  boards[p] = board;
  const next: AzulState = {
    ...state,
    factories,
    centre,
    lid,
    marker,
    boards,
    current: (p + 1) % boards.length,
  };
  if (!offerIsOver(factories, centre)) return next;
  const d = draftState(next);
  continueTiling(d, d.startPlayer, 0);
  return d;
}
