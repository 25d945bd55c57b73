import { required } from "../../core/required.js";
import type { MoveSink, PlayerId } from "../../core/shared.js";
import { petal } from "./board.js";
import { COLOURS, FACE_DOWN_COST, KIND_COUNT, SIDES, STORAGE_EXPANSIONS, STORAGE_TILES } from "./data.js";
import { holdings, isSpace, neighbourhood, paymentsFrom, placementProblem, placementProblemAround, type Holdings } from "./rules.js";
import { categoryKinds, offersOf, sameAsColour, sourceOf, type Offers } from "./offers.js";
import type { AcquireMove, QueensGardenMove, QueensGardenPlayer, QueensGardenState } from "./state.js";

/** Where generated moves go (see `MoveSink`). */
type Sink = MoveSink<QueensGardenMove>;

/** Whether generation of `type` may stop: the sink is done, or wants no more of it (a type probe has seen one). */
const enough = (sink: Sink, type: QueensGardenMove["type"]): boolean => sink.done || !sink.wants(type);

/** Free tile spaces (12 minus tiles and jokers). */
export const freeTileSpaces = (p: QueensGardenPlayer): number => STORAGE_TILES - p.tiles.length - p.jokers;

/** Spec §6.1: every acquisition of a colour, then of a pattern, one copy per matching kind. */
function acquisitions(s: QueensGardenState, p: QueensGardenPlayer, sink: Sink): void {
  const room = { tiles: freeTileSpaces(p), expansions: STORAGE_EXPANSIONS - p.expansions.length };
  const offers = offersOf(s);
  for (let by = 0; by < 2; by++) {
    const byColour = by === 0;
    for (let key = 0; key < SIDES; key++) {
      if (enough(sink, "acquire")) return;
      const kinds = categoryKinds(offers, byColour, byColour ? key : key + 1);
      if (kinds.length === 0) continue;
      if (!byColour && sameAsColour(offers, kinds)) continue; // listed once, by colour
      const head = { by: byColour ? ("colour" as const) : ("pattern" as const), value: byColour ? required(COLOURS[key], "the colour of the category") : key + 1 };
      pickRec(offers, kinds, 0, 0, 0, room, [], head, sink);
    }
  }
}

/** Enumerates one place per kind (depth-first, places in order), keeping within the storage room. */
function pickRec(
  offers: Offers,
  kinds: readonly number[],
  i: number,
  tiles: number,
  exps: number,
  room: { readonly tiles: number; readonly expansions: number },
  chosen: number[],
  head: Pick<AcquireMove, "by" | "value">,
  sink: Sink,
): void {
  if (tiles > room.tiles || exps > room.expansions || enough(sink, "acquire")) return;
  if (i === kinds.length) {
    const picks: AcquireMove["picks"][number][] = [];
    for (let j = 0; j < kinds.length; j++) picks.push({ kind: required(kinds[j], "a matching kind"), from: sourceOf(required(chosen[j], "the place a copy is taken from")) });
    sink.add({ type: "acquire", by: head.by, value: head.value, picks });
    return;
  }
  const k = required(kinds[i], "a matching kind");
  const places = required(offers.places[k], "the places offering a kind");
  const faceUp = required(offers.faceUp[k], "the face-up expansions offering a kind");
  for (let b = 0; places >> b !== 0; b++) {
    if (((places >> b) & 1) === 0) continue;
    chosen[i] = b;
    const e = (faceUp >> b) & 1;
    pickRec(offers, kinds, i + 1, tiles + 1 - e, exps + e, room, chosen, head, sink);
  }
}

/** Spec §6.2: every tile of storage (each kind once) on every empty space it may take, with every payment. */
function tilePlacements(p: QueensGardenPlayer, held: Holdings, sink: Sink): void {
  // The empty spaces and what lies around each: read once, when a first tile can be paid for.
  const empty: number[] = [];
  const around: number[] = [];
  let scanned = false;
  let last = -1;
  for (const t of p.tiles) {
    if (t === last) continue;
    last = t;
    if (enough(sink, "placeTile")) return;
    const pays = paymentsFrom(held, p.jokers, t);
    if (pays.length === 0) continue;
    if (!scanned) {
      scanned = true;
      for (let cell = 1; cell < p.garden.length; cell++) {
        if (required(p.garden[cell], "a cell of the garden") >= 0 || !isSpace(p.areas, cell)) continue;
        empty.push(cell);
        around.push(neighbourhood(p.garden, cell));
      }
    }
    const cells: number[] = [];
    for (let i = 0; i < empty.length; i++) {
      const cell = required(empty[i], "an empty space");
      if (placementProblemAround(p.garden, cell, t, required(around[i], "what lies around an empty space")) === null) cells.push(cell);
    }
    for (const pay of pays) {
      for (const cell of cells) {
        if (enough(sink, "placeTile")) return;
        sink.add({ type: "placeTile", tile: t, cell, payTiles: pay.payTiles, payExpansions: pay.payExpansions, jokers: pay.jokers });
      }
    }
  }
}

/** Spec §6.3: every expansion of storage on every free area, in every rotation its printed hexagon may take, with every payment. */
function expansionPlacements(p: QueensGardenPlayer, held: Holdings, sink: Sink): void {
  for (const e of p.expansions) {
    if (enough(sink, "placeExpansion")) return;
    const pays = paymentsFrom(held, p.jokers, e);
    if (pays.length === 0) continue;
    const spots: number[] = [];
    for (let a = 0; a < SIDES; a++) {
      if (p.areas[a]) continue;
      for (let r = 0; r < SIDES; r++) if (placementProblem(p.garden, petal(a, r), e) === null) spots.push(a * SIDES + r);
    }
    for (const pay of pays) {
      for (const spot of spots) {
        if (enough(sink, "placeExpansion")) return;
        sink.add({ type: "placeExpansion", expansion: e, area: (spot / SIDES) | 0, rotation: spot % SIDES, payTiles: pay.payTiles, payExpansions: pay.payExpansions, jokers: pay.jokers });
      }
    }
  }
}

/** Spec §6.5: after passing, each item still allowed (ascending keys, see `discarding`), or the end of the pass. */
function discards(floor: number, p: QueensGardenPlayer, sink: Sink): void {
  let last = -1;
  for (const t of p.tiles) {
    if (t !== last && t >= floor && !enough(sink, "discardTile")) sink.add({ type: "discardTile", tile: t });
    last = t;
  }
  for (const e of p.expansions) if (KIND_COUNT + e >= floor && !enough(sink, "discardExpansion")) sink.add({ type: "discardExpansion", expansion: e });
  if (!enough(sink, "endPass")) sink.add({ type: "endPass" });
}

/**
 * Every legal move of `player` (the active one), into `sink`: the one statement of what is legal.
 * A move type the sink does not want is skipped, and generation stops once the sink is done.
 */
export function generate(s: QueensGardenState, player: PlayerId, sink: Sink): void {
  const p = required(s.players[player], "the acting player");
  if (s.discarding !== null) {
    discards(s.discarding, p, sink);
    return;
  }
  if (!enough(sink, "acquire")) acquisitions(s, p, sink);
  const tiles = p.tiles.length > 0 && !enough(sink, "placeTile");
  const expansions = p.expansions.length > 0 && !enough(sink, "placeExpansion");
  if (tiles || expansions) {
    const held = holdings(p.tiles, p.expansions);
    if (tiles) tilePlacements(p, held, sink);
    if (expansions && !enough(sink, "placeExpansion")) expansionPlacements(p, held, sink);
  }
  // Spec §6.4: a face-down expansion costs 6 points, and the score never goes below 0.
  if (p.score >= FACE_DOWN_COST && s.supply.length > 0) {
    for (let a = 0; a < SIDES; a++) if (!p.areas[a] && !enough(sink, "buyExpansion")) sink.add({ type: "buyExpansion", area: a });
  }
  if (!enough(sink, "pass")) sink.add({ type: "pass" });
}
