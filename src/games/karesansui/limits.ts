/** The proven bound on the length of a game (docs/rules/karesansui.md, "Move limit"). */
import { TILE_TOTAL } from "./board.js";

/**
 * The most moves any game of `players` can take (random play included), proven from the rules:
 *
 * - Turns: every turn of a player whose garden is open starts with a draw, or finds the bag empty
 *   and is the last turn (A19); so at most `TILE_TOTAL + 1` such turns. The first turn is one of
 *   them; gardens never lose tiles and a turn of a full garden fills no other garden, so after each
 *   such turn at most `players − 1` turns of full gardens follow before the next one or the end
 *   (`players` full turns in a row would mean every garden was full already): at most
 *   `players · (TILE_TOTAL + 1)` turns.
 * - Moves per turn: Step 1 at most `4·players + 2` (every other seat declines a gift: `2(players−1)`;
 *   then `placeStored` with its steal window, steal answer, Shigemori question and cell, `players + 2`;
 *   with `storedPlacement: "extra"` the drawn tile's `place` with the same again, `players + 2`);
 *   Step 2 at most `players + 2` (Ishikawa: the card, one take per other seat and `stopTaking`; every
 *   other action takes at most 4 moves: Rikyū's card, monk, stone and bonus step).
 */
export function moveLimit(players: number): number {
  return players * (TILE_TOTAL + 1) * (4 * players + 2 + players + 2);
}
