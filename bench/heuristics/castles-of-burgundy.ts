/**
 * Castles of Burgundy rules of thumb, one move at a time (rules: docs/rules/castles-of-burgundy.md):
 * place tiles (completed areas score, early ones more), above all castles (an extra action), mines
 * early (income every phase end) and buildings with an effect; take tiles you can place; sell goods
 * when you hold several; take workers only when nothing better is left; buy from the black depot
 * when silverlings allow.
 */
import { BUILDING, buildingOf, CASTLE, CHURCH, CARPENTERS_WORKSHOP, CITY_HALL, MARKET, MINE, PHASE_COUNT, SHIP, tileColour, WAREHOUSE } from "../../src/games/castles-of-burgundy/data.js";
import type { CobMove, CobState } from "../../src/games/castles-of-burgundy/state.js";
import { points } from "./points.js";
import type { MoveValue } from "./types.js";

/** Points for any tile put on the estate (areas grow toward completion). */
const PLACED = 2;
/** Extra points by the colour of a placed tile: castle (an extra action), ship (goods, turn order). */
const PLACED_EXTRA = { [CASTLE]: 3, [SHIP]: 1.5 } as Record<number, number>;
/** Points per phase still to come for a mine (a silverling at each phase end). */
const MINE_PER_PHASE = 1;
/** Points for a building whose effect takes or places another tile or sells goods. */
const TILE_EFFECT = 2;
/** Points for a tile taken into storage (a placement to come), if storage has room. */
const TAKEN = 1.5;
/** Points for a purchase beyond what its silverlings are worth. */
const BOUGHT = 1;

export const castlesOfBurgundyHeuristic: MoveValue = (game, state: CobState, move: CobMove, player) => {
  const gain = (): number => points(game, game.applyListed(state, move, player), player) - points(game, state, player);
  switch (move.type) {
    case "place": {
      const colour = tileColour(move.tile);
      let v = gain() + PLACED + (PLACED_EXTRA[colour] ?? 0);
      if (colour === MINE) v += MINE_PER_PHASE * (PHASE_COUNT - state.phase);
      if (colour === BUILDING && [WAREHOUSE, CARPENTERS_WORKSHOP, CHURCH, MARKET, CITY_HALL].includes(buildingOf(move.tile))) v += TILE_EFFECT;
      return v;
    }
    case "take":
      return gain() + (state.players[player]!.storage.length < 3 ? TAKEN : 0);
    case "buy":
      return gain() + TAKEN + BOUGHT;
    case "sell":
    case "ship":
    case "workers":
    case "discard":
      return gain();
    default:
      return 0;
  }
};
