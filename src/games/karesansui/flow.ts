/**
 * Turn flow (spec §5) on a working state: drawing, placing tiles, ending turns and the game. These
 * change the state they are given in place; `play` runs them on a private copy (see work.ts).
 */
import { required } from "../../core/required.js";
import { drawFromCounts, Rng, type PlayerId } from "../../core/shared.js";
import { CELLS } from "./board.js";
import { TILE_DESIGNS, VIRTUE } from "./data.js";
import type { KaresansuiDecision, PlaceOrigin } from "./state.js";
import type { Work, WorkPlayer } from "./work.js";
import { bagSize, isFull, stealers } from "./rules.js";

/** Names a drawn tile by its design (a chance outcome in explicit-chance mode). */
const designLabel = (t: number): string => {
  const d = required(TILE_DESIGNS[t], "the drawn tile's design");
  return `tile ${d.id} (${d.description})`;
};

/** Draws one tile from the bag (a chance event). Returns -1 when the bag is empty. */
export function drawTile(w: Work): number {
  const total = bagSize(w);
  if (total === 0) return -1;
  const rng = new Rng(w.rng);
  const t = drawFromCounts(w.bag, rng, total, designLabel);
  w.rng = rng.state();
  return t;
}

/** Adds tiles to the discard pile. */
export function discardTiles(w: Work, tiles: readonly number[]): void {
  for (const t of tiles) w.discard[t] = required(w.discard[t], "the discard pile's count of a design") + 1;
}

/** The working player at seat `p` (a seat of the game). */
export const workPlayer = (w: Work, p: PlayerId): WorkPlayer => required(w.players[p], "the player at this seat");

/** Puts `tile` on `cell` of `p`'s garden (a listed cell); the first tile brings the monk. */
export function putTile(w: Work, p: PlayerId, tile: number, cell: number): void {
  const pl = workPlayer(w, p);
  pl.tiles[cell] = tile;
  if (pl.placed === 0) pl.monk = cell;
  pl.placed++;
  if (pl.placed >= CELLS) w.endTriggered = true;
}

/** Changes a player's virtue, clamped to the track. */
export function addVirtue(w: Work, p: PlayerId, delta: number): void {
  const pl = workPlayer(w, p);
  pl.virtue = Math.max(VIRTUE.min, Math.min(VIRTUE.max, pl.virtue + delta));
}

/** Replaces the top decision. */
export function replaceTop(w: Work, d: KaresansuiDecision): void {
  w.stack[w.stack.length - 1] = d;
}

/**
 * A Step-1 placement of `tile` by the current player (PLACE or SWAP_STORED): opens the steal
 * window if anybody may steal, else asks for the cell. Step 2 waits underneath.
 */
export function beginPlacement(w: Work, tile: number): void {
  replaceTop(w, { kind: "step2", players: [w.current] });
  beginPlacementOver(w, tile);
}

/** Like {@link beginPlacement}, but leaves the top decision as it is and works above it. */
export function beginPlacementOver(w: Work, tile: number): void {
  const p = w.current;
  const eligible = stealers(w, p);
  if (eligible.length === 0) w.stack.push(placeCell(p, tile, "place"));
  else w.stack.push({ kind: "steal", players: eligible, tile, eligible, declared: [] });
}

/** A cell decision. */
export function placeCell(p: PlayerId, tile: number, origin: PlaceOrigin): KaresansuiDecision {
  return { kind: "placeCell", players: [p], tile, origin };
}

/** Starts the current player's turn: full gardens skip Step 1; an empty bag ends the game after this turn (A19). */
export function startTurn(w: Work): void {
  const p = w.current;
  if (isFull(workPlayer(w, p))) {
    w.stack.push({ kind: "step2", players: [p] });
    return;
  }
  const t = drawTile(w);
  if (t < 0) {
    w.lastTurn = true;
    w.stack.push({ kind: "step2", players: [p] });
    return;
  }
  w.stack.push({ kind: "step1", players: [p], tile: t, refused: [] });
}

/** Ends turns while nothing is pending: the game ends when every garden is full or the bag ran out (A18, A19). */
export function settle(w: Work): void {
  while (w.stack.length === 0 && !w.over) {
    if (w.lastTurn || w.players.every(isFull)) {
      w.over = true;
      break;
    }
    w.current = (w.current + 1) % w.players.length;
    w.turn++;
    w.gardenerUsed = false;
    startTurn(w);
  }
}
