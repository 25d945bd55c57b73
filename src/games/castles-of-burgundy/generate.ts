/**
 * The legal moves of the pending decision, each distinct outcome once, written into a sink: the one
 * statement of legality behind `legalMoves`, the check of `applyMove` and the simulator's masks.
 * Each move type's section is skipped when the sink does not want that type.
 */
import { required } from "../../core/required.js";
import { topDecision, type MoveSink, type PlayerId } from "../../core/shared.js";
import {
  ANY_VALUE_DIE,
  BLACK_DEPOT,
  BLACK_DEPOT_PRICE,
  CASTLE,
  DIE_FACES,
  GOODS_COLOURS,
  LAST_ROUND,
  LAST_TILE_CODE,
  NUMBERED_DEPOTS,
  ROLLED_DICE,
  KNOWLEDGE_TILES as KT,
  tileColour,
  GOODS_STORAGE,
  TILE_STORAGE,
} from "./data.js";
import { adjacentDepots, buildingTakes, canPlace, dieActionCost, estateOf, freePlacementShift, goodsOf, has, isRolledDie, knowledgeMask, repeats, workerCost } from "./rules.js";
import { buyMove, discardMove, END_TURN, placeMove, placeStartCastleMove, sellMove, shipMove, SKIP, takeMove, workersMove } from "./move-table.js";
import type { CobMove, CobPlayer, CobState } from "./state.js";
import type { Estate } from "./board.js";

/** Where moves go: a sink of the game's moves. */
type Sink = MoveSink<CobMove>;

/** Legal moves of `player` (who must be the deciding player), into `sink`. */
export function generate(s: CobState, player: PlayerId, sink: Sink): void {
  const d = topDecision(s.decisions);
  if (!d || d.players[0] !== player) return;
  const p = required(s.players[player], "the deciding player");
  const e = estateOf(s, player);
  const mask = knowledgeMask(p, e);
  const out = endsPhase(s, p) ? new PhaseEndSink(sink, s, p, mask, d.kind === "turn") : sink;
  switch (d.kind) {
    case "startCastle":
      if (out.wants("placeStartCastle")) for (const sp of required(e.spacesOfColour[CASTLE], "the castle spaces of the estate")) out.add(placeStartCastleMove(sp));
      return;
    case "turn":
      turnMoves(s, p, e, mask, out);
      return;
    case "discard":
      if (out.wants("discard")) {
        const st = p.storage;
        for (let i = 0; i < st.length; i++) {
          const t = st[i];
          if (t !== undefined && !repeats(st, i)) out.add(discardMove(t));
        }
      }
      return;
    case "castle":
      for (let v = 1; v <= DIE_FACES && !out.done; v++) {
        if (out.wants("take")) takesFrom(s, v, ANY_VALUE_DIE, null, out);
        if (goodsOf(p, v - 1) > 0 && out.wants("sell")) out.add(sellMove(ANY_VALUE_DIE, v));
      }
      placements(p, e, mask, ANY_VALUE_DIE, null, out);
      if (out.wants("workers")) out.add(workersMove(ANY_VALUE_DIE));
      break;
    case "ship":
      shipMoves(s, p, mask, out);
      break;
    case "market":
    case "carpentersWorkshop":
    case "church":
      for (let v = 1; v <= DIE_FACES && out.wants("take"); v++) takesFrom(s, v, ANY_VALUE_DIE, d.kind, out);
      if (out.wants("skip")) out.add(SKIP);
      break;
    case "warehouse":
      if (out.wants("sell")) for (let v = 1; v <= DIE_FACES; v++) if (goodsOf(p, v - 1) > 0) out.add(sellMove(ANY_VALUE_DIE, v));
      if (out.wants("skip")) out.add(SKIP);
      break;
    case "cityHall":
      placements(p, e, mask, ANY_VALUE_DIE, null, out);
      if (out.wants("skip")) out.add(SKIP);
      break;
  }
  // The purchase is possible at any moment of the turn, also during an action (seed: 途中), i.e.
  // while the effect of a placed tile is pending; not while a discard is being chosen.
  if (!p.bought) buyMoves(s, p, mask, out);
}

/** Takes of each distinct tile of depot `value` (those a building's effect allows, when `kind` is one). */
function takesFrom(s: CobState, value: number, die: number, kind: "market" | "carpentersWorkshop" | "church" | null, out: Sink): void {
  const depot = required(s.depots[value], "the depot of the die's number");
  for (let i = 0; i < depot.length; i++) {
    const t = depot[i];
    if (t === undefined || repeats(depot, i)) continue;
    if (kind !== null && !buildingTakes(kind, t)) continue;
    out.add(takeMove(die, value, t));
    if (out.done || !out.wants("take")) return;
  }
}

/**
 * Whether a move that ends this turn also ends the phase: the last turn of a phase, with only the
 * turn below the pending decision and room in storage (a full storage asks for a discard first).
 */
function endsPhase(s: CobState, p: CobPlayer): boolean {
  return s.round === LAST_ROUND && s.turnIndex === s.players.length - 1 && s.decisions.length <= 2 && p.storage.length < TILE_STORAGE;
}

/** Keys of merged takes: die, workers paid (at most half a die's turn), tile; merged purchases' keys come after. */
const TILE_RANGE = LAST_TILE_CODE + 1;
const TAKE_KEYS = (ANY_VALUE_DIE + 1) * DIE_FACES * TILE_RANGE;

/**
 * On the last turn of a phase, a move that ends the turn also ends the phase and clears every
 * depot, so taking or buying the same tile from two depots (at the same price) gives one outcome:
 * this sink passes on the first such move only. Moves are only ever merged with moves of their own
 * type, so a sink that asks for some types is given exactly what the full list holds of them.
 */
class PhaseEndSink implements Sink {
  private readonly seen: number[] = [];
  constructor(
    private readonly inner: Sink,
    private readonly s: CobState,
    private readonly p: CobPlayer,
    private readonly mask: number,
    private readonly turnLevel: boolean,
  ) {}
  get done(): boolean {
    return this.inner.done;
  }
  wants(type: CobMove["type"]): boolean {
    return this.inner.wants(type);
  }
  add(m: CobMove): void {
    const key = this.outcome(m);
    if (key >= 0) {
      if (this.seen.includes(key)) return;
      this.seen.push(key);
    }
    this.inner.add(m);
  }
  /** The key of a move's outcome when it ends the phase (moves of equal keys are one), else -1. */
  private outcome(m: CobMove): number {
    const { s, p, mask } = this;
    // Only a purchase at the turn level can end the turn; during an effect the depots still matter.
    if (m.type === "buy") return this.turnLevel && p.dice[0] === null && p.dice[1] === null ? TAKE_KEYS + m.tile * (BLACK_DEPOT_PRICE + 1) + m.silver : -1;
    if (m.type !== "take") return -1;
    const diceLeft = isRolledDie(m.die) ? p.dice[1 - m.die] !== null : p.dice[0] !== null || p.dice[1] !== null;
    const cost = dieActionCost(p, mask, m);
    if (diceLeft || canBuyAfter(s, p, mask, m.value, m.tile, p.silver, p.workers - cost)) return -1;
    return (m.die * DIE_FACES + cost) * TILE_RANGE + m.tile;
  }
}

/** Whether a purchase would still be possible after one `tile` leaves `depot` and money changes. */
function canBuyAfter(s: CobState, p: CobPlayer, mask: number, depot: number, tile: number, silver: number, workers: number): boolean {
  if (p.bought) return false;
  const anyDepot = has(mask, KT.buyFromAnyDepot);
  if (!(silver >= BLACK_DEPOT_PRICE || (anyDepot && silver + workers >= BLACK_DEPOT_PRICE))) return false;
  const last = anyDepot ? NUMBERED_DEPOTS : BLACK_DEPOT;
  for (let d = BLACK_DEPOT; d <= last; d++) {
    const tiles = required(s.depots[d], "a depot");
    const n = tiles.length - (d === depot && tiles.includes(tile) ? 1 : 0);
    if (n > 0) return true;
  }
  return false;
}

/**
 * Placements of each distinct stored tile on every fitting space, the die's value being the space's
 * number: with rolled die `die` showing `face` as far as the workers reach, or with the any-value
 * die (`face` null: castle, city hall).
 */
function placements(p: CobPlayer, e: Estate, mask: number, die: number, face: number | null, out: Sink): void {
  if (!out.wants("place")) return;
  const twoSteps = has(mask, KT.workerTwoSteps);
  const st = p.storage;
  for (let i = 0; i < st.length; i++) {
    const t = st[i];
    if (t === undefined || repeats(st, i)) continue;
    const c = tileColour(t);
    const free = freePlacementShift(mask, c);
    // Unchecked reads of the board (`!`): this loop runs for every stored tile and space on every
    // generation, where a check costs search measurably; `estateBoard` lists only its own spaces.
    for (const sp of e.spacesOfColour[c]!) {
      const v = e.number[sp]!;
      if (face !== null && workerCost(face, v, free, twoSteps) > p.workers) continue;
      if (!canPlace(p, e, sp, t, mask)) continue;
      out.add(placeMove(die, v, t, sp));
      if (out.done || !out.wants("place")) return;
    }
  }
}

function turnMoves(s: CobState, p: CobPlayer, e: Estate, mask: number, out: Sink): void {
  const twoSteps = has(mask, KT.workerTwoSteps);
  const freeTakeStep = has(mask, KT.freeStepTaking);
  for (let die = 0; die < ROLLED_DICE && !out.done; die++) {
    const face = p.dice[die];
    if (face === null || face === undefined) continue;
    if (die === 1 && face === p.dice[0]) continue; // same face: using either die is one outcome
    if (out.wants("workers")) out.add(workersMove(die));
    for (let v = 1; v <= DIE_FACES && !out.done; v++) {
      if (out.wants("take") && workerCost(face, v, freeTakeStep, twoSteps) <= p.workers) takesFrom(s, v, die, null, out);
      if (goodsOf(p, v - 1) > 0 && out.wants("sell") && workerCost(face, v, false, twoSteps) <= p.workers) out.add(sellMove(die, v));
    }
    placements(p, e, mask, die, face, out);
  }
  if (!p.bought) buyMoves(s, p, mask, out);
  if (p.dice[0] === null && p.dice[1] === null && out.wants("endTurn")) out.add(END_TURN);
}

/** Purchases: black depot for 2 silverlings; with knowledge 6 any depot, paying with any mix of silverlings and workers. */
function buyMoves(s: CobState, p: CobPlayer, mask: number, out: Sink): void {
  if (!out.wants("buy")) return;
  const anyDepot = has(mask, KT.buyFromAnyDepot);
  // Payments from most silverlings down; a bit per payment (bit `silver`).
  let payments = 0;
  for (let silver = BLACK_DEPOT_PRICE; silver >= 0; silver--) {
    if (silver > p.silver) continue;
    if (silver < BLACK_DEPOT_PRICE && (!anyDepot || BLACK_DEPOT_PRICE - silver > p.workers)) continue;
    payments |= 1 << silver;
  }
  if (payments === 0) return;
  const last = anyDepot ? NUMBERED_DEPOTS : BLACK_DEPOT;
  for (let depot = BLACK_DEPOT; depot <= last && !out.done; depot++) {
    const tiles = required(s.depots[depot], "a depot");
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i];
      if (t === undefined || repeats(tiles, i)) continue;
      for (let silver = BLACK_DEPOT_PRICE; silver >= 0; silver--) if (payments & (1 << silver)) out.add(buyMove(depot, t, silver));
    }
  }
}

/**
 * A sink that wants one move of a type and is done once it has one (with `goods`, a ship move
 * that takes goods): whether a decision has a choice at all.
 */
class FirstOf implements Sink {
  done = false;
  constructor(
    private readonly type: CobMove["type"],
    private readonly goods = false,
  ) {}
  wants(type: CobMove["type"]): boolean {
    return !this.done && type === this.type;
  }
  add(m: CobMove): void {
    if (m.type === this.type && !(this.goods && m.type === "ship" && m.keep === 0)) this.done = true;
  }
}

/** Whether the player can make any purchase now. */
export function canBuy(s: CobState, p: CobPlayer, mask: number): boolean {
  if (p.bought) return false;
  const any = new FirstOf("buy");
  buyMoves(s, p, mask, any);
  return any.done;
}

/** Whether a ship just placed takes any goods (else its choice of depot is no decision). */
export function shipTakesGoods(s: CobState, p: CobPlayer, mask: number): boolean {
  const any = new FirstOf("ship", true);
  shipMoves(s, p, mask, any);
  return any.done;
}

/** Goods a ship takes: the colours of `keep` from the chosen depots, each distinct outcome once. */
function shipMoves(s: CobState, p: CobPlayer, mask: number, out: Sink): void {
  if (!out.wants("ship")) return;
  const seen: number[] = [];
  const seconds = has(mask, KT.shipTakesAdjacentDepot) ? 2 : 0;
  let free = GOODS_STORAGE;
  for (let c = 0; c < GOODS_COLOURS; c++) if (goodsOf(p, c) > 0) free--;
  const fresh: number[] = [];
  for (let depot = 1; depot <= NUMBERED_DEPOTS; depot++) {
    const goods = required(s.depotGoods[depot], "the goods space of the ship's depot");
    for (let a = 0; a <= seconds; a++) {
      if (out.done) return;
      const also = a === 0 ? 0 : adjacentDepots(depot)[a === 1 ? 0 : 1];
      const alsoGoods = also === 0 ? null : required(s.depotGoods[also], "the goods space of the adjacent depot");
      // Colours on offer: those the player holds are taken anyway; of the others, as many as fit.
      let held = 0;
      fresh.length = 0;
      for (let c = 0; c < GOODS_COLOURS; c++) {
        if (!(goodsAt(goods, c) > 0 || (alsoGoods !== null && goodsAt(alsoGoods, c) > 0))) continue;
        if (goodsOf(p, c) > 0) held |= 1 << c;
        else fresh.push(c);
      }
      const n = fresh.length;
      const k = Math.min(free, n);
      // The k-subsets of `fresh` in lexicographic order: bit n−1−i stands for fresh[i], masks descending.
      for (let m = (1 << n) - 1; m >= 0; m--) {
        if (popcount(m) !== k) continue;
        let keep = held;
        for (let i = 0; i < n; i++) if (m & (1 << (n - 1 - i))) keep |= 1 << required(fresh[i], "a goods colour on offer");
        const key = outcomeKey(s, depot, also, keep);
        if (seen.includes(key)) continue;
        seen.push(key);
        out.add(shipMove(depot, also, keep));
      }
    }
  }
}

/** Goods tiles of goods colour `c` (index 0–5) on a depot's goods space. */
const goodsAt = (goods: readonly number[], c: number): number => required(goods[c], "the goods of a colour on a depot");

/** Set bits of a small mask. */
function popcount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * What a ship's choice leaves on the depots, as a number: the set of goods spaces (depot, colour)
 * it empties, bit (depot − 1) × 6 + colour (36 bits: exact in a double, hence sums, not bit operators).
 */
function outcomeKey(s: CobState, depot: number, also: number, keep: number): number {
  return emptied(s, depot, keep) + (also === BLACK_DEPOT ? 0 : emptied(s, also, keep)); // `also` 0: no second depot
}

/** The goods spaces of `depot` a ship's `keep` empties, as bits of {@link outcomeKey}. */
function emptied(s: CobState, depot: number, keep: number): number {
  const goods = required(s.depotGoods[depot], "the goods space of the ship's depot");
  let bits = 0;
  for (let c = 0; c < GOODS_COLOURS; c++) if ((keep & (1 << c)) !== 0 && goodsAt(goods, c) > 0) bits |= 1 << c;
  return bits * required(DEPOT_BIT[depot], "the first bit of a depot");
}

/** The value of the first bit of each numbered depot in {@link outcomeKey}. */
const DEPOT_BIT = Array.from({ length: NUMBERED_DEPOTS + 1 }, (_, d) => (d === BLACK_DEPOT ? 0 : 2 ** ((d - 1) * GOODS_COLOURS)));

/** Whether a "take a tile" building effect has any target. */
export function buildingHasTarget(s: CobState, kind: "market" | "carpentersWorkshop" | "church"): boolean {
  const any = new FirstOf("take");
  for (let v = 1; v <= DIE_FACES && !any.done; v++) takesFrom(s, v, ANY_VALUE_DIE, kind, any);
  return any.done;
}

/** Whether any stored tile can be placed anywhere (a city hall's placement). */
export function anyPlacement(p: CobPlayer, e: Estate, mask: number): boolean {
  const any = new FirstOf("place");
  placements(p, e, mask, ANY_VALUE_DIE, null, any);
  return any.done;
}
