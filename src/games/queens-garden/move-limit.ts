import { ValidationError } from "../../core/shared.js";
import { ROUNDS, STACK_SIZE, TILES_PER_FILL } from "./data.js";

/** Garden expansion areas per player: each takes at most one expansion, bought or placed. */
const AREAS = 6;

/**
 * The most moves a game of `players` can take (a proof, docs/rules/queens-garden.md#move-limit).
 * Items (tiles and face-up expansions) reach the display only from the round stack: each of its
 * S expansions gets at most one fill of 4 tiles and becomes at most one face-up item, so at most
 * I = rounds × 5S items are ever acquired. Every acquisition takes at least one of them; every
 * placement from storage or discard removes at least one of them from a storage; each player buys
 * at most 6 face-down expansions (one per area) and passes and ends a pass at most once a round.
 */
export function moveLimit(players: number): number {
  const stack = Object.hasOwn(STACK_SIZE, players) ? STACK_SIZE[players] : undefined;
  if (stack === undefined) throw new ValidationError("queens-garden moveLimit", [{ path: "players", message: "Azul: Queen's Garden takes 2 to 4 players" }]);
  const items = ROUNDS * (TILES_PER_FILL + 1) * stack;
  return 2 * items + players * (AREAS + 2 * ROUNDS);
}
