import { propertySuite } from "./suite.js";
import { karesansui } from "../../src/games/karesansui/index.js";

propertySuite(karesansui, { games: 12, applyAllEvery: 15, configs: [
    { firstPlayer: "random", diagonalReuse: true, sanzonStrict: true, storedPlacement: "extra", allowRotate180: true },
    { firstPlayer: 1, diagonalReuse: false, sanzonStrict: false, storedPlacement: "swap", allowRotate180: true },
  ] });
