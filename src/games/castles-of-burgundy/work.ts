/**
 * Working copies of a state, on which the rules play in place (play.ts): a private deep copy for a
 * simulator ({@link openState}), or a draft for one pure `applyMove` ({@link draftFor}) that shares
 * with the state what the move leaves alone.
 */
import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import type { Writable } from "../../core/working.js";
import type { CobConfig, CobDecision, CobMove, CobPlayer, CobState } from "./state.js";

/** A state the rules may write into: all but the config and the decisions on the stack (the stack itself is). */
export type Draft = Omit<Writable<CobState>, "config" | "decisions"> & { readonly config: CobConfig; decisions: CobDecision[] };
/** A player the rules may write into. */
export type DraftPlayer = Writable<CobPlayer>;

/** Parts of a player a move may write into, as bits: what {@link copyPlayer} copies. */
const PART = { estate: 1 << 0, storage: 1 << 1, goods: 1 << 2, sold: 1 << 3, points: 1 << 4, dice: 1 << 5 } as const;
const EVERY_PART = Object.values(PART).reduce((all: number, part) => all | part, 0);
const { estate: ESTATE, storage: STORAGE, goods: GOODS, sold: SOLD, points: POINTS, dice: DICE } = PART;

/**
 * The parts of the mover each move type may write into (play.ts): a die spent, a tile stored or
 * taken from storage, goods taken or sold, points scored. A placement runs its tile's effect, which
 * may write anything; the last start castle starts the first round. The end of a round owns every
 * player itself ({@link ownRound}), and a move never writes into another player before that.
 */
const MOVER_WRITES: Readonly<Record<CobMove["type"], number>> = {
  take: DICE | STORAGE,
  buy: STORAGE,
  discard: STORAGE,
  place: EVERY_PART,
  sell: DICE | GOODS | SOLD | POINTS,
  workers: DICE,
  ship: GOODS,
  skip: 0,
  endTurn: 0,
  placeStartCastle: EVERY_PART,
};

/**
 * A player the rules may write into: its own copy of each part in `parts` (bits above), the others
 * shared with `p` (the estate is the largest; most moves write into one or two small parts). Object
 * literals, not spreads: a spread with overrides builds a slower object for every move.
 */
const copyPlayer = (p: CobPlayer, parts = EVERY_PART): DraftPlayer => ({
  estate: parts & ESTATE ? p.estate.slice() : (p.estate as number[]),
  storage: parts & STORAGE ? p.storage.slice() : (p.storage as number[]),
  goods: parts & GOODS ? p.goods.slice() : (p.goods as number[]),
  sold: parts & SOLD ? p.sold.slice() : (p.sold as number[]),
  silver: p.silver,
  workers: p.workers,
  // A literal, not a spread: a spread costs several times more on this path.
  points:
    parts & POINTS
      ? { areas: p.points.areas, colourBonus: p.points.colourBonus, animals: p.points.animals, sales: p.points.sales, watchtowers: p.points.watchtowers }
      : (p.points as DraftPlayer["points"]),
  track: p.track,
  trackStamp: p.trackStamp,
  dice: parts & DICE ? p.dice.slice() : (p.dice as (number | null)[]),
  bought: p.bought,
});

/**
 * `s` with its own list of players (the players still shared) and its own decision stack. The turn
 * order and the PRNG state are replaced, never written into; the supply piles, goods stacks and
 * spare goods are replaced at a phase change; the decisions on the stack are pushed and popped,
 * never changed. The depots, goods spaces and colour bonuses stay shared: {@link draftFor} copies
 * them for the moves that write into them, the end of a round owns the depots and goods spaces.
 * The config is never written into: shared too, unless `config` gives a copy.
 */
function shell(s: CobState, config: CobConfig = s.config): Draft {
  return {
    game: s.game,
    config,
    players: s.players.slice() as DraftPlayer[],
    phase: s.phase,
    round: s.round,
    turnOrder: s.turnOrder as number[],
    turnIndex: s.turnIndex,
    depots: s.depots as number[][],
    depotGoods: s.depotGoods as number[][],
    roundGoods: s.roundGoods as number[],
    goodsStacks: s.goodsStacks as number[][],
    spareGoods: s.spareGoods as number[],
    supply: s.supply as number[][],
    removed: s.removed,
    whiteDie: s.whiteDie,
    bonusLarge: s.bonusLarge as (PlayerId | null)[],
    bonusSmall: s.bonusSmall as (PlayerId | null)[],
    nextStamp: s.nextStamp,
    decisions: s.decisions.slice(),
    rng: s.rng as Draft["rng"],
  };
}

/**
 * `d` with its own copy of everything the end of a round writes into: every player, depot, goods
 * space, and the round's goods. The end of a round calls it first (flow.ts): a draft shares those
 * with the state it was made from until then, and most moves end no round.
 */
export function ownRound(d: Draft): Draft {
  d.players = d.players.map((p) => copyPlayer(p));
  d.depots = d.depots.map((t) => t.slice());
  d.depotGoods = d.depotGoods.map((g) => g.slice());
  d.roundGoods = d.roundGoods.slice();
  return d;
}

/**
 * A working copy for one move of `player`, sharing with `s` what that move leaves alone: the mover
 * (the parts it writes into: {@link MOVER_WRITES}), the depot or goods spaces the move names, and what
 * {@link shell} copies. A move that ends the round copies the rest when it gets there
 * ({@link ownRound}); the last start castle, which starts the first round, owns it all at once.
 */
export function draftFor(s: CobState, move: CobMove, player: PlayerId): Draft {
  const d = shell(s);
  if (move.type === "placeStartCastle") return ownRound(d);
  d.players[player] = copyPlayer(required(s.players[player], "the moving player"), MOVER_WRITES[move.type]);
  switch (move.type) {
    case "take":
      d.depots = withOwnEntry(d.depots, move.value, "the depot of the take");
      break;
    case "buy":
      d.depots = withOwnEntry(d.depots, move.depot, "the depot of the purchase");
      break;
    case "ship":
      d.depotGoods = withOwnEntry(withOwnEntry(d.depotGoods, move.depot, "the goods space of the ship's depot"), move.also, "the goods space of the second depot");
      break;
    case "place":
      // A placement may complete a colour and take its bonus tile.
      d.bonusLarge = d.bonusLarge.slice();
      d.bonusSmall = d.bonusSmall.slice();
      break;
  }
  return d;
}

/** A copy of `lists` with its own copy of entry `i` (the others shared). */
function withOwnEntry(lists: readonly (readonly number[])[], i: number, what: string): number[][] {
  const copy = lists.slice() as number[][];
  copy[i] = required(lists[i], what).slice();
  return copy;
}

/** A private working copy that shares nothing with `s` (what `determinize` hands a bot, which may write into it). */
export function openState(s: CobState): Draft {
  const estates = s.config.estates;
  const d = ownRound(shell(s, estates === undefined ? { ...s.config } : { ...s.config, estates: estates.slice() }));
  d.bonusLarge = s.bonusLarge.slice();
  d.bonusSmall = s.bonusSmall.slice();
  d.turnOrder = s.turnOrder.slice();
  d.goodsStacks = s.goodsStacks.map((g) => g.slice());
  d.spareGoods = s.spareGoods.slice();
  d.supply = s.supply.map((p) => p.slice());
  d.decisions = s.decisions.map((x) => ({ kind: x.kind, players: x.players.slice(), tile: x.tile }));
  d.rng = s.rng === null ? null : [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
  return d;
}
