/** Scores: points earned in play plus the final scoring (knowledge tiles, silverlings, goods, workers). */
import { required } from "../../core/required.js";
import { rankByKeys, type ScoreSheet } from "../../core/shared.js";
import { BUILDING, COLOURS, KNOWLEDGE_END_POINTS as KP, KNOWLEDGE_TILES as KT, KNOWLEDGE_TILE_OF_BUILDING, PASTURE, WORKERS_PER_POINT, animalKindOf, buildingOf } from "./data.js";
import type { Estate } from "./board.js";
import { emptySpaces, estateOf, has, knowledgeMask, tileOn } from "./rules.js";
import type { CobPlayer, CobState } from "./state.js";

/** End-of-game points of a player's knowledge tiles 15–26. */
export function knowledgePoints(s: CobState, seat: number): number {
  const p = required(s.players[seat], "the player of the seat");
  return knowledgePointsOn(s, seat, p, estateOf(s, seat));
}

/** The knowledge tiles that score at the end (15–26), as a mask of the kind `knowledgeMask` builds. */
const END_SCORING = [KT.pointsPerSoldColour, KT.pointsPerAnimalKind, KT.pointsPerSoldTile, KT.pointsPerBonusTile, ...KNOWLEDGE_TILE_OF_BUILDING].reduce((m, n) => m | (1 << n), 0);

/** {@link knowledgePoints} of `p` (the player of `seat`) on its estate board `e`. */
function knowledgePointsOn(s: CobState, seat: number, p: CobPlayer, e: Estate): number {
  const mask = knowledgeMask(p, e);
  // Most estates hold none of them for most of the game.
  if ((mask & END_SCORING) === 0) return 0;
  let pts = 0;
  // Loops and a bit set rather than filter, reduce and a Set: bots' evaluations count these on every move they weigh.
  if (has(mask, KT.pointsPerSoldColour)) {
    let colours = 0;
    for (const n of p.sold) if (n > 0) colours++;
    pts += KP.perSoldColour * colours;
  }
  // One pass over the buildings: each scores when the knowledge tile of its type is on the estate.
  for (const sp of required(e.spacesOfColour[BUILDING], "the building spaces of the estate")) {
    const t = tileOn(p, sp);
    if (t >= 0 && has(mask, required(KNOWLEDGE_TILE_OF_BUILDING[buildingOf(t)], "the knowledge tile of a building type"))) pts += KP.perBuilding;
  }
  if (has(mask, KT.pointsPerAnimalKind)) {
    let kinds = 0; // bit k: an animal of kind k is on the estate
    for (const sp of required(e.spacesOfColour[PASTURE], "the pasture spaces of the estate")) {
      const t = tileOn(p, sp);
      if (t >= 0) kinds |= 1 << animalKindOf(t);
    }
    let count = 0;
    for (; kinds !== 0; kinds &= kinds - 1) count++;
    pts += KP.perAnimalKind * count;
  }
  if (has(mask, KT.pointsPerSoldTile)) {
    let sold = 0;
    for (const n of p.sold) sold += n;
    pts += KP.perSoldTile * sold;
  }
  if (has(mask, KT.pointsPerBonusTile)) {
    for (let c = 0; c < COLOURS.length; c++) {
      if (s.bonusLarge[c] === seat) pts += KP.perBonusTile;
      if (s.bonusSmall[c] === seat) pts += KP.perBonusTile;
    }
  }
  return pts;
}

/**
 * The score breakdown categories: points earned in play (`areas`, `colourBonus`, `animals`,
 * `sales`, `watchtowers`) and the final scoring (`knowledge` tiles 15–26, `silver`, unsold `goods`,
 * `workers` 1 per 2).
 */
export type CobBreakdownPart = (typeof BREAKDOWN_PARTS)[number];

/** The breakdown categories, in the order the score sheet lists them. */
const BREAKDOWN_PARTS = ["areas", "colourBonus", "animals", "sales", "watchtowers", "knowledge", "silver", "goods", "workers"] as const;

/** A player's unsold goods tiles (a point each at the end). */
export function unsoldGoods(p: CobPlayer): number {
  let goods = 0;
  // Indexed: `for … of` costs more on this path (every evaluation).
  for (let c = 0; c < p.goods.length; c++) goods += p.goods[c] ?? 0;
  return goods;
}

/** A point per 2 workers at the end. */
const workerPoints = (p: CobPlayer): number => Math.floor(p.workers / WORKERS_PER_POINT);

/** A player's score breakdown: points so far plus the final scoring as if the game ended now. */
export function breakdown(s: CobState, seat: number): Record<CobBreakdownPart, number> {
  const p: CobPlayer = required(s.players[seat], "the player of the seat");
  return {
    areas: p.points.areas,
    colourBonus: p.points.colourBonus,
    animals: p.points.animals,
    sales: p.points.sales,
    watchtowers: p.points.watchtowers,
    knowledge: knowledgePoints(s, seat),
    silver: p.silver,
    goods: unsoldGoods(p),
    workers: workerPoints(p),
  };
}

/** The sum of a breakdown's categories. */
function totalOf(b: Record<CobBreakdownPart, number>): number {
  let total = 0;
  for (const part of BREAKDOWN_PARTS) total += b[part];
  return total;
}

/**
 * One player's total as {@link score} counts it, without the others' (bots value one seat at a
 * time): {@link breakdown}'s parts summed without building it, as bots ask on every move they weigh
 * (a test holds the two equal). `e`: the seat's estate board, when the caller has it.
 */
export function playerTotal(s: CobState, seat: number, e: Estate = estateOf(s, seat)): number {
  const p: CobPlayer = required(s.players[seat], "the player of the seat");
  const earned = p.points.areas + p.points.colourBonus + p.points.animals + p.points.sales + p.points.watchtowers;
  return earned + knowledgePointsOn(s, seat, p, e) + p.silver + unsoldGoods(p) + workerPoints(p);
}

/** The score sheet; ties go to more empty estate spaces, then to the later player in turn order. */
export function score(s: CobState): ScoreSheet<CobBreakdownPart> {
  const keys: number[][] = [];
  const players = s.players.map((p, seat) => {
    const b = breakdown(s, seat);
    const total = totalOf(b);
    keys.push([total, emptySpaces(p), s.turnOrder.indexOf(seat)]);
    return { player: seat, total, breakdown: b };
  });
  const ranking = rankByKeys(keys);
  return { players, ranking };
}
