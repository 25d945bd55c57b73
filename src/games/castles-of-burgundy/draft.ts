/**
 * Mutable working copies of a state, on which the rules play in place (apply.ts): a private deep
 * copy for a simulator ({@link openState}), or a draft for one pure `applyMove` ({@link draftFor})
 * that shares with the state what the move leaves alone.
 */
import type { PlayerId } from "../../core/shared.js";
import { isRolledDie } from "./rules.js";
import type { CobDecision, CobMove, CobPlayer, CobState, EarnedPoints } from "./state.js";

/** A mutable player. */
export interface DraftPlayer {
  estate: number[];
  storage: number[];
  goods: number[];
  sold: number[];
  silver: number;
  workers: number;
  points: { -readonly [K in keyof EarnedPoints]: number };
  track: number;
  trackStamp: number;
  dice: (number | null)[];
  bought: boolean;
}

/** A mutable state. */
export interface Draft extends Omit<CobState, "players" | "turnOrder" | "depots" | "depotGoods" | "roundGoods" | "goodsStacks" | "spareGoods" | "supply" | "bonusLarge" | "bonusSmall" | "decisions" | "phase" | "round" | "turnIndex" | "removed" | "whiteDie" | "nextStamp" | "rng"> {
  players: DraftPlayer[];
  phase: number;
  round: number;
  turnOrder: number[];
  turnIndex: number;
  depots: number[][];
  depotGoods: number[][];
  roundGoods: number[];
  goodsStacks: number[][];
  spareGoods: number[];
  supply: number[][];
  removed: number;
  whiteDie: number;
  bonusLarge: (number | null)[];
  bonusSmall: (number | null)[];
  nextStamp: number;
  decisions: CobDecision[];
  rng: [number, number, number, number] | null;
}

function copyPlayer(p: CobPlayer): DraftPlayer {
  return {
    estate: p.estate.slice(),
    storage: p.storage.slice(),
    goods: p.goods.slice(),
    sold: p.sold.slice(),
    silver: p.silver,
    workers: p.workers,
    points: { ...p.points },
    track: p.track,
    trackStamp: p.trackStamp,
    dice: p.dice.slice(),
    bought: p.bought,
  };
}

/**
 * A working copy for one move: everything a move writes into is copied; the supply piles, goods
 * stacks and spare goods are shared (the flow replaces them at a phase change, never writes into them).
 */
export function draftOf(s: CobState): Draft {
  return {
    game: s.game,
    config: s.config,
    players: s.players.map(copyPlayer),
    phase: s.phase,
    round: s.round,
    turnOrder: s.turnOrder.slice(),
    turnIndex: s.turnIndex,
    depots: s.depots.map((d) => d.slice()),
    depotGoods: s.depotGoods.map((d) => d.slice()),
    roundGoods: s.roundGoods.slice(),
    goodsStacks: s.goodsStacks as number[][],
    spareGoods: s.spareGoods as number[],
    supply: s.supply as number[][],
    removed: s.removed,
    whiteDie: s.whiteDie,
    bonusLarge: s.bonusLarge.slice(),
    bonusSmall: s.bonusSmall.slice(),
    nextStamp: s.nextStamp,
    // Decisions are replaced, pushed and popped, never changed: the stack is copied, not its entries.
    decisions: s.decisions.slice(),
    rng: s.rng === null ? null : [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

/**
 * A working copy for one move of `player`, sharing with `s` what that move leaves alone. A move
 * that may end the round may write into every player, depot and goods space: it gets
 * {@link draftOf}. Any other move writes only into the mover, the depot or goods spaces it names,
 * the decision stack and the colour bonuses; the turn order and the PRNG state are replaced, never
 * written into.
 */
export function draftFor(s: CobState, move: CobMove, player: PlayerId): Draft {
  if (mayEndRound(s, move, player)) return draftOf(s);
  const players = s.players.slice() as DraftPlayer[];
  players[player] = copyPlayer(s.players[player]!);
  const depots = s.depots.slice() as number[][];
  if (move.type === "take") depots[move.value] = s.depots[move.value]!.slice();
  else if (move.type === "buy") depots[move.depot] = s.depots[move.depot]!.slice();
  const depotGoods = s.depotGoods.slice() as number[][];
  if (move.type === "ship") {
    depotGoods[move.depot] = s.depotGoods[move.depot]!.slice();
    depotGoods[move.also] = s.depotGoods[move.also]!.slice();
  }
  return {
    game: s.game,
    config: s.config,
    players,
    phase: s.phase,
    round: s.round,
    turnOrder: s.turnOrder as number[],
    turnIndex: s.turnIndex,
    depots,
    depotGoods,
    roundGoods: s.roundGoods as number[],
    goodsStacks: s.goodsStacks as number[][],
    spareGoods: s.spareGoods as number[],
    supply: s.supply as number[][],
    removed: s.removed,
    whiteDie: s.whiteDie,
    bonusLarge: s.bonusLarge.slice(),
    bonusSmall: s.bonusSmall.slice(),
    nextStamp: s.nextStamp,
    decisions: s.decisions.slice(),
    rng: s.rng as Draft["rng"],
  };
}

/**
 * Whether a move may end the round: the last start castle, or a move on the last turn of a round
 * after which no rolled die is left (the turn may then end, by itself or with a purchase).
 */
function mayEndRound(s: CobState, move: CobMove, player: PlayerId): boolean {
  if (move.type === "placeStartCastle") return true;
  if (s.turnIndex !== s.players.length - 1) return false;
  const used = "die" in move && isRolledDie(move.die) ? move.die : -1;
  const dice = s.players[player]!.dice;
  for (let die = 0; die < dice.length; die++) if (die !== used && dice[die] !== null) return false;
  return true;
}

/** A private working copy that shares no array with `s` (the config, never written, aside). */
export function openState(s: CobState): Draft {
  const d = draftOf(s);
  d.goodsStacks = s.goodsStacks.map((g) => g.slice());
  d.spareGoods = s.spareGoods.slice();
  d.supply = s.supply.map((p) => p.slice());
  d.decisions = s.decisions.map((x) => ({ kind: x.kind, players: x.players.slice(), tile: x.tile }));
  return d;
}
