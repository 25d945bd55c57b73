import { propertySuite } from "./suite.js";
import { almadi } from "../../src/games/almadi/index.js";

propertySuite(almadi, {
  games: 5,
  applyAllEvery: 25,
  configs: [{ characters: true }, { characters: true, startTiles: "random" }, { startTiles: "random", greyObjectives: 0 }],
});
