/**
 * Almadi position evaluation for bots: the final scoring as if the game ended now (which `score`
 * already computes mid-game), less harsh on objectives still open, plus room to grow.
 */
import type { PlayerId } from "../../core/shared.js";
import { objectiveData } from "./catalog.js";
import { score } from "./scoring.js";
import type { AlmadiState } from "./state.js";

/** Weights of the parts of {@link evaluateAlmadi} that are promises rather than points. */
export const ALMADI_EVALUATION_WEIGHTS = {
  /** Share of an open objective's penalty forgiven while the game goes on (it may still be completed). */
  openObjective: 0.5,
  /** Points per landscape in the realm: more edges to build on and to score from. */
  landscape: 0.25,
} as const;

/**
 * Almadi evaluation of `state` for `player`, in points (higher is better): the total of the final
 * scoring as if the game ended now (oases, caravans, palaces, jars, mosaics, objectives, rubies,
 * characters), with each open objective's penalty counted only in part while the game goes on,
 * and a little for every landscape in the realm. Once the game is over it is the final total.
 */
export function evaluateAlmadi(state: AlmadiState, player: PlayerId): number {
  const total = score(state).players[player]!.total;
  if (state.phase === "over") return total;
  const p = state.players[player]!;
  const w = ALMADI_EVALUATION_WEIGHTS;
  let open = 0;
  for (const o of p.objectives) if (!o.completed) open += objectiveData(o.id)?.value ?? 0;
  return total + w.openObjective * open + w.landscape * Object.keys(p.realm).length;
}

/** The evaluation as the game definition exposes it (`almadi.evaluate`). */
export const evaluate = evaluateAlmadi;
