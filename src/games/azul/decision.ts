import { seatLabel, type DecisionPoint } from "../../core/shared.js";
import type { AzulState } from "./state.js";

/**
 * The kinds of choice an Azul player makes (docs/rules/azul.md#6-decisions):
 * - `"take"`: the factory offer; take every tile of one colour from a factory display or the
 *   centre and put them on one pattern line or the floor (`take` moves);
 * - `"place"`: grey wall only, during wall tiling; choose the column of the tile of a complete
 *   pattern line that has two or more legal columns (`place` moves).
 */
export type AzulDecisionKind = "take" | "place";

/** Who decides now and what kind of choice (asked only of a state that is not over). */
export function decision(state: AzulState): DecisionPoint<AzulDecisionKind> {
  const who = seatLabel(state.current);
  if (state.phase === "tiling") {
    const line = state.tilingRow! + 1;
    return { kind: "place", players: [state.current], prompt: `${who}: choose the wall column for the tile of pattern line ${line}` };
  }
  return { kind: "take", players: [state.current], prompt: `${who}: take tiles of one colour from a factory or the centre` };
}

/** Who may act: the deciding player, nobody once the game is over. */
export function activePlayers(state: AzulState): readonly number[] {
  return state.phase === "over" ? [] : [state.current];
}
