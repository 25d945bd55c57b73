/**
 * Karesansui / 枯山水 / Stone Garden (Kuuta Yamada, New Games Order 2014), 2–4 players.
 *
 * ```ts
 * import { karesansui } from "tesserae/karesansui";
 * let s = karesansui.setup({ players: 2, seed: 42 });
 * s = karesansui.applyMove(s, karesansui.legalMoves(s)[0]);
 * ```
 * The steal window is a simultaneous decision: `activePlayers` lists every eligible opponent and
 * each listed move then carries its seat in `player`. Much component data (tile mix, famous
 * gardens, five gardener effects, the boat bonus) is PROVISIONAL: see `data.ts` and
 * docs/rules/karesansui.md.
 * @packageDocumentation
 */
import { defineGame, positionBuilder, type PositionBuilder, type GameDefinition, seatIssues } from "../../core/shared.js";
import { draft, open } from "./work.js";
import { dataStatus } from "./data-status.js";
import { MAX_PLAYERS, MIN_PLAYERS } from "./data.js";
import { decision, prompt } from "./decision.js";
import { describeMove } from "./describe.js";
import { evaluate, SCORE_SCALE, SEARCH_HINTS } from "./evaluation.js";
import { moveLimit } from "./limits.js";
import { invariants, reachability } from "./invariants.js";
import { fillKaresansuiPosition, type KaresansuiPositionParts } from "./position.js";
import { explain } from "./explain.js";
import { generate } from "./generate.js";
import { play } from "./play.js";
import { render, renderView } from "./render.js";
import { isKaresansuiMove, schemas } from "./schema.js";
import { setup } from "./setup.js";
import { score, type KaresansuiBreakdownPart } from "./scoring.js";
import type { KaresansuiConfig, KaresansuiDecisionKind, KaresansuiMove, KaresansuiState, KaresansuiView } from "./state.js";
import { fromView, playerView } from "./view.js";

export type * from "./state.js";
export { KARESANSUI_EVALUATION_WEIGHTS } from "./evaluation.js";
export type { KaresansuiMoveErrorCode } from "./errors.js";
export type { KaresansuiBreakdownPart } from "./scoring.js";
export { dataStatus } from "./data-status.js";
export { moveLimit } from "./limits.js";
export * from "./data.js";
export {
  CELLS,
  COLS,
  ROWS,
  cellAt,
  rowOf,
  colOf,
  cellName,
  designOf,
  designOfFace,
  isRotatedFace,
  faceName,
  DESIGN_COUNT,
  FACE_COUNT,
  TURN_CHANGES_ART,
  FIRST_TILE_CELLS,
  NEIGHBOURS,
} from "./board.js";
export {
  CATEGORIES,
  DIAGONAL_LINES,
  brokenBoundaries,
  diagonalCount,
  famousPoints,
  gardenBreakdown,
  hasBoatBonus,
  hasHorai,
  hasSanzon,
  keimaCount,
  keimaPairs,
  largestSandRectangle,
  matchesFamous,
  swirlPoints,
  symmetricRows,
  type Category,
  type GardenLike,
} from "./scoring.js";
export { LEGEND, renderGarden } from "./render.js";
export type { KaresansuiDecisionPart, KaresansuiGardenParts, KaresansuiPositionParts } from "./position.js";

/** The Karesansui game definition. */
export const karesansui: GameDefinition<KaresansuiState, KaresansuiMove, KaresansuiConfig, KaresansuiView, KaresansuiDecisionKind, KaresansuiBreakdownPart> = defineGame<
  KaresansuiState,
  KaresansuiMove,
  KaresansuiConfig,
  KaresansuiView,
  KaresansuiDecisionKind,
  KaresansuiBreakdownPart
>({
  id: "karesansui",
  name: "Karesansui",
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  defaultConfig: { firstPlayer: 0, diagonalReuse: false, sanzonStrict: false, storedPlacement: "swap", allowRotate180: false },
  configOptions: {
    firstPlayer: 'seat that takes the first turn (0–3), or "random" for a seeded choice (spec A26); default 0',
    diagonalReuse: "let one stone count in several diagonal lines (spec A22 variant); default false",
    sanzonStrict: "sanzon needs the traditional t–T–t triad (spec §7.10, UNVERIFIED); default false",
    storedPlacement:
      '"swap" (default): placing the stored tile sends the drawn tile to storage; "extra": after placing the stored tile the player may also place the drawn tile, or store it (spec A6)',
    allowRotate180: "tiles may be placed turned by 180° (spec A9 variant): placeCell/placeDrawn/takeStored then accept rotated: true for tiles whose art changes when turned; default false",
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
  isMove: isKaresansuiMove,
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
  playerCount: (s) => s.players.length,
  moveLimit,
});

/**
 * Builds a sound Karesansui position from the parts a test cares about (gardens as pictures,
 * virtue, storage, cards, whose turn and the tile drawn), on a new game or on `from`: tiles come
 * from the bag and stones from the supply, tile counts and the end trigger are derived, and a
 * `ValidationError` names the part when the description is impossible.
 */
export const karesansuiPosition: PositionBuilder<KaresansuiPositionParts, KaresansuiState> = positionBuilder(karesansui, fillKaresansuiPosition);

/**
 * The Karesansui evaluation for bots: `karesansui.evaluate` itself (the same function), so a bad state
 * or seat gets the same typed error as from every other public function.
 */
export const evaluateKaresansui = karesansui.evaluate ?? evaluate;
