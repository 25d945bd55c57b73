import { castlesOfBurgundy } from "../../src/games/castles-of-burgundy/index.js";
import { castlesOfBurgundyActionSpace } from "../../src/games/castles-of-burgundy/action-space.js";
import { castlesOfBurgundyObservation } from "../../src/games/castles-of-burgundy/observation.js";
import { rlSuite } from "./helpers.js";

rlSuite(castlesOfBurgundy, castlesOfBurgundyActionSpace, castlesOfBurgundyObservation, { games: 2 });
