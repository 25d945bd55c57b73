/**
 * Almadi (Mathieu Bossu & François Gandon, Funnyfox 2021), 2–5 players, with the Characters
 * variant (`config: { characters: true }`).
 *
 * ```ts
 * import { almadi } from "tesserae/almadi";
 * let s = almadi.setup({ players: 2, seed: 42, config: { startTiles: "random" } });
 * s = almadi.applyMove(s, almadi.legalMoves(s)[0]);
 * ```
 * The tile, objective, mosaic and stall data is PROVISIONAL (invented placeholders): see `data.ts`
 * and docs/rules/almadi.md.
 * @packageDocumentation
 */
import { defineGame, type GameDefinition, seatIssues } from "../../core/index.js";
import { applyMove } from "./apply.js";
import { describeMove } from "./describe.js";
import { invariants } from "./invariants.js";
import { activePlayers, checkMove, legalMoves } from "./legal.js";
import { render } from "./render.js";
import { configSchema, isAlmadiMove, moveSchema, stateSchema } from "./schema.js";
import { score } from "./scoring.js";
import { setup } from "./setup.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState, AlmadiView } from "./state.js";
import { determinize, playerView } from "./view.js";

export type * from "./state.js";
export type * from "./components.js";
export { DATA_VERSION, DATA_IS_PROVISIONAL, LANDSCAPES, START_TILES, MOSAICS, STALLS, OBJECTIVES } from "./data.js";
export { CHARACTERS, CHARACTER_IDS, character, type CharacterId, type CharacterData, type CharacterTiming } from "./characters.js";
export { CARAVAN_CAPACITY, RUBY_RANK_POINTS, RUBY_RANK_POINTS_2P, SETUP_BY_PLAYERS, MAX_GENIE_ACTIONS, slotRow } from "./constants.js";
export { cellName, parseCell } from "./realm.js";
export { meets } from "./objectives.js";
export { CATEGORIES, mosaicPoints, playerBreakdown, rubyPoints, type Breakdown } from "./scoring.js";
export { renderRealm } from "./render.js";

/** The Almadi game definition. */
export const almadi: GameDefinition<AlmadiState, AlmadiMove, AlmadiConfig, AlmadiView> = defineGame<AlmadiState, AlmadiMove, AlmadiConfig, AlmadiView>({
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
  schemas: { config: configSchema, state: stateSchema, move: moveSchema },
  checkSetup: (players, config) => seatIssues("firstPlayer", config.firstPlayer, players),
  setup,
  activePlayers,
  legalMoves,
  isMove: isAlmadiMove,
  checkMove,
  applyMove,
  isTerminal: (s) => s.phase === "over",
  score,
  playerView,
  describeMove,
  render,
  determinize,
  invariants,
  playerCount: (s) => s.players.length,
});
