/**
 * Azul (Michael Kiesling, 2017), coloured wall and grey-wall variant.
 *
 * ```ts
 * import { azul } from "tesserae/azul";
 * let s = azul.setup({ players: 2, seed: 42 });
 * s = azul.applyMove(s, azul.legalMoves(s)[0]);
 * ```
 * @packageDocumentation
 */
import { defineGame, type GameDefinition, positionBuilder, type PositionBuilder, seatIssues } from "../../core/shared.js";
import { PLAYER_COUNTS } from "./data.js";
import { dataStatus } from "./data-status.js";
import { decision, prompt, type AzulDecisionKind } from "./decision.js";
import { describeMove } from "./describe.js";
import { evaluate, SCORE_SCALE, SEARCH_HINTS } from "./evaluation.js";
import { invariants, reachability } from "./invariants.js";
import { explain } from "./explain.js";
import { generate } from "./generate.js";
import { play } from "./play.js";
import { draft, open } from "./work.js";
import { fillAzulPosition, type AzulPositionParts } from "./position.js";
import { moveLimit } from "./limits.js";
import { render, renderView } from "./render.js";
import { isAzulMove, schemas } from "./schema.js";
import { score, type AzulBreakdownPart } from "./scoring.js";
import { setup } from "./setup.js";
import type { AzulConfig, AzulMove, AzulState, AzulView } from "./state.js";
import { fromView, playerView } from "./view.js";

export { AZUL_EVALUATION_WEIGHTS } from "./evaluation.js";
export type { AzulBoard, AzulConfig, AzulMove, AzulPhase, AzulState, AzulView, FloorItem, PatternLine, PlaceMove, TakeMove, WallSide } from "./state.js";
export { COLOURS, COLOUR_NAMES, FACTORIES, FLOOR_PENALTIES, colouredCell, type Colour } from "./data.js";
export { placementPoints } from "./tiling.js";
export { wallAchievements } from "./scoring.js";
export { actionCount, decodeMove, encodeMove, legalActionMask } from "./actions.js";
export { dataStatus } from "./data-status.js";
export type { AzulDecisionKind } from "./decision.js";
export type { AzulMoveErrorCode, AzulRuleCode } from "./explain.js";
export type { AzulBreakdownPart } from "./scoring.js";
export type { AzulBoardParts, AzulPositionParts, AzulTiles } from "./position.js";
export { mostTilesForLine, noRowCanBeCompleted, rowMayBeCompleted } from "./end.js";

/** The Azul game definition. */
export const azul: GameDefinition<AzulState, AzulMove, AzulConfig, AzulView, AzulDecisionKind, AzulBreakdownPart> = defineGame<
  AzulState,
  AzulMove,
  AzulConfig,
  AzulView,
  AzulDecisionKind,
  AzulBreakdownPart
>({
  id: "azul",
  name: "Azul",
  players: PLAYER_COUNTS,
  defaultConfig: { wall: "coloured", firstPlayer: 0 },
  configOptions: {
    wall: '"coloured" (default) or "grey": on the grey side each player chooses the wall column of every completed line',
    firstPlayer: 'seat of the round-1 starting player (default 0), or "random" to draw it from the seed',
  },
  schemas,
  dataStatus,
  checkSetup: (players, config) => seatIssues("firstPlayer", config.firstPlayer, players),
  setup,
  decision,
  prompt,
  generate,
  explain,
  play,
  open,
  draft,
  isMove: isAzulMove,
  score,
  playerView,
  fromView,
  describeMove,
  render,
  renderView,
  invariants,
  reachability,
  evaluate,
  scoreScale: SCORE_SCALE,
  searchHints: SEARCH_HINTS,
  playerCount: (s) => s.boards.length,
  moveLimit,
});

/**
 * Builds a sound Azul position from the parts a test cares about (boards, factories, centre, whose
 * turn...): every tile no part places goes to the bag, scores and the round are derived, and a
 * `ValidationError` names the part when the description is impossible (e.g. 21 blue tiles).
 *
 * ```ts
 * const s = azulPosition({ factories: ["BBYR"], boards: [{ wall: ["BYRK.", ".....", ".....", ".....", "....."] }] });
 * ```
 */
export const azulPosition: PositionBuilder<AzulPositionParts, AzulState> = positionBuilder(azul, fillAzulPosition);

/**
 * The Azul evaluation for bots: `azul.evaluate` itself (the same function), so a bad state
 * or seat gets the same typed error as from every other public function.
 */
export const evaluateAzul = azul.evaluate ?? evaluate;
