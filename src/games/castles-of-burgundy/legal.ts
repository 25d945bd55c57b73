/** Legal moves of the pending decision, each distinct outcome listed once. */
import { topDecision, type PlayerId } from "../../core/shared.js";
import {
  ANY_VALUE_DIE, BLACK_DEPOT, BLACK_DEPOT_PRICE, CASTLE, DIE_FACES, GOODS_COLOURS, LAST_ROUND, NUMBERED_DEPOTS, ROLLED_DICE, KNOWLEDGE_TILES as KT,
  tileColour, GOODS_STORAGE, TILE_STORAGE,
} from "./data.js";
import {
  adjacentDepots, buildingTakes, canPlace, distinct, estateOf, freePlacementShift, has, isRolledDie, knowledgeMask, workerCost,
} from "./rules.js";
import type { CobMove, CobPlayer, CobState, ShipMove } from "./state.js";
import type { Estate } from "./board.js";

/** Legal moves of `player` (who must be the deciding player). */
export function legalMoves(s: CobState, player: PlayerId): CobMove[] {
  const d = topDecision(s.decisions);
  if (!d || d.players[0] !== player) return [];
  const p = s.players[player]!;
  const e = estateOf(s, player);
  const mask = knowledgeMask(p, e);
  const out: CobMove[] = [];
  switch (d.kind) {
    case "startCastle":
      for (const sp of e.spacesOfColour[CASTLE]!) out.push({ type: "placeStartCastle", space: sp });
      return out;
    case "turn":
      turnMoves(s, p, e, mask, out);
      break;
    case "discard":
      for (const t of distinct(p.storage)) out.push({ type: "discard", tile: t });
      break;
    case "castle":
      for (let v = 1; v <= DIE_FACES; v++) {
        for (const t of distinct(s.depots[v]!)) out.push({ type: "take", die: ANY_VALUE_DIE, value: v, tile: t });
        if (p.goods[v - 1]! > 0) out.push({ type: "sell", die: ANY_VALUE_DIE, value: v });
      }
      freePlacements(p, e, mask, out);
      out.push({ type: "workers", die: ANY_VALUE_DIE });
      break;
    case "ship":
      out.push(...shipMoves(s, p, mask));
      break;
    case "market":
    case "carpentersWorkshop":
    case "church":
      for (let v = 1; v <= DIE_FACES; v++) {
        for (const t of distinct(s.depots[v]!)) if (buildingTakes(d.kind, t)) out.push({ type: "take", die: ANY_VALUE_DIE, value: v, tile: t });
      }
      out.push({ type: "skip" });
      break;
    case "warehouse":
      for (let v = 1; v <= DIE_FACES; v++) if (p.goods[v - 1]! > 0) out.push({ type: "sell", die: ANY_VALUE_DIE, value: v });
      out.push({ type: "skip" });
      break;
    case "cityHall":
      freePlacements(p, e, mask, out);
      out.push({ type: "skip" });
      break;
  }
  // The purchase is possible at any moment of the turn, also during an action (seed: 途中), i.e.
  // while the effect of a placed tile is pending; not while a discard is being chosen.
  if (d.kind !== "turn" && d.kind !== "discard" && !p.bought) buyMoves(s, p, mask, out);
  if (s.round === LAST_ROUND && s.turnIndex === s.players.length - 1) return dedupePhaseEnd(s, p, mask, out, d.kind === "turn");
  return out;
}

/**
 * On the last turn of a phase, a move that ends the turn also ends the phase and clears every
 * depot, so taking or buying the same tile from two depots (at the same price) gives one outcome:
 * keep the first such move only.
 */
function dedupePhaseEnd(s: CobState, p: CobPlayer, mask: number, moves: CobMove[], turnLevel: boolean): CobMove[] {
  const onlyTurnBelow = s.decisions.length <= 2;
  if (!onlyTurnBelow || p.storage.length >= TILE_STORAGE) return moves;
  const twoSteps = has(mask, KT.workerTwoSteps);
  const freeTakeStep = has(mask, KT.freeStepTaking);
  const seen = new Set<string>();
  const out: CobMove[] = [];
  for (const m of moves) {
    let key: string | null = null;
    if (m.type === "take") {
      const diceLeft = isRolledDie(m.die) ? p.dice[1 - m.die] !== null : p.dice[0] !== null || p.dice[1] !== null;
      const cost = isRolledDie(m.die) ? workerCost(p.dice[m.die]!, m.value, freeTakeStep, twoSteps) : 0;
      if (!diceLeft && !canBuyAfter(s, p, mask, m.value, m.tile, p.silver, p.workers - cost)) key = `t${m.die}|${cost}|${m.tile}`;
    } else if (m.type === "buy") {
      // Only a purchase at the turn level can end the turn; during an effect the depots still matter.
      if (turnLevel && p.dice[0] === null && p.dice[1] === null) key = `b${m.tile}|${m.silver}`;
    }
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(m);
  }
  return out;
}

/** Whether a purchase would still be possible after one `tile` leaves `depot` and money changes. */
function canBuyAfter(s: CobState, p: CobPlayer, mask: number, depot: number, tile: number, silver: number, workers: number): boolean {
  if (p.bought) return false;
  const anyDepot = has(mask, KT.buyFromAnyDepot);
  if (!(silver >= BLACK_DEPOT_PRICE || (anyDepot && silver + workers >= BLACK_DEPOT_PRICE))) return false;
  const last = anyDepot ? NUMBERED_DEPOTS : BLACK_DEPOT;
  for (let d = BLACK_DEPOT; d <= last; d++) {
    const n = s.depots[d]!.length - (d === depot && s.depots[d]!.includes(tile) ? 1 : 0);
    if (n > 0) return true;
  }
  return false;
}

/** Placements of any stored tile on any legal space (castle, city hall): the any-value die, value = the space's number. */
function freePlacements(p: CobPlayer, e: Estate, mask: number, out: CobMove[]): void {
  const kinds = distinct(p.storage);
  for (const t of kinds) {
    for (let sp = 0; sp < e.colour.length; sp++) {
      if (canPlace(p, e, sp, t, mask)) out.push({ type: "place", die: ANY_VALUE_DIE, value: e.number[sp]!, tile: t, space: sp });
    }
  }
}

function turnMoves(s: CobState, p: CobPlayer, e: Estate, mask: number, out: CobMove[]): void {
  const twoSteps = has(mask, KT.workerTwoSteps);
  const freeTakeStep = has(mask, KT.freeStepTaking);
  const d0 = p.dice[0]!;
  const d1 = p.dice[1]!;
  const kinds = distinct(p.storage);
  for (let die = 0; die < ROLLED_DICE; die++) {
    const face = p.dice[die];
    if (face === null || face === undefined) continue;
    if (die === 1 && d0 !== null && d0 === d1) continue; // same face: using either die is one outcome
    out.push({ type: "workers", die });
    for (let v = 1; v <= DIE_FACES; v++) {
      if (workerCost(face, v, freeTakeStep, twoSteps) <= p.workers) {
        for (const t of distinct(s.depots[v]!)) out.push({ type: "take", die, value: v, tile: t });
      }
      if (p.goods[v - 1]! > 0 && workerCost(face, v, false, twoSteps) <= p.workers) out.push({ type: "sell", die, value: v });
    }
    for (const t of kinds) {
      const c = tileColour(t);
      const free = freePlacementShift(mask, c);
      for (const sp of e.spacesOfColour[c]!) {
        const v = e.number[sp]!;
        if (workerCost(face, v, free, twoSteps) > p.workers) continue;
        if (canPlace(p, e, sp, t, mask)) out.push({ type: "place", die, value: v, tile: t, space: sp });
      }
    }
  }
  if (!p.bought) buyMoves(s, p, mask, out);
  if (p.dice[0] === null && p.dice[1] === null) out.push({ type: "endTurn" });
}

/** Purchases: black depot for 2 silverlings; with knowledge 6 any depot, paying with any mix of silverlings and workers. */
export function buyMoves(s: CobState, p: CobPlayer, mask: number, out: CobMove[]): void {
  const anyDepot = has(mask, KT.buyFromAnyDepot);
  const payments: number[] = [];
  for (let silver = BLACK_DEPOT_PRICE; silver >= 0; silver--) {
    if (silver > p.silver) continue;
    if (silver < BLACK_DEPOT_PRICE && (!anyDepot || BLACK_DEPOT_PRICE - silver > p.workers)) continue;
    payments.push(silver);
  }
  if (payments.length === 0) return;
  const last = anyDepot ? NUMBERED_DEPOTS : BLACK_DEPOT;
  for (let depot = BLACK_DEPOT; depot <= last; depot++) {
    for (const t of distinct(s.depots[depot]!)) for (const silver of payments) out.push({ type: "buy", depot, tile: t, silver });
  }
}

/** Goods a ship takes: the colours of `keep` from the chosen depots. */
export function shipOptions(s: CobState, p: CobPlayer, mask: number): ShipMove[] {
  const out: ShipMove[] = [];
  const seen = new Set<string>();
  const adjacentDepot = has(mask, KT.shipTakesAdjacentDepot);
  let free = GOODS_STORAGE;
  for (let c = 0; c < GOODS_COLOURS; c++) if (p.goods[c]! > 0) free--;
  for (let depot = 1; depot <= NUMBERED_DEPOTS; depot++) {
    const alsos = adjacentDepot ? [0, ...adjacentDepots(depot)] : [0];
    for (const also of alsos) {
      let avail = 0;
      for (let c = 0; c < GOODS_COLOURS; c++) {
        if (s.depotGoods[depot]![c]! > 0 || (also !== 0 && s.depotGoods[also]![c]! > 0)) avail |= 1 << c;
      }
      let held = 0;
      let fresh: number[] = [];
      for (let c = 0; c < GOODS_COLOURS; c++) {
        if (!(avail & (1 << c))) continue;
        if (p.goods[c]! > 0) held |= 1 << c;
        else fresh.push(c);
      }
      const k = Math.min(free, fresh.length);
      for (const subset of subsetsOfSize(fresh, k)) {
        let keep = held;
        for (const c of subset) keep |= 1 << c;
        const key = outcomeKey(s, depot, also, keep);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ type: "ship", depot, also, keep });
      }
      fresh = [];
    }
  }
  return out;
}

function outcomeKey(s: CobState, depot: number, also: number, keep: number): string {
  const parts: number[] = [];
  for (let d = 1; d <= NUMBERED_DEPOTS; d++) {
    for (let c = 0; c < GOODS_COLOURS; c++) {
      const taken = (d === depot || d === also) && (keep & (1 << c)) !== 0;
      parts.push(taken ? 0 : s.depotGoods[d]![c]!);
    }
  }
  return parts.join(",");
}

function shipMoves(s: CobState, p: CobPlayer, mask: number): ShipMove[] {
  return shipOptions(s, p, mask);
}

function subsetsOfSize(xs: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const out: number[][] = [];
  const rec = (start: number, acc: number[]): void => {
    if (acc.length === k) { out.push(acc.slice()); return; }
    for (let i = start; i < xs.length; i++) { acc.push(xs[i]!); rec(i + 1, acc); acc.pop(); }
  };
  rec(0, []);
  return out;
}

/** Whether a "take a tile" building effect has any target. */
export function buildingHasTarget(s: CobState, kind: "market" | "carpentersWorkshop" | "church"): boolean {
  for (let v = 1; v <= DIE_FACES; v++) for (const t of s.depots[v]!) if (buildingTakes(kind, t)) return true;
  return false;
}

/** Whether any stored tile can be placed anywhere. */
export function anyPlacement(p: CobPlayer, e: Estate, mask: number): boolean {
  for (const t of p.storage) {
    const c = tileColour(t);
    for (const sp of e.spacesOfColour[c]!) if (canPlace(p, e, sp, t, mask)) return true;
  }
  return false;
}

/** Whether the player can make any purchase now. */
export function canBuy(s: CobState, p: CobPlayer, mask: number): boolean {
  if (p.bought) return false;
  const tmp: CobMove[] = [];
  buyMoves(s, p, mask, tmp);
  return tmp.length > 0;
}
