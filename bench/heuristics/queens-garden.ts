/**
 * Queen's Garden rules of thumb, one move at a time (rules: docs/rules/queens-garden.md): place
 * the hexagons the wheel still scores, next to hexagons of their colour or pattern (groups of 3+
 * score at the end), pay with cheap items, collect tiles that match what storage holds, leave
 * storage empty by the end (it costs its value) and pass only when nothing better is left.
 */
import { colourOf, COLOURS, FACE_DOWN_COST, ROUNDS, valueOf, WHEEL } from "../../src/games/queens-garden/data.js";
import { NEIGHBOURS } from "../../src/games/queens-garden/board.js";
import type { QueensGardenMove, QueensGardenPlayer, QueensGardenState } from "../../src/games/queens-garden/state.js";
import type { MoveValue } from "./types.js";

/** Points for each neighbouring hexagon sharing the colour or the pattern (a group in the making). */
const NEIGHBOUR = 1.5;
/** Share of an acquired tile's value counted, before storage penalties loom. */
const ACQUIRE = 0.5;
/** Per stored item sharing the acquired tile's colour or pattern (a payment at hand). */
const MATCH = 0.4;
/** What passing costs beside the first-pass point: a turn given away. */
const PASS = 1;

/** Wheel points the hexagon `kind` scores from round `from` to the end, as the garden stands. */
function wheelPoints(kind: number, from: number): number {
  let pts = 0;
  for (let r = from; r <= ROUNDS; r++) {
    for (const cat of WHEEL[r - 1]!) if ("colour" in cat ? COLOURS[colourOf(kind)] === cat.colour : valueOf(kind) === cat.pattern) pts += valueOf(kind);
  }
  return pts;
}

/** Neighbours of `cell` in `garden` sharing colour or pattern with `kind`. */
function friends(garden: readonly number[], cell: number, kind: number): number {
  let n = 0;
  for (const c of NEIGHBOURS[cell]!) {
    const g = garden[c]!;
    if (g >= 0 && (colourOf(g) === colourOf(kind) || valueOf(g) === valueOf(kind))) n++;
  }
  return n;
}

/** Items in storage sharing colour or pattern with `kind`. */
function matches(p: QueensGardenPlayer, kind: number): number {
  let n = 0;
  for (const t of [...p.tiles, ...p.expansions]) if (t !== kind && (colourOf(t) === colourOf(kind) || valueOf(t) === valueOf(kind))) n++;
  return n;
}

/** Cost of a payment: the paid items' values (half: they would cost that much left in storage) and a point per joker. */
function paid(m: { payTiles: readonly number[]; payExpansions: readonly number[]; jokers: number }): number {
  let v = 0;
  for (const t of [...m.payTiles, ...m.payExpansions]) v += valueOf(t) / 2;
  return v + m.jokers;
}

export const queensGardenHeuristic: MoveValue = (game, state: QueensGardenState, move: QueensGardenMove, player) => {
  const p = state.players[player]!;
  const roundsLeft = ROUNDS - state.round + 1;
  switch (move.type) {
    case "placeTile": {
      const after = game.applyListed(state, move, player) as QueensGardenState;
      const jokers = after.players[player]!.jokers - p.jokers + move.jokers;
      return valueOf(move.tile) + wheelPoints(move.tile, state.round) + NEIGHBOUR * friends(p.garden, move.cell, move.tile) - paid(move) + jokers;
    }
    case "placeExpansion":
      return valueOf(move.expansion) + wheelPoints(move.expansion, state.round) + roundsLeft + 2 - paid(move);
    case "acquire": {
      let v = 0;
      const late = (state.round - 1) / ROUNDS;
      for (const pick of move.picks) v += (ACQUIRE - late) * valueOf(pick.kind) + MATCH * matches(p, pick.kind);
      return v;
    }
    case "buyExpansion":
      // Seven spaces are worth it only with a full storage waiting to be placed.
      return -FACE_DOWN_COST + 0.5 * p.tiles.length;
    case "pass":
      return -(state.marker === null ? 1 : 0) - PASS;
    case "discardTile":
      return -valueOf(move.tile) - 0.1;
    case "discardExpansion":
      return -valueOf(move.expansion) - 0.1;
    case "endPass":
      return 0;
  }
};
