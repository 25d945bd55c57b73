import type { PlayerId, RngState } from "../../core/shared.js";
import type { Colour } from "./data.js";

/** Which side of the player boards is used. */
export type WallSide = "coloured" | "grey";

/** Azul options. */
export interface AzulConfig {
  /** `"coloured"` (standard) or `"grey"` (variant: the player chooses each wall column). */
  readonly wall: WallSide;
  /** Seat of the round-1 starting player, or `"random"` to draw it from the seed. */
  readonly firstPlayer: number | "random";
}

/** A pattern line: up to L tiles of one colour (line L, 1-based). */
export interface PatternLine {
  readonly colour: Colour | null;
  readonly count: number;
}

/** What a floor slot holds: a tile, or the starting-player marker (`"first"`). */
export type FloorItem = Colour | "first";

/** One player's board. */
export interface AzulBoard {
  /** The score track (never below 0); end bonuses are added by `score()` once the game is over. */
  readonly score: number;
  /** Points earned by wall placements so far. */
  readonly wallPoints: number;
  /** Points actually lost to the floor so far (≤ 0; less than the printed penalty when the score hit 0). */
  readonly floorPoints: number;
  /** Pattern lines 1..5 (index 0 is line 1). */
  readonly lines: readonly PatternLine[];
  /** Wall cells, rows then columns (0-based); the colour placed or null. */
  readonly wall: readonly (readonly (Colour | null)[])[];
  /** Floor slots from the left, at most 7. */
  readonly floor: readonly FloorItem[];
}

/** Which real decision the game waits for. */
export type AzulPhase =
  /** Factory offer: `current` takes tiles. */
  | "offer"
  /** Grey wall tiling: `current` chooses a column for complete line `tilingRow + 1`. */
  | "tiling"
  /** Game over. */
  | "over";

/** A complete Azul state: plain JSON data. */
export interface AzulState {
  readonly game: "azul";
  readonly config: AzulConfig;
  readonly phase: AzulPhase;
  /** Round number, from 1. */
  readonly round: number;
  /** Who decides now (offer: whose turn; tiling: whose wall). */
  readonly current: PlayerId;
  /** Starting player of the current round. */
  readonly startPlayer: PlayerId;
  /** Holder of the starting-player marker, or null while it lies in the centre. */
  readonly marker: PlayerId | null;
  /** Grey side: the row (0-based) whose complete line awaits a column choice; otherwise null. */
  readonly tilingRow: number | null;
  /** Tiles in the bag, by colour in the order B, Y, R, K, W. */
  readonly bag: readonly number[];
  /** Tiles in the box lid (discards), by colour. */
  readonly lid: readonly number[];
  /** Each factory display's tiles, by colour (factory 1 first). */
  readonly factories: readonly (readonly number[])[];
  /** Tiles in the centre of the table, by colour. */
  readonly centre: readonly number[];
  readonly boards: readonly AzulBoard[];
  /** PRNG state (never shown in player views). */
  readonly rng: RngState | null;
}

/** The moves: declared once, in moves.ts (the grammar), from which these types derive. */
export type { AzulMove, PlaceMove, TakeMove } from "./moves.js";

/**
 * What a seat (or a spectator, `viewer: "spectator"`) sees: everything but the PRNG state. Azul
 * hides nothing else: the bag is kept as public counts per colour, with no order.
 */
export type AzulView = Omit<AzulState, "rng"> & {
  /** Whose view this is. */
  readonly viewer: PlayerId | "spectator";
};
