import type { PlayerId, RngState } from "../../core/shared.js";
import type { QueensGardenMove, QueensGardenPlayer, QueensGardenState } from "./state.js";

/** A deeply writable version of a state type. */
export type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;

/** A player on a working state: every field writable in place. */
export type WorkPlayer = Mutable<QueensGardenPlayer>;

/**
 * A working state: the rules (`play`) change it in place. It is still a `QueensGardenState` to
 * read; only what {@link open} or {@link draft} copied may be written.
 */
export type Work = Mutable<Omit<QueensGardenState, "rng">> & { rng: RngState | null };

/** A private copy of one player. */
function copyPlayer(p: QueensGardenPlayer): WorkPlayer {
  return {
    score: p.score,
    points: { ...p.points },
    garden: p.garden.slice(),
    areas: p.areas.map((a) => (a ? { expansion: a.expansion, faceUp: a.faceUp, rotation: a.rotation } : null)),
    rewarded: p.rewarded.slice(),
    tiles: p.tiles.slice(),
    jokers: p.jokers,
    expansions: p.expansions.slice(),
    passed: p.passed,
  };
}

/**
 * The one way a state is copied to be played on: everything but the players is copied, and so is
 * each player that `copied` names; the other players are shared with `s` (and must not be written).
 */
function copyState(s: QueensGardenState, copied: (player: PlayerId) => boolean): Work {
  return {
    game: s.game,
    config: { firstPlayer: s.config.firstPlayer, variant: s.config.variant },
    phase: s.phase,
    round: s.round,
    current: s.current,
    starter: s.starter,
    marker: s.marker,
    discarding: s.discarding,
    bag: s.bag.slice(),
    tower: s.tower.slice(),
    stack: s.stack.slice(),
    topTiles: s.topTiles.slice(),
    laterStacks: s.laterStacks.map((x) => x.slice()),
    display: s.display.map((d) => ({ expansion: d.expansion, faceUp: d.faceUp, tiles: d.tiles.slice() })),
    supply: s.supply.slice(),
    players: s.players.map((p, i) => (copied(i) ? copyPlayer(p) : (p as WorkPlayer))),
    rng: s.rng,
  };
}

const everyone = (): boolean => true;

/** A private, mutable copy of a state sharing nothing with it (what a simulator plays on). */
export function open(s: QueensGardenState): Work {
  return copyState(s, everyone);
}

/**
 * A copy to play `move` on once (the pure `applyMove`): a move changes the piles and its own
 * player, so the other players are shared, except for the moves of a pass, which may end the round
 * and so score every player.
 */
export function draft(s: QueensGardenState, move: QueensGardenMove, player: PlayerId): Work {
  const passing = move.type === "pass" || move.type === "discardTile" || move.type === "discardExpansion" || move.type === "endPass";
  return copyState(s, passing ? everyone : (i) => i === player);
}
