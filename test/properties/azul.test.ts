import { propertySuite } from "./suite.js";
import { azul } from "../../src/games/azul/index.js";

// 2, 3 and 4 players on the default (coloured) wall, the grey wall, and a seeded random first player.
propertySuite(azul, { games: 10, applyAllEvery: 10, configs: [{ wall: "grey" }, { wall: "coloured", firstPlayer: "random" }] });
