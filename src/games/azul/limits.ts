import { ValidationError } from "../../core/shared.js";
import { FACTORIES, TILES_PER_FACTORY, WALL_SIZE } from "./data.js";

/**
 * Rounds within which random play ends a game, with overwhelming margin (docs/rules/azul.md#8-move-limit):
 * in 54,000 random grey-wall games (where games run longest) none reached 50 rounds, and the
 * share still going falls about threefold every five rounds.
 */
export const RANDOM_PLAY_ROUNDS = 300;

/**
 * The most moves one round can take (proven): every take removes at least one tile and a fill
 * puts out at most 4 tiles per factory; on the grey wall each player makes at most one column
 * choice per wall row.
 */
export function movesPerRound(players: number): number {
  // Own keys only: a caller's value is never looked up through the prototype chain.
  const factories = typeof players === "number" && Object.hasOwn(FACTORIES, players) ? FACTORIES[players] : undefined;
  if (factories === undefined) throw new ValidationError("Azul moveLimit", [{ path: "players", message: `Azul takes 2 to 4 players, not ${String(players)}` }]);
  return factories * TILES_PER_FACTORY + players * WALL_SIZE;
}

/** The most moves a random playout takes: {@link RANDOM_PLAY_ROUNDS} rounds of at most {@link movesPerRound} moves. */
export function moveLimit(players: number): number {
  return RANDOM_PLAY_ROUNDS * movesPerRound(players);
}
