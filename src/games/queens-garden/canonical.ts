import type { Pick, QueensGardenMove } from "./state.js";

const ascending = (a: number, b: number): number => a - b;
const byKind = (a: Pick, b: Pick): number => a.kind - b.kind;

function sorted<T>(list: readonly T[], order: (a: T, b: T) => number): readonly T[] {
  for (let i = 1; i < list.length; i++) if (order(list[i - 1]!, list[i]!) > 0) return list.slice().sort(order);
  return list;
}

/**
 * The one encoding of a move that `legalMoves` lists: the arrays that are sets — an acquisition's
 * `picks` (by kind) and a payment's `payTiles` and `payExpansions` — in ascending order, so that
 * a move given in another order reaches exactly the state of its listed twin (the order of paid
 * expansions would otherwise change the order of the hidden supply). Never mutates `move`.
 */
export function canonicalMove(move: QueensGardenMove): QueensGardenMove {
  switch (move.type) {
    case "acquire": {
      const picks = sorted(move.picks, byKind);
      return picks === move.picks ? move : { ...move, picks };
    }
    case "placeTile":
    case "placeExpansion": {
      const payTiles = sorted(move.payTiles, ascending);
      const payExpansions = sorted(move.payExpansions, ascending);
      return payTiles === move.payTiles && payExpansions === move.payExpansions ? move : { ...move, payTiles, payExpansions };
    }
    default:
      return move;
  }
}
