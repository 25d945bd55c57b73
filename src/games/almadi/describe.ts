/** Human-readable descriptions of legal moves, naming the acting seat ("Player 1" = seat 0). */
import { required } from "../../core/required.js";
import { seatLabel, type PlayerId } from "../../core/shared.js";
import { character } from "./characters.js";
import { slotRow } from "./constants.js";
import { has } from "./powers.js";
import type { AlmadiMove, AlmadiState, PendingEffect } from "./state.js";

const GAINS: Readonly<Record<PendingEffect["icon"], string>> = {
  marteline: "takes the top mosaic card",
  stall: "takes the top stall card",
  ruby: "takes a ruby",
  moon: "takes an objective",
};

const nameOf = (id: string): string => character(id)?.name.split(",")[0] ?? id;

/** The turn in progress (moves of a turn reach here only during one). */
const turnOf = (s: AlmadiState) => required(s.turn ?? undefined, "the turn in progress");
/** The pending effect a move names. */
const pendingEffect = (s: AlmadiState, effect: number): PendingEffect => required(turnOf(s).pending[effect], "the pending effect");
/** The moving player's record. */
const playerOf = (s: AlmadiState, player: PlayerId) => required(s.players[player], "the player");

/** The effect as the player sees it: its icon and the edge of the landscape that carries it. */
const effectText = (e: PendingEffect): string => `the ${e.icon} on the ${e.edge} edge of ${e.tile}`;

/**
 * One line describing a legal move of `player`, e.g. `"Player 1 takes O05 from board row 2 and
 * places it on cell 2,3"`. Moves reaching here are legal (the core checks first). For a `viewer`
 * other than `player`, the characters kept stay secret (hired characters are shown as they are
 * played).
 */
export function describeMove(s: AlmadiState, m: AlmadiMove, player: PlayerId, viewer?: PlayerId | "spectator"): string {
  const who = seatLabel(player);
  const sees = viewer === undefined || viewer === player;
  switch (m.type) {
    case "chooseStartTile":
      return `${who} chooses starting tile ${m.tile}`;
    case "keepCharacters":
      return sees ? `${who} keeps ${nameOf(m.keep[0])} and ${nameOf(m.keep[1])}` : `${who} keeps ${m.keep.length} characters`;
    case "place":
      return `${who} takes ${s.board[m.slot]} from board row ${slotRow(m.slot)} and places it on cell ${m.cell}`;
    case "aliDraw":
      return `${who} draws the top landscape of the face-down supply with Ali`;
    case "aliPlace":
      return `${who} places ${turnOf(s).aliTile}, drawn with Ali, on cell ${m.cell}`;
    case "aliSwap":
      return `${who} puts ${turnOf(s).aliTile}, drawn with Ali, on board row ${slotRow(m.slot)} in place of ${s.board[m.slot]} and places ${s.board[m.slot]} on cell ${m.cell}`;
    case "resolveEffect": {
      const e = pendingEffect(s, m.effect);
      if (e.icon === "ruby") {
        const n = Math.min(s.rubies, has(playerOf(s, player), "ali-baba") ? 2 : 1);
        return `${who} resolves ${effectText(e)}: takes ${n === 1 ? "a ruby" : `${n} rubies`}`;
      }
      return `${who} resolves ${effectText(e)}: ${GAINS[e.icon]}`;
    }
    case "takeObjective": {
      const e = pendingEffect(s, m.effect);
      const owner = s.players.findIndex((p) => p.objectives.some((o) => o.id === m.objective));
      return `${who} resolves ${effectText(e)}: takes objective ${m.objective} ${owner >= 0 ? `from ${seatLabel(owner)}` : "from the middle"}`;
    }
    case "declineEffect":
      return `${who} declines ${effectText(pendingEffect(s, m.effect))}`;
    case "genieMove":
      return `${who} uses the genie: moves ${playerOf(s, player).realm[m.from]} from cell ${m.from} to cell ${m.to}`;
    case "genieSwap":
      return `${who} uses the genie with Hussain: swaps ${playerOf(s, player).realm[m.a]} (cell ${m.a}) and ${playerOf(s, player).realm[m.b]} (cell ${m.b})`;
    case "declineGenie":
      return `${who} declines the genie`;
    case "endTurn":
      return `${who} ends the turn`;
    case "hire":
      return `${who} hires ${nameOf(m.character)} for ${required(character(m.character), "the character").cost} rubies`;
    case "chooseCopy":
      return `${who}'s Zumurrud copies ${nameOf(m.character)}`;
    case "zeinabTrade": {
      const givesMosaic = playerOf(s, player).mosaics.includes(m.give);
      return `${who} trades ${givesMosaic ? "mosaic" : "stall"} card ${m.give} with Zeinab for the top ${givesMosaic ? "stall" : "mosaic"} card`;
    }
  }
}
