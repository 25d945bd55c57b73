import { seatLabel, type Decision } from "../../core/shared.js";
import type { QueensGardenState } from "./state.js";

/**
 * The kinds of choice Azul: Queen's Garden asks for (see docs/rules/queens-garden.md#decisions):
 * - `"action"`: phase 1, the current player's turn: acquire all items of a colour or a pattern,
 *   place a hexagon or a garden expansion from storage, take a face-down expansion, or pass;
 * - `"discard"`: right after passing, the same player discards items from storage one at a time
 *   (each costing its value) or ends the pass.
 */
export type QueensGardenDecisionKind = "action" | "discard";

/** Who decides now and what kind of choice, or null once the game is over. */
export function decision(s: QueensGardenState): Decision<QueensGardenDecisionKind> | null {
  if (s.phase === "over") return null;
  return { kind: s.discarding !== null ? "discard" : "action", players: [s.current] };
}

/** The prompt of a pending decision. */
export function prompt(s: QueensGardenState, d: Decision<QueensGardenDecisionKind>): string {
  const who = seatLabel(s.current);
  if (d.kind === "discard") return `${who}: discard tiles or expansions from storage (each costs its value in points) or end the pass`;
  return `${who}: acquire all items of a colour or a pattern, place a hexagon or a garden expansion, take a face-down expansion, or pass`;
}
