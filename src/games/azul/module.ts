/**
 * Azul: everything the library needs of the game, in one place (see docs/writing-a-game.md):
 * its definition (rules, evaluation, search hints), action space, observation and fast path.
 */
import { defineModule } from "../../rl/module.js";
import { azulActionSpace } from "./action-space.js";
import { azul } from "./index.js";
import { azulObservation } from "./observation.js";

export const azulModule = /* @__PURE__ */ defineModule({ definition: azul, actionSpace: azulActionSpace, observation: azulObservation });
