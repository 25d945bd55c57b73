import { propertySuite } from "./suite.js";
import type { Rng } from "../../src/core/index.js";
import { karesansui, karesansuiPosition, type KaresansuiState } from "../../src/games/karesansui/index.js";

/**
 * A reached Step 1 or Step 2 described on a new game of the same table: every garden (cells,
 * monk, virtue, storage, cards), whose turn and the decision; other states (steals, gifts,
 * gardener sub-decisions, the end) as themselves.
 */
function partsOf(s: KaresansuiState, rng: Rng): object {
  const d = s.stack.length === 1 ? s.stack[0]! : null;
  if (d === null || (d.kind !== "step1" && d.kind !== "step2") || s.lastTurn) return { from: s };
  return {
    players: s.players.length,
    config: s.config,
    seed: rng.int(1000),
    gardens: s.players.map((p) => ({ garden: { tiles: p.tiles, stones: p.stones }, monk: p.monk, virtue: p.virtue, storage: p.storage, gardeners: p.gardeners, used: p.used, famous: p.famous })),
    current: s.current,
    decision: d.kind === "step1" ? { kind: "step1", tile: d.tile } : { kind: "step2" },
  };
}

propertySuite(karesansui, {
  games: 12,
  applyAllEvery: 15,
  configs: [
    { firstPlayer: "random", diagonalReuse: true, sanzonStrict: true, storedPlacement: "extra", allowRotate180: true },
    { firstPlayer: 1, diagonalReuse: false, sanzonStrict: false, storedPlacement: "swap", allowRotate180: true },
  ],
  position: { build: karesansuiPosition, partsOf },
});
