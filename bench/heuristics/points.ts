import type { AnyGame, PlayerId } from "../../src/core/index.js";

/** `player`'s total by the game's own scoring (`game.score`: points banked, as the rules count them). */
export function points(game: AnyGame, state: unknown, player: PlayerId): number {
  for (const line of game.score(state).players) if (line.player === player) return line.total;
  return 0;
}
