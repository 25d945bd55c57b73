import type { PlayerId } from "../../core/shared.js";
import { petal } from "./board.js";
import { COLOURS, FACE_DOWN_COST, KIND_COUNT, SIDES, STORAGE_EXPANSIONS, STORAGE_TILES, colourOf, valueOf, type ColourId } from "./data.js";
import { isSpace, paymentProblem, payments, placementProblem } from "./rules.js";
import type { AcquireMove, Pick, QueensGardenMove, QueensGardenPlayer, QueensGardenRuleCode, QueensGardenState, QueensGardenViolation, Source } from "./state.js";

/** One matching kind of an acquisition and the distinct copies it can be taken from. */
interface Offer {
  readonly kind: number;
  /** Distinct sources of a copy. */
  readonly sources: Source[];
  /** Per source: `true` when the copy is a face-up expansion. */
  readonly isExpansion: boolean[];
}

/** Every item in the display by kind (index = kind), with its distinct sources; undefined when absent. */
function offersByKind(s: QueensGardenState): (Offer | undefined)[] {
  const slot: (Offer | undefined)[] = new Array(KIND_COUNT);
  for (const k of s.topTiles) addOffer(slot, k, "stack", false);
  for (let i = 0; i < s.display.length; i++) {
    const d = s.display[i]!;
    if (d.faceUp) addOffer(slot, d.expansion, i, true);
    else for (const k of d.tiles) addOffer(slot, k, i, false);
  }
  return slot;
}

function addOffer(slot: (Offer | undefined)[], kind: number, from: Source, isExp: boolean): void {
  let o = slot[kind];
  if (!o) slot[kind] = o = { kind, sources: [], isExpansion: [] };
  if (o.sources[o.sources.length - 1] === from) return; // a second copy on the same expansion is the same move
  o.sources.push(from);
  o.isExpansion.push(isExp);
}

/** Matching items of a category in the display (spec §6.1 steps 1–2), grouped by kind, ascending. */
export function offers(s: QueensGardenState, byColour: boolean, key: number): Offer[] {
  return categoryOffers(offersByKind(s), byColour, key);
}

function categoryOffers(slot: readonly (Offer | undefined)[], byColour: boolean, key: number): Offer[] {
  const out: Offer[] = [];
  for (let i = 0; i < SIDES; i++) {
    const o = slot[byColour ? key * SIDES + i : i * SIDES + key - 1];
    if (o) out.push(o);
  }
  return out;
}

/**
 * Whether a pattern selection takes exactly the items of a colour selection: its only kind is also
 * the only kind of its colour in the display. Both moves then have the same outcome, so the
 * engine lists and accepts it only by colour (docs Q8).
 */
function sameAsColour(slot: readonly (Offer | undefined)[], patternList: readonly Offer[]): boolean {
  return patternList.length === 1 && categoryOffers(slot, true, colourOf(patternList[0]!.kind)).length === 1;
}

/** Free tile spaces (12 minus tiles and jokers). */
export const freeTileSpaces = (p: QueensGardenPlayer): number => STORAGE_TILES - p.tiles.length - p.jokers;

function acquireMoves(s: QueensGardenState, p: QueensGardenPlayer, out: QueensGardenMove[]): void {
  const freeT = freeTileSpaces(p);
  const freeE = STORAGE_EXPANSIONS - p.expansions.length;
  const slot = offersByKind(s);
  for (let by = 0; by < 2; by++) {
    for (let key = 0; key < SIDES; key++) {
      const byColour = by === 0;
      const list = categoryOffers(slot, byColour, byColour ? key : key + 1);
      if (list.length === 0) continue;
      if (!byColour && sameAsColour(slot, list)) continue; // listed once, by colour
      const head = { by: byColour ? ("colour" as const) : ("pattern" as const), value: byColour ? COLOURS[key]! : key + 1 };
      pickRec(list, 0, 0, 0, freeT, freeE, [], head, out);
    }
  }
}

/** Enumerates one copy per kind (depth-first), keeping within the storage room. */
function pickRec(
  list: readonly Offer[],
  i: number,
  tiles: number,
  exps: number,
  freeT: number,
  freeE: number,
  picks: Pick[],
  head: { by: "colour" | "pattern"; value: ColourId | number },
  out: QueensGardenMove[],
): void {
  if (tiles > freeT || exps > freeE) return;
  if (i === list.length) {
    out.push({ type: "acquire", by: head.by, value: head.value, picks: picks.slice() });
    return;
  }
  const o = list[i]!;
  for (let j = 0; j < o.sources.length; j++) {
    const e = o.isExpansion[j]!;
    picks.push({ kind: o.kind, from: o.sources[j]! });
    pickRec(list, i + 1, e ? tiles : tiles + 1, e ? exps + 1 : exps, freeT, freeE, picks, head, out);
    picks.pop();
  }
}

/** Empty spaces of a garden. */
function emptySpaces(p: QueensGardenPlayer): number[] {
  const cells: number[] = [];
  for (let cell = 1; cell < p.garden.length; cell++) if (p.garden[cell]! < 0 && isSpace(p.areas, cell)) cells.push(cell);
  return cells;
}

/** Every legal move of `player` (the active one). */
export function legalMoves(s: QueensGardenState, player: PlayerId): QueensGardenMove[] {
  const p = s.players[player]!;
  const out: QueensGardenMove[] = [];
  if (s.discarding !== null) {
    let last = -1;
    for (const t of p.tiles) {
      if (t !== last && t >= s.discarding) out.push({ type: "discardTile", tile: t });
      last = t;
    }
    for (const e of p.expansions) if (KIND_COUNT + e >= s.discarding) out.push({ type: "discardExpansion", expansion: e });
    out.push({ type: "endPass" });
    return out;
  }
  acquireMoves(s, p, out);
  let last = -1;
  const empty = p.tiles.length > 0 ? emptySpaces(p) : [];
  for (const t of p.tiles) {
    if (t === last) continue;
    last = t;
    const pays = payments(p.tiles, p.expansions, p.jokers, t);
    if (pays.length === 0) continue;
    const cells: number[] = [];
    for (const cell of empty) if (placementProblem(p.garden, cell, t) === null) cells.push(cell);
    for (const pay of pays) {
      for (const cell of cells) out.push({ type: "placeTile", tile: t, cell, payTiles: pay.payTiles, payExpansions: pay.payExpansions, jokers: pay.jokers });
    }
  }
  for (const e of p.expansions) {
    const pays = payments(p.tiles, p.expansions, p.jokers, e);
    if (pays.length === 0) continue;
    const spots: number[] = [];
    for (let a = 0; a < 6; a++) {
      if (p.areas[a]) continue;
      for (let r = 0; r < 6; r++) if (placementProblem(p.garden, petal(a, r), e) === null) spots.push(a * 6 + r);
    }
    for (const pay of pays) {
      for (const ar of spots) {
        out.push({ type: "placeExpansion", expansion: e, area: (ar / 6) | 0, rotation: ar % 6, payTiles: pay.payTiles, payExpansions: pay.payExpansions, jokers: pay.jokers });
      }
    }
  }
  if (p.score >= FACE_DOWN_COST && s.supply.length > 0) {
    for (let a = 0; a < 6; a++) if (!p.areas[a]) out.push({ type: "buyExpansion", area: a });
  }
  out.push({ type: "pass" });
  return out;
}

const v = (code: QueensGardenRuleCode, message: string): QueensGardenViolation => ({ code, message });

/** Removes one copy of `x` from a list, returning a new list (or null when absent). */
export function without(list: readonly number[], x: number): number[] | null {
  const i = list.indexOf(x);
  if (i < 0) return null;
  const out = list.slice();
  out.splice(i, 1);
  return out;
}

function checkAcquire(s: QueensGardenState, p: QueensGardenPlayer, m: AcquireMove): QueensGardenViolation | null {
  const byColour = m.by === "colour";
  if (byColour !== (typeof m.value === "string")) {
    return v("CATEGORY_MISMATCH", "Acquire: choose a colour id with by \"colour\", or a pattern value 1–6 with by \"pattern\".");
  }
  const key = byColour ? COLOURS.indexOf(m.value as ColourId) : (m.value as number);
  const slot = offersByKind(s);
  const list = categoryOffers(slot, byColour, key);
  if (list.length === 0) return v("NO_MATCHING_ITEMS", `Acquire: the display holds no tile or face-up expansion of ${byColour ? "colour" : "pattern"} ${String(m.value)}.`);
  if (!byColour && sameAsColour(slot, list)) {
    const colour = COLOURS[colourOf(list[0]!.kind)]!;
    return v("SAME_AS_COLOUR", `Acquire: pattern ${String(m.value)} takes exactly the same item as colour ${colour}; this selection is made by colour ("${colour}") so each outcome is one move.`);
  }
  if (m.picks.length !== list.length) {
    return v("PICKS_MISMATCH", `Acquire: take exactly one copy of every matching kind (${list.length} kind(s)); ${m.picks.length} pick(s) given.`);
  }
  let tiles = 0;
  let exps = 0;
  const used = new Set<number>();
  for (const pick of m.picks) {
    const o = list.find((x) => x.kind === pick.kind);
    if (!o || used.has(pick.kind)) {
      return v("PICKS_MISMATCH", "Acquire: take exactly one copy of every matching kind, and nothing else.");
    }
    used.add(pick.kind);
    const j = o.sources.indexOf(pick.from);
    if (j < 0) return v("NO_SUCH_COPY", `Acquire: no copy of that hexagon lies at ${String(pick.from)}.`);
    if (o.isExpansion[j]) exps++;
    else tiles++;
  }
  if (tiles > freeTileSpaces(p) || exps > STORAGE_EXPANSIONS - p.expansions.length) {
    return v("STORAGE_FULL", "Acquire: your storage (12 tile spaces incl. jokers, 2 expansion spaces) has no room for all of these items, so this selection cannot be made.");
  }
  return null;
}

/** Why `move` is illegal for `player` now (naming the rule), or null when it is legal. */
export function checkMove(s: QueensGardenState, m: QueensGardenMove, player: PlayerId): QueensGardenViolation | null {
  const p = s.players[player]!;
  const discardMove = m.type === "discardTile" || m.type === "discardExpansion" || m.type === "endPass";
  if (s.discarding !== null && !discardMove) {
    return v("PASS_DISCARDS_PENDING", "Pass: you are passing; discard items from storage or end the pass.");
  }
  if (s.discarding === null && discardMove) return v("NOT_PASSING", "Pass: discards are only made right after passing.");
  switch (m.type) {
    case "acquire":
      return checkAcquire(s, p, m);
    case "placeTile": {
      const rest = without(p.tiles, m.tile);
      if (!rest) return v("NOT_IN_STORAGE", "Place a hexagon: that tile is not in your storage.");
      if (!isSpace(p.areas, m.cell)) return v("NOT_A_SPACE", "Place a hexagon: the cell is not a space of your garden (fountain-board spaces and expansion spaces only).");
      if (p.garden[m.cell]! >= 0) return v("SPACE_OCCUPIED", "Place a hexagon: that space already holds a hexagon.");
      const bad = paymentProblem(rest, p.expansions, p.jokers, m.tile, m);
      if (bad) return bad;
      return placementRuleViolation(placementProblem(p.garden, m.cell, m.tile));
    }
    case "placeExpansion": {
      if (!p.expansions.includes(m.expansion)) return v("NOT_IN_STORAGE", "Place a garden expansion: that expansion is not in your storage.");
      if (p.areas[m.area]) return v("AREA_OCCUPIED", "Place a garden expansion: that expansion area is taken.");
      const rest = without(p.expansions, m.expansion)!;
      const bad = paymentProblem(p.tiles, rest, p.jokers, m.expansion, m);
      if (bad) return bad;
      return placementRuleViolation(placementProblem(p.garden, petal(m.area, m.rotation), m.expansion));
    }
    case "buyExpansion":
      if (p.areas[m.area]) return v("AREA_OCCUPIED", "Take a face-down expansion: that expansion area is taken.");
      if (s.supply.length === 0) return v("SUPPLY_EMPTY", "Take a face-down expansion: the supply is empty.");
      if (p.score < FACE_DOWN_COST) return v("SCORE_BELOW_6", "Take a face-down expansion: it costs 6 points and your score cannot go below 0.");
      return null;
    case "pass":
      return null;
    case "discardTile":
      if (!p.tiles.includes(m.tile)) return v("NOT_IN_STORAGE", "Pass: that tile is not in your storage.");
      if (m.tile < s.discarding!) return v("DISCARD_ORDER", "Pass: discard items in ascending order (tiles by kind, then expansions) so each set of discards is one sequence.");
      return null;
    case "discardExpansion":
      if (!p.expansions.includes(m.expansion)) return v("NOT_IN_STORAGE", "Pass: that expansion is not in your storage.");
      if (KIND_COUNT + m.expansion < s.discarding!) return v("DISCARD_ORDER", "Pass: discard items in ascending order (tiles by kind, then expansions) so each set of discards is one sequence.");
      return null;
    case "endPass":
      return null;
  }
}

function placementRuleViolation(problem: ReturnType<typeof placementProblem>): QueensGardenViolation | null {
  if (problem === "NO_MATCHING_NEIGHBOUR") return v(problem, "Placement: a hexagon next to other hexagons must share its colour or its pattern with at least one of them.");
  if (problem === "DUPLICATE_IN_GROUP") return v(problem, "Placement: no group (same colour, or same pattern) may contain two identical hexagons, also when the placement joins two groups.");
  return null;
}
