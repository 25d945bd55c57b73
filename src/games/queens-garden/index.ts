/**
 * Azul: Queen's Garden (Michael Kiesling, 2021/22), 2–4 players, normal side of the scoring board.
 *
 * ```ts
 * import { queensGarden } from "tesserae/queens-garden";
 * let s = queensGarden.setup({ players: 2, seed: 42 });
 * s = queensGarden.applyMove(s, queensGarden.legalMoves(s)[0]);
 * ```
 * Some component data is PROVISIONAL (wheel, joker rewards, labels): see `dataStatus`, `data.ts`
 * and docs/rules/queens-garden.md.
 * @packageDocumentation
 */
import { defineGame, type GameDefinition, positionBuilder, type PositionBuilder, seatIssues } from "../../core/shared.js";
import { fillQueensGardenPosition, type QueensGardenPositionParts } from "./position.js";
import { canonicalMove } from "./moves.js";
import { dataStatus } from "./data-status.js";
import { decision, prompt, type QueensGardenDecisionKind } from "./decision.js";
import { describeMove } from "./describe.js";
import { evaluate, SCORE_SCALE, SEARCH_HINTS } from "./evaluation.js";
import { invariants, reachability } from "./invariants.js";
import { explain } from "./explain.js";
import { generate } from "./generate.js";
import { moveLimit } from "./move-limit.js";
import { render, renderView } from "./render.js";
import { play } from "./play.js";
import { isQueensGardenMove, schemas } from "./schema.js";
import { score } from "./scoring.js";
import { setup } from "./setup.js";
import type { QueensGardenBreakdownPart, QueensGardenConfig, QueensGardenMove, QueensGardenState, QueensGardenView } from "./state.js";
import { fromView, playerView } from "./view.js";
import { draft, open } from "./work.js";

export type * from "./state.js";
export { QUEENS_GARDEN_EVALUATION_WEIGHTS, paymentReadiness } from "./evaluation.js";
export * from "./data.js";
export { CELLS, CELL_NAMES, CELL_COUNT, NEIGHBOURS, FOUNTAIN, fountainSpace, ornamentCell, areaCentre, petal, cellAt } from "./board.js";
export { categoryPoints, roundPoints, scoredGroups, type ScoredGroup } from "./round.js";
export { placementProblem, payments } from "./rules.js";
export { renderGarden, type GardenOf } from "./render.js";
export { dataStatus } from "./data-status.js";
export type { QueensGardenAreaPart, QueensGardenDisplayPart, QueensGardenGardenParts, QueensGardenPositionParts } from "./position.js";
export type { QueensGardenDecisionKind } from "./decision.js";

/** The Azul: Queen's Garden game definition. */
export const queensGarden: GameDefinition<QueensGardenState, QueensGardenMove, QueensGardenConfig, QueensGardenView, QueensGardenDecisionKind, QueensGardenBreakdownPart> = defineGame<
  QueensGardenState,
  QueensGardenMove,
  QueensGardenConfig,
  QueensGardenView,
  QueensGardenDecisionKind,
  QueensGardenBreakdownPart
>({
  id: "queens-garden",
  name: "Azul: Queen's Garden",
  players: { min: 2, max: 4 },
  defaultConfig: { firstPlayer: 0, variant: false },
  configOptions: {
    firstPlayer: "seat that starts round 1 (the rulebook's youngest player); default 0",
    variant: "variant side of the scoring board: unsupported (its numbers are unknown), must be false",
  },
  schemas,
  dataStatus,
  checkSetup: (players, config) => {
    const issues = seatIssues("firstPlayer", config.firstPlayer, players);
    if (config.variant) issues.push({ path: "variant", message: "the variant side is not supported: no published numbers for its scoring were found" });
    return issues;
  },
  setup,
  decision,
  prompt,
  generate,
  explain,
  play,
  open,
  draft,
  isMove: isQueensGardenMove,
  canonicalMove,
  score,
  playerView,
  describeMove,
  render,
  renderView,
  fromView,
  invariants,
  reachability,
  evaluate,
  scoreScale: SCORE_SCALE,
  searchHints: SEARCH_HINTS,
  playerCount: (s) => s.players.length,
  moveLimit,
});

/**
 * Builds a sound Queen's Garden position from the parts a test cares about (gardens, storage,
 * stack top, display, whose turn...), on a new game or on `from`: tiles come from the bag and
 * expansions from the face-down piles, rewards and score breakdowns are derived, and a
 * `ValidationError` names the part when the description is impossible (e.g. a fourth tile of a kind).
 */
export const queensGardenPosition: PositionBuilder<QueensGardenPositionParts, QueensGardenState> = positionBuilder(queensGarden, fillQueensGardenPosition);

/**
 * The Queen's Garden evaluation for bots: `queensGarden.evaluate` itself (the same function), so a bad state
 * or seat gets the same typed error as from every other public function.
 */
export const evaluateQueensGarden = queensGarden.evaluate ?? evaluate;
