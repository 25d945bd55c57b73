import { queensGarden } from "../../src/games/queens-garden/index.js";
import { queensGardenActionSpace } from "../../src/games/queens-garden/action-space.js";
import { queensGardenObservation } from "../../src/games/queens-garden/observation.js";
import { rlSuite } from "./helpers.js";

rlSuite(queensGarden, queensGardenActionSpace, queensGardenObservation, { games: 1 });
