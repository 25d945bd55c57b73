/** Who decides now and what kind of choice it is (the uniform `decision(state)` of every game). */
import type { Decision, PlayerId } from "../../core/shared.js";
import { top } from "./rules.js";
import type { KaresansuiDecision, KaresansuiDecisionKind, KaresansuiState } from "./state.js";
import { gardenerName, seatsText, tileCode } from "./text.js";

/** What a decision asks, as the second half of a prompt sentence; `current` is the seat whose turn it is. */
function ask(d: KaresansuiDecision, current: PlayerId): string {
  switch (d.kind) {
    case "step1":
      return `choose what to do with the drawn ${tileCode(d.tile)} tile`;
    case "gift":
      return `accept or decline ${seatsText([d.from])}'s gift of the ${tileCode(d.tile)} tile`;
    case "steal":
      return `declare a steal of the ${tileCode(d.tile)} tile ${seatsText([current])} is placing, or pass`;
    case "stealReaction":
      return `let the declared steal of the ${tileCode(d.tile)} tile happen, or cancel it with Shigemori Mirei`;
    case "extraDrawn":
      return `place the drawn ${tileCode(d.tile)} tile too, or keep it in storage`;
    case "placeCell": {
      const what = d.origin === "steal" ? "stolen " : d.origin === "gift" ? "gift " : "";
      return `choose the cell for the ${what}${tileCode(d.tile)} tile`;
    }
    case "step2":
      return "choose the Step-2 action (zazen, move the monk, take a stone or use a gardener card)";
    case "bonusMove":
      return "move the monk one step for free, or leave it where it is";
    case "stone":
      return `take and place a stone with ${gardenerName(d.card)}${d.optional ? ", or take none" : ""}`;
    case "monkAnywhere":
      return `move the monk to any tile of the garden (${gardenerName(d.card)})`;
    case "drawnTiles":
      return `place or discard the tiles drawn with ${gardenerName(d.card)} (${d.tiles.map(tileCode).join(", ")})`;
    case "takeStored":
      return `take another player's stored tile into the garden with ${gardenerName(d.card)}, or stop`;
    case "moveStone":
      return `move one stone of the garden to another tile (${gardenerName(d.card)})`;
    case "swapTiles":
      return `swap two tiles of the garden (${gardenerName(d.card)})`;
  }
}

/**
 * Who decides now and what kind of choice (the top of the decision stack, whose seats are exactly
 * the ones that may act), or null once the game is over.
 */
export function decision(s: KaresansuiState): Decision<KaresansuiDecisionKind> | null {
  return s.over ? null : top(s);
}

/** The prompt of a pending decision. */
export function prompt(s: KaresansuiState): string {
  return promptOf(top(s), s.current);
}

/** The one-sentence prompt of a pending decision, naming who decides ("Player 2: accept or decline …"). */
export function promptOf(d: KaresansuiDecision, current: PlayerId): string {
  return `${seatsText(d.players)}: ${ask(d, current)}`;
}
