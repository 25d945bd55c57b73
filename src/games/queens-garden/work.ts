import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import type { Writable } from "../../core/working.js";
import type { QueensGardenMove, QueensGardenPlayer, QueensGardenState, ScoreParts } from "./state.js";

/** A player on a working state: every field writable in place. */
export type WorkPlayer = Writable<QueensGardenPlayer>;

/**
 * A working state: the rules (`play`) change it in place. It is still a `QueensGardenState` to
 * read; only what {@link open} or {@link draft} copied may be written.
 */
export type Work = Writable<QueensGardenState>;

function copyAreas(areas: QueensGardenPlayer["areas"]): WorkPlayer["areas"] {
  const out: WorkPlayer["areas"] = [];
  for (const a of areas) out.push(a ? { expansion: a.expansion, faceUp: a.faceUp, rotation: a.rotation } : null);
  return out;
}

/** A copy of a player's score parts: a literal, which costs several times less than a spread on this path (every move). */
const copyPoints = (x: ScoreParts): ScoreParts => ({
  start: x.start,
  wheel: x.wheel,
  pavilions: x.pavilions,
  expansions: x.expansions,
  firstPass: x.firstPass,
  discards: x.discards,
  jokers: x.jokers,
  storage: x.storage,
  colourGroups: x.colourGroups,
  patternGroups: x.patternGroups,
  groupsOfSix: x.groupsOfSix,
});

/** A private copy of one player. */
function copyPlayer(p: QueensGardenPlayer): WorkPlayer {
  return {
    score: p.score,
    points: copyPoints(p.points),
    garden: p.garden.slice(),
    areas: copyAreas(p.areas),
    rewarded: p.rewarded.slice(),
    tiles: p.tiles.slice(),
    jokers: p.jokers,
    expansions: p.expansions.slice(),
    passed: p.passed,
  };
}

/**
 * The one way a state is copied to be played on. The tower, the supply and the players (all, or
 * only seat `only`) are copied; the other piles (bag, stacks, stack top, display) only with
 * `piles`. Whatever is not copied is shared with `s` and must not be written.
 */
function copyState(s: QueensGardenState, piles: boolean, only: PlayerId | null): Work {
  const players: WorkPlayer[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = required(s.players[i], "a player");
    players.push(only === null || only === i ? copyPlayer(p) : (p as WorkPlayer));
  }
  return {
    game: s.game,
    config: { firstPlayer: s.config.firstPlayer, variant: s.config.variant },
    phase: s.phase,
    round: s.round,
    current: s.current,
    starter: s.starter,
    marker: s.marker,
    discarding: s.discarding,
    bag: piles ? s.bag.slice() : (s.bag as number[]),
    tower: s.tower.slice(),
    stack: piles ? s.stack.slice() : (s.stack as number[]),
    topTiles: piles ? s.topTiles.slice() : (s.topTiles as number[]),
    laterStacks: piles ? copyStacks(s.laterStacks) : (s.laterStacks as number[][]),
    display: piles ? copyDisplay(s.display) : (s.display as Work["display"]),
    supply: s.supply.slice(),
    players,
    rng: s.rng === null ? null : [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

function copyStacks(stacks: QueensGardenState["laterStacks"]): number[][] {
  const out: number[][] = [];
  for (const x of stacks) out.push(x.slice());
  return out;
}

function copyDisplay(display: QueensGardenState["display"]): Work["display"] {
  const out: Work["display"] = [];
  for (const d of display) out.push({ expansion: d.expansion, faceUp: d.faceUp, tiles: d.tiles.slice() });
  return out;
}

/** A private, mutable copy of a state sharing nothing with it (what a simulator plays on). */
export function open(s: QueensGardenState): Work {
  return copyState(s, true, null);
}

/**
 * A copy to play `move` on once (the pure `applyMove`), copying only what the move may write: a
 * placement pays into the tower and the supply and buying takes from the supply, so they change
 * only those and their own player; an acquisition also takes from the display and may draw tiles;
 * the moves of a pass may end the round, which changes everything and scores every player.
 */
export function draft(s: QueensGardenState, move: QueensGardenMove, player: PlayerId): Work {
  // A round ends once every player has passed, so only a pass, or a move of a player who has passed
  // (discards; or any move, in an unsound state), can end it and score every player.
  if (s.players[player]?.passed !== false) return copyState(s, true, null);
  switch (move.type) {
    case "placeTile":
    case "placeExpansion":
    case "buyExpansion":
      return copyState(s, false, player);
    case "acquire":
      return copyState(s, true, player);
    default:
      return copyState(s, true, null);
  }
}
