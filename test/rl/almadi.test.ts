import { almadi } from "../../src/games/almadi/index.js";
import { almadiActionSpace } from "../../src/games/almadi/action-space.js";
import { almadiObservation } from "../../src/games/almadi/observation.js";
import { rlSuite } from "./helpers.js";

// Observations at every third position: determinizing a 5-player Almadi state for each seat is the slow part.
rlSuite(almadi, almadiActionSpace, almadiObservation, { configs: [{}, { characters: true }], games: 1, observeEvery: 3 });
