/** Types of Almadi's state, moves, config and player view. All plain JSON data. */
import type { PlayerId, RngState } from "../../core/shared.js";
import type { CharacterId } from "./characters.js";
import type { Direction } from "./components.js";

/** Game options. */
export interface AlmadiConfig {
  /** Play with the Characters variant. */
  readonly characters: boolean;
  /** `"choose"`: players pick starting tiles in reverse seat order (A20); `"random"`: dealt at random. */
  readonly startTiles: "choose" | "random";
  /** Grey objectives set out; null = players − 1 (A1). */
  readonly greyObjectives: number | null;
  /** Seat of the first player; null = chosen at random (A34). */
  readonly firstPlayer: number | null;
}

/**
 * A cell of a realm as `"r,c"`: row 1 (top) … 4 (bottom), rows 0 and 5 only with Abriza; column 0
 * is the starting tile, columns grow to the right.
 */
export type Cell = string;

/** A non-genie effect activated in the current batch and not yet resolved or declined. */
export interface PendingEffect {
  readonly icon: "marteline" | "stall" | "moon" | "ruby";
  /** The landscape carrying the activated icon, and the edge it is on. */
  readonly tile: string;
  readonly edge: Direction;
}

/** Where the current turn stands. */
export type TurnStep =
  /** Take a landscape from the central board (or draw with Ali). */
  | "take"
  /** Place or swap the landscape drawn with Ali. */
  | "ali"
  /** Resolve or decline the pending effects of the current batch. */
  | "resolve"
  /** One genie action (move, or Hussain's swap) or decline. */
  | "genie"
  /** Nothing pending; end the turn (Characters variant: free actions still possible). */
  | "end";

/** The turn in progress. */
export interface TurnState {
  readonly step: TurnStep;
  /** A Dunyazad extra turn after the normal turns (no refill). */
  readonly extra: boolean;
  /** The landscape drawn with Ali, waiting to be placed or swapped. */
  readonly aliTile: string | null;
  readonly pending: readonly PendingEffect[];
  /** The current batch activated a genie that may still be used (the genie step follows). */
  readonly genie: boolean;
  /** Genie actions taken this turn (at most 3). */
  readonly genieActions: number;
  /** The last genie move of this turn, to forbid moving that tile straight back (A11). */
  readonly lastMove: { readonly tile: string; readonly from: Cell } | null;
  /** Once-per-turn powers already used this turn (character ids). */
  readonly used: readonly CharacterId[];
}

/** An objective card held by a player. */
export interface HeldObjective {
  readonly id: string;
  readonly completed: boolean;
}

/** One player's realm and belongings. */
export interface PlayerState {
  /** Every occupied cell → landscape id, the starting tile's four landscapes included. */
  readonly realm: Readonly<Record<Cell, string>>;
  readonly startTile: string | null;
  readonly rubies: number;
  readonly mosaics: readonly string[];
  readonly stalls: readonly string[];
  readonly objectives: readonly HeldObjective[];
  /** Characters dealt and not yet sorted (keep step only). Hidden from others. */
  readonly dealt: readonly CharacterId[];
  /** Characters kept and not hired. Hidden from others. */
  readonly hand: readonly CharacterId[];
  readonly hired: readonly CharacterId[];
  /** The character Zumurrud copies, once chosen. */
  readonly copy: CharacterId | null;
  /** Turns this player has finished. */
  readonly turns: number;
}

/** Game phase. */
export type Phase = "start" | "keep" | "play" | "over";

/** The full game state. */
export interface AlmadiState {
  readonly game: "almadi";
  /** Version of the component data the game uses (see `DATA_VERSION`). */
  readonly dataVersion: string;
  readonly config: AlmadiConfig;
  readonly phase: Phase;
  /** Whose turn it is (or who chooses a starting tile). */
  readonly current: PlayerId;
  readonly firstPlayer: PlayerId;
  /** Players still to choose a starting tile, in order. */
  readonly startOrder: readonly PlayerId[];
  /** Central board, slot `s` in row `(s >> 1) + 1`; null = empty. */
  readonly board: readonly (string | null)[];
  /** Face-down landscape supply, top first. Hidden. */
  readonly supply: readonly string[];
  /** Face-up mosaic deck, top first (only the top card is public). */
  readonly mosaicDeck: readonly string[];
  /** Face-up stall deck, top first (only the top card is public). */
  readonly stallDeck: readonly string[];
  /** Objective cards in the middle. */
  readonly objectives: readonly string[];
  /** Rubies in the general supply. */
  readonly rubies: number;
  /** Face-up characters anyone may hire. */
  readonly publicCharacters: readonly CharacterId[];
  /** Characters never dealt. Hidden. */
  readonly unusedCharacters: readonly CharacterId[];
  /** Normal turns are over (the supply ran out). */
  readonly normalTurnsOver: boolean;
  /** Dunyazad extra turns still to play, in order. */
  readonly extraTurns: readonly PlayerId[];
  readonly turn: TurnState | null;
  readonly players: readonly PlayerState[];
  readonly rng: RngState | null;
}

/** A move: declared once, in moves.ts (the grammar), from which this type derives. */
export type { AlmadiMove } from "./moves.js";

/** What one player sees of another (or of themselves). */
export interface PlayerView {
  readonly realm: Readonly<Record<Cell, string>>;
  readonly startTile: string | null;
  readonly rubies: number;
  readonly mosaics: readonly string[];
  readonly stalls: readonly string[];
  readonly objectives: readonly HeldObjective[];
  /** The dealt characters (own seat only; null for others). */
  readonly dealt: readonly CharacterId[] | null;
  readonly dealtCount: number;
  /** The unhired hand (own seat only; null for others). */
  readonly hand: readonly CharacterId[] | null;
  readonly handCount: number;
  readonly hired: readonly CharacterId[];
  readonly copy: CharacterId | null;
  readonly turns: number;
}

/**
 * A player's (or a spectator's) view: the state without the PRNG, supply order, deck order and
 * secret hands. Everything else is public and kept, so a full state can be rebuilt from it
 * (`fromView`).
 */
export interface AlmadiView {
  readonly game: "almadi";
  /** Whose view this is. */
  readonly viewer: PlayerId | "spectator";
  readonly dataVersion: string;
  readonly config: AlmadiConfig;
  readonly phase: Phase;
  readonly current: PlayerId;
  readonly firstPlayer: PlayerId;
  readonly startOrder: readonly PlayerId[];
  readonly board: readonly (string | null)[];
  readonly supplySize: number;
  readonly mosaicTop: string | null;
  readonly mosaicDeckSize: number;
  readonly stallTop: string | null;
  readonly stallDeckSize: number;
  readonly objectives: readonly string[];
  readonly rubies: number;
  readonly publicCharacters: readonly CharacterId[];
  readonly normalTurnsOver: boolean;
  readonly extraTurns: readonly PlayerId[];
  readonly turn: TurnState | null;
  readonly players: readonly PlayerView[];
}
