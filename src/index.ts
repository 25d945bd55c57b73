/**
 * Tesserae: pure, deterministic rules engines for tile-placement board games behind one
 * {@link GameDefinition} interface. Import one game from its subpath (`tesserae/azul`) to keep
 * bundles small, or use the {@link games} registry here.
 * @packageDocumentation
 */
import { replay as replayWith, replayStates as replayStatesWith, parseReplayRecord, ValidationError, type AnyGame } from "./core/index.js";
import { azul } from "./games/azul/index.js";
import { queensGarden } from "./games/queens-garden/index.js";
import { almadi } from "./games/almadi/index.js";
import { karesansui } from "./games/karesansui/index.js";
import { castlesOfBurgundy } from "./games/castles-of-burgundy/index.js";

export * from "./core/index.js";
export { azul, queensGarden, almadi, karesansui, castlesOfBurgundy };

/** Every game, keyed by id (the same id as its subpath: `tesserae/<id>`). */
export const games = {
  azul,
  "queens-garden": queensGarden,
  almadi,
  karesansui,
  "castles-of-burgundy": castlesOfBurgundy,
} as const satisfies Record<string, AnyGame>;

/** A registered game id. */
export type GameId = keyof typeof games;

/** The registered game with this id; throws a ValidationError naming the id when there is none. */
export function getGame(id: string): AnyGame {
  const g = (games as Record<string, AnyGame>)[id];
  if (!g) throw new ValidationError("game id", [{ path: "game", message: `unknown game "${id}" (known: ${Object.keys(games).join(", ")})` }]);
  return g;
}

/** Replays a record of any registered game and returns its final state. */
export function replay(record: unknown): unknown {
  return replayWith(getGame(parseReplayRecord(record).game), record);
}

/** Replays a record of any registered game and returns every state from setup on. */
export function replayStates(record: unknown): unknown[] {
  return replayStatesWith(getGame(parseReplayRecord(record).game), record);
}
