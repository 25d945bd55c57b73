import { required } from "../../core/required.js";
import { seatLabel, sumBreakdown } from "../../core/shared.js";
import { CELL_COUNT, EMPTY_CELL, NEIGHBOURS, ORNAMENT_SLOT, ORNAMENT_SLOTS, areaOf, petal } from "./board.js";
import {
  EXPANSION_COUNT,
  FACE_DOWN_COST,
  KIND_COUNT,
  PAVILION_ROUND_POINTS,
  SIDES,
  ROUNDS,
  STACK_SIZE,
  START_SCORE,
  STORAGE_EXPANSIONS,
  STORAGE_TILES,
  TILES_PER_FILL,
  TILES_PER_KIND,
  WHEEL,
} from "./data.js";
import { categoryPoints, scoredGroups } from "./round.js";
import { isSpace, placementProblem } from "./rules.js";
import type { QueensGardenPlayer, QueensGardenState } from "./state.js";

const ascending = (list: readonly number[]): boolean =>
  list.every((x, i) => {
    const before = list[i - 1];
    return before === undefined || before <= x; // none before the first
  });

/**
 * Why a state is not safe to play on, as sentences (empty when sound): conservation (108 tiles
 * and 36 expansions, each in exactly one place), every component where it can be (a stack for
 * each later round, hexagons only on spaces, storage within its limits, canonical orders), the
 * phase and the pending decision agreeing with the seats (who has passed, who holds the marker,
 * who is discarding), and a score breakdown that sums to the score. What only the history of a
 * game explains is {@link reachability}.
 */
export function invariants(s: QueensGardenState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  if (!Object.hasOwn(STACK_SIZE, n)) return [`${n} players: Queen's Garden takes 2 to 4`];
  // The counts below read tiles by kind: a kind out of range would go uncounted, so it is reported first.
  const ids = outOfRange(s);
  if (ids.length > 0) return ids;
  out.push(...seats(s));
  out.push(...piles(s));

  const tiles = new Array<number>(KIND_COUNT).fill(0);
  const add = (k: number): void => {
    tiles[k] = required(tiles[k], "the count of a tile kind") + 1;
  };
  for (let k = 0; k < KIND_COUNT; k++) tiles[k] = required(s.bag[k], "the bag's count of a kind") + required(s.tower[k], "the tower's count of a kind");
  s.topTiles.forEach(add);
  const exps: number[] = [...s.stack, ...s.laterStacks.flat(), ...s.supply];
  for (const d of s.display) {
    d.tiles.forEach(add);
    exps.push(d.expansion);
  }
  s.players.forEach((p, i) => {
    p.tiles.forEach(add);
    exps.push(...p.expansions);
    out.push(...playerProblems(p, seatLabel(i), add, exps));
  });
  for (let k = 0; k < KIND_COUNT; k++) {
    if (tiles[k] !== TILES_PER_KIND) out.push(`tile conservation: kind ${k} counted ${tiles[k]} times, expected ${TILES_PER_KIND}`);
  }
  const seen = new Array<number>(EXPANSION_COUNT).fill(0);
  for (const e of exps) seen[e] = (seen[e] ?? 0) + 1;
  if (exps.length !== EXPANSION_COUNT || seen.some((x) => x !== 1)) out.push("expansion conservation: each of the 36 expansions must be in exactly one place");
  return out;
}

/** How a violation names an expansion id. */
const EXPANSION = "an expansion";

/** Whether `k` is a tile kind, which is also how expansions are numbered (by the hexagon they print): an integer 0–35. */
const isKind = (k: number): boolean => Number.isInteger(k) && k >= 0 && k < KIND_COUNT;

/**
 * Every tile kind and expansion id that is not one (wherever the state holds them), every count by
 * kind that is not one per kind, and garden cells and areas out of the board's range, each naming
 * its field: what the schema refuses on loading, for a state handed straight to the engine.
 */
function outOfRange(s: QueensGardenState): string[] {
  const out: string[] = [];
  /** `what`: "a tile kind", or {@link EXPANSION} (expansions are numbered by the kind they print). */
  const notKind = (k: number, field: string, what = "a tile kind"): void => {
    if (!isKind(k)) out.push(`${field}: ${String(k)} is not ${what} (an integer 0–${KIND_COUNT - 1})`);
  };
  const kinds = (list: readonly number[], field: string, what?: string): void => list.forEach((k, i) => notKind(k, `${field}[${i}]`, what));
  for (const field of ["bag", "tower"] as const) {
    const counts = s[field];
    if (counts.length !== KIND_COUNT || !counts.every((c) => Number.isInteger(c) && c >= 0)) out.push(`${field}: must hold one count (an integer ≥ 0) for each of the ${KIND_COUNT} tile kinds`);
  }
  kinds(s.stack, "stack", EXPANSION);
  kinds(s.topTiles, "topTiles");
  s.laterStacks.forEach((st, i) => kinds(st, `laterStacks[${i}]`, EXPANSION));
  kinds(s.supply, "supply", EXPANSION);
  s.display.forEach((d, i) => {
    notKind(d.expansion, `display[${i}].expansion`, EXPANSION);
    kinds(d.tiles, `display[${i}].tiles`);
  });
  s.players.forEach((p, i) => {
    kinds(p.tiles, `players[${i}].tiles`);
    kinds(p.expansions, `players[${i}].expansions`, EXPANSION);
    if (p.garden.length !== CELL_COUNT) out.push(`players[${i}].garden: ${p.garden.length} cells, expected ${CELL_COUNT}`);
    p.garden.forEach((k, cell) => {
      if (k !== EMPTY_CELL) notKind(k, `players[${i}].garden[${cell}]`);
    });
    if (p.areas.length !== SIDES) out.push(`players[${i}].areas: ${p.areas.length} areas, expected ${SIDES}`);
    p.areas.forEach((a, area) => {
      if (a === null) return;
      notKind(a.expansion, `players[${i}].areas[${area}].expansion`, EXPANSION);
      if (!Number.isInteger(a.rotation) || a.rotation < 0 || a.rotation >= SIDES) out.push(`players[${i}].areas[${area}].rotation: ${a.rotation} is not a petal (an integer 0–${SIDES - 1})`);
    });
  });
  return out;
}

/** Seats, turn, marker and the pass/discard decision agree with each other and with the phase. */
function seats(s: QueensGardenState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const seat = (x: number): boolean => Number.isInteger(x) && x >= 0 && x < n;
  if (s.config.variant) out.push("config.variant: the variant side of the scoring board is not supported");
  if (!seat(s.config.firstPlayer)) out.push(`config.firstPlayer ${s.config.firstPlayer} is not a seat of this ${n}-player game`);
  if (!seat(s.current)) out.push(`current ${s.current} is not a seat of this ${n}-player game`);
  if (!seat(s.starter)) out.push(`starter ${s.starter} is not a seat of this ${n}-player game`);
  if (s.marker !== null && !seat(s.marker)) out.push(`marker ${s.marker} is not a seat of this ${n}-player game`);
  if (out.length > 0) return out;
  const passed = s.players.filter((p) => p.passed).length;
  if (s.phase === "over") {
    if (s.round !== ROUNDS) out.push(`the game ends after round ${ROUNDS}, not round ${s.round}`);
    if (passed !== n) out.push("the game is over only once every player has passed in the last round");
    if (s.discarding !== null) out.push("nobody is discarding once the game is over");
    return out;
  }
  const current = required(s.players[s.current], "the current player");
  const floor = s.discarding;
  if (floor === null) {
    if (current.passed) out.push(`${seatLabel(s.current)} is to act but has passed`);
  } else {
    if (!current.passed) out.push(`${seatLabel(s.current)} is discarding without having passed`);
    const more = current.tiles.some((t) => t >= floor) || current.expansions.some((e) => KIND_COUNT + e >= floor);
    if (!more) out.push(`${seatLabel(s.current)} is discarding but has nothing left that may be discarded (the pass would have ended)`);
  }
  if (passed > 0 !== (s.marker !== null)) out.push("the first player marker is taken exactly when someone has passed this round");
  if (s.marker !== null && !required(s.players[s.marker], "the holder of the first player marker").passed) out.push(`${seatLabel(s.marker)} holds the first player marker without having passed`);
  return out;
}

/** Round stacks, stack top and display in the shapes play needs. */
function piles(s: QueensGardenState): string[] {
  const out: string[] = [];
  if (s.laterStacks.length !== ROUNDS - s.round) out.push(`round ${s.round}: ${ROUNDS - s.round} later round stacks expected, ${s.laterStacks.length} found`);
  if (!ascending(s.topTiles)) out.push("the tiles on the stack top are not in ascending order");
  if (s.stack.length === 0 && s.topTiles.length > 0) out.push("tiles on an empty stack");
  if (s.phase === "actions" && s.stack.length > 0 && s.topTiles.length === 0) {
    out.push("the stack's top expansion has no tiles (an empty fill moves the stack into the display)");
  }
  s.display.forEach((d, i) => {
    if (d.faceUp && d.tiles.length > 0) out.push(`display expansion ${i + 1} is face up but holds tiles`);
    if (!d.faceUp && d.tiles.length === 0) out.push(`display expansion ${i + 1} is face down without tiles (it turns face up when emptied)`);
    if (!ascending(d.tiles)) out.push(`the tiles on display expansion ${i + 1} are not in ascending order`);
  });
  return out;
}

/** One player's storage, garden and score; adds their tiles and expansions to the counts. */
function playerProblems(p: QueensGardenPlayer, who: string, add: (k: number) => void, exps: number[]): string[] {
  const out: string[] = [];
  if (p.tiles.length + p.jokers > STORAGE_TILES) out.push(`${who}: more than ${STORAGE_TILES} tiles and jokers in storage`);
  if (p.expansions.length > STORAGE_EXPANSIONS) out.push(`${who}: more than ${STORAGE_EXPANSIONS} expansions in storage`);
  if (!ascending(p.tiles) || !ascending(p.expansions)) out.push(`${who}: storage is not in ascending order`);
  if (new Set(p.expansions).size !== p.expansions.length) out.push(`${who}: the same expansion twice in storage`);
  for (let a = 0; a < SIDES; a++) {
    const x = p.areas[a];
    if (!x) continue;
    exps.push(x.expansion);
    if (!x.faceUp) {
      if (x.rotation !== 0) out.push(`${who}: the face-down expansion on area ${a} must have rotation 0`);
    } else if (p.garden[petal(a, x.rotation)] !== x.expansion) out.push(`${who}: printed hexagon missing on area ${a}`);
  }
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const g = required(p.garden[cell], "a garden cell");
    if (g === EMPTY_CELL) continue;
    const area = areaOf(cell);
    const placed = area >= 0 ? p.areas[area] : null;
    if (placed && placed.faceUp && petal(area, placed.rotation) === cell) continue; // the printed hexagon
    if (!isSpace(p.areas, cell)) out.push(`${who}: hexagon on cell ${cell}, which is not a space`);
    add(g);
    // Re-check the group rule of every hexagon against the rest of the garden.
    const garden = p.garden.slice();
    garden[cell] = EMPTY_CELL;
    if (placementProblem(garden, cell, g) === "DUPLICATE_IN_GROUP") out.push(`${who}: a group holds two identical hexagons`);
  }
  if (sumBreakdown({ ...p.points }) !== p.score) out.push(`${who}: score parts do not sum to the score`);
  return out;
}

/**
 * Plausibility of a sound state (`{ reachable: true }`): what only the history of a game explains.
 * Round 1 started by the first player, round stacks of the player count's size, stack tops and
 * display expansions as fills and acquisitions leave them, ornaments rewarded exactly when
 * surrounded, and score parts with the signs and sizes their rules give.
 */
export function reachability(s: QueensGardenState): string[] {
  const out: string[] = [];
  const size = required(STACK_SIZE[s.players.length], "the round stack size for the player count");
  if (s.round === 1 && s.starter !== s.config.firstPlayer) out.push("round 1 is started by config.firstPlayer");
  if (s.laterStacks.some((x) => x.length !== size)) out.push(`every later round stack holds ${size} expansions with ${s.players.length} players`);
  if (s.stack.length + s.display.length > size) out.push(`the current round stack and the display hold more than the ${size} expansions of a round stack`);
  const bag = s.bag.reduce((a, b) => a + b, 0);
  if (s.phase === "actions" && s.stack.length > 0 && s.topTiles.length < TILES_PER_FILL && bag > 0) {
    out.push(`the stack top holds fewer than ${TILES_PER_FILL} tiles though the bag was not empty`);
  }
  s.display.forEach((d, i) => {
    if (d.tiles.length >= TILES_PER_FILL) out.push(`display expansion ${i + 1} holds ${d.tiles.length} tiles, but it left the stack because a tile was taken from it`);
  });
  s.players.forEach((p, i) => {
    const who = seatLabel(i);
    const rewarded = surroundedOrnaments(p.garden, p.areas);
    rewarded.forEach((r, slot) => {
      if (p.rewarded[slot] !== r) out.push(`${who}: ornament reward ${slot} is ${p.rewarded[slot] ? "taken though the ornament is not surrounded" : "not taken though the ornament is surrounded"}`);
    });
    out.push(...pointsProblems(s, p, who, p.areas.filter((a) => a !== null && !a.faceUp).length));
  });
  return out;
}

/** Which ornament slots are surrounded by hexagons (0 fountain, 1–6 O0–O5, 7–12 pavilions of areas 0–5): those that gave their jokers. */
export function surroundedOrnaments(garden: readonly number[], areas: QueensGardenPlayer["areas"]): boolean[] {
  const out = new Array<boolean>(ORNAMENT_SLOTS).fill(false);
  for (const [cell, slot] of ORNAMENT_SLOT.entries()) {
    if (slot < 0 || slot >= ORNAMENT_SLOTS) continue;
    const pavilion = slot >= 7 ? areas[slot - 7] : null;
    const present = slot < 7 || (!!pavilion && pavilion.faceUp);
    const around = required(NEIGHBOURS[cell], "the neighbours of a cell");
    out[slot] = present && around.length === 6 && around.every((m) => required(garden[m], "a cell of the garden") >= 0);
  }
  return out;
}

/** Each score part has the sign its rule gives, and the final parts match the phase. */
function pointsProblems(s: QueensGardenState, p: QueensGardenPlayer, who: string, faceDown: number): string[] {
  const out: string[] = [];
  const x = p.points;
  if (x.start !== START_SCORE) out.push(`${who}: every player starts on ${START_SCORE} points`);
  if (x.wheel < 0 || x.pavilions < 0) out.push(`${who}: round scoring never loses points`);
  // Buying needs 6 points, so its price is never cut by the score floor.
  if (x.expansions !== -FACE_DOWN_COST * faceDown) out.push(`${who}: ${faceDown} face-down expansion(s) cost ${FACE_DOWN_COST * faceDown} points, not ${-x.expansions}`);
  if (x.firstPass > 0 || x.firstPass < -s.round || x.discards > 0) out.push(`${who}: pass penalties are losses of at most 1 point a round and the discarded values`);
  // Round scoring happens at the end of a round, and gardens only grow: the garden of now bounds
  // what each finished round's wheel categories and face-up pavilions gave.
  const finished = s.phase === "over" ? ROUNDS : s.round - 1;
  const wheel = WHEEL.slice(0, finished).reduce((sum, cats) => sum + categoryPoints(p.garden, cats), 0);
  if (x.wheel > wheel) out.push(`${who}: ${x.wheel} wheel points, more than the ${wheel} the garden can have scored in ${finished} finished round(s)`);
  const pavilions = finished * PAVILION_ROUND_POINTS * p.areas.filter((a) => a !== null && a.faceUp).length;
  if (x.pavilions > pavilions) out.push(`${who}: ${x.pavilions} pavilion points, more than the ${pavilions} its face-up expansions can have scored in ${finished} finished round(s)`);
  if (s.phase === "actions") {
    if (x.jokers !== 0 || x.storage !== 0 || x.colourGroups !== 0 || x.patternGroups !== 0 || x.groupsOfSix !== 0) out.push(`${who}: final-scoring points before the game is over`);
    return out;
  }
  let colour = 0;
  let pattern = 0;
  let six = 0;
  for (const g of scoredGroups(p.garden)) {
    if (g.by === "colour") colour += g.points;
    else pattern += g.points;
    six += g.bonus;
  }
  if (x.colourGroups !== colour || x.patternGroups !== pattern || x.groupsOfSix !== six) out.push(`${who}: group points do not match the garden`);
  if (x.jokers !== p.jokers) out.push(`${who}: joker points do not match the jokers left`);
  if (x.storage > 0) out.push(`${who}: items left in storage never score points`);
  return out;
}
