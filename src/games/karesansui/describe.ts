/** One-line descriptions of legal moves, for logs and UIs. */
import { seatLabel, type PlayerId } from "../../core/shared.js";
import { cellName } from "./board.js";
import { STONE_NAMES } from "./data.js";
import { playerAt, top } from "./rules.js";
import type { KaresansuiMove, KaresansuiState } from "./state.js";
import { gardenerName, seatsText, tileText } from "./text.js";

/** The tile in `seat`'s storage, which a listed move that names it knows is there. */
function storedTile(s: KaresansuiState, seat: PlayerId): number {
  const tile = playerAt(s, seat).storage;
  if (tile === null) throw new Error(`${seatLabel(seat)}'s storage is empty`);
  return tile;
}

/** A steal answer as the other seats read it: that it was given, not which. */
const sealedAnswer = (who: string, tile: string, from: PlayerId): string => `${who} answers, sealed, whether to steal ${tile} from ${seatLabel(from)}`;

const turned = (m: { readonly rotated?: true }): string => (m.rotated ? " turned by 180°" : "");

/**
 * A human sentence for a legal move of `player` in `s` ("Player 1 places …"); cells read "row 3,
 * column 1". For a `viewer` other than `player`, a steal answer stays sealed: it reads the same
 * whether the player declared or passed.
 */
export function describeMove(s: KaresansuiState, m: KaresansuiMove, player: PlayerId, viewer?: PlayerId | "spectator"): string {
  const d = top(s);
  const who = seatLabel(player);
  const sees = viewer === undefined || viewer === player;
  const tile = "tile" in d ? tileText(d.tile) : "the tile";
  switch (m.type) {
    case "place":
      return `${who} will place the drawn ${tile} in their garden`;
    case "placeStored": {
      const stored = storedTile(s, player);
      if (s.config.storedPlacement === "extra") return `${who} places the stored ${tileText(stored)} first; the drawn ${tile} waits`;
      return `${who} places the stored ${tileText(stored)} and stores the drawn ${tile}`;
    }
    case "give":
      return `${who} offers the drawn ${tile} to ${seatLabel(m.to)}`;
    case "discard":
      return `${who} discards the drawn ${tile} (−1 virtue)`;
    case "keep":
      return `${who} keeps the drawn ${tile} in storage`;
    case "acceptGift":
      return `${who} accepts the gift of ${tile} and will place it`;
    case "declineGift":
      return `${who} declines the gift of ${tile}`;
    case "declareSteal":
      if (!sees) return sealedAnswer(who, tile, s.current);
      return `${who} declares a steal of ${tile} from ${seatLabel(s.current)} (−2 virtue if executed)`;
    case "passSteal":
      if (!sees) return sealedAnswer(who, tile, s.current);
      return `${who} does not steal ${tile} from ${seatLabel(s.current)}`;
    case "counterSteal":
      return `${who} cancels the steal of ${tile} with Shigemori Mirei`;
    case "allowSteal":
      return `${who} lets ${d.kind === "stealReaction" ? seatsText(d.declared) : "the declarer"} steal ${tile}`;
    case "placeCell":
      return `${who} places ${tile}${turned(m)} at ${cellName(m.cell)}`;
    case "zazen":
      return `${who} does zazen (+1 virtue)`;
    case "moveMonk":
      return `${who} moves the monk to ${cellName(m.to)}`;
    case "takeStone":
      return `${who} places a ${STONE_NAMES[m.kind]} at ${cellName(m.cell)}`;
    case "useGardener":
      return `${who} uses the gardener ${gardenerName(m.card)}`;
    case "skipBonus":
      return `${who} keeps the monk where it is`;
    case "skipStone":
      return `${who} takes no stone`;
    case "placeDrawn":
      return `${who} places the drawn ${tileText(m.tile)}${turned(m)} at ${cellName(m.cell)}`;
    case "discardDrawn":
      return `${who} discards the drawn ${tileText(m.tile)} (free)`;
    case "takeStored":
      return `${who} takes ${seatLabel(m.from)}'s stored ${tileText(storedTile(s, m.from))} and places it${turned(m)} at ${cellName(m.cell)}`;
    case "stopTaking":
      return `${who} takes no more stored tiles`;
    case "moveStone":
      return `${who} moves the stone at ${cellName(m.from)} to ${cellName(m.to)}`;
    case "swapTiles":
      return `${who} swaps the tiles at ${cellName(m.a)} and ${cellName(m.b)}`;
  }
}
