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
      s.bag[k] = s.bag[k]! + s.tower[k]!;
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
  const wheel = categoryPoints(p.garden, WHEEL[round - 1]!);
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

/**
 * Final group evaluation (spec §8 step 2): for every colour, then every pattern, each connected
 * group of at least 3 hexagons scores the sum of their values, +6 for a group of six.
 */
export function scoredGroups(garden: readonly number[]): ScoredGroup[] {
  const out: ScoredGroup[] = [];
  for (let by = 0; by < 2; by++) {
    const byColour = by === 0;
    // One pass over the cells finds every group of this kind (each cell is in exactly one); they
    // are reported by key, each key's groups in the order of their first cell.
    const byKey: ScoredGroup[][] = [];
    for (let i = 0; i < SIDES; i++) byKey.push([]);
    const done = new Uint8Array(CELL_COUNT);
    for (let start = 0; start < CELL_COUNT; start++) {
      const g0 = garden[start]!;
      if (done[start] || g0 < 0) continue;
      const key = byColour ? colourOf(g0) : valueOf(g0);
      const cells = [start];
      done[start] = 1;
      for (let i = 0; i < cells.length; i++) {
        for (const n of NEIGHBOURS[cells[i]!]!) {
          const g = garden[n]!;
          if (!done[n] && g >= 0 && (byColour ? colourOf(g) : valueOf(g)) === key) {
            done[n] = 1;
            cells.push(n);
          }
        }
      }
      if (cells.length < GROUP_MIN_SIZE) continue;
      let points = 0;
      for (const c of cells) points += valueOf(garden[c]!);
      byKey[byColour ? key : key - 1]!.push({ by: byColour ? "colour" : "pattern", key, cells, points, bonus: cells.length === SIDES ? GROUP_OF_SIX_BONUS : 0 });
    }
    for (const groups of byKey) out.push(...groups);
  }
  return out;
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
  for (const k of s.topTiles) s.tower[k] = s.tower[k]! + 1;
  s.topTiles = [];
  for (const d of s.display) {
    for (const k of d.tiles) s.tower[k] = s.tower[k]! + 1;
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
