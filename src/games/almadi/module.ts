/**
 * Almadi: everything the library needs of the game, in one place (see docs/writing-a-game.md):
 * its definition (rules, evaluation, search hints), action space, observation and fast path.
 */
import { defineModule } from "../../rl/module.js";
import { almadiActionSpace } from "./action-space.js";
import { almadi } from "./index.js";
import { almadiObservation } from "./observation.js";

export const almadiModule = /* @__PURE__ */ defineModule({ definition: almadi, actionSpace: almadiActionSpace, observation: almadiObservation });
