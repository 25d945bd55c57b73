import { required } from "../../core/required.js";
import { bagTotal, drawFromCounts, type Rng } from "../../core/shared.js";
import { COLOURS, GROUP_OF_SIX_BONUS, GROUP_MIN_SIZE, KIND_COUNT, PAVILION_ROUND_POINTS, ROUNDS, SIDES, TILES_PER_FILL, WHEEL, colourOf, kindName, valueOf, type Category } from "./data.js";
import { CELL_COUNT, NEIGHBOURS } from "./board.js";
import type { QueensGardenPlayer, ScoreParts } from "./state.js";
import { insertSorted } from "./lists.js";
import type { Work, WorkPlayer } from "./work.js";

/**
 * Fills the top of the current stack with up to 4 tiles (spec §5 bag shortage, §10 A15): when the
 * bag holds fewer than 4, the tower is poured into it first. A fill that yields no tile at all
 * moves every remaining stack expansion face up into the display.
 */
export function fillTop(s: Work, rng: Rng): void {
  // A new array: the one it replaces may now lie in the display, under the expansion it came on.
  s.topTiles = [];
  if (s.stack.length === 0) return;
  let total = bagTotal(s.bag);
  if (total < TILES_PER_FILL) {
    for (let k = 0; k < KIND_COUNT; k++) {
      s.bag[k] = required(s.bag[k], "the bag's tiles of a kind") + required(s.tower[k], "the tower's tiles of a kind");
      s.tower[k] = 0;
    }
    total = bagTotal(s.bag);
  }
  const n = Math.min(TILES_PER_FILL, total);
  for (let i = 0; i < n; i++) insertSorted(s.topTiles, drawFromCounts(s.bag, rng, total - i, kindName));
  if (n === 0) {
    for (const e of s.stack) s.display.push({ expansion: e, faceUp: true, tiles: [] });
    s.stack = [];
  }
}

/**
 * Points of a garden for some wheel categories (spec §7): every hexagon matching a category scores
 * its pattern value, once per matching category.
 */
export function categoryPoints(garden: readonly number[], cats: readonly Category[]): number {
  let points = 0;
  for (const g of garden) {
    if (g < 0) continue;
    for (const cat of cats) {
      if ("colour" in cat ? COLOURS[colourOf(g)] === cat.colour : valueOf(g) === cat.pattern) points += valueOf(g);
    }
  }
  return points;
}

/** Phase-2 points of one garden for one round (spec §7): the wheel's categories, then pavilions. */
export function roundPoints(p: QueensGardenPlayer, round: number): { wheel: number; pavilions: number } {
  const wheel = categoryPoints(p.garden, required(WHEEL[round - 1], "the wheel's categories of a round"));
  let pavilions = 0;
  for (const a of p.areas) if (a && a.faceUp) pavilions += PAVILION_ROUND_POINTS;
  return { wheel, pavilions };
}

/** One scored group of the final evaluation. */
export interface ScoredGroup {
  readonly by: "colour" | "pattern";
  /** Colour index (0–5) or pattern value (1–6). */
  readonly key: number;
  readonly cells: readonly number[];
  readonly points: number;
  readonly bonus: number;
}

/** The key a hexagon groups by: its colour index, or its pattern value. */
const groupKey = (kind: number, byColour: boolean): number => (byColour ? colourOf(kind) : valueOf(kind));

/** Scratch of {@link eachGroup}: the cells of the group being grown, and which cells are taken. */
const GROUP_CELLS = new Int16Array(CELL_COUNT);
const TAKEN = new Uint8Array(CELL_COUNT);

/**
 * Calls `visit` with every connected group of at least {@link GROUP_MIN_SIZE} hexagons of one
 * colour (`byColour`) or one pattern, in the order of their first cell: its key and its cells
 * (the first `size` of `cells`, valid only during the call). One pass over the cells finds them
 * all (each cell is in exactly one group of each kind).
 */
function eachGroup(garden: readonly number[], byColour: boolean, visit: (key: number, cells: Int16Array, size: number) => void): void {
  TAKEN.fill(0);
  for (let start = 0; start < CELL_COUNT; start++) {
    const first = required(garden[start], "a cell of the garden");
    if (TAKEN[start] || first < 0) continue;
    const key = groupKey(first, byColour);
    let size = 0;
    GROUP_CELLS[size++] = start;
    TAKEN[start] = 1;
    for (let i = 0; i < size; i++) {
      for (const n of required(NEIGHBOURS[required(GROUP_CELLS[i], "a cell of the group")], "the neighbours of a cell")) {
        const g = required(garden[n], "a cell of the garden");
        if (!TAKEN[n] && g >= 0 && groupKey(g, byColour) === key) {
          TAKEN[n] = 1;
          GROUP_CELLS[size++] = n;
        }
      }
    }
    if (size >= GROUP_MIN_SIZE) visit(key, GROUP_CELLS, size);
  }
}

/** A scored group's points (the sum of its hexagons' values) and bonus (+6 for a group of six). */
function groupPoints(garden: readonly number[], cells: ArrayLike<number>, size: number): { points: number; bonus: number } {
  let points = 0;
  for (let i = 0; i < size; i++) points += valueOf(required(garden[required(cells[i], "a cell of the group")], "a cell of the garden"));
  return { points, bonus: size === SIDES ? GROUP_OF_SIX_BONUS : 0 };
}

/**
 * Final group evaluation (spec §8 step 2): for every colour, then every pattern, each connected
 * group of at least 3 hexagons scores the sum of their values, +6 for a group of six. Groups are
 * listed by key, each key's groups in the order of their first cell.
 */
export function scoredGroups(garden: readonly number[]): ScoredGroup[] {
  const out: ScoredGroup[] = [];
  for (const byColour of [true, false]) {
    const byKey: ScoredGroup[][] = Array.from({ length: SIDES }, () => []);
    eachGroup(garden, byColour, (key, cells, size) => {
      const found = Array.from(cells.subarray(0, size));
      required(byKey[byColour ? key : key - 1], "the groups of a colour or pattern").push({ by: byColour ? "colour" : "pattern", key, cells: found, ...groupPoints(garden, found, size) });
    });
    for (const groups of byKey) out.push(...groups);
  }
  return out;
}

/** The points and bonuses of every group {@link scoredGroups} lists, summed without listing them (bots value gardens millions of times). */
export function groupTotal(garden: readonly number[]): number {
  let total = 0;
  const add = (_key: number, cells: Int16Array, size: number): void => {
    const { points, bonus } = groupPoints(garden, cells, size);
    total += points + bonus;
  };
  eachGroup(garden, true, add);
  eachGroup(garden, false, add);
  return total;
}

/** Adds `delta` to a player's score under the floor of 0; returns the change actually made. */
export function addClamped(p: WorkPlayer, part: keyof ScoreParts, delta: number): number {
  const applied = Math.max(delta, -p.score);
  p.score += applied;
  p.points[part] += applied;
  return applied;
}

/**
 * Ends phase 1 once everyone has passed: phase 2 for every player, then phase 3 (rounds 1–3) or
 * the final scoring (round 4). Part of `play`: it writes every player.
 */
export function endRound(s: Work, rng: Rng): void {
  for (const p of s.players) {
    const r = roundPoints(p, s.round);
    addClamped(p, "wheel", r.wheel);
    addClamped(p, "pavilions", r.pavilions);
  }
  if (s.round >= ROUNDS) {
    finalScoring(s);
    s.phase = "over";
    s.discarding = null;
    return;
  }
  // Phase 3: tiles left in the display to the tower, expansions left to the supply (face down).
  for (const k of s.topTiles) s.tower[k] = required(s.tower[k], "the tower's tiles of a kind") + 1;
  s.topTiles = [];
  for (const d of s.display) {
    for (const k of d.tiles) s.tower[k] = required(s.tower[k], "the tower's tiles of a kind") + 1;
    s.supply.push(d.expansion);
  }
  s.display = [];
  s.supply.push(...s.stack);
  s.stack = s.laterStacks.shift() ?? [];
  s.round += 1;
  const starter = s.marker ?? s.starter;
  s.starter = starter;
  s.current = starter;
  s.marker = null;
  s.discarding = null;
  for (const p of s.players) p.passed = false;
  fillTop(s, rng);
}

/** Final scoring (spec §8): storage (clamped at 0), then the 12 group evaluations. */
function finalScoring(s: Work): void {
  for (const p of s.players) {
    let penalty = 0;
    for (const t of p.tiles) penalty += valueOf(t);
    for (const e of p.expansions) penalty += valueOf(e);
    const applied = Math.max(p.jokers - penalty, -p.score);
    p.score += applied;
    p.points.jokers += p.jokers;
    p.points.storage += applied - p.jokers;
    for (const g of scoredGroups(p.garden)) {
      p.score += g.points + g.bonus;
      p.points[g.by === "colour" ? "colourGroups" : "patternGroups"] += g.points;
      p.points.groupsOfSix += g.bonus;
    }
  }
}
