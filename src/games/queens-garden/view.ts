import type { PlayerId, Rng } from "../../core/index.js";
import type { QueensGardenState, QueensGardenView } from "./state.js";

/**
 * What a player (or spectator) sees, built field by field: no PRNG state, only the size of the bag,
 * the stacks and the supply, and no id of any face-down expansion (in the stacks, the display, the
 * supply or a garden). Everything else — storages, gardens, the tower — is public.
 */
export function playerView(s: QueensGardenState, _player: PlayerId | "spectator"): QueensGardenView {
  let bagSize = 0;
  for (const n of s.bag) bagSize += n;
  return {
    game: s.game,
    config: s.config,
    phase: s.phase,
    round: s.round,
    current: s.current,
    starter: s.starter,
    marker: s.marker,
    discarding: s.discarding,
    bagSize,
    tower: s.tower,
    stackSize: s.stack.length,
    topTiles: s.topTiles,
    laterStackSizes: s.laterStacks.map((x) => x.length),
    display: s.display.map((d) => ({ expansion: d.faceUp ? d.expansion : null, faceUp: d.faceUp, tiles: d.tiles })),
    supplySize: s.supply.length,
    players: s.players.map((p) => ({
      score: p.score,
      points: p.points,
      garden: p.garden,
      areas: p.areas.map((a) => (a ? { expansion: a.faceUp ? a.expansion : null, faceUp: a.faceUp, rotation: a.rotation } : null)),
      rewarded: p.rewarded,
      tiles: p.tiles,
      jokers: p.jokers,
      expansions: p.expansions,
      passed: p.passed,
    })),
  };
}

/**
 * Re-deals what `player` cannot see: the ids of all face-down expansions are shuffled among their
 * places, and the PRNG is replaced (future bag draws). The bag's contents are implied by public
 * information and stay as they are.
 */
export function determinize(s: QueensGardenState, _player: PlayerId, rng: Rng): QueensGardenState {
  const hidden: number[] = [...s.stack, ...s.laterStacks.flat(), ...s.supply];
  for (const d of s.display) if (!d.faceUp) hidden.push(d.expansion);
  for (const p of s.players) for (const a of p.areas) if (a && !a.faceUp) hidden.push(a.expansion);
  rng.shuffle(hidden);
  let i = 0;
  const next = (): number => hidden[i++]!;
  return {
    ...s,
    stack: s.stack.map(next),
    laterStacks: s.laterStacks.map((x) => x.map(next)),
    supply: s.supply.map(next),
    display: s.display.map((d) => (d.faceUp ? d : { ...d, expansion: next() })),
    players: s.players.map((p) => ({ ...p, areas: p.areas.map((a) => (a && !a.faceUp ? { ...a, expansion: next() } : a)) })),
    rng: rng.fork().state(),
  };
}
