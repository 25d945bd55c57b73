/**
 * A game module: everything the library needs of one game, declared in the game's own folder
 * (`src/games/<id>/module.ts`) and collected in the one registry (`src/registry.ts`): its
 * definition (rules, evaluation, search hints), its action space, its observation and its fast
 * path. The CLI, the protocol server, the conformance kit and the benchmarks read games from the
 * registry; core and bots know no game id. See docs/writing-a-game.md.
 */
import { ValidationError } from "../core/errors.js";
import type { GameDefinition } from "../core/types.js";
import type { ActionSpace } from "./actions.js";
import type { ObservationSpace } from "./observation.js";
import { actionFastPath, type FastPath } from "./simulator.js";

/** One game, with its RL parts. */
export interface GameModule<State = any, Move = any, Config = any, View = any> {
  /** The game's rules: what `tesserae/<id>` exports. */
  readonly definition: GameDefinition<State, Move, Config, View, any, any>;
  readonly actionSpace: ActionSpace<State, Move, Config>;
  readonly observation: ObservationSpace<View, Config>;
  /** The fast path for search: a simulator over the action space, on the game's working state. */
  readonly fastPath: FastPath<State>;
}

/**
 * A game's module from its definition, action space and observation; the fast path is derived
 * (`actionFastPath`). Throws when the parts belong to different games.
 */
export function defineModule<State, Move, Config, View>(parts: {
  readonly definition: GameDefinition<State, Move, Config, View, any, any>;
  readonly actionSpace: ActionSpace<State, Move, Config>;
  readonly observation: ObservationSpace<View, Config>;
}): GameModule<State, Move, Config, View> {
  const { definition, actionSpace, observation } = parts;
  for (const [path, id] of [
    ["actionSpace", actionSpace.game],
    ["observation", observation.game],
  ] as const) {
    if (id !== definition.id) throw new ValidationError("game module", [{ path, message: `belongs to ${id}, not ${definition.id}` }]);
  }
  return Object.freeze({ definition, actionSpace, observation, fastPath: actionFastPath(definition, actionSpace) });
}
