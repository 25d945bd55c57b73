import { ValidationError, type PlayerId, type Rng } from "../../core/shared.js";
import { petal } from "./board.js";
import { EXPANSION_COUNT, KIND_COUNT, TILES_PER_KIND } from "./data.js";
import type { DisplayExpansion, PlacedExpansion, QueensGardenPlayer, QueensGardenState, QueensGardenView, QueensGardenViewPlayer } from "./state.js";

/**
 * What a seat (or spectator) sees, built field by field: no PRNG state, only the size of the bag,
 * the stacks and the supply, and no id of any face-down expansion (in the stacks, the display, the
 * supply or a garden). Everything else — storages, gardens, the tower — is public.
 */
export function playerView(s: QueensGardenState, viewer: PlayerId | "spectator"): QueensGardenView {
  let bagSize = 0;
  for (const n of s.bag) bagSize += n;
  return {
    game: s.game,
    viewer,
    config: s.config,
    phase: s.phase,
    round: s.round,
    current: s.current,
    starter: s.starter,
    marker: s.marker,
    discarding: s.discarding,
    bagSize,
    tower: s.tower,
    stackSize: s.stack.length,
    topTiles: s.topTiles,
    laterStackSizes: s.laterStacks.map((x) => x.length),
    display: s.display.map((d) => ({ expansion: d.faceUp ? d.expansion : null, faceUp: d.faceUp, tiles: d.tiles })),
    supplySize: s.supply.length,
    players: s.players.map((p) => ({
      score: p.score,
      points: p.points,
      garden: p.garden,
      areas: p.areas.map((a) => (a ? { expansion: a.faceUp ? a.expansion : null, faceUp: a.faceUp, rotation: a.rotation } : null)),
      rewarded: p.rewarded,
      tiles: p.tiles,
      jokers: p.jokers,
      expansions: p.expansions,
      passed: p.passed,
    })),
  };
}

const viewError = (path: string, message: string): ValidationError => new ValidationError("queens-garden view", [{ path, message }]);

/** Whether a garden cell of a view player carries the printed hexagon of a face-up expansion (not a tile). */
function isPrinted(p: QueensGardenViewPlayer, cell: number): boolean {
  if (cell < 13) return false;
  const area = ((cell - 13) / 7) | 0;
  const a = p.areas[area];
  return !!a && a.faceUp && petal(area, a.rotation) === cell;
}

/**
 * Tiles in the bag by kind, from a view: all 3 copies of a kind minus those the view shows (tower,
 * stack top, display, storages, tiles in gardens). Throws when the view shows more than exist or
 * disagrees with its `bagSize`.
 */
function bagOf(v: QueensGardenView): number[] {
  const bag = new Array<number>(KIND_COUNT).fill(TILES_PER_KIND);
  // The `!`s of this file stay: nothing schema-checks a view before `fromView`, and each is
  // reachable with a hand-made one (a kind of 1.5, a face-up expansion without its id); a check
  // would change what such a view gets (another error, or an error instead of a state).
  const take = (k: number, where: string): void => {
    if (!(k >= 0 && k < KIND_COUNT) || bag[k]! <= 0) throw viewError(where, `more copies of tile kind ${k} than the ${TILES_PER_KIND} that exist`);
    bag[k] = bag[k]! - 1;
  };
  v.tower.forEach((n, k) => {
    for (let i = 0; i < n; i++) take(k, "tower");
  });
  for (const k of v.topTiles) take(k, "topTiles");
  v.display.forEach((d, i) => d.tiles.forEach((k) => take(k, `display[${i}].tiles`)));
  v.players.forEach((p, i) => {
    for (const k of p.tiles) take(k, `players[${i}].tiles`);
    p.garden.forEach((k, cell) => {
      if (k >= 0 && !isPrinted(p, cell)) take(k, `players[${i}].garden[${cell}]`);
    });
  });
  let total = 0;
  for (const n of bag) total += n;
  if (total !== v.bagSize) throw viewError("bagSize", `the view shows ${KIND_COUNT * TILES_PER_KIND - total} tiles outside the bag, so the bag holds ${total}, not ${v.bagSize}`);
  return bag;
}

/**
 * A full state consistent with a view: the bag follows from the tiles the view shows; the ids of
 * all face-down expansions (stacks, supply, face-down display and garden expansions) are the
 * expansions the view does not show, shuffled with `rng` and dealt in a fixed order of places;
 * the PRNG state is a fresh stream from `rng`. The result depends only on the view and `rng`.
 */
export function fromView(v: QueensGardenView, rng: Rng): QueensGardenState {
  const bag = bagOf(v);
  const shown = new Array<boolean>(EXPANSION_COUNT).fill(false);
  const show = (e: number | null, where: string): void => {
    if (e === null) return;
    if (!(e >= 0 && e < EXPANSION_COUNT) || shown[e]) throw viewError(where, `expansion ${e} is shown twice or does not exist`);
    shown[e] = true;
  };
  v.display.forEach((d, i) => show(d.faceUp ? d.expansion : null, `display[${i}]`));
  v.players.forEach((p, i) => {
    p.expansions.forEach((e) => show(e, `players[${i}].expansions`));
    p.areas.forEach((a, area) => show(a && a.faceUp ? a.expansion : null, `players[${i}].areas[${area}]`));
  });
  const hidden: number[] = [];
  for (let e = 0; e < EXPANSION_COUNT; e++) if (!shown[e]) hidden.push(e);
  let places = v.stackSize + v.supplySize;
  for (const n of v.laterStackSizes) places += n;
  for (const d of v.display) if (!d.faceUp) places++;
  for (const p of v.players) for (const a of p.areas) if (a && !a.faceUp) places++;
  if (places !== hidden.length) throw viewError("stackSize", `the view has ${places} face-down places for the ${hidden.length} expansions it does not show`);
  rng.shuffle(hidden);
  let next = 0;
  const deal = (n: number): number[] => hidden.slice(next, (next += n));
  const stack = deal(v.stackSize);
  const laterStacks = v.laterStackSizes.map(deal);
  const supply = deal(v.supplySize);
  const display: DisplayExpansion[] = v.display.map((d) => ({ expansion: d.faceUp ? d.expansion! : hidden[next++]!, faceUp: d.faceUp, tiles: d.tiles }));
  const players: QueensGardenPlayer[] = v.players.map((p) => ({
    score: p.score,
    points: p.points,
    garden: p.garden,
    areas: p.areas.map((a): PlacedExpansion | null => (a ? { expansion: a.faceUp ? a.expansion! : hidden[next++]!, faceUp: a.faceUp, rotation: a.rotation } : null)),
    rewarded: p.rewarded,
    tiles: p.tiles,
    jokers: p.jokers,
    expansions: p.expansions,
    passed: p.passed,
  }));
  return {
    game: v.game,
    config: v.config,
    phase: v.phase,
    round: v.round,
    current: v.current,
    starter: v.starter,
    marker: v.marker,
    discarding: v.discarding,
    bag,
    tower: v.tower,
    stack,
    topTiles: v.topTiles,
    laterStacks,
    display,
    supply,
    players,
    rng: rng.fork().state(),
  };
}
