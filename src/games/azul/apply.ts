import type { PlayerId } from "../../core/shared.js";
import { colourIndex, COLOURS, FLOOR_SLOTS } from "./data.js";
import { draftState } from "./draft.js";
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

/**
 * TAKE (spec §5.1–5.4). The hot path of every playout: it copies only the arrays a take changes
 * (centre, factories, the taker's lines and floor, the lid on overflow) and shares the rest,
 * wall included, with the previous state.
 */
function take(state: AzulState, move: TakeMove): AzulState {
  const p = state.current;
  const ci = colourIndex(move.colour);
  const old = state.boards[p]!;
  const floor = old.floor.slice();
  let factories = state.factories;
  const centre = state.centre.slice();
  let marker = state.marker;
  let n: number;
  if (move.source === "centre") {
    n = centre[ci]!;
    centre[ci] = 0;
    // The first to take from the centre takes the marker onto the floor first (§5.2), or holds it off a full floor (R3).
    if (marker === null) {
      marker = p;
      if (floor.length < FLOOR_SLOTS) floor.push("first");
    }
  } else {
    const f = factories[move.source - 1]!;
    n = f[ci]!;
    for (let k = 0; k < COLOURS.length; k++) if (k !== ci) centre[k]! += f[k]!;
    const fs = factories.slice();
    fs[move.source - 1] = ZEROES;
    factories = fs;
  }
  let lines = old.lines;
  let toFloor = n;
  if (move.line !== "floor") {
    const row = move.line - 1;
    const line = lines[row]!;
    const placed = Math.min(n, row + 1 - line.count);
    const copy = lines.slice();
    copy[row] = { colour: move.colour, count: line.count + placed };
    lines = copy;
    toFloor = n - placed;
  }
  // Tiles that do not fit on the floor go to the lid (§5.4); the lid is copied only then.
  let lid = state.lid;
  const overflow = dropOnFloor(floor, move.colour, toFloor);
  if (overflow > 0) {
    const l = lid.slice();
    l[ci]! += overflow;
    lid = l;
  }
  const boards = state.boards.slice();
  boards[p] = { score: old.score, wallPoints: old.wallPoints, floorPoints: old.floorPoints, lines, wall: old.wall, floor };
  const next: AzulState = {
    game: state.game,
    config: state.config,
    phase: state.phase,
    round: state.round,
    current: (p + 1) % boards.length,
    startPlayer: state.startPlayer,
    marker,
    tilingRow: state.tilingRow,
    bag: state.bag,
    lid,
    factories,
    centre,
    boards,
    rng: state.rng,
  };
  if (!offerIsOver(factories, centre)) return next;
  const d = draftState(next);
  continueTiling(d, d.startPlayer, 0);
  return d;
}
