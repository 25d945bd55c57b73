/** The codes of Karesansui's rule violations (what `IllegalMoveError.code` may say). */
import type { CoreMoveErrorCode, RuleViolation } from "../../core/shared.js";

/**
 * Every code a Karesansui move may be refused with: the core codes (malformed, out of turn, game
 * over…) and one per rule of the game, each named in docs/rules/karesansui.md.
 */
export type KaresansuiMoveErrorCode =
  | CoreMoveErrorCode
  /** The move answers another kind of decision than the pending one. */
  | "WRONG_DECISION"
  // Step 1 and gifts
  | "END_TRIGGERED"
  | "NO_SUCH_PLAYER"
  | "GIVE_SELF"
  | "GARDEN_FULL"
  | "GIFT_REFUSED"
  | "NO_VIRTUE"
  | "STORAGE_EMPTY"
  | "STORAGE_FULL"
  // Steals
  | "NO_COUNTER_CARD"
  // Placing tiles
  | "CELL_OCCUPIED"
  | "FIRST_TILE_CORNER"
  | "NOT_ADJACENT"
  | "ROTATION_OFF"
  | "ROTATION_IDENTICAL"
  // Stones and the monk
  | "VIRTUE_TOO_LOW"
  | "SUPPLY_EMPTY"
  | "SECOND_BOAT"
  | "NO_TILE"
  | "STONE_PRESENT"
  | "NOT_MONK_COLUMN"
  | "MOSS_RULE"
  | "NO_MONK"
  // Gardener cards
  | "CARD_NOT_HELD"
  | "ONE_GARDENER_PER_TURN"
  | "CARD_NO_EFFECT"
  | "REACTION_CARD"
  | "NOT_OPTIONAL"
  | "NOT_DRAWN"
  | "NO_PLACEMENTS_LEFT"
  | "OWN_STORAGE"
  | "NO_STONE"
  | "SAME_CELL"
  | "SWAP_ORDER";

/** A rule violation with one of Karesansui's codes. */
export const violation = (code: KaresansuiMoveErrorCode, message: string): RuleViolation => ({ code, message });
