/** Human-readable descriptions of moves. */
import { character } from "./characters.js";
import { slotRow } from "./constants.js";
import type { AlmadiMove, AlmadiState } from "./state.js";

const ICONS = { marteline: "takes a mosaic card", stall: "takes a stall card", ruby: "takes a ruby", moon: "takes an objective" } as const;

/** One line describing a move, e.g. `"takes O05 from board row 2 and places it on 2,3"`. */
export function describeMove(s: AlmadiState, m: AlmadiMove): string {
  switch (m.type) {
    case "chooseStartTile":
      return `chooses starting tile ${m.tile}`;
    case "keepCharacters":
      return `keeps ${m.keep.join(" and ")}`;
    case "place":
      return `takes ${s.board[m.slot] ?? "?"} from board row ${slotRow(m.slot)} and places it on ${m.cell}`;
    case "aliDraw":
      return "draws a landscape from the supply with Ali";
    case "aliPlace":
      return `places the drawn ${s.turn?.aliTile ?? "landscape"} on ${m.cell}`;
    case "aliSwap":
      return `swaps the drawn ${s.turn?.aliTile ?? "landscape"} for ${s.board[m.slot] ?? "?"} (board row ${slotRow(m.slot)}) and places that on ${m.cell}`;
    case "resolveEffect": {
      const e = s.turn?.pending[m.effect];
      return e ? `${ICONS[e.icon]} (${e.tile} ${e.edge})` : `resolves effect ${m.effect}`;
    }
    case "takeObjective": {
      const owner = s.players.findIndex((p) => p.objectives.some((o) => o.id === m.objective));
      return `takes objective ${m.objective} ${owner >= 0 ? `from player ${owner}` : "from the middle"}`;
    }
    case "declineEffect": {
      const e = s.turn?.pending[m.effect];
      return `declines ${e ? `the ${e.icon} of ${e.tile}` : `effect ${m.effect}`}`;
    }
    case "genieMove":
      return `genie: moves ${s.players[s.current]?.realm[m.from] ?? "?"} from ${m.from} to ${m.to}`;
    case "genieSwap":
      return `genie (Hussain): swaps the landscapes on ${m.a} and ${m.b}`;
    case "declineGenie":
      return "declines the genie";
    case "endTurn":
      return "ends the turn";
    case "hire":
      return `hires ${character(m.character)?.name ?? m.character}`;
    case "chooseCopy":
      return `Zumurrud copies ${character(m.character)?.name ?? m.character}`;
    case "zeinabTrade":
      return `Zeinab: trades ${m.give} for the top ${s.players[s.current]?.mosaics.includes(m.give) ? "stall" : "mosaic"} card`;
  }
}
