import { seatLabel, type Decision } from "../../core/shared.js";
import type { AzulState } from "./state.js";

/**
 * The kinds of choice an Azul player makes (docs/rules/azul.md#6-decisions):
 * - `"take"`: the factory offer; take every tile of one colour from a factory display or the
 *   centre and put them on one pattern line or the floor (`take` moves);
 * - `"place"`: grey wall only, during wall tiling; choose the column of the tile of a complete
 *   pattern line that has two or more legal columns (`place` moves).
 */
export type AzulDecisionKind = "take" | "place";

/** Who decides now and what kind of choice, or null once the game is over. */
export function decision(state: AzulState): Decision<AzulDecisionKind> | null {
  if (state.phase === "over") return null;
  return { kind: state.phase === "tiling" ? "place" : "take", players: [state.current] };
}

/** The prompt of a pending decision. */
export function prompt(state: AzulState, d: Decision<AzulDecisionKind>): string {
  const who = seatLabel(state.current);
  if (d.kind === "place") return `${who}: choose the wall column for the tile of pattern line ${(state.tilingRow ?? 0) + 1}`;
  return `${who}: take tiles of one colour from a factory or the centre`;
}
