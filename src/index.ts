/**
 * Tesserae: pure, deterministic rules engines for tile-placement board games behind one
 * {@link GameDefinition} interface. Import one game from its subpath (`tesserae/azul`) to keep
 * bundles small, or use the {@link games} registry here.
 * @packageDocumentation
 */
import { replay as replayWith, replayStates as replayStatesWith, parseReplayRecord, ValidationError, type AnyGame } from "./core/index.js";
import { registry } from "./registry.js";

export * from "./core/index.js";
// Action spaces, observations, the AEC loop and simulators, without any game's part (see tesserae/rl).
export * from "./rl/mechanics.js";
export { registry };
export { azul } from "./games/azul/index.js";
export { queensGarden } from "./games/queens-garden/index.js";
export { almadi } from "./games/almadi/index.js";
export { karesansui } from "./games/karesansui/index.js";
export { castlesOfBurgundy } from "./games/castles-of-burgundy/index.js";

/** Every game's definition, keyed by id (the same id as its subpath: `tesserae/<id>`): the registry's definitions. */
export const games: { readonly [Id in keyof typeof registry]: (typeof registry)[Id]["definition"] } = Object.freeze(
  Object.fromEntries(Object.entries(registry).map(([id, m]) => [id, m.definition])) as { [Id in keyof typeof registry]: (typeof registry)[Id]["definition"] },
);

/** A registered game id. */
export type GameId = keyof typeof games;

/** The state type of any registered game. */
export type AnyGameState = ReturnType<(typeof games)[GameId]["setup"]>;

/** Whether `id` names a registered game (an own key of the registry: `"__proto__"` is not a game). */
export function isGameId(id: unknown): id is GameId {
  return typeof id === "string" && Object.hasOwn(games, id);
}

/**
 * The registered game with this id, typed by the id (`getGame("azul")` is the Azul definition).
 * Throws a ValidationError naming the id when there is none.
 */
export function getGame<Id extends GameId>(id: Id): (typeof games)[Id];
export function getGame(id: string): (typeof games)[GameId];
export function getGame(id: string): (typeof games)[GameId] {
  if (!isGameId(id)) {
    const shown = typeof id === "string" ? `"${id.slice(0, 40)}"` : `a ${typeof id}`;
    throw new ValidationError("game id", [{ path: "game", message: `unknown game ${shown} (known: ${Object.keys(games).join(", ")})` }]);
  }
  return games[id];
}

/** Replays a record of any registered game and returns its final state. */
export function replay(record: unknown): AnyGameState {
  return replayWith(getGame(parseReplayRecord(record).game) as AnyGame, record) as AnyGameState;
}

/** Replays a record of any registered game and returns every state from setup on. */
export function replayStates(record: unknown): AnyGameState[] {
  return replayStatesWith(getGame(parseReplayRecord(record).game) as AnyGame, record) as AnyGameState[];
}
