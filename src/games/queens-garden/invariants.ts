import { sumBreakdown } from "../../core/index.js";
import { CELL_COUNT, petal } from "./board.js";
import { EXPANSION_COUNT, KIND_COUNT, STORAGE_EXPANSIONS, STORAGE_TILES, TILES_PER_KIND } from "./data.js";
import { isSpace, placementProblem } from "./rules.js";
import type { QueensGardenState } from "./state.js";

/**
 * Conservation (108 tiles, 36 expansions each exactly once), storage bounds, score = sum of its
 * parts and never negative, hexagons only on spaces, and no group holding two identical hexagons.
 */
export function invariants(s: QueensGardenState): string[] {
  const out: string[] = [];
  const tiles = new Array<number>(KIND_COUNT).fill(0);
  const add = (k: number): void => {
    tiles[k] = tiles[k]! + 1;
  };
  for (let k = 0; k < KIND_COUNT; k++) tiles[k] = s.bag[k]! + s.tower[k]!;
  s.topTiles.forEach(add);
  const exps: number[] = [...s.stack, ...s.laterStacks.flat(), ...s.supply];
  for (const d of s.display) {
    d.tiles.forEach(add);
    exps.push(d.expansion);
    if (d.faceUp && d.tiles.length > 0) out.push("a face-up display expansion holds tiles");
  }
  if (s.stack.length === 0 && s.topTiles.length > 0) out.push("tiles on an empty stack");
  s.players.forEach((p, i) => {
    p.tiles.forEach(add);
    exps.push(...p.expansions);
    if (p.tiles.length + p.jokers > STORAGE_TILES) out.push(`player ${i}: more than ${STORAGE_TILES} tiles and jokers in storage`);
    if (p.expansions.length > STORAGE_EXPANSIONS) out.push(`player ${i}: more than ${STORAGE_EXPANSIONS} expansions in storage`);
    if (p.score < 0) out.push(`player ${i}: negative score`);
    if (sumBreakdown({ ...p.points }) !== p.score) out.push(`player ${i}: score parts do not sum to the score`);
    for (let a = 0; a < 6; a++) {
      const x = p.areas[a];
      if (!x) continue;
      exps.push(x.expansion);
      if (x.faceUp && p.garden[petal(a, x.rotation)] !== x.expansion) out.push(`player ${i}: printed hexagon missing on area ${a}`);
    }
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const g = p.garden[cell]!;
      if (g < 0) continue;
      const area = cell >= 13 ? ((cell - 13) / 7) | 0 : -1;
      const printed = area >= 0 && p.areas[area]?.faceUp && petal(area, p.areas[area]!.rotation) === cell;
      if (printed) continue;
      if (!isSpace(p.areas, cell)) out.push(`player ${i}: hexagon on cell ${cell}, which is not a space`);
      add(g);
      // Re-check the placement rules of every hexagon against the rest of the garden.
      const garden = p.garden.slice();
      garden[cell] = -1;
      if (placementProblem(garden, cell, g) === "DUPLICATE_IN_GROUP") out.push(`player ${i}: a group holds two identical hexagons`);
    }
  });
  for (let k = 0; k < KIND_COUNT; k++) {
    if (tiles[k] !== TILES_PER_KIND) out.push(`tile conservation: kind ${k} counted ${tiles[k]} times, expected ${TILES_PER_KIND}`);
  }
  const seen = new Array<number>(EXPANSION_COUNT).fill(0);
  for (const e of exps) seen[e] = (seen[e] ?? 0) + 1;
  if (exps.length !== EXPANSION_COUNT || seen.some((n) => n !== 1)) out.push("expansion conservation: each of the 36 expansions must be in exactly one place");
  return out;
}
