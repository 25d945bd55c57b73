/**
 * The Castles of Burgundy (Stefan Feld, 2011) for 2–4 players, on estate board #1.
 *
 * ```ts
 * import { castlesOfBurgundy } from "tesserae/castles-of-burgundy";
 * let s = castlesOfBurgundy.setup({ players: 2, seed: 42 });
 * s = castlesOfBurgundy.applyMove(s, castlesOfBurgundy.legalMoves(s)[0]);
 * ```
 * @packageDocumentation
 */
import { decidingPlayers, defineGame, type GameDefinition } from "../../core/index.js";
import { applyMove } from "./apply.js";
import { checkMove } from "./check.js";
import { describeMove } from "./describe.js";
import { invariants } from "./invariants.js";
import { legalMoves } from "./legal.js";
import { render } from "./render.js";
import { configSchema, isCobMove, moveSchema, stateSchema } from "./schema.js";
import { score } from "./scoring.js";
import { setup } from "./setup.js";
import type { CobConfig, CobMove, CobState, CobView } from "./state.js";
import { determinize, playerView } from "./view.js";

export type * from "./state.js";
export * from "./data.js";
export { estateBoard, type Estate } from "./board.js";
export { knowledgePoints, breakdown } from "./scoring.js";
export { workerCost, trackOrder } from "./rules.js";

/** The Castles of Burgundy game definition. */
export const castlesOfBurgundy: GameDefinition<CobState, CobMove, CobConfig, CobView> = defineGame<CobState, CobMove, CobConfig, CobView>({
  id: "castles-of-burgundy",
  name: "The Castles of Burgundy",
  players: { min: 2, max: 4 },
  defaultConfig: { estate: "1", startGoods: true },
  configOptions: {
    estate: 'estate board used by every player; only "1" (the basic board) is provided',
    startGoods: "deal each player 3 random goods tiles at setup (rulebook; default true)",
  },
  schemas: { config: configSchema, state: stateSchema, move: moveSchema },
  setup,
  activePlayers: (s) => decidingPlayers(s.decisions),
  legalMoves,
  isMove: isCobMove,
  checkMove,
  applyMove,
  isTerminal: (s) => s.phase >= 5,
  score,
  playerView,
  describeMove,
  render,
  determinize,
  invariants,
  playerCount: (s) => s.players.length,
});
