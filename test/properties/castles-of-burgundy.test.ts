import { propertySuite } from "./suite.js";
import { castlesOfBurgundy } from "../../src/games/castles-of-burgundy/index.js";

// Besides the default (board 1, start castle on the centre space): the 2019 edition's boards 4 and 8,
// neither with a centre castle (every player chooses the start castle's space), board 8 also
// without start goods.
propertySuite(castlesOfBurgundy, {
  games: 6,
  configs: [{ estate: "4" }, { estate: "8", startGoods: false }],
  applyAllEvery: 25,
});
