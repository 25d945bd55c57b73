/**
 * The Castles of Burgundy (Stefan Feld, 2011) for 2–4 players, on estate boards 1–10 of the 2019
 * edition or the Special Edition's reworked boards 4 and 8 (config `estate`, `estates`).
 *
 * ```ts
 * import { castlesOfBurgundy } from "tesserae/castles-of-burgundy";
 * let s = castlesOfBurgundy.setup({ players: 2, seed: 42, config: { estate: "5" } });
 * s = castlesOfBurgundy.applyMove(s, castlesOfBurgundy.legalMoves(s)[0]!);
 * ```
 * @packageDocumentation
 */
import { defineGame, positionBuilder, type PositionBuilder, type GameDefinition } from "../../core/shared.js";
import { play } from "./play.js";
import { explain } from "./explain.js";
import { dataStatus } from "./data-status.js";
import { decision, moveLimit, prompt, type CobDecisionKind } from "./decision.js";
import { describeMove } from "./describe.js";
import { evaluate, SCORE_SCALE, SEARCH_HINTS } from "./evaluation.js";
import { invariants, reachability } from "./invariants.js";
import { fillCobPosition, type CobPositionParts } from "./position.js";
import { generate } from "./generate.js";
import { draftFor, openState } from "./work.js";
import { render, renderView } from "./render.js";
import { isCobMove, schemas } from "./schema.js";
import { score, type CobBreakdownPart } from "./scoring.js";
import { setup } from "./setup.js";
import type { CobConfig, CobMove, CobState, CobView } from "./state.js";
import { fromView, playerView } from "./view.js";

export type * from "./state.js";
export { CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS } from "./evaluation.js";
export * from "./data.js";
export { estateBoard, type Estate } from "./board.js";
export { knowledgePoints, breakdown, type CobBreakdownPart } from "./scoring.js";
export type { CobMoveErrorCode, CobRuleCode } from "./explain.js";
export type { CobDecisionKind } from "./decision.js";
export { dataStatus };
export { workerCost, trackOrder } from "./rules.js";
export type { CobDecisionPart, CobEstateParts, CobPositionParts } from "./position.js";

/** The Castles of Burgundy game definition. */
export const castlesOfBurgundy: GameDefinition<CobState, CobMove, CobConfig, CobView, CobDecisionKind, CobBreakdownPart> = defineGame<
  CobState,
  CobMove,
  CobConfig,
  CobView,
  CobDecisionKind,
  CobBreakdownPart
>({
  id: "castles-of-burgundy",
  name: "The Castles of Burgundy",
  players: { min: 2, max: 4 },
  defaultConfig: { estate: "1", startGoods: true },
  configOptions: {
    estate:
      'estate board of every player: "1" (the basic board) to "10" as in the 2019 edition, or "4se", "8se" (the Special Edition\'s reworked boards 4 and 8); option `estates` gives each seat its own',
    startGoods: "deal each player 3 random goods tiles at setup (rulebook; default true)",
  },
  schemas,
  dataStatus,
  setup,
  decision,
  prompt,
  generate,
  explain,
  play,
  open: openState,
  draft: draftFor,
  isMove: isCobMove,
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
 * Builds a sound Castles of Burgundy position from the parts a test cares about (estate tiles,
 * storage, goods, silver, workers, dice, depots, pending decisions), on a new game or on `from`:
 * tiles come from the supply piles or depots and go back to the pile of their back, goods from
 * the unused ones, the turn-order track follows the ships, and a `ValidationError` names the part
 * when the description is impossible (a tile the game does not have, a tile on a space of another colour).
 */
export const castlesOfBurgundyPosition: PositionBuilder<CobPositionParts, CobState> = positionBuilder(castlesOfBurgundy, fillCobPosition);

/**
 * The Castles of Burgundy evaluation for bots: `castlesOfBurgundy.evaluate` itself (the same function), so a bad state
 * or seat gets the same typed error as from every other public function.
 */
export const evaluateCastlesOfBurgundy = castlesOfBurgundy.evaluate ?? evaluate;
