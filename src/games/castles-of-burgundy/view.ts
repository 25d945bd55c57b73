/**
 * Hidden information: the face-down goods stacks of the later phases, the unused goods and the
 * PRNG. Everything else is public (the supply piles as multisets, see {@link CobView.supply}).
 */
import { required } from "../../core/required.js";
import { ValidationError, type PlayerId, type Rng } from "../../core/shared.js";
import { GOODS_COLOURS, GOODS_PER_COLOUR } from "./data.js";
import type { CobState, CobView } from "./state.js";

/** What `viewer` may see, built from an allow-list. */
export function playerView(s: CobState, viewer: PlayerId | "spectator"): CobView {
  return {
    game: s.game,
    config: s.config,
    viewer,
    players: s.players,
    phase: s.phase,
    round: s.round,
    turnOrder: s.turnOrder,
    turnIndex: s.turnIndex,
    depots: s.depots,
    depotGoods: s.depotGoods,
    roundGoods: s.roundGoods,
    goodsStackSizes: s.goodsStacks.map((g) => g.length),
    supply: s.supply,
    removed: s.removed,
    whiteDie: s.whiteDie,
    bonusLarge: s.bonusLarge,
    bonusSmall: s.bonusSmall,
    nextStamp: s.nextStamp,
    decisions: s.decisions,
  };
}

/** Adds `k` goods tiles of goods colour `c` (index 0–5) to counts per colour. */
function addGoods(counts: number[], c: number, k: number): void {
  counts[c] = required(counts[c], "the count of a goods colour") + k;
}

/** Goods tiles face up somewhere (this phase's row, the depots, the players' goods spaces, sold), per goods colour 1–6 (index 0–5). */
export function faceUpGoods(v: Pick<CobView, "roundGoods" | "depotGoods" | "players">): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (const g of v.roundGoods) addGoods(out, g - 1, 1);
  for (const d of v.depotGoods) for (let c = 0; c < GOODS_COLOURS; c++) addGoods(out, c, required(d[c], "the goods of a colour on a depot"));
  for (const p of v.players) {
    for (let c = 0; c < GOODS_COLOURS; c++) addGoods(out, c, required(p.goods[c], "the player's goods of a colour") + required(p.sold[c], "the player's sold goods of a colour"));
  }
  return out;
}

/**
 * A full state consistent with `view`: the goods tiles no one has seen (7 per colour minus the
 * face-up ones, taken in colour order so nothing depends on the real hidden order) are shuffled
 * with `rng` and dealt into the later phases' stacks of the view's sizes, the rest left unused;
 * the PRNG state is drawn fresh from `rng`.
 */
export function fromView(view: CobView, rng: Rng): CobState {
  const seen = faceUpGoods(view);
  const pool: number[] = [];
  for (let c = 0; c < GOODS_COLOURS; c++) {
    const shown = required(seen[c], "the face-up goods of a colour");
    const left = GOODS_PER_COLOUR - shown;
    if (left < 0) throw new ValidationError("castles-of-burgundy view", [{ path: "players", message: `shows ${shown} goods tiles of colour ${c + 1}; there are ${GOODS_PER_COLOUR}` }]);
    for (let i = 0; i < left; i++) pool.push(c + 1);
  }
  const hidden = view.goodsStackSizes.reduce((a, b) => a + b, 0);
  if (hidden > pool.length)
    throw new ValidationError("castles-of-burgundy view", [{ path: "goodsStackSizes", message: `asks for ${hidden} face-down goods tiles; only ${pool.length} are unaccounted for` }]);
  rng.shuffle(pool);
  const goodsStacks = view.goodsStackSizes.map((n) => pool.splice(0, n));
  return {
    game: view.game,
    config: view.config,
    players: view.players,
    phase: view.phase,
    round: view.round,
    turnOrder: view.turnOrder,
    turnIndex: view.turnIndex,
    depots: view.depots,
    depotGoods: view.depotGoods,
    roundGoods: view.roundGoods,
    goodsStacks,
    spareGoods: pool.sort((a, b) => a - b),
    supply: view.supply,
    removed: view.removed,
    whiteDie: view.whiteDie,
    bonusLarge: view.bonusLarge,
    bonusSmall: view.bonusSmall,
    nextStamp: view.nextStamp,
    decisions: view.decisions,
    rng: rng.fork().state(),
  };
}
