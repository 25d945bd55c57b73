import { grammarActionSpace, type ActionSpace } from "../../rl/actions.js";
import { queensGarden } from "./index.js";
import { moves } from "./moves.js";
import type { QueensGardenConfig, QueensGardenMove, QueensGardenState } from "./state.js";

/**
 * Queen's Garden's action space: factored (a placement with its payment is too many moves to list
 * flat), type then each field as the move grammar declares them (moves.ts). An acquisition's picks
 * are chosen one `{kind, from}` pair at a time (kind, then the stack or display expansion 0…S−1,
 * S = the round stack size), ascending, then "end"; a placement's payment likewise. Version 1. See
 * docs/rl.md for the table, or `segments(players)` for every index.
 */
export const queensGardenActionSpace: ActionSpace<QueensGardenState, QueensGardenMove, QueensGardenConfig> = grammarActionSpace(() => queensGarden, {
  version: 1,
  moves,
  configOf: (state) => state.config,
});
