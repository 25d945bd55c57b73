import { required } from "../../core/required.js";
import { areaOf, CELL_COUNT, NEIGHBOURS, ORNAMENT_SLOT, petalIndex } from "./board.js";
import { colourOf, FOUNTAIN_ORNAMENTS, JOKER_REWARD, KIND_COUNT, SIDES, valueOf } from "./data.js";
import type { Payment, PlacedExpansion, QueensGardenPlayer } from "./state.js";

/** Whether `cell` is a space of this garden (spec §3.4): a cell that can take a tile. */
export function isSpace(areas: readonly (Pick<PlacedExpansion, "faceUp" | "rotation"> | null)[], cell: number): boolean {
  if (cell < 1 || cell >= CELL_COUNT) return false;
  if (cell <= 6) return true;
  if (cell <= 12) return false;
  const a = areas[areaOf(cell)];
  if (!a) return false;
  if (!a.faceUp) return true;
  const j = petalIndex(cell);
  return j !== -1 && j !== a.rotation;
}

/** Why a hexagon cannot go on a cell, by rule. */
export type PlacementProblem = "NO_MATCHING_NEIGHBOUR" | "DUPLICATE_IN_GROUP" | null;

// Scratch buffers for the group searches (the engine is single-threaded and these never nest).
const queue = new Int32Array(CELL_COUNT);
const seen = new Int32Array(CELL_COUNT);
let stamp = 0;

/** The bits of a hexagon in a {@link neighbourhood}: its colour, and its pattern. */
const traits = (kind: number): number => (1 << colourOf(kind)) | (1 << (SIDES + (kind % SIDES)));

/**
 * The colours and patterns of the hexagons next to `cell`, as bits (colour c: bit c; pattern
 * index v: bit 6 + v); 0 when no neighbour holds a hexagon. What the neighbour rule reads.
 */
export function neighbourhood(garden: readonly number[], cell: number): number {
  const nb = required(NEIGHBOURS[cell], "the neighbours of a cell");
  let around = 0;
  for (let i = 0; i < nb.length; i++) {
    const g = required(garden[required(nb[i], "a neighbouring cell")], "a cell of the garden");
    if (g >= 0) around |= traits(g);
  }
  return around;
}

/**
 * Neighbour rule and group rule for a hexagon of `kind` going onto the empty `cell` (spec §6.2):
 * some neighbour must share its colour or pattern (unless it has no neighbour), and neither its
 * colour group nor its pattern group may then hold two identical hexagons.
 */
export function placementProblem(garden: readonly number[], cell: number, kind: number): PlacementProblem {
  return placementProblemAround(garden, cell, kind, neighbourhood(garden, cell));
}

/** {@link placementProblem}, given the cell's {@link neighbourhood} (generation reads it once per cell). */
export function placementProblemAround(garden: readonly number[], cell: number, kind: number, around: number): PlacementProblem {
  if (around === 0) return null; // alone: its groups hold only itself
  if ((around & traits(kind)) === 0) return "NO_MATCHING_NEIGHBOUR";
  if (!groupIsClean(garden, cell, kind, true) || !groupIsClean(garden, cell, kind, false)) return "DUPLICATE_IN_GROUP";
  return null;
}

/** Whether the colour (or pattern) group the new hexagon would join holds no duplicate. */
function groupIsClean(garden: readonly number[], cell: number, kind: number, byColour: boolean): boolean {
  const key = byColour ? colourOf(kind) : kind % SIDES;
  stamp++;
  let head = 0;
  let tail = 0;
  queue[tail++] = cell;
  seen[cell] = stamp;
  // In a colour group members differ by pattern, so a bit per pattern finds duplicates (and vice versa).
  let mask = 1 << (byColour ? kind % SIDES : colourOf(kind));
  while (head < tail) {
    const nb = required(NEIGHBOURS[required(queue[head++], "a cell of the group")], "the neighbours of a cell");
    for (let i = 0; i < nb.length; i++) {
      const n = required(nb[i], "a neighbouring cell");
      if (seen[n] === stamp) continue;
      const g = required(garden[n], "a cell of the garden");
      if (g < 0 || (byColour ? colourOf(g) : g % SIDES) !== key) continue;
      seen[n] = stamp;
      const bit = 1 << (byColour ? g % SIDES : colourOf(g));
      if (mask & bit) return false;
      mask |= bit;
      queue[tail++] = n;
    }
  }
  return true;
}

/** Jokers an ornament reward slot gives when surrounded (slot numbering of board.ts). */
export function slotReward(slot: number): number {
  if (slot === 0) return JOKER_REWARD.fountain;
  if (slot <= 6) return JOKER_REWARD[required(FOUNTAIN_ORNAMENTS[slot - 1], "the ornament of a fountain-board point")];
  return JOKER_REWARD.pavilion;
}

/**
 * Ornaments newly surrounded once `cell` holds a hexagon (spec §6.2 surround check): returns their
 * reward slots (not yet rewarded, all six neighbours holding hexagons).
 */
export function newlySurrounded(p: Pick<QueensGardenPlayer, "garden" | "areas" | "rewarded">, cell: number): number[] {
  const out: number[] = [];
  for (const n of required(NEIGHBOURS[cell], "the neighbours of a cell")) {
    const slot = required(ORNAMENT_SLOT[n], "the reward slot of a cell");
    if (slot < 0 || p.rewarded[slot]) continue;
    if (slot >= 7) {
      const a = p.areas[slot - 7];
      if (!a || !a.faceUp) continue;
    }
    const around = required(NEIGHBOURS[n], "the neighbours of a cell");
    if (around.length !== 6) continue;
    let full = true;
    for (const m of around)
      if (required(p.garden[m], "a cell of the garden") < 0) {
        full = false;
        break;
      }
    if (full) out.push(slot);
  }
  return out;
}

/** What storage holds of each kind (index = kind): {@link HELD_TILE} and/or {@link HELD_EXPANSION} bits. */
export type Holdings = readonly number[];
/** A tile of the kind is in storage. */
const HELD_TILE = 1;
/** A face-up expansion of the kind is in storage. */
const HELD_EXPANSION = 2;

/** What a storage holds, by kind. */
export function holdings(tiles: readonly number[], expansions: readonly number[]): Holdings {
  // A plain array: a small typed array costs more to make and collect than it saves.
  const held = new Array<number>(KIND_COUNT).fill(0);
  for (const t of tiles) held[t] = HELD_TILE;
  for (const e of expansions) held[e] = required(held[e], "what storage holds of a kind") | HELD_EXPANSION;
  return held;
}

/**
 * Every distinct payment for placing `kind` from storage (spec §6.2): `value − 1` other items,
 * jokers for any of them, the rest forming with the placed hexagon a set of one pattern in
 * different colours or of one colour in different patterns. Items identical to the placed
 * hexagon (including the expansion being placed) never pay. Arrays in each payment are ascending.
 */
export function payments(tiles: readonly number[], expansions: readonly number[], jokers: number, kind: number): Payment[] {
  return paymentsFrom(holdings(tiles, expansions), jokers, kind);
}

/** {@link payments} from a storage's {@link holdings}. */
export function paymentsFrom(held: Holdings, jokers: number, kind: number): Payment[] {
  const need = valueOf(kind) - 1;
  const out: Payment[] = [];
  const maxJ = Math.min(need, jokers);
  const chosen: number[] = [];
  for (let j = maxJ; j >= 0; j--) {
    const m = need - j;
    if (m === 0) {
      out.push({ payTiles: [], payExpansions: [], jokers: j });
      continue;
    }
    choose(held, kind, true, 0, m, j, chosen, out);
    choose(held, kind, false, 0, m, j, chosen, out);
  }
  return out;
}

/**
 * All ways to fill `m` more slots of a set from slot `from` on (ascending), one stored item per
 * slot (a tile before an expansion of the same kind), appending payments to `out`. A set by
 * pattern has one slot per colour, a set by colour one per pattern. `chosen` holds the items
 * picked so far, each as its kind, negated minus one for an expansion.
 */
function choose(held: Holdings, placed: number, byPattern: boolean, from: number, m: number, jokers: number, chosen: number[], out: Payment[]): void {
  if (m === 0) {
    const payTiles: number[] = [];
    const payExpansions: number[] = [];
    for (const x of chosen)
      if (x >= 0) payTiles.push(x);
      else payExpansions.push(-x - 1);
    out.push({ payTiles, payExpansions, jokers });
    return;
  }
  for (let slot = from; slot <= SIDES - m; slot++) {
    const k = byPattern ? slot * SIDES + (placed % SIDES) : colourOf(placed) * SIDES + slot;
    if (k === placed) continue; // identical to the placed hexagon: never in the set
    const h = required(held[k], "what storage holds of a kind");
    if (h & HELD_TILE) {
      chosen.push(k);
      choose(held, placed, byPattern, slot + 1, m - 1, jokers, chosen, out);
      chosen.pop();
    }
    if (h & HELD_EXPANSION) {
      chosen.push(-k - 1);
      choose(held, placed, byPattern, slot + 1, m - 1, jokers, chosen, out);
      chosen.pop();
    }
  }
}
