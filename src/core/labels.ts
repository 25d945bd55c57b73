import type { PlayerId } from "./types.js";

/**
 * How text names a seat, the same in every game's `render` and `describeMove`, the CLI and the
 * docs: seats are 0-based numbers in the API (`PlayerId`) and "Player 1", "Player 2", … in text.
 */
export function seatLabel(player: PlayerId): string {
  return `Player ${player + 1}`;
}

/** Names the outcome of a draw for the first player (a chance outcome in explicit-chance mode). */
export const firstPlayerLabel = (player: PlayerId): string => `${seatLabel(player)} goes first`;

/** Names outcome `i` of a six-sided die roll: its face, 1–6. */
export const dieFaceLabel = (i: number): string => `die shows ${i + 1}`;

/** A ranking in text, best first, ties joined: `"Player 2 > Player 1 = Player 3"`. */
export function rankingLabel(ranking: readonly (readonly PlayerId[])[]): string {
  return ranking.map((group) => group.map(seatLabel).join(" = ")).join(" > ");
}
