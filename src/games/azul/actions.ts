import { required } from "../../core/required.js";
import { ValidationError } from "../../core/shared.js";
import { COLOURS, FACTORIES, WALL_SIZE, colourIndex } from "./data.js";
import { listMoves } from "../../core/shared.js";
import { generate } from "./generate.js";
import { TAKE_PARTS, placeAction, takeAction } from "./move-table.js";
import { isAzulMove } from "./schema.js";
import type { AzulConfig, AzulMove, AzulState, TakeMove } from "./state.js";

/**
 * Fixed-size action encoding (spec §10.2), for reinforcement learning and other bots that want a
 * move as an index into a fixed action space with a legality mask.
 *
 * `take` actions come first: `(source × 5 + colour) × 6 + destination`, where source 0…F−1 are
 * factories 1…F and source F is the centre, colour follows {@link COLOURS} (B Y R K W), and
 * destination 0…4 are pattern lines 1…5 and 5 is the floor. That gives (F + 1) × 30 = 180 / 240 /
 * 300 actions for 2 / 3 / 4 players. On the grey wall five `place` actions follow, one per column.
 */
const DESTINATIONS = WALL_SIZE + 1;
const PER_SOURCE = COLOURS.length * DESTINATIONS;

/** Size of the action space for a player count and wall side. */
export function actionCount(players: number, wall: AzulConfig["wall"] = "coloured"): number {
  // Own keys only: a caller's value is never looked up through the prototype chain.
  const factories = typeof players === "number" && Object.hasOwn(FACTORIES, players) ? FACTORIES[players] : undefined;
  if (factories === undefined) throw new ValidationError("Azul action space", [{ path: "players", message: `Azul takes 2 to 4 players, not ${players}` }]);
  return (factories + 1) * PER_SOURCE + (wall === "grey" ? WALL_SIZE : 0);
}

/** The action index of a move in this state's action space. */
export function encodeMove(state: AzulState, move: AzulMove): number {
  // A take the generator listed is one of its constants: its parts are known, nothing to check.
  const known = TAKE_PARTS.get(move as TakeMove);
  if (known !== undefined && known.factory < state.factories.length) {
    return takeAction(known.factory < 0 ? state.factories.length : known.factory, known.colour, known.destination);
  }
  if (!isAzulMove(move)) throw new ValidationError("Azul action", [{ path: "", message: "not an Azul move (see the move schema)" }]);
  const f = state.factories.length;
  if (move.type === "place") {
    if (state.config.wall !== "grey") throw new ValidationError("Azul action", [{ path: "type", message: '"place" actions exist on the grey wall only' }]);
    return placeAction(f, move.column - 1);
  }
  const source = move.source === "centre" ? f : move.source - 1;
  if (source < 0 || source > f) throw new ValidationError("Azul action", [{ path: "source", message: `no factory ${String(move.source)} with ${f} factories` }]);
  return takeAction(source, colourIndex(move.colour), move.line === "floor" ? WALL_SIZE : move.line - 1);
}

/** The move an action index stands for in this state's action space (legal or not). */
export function decodeMove(state: AzulState, action: number): AzulMove {
  const f = state.factories.length;
  const takes = (f + 1) * PER_SOURCE;
  const size = takes + (state.config.wall === "grey" ? WALL_SIZE : 0);
  if (!Number.isInteger(action) || action < 0 || action >= size) {
    throw new ValidationError("Azul action", [{ path: "", message: `action must be an integer from 0 to ${size - 1}, not ${String(action)}` }]);
  }
  if (action >= takes) return { type: "place", column: action - takes + 1 };
  const dest = action % DESTINATIONS;
  const colour = required(COLOURS[Math.floor(action / DESTINATIONS) % COLOURS.length], "the colour of the action");
  const source = Math.floor(action / PER_SOURCE);
  return { type: "take", source: source === f ? "centre" : source + 1, colour, line: dest === WALL_SIZE ? "floor" : dest + 1 };
}

/** A 0/1 mask over the action space: 1 where the action is legal now (all 0 once the game is over). */
export function legalActionMask(state: AzulState): Uint8Array {
  const mask = new Uint8Array(actionCount(state.boards.length, state.config.wall));
  if (state.phase === "over") return mask;
  for (const m of listMoves(generate, state, state.current)) mask[encodeMove(state, m)] = 1;
  return mask;
}
