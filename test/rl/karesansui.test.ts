import { karesansui } from "../../src/games/karesansui/index.js";
import { karesansuiActionSpace } from "../../src/games/karesansui/action-space.js";
import { karesansuiObservation } from "../../src/games/karesansui/observation.js";
import { rlSuite } from "./helpers.js";

rlSuite(karesansui, karesansuiActionSpace, karesansuiObservation, { configs: [{}, { allowRotate180: true, storedPlacement: "extra" }], games: 2 });
