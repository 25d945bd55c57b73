/**
 * Rule predicates shared by move generation and move checking, so `legalMoves` and `checkMove`
 * can never disagree. Each returns null when the action is allowed, else the broken rule.
 */
import type { PlayerId, RuleViolation } from "../../core/shared.js";
import { CELLS, cellName, colOf, FIRST_TILE_CELLS, IS_MOSS, NEIGHBOURS } from "./board.js";
import { ANY_STONE_VIRTUE, GARDENERS, STONE_KINDS, STONE_THRESHOLD, VIRTUE, type GardenerEffect, type GardenerId, type StoneKind } from "./data.js";
import type { KaresansuiPlayer, KaresansuiState } from "./state.js";
import { violation } from "./errors.js";

const v = violation;

/** Effects of each gardener card by id. */
export const EFFECT_OF: Readonly<Record<GardenerId, GardenerEffect>> = Object.fromEntries(GARDENERS.map((g) => [g.id, g.effect])) as Record<
  GardenerId,
  GardenerEffect
>;

/** Whether a garden holds all 15 tiles. */
export const isFull = (pl: KaresansuiPlayer): boolean => pl.placed >= CELLS;

/** Tiles left in the bag. */
export function bagSize(s: KaresansuiState): number {
  let n = 0;
  for (let i = 0; i < s.bag.length; i++) n += s.bag[i]!;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Placing a tile (§6.1.2)

/** Why `cell` cannot take a new tile in this garden (empty cell; first tile in a left corner; else adjacent). */
export function placeCellProblem(pl: KaresansuiPlayer, cell: number): RuleViolation | null {
  if (pl.tiles[cell] !== null) return v("CELL_OCCUPIED", `Placement: ${cellName(cell)} already holds a tile.`);
  if (pl.placed === 0) {
    if (cell !== FIRST_TILE_CELLS[0] && cell !== FIRST_TILE_CELLS[1]) {
      return v("FIRST_TILE_CORNER", "Placement: the first tile of a garden goes in the top-left or bottom-left corner.");
    }
    return null;
  }
  const nb = NEIGHBOURS[cell]!;
  for (let i = 0; i < nb.length; i++) if (pl.tiles[nb[i]!] !== null) return null;
  return v("NOT_ADJACENT", `Placement: a new tile must be orthogonally adjacent to a tile already placed; ${cellName(cell)} is not.`);
}

/** Cells where this garden may take a new tile. */
export function placeableCells(pl: KaresansuiPlayer): number[] {
  const out: number[] = [];
  if (pl.placed >= CELLS) return out;
  if (pl.placed === 0) return FIRST_TILE_CELLS.slice();
  for (let c = 0; c < CELLS; c++) {
    if (pl.tiles[c] !== null) continue;
    const nb = NEIGHBOURS[c]!;
    for (let i = 0; i < nb.length; i++) {
      if (pl.tiles[nb[i]!] !== null) {
        out.push(c);
        break;
      }
    }
  }
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

/** Whether the player owns a boat stone already (one each, [SEED]). */
export function hasBoat(pl: KaresansuiPlayer): boolean {
  for (let c = 0; c < CELLS; c++) if (pl.stones[c] === "B") return true;
  return false;
}

/**
 * Moss rule: a stone next to (orthogonally) another stone needs moss tiles under both [S4][S5].
 * `ignore` is a cell whose stone is being moved away.
 */
export function mossRuleOk(pl: KaresansuiPlayer, cell: number, ignore = -1): boolean {
  const nb = NEIGHBOURS[cell]!;
  for (let i = 0; i < nb.length; i++) {
    const n = nb[i]!;
    if (n === ignore || pl.stones[n] === null) continue;
    if (!IS_MOSS[pl.tiles[cell]!] || !IS_MOSS[pl.tiles[n]!]) return false;
  }
  return true;
}

/** Why the kind may not be taken (threshold, supply, boat limit). */
export function stoneKindProblem(s: KaresansuiState, pl: KaresansuiPlayer, kind: StoneKind, rules: StoneRules): RuleViolation | null {
  if (!rules.anyKind) {
    if (pl.virtue < 1) return v("NO_VIRTUE", "Stone: taking a stone needs at least 1 virtue.");
    if (STONE_THRESHOLD[kind] > pl.virtue) {
      return v("VIRTUE_TOO_LOW", `Stone: a ${kind} stone needs virtue ${STONE_THRESHOLD[kind]} or more; you have ${pl.virtue}.`);
    }
  }
  if (s.supply[kind] <= 0) return v("SUPPLY_EMPTY", `Stone: no ${kind} stone is left on the temple board.`);
  if (kind === "B" && hasBoat(pl)) return v("SECOND_BOAT", "Stone: each player may own only one boat stone.");
  return null;
}

/** Why a stone may not go on `cell` (a tile, no stone yet, monk's column unless free choice, moss rule). */
export function stoneCellProblem(pl: KaresansuiPlayer, cell: number, rules: StoneRules): RuleViolation | null {
  if (pl.tiles[cell] === null) return v("NO_TILE", `Stone: stones go on tiles; ${cellName(cell)} is empty.`);
  if (pl.stones[cell] !== null) return v("STONE_PRESENT", `Stone: ${cellName(cell)} already holds a stone (one stone per tile).`);
  if (!rules.anyCell && pl.virtue < ANY_STONE_VIRTUE && (pl.monk === null || colOf(pl.monk) !== colOf(cell))) {
    return v("NOT_MONK_COLUMN", "Stone: the stone goes on a tile in your monk's column (anywhere only with virtue 6).");
  }
  if (!mossRuleOk(pl, cell)) return v("MOSS_RULE", "Stone: orthogonally neighbouring stones must both stand on moss tiles.");
  return null;
}

/** Every (kind, cell) the player may take and place under `rules`. */
export function stoneOptions(s: KaresansuiState, player: PlayerId, rules: StoneRules): { kind: StoneKind; cell: number }[] {
  const pl = s.players[player]!;
  const out: { kind: StoneKind; cell: number }[] = [];
  const kinds = STONE_KINDS.filter((k) => stoneKindProblem(s, pl, k, rules) === null);
  if (kinds.length === 0) return out;
  for (let c = 0; c < CELLS; c++) {
    if (stoneCellProblem(pl, c, rules) !== null) continue;
    for (const kind of kinds) out.push({ kind, cell: c });
  }
  return out;
}

/** Whether any stone option exists (cheaper than listing them). */
export function anyStoneOption(s: KaresansuiState, player: PlayerId, rules: StoneRules): boolean {
  const pl = s.players[player]!;
  let kindOk = false;
  for (const k of STONE_KINDS) if (stoneKindProblem(s, pl, k, rules) === null) kindOk = true;
  if (!kindOk) return false;
  for (let c = 0; c < CELLS; c++) if (stoneCellProblem(pl, c, rules) === null) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Monk

/** Tiled cells next to the monk. */
export function monkSteps(pl: KaresansuiPlayer): number[] {
  if (pl.monk === null) return [];
  const out: number[] = [];
  for (const n of NEIGHBOURS[pl.monk]!) if (pl.tiles[n] !== null) out.push(n);
  return out;
}

/** Why the monk may not step to `to`. */
export function monkStepProblem(pl: KaresansuiPlayer, to: number): RuleViolation | null {
  if (pl.monk === null) return v("NO_MONK", "Monk: the monk enters the garden with its first tile; there is none yet.");
  if (!NEIGHBOURS[pl.monk]!.includes(to)) return v("NOT_ADJACENT", "Monk: the monk moves one space up, down, left or right.");
  if (pl.tiles[to] === null) return v("NO_TILE", "Monk: the monk moves only onto a tile.");
  return null;
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
    const pl = s.players[q]!;
    if (pl.virtue >= -VIRTUE.steal && !isFull(pl)) out.push(q);
  }
  return out;
}

/** The declarer who executes a steal: fewest garden tiles; ties to the first clockwise from the placer (A14, A16). */
export function stealExecutor(s: KaresansuiState, placer: PlayerId, declared: readonly PlayerId[]): PlayerId {
  const n = s.players.length;
  let best = -1;
  for (let k = 1; k < n; k++) {
    const q = (placer + k) % n;
    if (!declared.includes(q)) continue;
    if (best < 0 || s.players[q]!.placed < s.players[best]!.placed) best = q;
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

// ---------------------------------------------------------------------------------------------
// Gardener effects (§11.2)

/** Why a stone cannot move from `from` to `to` (PROVISIONAL Kobori Enshū). */
export function moveStoneProblem(pl: KaresansuiPlayer, from: number, to: number): RuleViolation | null {
  if (pl.stones[from] === null) return v("NO_STONE", `Move stone: ${cellName(from)} holds no stone of yours.`);
  if (from === to) return v("SAME_CELL", "Move stone: the stone must move to another tile.");
  if (pl.tiles[to] === null) return v("NO_TILE", `Move stone: stones go on tiles; ${cellName(to)} is empty.`);
  if (pl.stones[to] !== null) return v("STONE_PRESENT", `Move stone: ${cellName(to)} already holds a stone.`);
  if (!mossRuleOk(pl, to, from)) return v("MOSS_RULE", "Move stone: orthogonally neighbouring stones must both stand on moss tiles.");
  return null;
}

/** Every legal stone move. */
export function stoneMoves(pl: KaresansuiPlayer): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let f = 0; f < CELLS; f++) {
    if (pl.stones[f] === null) continue;
    for (let t = 0; t < CELLS; t++) if (moveStoneProblem(pl, f, t) === null) out.push({ from: f, to: t });
  }
  return out;
}

/** Tiles and stones after swapping the tiles at `a` and `b` (stones travel with their tiles). */
export function swapped(pl: KaresansuiPlayer, a: number, b: number): { tiles: (number | null)[]; stones: (StoneKind | null)[]; monk: number | null } {
  const tiles = pl.tiles.slice();
  const stones = pl.stones.slice();
  tiles[a] = pl.tiles[b]!;
  tiles[b] = pl.tiles[a]!;
  stones[a] = pl.stones[b]!;
  stones[b] = pl.stones[a]!;
  const monk = pl.monk === a ? b : pl.monk === b ? a : pl.monk;
  return { tiles, stones, monk };
}

/** Whether every pair of orthogonally neighbouring stones stands on moss. */
export function allStonesMossOk(tiles: readonly (number | null)[], stones: readonly (StoneKind | null)[]): boolean {
  for (let c = 0; c < CELLS; c++) {
    if (stones[c] === null) continue;
    for (const n of NEIGHBOURS[c]!) {
      if (n > c && stones[n] !== null && (!IS_MOSS[tiles[c]!] || !IS_MOSS[tiles[n]!])) return false;
    }
  }
  return true;
}

/** Why two tiles cannot be swapped (PROVISIONAL Kentei). */
export function swapProblem(pl: KaresansuiPlayer, a: number, b: number): RuleViolation | null {
  if (a >= b) return v("SWAP_ORDER", "Swap tiles: name the two cells with a < b.");
  if (pl.tiles[a] === null || pl.tiles[b] === null) return v("NO_TILE", "Swap tiles: both cells must hold tiles of your garden.");
  const after = swapped(pl, a, b);
  if (!allStonesMossOk(after.tiles, after.stones)) return v("MOSS_RULE", "Swap tiles: afterwards neighbouring stones would not both stand on moss.");
  return null;
}

/** Every legal tile swap. */
export function tileSwaps(pl: KaresansuiPlayer): { a: number; b: number }[] {
  const out: { a: number; b: number }[] = [];
  for (let a = 0; a < CELLS; a++) {
    if (pl.tiles[a] === null) continue;
    for (let b = a + 1; b < CELLS; b++) if (swapProblem(pl, a, b) === null) out.push({ a, b });
  }
  return out;
}

/** Opponents whose storage slot holds a tile. */
export function storedTilesOf(s: KaresansuiState, player: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (let q = 0; q < s.players.length; q++) if (q !== player && s.players[q]!.storage !== null) out.push(q);
  return out;
}

/** Why a gardener card cannot be used as the Step-2 action now (held, once per turn, effect possible). */
export function gardenerProblem(s: KaresansuiState, player: PlayerId, card: GardenerId): RuleViolation | null {
  const pl = s.players[player]!;
  if (!pl.gardeners.includes(card)) return v("CARD_NOT_HELD", `Gardener: you do not hold an unused ${card} card.`);
  if (s.gardenerUsed) return v("ONE_GARDENER_PER_TURN", "Gardener: at most one gardener card per turn.");
  const e = EFFECT_OF[card];
  switch (e.kind) {
    case "stone":
      return anyStoneOption(s, player, e) ? null : v("CARD_NO_EFFECT", "Gardener: no stone can be taken and placed now.");
    case "drawTiles":
      if (isFull(pl)) return v("CARD_NO_EFFECT", "Gardener: your garden is complete; no drawn tile could be placed.");
      return bagSize(s) > 0 ? null : v("CARD_NO_EFFECT", "Gardener: no tile is left to draw.");
    case "monkAnywhere":
      if (pl.placed === 0) return v("CARD_NO_EFFECT", "Gardener: your garden has no tile for the monk.");
      // One tile: the monk cannot go anywhere new, so only the follow-up stone action gives the card an effect.
      if (pl.placed === 1 && !(e.thenStone && anyStoneOption(s, player, NORMAL_STONE))) {
        return v("CARD_NO_EFFECT", "Gardener: the monk is already on your only tile and no stone can be taken.");
      }
      return null;
    case "takeStored":
      return !isFull(pl) && storedTilesOf(s, player).length > 0 ? null : v("CARD_NO_EFFECT", "Gardener: no other player's storage holds a tile you could place.");
    case "counterSteal":
      return v("REACTION_CARD", "Gardener: this card is used only in answer to a steal, not as a Step-2 action.");
    case "moveStone":
      return stoneMoves(pl).length > 0 ? null : v("CARD_NO_EFFECT", "Gardener: none of your stones can move.");
    case "swapTiles":
      return tileSwaps(pl).length > 0 ? null : v("CARD_NO_EFFECT", "Gardener: no two tiles of your garden can be swapped.");
  }
}
