/**
 * Almadi (Mathieu Bossu & François Gandon, Funnyfox 2021), 2–5 players, with the Characters
 * variant (`config: { characters: true }`).
 *
 * ```ts
 * import { almadi } from "tesserae/almadi";
 * let s = almadi.setup({ players: 2, seed: 42, config: { startTiles: "random" } });
 * s = almadi.applyMove(s, almadi.legalMoves(s)[0]);
 * ```
 * The tile, objective, mosaic and stall data is PROVISIONAL (invented placeholders): see
 * `dataStatus`, `data.ts` and docs/rules/almadi.md.
 * @packageDocumentation
 */
import { defineGame, positionBuilder, type PositionBuilder, type GameDefinition, seatIssues } from "../../core/shared.js";
import { moveLimit } from "./constants.js";
import { dataStatus } from "./data-status.js";
import { decision, prompt, type AlmadiDecisionKind } from "./decision.js";
import { describeMove } from "./describe.js";
import { evaluate, SCORE_SCALE, SEARCH_HINTS } from "./evaluation.js";
import { explain } from "./explain.js";
import { generate } from "./generate.js";
import { invariants, reachability } from "./invariants.js";
import { fillAlmadiPosition, type AlmadiPositionParts } from "./position.js";
import { render, renderView } from "./render.js";
import { play } from "./play.js";
import { isAlmadiMove, schemas } from "./schema.js";
import { score, type AlmadiBreakdownPart } from "./scoring.js";
import { setup } from "./setup.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState, AlmadiView } from "./state.js";
import { fromView, playerView } from "./view.js";
import { draft, open } from "./work.js";

export type * from "./state.js";
export type * from "./components.js";
export { ALMADI_EVALUATION_WEIGHTS } from "./evaluation.js";
export { DATA_VERSION, LANDSCAPES, START_TILES, MOSAICS, STALLS, OBJECTIVES } from "./data.js";
export { dataStatus, DATA_IS_PROVISIONAL } from "./data-status.js";
export { seatList, type AlmadiDecisionKind } from "./decision.js";
export { ALMADI_RULE_CODES, type AlmadiMoveErrorCode, type AlmadiRuleCode } from "./explain.js";
export { CHARACTERS, CHARACTER_IDS, character, type CharacterId, type CharacterData, type CharacterTiming } from "./characters.js";
export { CARAVAN_CAPACITY, RUBY_RANK_POINTS, RUBY_RANK_POINTS_2P, SETUP_BY_PLAYERS, MAX_GENIE_ACTIONS, MOVES_PER_TURN, slotRow } from "./constants.js";
export { cellName, parseCell } from "./realm.js";
export { meets } from "./objectives.js";
export { CATEGORIES, mosaicPoints, playerBreakdown, rubyPoints, type AlmadiBreakdownPart, type Breakdown } from "./scoring.js";
export { LEGEND, renderRealm } from "./render.js";
export type { AlmadiPositionParts, AlmadiRealmParts } from "./position.js";

/** The Almadi game definition. */
export const almadi: GameDefinition<AlmadiState, AlmadiMove, AlmadiConfig, AlmadiView, AlmadiDecisionKind, AlmadiBreakdownPart> = defineGame<
  AlmadiState,
  AlmadiMove,
  AlmadiConfig,
  AlmadiView,
  AlmadiDecisionKind,
  AlmadiBreakdownPart
>({
  id: "almadi",
  name: "Almadi",
  players: { min: 2, max: 5 },
  defaultConfig: { characters: false, startTiles: "choose", greyObjectives: null, firstPlayer: null },
  configOptions: {
    characters: "play with the Characters variant (deal, keep two, hire with rubies); default false",
    startTiles: '"choose" (players pick in reverse seat order) or "random"; default "choose"',
    greyObjectives: "grey objectives set out; null (default) = players − 1, as the seed says (the BGA wiki says one per player)",
    firstPlayer: "seat of the first player; null (default) = random",
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
  isMove: isAlmadiMove,
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
 * Builds a sound Almadi position from the parts a test cares about (realms, belongings, board
 * slots, whose turn, the turn in progress), on a new game ready to play or on `from`: landscapes
 * keep their per-type count, cards come from their decks and rubies from the supply, and a
 * `ValidationError` names the part when the description is impossible.
 */
export const almadiPosition: PositionBuilder<AlmadiPositionParts, AlmadiState> = positionBuilder(almadi, fillAlmadiPosition);

/**
 * The Almadi evaluation for bots: `almadi.evaluate` itself (the same function), so a bad state
 * or seat gets the same typed error as from every other public function.
 */
export const evaluateAlmadi = almadi.evaluate ?? evaluate;
