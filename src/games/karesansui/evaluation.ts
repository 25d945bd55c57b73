/**
 * Karesansui position evaluation for bots: the garden's final scoring as if the game ended now
 * (which `score` already computes mid-game), plus what the player still holds in hand.
 */
import type { PlayerId } from "../../core/shared.js";
import { score } from "./scoring.js";
import type { KaresansuiState } from "./state.js";

/** Weights of the parts of {@link evaluateKaresansui} that are promises rather than points. */
export const KARESANSUI_EVALUATION_WEIGHTS = {
  /** Points for a tile kept in storage (it can still fill a cell). */
  storedTile: 1,
  /** Points per gardener card not yet used (an action still to come). */
  gardener: 0.5,
} as const;

/**
 * Karesansui evaluation of `state` for `player`, in points (higher is better): the garden's total
 * by every scoring category as if the game ended now (sand, moss, stone kinds, virtue, boundaries,
 * patterns, famous gardens), plus a stored tile and each unused gardener card while the game goes
 * on. Once the game is over it is the final total.
 */
export function evaluateKaresansui(state: KaresansuiState, player: PlayerId): number {
  const total = score(state).players[player]!.total;
  if (state.over) return total;
  const p = state.players[player]!;
  const w = KARESANSUI_EVALUATION_WEIGHTS;
  const unused = p.gardeners.filter((g) => !p.used.includes(g)).length;
  return total + (p.storage !== null ? w.storedTile : 0) + w.gardener * unused;
}

/** The evaluation as the game definition exposes it (`karesansui.evaluate`). */
export const evaluate = evaluateKaresansui;
