/**
 * Karesansui rules of thumb, one move at a time (rules: docs/rules/karesansui.md): put each tile
 * where the garden's scoring gains most (sand, moss, unbroken boundaries, swirls), take stones
 * with virtue to spare, steal a tile only when it is worth more to you than the 2 virtue it costs,
 * accept a gift that scores more for you than it gives the giver, give away a tile no one can use
 * well, and keep virtue (each point is a point).
 */
import { CELLS, FIRST_TILE_CELLS, NEIGHBOURS } from "../../src/games/karesansui/board.js";
import { POINTS } from "../../src/games/karesansui/data.js";
import { gardenTotal } from "../../src/games/karesansui/scoring.js";
import type { KaresansuiMove, KaresansuiState } from "../../src/games/karesansui/state.js";
import { points } from "./points.js";
import type { MoveValue } from "./types.js";

/** What a virtue point is worth beyond its point at the end: it buys stones. */
const VIRTUE = 0.5;
/** What a step-2 action that does nothing visible is worth (a monk step: new stone columns). */
const MONK = 0.2;
/** Share of the virtue a stone costs that the stone is expected to earn back later (patterns). */
const STONE = 0.7;
/** Extra points expected from a gardener card played (its effect comes next). */
const GARDENER = 1;

/** The most `player`'s garden total gains from `tile` placed on its best legal cell (0 when none). */
export function tileWorth(state: KaresansuiState, player: number, tile: number): number {
  const pl = state.players[player]!;
  if (pl.placed >= CELLS) return 0;
  const before = gardenTotal(state, pl);
  const cells = pl.placed === 0 ? FIRST_TILE_CELLS : Array.from({ length: CELLS }, (_, c) => c).filter((c) => pl.tiles[c] === null && NEIGHBOURS[c]!.some((n) => pl.tiles[n] !== null));
  let best = -Infinity;
  for (const c of cells) {
    if (pl.tiles[c] !== null) continue;
    const tiles = [...pl.tiles];
    tiles[c] = tile;
    const gain = gardenTotal(state, { ...pl, tiles, placed: pl.placed + 1 }) - before;
    if (gain > best) best = gain;
  }
  return best === -Infinity ? 0 : best;
}

/** The tile of the decision on top of the stack, if it names one. */
const topTile = (state: KaresansuiState): number | null => {
  const d = state.stack[state.stack.length - 1];
  return d && "tile" in d ? (d as { tile: number }).tile : null;
};

export const karesansuiHeuristic: MoveValue = (game, state: KaresansuiState, move: KaresansuiMove, player) => {
  const me = state.players[player]!;
  const tile = topTile(state);
  switch (move.type) {
    case "place":
      return tile === null ? 0 : tileWorth(state, player, tile);
    case "placeStored":
      return (me.storage === null ? 0 : tileWorth(state, player, me.storage)) + (tile === null ? 0 : 0.5 * tileWorth(state, player, tile));
    case "keep":
      return tile === null ? 0 : 0.5 * tileWorth(state, player, tile);
    case "give":
      // 2 virtue for me, the tile's points for them.
      return 2 * (POINTS.perVirtue + VIRTUE) * (me.virtue < 6 ? 1 : 0) - (tile === null ? 0 : tileWorth(state, move.to, tile));
    case "discard":
      return -(POINTS.perVirtue + VIRTUE);
    case "acceptGift":
      return tile === null ? 0 : tileWorth(state, player, tile) - 2 * POINTS.perVirtue;
    case "declareSteal": {
      // The tile's points move from the placer's garden to mine, for 2 virtue.
      const placer = state.current;
      return tile === null ? 0 : tileWorth(state, player, tile) + tileWorth(state, placer, tile) - 2 * (POINTS.perVirtue + VIRTUE);
    }
    case "zazen":
      return me.virtue < 6 ? POINTS.perVirtue + VIRTUE : 0;
    case "takeStone": {
      // All virtue goes, but a stone opens stone kinds and patterns for the rest of the game.
      const after = game.applyListed(state, move, player);
      return points(game, after, player) - points(game, state, player) + STONE * me.virtue;
    }
    case "moveMonk":
      return MONK;
    case "useGardener":
      return points(game, game.applyListed(state, move, player), player) - points(game, state, player) + GARDENER;
    case "passSteal":
    case "declineGift":
    case "allowSteal":
    case "skipBonus":
    case "skipStone":
    case "stopTaking":
      return 0;
    default: {
      // Placing a tile or a stone, moving a stone, swapping tiles: what the garden's scoring gains
      // (a stone also spends virtue, which the score counts).
      const after = game.applyListed(state, move, player);
      return points(game, after, player) - points(game, state, player);
    }
  }
};
