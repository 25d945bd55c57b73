/** The games the conformance kit covers, each with its action space (whose version every vector carries). */
import { ValidationError } from "../core/errors.js";
import type { AnyGame } from "../core/types.js";
import { games } from "../index.js";
import { registry } from "../registry.js";
import type { GameModule } from "../rl/module.js";

const modules: Readonly<Record<string, GameModule>> = registry;

/** Every game id the kit covers, in registry order. */
export const conformanceGames: readonly string[] = Object.keys(games);

/** The game with this id; a ValidationError naming it when there is none. */
export function gameById(id: string): AnyGame {
  const game = Object.hasOwn(games, id) ? (games as Record<string, AnyGame>)[id] : undefined;
  if (game === undefined) throw new ValidationError("game id", [{ path: "game", message: `unknown game "${id.slice(0, 40)}" (known: ${conformanceGames.join(", ")})` }]);
  return game;
}

/** The action-space version of a game (0 when a game has no action space). */
export function actionSpaceVersion(game: AnyGame): number {
  return Object.hasOwn(modules, game.id) ? (modules[game.id]?.actionSpace.version ?? 0) : 0;
}
