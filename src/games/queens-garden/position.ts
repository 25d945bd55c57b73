import { required } from "../../core/required.js";
import { positionError, startingState, type GameDefinition, type PlayerId, type PositionBase } from "../../core/shared.js";
import { CELL_COUNT, CELL_NAMES, EMPTY_CELL, petal } from "./board.js";
import { EXPANSION_COUNT, FACE_DOWN_COST, KIND_COUNT, ROUNDS, SIDES, START_SCORE, STACK_SIZE } from "./data.js";
import { surroundedOrnaments } from "./invariants.js";
import { placementProblem } from "./rules.js";
import { startParts } from "./setup.js";
import { open } from "./work.js";
import type { DisplayExpansion, PlacedExpansion, QueensGardenConfig, QueensGardenPlayer, QueensGardenState } from "./state.js";

/** An expansion on an area: face up with its printed hexagon on petal `rotation`, or `"faceDown"`. */
export type QueensGardenAreaPart = { readonly expansion: number; readonly rotation: number } | "faceDown";

/** What a position says about one player's garden and storage; parts left out stay as they are. */
export interface QueensGardenGardenParts {
  /** Hexagons placed as tiles: cell (number or name, e.g. `"F0"`, `"A2.p4"`) → kind. Added to the garden; the tiles come from the bag. */
  readonly hexagons?: Readonly<Record<string, number>>;
  /** Expansions on areas (0–5); face-down ones come from the supply, face-up ones from wherever they lie face down. */
  readonly areas?: Readonly<Record<number, QueensGardenAreaPart>>;
  /** Tiles in storage (kinds); replaces the storage tiles (old ones go back to the bag). */
  readonly tiles?: readonly number[];
  readonly jokers?: number;
  /** Face-up expansions in storage (ids); replaces the storage expansions (old ones go to the supply). */
  readonly expansions?: readonly number[];
  /** Score track; the breakdown is derived (15 to start, face-down expansions paid, the rest from the wheel or lost to discards). */
  readonly score?: number;
  /** Passed in this round. */
  readonly passed?: boolean;
}

/** A display expansion: face down with tiles on it (kinds), or face up (its id). */
export type QueensGardenDisplayPart = { readonly tiles: readonly number[] } | { readonly faceUp: number };

/**
 * The parts of a Queen's Garden position ({@link queensGardenPosition}). Built on `from` (default:
 * a new game from `seed`): each part replaces what it names, tiles come from and return to the
 * bag, expansions from and to the face-down piles, so that all 108 tiles and 36 expansions stay
 * accounted for; ornament rewards and score breakdowns are derived.
 */
export interface QueensGardenPositionParts extends PositionBase<QueensGardenState, QueensGardenConfig> {
  /** Gardens and storage by seat (an array, or an object keyed by seat). */
  readonly gardens?: readonly (QueensGardenGardenParts | undefined)[] | Readonly<Record<number, QueensGardenGardenParts>>;
  /** Tiles on the round stack's top expansion (kinds); `[]`: the round stack is used up. */
  readonly stackTop?: readonly number[];
  /** The display, in order: expansions that left the stack this round. */
  readonly display?: readonly QueensGardenDisplayPart[];
  /** Round 1–4 (the stacks of the rounds before it go to the supply). */
  readonly round?: number;
  readonly current?: PlayerId;
  /** Who started this round. */
  readonly starter?: PlayerId;
  /** Holder of the first player marker (the first to pass), or null. */
  readonly marker?: PlayerId | null;
  readonly phase?: QueensGardenState["phase"];
  /** After a pass: the smallest item key still allowed as a discard (see the state), or null. */
  readonly discarding?: number | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const ascending = (xs: number[]): number[] => xs.sort((a, b) => a - b);

/** Fills a Queen's Garden position from its parts (see {@link QueensGardenPositionParts}). */
export function fillQueensGardenPosition(parts: QueensGardenPositionParts, game: GameDefinition<QueensGardenState, any, any, any, any, any>): QueensGardenState {
  const fail = (path: string, message: string) => positionError("queens-garden", path, message);
  const base = startingState(game, parts);
  const n = base.players.length;
  // The parts are written into a private copy of the starting state.
  const work = open(base);
  const { bag, stack, laterStacks, supply } = work;
  const players: QueensGardenPlayer[] = work.players;
  let topTiles = work.topTiles;
  let display: DisplayExpansion[] = work.display;

  const kind = (k: unknown, path: string): number => {
    if (!Number.isInteger(k) || (k as number) < 0 || (k as number) >= KIND_COUNT) throw fail(path, `must be a kind from 0 to ${KIND_COUNT - 1} (colour × ${SIDES} + value − 1)`);
    return k as number;
  };
  /** Puts a tile of kind `k` back in the bag. */
  const toBag = (k: number): void => {
    bag[k] = required(bag[k], "the bag's tiles of a kind") + 1;
  };
  const fromBag = (k: number, path: string): void => {
    const left = required(bag[k], "the bag's tiles of a kind");
    if (left > 0) {
      bag[k] = left - 1;
      return;
    }
    // A tile the parts leave on the stack top is free to take: another one from the bag replaces it.
    const onTop = parts.stackTop === undefined ? topTiles.indexOf(k) : -1;
    if (onTop < 0) throw fail(path, `no tile of kind ${k} is left in the bag (3 of each kind)`);
    const other = bag.findIndex((x) => x > 0);
    if (other < 0) topTiles.splice(onTop, 1);
    else {
      topTiles[onTop] = other;
      bag[other] = required(bag[other], "the bag's tiles of a kind") - 1;
      ascending(topTiles);
    }
  };
  const kinds = (xs: unknown, path: string): number[] => {
    if (!Array.isArray(xs)) throw fail(path, "must be an array of kinds");
    return ascending(xs.map((k, i) => kind(k, `${path}[${i}]`)));
  };
  /** A face-down expansion to spare: the supply's last one, else the last of a later round stack. */
  const spare = (): number | undefined =>
    supply.pop() ??
    [...laterStacks]
      .reverse()
      .find((st) => st.length > 0)
      ?.pop();
  /** Takes expansion `e` out of the face-down piles; a round stack keeps its size by taking a spare one. */
  const pull = (e: unknown, path: string): number => {
    if (!Number.isInteger(e) || (e as number) < 0 || (e as number) >= EXPANSION_COUNT) throw fail(path, `must be an expansion from 0 to ${EXPANSION_COUNT - 1}`);
    const i = supply.indexOf(e as number);
    if (i >= 0) return required(supply.splice(i, 1)[0], "the expansion taken from the supply");
    for (const st of [stack, ...laterStacks]) {
      const j = st.indexOf(e as number);
      if (j < 0) continue;
      const other = spare();
      if (other === undefined) throw fail(path, `expansion ${String(e)} lies in a round stack and no face-down one is left to take its place`);
      st[j] = other;
      return e as number;
    }
    throw fail(path, `expansion ${String(e)} is not face down in a pile (it is already in use)`);
  };
  // Face-down expansions are anonymous: they are dealt once every named one has been taken.
  const faceDown: { readonly path: string; readonly place: (e: number) => void }[] = [];
  const seat = (p: unknown, path: string): PlayerId => {
    if (!Number.isInteger(p) || (p as number) < 0 || (p as number) >= n) throw fail(path, `must be a seat from 0 to ${n - 1}`);
    return p as PlayerId;
  };

  // The round: stacks of the rounds before it are spent (to the supply).
  const round = parts.round ?? base.round;
  if (!Number.isInteger(round) || round < base.round || round > ROUNDS) throw fail("round", `must be a round from ${base.round} to ${ROUNDS}`);
  while (laterStacks.length > ROUNDS - round) supply.push(...required(laterStacks.shift(), "a later round stack"));

  // The display before the gardens, so its old expansions are free to be placed.
  if (parts.display !== undefined) {
    if (!Array.isArray(parts.display)) throw fail("display", "must be an array of { tiles } or { faceUp }");
    for (const d of display) {
      supply.push(d.expansion);
      for (const t of d.tiles) toBag(t);
    }
    display = parts.display.map((d: unknown, i) => {
      const path = `display[${i}]`;
      if (isRecord(d) && d.faceUp !== undefined) return { expansion: pull(d.faceUp, `${path}.faceUp`), faceUp: true, tiles: [] };
      if (!isRecord(d)) throw fail(path, "must be { tiles } or { faceUp }");
      const tiles = kinds(d.tiles, `${path}.tiles`);
      tiles.forEach((t, j) => fromBag(t, `${path}.tiles[${j}]`));
      const out = { expansion: -1, faceUp: false, tiles };
      faceDown.push({ path, place: (e) => (out.expansion = e) });
      return out;
    });
    // Display expansions came out of this round's stack: the stack gives up as many (to the supply).
    const size = required(STACK_SIZE[n], "the round stack size for the player count");
    while (stack.length > 0 && stack.length + display.length > size) supply.push(required(stack.pop(), "the round stack's bottom expansion"));
  }
  if (stack.length === 0) {
    for (const t of topTiles) toBag(t);
    topTiles = [];
  }
  if (parts.stackTop !== undefined) {
    for (const t of topTiles) toBag(t);
    topTiles = kinds(parts.stackTop, "stackTop");
    if (stack.length === 0 && topTiles.length > 0) throw fail("stackTop", "the round stack is used up (the display holds all of it)");
    topTiles.forEach((t, j) => fromBag(t, `stackTop[${j}]`));
    // A stack top without tiles is a used-up stack (an empty fill moves the stack into the display).
    if (topTiles.length === 0) supply.push(...stack.splice(0));
  }

  const gardens = parts.gardens === undefined ? [] : Array.isArray(parts.gardens) ? parts.gardens : Object.entries(parts.gardens).reduce<unknown[]>((a, [k, v]) => ((a[Number(k)] = v), a), []);
  if (gardens.length > n) throw fail("gardens", `${gardens.length} gardens for ${n} players`);
  gardens.forEach((g, i) => {
    if (g === undefined) return;
    if (!isRecord(g)) throw fail(`gardens[${i}]`, "must be an object of garden parts");
    players[i] = garden(required(base.players[i], "the seat's player"), g as QueensGardenGardenParts, `gardens[${i}]`);
  });

  for (const { path, place } of faceDown) {
    const e = spare();
    if (e === undefined) throw fail(path, "no face-down expansion is left for it");
    place(e);
  }

  const marker = parts.marker === undefined ? base.marker : parts.marker === null ? null : seat(parts.marker, "marker");
  const current = parts.current === undefined ? base.current : seat(parts.current, "current");
  const starter = parts.starter === undefined ? base.starter : seat(parts.starter, "starter");
  return {
    ...work,
    phase: parts.phase ?? base.phase,
    round,
    current,
    starter,
    marker,
    discarding: parts.discarding === undefined ? base.discarding : parts.discarding,
    bag,
    stack,
    topTiles,
    laterStacks,
    display,
    supply,
    players,
  };

  function garden(old: QueensGardenPlayer, g: QueensGardenGardenParts, path: string): QueensGardenPlayer {
    const gardenCells = old.garden.slice();
    const areas: (PlacedExpansion | null)[] = old.areas.slice();
    if (g.areas !== undefined) {
      if (!isRecord(g.areas)) throw fail(`${path}.areas`, 'must map areas (0–5) to { expansion, rotation } or "faceDown"');
      for (const [a, v] of Object.entries(g.areas)) {
        const area = Number(a);
        const at = `${path}.areas.${a}`;
        if (!Number.isInteger(area) || area < 0 || area > 5) throw fail(at, "must be an area from 0 to 5");
        const was = areas[area];
        if (was) {
          supply.push(was.expansion);
          if (was.faceUp) gardenCells[petal(area, was.rotation)] = EMPTY_CELL;
        }
        if (v === "faceDown") {
          areas[area] = null;
          faceDown.push({ path: at, place: (e) => (areas[area] = { expansion: e, faceUp: false, rotation: 0 }) });
        } else if (isRecord(v) && Number.isInteger(v.rotation) && (v.rotation as number) >= 0 && (v.rotation as number) < SIDES) {
          const e = pull(v.expansion, `${at}.expansion`);
          areas[area] = { expansion: e, faceUp: true, rotation: v.rotation as number };
          gardenCells[petal(area, v.rotation as number)] = e;
        } else throw fail(at, 'must be { expansion, rotation (0–5) } or "faceDown"');
      }
    }
    if (g.hexagons !== undefined) {
      if (!isRecord(g.hexagons)) throw fail(`${path}.hexagons`, "must map cells to kinds");
      for (const [name, k] of Object.entries(g.hexagons)) {
        const at = `${path}.hexagons.${name}`;
        const c = /^\d+$/.test(name) ? Number(name) : CELL_NAMES.indexOf(name);
        if (c < 0 || c >= CELL_COUNT) throw fail(at, `is not a cell (a number below ${CELL_COUNT} or a name like "F0", "A2.p4")`);
        const was = required(gardenCells[c], "a cell of the garden");
        if (was >= 0) toBag(was);
        const placed = kind(k, at);
        gardenCells[c] = placed;
        fromBag(placed, at);
      }
      // The group rule, checked as when each hexagon is placed last, names the part that breaks it.
      for (const name of Object.keys(g.hexagons)) {
        const c = /^\d+$/.test(name) ? Number(name) : CELL_NAMES.indexOf(name);
        const others = gardenCells.slice();
        others[c] = EMPTY_CELL;
        if (placementProblem(others, c, required(gardenCells[c], "a cell of the garden")) === "DUPLICATE_IN_GROUP")
          throw fail(`${path}.hexagons`, `${name} joins a group that already holds the same hexagon`);
      }
    }
    let tiles = old.tiles.slice();
    if (g.tiles !== undefined) {
      for (const t of tiles) toBag(t);
      tiles = kinds(g.tiles, `${path}.tiles`);
      tiles.forEach((t, j) => fromBag(t, `${path}.tiles[${j}]`));
    }
    let expansions = old.expansions.slice();
    if (g.expansions !== undefined) {
      if (!Array.isArray(g.expansions)) throw fail(`${path}.expansions`, "must be an array of expansion ids");
      supply.push(...expansions);
      expansions = ascending(g.expansions.map((e, j) => pull(e, `${path}.expansions[${j}]`)));
    }
    const jokers = g.jokers ?? old.jokers;
    const score = g.score ?? old.score;
    if (!Number.isInteger(score) || score < 0) throw fail(`${path}.score`, "must be a whole number of points, at least 0");
    let points = old.points;
    if (g.score !== undefined || g.areas !== undefined) {
      // Face-down expansions were paid for; the rest of the way to the score came from the wheel, or was lost to discards.
      const downs = areas.filter((a) => a !== null && !a.faceUp).length + Object.values(g.areas ?? {}).filter((v) => v === "faceDown").length;
      const paid = -FACE_DOWN_COST * downs || 0; // never -0
      const rest = score - START_SCORE - paid;
      points = { ...startParts(), expansions: paid, ...(rest >= 0 ? { wheel: rest } : { discards: rest }) };
    }
    return {
      ...old,
      score,
      points,
      garden: gardenCells,
      areas,
      rewarded: surroundedOrnaments(gardenCells, areas),
      tiles,
      jokers,
      expansions,
      passed: g.passed ?? old.passed,
    };
  }
}
