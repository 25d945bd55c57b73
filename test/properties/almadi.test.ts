import { propertySuite } from "./suite.js";
import { almadi } from "../../src/games/almadi/index.js";

propertySuite(almadi, { games: 5, maxSteps: 3000, configs: [{ characters: true }], applyAllEvery: 25 });
