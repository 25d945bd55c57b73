import type { CoreMoveErrorCode, PlayerId, RngState } from "../../core/shared.js";

/** Queen's Garden options. */
export interface QueensGardenConfig {
  /** Seat that starts round 1 (the rulebook's youngest player). */
  readonly firstPlayer: number;
  /** The variant side of the scoring board; unsupported (no data), must stay false. */
  readonly variant: boolean;
}

/** An expansion placed on an expansion area of a garden. */
export interface PlacedExpansion {
  /** Expansion id = the kind (0–35) printed on its face-up side. */
  readonly expansion: number;
  /** Face up (pavilion + printed hexagon, bought from storage) or face down (7 empty spaces, bought for 6 points). */
  readonly faceUp: boolean;
  /** Petal (0–5) carrying the printed hexagon; 0 for face-down expansions. */
  readonly rotation: number;
}

/** Points by rulebook category; the parts sum to the player's score. */
export interface ScoreParts {
  /** Starting score (15). */
  readonly start: number;
  /** Phase 2: hexagons matching the wheel's categories. */
  readonly wheel: number;
  /** Phase 2: one point per pavilion. */
  readonly pavilions: number;
  /** Points paid for face-down expansions (≤ 0). */
  readonly expansions: number;
  /** First player to pass in a round (≤ 0, as actually lost). */
  readonly firstPass: number;
  /** Items discarded when passing (≤ 0, as actually lost). */
  readonly discards: number;
  /** Final scoring: jokers left in storage. */
  readonly jokers: number;
  /** Final scoring: tiles and expansions left in storage (≤ 0, as actually lost). */
  readonly storage: number;
  /** Final scoring: colour groups of 3+ hexagons. */
  readonly colourGroups: number;
  /** Final scoring: pattern groups of 3+ hexagons. */
  readonly patternGroups: number;
  /** Final scoring: bonus for groups of six. */
  readonly groupsOfSix: number;
}

/** A category of the score breakdown (`score(state).players[i].breakdown`): the keys of {@link ScoreParts}. */
export type QueensGardenBreakdownPart = keyof ScoreParts;

/** One player's garden, storage and score. */
export interface QueensGardenPlayer {
  /** Score track position (never below 0). */
  readonly score: number;
  readonly points: ScoreParts;
  /** Hexagon kind on every cell (see board.ts numbering), -1 when none (empty, ornament or absent). */
  readonly garden: readonly number[];
  /** Expansion on each of the 6 areas, or null. */
  readonly areas: readonly (PlacedExpansion | null)[];
  /** Ornament slots that already gave jokers (0 fountain, 1–6 O0–O5, 7–12 pavilions of areas 0–5). */
  readonly rewarded: readonly boolean[];
  /** Tiles in storage: kinds, ascending. */
  readonly tiles: readonly number[];
  /** Jokers in storage (they take tile spaces). */
  readonly jokers: number;
  /** Face-up expansions in storage: ids, ascending. */
  readonly expansions: readonly number[];
  /** Passed in this round's phase 1. */
  readonly passed: boolean;
}

/** An expansion moved out of the round stack into the display. */
export interface DisplayExpansion {
  readonly expansion: number;
  /** Turned face up once its last tile was taken; then it is itself an item. */
  readonly faceUp: boolean;
  /** Tiles still lying on it (kinds, ascending); empty when face up. */
  readonly tiles: readonly number[];
}

/** A complete Queen's Garden state: plain JSON data. */
export interface QueensGardenState {
  readonly game: "queens-garden";
  readonly config: QueensGardenConfig;
  /** `"actions"` during phase 1; `"over"` after the final scoring. Phases 2 and 3 are automatic. */
  readonly phase: "actions" | "over";
  /** Round 1–4. */
  readonly round: number;
  /** Whose decision it is. */
  readonly current: PlayerId;
  /** Who started this round. */
  readonly starter: PlayerId;
  /** First player to pass this round (holds the first player marker), or null. */
  readonly marker: PlayerId | null;
  /**
   * Null normally. After a pass, while `current` chooses items to discard: the smallest item key
   * still allowed (tile kind k → k, expansion e → 36 + e), so every set of discards has one order.
   */
  readonly discarding: number | null;
  /** Tiles in the bag, counts by kind (draws are uniform from the PRNG). */
  readonly bag: readonly number[];
  /** Tiles in the tower (discard pile), counts by kind. */
  readonly tower: readonly number[];
  /** Current round stack, top first (face down; the top carries `topTiles`). */
  readonly stack: readonly number[];
  /** Tiles on the stack's top expansion, ascending. */
  readonly topTiles: readonly number[];
  /** Round stacks of the later rounds. */
  readonly laterStacks: readonly (readonly number[])[];
  /** Expansions moved out of the stack this round, in order. */
  readonly display: readonly DisplayExpansion[];
  /** Face-down supply, top first. */
  readonly supply: readonly number[];
  readonly players: readonly QueensGardenPlayer[];
  readonly rng: RngState | null;
}

/** The moves: declared once, in moves.ts (the grammar), from which these types derive. */
export type {
  AcquireMove,
  BuyExpansionMove,
  DiscardExpansionMove,
  DiscardTileMove,
  EndPassMove,
  PassMove,
  Payment,
  Pick,
  PlaceExpansionMove,
  PlaceTileMove,
  QueensGardenMove,
  Source,
} from "./moves.js";

/** An expansion on a garden area as a view shows it: `expansion` is null while face down. */
export interface ViewPlacedExpansion {
  readonly expansion: number | null;
  readonly faceUp: boolean;
  readonly rotation: number;
}

/** A display expansion as a view shows it: `expansion` is null while face down. */
export interface ViewDisplayExpansion {
  readonly expansion: number | null;
  readonly faceUp: boolean;
  readonly tiles: readonly number[];
}

/** One player as a view shows them: everything but the ids of face-down expansions in the garden. */
export type QueensGardenViewPlayer = Omit<QueensGardenPlayer, "areas"> & { readonly areas: readonly (ViewPlacedExpansion | null)[] };

/**
 * What a seat (or a spectator) may see: no PRNG, no order of the face-down piles and no id of any
 * face-down expansion; only the sizes of the bag, the stacks and the supply. Storages, gardens and
 * the tower are public, so every seat sees the same things; `viewer` says whose view it is.
 */
export interface QueensGardenView {
  readonly game: "queens-garden";
  /** The seat this view belongs to, or "spectator". */
  readonly viewer: PlayerId | "spectator";
  readonly config: QueensGardenConfig;
  readonly phase: "actions" | "over";
  readonly round: number;
  readonly current: PlayerId;
  readonly starter: PlayerId;
  readonly marker: PlayerId | null;
  readonly discarding: number | null;
  /** Tiles in the bag (its contents by kind follow from everything else: 3 of each kind in all). */
  readonly bagSize: number;
  readonly tower: readonly number[];
  readonly stackSize: number;
  readonly topTiles: readonly number[];
  readonly laterStackSizes: readonly number[];
  readonly display: readonly ViewDisplayExpansion[];
  readonly supplySize: number;
  readonly players: readonly QueensGardenViewPlayer[];
}

/** The codes of the rules a well-formed Queen's Garden move can break (worded by `explain`), each naming its rule. */
export type QueensGardenRuleCode =
  | "CATEGORY_MISMATCH"
  | "NO_MATCHING_ITEMS"
  | "SAME_AS_COLOUR"
  | "PICKS_MISMATCH"
  | "NO_SUCH_COPY"
  | "STORAGE_FULL"
  | "PASS_DISCARDS_PENDING"
  | "NOT_PASSING"
  | "NOT_IN_STORAGE"
  | "NOT_A_SPACE"
  | "SPACE_OCCUPIED"
  | "AREA_OCCUPIED"
  | "SUPPLY_EMPTY"
  | "SCORE_BELOW_6"
  | "DISCARD_ORDER"
  | "NO_MATCHING_NEIGHBOUR"
  | "DUPLICATE_IN_GROUP"
  | "COST_COUNT"
  | "IDENTICAL_IN_PAYMENT"
  | "MIXED_CURRENCY";

/** Every `IllegalMoveError.code` Queen's Garden throws: the core codes and its own rule codes. */
export type QueensGardenMoveErrorCode = CoreMoveErrorCode | QueensGardenRuleCode;

/** A broken rule: its code and a sentence naming the rule. */
export interface QueensGardenViolation {
  readonly code: QueensGardenRuleCode;
  readonly message: string;
}
