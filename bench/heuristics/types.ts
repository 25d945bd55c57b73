import type { AnyGame, PlayerId } from "../../src/core/index.js";

/**
 * A one-ply rule of thumb: how good `move` looks for `player` in `state` (a full state sampled
 * from the player's view), higher better. It may look at the state the move leads to, but never
 * further ahead, and never at the game's own `evaluate`.
 */
export type MoveValue = (game: AnyGame, state: any, move: any, player: PlayerId) => number;
