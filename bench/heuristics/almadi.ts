/**
 * Almadi rules of thumb, one move at a time (rules: docs/rules/almadi.md): place where the final
 * scoring gains most now, and where the landscape activates icons (each activated icon is an effect:
 * a card, a ruby, an objective or a genie move); always take what an effect offers; take an
 * objective only when it is worth more than the risk of its penalty; move with a genie where the
 * score gains.
 */
import type { AlmadiMove, AlmadiState } from "../../src/games/almadi/state.js";
import { points } from "./points.js";
import type { MoveValue } from "./types.js";

/** Points per effect a placement activates (it is resolved next, usually for a card or a ruby). */
const EFFECT = 1.5;
/** Points for a genie step opened (a free move of a landscape). */
const GENIE = 1;
/** Points per landscape next to the placed one: room for later activations and groups. */
const NEIGHBOUR = 0.3;
/** Taking an effect is worth at least this much more than declining it. */
const TAKE = 1;

const neighbours = (realm: Readonly<Record<string, string>>, cell: string): number => {
  const [r, c] = cell.split(",").map(Number) as [number, number];
  return [`${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`].filter((k) => realm[k] !== undefined).length;
};

export const almadiHeuristic: MoveValue = (game, state: AlmadiState, move: AlmadiMove, player) => {
  const after = game.applyListed(state, move, player) as AlmadiState;
  const gain = points(game, after, player) - points(game, state, player);
  switch (move.type) {
    case "place":
    case "aliPlace":
    case "aliSwap":
    case "genieMove":
    case "genieSwap": {
      const mine = after.current === player && after.turn !== null;
      const effects = mine ? after.turn!.pending.length : 0;
      const genie = mine && after.turn!.genie ? GENIE : 0;
      const cell = "cell" in move ? move.cell : "to" in move ? move.to : null;
      return gain + EFFECT * effects + genie + (cell ? NEIGHBOUR * neighbours(after.players[player]!.realm, cell) : 0);
    }
    case "resolveEffect":
      return gain + TAKE;
    case "takeObjective":
      // The objective's penalty already counts in `gain` while it is open; a completed one gains its value.
      return gain + TAKE;
    case "declineEffect":
    case "declineGenie":
      return 0;
    default:
      return gain;
  }
};
