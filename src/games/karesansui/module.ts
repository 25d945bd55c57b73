/**
 * Karesansui: everything the library needs of the game, in one place (see docs/writing-a-game.md):
 * its definition (rules, evaluation, search hints), action space, observation and fast path.
 */
import { defineModule } from "../../rl/module.js";
import { karesansuiActionSpace } from "./action-space.js";
import { karesansui } from "./index.js";
import { karesansuiObservation } from "./observation.js";

export const karesansuiModule = /* @__PURE__ */ defineModule({ definition: karesansui, actionSpace: karesansuiActionSpace, observation: karesansuiObservation });
