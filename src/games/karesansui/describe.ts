/** One-line descriptions of moves, for logs and UIs. */
import { cellName } from "./board.js";
import { GARDENERS, STONE_NAMES, TILE_DESIGNS } from "./data.js";
import { top } from "./legal.js";
import type { KaresansuiMove, KaresansuiState } from "./state.js";

const tileName = (t: number): string => TILE_DESIGNS[t]?.id ?? `tile ${t}`;
const turned = (m: { readonly rotated?: true }): string => (m.rotated ? " turned by 180°" : "");
const cardName = (id: string): string => GARDENERS.find((g) => g.id === id)?.name ?? id;

/** A human sentence for a move in `s` (the acting player is the one deciding now). */
export function describeMove(s: KaresansuiState, m: KaresansuiMove): string {
  const d = s.stack.length > 0 ? top(s) : null;
  const who = d && d.players.length === 1 ? `player ${d.players[0]}` : "the player";
  const drawn = d && "tile" in d ? tileName(d.tile) : "the tile";
  switch (m.type) {
    case "place":
      return `${who} will place the drawn ${drawn} in their garden`;
    case "placeStored": {
      const stored = s.players[s.current]?.storage;
      const what = stored === null || stored === undefined ? "tile" : tileName(stored);
      if (s.config.storedPlacement === "extra") return `${who} places the stored ${what} first; the drawn ${drawn} waits`;
      return `${who} places the stored ${what} and stores the drawn ${drawn}`;
    }
    case "give":
      return `${who} offers the drawn ${drawn} to player ${m.to}`;
    case "discard":
      return `${who} discards the drawn ${drawn} (−1 virtue)`;
    case "keep":
      return `${who} keeps the drawn ${drawn} in storage`;
    case "acceptGift":
      return `${who} accepts the gift of ${drawn}`;
    case "declineGift":
      return `${who} declines the gift of ${drawn}`;
    case "declareSteal":
      return `declares a steal of ${drawn}`;
    case "passSteal":
      return `does not steal ${drawn}`;
    case "counterSteal":
      return `${who} cancels the steal with Shigemori Mirei`;
    case "allowSteal":
      return `${who} lets the steal of ${drawn} happen`;
    case "placeCell":
      return `${who} places ${drawn}${turned(m)} at ${cellName(m.cell)}`;
    case "zazen":
      return `${who} does zazen (+1 virtue)`;
    case "moveMonk":
      return `${who} moves the monk to ${cellName(m.to)}`;
    case "takeStone":
      return `${who} places a ${STONE_NAMES[m.kind]} at ${cellName(m.cell)}`;
    case "useGardener":
      return `${who} uses the gardener ${cardName(m.card)}`;
    case "skipBonus":
      return `${who} keeps the monk where it is`;
    case "skipStone":
      return `${who} takes no stone`;
    case "placeDrawn":
      return `${who} places the drawn ${tileName(m.tile)}${turned(m)} at ${cellName(m.cell)}`;
    case "discardDrawn":
      return `${who} discards the drawn ${tileName(m.tile)} (free)`;
    case "takeStored":
      return `${who} takes player ${m.from}'s stored tile and places it${turned(m)} at ${cellName(m.cell)}`;
    case "stopTaking":
      return `${who} takes no more stored tiles`;
    case "moveStone":
      return `${who} moves the stone at ${cellName(m.from)} to ${cellName(m.to)}`;
    case "swapTiles":
      return `${who} swaps the tiles at ${cellName(m.a)} and ${cellName(m.b)}`;
  }
}
