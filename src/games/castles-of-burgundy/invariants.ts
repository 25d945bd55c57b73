/**
 * Invariants. Soundness (what `loadState` needs so that every listed move applies): the shape
 * (seats, turn order, the decision stack and its agreement with phase, round and turn), every
 * component where it can be (tiles by type and by pile, goods by colour, tiles on spaces of their
 * colour). Plausibility (`{ reachable: true }`): what only the history of a game explains (dice
 * used in turn order, supply piles, goods stacks and spare goods as the phase leaves them, estates
 * grown from the start castle, and the bookkeeping that follows from the estates: track, arrival
 * stamps, bonus tiles, points of sales, watchtowers and areas).
 */
import { required } from "../../core/required.js";
import {
  AREA_POINTS,
  BLACK_DEPOT_SIZE,
  CASTLE,
  COLOUR_BONUS,
  GOODS_PER_COLOUR,
  GOODS_PER_PHASE,
  GOODS_STORAGE,
  PHASE_BONUS,
  SHIP,
  START_CASTLES,
  START_GOODS,
  TILE_CASTLE,
  TILE_STORAGE,
  TOTAL_GOODS,
  TOTAL_TILES,
  WATCHTOWER,
  buildingOf,
  buildingTile,
  isTileCode,
  supplyPiles,
  tileColour,
  BUILDING,
  BLACK_DEPOT,
  BLACK_PILE,
  BUILDING_EFFECTS,
  COLOURS,
  KNOWLEDGE_TILES as KT,
  NUMBERED_DEPOTS,
  PHASE_COUNT,
  ROUNDS_PER_PHASE,
} from "./data.js";
import type { Estate } from "./board.js";
import { depotColours, estateOf, has, knowledgeMask, tileOn } from "./rules.js";
import type { CobPlayer, CobState } from "./state.js";

const PHASES = PHASE_COUNT;
const ROUNDS = ROUNDS_PER_PHASE;
const WATCHTOWER_POINTS = BUILDING_EFFECTS.watchtowerPoints;
/** The bonus for completing an area in the last phase. */
const LAST_PHASE_BONUS = required(PHASE_BONUS[PHASE_BONUS.length - 1], "the last phase's bonus");
/** Effect decisions a placement pushes (above the `turn` decision). */
const EFFECTS = new Set(["castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"]);

/** Number of each tile code in each supply pile at setup (index 0–5 colours, 6 black backs). */
const INITIAL_PILES: readonly ReadonlyMap<number, number>[] = supplyPiles().map((pile) => {
  const m = new Map<number, number>();
  for (const t of pile) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
});

function isSorted(xs: readonly number[]): boolean {
  let before = -Infinity;
  for (const x of xs) {
    if (before > x) return false;
    before = x;
  }
  return true;
}
const isSeat = (x: unknown, n: number): x is number => typeof x === "number" && Number.isInteger(x) && x >= 0 && x < n;

/** Broken soundness invariants of a state (empty when sound). */
export function invariants(s: CobState): string[] {
  return audit(s).sound;
}

/** Broken plausibility invariants of a sound state (`{ reachable: true }`). */
export function reachability(s: CobState): string[] {
  return audit(s).plausible;
}

/** Both kinds of violation: `sound` for soundness, `plausible` for what only history explains. */
function audit(s: CobState): { sound: string[]; plausible: string[] } {
  const shape = shapeIssues(s);
  if (shape.length > 0) return { sound: shape, plausible: [] }; // the checks below index by seat and space
  const out: string[] = [];
  const later: string[] = [];
  flowIssues(s, out, later);
  tileIssues(s, out, later);
  goodsIssues(s, out, later);
  s.players.forEach((p, seat) => playerIssues(s, p, seat, out, later));
  bonusIssues(s, later);
  return { sound: out, plausible: later };
}

/** Seats, turn order, estate sizes and tile codes: what every later check relies on. */
function shapeIssues(s: CobState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  if (s.config.estates !== undefined && s.config.estates.length !== n) out.push(`config.estates names ${s.config.estates.length} boards for ${n} players`);
  if (s.turnOrder.length !== n || new Set(s.turnOrder).size !== n || !s.turnOrder.every((x) => isSeat(x, n))) out.push("turn order is not a permutation of the seats");
  if (!isSeat(s.turnIndex, n)) out.push(`turnIndex ${s.turnIndex} is not a place in the turn order`);
  for (const d of s.decisions) if (d.players.length !== 1 || !isSeat(d.players[0], n)) out.push(`a ${d.kind} decision names no seat of this game`);
  s.players.forEach((p, seat) => {
    if (p.estate.length !== estateOf(s, seat).colour.length) out.push(`players[${seat}] estate has the wrong size`);
    if (!p.estate.every((t) => t === -1 || isTileCode(t))) out.push(`players[${seat}] estate holds a value that is no tile`);
    if (!p.storage.every(isTileCode)) out.push(`players[${seat}] storage holds a value that is no tile`);
  });
  for (const pile of s.supply) if (!pile.every(isTileCode)) out.push("a supply pile holds a value that is no tile");
  for (const d of s.depots) if (!d.every(isTileCode)) out.push("a depot holds a value that is no tile");
  return out;
}

/** Phase, round, turn, dice and the decision stack agree with each other. */
function flowIssues(s: CobState, out: string[], later: string[]): void {
  const n = s.players.length;
  const over = s.phase >= PHASES;
  const setupStage = s.decisions.some((d) => d.kind === "startCastle");
  if (over) {
    if (s.round !== ROUNDS - 1) out.push("a finished game ends in the last round");
    if (s.decisions.length > 0) out.push("a finished game has a pending decision");
    if (s.players.some((p) => p.dice.some((d) => d !== null))) out.push("a finished game has unused dice");
    return;
  }
  if (s.decisions.length === 0) out.push("no pending decision before the end");
  if (setupStage) {
    // Before round 1: only start castles to place, each by a seat whose board has no centre castle,
    // the earliest in the first turn order on top; no dice rolled, nothing else done.
    if (s.phase !== 0 || s.round !== 0 || s.turnIndex !== 0) out.push("start castles are placed before round 1 of phase A");
    const seats = s.decisions.map((d) => required(d.players[0], "the seat of a decision"));
    s.decisions.forEach((d, i) => {
      const seat = required(d.players[0], "the seat of a decision");
      if (d.kind !== "startCastle" || d.tile !== TILE_CASTLE) out.push(`decision ${i} is not a start castle to place`);
      if (estateOf(s, seat).start !== null) out.push(`players[${seat}] chooses a start castle space on a board with a centre castle`);
    });
    const expected = s.turnOrder.filter((seat) => estateOf(s, seat).start === null && required(s.players[seat], "the player of a seat").estate.every((t) => t < 0));
    if (seats.slice().reverse().join() !== expected.join()) out.push("the start castles to place do not follow the first turn order");
    for (const p of s.players) {
      if (p.dice.some((d) => d !== null) || p.bought) out.push("dice were rolled or a tile bought before round 1");
    }
  } else {
    const current = required(s.turnOrder[s.turnIndex], "the current player");
    const [bottom, ...above] = s.decisions;
    if (bottom && (bottom.kind !== "turn" || bottom.players[0] !== current || bottom.tile !== -1)) out.push(`the bottom decision is not the turn of players[${current}]`);
    above.forEach((d, i) => {
      const last = i === above.length - 1;
      if (d.players[0] !== current) out.push(`a ${d.kind} decision belongs to a player whose turn it is not`);
      if (d.kind === "discard") {
        if (!last) out.push("a discard decision lies under another decision");
        if (!isTileCode(d.tile)) out.push("a discard decision holds no incoming tile");
        if (required(s.players[current], "the current player").storage.length !== TILE_STORAGE) out.push("a discard decision with room in storage");
      } else if (!EFFECTS.has(d.kind) || d.tile !== -1) {
        out.push(`a ${d.kind} decision cannot be pending above a turn`);
      }
    });
    s.turnOrder.forEach((seat, place) => {
      const p = required(s.players[seat], "the player of a seat");
      if (place < s.turnIndex && p.dice.some((d) => d !== null)) later.push(`players[${seat}] has played this round but has an unused die`);
      if (place > s.turnIndex && p.dice.some((d) => d === null)) later.push(`players[${seat}] has not played this round but has a used die`);
      if (seat !== current && p.bought) later.push(`players[${seat}] bought a tile outside their turn`);
    });
  }
  if (s.phase === 0 && s.round === 0) {
    // The first round goes clockwise from the start player.
    const [first] = s.turnOrder;
    if (first !== undefined && !s.turnOrder.every((seat, i) => seat === (first + i) % n)) later.push("the first round's turn order is not clockwise");
  }
}

/** Six-sided tiles: each where it can be, by type, by pile and in total. */
function tileIssues(s: CobState, out: string[], later: string[]): void {
  const n = s.players.length;
  const laidPhases = Math.min(s.phase, PHASES - 1) + 1;
  const blackSize = required(BLACK_DEPOT_SIZE[n], "the black depot's size for the player count");
  const count = new Map<number, number>();
  const add = (t: number): void => {
    count.set(t, (count.get(t) ?? 0) + 1);
  };
  // Supply piles: sorted multisets of their own tiles, as large as the phases laid out leave them.
  s.supply.forEach((pile, i) => {
    if (!isSorted(pile)) out.push(`supply pile ${i} is not sorted`);
    const initial = required(INITIAL_PILES[i], "the supply pile at setup");
    let demand = 0;
    for (let ph = 0; ph < laidPhases; ph++) {
      if (i === BLACK_PILE) demand += blackSize;
      else for (let d = 1; d <= NUMBERED_DEPOTS; d++) demand += depotColours(n, ph, d).filter((c) => c === i).length;
    }
    let size = 0;
    for (const v of initial.values()) size += v;
    if (pile.length !== Math.max(0, size - demand)) later.push(`supply pile ${i} holds ${pile.length} tiles; ${Math.max(0, size - demand)} after ${laidPhases} phases`);
  });
  // Tiles with coloured backs (piles 0–5, numbered depots) and black backs (pile 6, black depot) per pile.
  const colouredBacks = new Map<number, number>();
  const blackBacks = new Map<number, number>();
  const back = (backs: Map<number, number>, t: number): void => {
    backs.set(t, (backs.get(t) ?? 0) + 1);
  };
  s.supply.forEach((pile, i) => {
    for (const t of pile) back(i === BLACK_PILE ? blackBacks : colouredBacks, t);
  });
  s.depots.forEach((d, i) => {
    for (const t of d) back(i === BLACK_DEPOT ? blackBacks : colouredBacks, t);
  });
  // Which back a tile has matters only to the layout of later phases: a test may put any tile on any depot.
  for (const [t, k] of colouredBacks) if (k > (required(INITIAL_PILES[tileColour(t)], "the supply pile of a colour").get(t) ?? 0)) later.push(`more ${t} tiles with coloured backs than the game has`);
  const blackPile = required(INITIAL_PILES[BLACK_PILE], "the supply pile of black backs");
  for (const [t, k] of blackBacks) if (k > (blackPile.get(t) ?? 0)) later.push(`more ${t} tiles with black backs than the game has`);
  s.supply.forEach((pile, i) => {
    if (i < BLACK_PILE && pile.some((t) => tileColour(t) !== i)) out.push(`supply pile ${i} holds a tile of another colour`);
  });
  // Depots: sorted, within this phase's spaces.
  s.depots.forEach((d, i) => {
    if (!isSorted(d)) out.push(`depot ${i} is not sorted`);
    if (s.phase >= PHASES) {
      if (d.length > 0) out.push(`depot ${i} holds tiles after the last phase`);
      return;
    }
    // What the layout of the phase puts on a depot is history: a depot may hold any tiles.
    if (i === BLACK_DEPOT) {
      if (d.length > blackSize) later.push("the black depot holds too many tiles");
      return;
    }
    const room = depotColours(n, s.phase, i);
    for (let c = 0; c < COLOURS.length; c++) {
      if (d.filter((t) => tileColour(t) === c).length > room.filter((x) => x === c).length) later.push(`depot ${i} holds a tile its spaces do not take`);
    }
  });
  // Every tile by type, and the total.
  for (const pile of s.supply) pile.forEach(add);
  for (const d of s.depots) d.forEach(add);
  for (const p of s.players) {
    p.storage.forEach(add);
    for (const t of p.estate) if (t >= 0) add(t);
  }
  for (const dec of s.decisions) if (dec.tile >= 0) add(dec.tile);
  for (const [t, k] of count) {
    const printed = INITIAL_PILES.reduce((a, m) => a + (m.get(t) ?? 0), 0) + (t === TILE_CASTLE ? n : 0);
    if (k > printed) out.push(`${k} tiles of code ${t}; the game has ${printed}`);
  }
  let tiles = s.removed;
  for (const k of count.values()) tiles += k;
  const expected = TOTAL_TILES - (START_CASTLES - n);
  if (tiles !== expected) out.push(`six-sided tiles: ${tiles} counted, ${expected} expected`);
}

/** Goods tiles: 7 per colour; the unused ones, the phase's row and the later stacks as the phase and round leave them. */
function goodsIssues(s: CobState, out: string[], later: string[]): void {
  const n = s.players.length;
  const perColour = [0, 0, 0, 0, 0, 0];
  const add = (g: number, k = 1): void => {
    perColour[g - 1] = required(perColour[g - 1], "the count of a goods colour") + k;
  };
  s.spareGoods.forEach((g) => add(g));
  s.roundGoods.forEach((g) => add(g));
  for (const st of s.goodsStacks) st.forEach((g) => add(g));
  for (const d of s.depotGoods) d.forEach((k, c) => add(c + 1, k));
  for (const p of s.players) {
    p.goods.forEach((k, c) => add(c + 1, k));
    p.sold.forEach((k, c) => add(c + 1, k));
  }
  perColour.forEach((k, c) => {
    if (k !== GOODS_PER_COLOUR) out.push(`goods of colour ${c + 1}: ${k} counted, ${GOODS_PER_COLOUR} expected`);
  });
  const spare = TOTAL_GOODS - PHASES * GOODS_PER_PHASE - (s.config.startGoods ? START_GOODS * n : 0);
  if (s.spareGoods.length !== spare) later.push(`${s.spareGoods.length} unused goods tiles; ${spare} expected`);
  if (!isSorted(s.spareGoods)) out.push("the unused goods are not sorted");
  const setupStage = s.decisions.some((d) => d.kind === "startCastle");
  const stacks = Math.max(0, PHASES - 1 - s.phase);
  const row = s.phase >= PHASES ? 0 : setupStage ? GOODS_PER_PHASE : ROUNDS - 1 - s.round;
  if (s.goodsStacks.length !== stacks || s.goodsStacks.some((st) => st.length !== GOODS_PER_PHASE)) later.push(`phase ${s.phase + 1} leaves ${stacks} goods stacks of ${GOODS_PER_PHASE}`);
  if (s.roundGoods.length !== row) later.push(`round ${s.round + 1} leaves ${row} of this phase's goods tiles to come, not ${s.roundGoods.length}`);
  if (required(s.depotGoods[BLACK_DEPOT], "the black depot's goods space").some((c) => c !== 0)) out.push("the black depot holds goods");
  s.players.forEach((p, seat) => {
    if (p.goods.filter((g) => g > 0).length > GOODS_STORAGE) out.push(`players[${seat}] holds more than ${GOODS_STORAGE} goods colours`);
  });
}

/** Whether every space of `spaces` holds a tile. */
const filled = (p: CobPlayer, spaces: readonly number[]): boolean => spaces.every((sp) => tileOn(p, sp) >= 0);

/** One player's estate, storage and the bookkeeping that follows from the estate. */
function playerIssues(s: CobState, p: CobPlayer, seat: number, out: string[], later: string[]): void {
  const e = estateOf(s, seat);
  const who = `players[${seat}]`;
  if (p.storage.length > TILE_STORAGE) out.push(`${who} stores more than ${TILE_STORAGE} tiles`);
  if (!isSorted(p.storage)) out.push(`${who} storage is not sorted`);
  p.estate.forEach((t, sp) => {
    if (t >= 0 && tileColour(t) !== e.colour[sp]) out.push(`${who} has a ${t} tile on a space of another colour (${sp})`);
  });
  const occupied = p.estate.flatMap((t, sp) => (t >= 0 ? [sp] : []));
  const setupStage = s.decisions.some((d) => d.kind === "startCastle" && d.players[0] === seat);
  if (e.start !== null && p.estate[e.start] !== TILE_CASTLE) out.push(`${who} lost the start castle`);
  if (e.start === null && occupied.length === 0 && !setupStage) out.push(`${who} lost the start castle`);
  if (!connected(e, occupied)) later.push(`${who} has tiles not joined to the rest of the estate`);
  if (!has(knowledgeMask(p, e), KT.severalBuildingsPerCity)) {
    for (const area of e.areas) {
      const [first] = area;
      if (first === undefined || e.colour[first] !== BUILDING) continue;
      const types = area
        .map((sp) => tileOn(p, sp))
        .filter((t) => t >= 0)
        .map((t) => buildingOf(t));
      if (new Set(types).size !== types.length) later.push(`${who} has one building type twice in a city without knowledge tile 1`);
    }
  }
  // Bookkeeping that follows from the estate.
  const ships = required(e.spacesOfColour[SHIP], "the ship spaces of the estate").filter((sp) => tileOn(p, sp) >= 0).length;
  if (p.track !== ships) later.push(`${who} is on track space ${p.track} with ${ships} ships placed`);
  const towers = occupied.filter((sp) => p.estate[sp] === buildingTile(WATCHTOWER)).length;
  if (p.points.watchtowers !== WATCHTOWER_POINTS * towers) later.push(`${who} has ${p.points.watchtowers} watchtower points for ${towers} watchtowers`);
  const sold = p.sold.reduce((a, b) => a + b, 0);
  if (p.points.sales !== sold * s.players.length) later.push(`${who} has ${p.points.sales} sale points for ${sold} goods sold`);
  // Completed areas scored between the last and the first phase bonus (a 1-space castle area may be the start castle's, scored nothing).
  let low = 0;
  let high = 0;
  for (const area of e.areas) {
    if (!filled(p, area)) continue;
    const pts = required(AREA_POINTS[area.length], "the points of an area's size");
    high += pts + PHASE_BONUS[0];
    const [first] = area;
    if (!(area.length === 1 && first !== undefined && e.colour[first] === CASTLE)) low += pts + LAST_PHASE_BONUS;
  }
  if (p.points.areas < low || p.points.areas > high) later.push(`${who} has ${p.points.areas} area points; the completed areas give ${low}–${high}`);
  // Arrival stamps on the turn-order track: the start stack 0…n-1, then one per ship placed.
  const n = s.players.length;
  if (p.track === 0 ? p.trackStamp >= n : p.trackStamp < n || p.trackStamp >= s.nextStamp) later.push(`${who} has an arrival stamp ${p.trackStamp} the track cannot give`);
  if (seat === 0) {
    const stamps = new Set(s.players.map((q) => q.trackStamp));
    if (stamps.size !== n) later.push("two pieces arrived on the turn-order track at once");
    const shipsPlaced = s.players.reduce((a, q) => a + q.track, 0);
    if (s.nextStamp !== n + shipsPlaced) later.push(`next arrival stamp ${s.nextStamp}; ${n + shipsPlaced} expected`);
  }
}

/** Whether the occupied spaces form one group of neighbours (tiles are placed next to placed tiles). */
function connected(e: Estate, occupied: readonly number[]): boolean {
  const [first] = occupied;
  if (first === undefined || occupied.length === 1) return true;
  const on = new Set(occupied);
  const seen = new Set<number>([first]);
  const stack = [first];
  for (let x = stack.pop(); x !== undefined; x = stack.pop()) {
    for (const y of required(e.neighbours[x], "the neighbours of an estate space"))
      if (on.has(y) && !seen.has(y)) {
        seen.add(y);
        stack.push(y);
      }
  }
  return seen.size === on.size;
}

/** Bonus tiles: held by players who filled the colour, large before small, points to match. */
function bonusIssues(s: CobState, out: string[]): void {
  const n = s.players.length;
  const values = required(COLOUR_BONUS[n], "the colour bonus tiles for the player count");
  const earned = s.players.map(() => 0);
  for (let c = 0; c < COLOURS.length; c++) {
    const large = s.bonusLarge[c] ?? null;
    const small = s.bonusSmall[c] ?? null;
    const done = s.players.map((p, seat) => filled(p, required(estateOf(s, seat).spacesOfColour[c], "the estate spaces of a colour")));
    for (const [holder, what] of [
      [large, "large"],
      [small, "small"],
    ] as const) {
      if (holder !== null && (!isSeat(holder, n) || !done[holder])) out.push(`the ${what} bonus tile of colour ${c} is held by a seat that has not filled it`);
    }
    if (small !== null && (large === null || large === small)) out.push(`the small bonus tile of colour ${c} went out before the large one or to its holder`);
    const completed = done.filter(Boolean).length;
    if (completed >= 1 && large === null) out.push(`colour ${c} is filled but its large bonus tile is still out`);
    if (completed >= 2 && small === null) out.push(`colour ${c} is filled twice but its small bonus tile is still out`);
    if (large !== null && isSeat(large, n)) earned[large] = required(earned[large], "the bonus points of a seat") + values[0];
    if (small !== null && isSeat(small, n)) earned[small] = required(earned[small], "the bonus points of a seat") + values[1];
  }
  s.players.forEach((p, seat) => {
    if (p.points.colourBonus !== earned[seat]) out.push(`players[${seat}] has ${p.points.colourBonus} bonus points for bonus tiles worth ${earned[seat]}`);
  });
}
