/**
 * Azul: Queen's Garden: everything the library needs of the game, in one place (see docs/writing-a-game.md):
 * its definition (rules, evaluation, search hints), action space, observation and fast path.
 */
import { defineModule } from "../../rl/module.js";
import { queensGardenActionSpace } from "./action-space.js";
import { queensGarden } from "./index.js";
import { queensGardenObservation } from "./observation.js";

export const queensGardenModule = /* @__PURE__ */ defineModule({ definition: queensGarden, actionSpace: queensGardenActionSpace, observation: queensGardenObservation });
