/**
 * The Castles of Burgundy: everything the library needs of the game, in one place (see docs/writing-a-game.md):
 * its definition (rules, evaluation, search hints), action space, observation and fast path.
 */
import { defineModule } from "../../rl/module.js";
import { castlesOfBurgundyActionSpace } from "./action-space.js";
import { castlesOfBurgundy } from "./index.js";
import { castlesOfBurgundyObservation } from "./observation.js";

export const castlesOfBurgundyModule = /* @__PURE__ */ defineModule({ definition: castlesOfBurgundy, actionSpace: castlesOfBurgundyActionSpace, observation: castlesOfBurgundyObservation });
