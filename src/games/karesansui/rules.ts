/**
 * The rules of Karesansui, each stated once as a predicate: null when an action is allowed, else
 * the code of the rule it breaks (a constant: generation asks these in its loops, so they build
 * no text). Move generation lists what passes; `explain` words the code of what does not.
 */
import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import { CELLS, colOf, FIRST_TILE_CELLS, isMossFace, NEIGHBOURS, TURN_CHANGES_ART } from "./board.js";
import { ANY_STONE_VIRTUE, BOAT_STONE, GARDENERS, STONE_KINDS, STONE_THRESHOLD, VIRTUE, type GardenerEffect, type GardenerId, type StoneKind } from "./data.js";
import type { KaresansuiMoveErrorCode } from "./errors.js";
import type { KaresansuiDecision, KaresansuiPlayer, KaresansuiState } from "./state.js";

/** The rule an action breaks, or null when it is allowed. */
export type Refusal = KaresansuiMoveErrorCode | null;

/** Effects of each gardener card by id. */
export const EFFECT_OF: Readonly<Record<GardenerId, GardenerEffect>> = Object.fromEntries(GARDENERS.map((g) => [g.id, g.effect])) as Record<GardenerId, GardenerEffect>;

/** The decision on top of the stack (the pending one). */
export function top(s: KaresansuiState): KaresansuiDecision {
  return required(s.stack[s.stack.length - 1], "the pending decision");
}

/** Whether a garden holds all 15 tiles. */
export const isFull = (pl: KaresansuiPlayer): boolean => pl.placed >= CELLS;

/** The player at seat `p` of the state (a seat of the game). */
export const playerAt = (s: KaresansuiState, p: PlayerId): KaresansuiPlayer => required(s.players[p], "the player at this seat");

/** The tile in a player's storage slot, which the caller knows is not empty. */
export function storedTile(pl: KaresansuiPlayer): number {
  const t = pl.storage;
  if (t === null) throw new Error("the stored tile is missing");
  return t;
}

/** Tiles left in the bag. */
export function bagSize(s: KaresansuiState): number {
  let n = 0;
  for (let i = 0; i < s.bag.length; i++) n += required(s.bag[i], "the bag's count of a design");
  return n;
}

// ---------------------------------------------------------------------------------------------
// Step 1 (§6.1)

/** Whether `player` may give the drawn tile to `to`: not once the end is triggered, to another seat whose garden has room, not twice (A10). */
export function giveProblem(s: KaresansuiState, refused: readonly PlayerId[], player: PlayerId, to: PlayerId): Refusal {
  if (s.endTriggered) return "END_TRIGGERED";
  if (to >= s.players.length) return "NO_SUCH_PLAYER";
  if (to === player) return "GIVE_SELF";
  if (isFull(playerAt(s, to))) return "GARDEN_FULL";
  if (refused.includes(to)) return "GIFT_REFUSED";
  return null;
}

/** Whether the drawn tile may be discarded: not once the end is triggered, and it costs 1 virtue (A5). */
export function discardProblem(s: KaresansuiState, pl: KaresansuiPlayer): Refusal {
  if (s.endTriggered) return "END_TRIGGERED";
  if (pl.virtue < -VIRTUE.discard) return "NO_VIRTUE";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Placing a tile (§6.1.2)

/** Bit c set for each cell orthogonally next to cell c. */
const NEIGHBOUR_BITS: readonly number[] = NEIGHBOURS.map((nb) => nb.reduce((bits, n) => bits | (1 << n), 0));
/** Bits of the cells where a garden's first tile may go. */
const FIRST_TILE_BITS = FIRST_TILE_CELLS.reduce((bits, c) => bits | (1 << c), 0);

/**
 * The cells (bit c for cell c) where this garden may take a new tile: an empty cell, in a left
 * corner for the first tile (§3), else orthogonally next to a tile already placed.
 */
export function placeableBits(pl: KaresansuiPlayer): number {
  if (pl.placed === 0) return FIRST_TILE_BITS;
  let occupied = 0;
  let near = 0;
  for (let c = 0; c < CELLS; c++) {
    if (pl.tiles[c] === null) continue;
    occupied |= 1 << c;
    near |= required(NEIGHBOUR_BITS[c], "the neighbours of a cell");
  }
  return near & ~occupied;
}

/** Why `cell` cannot take a new tile in this garden (see {@link placeableBits}). */
export function placeCellProblem(pl: KaresansuiPlayer, cell: number): Refusal {
  if (pl.tiles[cell] !== null) return "CELL_OCCUPIED";
  if (placeableBits(pl) & (1 << cell)) return null;
  return pl.placed === 0 ? "FIRST_TILE_CORNER" : "NOT_ADJACENT";
}

/** Whether `tile` may be placed turned by 180° (A9): the variant is on and turning changes its art. */
export function turnProblem(s: KaresansuiState, tile: number): Refusal {
  if (!s.config.allowRotate180) return "ROTATION_OFF";
  if (!TURN_CHANGES_ART[tile]) return "ROTATION_IDENTICAL";
  return null;
}

/** Cells where this garden may take a new tile, ascending. */
export function placeableCells(pl: KaresansuiPlayer): number[] {
  const out: number[] = [];
  const bits = placeableBits(pl);
  for (let c = 0; c < CELLS; c++) if (bits & (1 << c)) out.push(c);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Stones (§6.2.3)

/** How a stone may be taken: by virtue or any kind; monk's column or any tile; virtue spent or not. */
export interface StoneRules {
  readonly anyKind: boolean;
  readonly anyCell: boolean;
  readonly spendVirtue: boolean;
}

/** The normal Step-2 stone action. */
export const NORMAL_STONE: StoneRules = { anyKind: false, anyCell: false, spendVirtue: true };

/** The stone rules of a decision that takes a stone (a gardener's, else the normal action). */
export function stoneRulesOf(d: KaresansuiDecision): StoneRules {
  return d.kind === "stone" ? d : NORMAL_STONE;
}

/** Whether the player owns a boat stone already (one each, [SEED]). */
export function hasBoat(pl: KaresansuiPlayer): boolean {
  for (let c = 0; c < CELLS; c++) if (pl.stones[c] === BOAT_STONE) return true;
  return false;
}

/**
 * Moss rule: a stone next to (orthogonally) another stone needs moss tiles under both [S4][S5].
 * `ignore` is a cell whose stone is being moved away.
 */
export function mossRuleOk(pl: KaresansuiPlayer, cell: number, ignore = -1): boolean {
  const nb = required(NEIGHBOURS[cell], "the neighbours of a cell");
  const here = pl.tiles[cell];
  for (let i = 0; i < nb.length; i++) {
    const n = required(nb[i], "a neighbouring cell");
    if (n === ignore || pl.stones[n] === null) continue;
    if (!isMossFace(here) || !isMossFace(pl.tiles[n])) return false;
  }
  return true;
}

/** Whether the kind may be taken (virtue threshold unless any kind, supply, one boat each). */
export function stoneKindProblem(s: KaresansuiState, pl: KaresansuiPlayer, kind: StoneKind, rules: StoneRules): Refusal {
  if (!rules.anyKind) {
    if (pl.virtue < 1) return "NO_VIRTUE";
    if (STONE_THRESHOLD[kind] > pl.virtue) return "VIRTUE_TOO_LOW";
  }
  if (s.supply[kind] <= 0) return "SUPPLY_EMPTY";
  if (kind === BOAT_STONE && hasBoat(pl)) return "SECOND_BOAT";
  return null;
}

/** Whether a stone may go on `cell` (a tile, no stone yet, monk's column unless free choice, moss rule). */
export function stoneCellProblem(pl: KaresansuiPlayer, cell: number, rules: StoneRules): Refusal {
  if (pl.tiles[cell] === null) return "NO_TILE";
  if (pl.stones[cell] !== null) return "STONE_PRESENT";
  if (!rules.anyCell && pl.virtue < ANY_STONE_VIRTUE && (pl.monk === null || colOf(pl.monk) !== colOf(cell))) return "NOT_MONK_COLUMN";
  if (!mossRuleOk(pl, cell)) return "MOSS_RULE";
  return null;
}

/** Whether any stone may be taken and placed under `rules` (stops at the first). */
export function anyStoneOption(s: KaresansuiState, player: PlayerId, rules: StoneRules): boolean {
  const pl = playerAt(s, player);
  let kindOk = false;
  for (const k of STONE_KINDS) if (stoneKindProblem(s, pl, k, rules) === null) kindOk = true;
  if (!kindOk) return false;
  for (let c = 0; c < CELLS; c++) if (stoneCellProblem(pl, c, rules) === null) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Monk

/** Whether the monk may step to `to` (one step onto a tile). */
export function monkStepProblem(pl: KaresansuiPlayer, to: number): Refusal {
  if (pl.monk === null) return "NO_MONK";
  if (!required(NEIGHBOURS[pl.monk], "the neighbours of the monk's cell").includes(to)) return "NOT_ADJACENT";
  if (pl.tiles[to] === null) return "NO_TILE";
  return null;
}

/** Whether the monk has a tile to step to. */
export function monkCanStep(pl: KaresansuiPlayer): boolean {
  if (pl.monk === null) return false;
  for (const n of required(NEIGHBOURS[pl.monk], "the neighbours of the monk's cell")) if (pl.tiles[n] !== null) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Steals (§6.1.7)

/** Opponents of the placer who may declare a steal now: virtue ≥ 2, garden not full, end not triggered. */
export function stealers(s: KaresansuiState, placer: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  if (s.endTriggered) return out;
  const n = s.players.length;
  for (let k = 1; k < n; k++) {
    const q = (placer + k) % n;
    const pl = playerAt(s, q);
    if (pl.virtue >= -VIRTUE.steal && !isFull(pl)) out.push(q);
  }
  return out;
}

/** The declarer who executes a steal: fewest garden tiles; ties to the first clockwise from the placer (A14, A16). */
export function stealExecutor(s: KaresansuiState, placer: PlayerId, declared: readonly PlayerId[]): PlayerId {
  const n = s.players.length;
  let best = -1;
  let fewest = 0; // tiles in the garden of `best`
  for (let k = 1; k < n; k++) {
    const q = (placer + k) % n;
    if (!declared.includes(q)) continue;
    const placed = playerAt(s, q).placed;
    if (best < 0 || placed < fewest) {
      best = q;
      fewest = placed;
    }
  }
  return best;
}

/** Whether Shigemori (the steal counter) has not been revealed yet, so a steal asks the placer. */
export function counterStillPossible(s: KaresansuiState): boolean {
  for (const pl of s.players) for (const c of pl.used) if (EFFECT_OF[c].kind === "counterSteal") return false;
  return GARDENERS.some((g) => g.effect.kind === "counterSteal");
}

/** The counter card the player holds, if any. */
export function counterCard(pl: KaresansuiPlayer): GardenerId | null {
  for (const c of pl.gardeners) if (EFFECT_OF[c].kind === "counterSteal") return c;
  return null;
}

/** Whether the placer may cancel a steal: with an unused counter card, and no gardener used this turn. */
export function counterProblem(s: KaresansuiState, pl: KaresansuiPlayer): Refusal {
  if (counterCard(pl) === null) return "NO_COUNTER_CARD";
  if (s.gardenerUsed) return "ONE_GARDENER_PER_TURN";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Gardener effects (§11.2)

/** Whether a stone can move from `from` to `to` (PROVISIONAL Kobori Enshū). */
export function moveStoneProblem(pl: KaresansuiPlayer, from: number, to: number): Refusal {
  if (pl.stones[from] === null) return "NO_STONE";
  if (from === to) return "SAME_CELL";
  if (pl.tiles[to] === null) return "NO_TILE";
  if (pl.stones[to] !== null) return "STONE_PRESENT";
  if (!mossRuleOk(pl, to, from)) return "MOSS_RULE";
  return null;
}

/** Whether some stone can move. */
export function anyStoneMove(pl: KaresansuiPlayer): boolean {
  for (let f = 0; f < CELLS; f++) {
    if (pl.stones[f] === null) continue;
    for (let t = 0; t < CELLS; t++) if (moveStoneProblem(pl, f, t) === null) return true;
  }
  return false;
}

/** The cell whose content lands on `c` when the tiles at `a` and `b` swap. */
const swapSource = (c: number, a: number, b: number): number => (c === a ? b : c === b ? a : c);

/** Whether every pair of orthogonally neighbouring stones stands on moss once the tiles at `a` and `b` swap (a = b: as they are). */
function mossOkSwapped(tiles: readonly (number | null)[], stones: readonly (StoneKind | null)[], a: number, b: number): boolean {
  for (let c = 0; c < CELLS; c++) {
    const sc = swapSource(c, a, b);
    if (stones[sc] === null) continue;
    for (const n of required(NEIGHBOURS[c], "the neighbours of a cell")) {
      const sn = swapSource(n, a, b);
      if (n > c && stones[sn] !== null && (!isMossFace(tiles[sc]) || !isMossFace(tiles[sn]))) return false;
    }
  }
  return true;
}

/** Whether every pair of orthogonally neighbouring stones stands on moss. */
export function allStonesMossOk(tiles: readonly (number | null)[], stones: readonly (StoneKind | null)[]): boolean {
  return mossOkSwapped(tiles, stones, -1, -1);
}

/** Whether the tiles at `a` < `b` can swap, stones travelling with them (PROVISIONAL Kentei). */
export function swapProblem(pl: KaresansuiPlayer, a: number, b: number): Refusal {
  if (a >= b) return "SWAP_ORDER";
  if (pl.tiles[a] === null || pl.tiles[b] === null) return "NO_TILE";
  if (!mossOkSwapped(pl.tiles, pl.stones, a, b)) return "MOSS_RULE";
  return null;
}

/** Whether some two tiles can swap. */
export function anyTileSwap(pl: KaresansuiPlayer): boolean {
  for (let a = 0; a < CELLS; a++) {
    if (pl.tiles[a] === null) continue;
    for (let b = a + 1; b < CELLS; b++) if (swapProblem(pl, a, b) === null) return true;
  }
  return false;
}

/** Whether some other seat's storage slot holds a tile. */
export function anyStoredTile(s: KaresansuiState, player: PlayerId): boolean {
  for (let q = 0; q < s.players.length; q++) if (q !== player && playerAt(s, q).storage !== null) return true;
  return false;
}

/** Whether `player` may take the tile stored by `from` (another seat's, not empty) while the garden has room. */
export function takeStoredProblem(s: KaresansuiState, player: PlayerId, from: PlayerId): Refusal {
  if (from >= s.players.length) return "NO_SUCH_PLAYER";
  if (from === player) return "OWN_STORAGE";
  if (playerAt(s, from).storage === null) return "STORAGE_EMPTY";
  if (isFull(playerAt(s, player))) return "GARDEN_FULL";
  return null;
}

/** Whether a gardener card can be the Step-2 action now (held, once per turn, its effect possible). */
export function gardenerProblem(s: KaresansuiState, player: PlayerId, card: GardenerId): Refusal {
  const pl = playerAt(s, player);
  if (!pl.gardeners.includes(card)) return "CARD_NOT_HELD";
  if (s.gardenerUsed) return "ONE_GARDENER_PER_TURN";
  const e = EFFECT_OF[card];
  switch (e.kind) {
    case "stone":
      return anyStoneOption(s, player, e) ? null : "CARD_NO_EFFECT";
    case "drawTiles":
      return !isFull(pl) && bagSize(s) > 0 ? null : "CARD_NO_EFFECT";
    case "monkAnywhere":
      if (pl.placed === 0) return "CARD_NO_EFFECT";
      // One tile: the monk cannot go anywhere new, so only the follow-up stone action gives the card an effect.
      return pl.placed > 1 || (e.thenStone && anyStoneOption(s, player, NORMAL_STONE)) ? null : "CARD_NO_EFFECT";
    case "takeStored":
      return !isFull(pl) && anyStoredTile(s, player) ? null : "CARD_NO_EFFECT";
    case "counterSteal":
      return "REACTION_CARD";
    case "moveStone":
      return anyStoneMove(pl) ? null : "CARD_NO_EFFECT";
    case "swapTiles":
      return anyTileSwap(pl) ? null : "CARD_NO_EFFECT";
  }
}
