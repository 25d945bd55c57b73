/**
 * Why a move is refused: the words for a well-formed move that the generator does not list. This
 * decides nothing (legality is what `generate` lists); it names the rule, asking the same rule
 * predicates as generation which one the move breaks, or falls back to a generic refusal.
 */
import { seatLabel, type PlayerId, type RuleViolation } from "../../core/shared.js";
import { cellName } from "./board.js";
import { STONE_THRESHOLD, type GardenerId, type StoneKind } from "./data.js";
import { violation, type KaresansuiMoveErrorCode } from "./errors.js";
import {
  counterProblem,
  discardProblem,
  EFFECT_OF,
  gardenerProblem,
  giveProblem,
  isFull,
  monkStepProblem,
  moveStoneProblem,
  placeCellProblem,
  playerAt,
  stoneCellProblem,
  stoneKindProblem,
  stoneRulesOf,
  storedTile,
  swapProblem,
  takeStoredProblem,
  top,
  turnProblem,
  type Refusal,
} from "./rules.js";
import type { DecisionKind, KaresansuiMove, KaresansuiMoveType, KaresansuiPlayer, KaresansuiState } from "./state.js";

/** Which decisions accept each move type. */
const ACCEPTED_IN: Readonly<Record<KaresansuiMoveType, readonly DecisionKind[]>> = {
  place: ["step1", "extraDrawn"],
  placeStored: ["step1"],
  give: ["step1"],
  discard: ["step1"],
  keep: ["step1", "extraDrawn"],
  acceptGift: ["gift"],
  declineGift: ["gift"],
  declareSteal: ["steal"],
  passSteal: ["steal"],
  counterSteal: ["stealReaction"],
  allowSteal: ["stealReaction"],
  placeCell: ["placeCell"],
  zazen: ["step2"],
  moveMonk: ["step2", "bonusMove", "monkAnywhere"],
  takeStone: ["step2", "stone"],
  useGardener: ["step2"],
  skipBonus: ["bonusMove"],
  skipStone: ["stone"],
  placeDrawn: ["drawnTiles"],
  discardDrawn: ["drawnTiles"],
  takeStored: ["takeStored"],
  stopTaking: ["takeStored"],
  moveStone: ["moveStone"],
  swapTiles: ["swapTiles"],
};

/** What a decision waits for, in words. */
const DECISION_WORDS: Readonly<Record<DecisionKind, string>> = {
  step1: "the Step-1 choice for the drawn tile (place, placeStored, give, discard or keep)",
  extraDrawn: "what to do with the drawn tile after placing the stored one (place or keep)",
  gift: "the answer to a gift (acceptGift or declineGift)",
  steal: "steal declarations (declareSteal or passSteal)",
  stealReaction: "the placer's answer to a steal (counterSteal or allowSteal)",
  placeCell: "the cell for a tile (placeCell)",
  step2: "the Step-2 action (zazen, moveMonk, takeStone or useGardener)",
  bonusMove: "the bonus monk move (moveMonk or skipBonus)",
  stone: "a stone from a gardener card (takeStone or skipStone)",
  monkAnywhere: "the monk's new tile (moveMonk)",
  drawnTiles: "the gardener's drawn tiles (placeDrawn or discardDrawn)",
  takeStored: "tiles from other storage slots (takeStored or stopTaking)",
  moveStone: "which stone to move (moveStone)",
  swapTiles: "which two tiles to swap (swapTiles)",
};

/** The refusal of a move whose broken rule has no words of its own. */
const NOT_LEGAL: RuleViolation = { code: "ILLEGAL_MOVE", message: "Karesansui: that move is not legal now." };
const ONE_GARDENER = "Gardener: at most one gardener card per turn.";
const NOT_DRAWN = "Gardener: that tile is not among the drawn tiles.";
const GARDEN_COMPLETE = "Gardener: your garden is complete.";

/** The words of some refusals of one kind of move, by code. */
type Words = Partial<Record<KaresansuiMoveErrorCode, string>>;

/** A refusal in words, or the generic one when no rule was named. */
const worded = (code: Refusal, words: Words): RuleViolation => (code === null ? NOT_LEGAL : violation(code, words[code] ?? NOT_LEGAL.message));

/** The words of a refused tile placement on `cell`, turned or not. */
const placementWords = (cell: number): Words => ({
  ROTATION_OFF: "Placement: tiles keep their printed orientation (A9); config allowRotate180 is off.",
  ROTATION_IDENTICAL: "Placement: this tile looks the same turned by 180°; place it without rotated.",
  CELL_OCCUPIED: `Placement: ${cellName(cell)} already holds a tile.`,
  FIRST_TILE_CORNER: "Placement: the first tile of a garden goes in the top-left or bottom-left corner.",
  NOT_ADJACENT: `Placement: a new tile must be orthogonally adjacent to a tile already placed; ${cellName(cell)} is not.`,
});

/** Why `tile` cannot go on `cell` (turned when `rotated`), in words. */
const placement = (s: KaresansuiState, pl: KaresansuiPlayer, tile: number, cell: number, rotated: boolean | undefined): RuleViolation =>
  worded((rotated ? turnProblem(s, tile) : null) ?? placeCellProblem(pl, cell), placementWords(cell));

/** The words of a refused stone of `kind` on `cell`. */
const stoneWords = (pl: KaresansuiPlayer, kind: StoneKind, cell: number): Words => ({
  NO_VIRTUE: "Stone: taking a stone needs at least 1 virtue.",
  VIRTUE_TOO_LOW: `Stone: a ${kind} stone needs virtue ${STONE_THRESHOLD[kind]} or more; you have ${pl.virtue}.`,
  SUPPLY_EMPTY: `Stone: no ${kind} stone is left on the temple board.`,
  SECOND_BOAT: "Stone: each player may own only one boat stone.",
  NO_TILE: `Stone: stones go on tiles; ${cellName(cell)} is empty.`,
  STONE_PRESENT: `Stone: ${cellName(cell)} already holds a stone (one stone per tile).`,
  NOT_MONK_COLUMN: "Stone: the stone goes on a tile in your monk's column (anywhere only with virtue 6).",
  MOSS_RULE: "Stone: orthogonally neighbouring stones must both stand on moss tiles.",
});

/** Why a gardener card has no effect now, by its effect. */
function noEffectWords(pl: KaresansuiPlayer, card: GardenerId): string {
  switch (EFFECT_OF[card].kind) {
    case "stone":
      return "Gardener: no stone can be taken and placed now.";
    case "drawTiles":
      return isFull(pl) ? "Gardener: your garden is complete; no drawn tile could be placed." : "Gardener: no tile is left to draw.";
    case "monkAnywhere":
      return pl.placed === 0 ? "Gardener: your garden has no tile for the monk." : "Gardener: the monk is already on your only tile and no stone can be taken.";
    case "takeStored":
      return "Gardener: no other player's storage holds a tile you could place.";
    case "moveStone":
      return "Gardener: none of your stones can move.";
    default:
      return "Gardener: no two tiles of your garden can be swapped.";
  }
}

/** The rule a well-formed move of an active seat breaks, given that `generate` does not list it. */
export function explain(s: KaresansuiState, m: KaresansuiMove, player: PlayerId): RuleViolation {
  const d = top(s);
  if (!ACCEPTED_IN[m.type].includes(d.kind)) {
    return violation("WRONG_DECISION", `Karesansui: "${m.type}" is not possible now; waiting for ${DECISION_WORDS[d.kind]}.`);
  }
  const pl = playerAt(s, player);
  const n = s.players.length;
  switch (m.type) {
    // A move type whose decision lists it but for one rule is refused by that rule.
    case "place":
      return violation("GARDEN_FULL", "Step 1: your garden is complete; the drawn tile goes into storage.");
    case "placeStored":
      return violation("STORAGE_EMPTY", "Step 1: placing from storage needs a tile in your storage slot.");
    case "keep":
      return violation("STORAGE_FULL", "Step 1: the storage slot holds one tile and is already taken.");
    case "skipStone":
      return violation("NOT_OPTIONAL", "Gardener: this card's stone must be taken.");
    case "discardDrawn":
      return violation("NOT_DRAWN", NOT_DRAWN);
    case "give":
      return worded(giveProblem(s, d.kind === "step1" ? d.refused : [], player, m.to), {
        END_TRIGGERED: "Step 1: once a garden is complete nobody may give tiles away.",
        NO_SUCH_PLAYER: `Step 1: there is no ${seatLabel(m.to)} in this ${n}-player game.`,
        GIVE_SELF: "Step 1: a tile is given to another player.",
        GARDEN_FULL: `Step 1: ${seatLabel(m.to)}'s garden is complete and cannot take a tile.`,
        GIFT_REFUSED: `Step 1: ${seatLabel(m.to)} already declined this tile.`,
      });
    case "discard":
      return worded(discardProblem(s, pl), {
        END_TRIGGERED: "Step 1: once a garden is complete nobody may discard tiles.",
        NO_VIRTUE: "Step 1: discarding costs 1 virtue; you have none (A5).",
      });
    case "counterSteal":
      return worded(counterProblem(s, pl), {
        NO_COUNTER_CARD: "Steal: only the holder of an unused Shigemori card may cancel a steal.",
        ONE_GARDENER_PER_TURN: ONE_GARDENER,
      });
    case "placeCell":
      return d.kind === "placeCell" ? placement(s, pl, d.tile, m.cell, m.rotated) : NOT_LEGAL;
    case "moveMonk":
      return worded(d.kind === "monkAnywhere" ? (pl.tiles[m.to] === null ? "NO_TILE" : null) : monkStepProblem(pl, m.to), {
        NO_MONK: "Monk: the monk enters the garden with its first tile; there is none yet.",
        NOT_ADJACENT: "Monk: the monk moves one space up, down, left or right.",
        NO_TILE: "Monk: the monk moves only onto a tile.",
      });
    case "takeStone": {
      const rules = stoneRulesOf(d);
      return worded(stoneKindProblem(s, pl, m.kind, rules) ?? stoneCellProblem(pl, m.cell, rules), stoneWords(pl, m.kind, m.cell));
    }
    case "useGardener":
      return worded(gardenerProblem(s, player, m.card), {
        CARD_NOT_HELD: `Gardener: you do not hold an unused ${m.card} card.`,
        ONE_GARDENER_PER_TURN: ONE_GARDENER,
        REACTION_CARD: "Gardener: this card is used only in answer to a steal, not as a Step-2 action.",
        CARD_NO_EFFECT: noEffectWords(pl, m.card),
      });
    case "placeDrawn":
      if (d.kind !== "drawnTiles") return NOT_LEGAL;
      if (!d.tiles.includes(m.tile)) return violation("NOT_DRAWN", NOT_DRAWN);
      if (d.placesLeft <= 0) return violation("NO_PLACEMENTS_LEFT", "Gardener: no more drawn tiles may be placed.");
      if (isFull(pl)) return violation("GARDEN_FULL", GARDEN_COMPLETE);
      return placement(s, pl, m.tile, m.cell, m.rotated);
    case "takeStored": {
      const code = takeStoredProblem(s, player, m.from);
      // Allowed: `m.from` is another seat whose storage slot holds a tile.
      if (code === null) return placement(s, pl, storedTile(playerAt(s, m.from)), m.cell, m.rotated);
      return worded(code, {
        NO_SUCH_PLAYER: `Gardener: there is no ${seatLabel(m.from)} in this ${n}-player game.`,
        OWN_STORAGE: "Gardener: tiles are taken from other players' storage slots.",
        STORAGE_EMPTY: `Gardener: ${seatLabel(m.from)}'s storage slot is empty.`,
        GARDEN_FULL: GARDEN_COMPLETE,
      });
    }
    case "moveStone":
      return worded(moveStoneProblem(pl, m.from, m.to), {
        NO_STONE: `Move stone: ${cellName(m.from)} holds no stone of yours.`,
        SAME_CELL: "Move stone: the stone must move to another tile.",
        NO_TILE: `Move stone: stones go on tiles; ${cellName(m.to)} is empty.`,
        STONE_PRESENT: `Move stone: ${cellName(m.to)} already holds a stone.`,
        MOSS_RULE: "Move stone: orthogonally neighbouring stones must both stand on moss tiles.",
      });
    case "swapTiles":
      return worded(swapProblem(pl, m.a, m.b), {
        SWAP_ORDER: "Swap tiles: name the two cells with a < b.",
        NO_TILE: "Swap tiles: both cells must hold tiles of your garden.",
        MOSS_RULE: "Swap tiles: afterwards neighbouring stones would not both stand on moss.",
      });
    default:
      // Answers that every decision accepting them lists (zazen, acceptGift, passSteal, …).
      return NOT_LEGAL;
  }
}
