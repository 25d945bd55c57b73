/**
 * Objective requirements (declarative, from the data) and the realm measures they and the final
 * scoring share: goods, transport capacity, activated jars.
 */
import { required } from "../../core/required.js";
import { CAR, GOODS_COUNT, landscapeData, objectiveData, stallData, TYPE } from "./catalog.js";
import { LANDSCAPE_TYPES, type Good, type Requirement } from "./components.js";
import { caravanCapacity } from "./constants.js";
import { at, columnCounts, gridOf, groupSizes, jarCounts, palaceContacts, rowCounts, ROWS, type Grid } from "./realm.js";
import type { HeldObjective, PlayerState } from "./state.js";

/** Goods on the markets of a realm. */
export function marketGoods(g: Grid): number {
  let n = 0;
  for (let i = 0; i < g.cells.length; i++) {
    const L = required(g.cells[i], "a realm cell");
    if (L >= 0) n += required(GOODS_COUNT[L], "the goods of a market");
  }
  return n;
}

/** Goods on a player's stall cards. */
export function stallGoods(p: Pick<PlayerState, "stalls">): number {
  let n = 0;
  for (const id of p.stalls) n += stallData(id)?.goods.length ?? 0;
  return n;
}

/** Goods of one kind a player owns: on markets, and on stall cards counted `stallFactor` times. */
export function goodsOfKind(p: Pick<PlayerState, "realm" | "stalls">, kind: Good, stallFactor: number): number {
  let n = 0;
  for (const key in p.realm) {
    const land = required(landscapeData(required(p.realm[key], "the landscape of a realm cell")), "a landscape of the realm");
    for (const x of land.goods) if (x === kind) n++;
  }
  for (const id of p.stalls) for (const x of stallData(id)?.goods ?? []) if (x === kind) n += stallFactor;
  return n;
}

/** Transport capacity: the sum over caravan groups, or (Ali Cogia) all caravans as one group. */
export function transportCapacity(g: Grid, oneGroup: boolean): number {
  const sizes = groupSizes(g, CAR);
  if (oneGroup) {
    let total = 0;
    for (const s of sizes) total += s;
    return caravanCapacity(total);
  }
  let cap = 0;
  for (const s of sizes) cap += caravanCapacity(s);
  return cap;
}

function has2x2(g: Grid, type: number): boolean {
  for (let r = 0; r + 1 < ROWS; r++) {
    for (let c = 0; c + 1 < g.w; c++) {
      const a = at(g, r, c);
      const b = at(g, r, c + 1);
      const d = at(g, r + 1, c);
      const e = at(g, r + 1, c + 1);
      if (a >= 0 && b >= 0 && d >= 0 && e >= 0 && TYPE[a] === type && TYPE[b] === type && TYPE[d] === type && TYPE[e] === type) return true;
    }
  }
  return false;
}

function fullColumn(g: Grid, allTypes: boolean): boolean {
  for (let c = 1; c < g.w; c++) {
    let mask = 0;
    let full = true;
    for (let r = 1; r <= 4; r++) {
      const L = at(g, r, c);
      if (L < 0) {
        full = false;
        break;
      }
      mask |= 1 << required(TYPE[L], "the type of a landscape");
    }
    if (full && (!allTypes || mask === 15)) return true;
  }
  return false;
}

function rowAllTypes(g: Grid): boolean {
  for (let r = 0; r < ROWS; r++) {
    let mask = 0;
    for (let c = 0; c < g.w; c++) {
      const L = at(g, r, c);
      if (L >= 0) mask |= 1 << required(TYPE[L], "the type of a landscape");
    }
    if (mask === 15) return true;
  }
  return false;
}

const typeCode = (t: string): number => LANDSCAPE_TYPES.indexOf(t as never);
const max = (xs: readonly number[]): number => xs.reduce((a, b) => (b > a ? b : a), 0);

/** Whether a player's realm and belongings meet a requirement now. */
export function meets(p: PlayerState, req: Requirement): boolean {
  const g = gridOf(p.realm);
  switch (req.kind) {
    case "group":
      return max(groupSizes(g, typeCode(req.type))) >= req.min;
    case "inRow":
      return max(rowCounts(g, typeCode(req.type))) >= req.min;
    case "inColumn":
      return max(columnCounts(g, typeCode(req.type))) >= req.min;
    case "square2x2":
      return has2x2(g, typeCode(req.type));
    case "everyRow": {
      const rows = rowCounts(g, typeCode(req.type));
      for (let r = 1; r <= 4; r++) if (required(rows[r], "the landscapes of a realm row") <= 0) return false;
      return true;
    }
    case "palaceWith":
      return palaceContacts(g).filter((k) => k >= req.adjacent).length >= req.min;
    case "transportCapacity":
      return transportCapacity(g, false) >= req.min;
    case "goods":
      return marketGoods(g) + stallGoods(p) >= req.min;
    case "rubies":
      return p.rubies >= req.min;
    case "mosaicCards":
      return p.mosaics.length >= req.min;
    case "stallCards":
      return p.stalls.length >= req.min;
    case "activatedJars":
      return jarCounts(g).activated >= req.min;
    case "fullColumn":
      return fullColumn(g, false);
    case "fullColumnAllTypes":
      return fullColumn(g, true);
    case "rowAllTypes":
      return rowAllTypes(g);
  }
}

/**
 * Flips every uncompleted objective of `p` whose requirement now holds (A12: completion is
 * automatic during the owner's turn and never undone). Returns `p` itself when nothing changes.
 */
export function completeObjectives(p: PlayerState): PlayerState {
  let next: HeldObjective[] | null = null;
  p.objectives.forEach((o, i) => {
    if (o.completed) return;
    const data = objectiveData(o.id);
    if (data && meets(p, data.requirement)) (next ??= p.objectives.slice())[i] = { id: o.id, completed: true };
  });
  return next ? { ...p, objectives: next } : p;
}
