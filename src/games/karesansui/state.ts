/** Karesansui state, decision and move types (plain JSON data). */
import type { PlayerId, RngState } from "../../core/shared.js";
import type { DATA_VERSION, FamousId, GardenerId, StoneKind } from "./data.js";

/** Game options. */
export interface KaresansuiConfig {
  /** Seat that takes the first turn, or "random" for a seeded choice (spec A26). */
  readonly firstPlayer: number | "random";
  /** Let one stone count in several diagonal lines (spec A22 variant); default false. */
  readonly diagonalReuse: boolean;
  /** Sanzon needs the traditional triad t–T–t (spec §7.10 variant, UNVERIFIED); default false. */
  readonly sanzonStrict: boolean;
  /**
   * How the stored tile is placed (spec A6): "swap" (default) — placing it sends the drawn tile to
   * storage; "extra" — after placing it the player may also place the drawn tile (or store it).
   */
  readonly storedPlacement: "swap" | "extra";
  /**
   * Tiles may be placed turned by 180° (spec A9 variant); default false. A turned tile is stored
   * in the garden as face `design + DESIGN_COUNT`; placement moves then may carry `rotated: true`.
   */
  readonly allowRotate180: boolean;
}

/** One player's garden board, virtue marker and cards. */
export interface KaresansuiPlayer {
  /**
   * Tile face per cell (index 5·row + col), null when empty: the design number, or design +
   * DESIGN_COUNT for a tile turned by 180° (only with `allowRotate180`, A9).
   */
  readonly tiles: readonly (number | null)[];
  /** Stone kind per cell, null when none (at most one stone per tile, A15). */
  readonly stones: readonly (StoneKind | null)[];
  /** Number of tiles in the garden (15 = full). */
  readonly placed: number;
  /** Cell of the monk; null until the first tile is placed. */
  readonly monk: number | null;
  /** Virtue 0–6. */
  readonly virtue: number;
  /** The tile in the storage slot (public, A27), or null. */
  readonly storage: number | null;
  /** Unused gardener cards in hand (secret). */
  readonly gardeners: readonly GardenerId[];
  /** Gardener cards already used (revealed). */
  readonly used: readonly GardenerId[];
  /** Secret famous-garden card (3–4 players); null in a 2-player game (cards are shared). */
  readonly famous: FamousId | null;
}

/** Who placed a tile by a Step-1 style placement: own PLACE, an executed steal, or an accepted gift. */
export type PlaceOrigin = "place" | "steal" | "gift";

/**
 * A pending decision; the top of `stack` says who decides what. `players` lists who may move
 * (several only in the steal window).
 */
export type KaresansuiDecision =
  /** Step 1: what to do with the drawn tile. `refused`: players who declined it as a gift (A10). */
  | { readonly kind: "step1"; readonly players: readonly PlayerId[]; readonly tile: number; readonly refused: readonly PlayerId[] }
  /** A gift offer waiting for the recipient's answer. */
  | { readonly kind: "gift"; readonly players: readonly PlayerId[]; readonly from: PlayerId; readonly tile: number; readonly refused: readonly PlayerId[] }
  /** The steal window: `players` still to answer, `declared` sealed declarations so far. */
  | { readonly kind: "steal"; readonly players: readonly PlayerId[]; readonly tile: number; readonly eligible: readonly PlayerId[]; readonly declared: readonly PlayerId[] }
  /** The placer's answer to declared steals while Shigemori may still be in play (PROVISIONAL). */
  | { readonly kind: "stealReaction"; readonly players: readonly PlayerId[]; readonly tile: number; readonly declared: readonly PlayerId[] }
  /**
   * `storedPlacement: "extra"` only (A6): after the stored tile was placed (or stolen), the drawn
   * `tile` is either placed too (`place`, stealable) or put into the emptied storage slot (`keep`).
   */
  | { readonly kind: "extraDrawn"; readonly players: readonly PlayerId[]; readonly tile: number }
  /** Choose the cell for a tile that must be placed now. */
  | { readonly kind: "placeCell"; readonly players: readonly PlayerId[]; readonly tile: number; readonly origin: PlaceOrigin }
  /** Step 2: one action. */
  | { readonly kind: "step2"; readonly players: readonly PlayerId[] }
  /** Optional monk move after placing a stone on the monk's tile. */
  | { readonly kind: "bonusMove"; readonly players: readonly PlayerId[] }
  /** Take and place one stone under a gardener's (or the normal) rules. */
  | {
      readonly kind: "stone";
      readonly players: readonly PlayerId[];
      readonly card: GardenerId;
      readonly anyKind: boolean;
      readonly anyCell: boolean;
      readonly spendVirtue: boolean;
      readonly optional: boolean;
    }
  /** Move the monk to any tile; then maybe a stone action. */
  | { readonly kind: "monkAnywhere"; readonly players: readonly PlayerId[]; readonly card: GardenerId; readonly thenStone: boolean }
  /** Tiles drawn by a gardener: place up to `placesLeft` more, discard the rest free. */
  | { readonly kind: "drawnTiles"; readonly players: readonly PlayerId[]; readonly card: GardenerId; readonly tiles: readonly number[]; readonly placesLeft: number }
  /** Take tiles from other players' storage slots, placing each at once. */
  | { readonly kind: "takeStored"; readonly players: readonly PlayerId[]; readonly card: GardenerId }
  /** Move one stone of your garden. */
  | { readonly kind: "moveStone"; readonly players: readonly PlayerId[]; readonly card: GardenerId }
  /** Swap two tiles of your garden. */
  | { readonly kind: "swapTiles"; readonly players: readonly PlayerId[]; readonly card: GardenerId };

/**
 * The kinds of choice a Karesansui player makes: `decision(state).kind`, the kind of the decision
 * on top of the stack (docs/rules/karesansui.md, "Decisions").
 */
export type KaresansuiDecisionKind =
  /** Step 1: what to do with the drawn tile (place, place the stored tile, give, discard, keep). */
  | "step1"
  /** Accept or decline a tile offered as a gift. */
  | "gift"
  /** Steal window: every eligible opponent at once declares a steal or passes. */
  | "steal"
  /** The placer lets a declared steal happen or cancels it with Shigemori Mirei. */
  | "stealReaction"
  /** `storedPlacement: "extra"`: place the drawn tile too, or keep it in storage. */
  | "extraDrawn"
  /** The cell for a tile being placed (own, stolen or received as a gift). */
  | "placeCell"
  /** Step 2: one action (zazen, move the monk, take a stone, use a gardener card). */
  | "step2"
  /** The free monk step after a stone lands on the monk's tile, or none. */
  | "bonusMove"
  /** A stone taken under a gardener card's rules (or after Sen no Rikyū's monk move). */
  | "stone"
  /** Sen no Rikyū: the monk's new tile, anywhere in the garden. */
  | "monkAnywhere"
  /** Zen'ami or Sesshū: place or discard each drawn tile. */
  | "drawnTiles"
  /** Ishikawa Jōzan: take a tile from another player's storage slot, or stop. */
  | "takeStored"
  /** Kobori Enshū: which stone to move where. */
  | "moveStone"
  /** Kentei: which two tiles to swap. */
  | "swapTiles";

/** Kinds of pending decisions (the same union as {@link KaresansuiDecisionKind}). */
export type DecisionKind = KaresansuiDecision["kind"];

/** The whole game state. */
export interface KaresansuiState {
  readonly game: "karesansui";
  /** Version of the component data this state was made with. */
  readonly dataVersion: typeof DATA_VERSION;
  readonly config: KaresansuiConfig;
  /** PRNG state: every tile draw is a seeded uniform draw from the bag. */
  readonly rng: RngState | null;
  /** Tiles not yet drawn, as a count per design (hidden: only its size is shown). */
  readonly bag: readonly number[];
  /** Discarded tiles, as a count per design (out of the game, public). */
  readonly discard: readonly number[];
  /** Stones left on the temple board. */
  readonly supply: Readonly<Record<StoneKind, number>>;
  /** 2 players: the 3 face-up famous-garden cards both may score; else empty. */
  readonly sharedFamous: readonly FamousId[];
  readonly players: readonly KaresansuiPlayer[];
  /** Seat whose turn it is. */
  readonly current: PlayerId;
  /** Turns started so far (1 = the first turn). */
  readonly turn: number;
  /** Some garden holds 15 tiles: no more gifts, discards or steals. */
  readonly endTriggered: boolean;
  /** The bag was empty when a draw was needed: the game ends after this turn (A19). */
  readonly lastTurn: boolean;
  /** A gardener card was used this turn (at most one per turn, S11). */
  readonly gardenerUsed: boolean;
  /** Pending decisions, top last; empty only when the game is over. */
  readonly stack: readonly KaresansuiDecision[];
  readonly over: boolean;
}

/** A move: declared once, in moves.ts (its grammar), from which this type derives. */
export type { KaresansuiMove } from "./moves.js";
import type { KaresansuiMove } from "./moves.js";

/** Move type names. */
export type KaresansuiMoveType = KaresansuiMove["type"];

/** One player's part of a {@link KaresansuiView}. */
export interface KaresansuiPlayerView {
  readonly tiles: readonly (number | null)[];
  readonly stones: readonly (StoneKind | null)[];
  readonly placed: number;
  readonly monk: number | null;
  readonly virtue: number;
  readonly storage: number | null;
  readonly used: readonly GardenerId[];
  /** How many unused gardener cards the player holds. */
  readonly gardenerCount: number;
  /** The unused gardener cards: only for the viewer's own seat, else null. */
  readonly gardeners: readonly GardenerId[] | null;
  /** The secret famous-garden card: only for the viewer's own seat, else null. */
  readonly famous: FamousId | null;
}

/** What one player (or a spectator) may see. */
export interface KaresansuiView {
  readonly game: "karesansui";
  readonly dataVersion: typeof DATA_VERSION;
  readonly config: KaresansuiConfig;
  readonly viewer: PlayerId | "spectator";
  /** Tiles left to draw (their order and mix are not shown). */
  readonly bagSize: number;
  readonly discard: readonly number[];
  readonly supply: Readonly<Record<StoneKind, number>>;
  readonly sharedFamous: readonly FamousId[];
  readonly players: readonly KaresansuiPlayerView[];
  readonly current: PlayerId;
  readonly turn: number;
  readonly endTriggered: boolean;
  readonly lastTurn: boolean;
  readonly gardenerUsed: boolean;
  /** Pending decisions; in the steal window `declared` shows only the viewer's own declaration. */
  readonly stack: readonly KaresansuiDecision[];
  readonly over: boolean;
}
