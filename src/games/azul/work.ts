import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import { colourIndex, type Colour } from "./data.js";
import type { Writable } from "../../core/working.js";
import type { AzulBoard, AzulMove, AzulState, PatternLine } from "./state.js";

/**
 * Azul's working state: the state's own JSON shape, every part mutable. The rules (`play`) run in
 * place on one: a private copy from {@link open} (what a simulator runs on), or a {@link draft}
 * for one pure `applyMove`, which copies only what that move writes. The config stays an immutable
 * value: a draft shares it.
 */
export type WorkState = Omit<Writable<AzulState>, "config"> & { config: AzulState["config"] };
/** A player's board on a working state. */
export type WorkBoard = Writable<AzulBoard>;
/** A pattern line that play fills and empties in place. */
export type WorkLine = Writable<PatternLine>;

/** A board copied deep enough to change any of it (the key order is the state's). */
function openBoard(b: AzulBoard): WorkBoard {
  const lines: WorkLine[] = [];
  for (const l of b.lines) lines.push({ colour: l.colour, count: l.count });
  const wall: (Colour | null)[][] = [];
  for (const row of b.wall) wall.push(row.slice());
  return { score: b.score, wallPoints: b.wallPoints, floorPoints: b.floorPoints, lines, wall, floor: b.floor.slice() };
}

/**
 * A private, mutable copy of a state that shares nothing with it (hand-written: simulators copy
 * states often). Arrays are copied by `slice`: faster than spreading on the unfrozen states of
 * production (about 4% of a public playout); on dev mode's frozen states it takes a slower path.
 */
export function open(s: AzulState): WorkState {
  const factories: number[][] = [];
  for (const f of s.factories) factories.push(f.slice());
  const boards: WorkBoard[] = [];
  for (const b of s.boards) boards.push(openBoard(b));
  return {
    game: s.game,
    config: { ...s.config },
    phase: s.phase,
    round: s.round,
    current: s.current,
    startPlayer: s.startPlayer,
    marker: s.marker,
    tilingRow: s.tilingRow,
    bag: s.bag.slice(),
    lid: s.lid.slice(),
    factories,
    centre: s.centre.slice(),
    boards,
    rng: s.rng === null ? null : [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

/** Whether a tile other than those a take of colour index `ci` from `taken` removes stays on offer. */
function leavesTiles(s: AzulState, taken: readonly number[], ci: number): boolean {
  for (let f = -1; f < s.factories.length; f++) {
    const pile = f < 0 ? s.centre : required(s.factories[f], "a factory display");
    for (let c = 0; c < pile.length; c++) if (pile[c] !== 0 && (pile !== taken || c !== ci)) return true;
  }
  return false;
}

/**
 * The copy of `s` that `play` may change for `move` (the pure `applyMove`): a take that leaves
 * tiles on offer writes only the source, the centre, the lid, the taker's line and floor, and the
 * turn, so only those are copied and the rest (walls, the other boards, the bag) is shared. A take
 * that empties the offer runs wall tiling and the next round's fill, and a grey-wall `place`
 * resumes tiling: both may write anything, so they get a full copy.
 */
export function draft(s: AzulState, move: AzulMove, player: PlayerId): WorkState {
  if (move.type === "place") return open(s);
  const taken = move.source === "centre" ? s.centre : required(s.factories[move.source - 1], "the factory display taken from");
  if (!leavesTiles(s, taken, colourIndex(move.colour))) return open(s);
  let factories = s.factories as number[][];
  if (move.source !== "centre") {
    factories = factories.slice();
    factories[move.source - 1] = taken.slice();
  }
  const boards = s.boards.slice() as WorkBoard[];
  const b = required(s.boards[player], "the player's board");
  const lines = b.lines.slice() as WorkLine[];
  if (move.line !== "floor") {
    const line = required(lines[move.line - 1], "the pattern line taken to");
    lines[move.line - 1] = { colour: line.colour, count: line.count };
  }
  boards[player] = { score: b.score, wallPoints: b.wallPoints, floorPoints: b.floorPoints, lines, wall: b.wall as (Colour | null)[][], floor: b.floor.slice() };
  return {
    game: s.game,
    config: s.config,
    phase: s.phase,
    round: s.round,
    current: s.current,
    startPlayer: s.startPlayer,
    marker: s.marker,
    tilingRow: s.tilingRow,
    bag: s.bag as number[],
    lid: s.lid.slice(),
    factories,
    centre: s.centre.slice(),
    boards,
    rng: s.rng,
  };
}
