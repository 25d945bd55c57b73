/** Legal moves of one player and rule checks naming the broken rule. */
import { seatLabel, type PlayerId, type RuleViolation } from "../../core/shared.js";
import { CELLS, TURN_CHANGES_ART } from "./board.js";
import type { GardenerId } from "./data.js";
import { violation } from "./errors.js";
import {
  counterCard,
  gardenerProblem,
  isFull,
  monkStepProblem,
  monkSteps,
  moveStoneProblem,
  NORMAL_STONE,
  placeableCells,
  placeCellProblem,
  stoneCellProblem,
  stoneKindProblem,
  stoneMoves,
  stoneOptions,
  storedTilesOf,
  swapProblem,
  tileSwaps,
  type StoneRules,
} from "./rules.js";
import type { DecisionKind, KaresansuiDecision, KaresansuiMove, KaresansuiMoveType, KaresansuiState } from "./state.js";

const M = <T extends KaresansuiMove>(m: T): T => Object.freeze(m);
const PLACE = M({ type: "place" });
const PLACE_STORED = M({ type: "placeStored" });
const DISCARD = M({ type: "discard" });
const KEEP = M({ type: "keep" });
const ACCEPT = M({ type: "acceptGift" });
const DECLINE = M({ type: "declineGift" });
const DECLARE = M({ type: "declareSteal" });
const PASS = M({ type: "passSteal" });
const COUNTER = M({ type: "counterSteal" });
const ALLOW = M({ type: "allowSteal" });
const ZAZEN = M({ type: "zazen" });
const SKIP_BONUS = M({ type: "skipBonus" });
const SKIP_STONE = M({ type: "skipStone" });
const STOP = M({ type: "stopTaking" });

/** The decision on top of the stack. */
export function top(s: KaresansuiState): KaresansuiDecision {
  return s.stack[s.stack.length - 1]!;
}

/** The stone rules of a decision that takes a stone. */
function stoneRulesOf(d: KaresansuiDecision): StoneRules {
  return d.kind === "stone" ? d : NORMAL_STONE;
}

/** Whether `tile` may be placed turned by 180°: the A9 variant is on and turning changes its art. */
function canTurn(s: KaresansuiState, tile: number): boolean {
  return s.config.allowRotate180 && TURN_CHANGES_ART[tile]!;
}

/** Why `rotated: true` is not allowed for `tile` (A9), or null. */
function turnProblem(s: KaresansuiState, tile: number): RuleViolation | null {
  if (!s.config.allowRotate180) return v("ROTATION_OFF", "Placement: tiles keep their printed orientation (A9); config allowRotate180 is off.");
  if (!TURN_CHANGES_ART[tile]) return v("ROTATION_IDENTICAL", "Placement: this tile looks the same turned by 180°; place it without rotated.");
  return null;
}

/** Every legal move of `player` (an active player). */
export function legalMoves(s: KaresansuiState, player: PlayerId): KaresansuiMove[] {
  const d = top(s);
  const pl = s.players[player]!;
  const out: KaresansuiMove[] = [];
  switch (d.kind) {
    case "step1": {
      out.push(PLACE);
      if (pl.storage !== null) out.push(PLACE_STORED);
      else out.push(KEEP);
      if (!s.endTriggered) {
        for (let q = 0; q < s.players.length; q++) {
          if (q !== player && !isFull(s.players[q]!) && !d.refused.includes(q)) out.push({ type: "give", to: q });
        }
        if (pl.virtue >= 1) out.push(DISCARD);
      }
      return out;
    }
    case "extraDrawn":
      // A6 "extra": place the drawn tile too (if the garden still has room) or store it.
      return isFull(pl) ? [KEEP] : [PLACE, KEEP];
    case "gift":
      return [ACCEPT, DECLINE];
    case "steal":
      return [DECLARE, PASS];
    case "stealReaction":
      return counterCard(pl) !== null && !s.gardenerUsed ? [COUNTER, ALLOW] : [ALLOW];
    case "placeCell": {
      const turn = canTurn(s, d.tile);
      for (const cell of placeableCells(pl)) {
        out.push({ type: "placeCell", cell });
        if (turn) out.push({ type: "placeCell", cell, rotated: true });
      }
      return out;
    }
    case "step2": {
      out.push(ZAZEN);
      for (const to of monkSteps(pl)) out.push({ type: "moveMonk", to });
      if (pl.virtue >= 1) for (const o of stoneOptions(s, player, NORMAL_STONE)) out.push({ type: "takeStone", kind: o.kind, cell: o.cell });
      for (const card of pl.gardeners) if (gardenerProblem(s, player, card) === null) out.push({ type: "useGardener", card });
      return out;
    }
    case "bonusMove":
      for (const to of monkSteps(pl)) out.push({ type: "moveMonk", to });
      out.push(SKIP_BONUS);
      return out;
    case "stone":
      for (const o of stoneOptions(s, player, d)) out.push({ type: "takeStone", kind: o.kind, cell: o.cell });
      if (d.optional) out.push(SKIP_STONE);
      return out;
    case "monkAnywhere":
      for (let c = 0; c < CELLS; c++) if (pl.tiles[c] !== null) out.push({ type: "moveMonk", to: c });
      return out;
    case "drawnTiles": {
      const seen = new Set<number>();
      const cells = d.placesLeft > 0 ? placeableCells(pl) : [];
      for (const tile of d.tiles) {
        if (seen.has(tile)) continue;
        seen.add(tile);
        const turn = canTurn(s, tile);
        for (const cell of cells) {
          out.push({ type: "placeDrawn", tile, cell });
          if (turn) out.push({ type: "placeDrawn", tile, cell, rotated: true });
        }
        out.push({ type: "discardDrawn", tile });
      }
      return out;
    }
    case "takeStored": {
      const cells = placeableCells(pl);
      for (const from of storedTilesOf(s, player)) {
        const turn = canTurn(s, s.players[from]!.storage!);
        for (const cell of cells) {
          out.push({ type: "takeStored", from, cell });
          if (turn) out.push({ type: "takeStored", from, cell, rotated: true });
        }
      }
      out.push(STOP);
      return out;
    }
    case "moveStone":
      for (const m of stoneMoves(pl)) out.push({ type: "moveStone", from: m.from, to: m.to });
      return out;
    case "swapTiles":
      for (const m of tileSwaps(pl)) out.push({ type: "swapTiles", a: m.a, b: m.b });
      return out;
  }
}

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
export const DECISION_WORDS: Readonly<Record<DecisionKind, string>> = {
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

const v = violation;

/** Why a well-formed move of an active player is illegal, or null. Agrees exactly with {@link legalMoves}. */
export function checkMove(s: KaresansuiState, m: KaresansuiMove, player: PlayerId): RuleViolation | null {
  const d = top(s);
  if (!ACCEPTED_IN[m.type].includes(d.kind)) {
    return v("WRONG_DECISION", `Karesansui: "${m.type}" is not possible now; waiting for ${DECISION_WORDS[d.kind]}.`);
  }
  const pl = s.players[player]!;
  const n = s.players.length;
  switch (m.type) {
    case "place":
      if (d.kind === "extraDrawn" && isFull(pl)) return v("GARDEN_FULL", "Step 1: your garden is complete; the drawn tile goes into storage.");
      return null;
    case "acceptGift":
    case "declineGift":
    case "declareSteal":
    case "passSteal":
    case "allowSteal":
    case "zazen":
    case "skipBonus":
      return null;
    case "placeStored":
      return pl.storage === null ? v("STORAGE_EMPTY", "Step 1: placing from storage needs a tile in your storage slot.") : null;
    case "keep":
      return pl.storage !== null ? v("STORAGE_FULL", "Step 1: the storage slot holds one tile and is already taken.") : null;
    case "give": {
      if (s.endTriggered) return v("END_TRIGGERED", "Step 1: once a garden is complete nobody may give tiles away.");
      if (m.to >= n) return v("NO_SUCH_PLAYER", `Step 1: there is no ${seatLabel(m.to)} in this ${n}-player game.`);
      if (m.to === player) return v("GIVE_SELF", "Step 1: a tile is given to another player.");
      if (isFull(s.players[m.to]!)) return v("GARDEN_FULL", `Step 1: ${seatLabel(m.to)}'s garden is complete and cannot take a tile.`);
      if (d.kind === "step1" && d.refused.includes(m.to)) return v("GIFT_REFUSED", `Step 1: ${seatLabel(m.to)} already declined this tile.`);
      return null;
    }
    case "discard":
      if (s.endTriggered) return v("END_TRIGGERED", "Step 1: once a garden is complete nobody may discard tiles.");
      if (pl.virtue < 1) return v("NO_VIRTUE", "Step 1: discarding costs 1 virtue; you have none (A5).");
      return null;
    case "counterSteal":
      if (counterCard(pl) === null) return v("NO_COUNTER_CARD", "Steal: only the holder of an unused Shigemori card may cancel a steal.");
      if (s.gardenerUsed) return v("ONE_GARDENER_PER_TURN", "Gardener: at most one gardener card per turn.");
      return null;
    case "placeCell":
      return (m.rotated && d.kind === "placeCell" ? turnProblem(s, d.tile) : null) ?? placeCellProblem(pl, m.cell);
    case "moveMonk":
      if (d.kind === "monkAnywhere") return pl.tiles[m.to] === null ? v("NO_TILE", "Monk: the monk moves only onto a tile.") : null;
      return monkStepProblem(pl, m.to);
    case "takeStone": {
      const rules = stoneRulesOf(d);
      return stoneKindProblem(s, pl, m.kind, rules) ?? stoneCellProblem(pl, m.cell, rules);
    }
    case "useGardener":
      return gardenerProblem(s, player, m.card as GardenerId);
    case "skipStone":
      return d.kind === "stone" && !d.optional ? v("NOT_OPTIONAL", "Gardener: this card's stone must be taken.") : null;
    case "placeDrawn": {
      if (d.kind !== "drawnTiles") return null;
      if (!d.tiles.includes(m.tile)) return v("NOT_DRAWN", "Gardener: that tile is not among the drawn tiles.");
      if (d.placesLeft <= 0) return v("NO_PLACEMENTS_LEFT", "Gardener: no more drawn tiles may be placed.");
      if (isFull(pl)) return v("GARDEN_FULL", "Gardener: your garden is complete.");
      return (m.rotated ? turnProblem(s, m.tile) : null) ?? placeCellProblem(pl, m.cell);
    }
    case "discardDrawn":
      if (d.kind === "drawnTiles" && !d.tiles.includes(m.tile)) return v("NOT_DRAWN", "Gardener: that tile is not among the drawn tiles.");
      return null;
    case "takeStored": {
      if (m.from >= n) return v("NO_SUCH_PLAYER", `Gardener: there is no ${seatLabel(m.from)} in this ${n}-player game.`);
      if (m.from === player) return v("OWN_STORAGE", "Gardener: tiles are taken from other players' storage slots.");
      if (s.players[m.from]!.storage === null) return v("STORAGE_EMPTY", `Gardener: ${seatLabel(m.from)}'s storage slot is empty.`);
      if (isFull(pl)) return v("GARDEN_FULL", "Gardener: your garden is complete.");
      return (m.rotated ? turnProblem(s, s.players[m.from]!.storage!) : null) ?? placeCellProblem(pl, m.cell);
    }
    case "stopTaking":
      return null;
    case "moveStone":
      return moveStoneProblem(pl, m.from, m.to);
    case "swapTiles":
      return swapProblem(pl, m.a, m.b);
  }
}
