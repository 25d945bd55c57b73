import type { Decision, PlayerId, RngState } from "../../core/shared.js";
import type { EstateId, TileCode } from "./data.js";

/** Options of a game. */
export interface CobConfig {
  /** Estate board every player uses: "1" to "10" (2019 edition) or "4se", "8se" (the Special Edition's reworked 4 and 8); ignored when `estates` is given. */
  readonly estate: EstateId;
  /** Optional estate board of each seat (one id per player): players may play on different boards. */
  readonly estates?: readonly EstateId[];
  /** Deal each player 3 random goods tiles at setup (rulebook; the seed does not mention it). */
  readonly startGoods: boolean;
}

/** Victory points earned during play, by category. */
export interface EarnedPoints {
  readonly areas: number;
  readonly colourBonus: number;
  readonly animals: number;
  readonly sales: number;
  readonly watchtowers: number;
}

/** One player's estate, storage and supplies. */
export interface CobPlayer {
  /** Tile on each estate space, or -1 when empty. */
  readonly estate: readonly number[];
  /** Six-sided tiles in storage (at most 3), sorted. */
  readonly storage: readonly TileCode[];
  /** Unsold goods tiles per goods colour 1–6 (index 0–5); at most 3 colours non-zero. */
  readonly goods: readonly number[];
  /** Sold goods tiles per goods colour. */
  readonly sold: readonly number[];
  readonly silver: number;
  readonly workers: number;
  readonly points: EarnedPoints;
  /** Space on the turn-order track. */
  readonly track: number;
  /** Arrival stamp on that space: a later arrival (higher stamp) lies on top and goes first. */
  readonly trackStamp: number;
  /** This round's two dice; null once used. */
  readonly dice: readonly (number | null)[];
  /** Whether the player has bought a tile this turn. */
  readonly bought: boolean;
}

/**
 * Kinds of pending decision. `startCastle`: before round 1, a player whose estate board has no
 * castle on its centre space chooses the castle space of the start castle.
 */
export type DecisionKind = "startCastle" | "turn" | "discard" | "castle" | "ship" | "market" | "carpentersWorkshop" | "church" | "warehouse" | "cityHall";

/**
 * A pending decision (a core {@link Decision}); `tile` is the tile the decision holds outside every
 * supply, storage and estate: the incoming tile of a discard, the start castle of a startCastle
 * decision; else -1.
 */
export interface CobDecision extends Decision<DecisionKind> {
  readonly tile: number;
}

/** The whole game state. */
export interface CobState {
  readonly game: "castles-of-burgundy";
  readonly config: CobConfig;
  readonly players: readonly CobPlayer[];
  /** Phase 0–4 (A–E); 5 once the game is over. */
  readonly phase: number;
  /** Round 0–4 within the phase. */
  readonly round: number;
  /** This round's turn order and whose turn it is. */
  readonly turnOrder: readonly PlayerId[];
  readonly turnIndex: number;
  /** Six-sided tiles on the depots: index 0 = black depot, 1–6 = numbered depots (sorted). */
  readonly depots: readonly (readonly TileCode[])[];
  /** Goods tiles on each depot's goods space (index 1–6; 0 = black, always empty), per goods colour 1–6 (index 0–5). */
  readonly depotGoods: readonly (readonly number[])[];
  /** This phase's goods tiles still to come, in round order (face up, rulebook). */
  readonly roundGoods: readonly number[];
  /** Face-down goods stacks of the later phases (goods colours 1–6). Hidden. */
  readonly goodsStacks: readonly (readonly number[])[];
  /** Goods tiles not used this game. Hidden. */
  readonly spareGoods: readonly number[];
  /** Face-down supply piles by back colour (0–5) and black (6), sorted multisets. */
  readonly supply: readonly (readonly TileCode[])[];
  /** Six-sided tiles removed from the game (discards, phase-end clear-outs). */
  readonly removed: number;
  /** The white die of this round. */
  readonly whiteDie: number;
  /** Holder of the large and small colour-bonus tile of each colour, or null. */
  readonly bonusLarge: readonly (PlayerId | null)[];
  readonly bonusSmall: readonly (PlayerId | null)[];
  /** Next arrival stamp on the turn-order track. */
  readonly nextStamp: number;
  /** Pending decisions, top last. Empty once the game is over. */
  readonly decisions: readonly CobDecision[];
  readonly rng: RngState | null;
}

/** The moves: declared once, in moves.ts (the grammar), from which these types derive. */
export type { BuyMove, CobMove, DiscardMove, EndTurnMove, PlaceMove, PlaceStartCastleMove, SellMove, ShipMove, SkipMove, TakeMove, WorkersMove } from "./moves.js";

/** What one player may see. */
export interface CobView {
  readonly game: "castles-of-burgundy";
  readonly config: CobConfig;
  readonly viewer: PlayerId | "spectator";
  readonly players: readonly CobPlayer[];
  readonly phase: number;
  readonly round: number;
  readonly turnOrder: readonly PlayerId[];
  readonly turnIndex: number;
  readonly depots: readonly (readonly TileCode[])[];
  readonly depotGoods: readonly (readonly number[])[];
  readonly roundGoods: readonly number[];
  /** Sizes of the face-down goods stacks of the later phases (their goods are hidden). */
  readonly goodsStackSizes: readonly number[];
  /**
   * What is left in each face-down supply pile, as sorted multisets. Public by counting: every tile
   * that left a pile was laid out face up on the depots of that pile, and which tile comes out next
   * is decided by the PRNG, not by an order.
   */
  readonly supply: readonly (readonly TileCode[])[];
  readonly removed: number;
  readonly whiteDie: number;
  readonly bonusLarge: readonly (PlayerId | null)[];
  readonly bonusSmall: readonly (PlayerId | null)[];
  /** Next arrival stamp on the turn-order track (public: the order in which pieces arrived). */
  readonly nextStamp: number;
  readonly decisions: readonly CobDecision[];
}
