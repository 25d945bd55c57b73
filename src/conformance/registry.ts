/** The games the conformance kit covers, each with its action space (whose version every vector carries). */
import type { AnyActionSpace } from "../rl/actions.js";
import { ValidationError } from "../core/errors.js";
import type { AnyGame } from "../core/types.js";
import { games } from "../index.js";
import { azulActionSpace } from "../games/azul/action-space.js";
import { queensGardenActionSpace } from "../games/queens-garden/action-space.js";
import { almadiActionSpace } from "../games/almadi/action-space.js";
import { karesansuiActionSpace } from "../games/karesansui/action-space.js";
import { castlesOfBurgundyActionSpace } from "../games/castles-of-burgundy/action-space.js";

const spaces: Readonly<Record<string, AnyActionSpace>> = {
  azul: azulActionSpace,
  "queens-garden": queensGardenActionSpace,
  almadi: almadiActionSpace,
  karesansui: karesansuiActionSpace,
  "castles-of-burgundy": castlesOfBurgundyActionSpace,
};

/** Every game id the kit covers, in registry order. */
export const conformanceGames: readonly string[] = Object.keys(games);

/** The game with this id; a ValidationError naming it when there is none. */
export function gameById(id: string): AnyGame {
  if (!Object.hasOwn(games, id)) throw new ValidationError("game id", [{ path: "game", message: `unknown game "${id.slice(0, 40)}" (known: ${conformanceGames.join(", ")})` }]);
  return (games as Record<string, AnyGame>)[id]!;
}

/** The action-space version of a game (0 when a game has no action space). */
export function actionSpaceVersion(game: AnyGame): number {
  return Object.hasOwn(spaces, game.id) ? spaces[game.id]!.version : 0;
}
