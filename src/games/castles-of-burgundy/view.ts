/** Hidden information: later goods stacks, unused goods, the tile supply piles and the PRNG. */
import type { PlayerId, Rng } from "../../core/index.js";
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
    supplySizes: s.supply.map((p) => p.length),
    removed: s.removed,
    whiteDie: s.whiteDie,
    bonusLarge: s.bonusLarge,
    bonusSmall: s.bonusSmall,
    decisions: s.decisions,
  };
}

/**
 * A state `player` cannot tell apart: the face-down goods (later stacks and unused tiles) re-dealt,
 * and a fresh PRNG. The supply piles are unordered multisets that every player can deduce by
 * counting, and which tiles come out is decided by the PRNG, so they stay as they are.
 */
export function determinize(s: CobState, _player: PlayerId, rng: Rng): CobState {
  const pool: number[] = [];
  for (const st of s.goodsStacks) pool.push(...st);
  pool.push(...s.spareGoods);
  rng.shuffle(pool);
  const goodsStacks = s.goodsStacks.map((st) => pool.splice(0, st.length));
  return { ...s, goodsStacks, spareGoods: pool.sort((a, b) => a - b), rng: rng.fork().state() };
}
