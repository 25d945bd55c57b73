import { propertySuite } from "./suite.js";
import type { Rng } from "../../src/core/index.js";
import { castlesOfBurgundy, castlesOfBurgundyPosition, type CobState } from "../../src/games/castles-of-burgundy/index.js";

/**
 * A reached state described by some of its parts, on that state: every estate's tiles and
 * belongings given again (the builder returns and re-takes them), the depots sometimes, and the
 * turn moved to another seat sometimes (at a plain turn).
 */
function partsOf(s: CobState, rng: Rng): object {
  const estates = s.players.map((p) => ({
    tiles: Object.fromEntries(p.estate.flatMap((t, sp) => (t >= 0 ? [[sp, t]] : []))),
    storage: p.storage,
    goods: p.goods,
    silver: p.silver,
    workers: p.workers,
    dice: p.dice,
  }));
  const depots = rng.int(2) === 0 ? { depots: Object.fromEntries(s.depots.map((d, i) => [i, d])) } : {};
  const plainTurn = s.decisions.length === 1 && s.decisions[0]!.kind === "turn";
  const current = plainTurn && rng.int(2) === 0 ? { current: s.turnOrder[rng.int(s.turnOrder.length)] } : {};
  return { from: s, estates, ...depots, ...current };
}

// Besides the default (board 1, start castle on the centre space): the 2019 edition's boards 4 and 8,
// neither with a centre castle (every player chooses the start castle's space), board 8 also
// without start goods.
propertySuite(castlesOfBurgundy, {
  games: 6,
  configs: [{ estate: "4" }, { estate: "8", startGoods: false }],
  applyAllEvery: 25,
  position: { build: castlesOfBurgundyPosition, partsOf },
});
