/**
 * What the protocol server serves: every registered game with its action space and observation
 * (for the RL operations). A server may be given other definitions under the same ids (a test
 * fixture with one rule changed, say).
 */
import { games } from "../../index.js";
import type { AnyGame } from "../../core/shared.js";
import type { ActionSpace, ObservationSpace } from "../../rl/mechanics.js";
import {
  almadiActionSpace,
  almadiObservation,
  azulActionSpace,
  azulObservation,
  castlesOfBurgundyActionSpace,
  castlesOfBurgundyObservation,
  karesansuiActionSpace,
  karesansuiObservation,
  queensGardenActionSpace,
  queensGardenObservation,
} from "../../rl/index.js";

/** A game as the server holds it; `space` and `observation` enable the RL operations. */
export interface ServedGame {
  readonly game: AnyGame;
  readonly space?: ActionSpace<any, any, any>;
  readonly observation?: ObservationSpace<any, any>;
}

/** The games a server serves, by id. */
export type ServedGames = Readonly<Record<string, ServedGame>>;

/** Every registered game with its action space and observation. */
export function defaultServedGames(): ServedGames {
  return {
    azul: { game: games.azul, space: azulActionSpace, observation: azulObservation },
    "queens-garden": { game: games["queens-garden"], space: queensGardenActionSpace, observation: queensGardenObservation },
    almadi: { game: games.almadi, space: almadiActionSpace, observation: almadiObservation },
    karesansui: { game: games.karesansui, space: karesansuiActionSpace, observation: karesansuiObservation },
    "castles-of-burgundy": { game: games["castles-of-burgundy"], space: castlesOfBurgundyActionSpace, observation: castlesOfBurgundyObservation },
  };
}
