import { propertySuite } from "./suite.js";
import { queensGarden } from "../../src/games/queens-garden/index.js";

propertySuite(queensGarden, { games: 15, applyAllEvery: 20 });
