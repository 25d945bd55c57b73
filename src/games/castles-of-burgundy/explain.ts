/**
 * Why a well-formed move that move generation (generate.ts) does not list is refused: the rule it
 * breaks, found by the cheap checks of its form in order. Legality itself is only the listing.
 */
import { required } from "../../core/required.js";
import { topDecision, type CoreMoveErrorCode, type PlayerId, type RuleViolation } from "../../core/shared.js";
import { ANY_VALUE_DIE, BLACK_DEPOT_PRICE, BUILDING, GOODS_STORAGE, KNOWLEDGE_TILES as KT, tileColour } from "./data.js";
import { buildingClash, estateOf, has, isRolledDie, knowledgeMask, openSpace, tileOn } from "./rules.js";
import type { CobMove, CobState, DecisionKind } from "./state.js";

/** The move types that answer each kind of decision (to word a refusal of another type). */
const ALLOWED: Readonly<Record<DecisionKind, readonly string[]>> = {
  startCastle: ["placeStartCastle"],
  turn: ["take", "place", "sell", "workers", "buy", "endTurn"],
  discard: ["discard"],
  castle: ["take", "place", "sell", "workers", "buy"],
  ship: ["ship", "buy"],
  market: ["take", "skip", "buy"],
  carpentersWorkshop: ["take", "skip", "buy"],
  church: ["take", "skip", "buy"],
  warehouse: ["sell", "skip", "buy"],
  cityHall: ["place", "skip", "buy"],
};

/** The codes of the rules a well-formed move can break (see docs/rules/castles-of-burgundy.md, "API notes"). */
export type CobRuleCode =
  | "WRONG_DECISION"
  | "NO_FREE_ACTION"
  | "FREE_ACTION_DIE"
  | "DIE_USED"
  | "TILE_NOT_IN_DEPOT"
  | "NOT_ENOUGH_WORKERS"
  | "BUILDING_CANNOT_TAKE"
  | "TILE_NOT_IN_STORAGE"
  | "COLOUR_MISMATCH"
  | "NUMBER_MISMATCH"
  | "SPACE_OCCUPIED"
  | "NOT_ADJACENT"
  | "BUILDING_IN_CITY"
  | "NO_GOODS"
  | "ALREADY_BOUGHT"
  | "BLACK_DEPOT_ONLY"
  | "CANNOT_PAY"
  | "ILLEGAL_SHIP_CHOICE"
  | "DICE_UNUSED"
  | "START_CASTLE_SPACE"
  | "ILLEGAL_MOVE";

/** Every code an `IllegalMoveError` of this game carries: core's and the rule codes. */
export type CobMoveErrorCode = CoreMoveErrorCode | CobRuleCode;

const v = (code: CobRuleCode, message: string): RuleViolation => ({ code, message: `Castles of Burgundy: ${message}` });

/** The rule a move of `player` that is not among the legal moves breaks. */
export function explain(s: CobState, move: CobMove, player: PlayerId): RuleViolation {
  const top = required(topDecision(s.decisions), "the pending decision");
  if (!ALLOWED[top.kind].includes(move.type)) {
    return v("WRONG_DECISION", `a "${move.type}" move does not answer the pending "${top.kind}" decision.`);
  }
  const p = required(s.players[player], "the moving player");
  const e = estateOf(s, player);
  const mask = knowledgeMask(p, e);
  if ("die" in move) {
    if (top.kind === "turn" && move.die === ANY_VALUE_DIE) return v("NO_FREE_ACTION", `die ${ANY_VALUE_DIE} (the any-value action) exists only for a castle or building effect.`);
    if (top.kind !== "turn" && move.die !== ANY_VALUE_DIE) return v("FREE_ACTION_DIE", `a castle or building effect is carried out with the free die (die ${ANY_VALUE_DIE}), not a rolled die.`);
    if (isRolledDie(move.die) && p.dice[move.die] === null) return v("DIE_USED", `the ${move.die === 0 ? "first" : "second"} rolled die (die ${move.die}) has already been used this turn.`);
  }
  switch (move.type) {
    case "take":
      if (!required(s.depots[move.value], "the depot of the die's number").includes(move.tile))
        return v("TILE_NOT_IN_DEPOT", `depot ${move.value} holds no such tile; a die takes from the depot of its number.`);
      if (isRolledDie(move.die)) return v("NOT_ENOUGH_WORKERS", "changing the die to that number needs more workers than the player has (1 worker per ±1 step).");
      return v("BUILDING_CANNOT_TAKE", "this effect cannot take that kind of tile.");
    case "place": {
      if (!p.storage.includes(move.tile)) return v("TILE_NOT_IN_STORAGE", "only a tile from the player's storage can be placed.");
      if (e.colour[move.space] !== tileColour(move.tile)) return v("COLOUR_MISMATCH", "a tile must go on a space of its own colour.");
      if (e.number[move.space] !== move.value) return v("NUMBER_MISMATCH", "the die value must equal the number printed on the space.");
      if (tileOn(p, move.space) >= 0) return v("SPACE_OCCUPIED", "that space already holds a tile.");
      if (!openSpace(p, e, move.space)) return v("NOT_ADJACENT", "a new tile must be adjacent to a tile already placed.");
      if (tileColour(move.tile) === BUILDING && !has(mask, KT.severalBuildingsPerCity) && buildingClash(p, e, move.space, move.tile)) {
        return v("BUILDING_IN_CITY", `each building type may appear only once per city (unless knowledge tile ${KT.severalBuildingsPerCity}).`);
      }
      return v("NOT_ENOUGH_WORKERS", "changing the die to that number needs more workers than the player has.");
    }
    case "sell":
      if (p.goods[move.value - 1] === 0) return v("NO_GOODS", `the player holds no goods of colour ${move.value} to sell.`);
      return v("NOT_ENOUGH_WORKERS", "changing the die to that number needs more workers than the player has.");
    case "buy":
      if (p.bought) return v("ALREADY_BOUGHT", "a player may buy only one tile per turn.");
      if (move.depot !== 0 && !has(mask, KT.buyFromAnyDepot)) return v("BLACK_DEPOT_ONLY", `tiles are bought from the black depot (any depot only with knowledge tile ${KT.buyFromAnyDepot}).`);
      if (!required(s.depots[move.depot], "the depot of the purchase").includes(move.tile)) return v("TILE_NOT_IN_DEPOT", "that depot holds no such tile.");
      return v("CANNOT_PAY", `a purchase costs ${BLACK_DEPOT_PRICE} silverlings (workers may pay only with knowledge tile ${KT.buyFromAnyDepot}).`);
    case "discard":
      return v("TILE_NOT_IN_STORAGE", "only a tile already in storage can be discarded.");
    case "ship":
      return v("ILLEGAL_SHIP_CHOICE", `a ship takes all goods of one depot (two adjacent with knowledge ${KT.shipTakesAdjacentDepot}), as many colours as fit in the ${GOODS_STORAGE} goods spaces.`);
    case "endTurn":
      return v("DICE_UNUSED", "both dice must be used before the turn ends.");
    case "placeStartCastle":
      return v("START_CASTLE_SPACE", "the start castle goes on a castle (dark green) space of the player's estate board.");
    default:
      return v("ILLEGAL_MOVE", "that move is not legal now.");
  }
}
