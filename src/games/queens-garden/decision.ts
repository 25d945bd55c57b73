import { seatLabel, type DecisionPoint } from "../../core/shared.js";
import type { QueensGardenState } from "./state.js";

/**
 * The kinds of choice Azul: Queen's Garden asks for (see docs/rules/queens-garden.md#decisions):
 * - `"action"`: phase 1, the current player's turn: acquire all items of a colour or a pattern,
 *   place a hexagon or a garden expansion from storage, take a face-down expansion, or pass;
 * - `"discard"`: right after passing, the same player discards items from storage one at a time
 *   (each costing its value) or ends the pass.
 */
export type QueensGardenDecisionKind = "action" | "discard";

/** Who decides now and what kind of choice (the state must not be over). */
export function decision(s: QueensGardenState): DecisionPoint<QueensGardenDecisionKind> {
  const who = seatLabel(s.current);
  if (s.discarding !== null) {
    return { kind: "discard", players: [s.current], prompt: `${who}: discard tiles or expansions from storage (each costs its value in points) or end the pass` };
  }
  return {
    kind: "action",
    players: [s.current],
    prompt: `${who}: acquire all items of a colour or a pattern, place a hexagon or a garden expansion, take a face-down expansion, or pass`,
  };
}
