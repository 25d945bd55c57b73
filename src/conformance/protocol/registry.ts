/**
 * What the protocol server serves: every registered game with its action space and observation
 * (for the RL operations). A server may be given other definitions under the same ids (a test
 * fixture with one rule changed, say).
 */
import type { AnyGame } from "../../core/shared.js";
import type { ActionSpace, ObservationSpace } from "../../rl/mechanics.js";
import { registry } from "../../registry.js";

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
  return Object.fromEntries(Object.entries(registry).map(([id, m]) => [id, { game: m.definition, space: m.actionSpace, observation: m.observation }]));
}
