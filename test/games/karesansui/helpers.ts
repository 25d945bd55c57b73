import { gardenPicture } from "../../../src/games/karesansui/position.js";
import {
  karesansui as G,
  karesansuiPosition,
  type GardenerId,
  type FamousId,
  type KaresansuiDecision,
  type KaresansuiMove,
  type KaresansuiState,
  type StoneKind,
} from "../../../src/games/karesansui/index.js";

export { G };

/** A fresh game. */
export function fresh(players = 2, seed: number | string = 1, config: Record<string, unknown> = {}): KaresansuiState {
  return G.setup({ players, seed, config });
}

/**
 * A garden from a 3-row picture: cells separated by spaces, each "." (empty), a design id ("S1",
 * "MF") or a design id with a stone ("MF:T"), read as the position builder reads it.
 */
export function picture(rows: readonly string[]): { tiles: (number | null)[]; stones: (StoneKind | null)[] } {
  return gardenPicture(rows, "garden");
}

/** Options of {@link withGarden}. */
export interface GardenOptions {
  monk?: number | null;
  virtue?: number;
  storage?: string | null;
  gardeners?: GardenerId[];
  used?: GardenerId[];
  famous?: FamousId | null;
}

/**
 * Player `p` gets the pictured garden, by the public builder `karesansuiPosition` (tiles taken out
 * of the bag, stones out of the supply, so conservation holds); the monk defaults to the first
 * tiled cell.
 */
export function withGarden(s: KaresansuiState, p: number, rows: readonly string[] | null, opts: GardenOptions = {}): KaresansuiState {
  return karesansuiPosition({ from: s, gardens: { [p]: { ...(rows && { garden: rows }), ...opts } } });
}

/** Sets virtue of several players at once. */
export function withVirtue(s: KaresansuiState, virtues: readonly number[]): KaresansuiState {
  return { ...s, players: s.players.map((pl, p) => ({ ...pl, virtue: virtues[p] ?? pl.virtue })) };
}

/** Replaces the pending decision by a Step-1 choice of the current player for `tile` (by `karesansuiPosition`). */
export function drawn(s: KaresansuiState, tile: string, current = s.current): KaresansuiState {
  return karesansuiPosition({ from: s, current, decision: { kind: "step1", tile } });
}

/** Replaces the pending decision by the Step-2 choice of `player` (returning any pending tile to the bag). */
export function atStep2(s: KaresansuiState, player = s.current): KaresansuiState {
  return karesansuiPosition({ from: s, current: player, decision: { kind: "step2" } });
}

/** Applies moves in order; a pair [player, move] names the player. */
export function play(s: KaresansuiState, ...moves: (KaresansuiMove | [number, KaresansuiMove])[]): KaresansuiState {
  for (const m of moves) s = Array.isArray(m) ? G.applyMove(s, m[1], m[0]) : G.applyMove(s, m);
  return s;
}

/** The error code `applyMove` throws for this move, or "OK". */
export function codeOf(s: KaresansuiState, move: unknown, player?: number): string {
  const r = G.validateMove(s, move, player);
  return r.ok ? "OK" : r.error.code;
}

/** The top decision. */
export function top(s: KaresansuiState): KaresansuiDecision {
  return s.stack[s.stack.length - 1]!;
}

/** Cell index of (row, col). */
export const at = (r: number, c: number): number => r * 5 + c;

/** A full garden of plain sand (S1), 15 tiles. */
export const FULL_SAND = ["S1 S1 S2 S2 S2", "S5 S3 S3 S3 S3", "S6 S4 S4 S4 S4"];

/** Sorted JSON of moves, for comparisons. */
export function keys(moves: readonly KaresansuiMove[]): string[] {
  return moves.map((m) => JSON.stringify(m)).sort();
}
