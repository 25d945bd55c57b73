import type { PlayerId } from "./types.js";

/**
 * How text names a seat, the same in every game's `render` and `describeMove`, the CLI and the
 * docs: seats are 0-based numbers in the API (`PlayerId`) and "Player 1", "Player 2", … in text.
 */
export function seatLabel(player: PlayerId): string {
  return `Player ${player + 1}`;
}
