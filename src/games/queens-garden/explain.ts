import { required } from "../../core/required.js";
import type { PlayerId, RuleViolation } from "../../core/shared.js";
import { petal } from "./board.js";
import { COLOURS, FACE_DOWN_COST, KIND_COUNT, STORAGE_EXPANSIONS, colourOf, valueOf, type ColourId } from "./data.js";
import { freeTileSpaces } from "./generate.js";
import { categoryKinds, offersOf, placeBit, sameAsColour } from "./offers.js";
import { isSpace, payments, placementProblem } from "./rules.js";
import type { AcquireMove, Payment, QueensGardenMove, QueensGardenPlayer, QueensGardenRuleCode, QueensGardenState, QueensGardenViolation } from "./state.js";

/**
 * Why a well-formed move that `generate` does not list is refused: the first rule it breaks, in
 * the order a player would check them. Legality itself is `generate`'s alone; this only words it.
 */
export function explain(s: QueensGardenState, m: QueensGardenMove, player: PlayerId): RuleViolation {
  return brokenRule(s, m, required(s.players[player], "the acting player")) ?? { code: "ILLEGAL_MOVE", message: "Azul: Queen's Garden: that move is not legal now." };
}

const v = (code: QueensGardenRuleCode, message: string): QueensGardenViolation => ({ code, message });

/** `list` without one copy of `x`, or null when it holds none. */
function without(list: readonly number[], x: number): number[] | null {
  const i = list.indexOf(x);
  if (i < 0) return null;
  const out = list.slice();
  out.splice(i, 1);
  return out;
}

function brokenRule(s: QueensGardenState, m: QueensGardenMove, p: QueensGardenPlayer): QueensGardenViolation | null {
  const discardMove = m.type === "discardTile" || m.type === "discardExpansion" || m.type === "endPass";
  const floor = s.discarding;
  if (floor !== null && !discardMove) return v("PASS_DISCARDS_PENDING", "Pass: you are passing; discard items from storage or end the pass.");
  if (floor === null && discardMove) return v("NOT_PASSING", "Pass: discards are only made right after passing.");
  switch (m.type) {
    case "acquire":
      return acquireRule(s, p, m);
    case "placeTile": {
      const rest = without(p.tiles, m.tile);
      if (!rest) return v("NOT_IN_STORAGE", "Place a hexagon: that tile is not in your storage.");
      if (!isSpace(p.areas, m.cell)) return v("NOT_A_SPACE", "Place a hexagon: the cell is not a space of your garden (fountain-board spaces and expansion spaces only).");
      if (required(p.garden[m.cell], "the garden cell") >= 0) return v("SPACE_OCCUPIED", "Place a hexagon: that space already holds a hexagon.");
      return paymentRule(rest, p.expansions, p.jokers, m.tile, m) ?? placementRule(p.garden, m.cell, m.tile);
    }
    case "placeExpansion": {
      const rest = without(p.expansions, m.expansion);
      if (!rest) return v("NOT_IN_STORAGE", "Place a garden expansion: that expansion is not in your storage.");
      if (p.areas[m.area]) return v("AREA_OCCUPIED", "Place a garden expansion: that expansion area is taken.");
      return paymentRule(p.tiles, rest, p.jokers, m.expansion, m) ?? placementRule(p.garden, petal(m.area, m.rotation), m.expansion);
    }
    case "buyExpansion":
      if (p.areas[m.area]) return v("AREA_OCCUPIED", "Take a face-down expansion: that expansion area is taken.");
      if (s.supply.length === 0) return v("SUPPLY_EMPTY", "Take a face-down expansion: the supply is empty.");
      if (p.score < FACE_DOWN_COST) return v("SCORE_BELOW_6", "Take a face-down expansion: it costs 6 points and your score cannot go below 0.");
      return null;
    case "discardTile":
      if (!p.tiles.includes(m.tile)) return v("NOT_IN_STORAGE", "Pass: that tile is not in your storage.");
      return floor !== null && m.tile < floor ? DISCARD_ORDER : null; // floor is set: a discard is refused above otherwise
    case "discardExpansion":
      if (!p.expansions.includes(m.expansion)) return v("NOT_IN_STORAGE", "Pass: that expansion is not in your storage.");
      return floor !== null && KIND_COUNT + m.expansion < floor ? DISCARD_ORDER : null;
    default:
      return null;
  }
}

const DISCARD_ORDER = v("DISCARD_ORDER", "Pass: discard items in ascending order (tiles by kind, then expansions) so each set of discards is one sequence.");

/** Why an acquisition is not one of those listed: its category, its picks, or the room in storage. */
function acquireRule(s: QueensGardenState, p: QueensGardenPlayer, m: AcquireMove): QueensGardenViolation | null {
  const byColour = m.by === "colour";
  if (byColour !== (typeof m.value === "string")) {
    return v("CATEGORY_MISMATCH", 'Acquire: choose a colour id with by "colour", or a pattern value 1–6 with by "pattern".');
  }
  const key = byColour ? COLOURS.indexOf(m.value as ColourId) : (m.value as number);
  const offers = offersOf(s);
  const kinds = categoryKinds(offers, byColour, key);
  if (kinds.length === 0) return v("NO_MATCHING_ITEMS", `Acquire: the display holds no tile or face-up expansion of ${byColour ? "colour" : "pattern"} ${String(m.value)}.`);
  if (!byColour && sameAsColour(offers, kinds)) {
    const colour = COLOURS[colourOf(required(kinds[0], "the only matching kind"))];
    return v("SAME_AS_COLOUR", `Acquire: pattern ${String(m.value)} takes exactly the same item as colour ${colour}; this selection is made by colour ("${colour}") so each outcome is one move.`);
  }
  if (m.picks.length !== kinds.length) {
    return v("PICKS_MISMATCH", `Acquire: take exactly one copy of every matching kind (${kinds.length} kind(s)); ${m.picks.length} pick(s) given.`);
  }
  let tiles = 0;
  let exps = 0;
  const used = new Set<number>();
  for (const pick of m.picks) {
    if (!kinds.includes(pick.kind) || used.has(pick.kind)) return v("PICKS_MISMATCH", "Acquire: take exactly one copy of every matching kind, and nothing else.");
    used.add(pick.kind);
    const bit = placeBit(s, pick.from);
    if ((required(offers.places[pick.kind], "the places offering a kind") & bit) === 0) return v("NO_SUCH_COPY", `Acquire: no copy of that hexagon lies at ${String(pick.from)}.`);
    if (required(offers.faceUp[pick.kind], "the face-up expansions offering a kind") & bit) exps++;
    else tiles++;
  }
  if (tiles > freeTileSpaces(p) || exps > STORAGE_EXPANSIONS - p.expansions.length) {
    return v("STORAGE_FULL", "Acquire: your storage (12 tile spaces incl. jokers, 2 expansion spaces) has no room for all of these items, so this selection cannot be made.");
  }
  return null;
}

/**
 * Why a payment for placing `kind` is not one of those `payments` lists (spec §6.2): the count,
 * what storage holds, identical hexagons, and else the currency, the only rule left. `tiles` and
 * `expansions` are the storage without the placed hexagon.
 */
function paymentRule(tiles: readonly number[], expansions: readonly number[], jokers: number, kind: number, pay: Payment): QueensGardenViolation | null {
  const need = valueOf(kind) - 1;
  const items = pay.payTiles.length + pay.payExpansions.length;
  if (!Number.isInteger(pay.jokers) || pay.jokers < 0) return v("COST_COUNT", "Cost: the number of jokers must be 0 or more.");
  if (items + pay.jokers !== need) {
    return v("COST_COUNT", `Cost: a hexagon of value ${need + 1} needs exactly ${need} other item(s) (tiles, expansions or jokers) besides itself; ${items + pay.jokers} given.`);
  }
  if (pay.jokers > jokers) return v("NOT_IN_STORAGE", `Cost: you have only ${jokers} joker(s) in storage.`);
  const count = (list: readonly number[], x: number): number => list.reduce((n, y) => (y === x ? n + 1 : n), 0);
  if (pay.payTiles.some((t) => count(pay.payTiles, t) > count(tiles, t))) return v("NOT_IN_STORAGE", "Cost: a payment tile is not in your storage.");
  if (pay.payExpansions.some((e) => !expansions.includes(e))) return v("NOT_IN_STORAGE", "Cost: a payment expansion is not in your storage.");
  const set = [kind, ...pay.payTiles, ...pay.payExpansions];
  if (new Set(set).size !== set.length) return v("IDENTICAL_IN_PAYMENT", "Cost: the placed hexagon and its payment may not contain two identical hexagons.");
  const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
  const listed = payments(tiles, expansions, jokers, kind).some((q) => q.jokers === pay.jokers && same(q.payTiles, pay.payTiles) && same(q.payExpansions, pay.payExpansions));
  if (listed) return null;
  return v("MIXED_CURRENCY", "Cost: pay with hexagons of the placed one's pattern in different colours, or of its colour in different patterns, never a mix.");
}

/** The neighbour and group rules of a placement (spec §6.2). */
function placementRule(garden: readonly number[], cell: number, kind: number): QueensGardenViolation | null {
  const problem = placementProblem(garden, cell, kind);
  if (problem === "NO_MATCHING_NEIGHBOUR") return v(problem, "Placement: a hexagon next to other hexagons must share its colour or its pattern with at least one of them.");
  if (problem === "DUPLICATE_IN_GROUP") return v(problem, "Placement: no group (same colour, or same pattern) may contain two identical hexagons, also when the placement joins two groups.");
  return null;
}
