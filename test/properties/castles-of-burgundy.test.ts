import { propertySuite } from "./suite.js";
import { castlesOfBurgundy } from "../../src/games/castles-of-burgundy/index.js";

propertySuite(castlesOfBurgundy, { games: 6, maxSteps: 2000, configs: [{ startGoods: false }], applyAllEvery: 25 });
