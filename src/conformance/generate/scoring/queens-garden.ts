/** Azul: Queen's Garden's scoring cases: the shared victory (docs/rules/queens-garden.md §7). */
import { queensGarden } from "../../../games/queens-garden/index.js";
import type { ScoringCase } from "./case.js";

/** Queen's Garden's scoring cases. */
export function queensGardenCases(): ScoringCase[] {
  return [
    {
      id: "tie-shared",
      rule: "§7 ranking: the highest score wins; ties share the victory (every seat starts on 15)",
      position: queensGarden.setup({ players: 3, seed: 1 }),
      rulebook: { seats: { 0: { total: 15 }, 1: { total: 15 }, 2: { total: 15 } }, ranking: [[0, 1, 2]] },
    },
  ];
}
