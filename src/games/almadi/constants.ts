/** Rule numbers of Almadi that are not component data (setup table, scoring tables, limits). */
import { required } from "../../core/required.js";

/** Setup by player count (spec §4): landscapes per type, mosaic and stall deck sizes, characters dealt. */
export const SETUP_BY_PLAYERS: Readonly<Record<number, { readonly perType: number; readonly mosaics: number; readonly stalls: number; readonly dealt: number }>> = {
  2: { perType: 10, mosaics: 14, stalls: 14, dealt: 4 },
  3: { perType: 14, mosaics: 21, stalls: 21, dealt: 3 },
  4: { perType: 18, mosaics: 28, stalls: 28, dealt: 3 },
  5: { perType: 22, mosaics: 32, stalls: 32, dealt: 3 },
};

/** Central board: 4 rows of 2 slots; slot `s` is row `(s >> 1) + 1`. */
export const BOARD_SLOTS = 8;

/** Rubies in the general supply. */
export const RUBY_SUPPLY = 30;

/** Characters each player keeps in the variant. */
export const CHARACTERS_KEPT = 2;

/** Genie actions allowed per turn. */
export const MAX_GENIE_ACTIONS = 3;

/** Caravan transport capacity by group size (index = size; 8 and more use the last entry). */
export const CARAVAN_CAPACITY: readonly number[] = [0, 2, 5, 10, 15, 20, 35, 50, 65];

/** Ruby ranking points, 3–5 players, by rank. */
export const RUBY_RANK_POINTS: readonly number[] = [12, 8, 4, 2, 0];

/** Ruby ranking points, 2 players, by rank. */
export const RUBY_RANK_POINTS_2P: readonly number[] = [10, 4];

/** Oasis majority bonus. */
export const OASIS_BONUS = 6;

/** Capacity of one caravan group of `size` caravans. */
export function caravanCapacity(size: number): number {
  return required(CARAVAN_CAPACITY[Math.min(size, CARAVAN_CAPACITY.length - 1)], "the capacity of a caravan group");
}

/** The board row (1–4) of a central-board slot. */
export function slotRow(slot: number): number {
  return (slot >> 1) + 1;
}

/**
 * The most moves a game of `players` can take (docs "Move limit"), a proven bound: 2 setup moves
 * per player (starting tile, kept characters); 16 normal turns each (one supply landscape per
 * turn) plus at most 2 Dunyazad extra turns (one card, one Zumurrud copy); at most 36 moves a turn
 * (take or Ali's draw and placement 2, the first batch's effects 4, three genie actions each with
 * a batch of at most 8 effects 27, one declined genie, `endTurn`, one Zeinab trade); and the free
 * actions that never repeat: 26 hires and one Zumurrud copy.
 */
export function moveLimit(players: number): number {
  const counts = required(Object.hasOwn(SETUP_BY_PLAYERS, players) ? SETUP_BY_PLAYERS[players] : SETUP_BY_PLAYERS[5], "the setup for the player count");
  const turns = 4 * counts.perType - BOARD_SLOTS + 2;
  return 2 * players + turns * MOVES_PER_TURN + 26 + 1;
}

/** The most moves one turn can take (see {@link moveLimit}). */
export const MOVES_PER_TURN = 2 + 4 + MAX_GENIE_ACTIONS * (1 + 8) + 1 + 1 + 1;
