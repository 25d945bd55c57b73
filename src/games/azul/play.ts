import type { PlayerId } from "../../core/shared.js";
import { required } from "../../core/required.js";
import { colourIndex, COLOURS, FLOOR_SLOTS } from "./data.js";
import { offerIsOver } from "./round.js";
import type { AzulMove, AzulState, TakeMove } from "./state.js";
import { continueTiling, dropOnFloor, placeChosen } from "./tiling.js";
import type { WorkState } from "./work.js";

/**
 * Plays a listed move in place on a working state (see work.ts); the automatic steps that follow
 * (wall tiling, floor, end check, the next round's fill) run until the next decision.
 */
export function play(work: AzulState, move: AzulMove, _player: PlayerId): void {
  const w = work as WorkState;
  if (move.type === "place") placeChosen(w, move.column - 1);
  else take(w, move);
}

/** TAKE (spec §5.1–5.4): the hot path of every playout, so it allocates nothing. */
function take(w: WorkState, move: TakeMove): void {
  const p = w.current;
  const ci = colourIndex(move.colour);
  const board = required(w.boards[p], "the current player's board");
  const floor = board.floor;
  const centre = w.centre;
  // Tile counts are read and written unchecked on this hottest path: every count list has one
  // entry per colour (the state schema), and `ci` is a colour index.
  let n: number;
  if (move.source === "centre") {
    n = centre[ci]!;
    centre[ci] = 0;
    // The first to take from the centre takes the marker onto the floor first (§5.2), or holds it off a full floor (R3).
    if (w.marker === null) {
      w.marker = p;
      if (floor.length < FLOOR_SLOTS) floor.push("first");
    }
  } else {
    const f = required(w.factories[move.source - 1], "the factory display taken from");
    n = f[ci]!;
    for (let k = 0; k < COLOURS.length; k++) {
      if (k !== ci) centre[k]! += f[k]!;
      f[k] = 0;
    }
  }
  let toFloor = n;
  if (move.line !== "floor") {
    const row = move.line - 1;
    const line = required(board.lines[row], "the pattern line taken to");
    const placed = Math.min(n, row + 1 - line.count);
    line.colour = move.colour;
    line.count += placed;
    toFloor = n - placed;
  }
  // Tiles that do not fit on the floor go to the lid (§5.4).
  w.lid[ci]! += dropOnFloor(floor, move.colour, toFloor);
  w.current = (p + 1) % w.boards.length;
  if (offerIsOver(w.factories, centre)) continueTiling(w, w.startPlayer, 0);
}
