import { propertySuite } from "./suite.js";
import { karesansui } from "../../src/games/karesansui/index.js";

propertySuite(karesansui, { games: 12, maxSteps: 2000, applyAllEvery: 15, configs: [
    { firstPlayer: "random", diagonalReuse: true, sanzonStrict: true, storedPlacement: "extra" },
  ] });
