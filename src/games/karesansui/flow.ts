/**
 * Turn flow (spec §5): drawing, placing tiles, ending turns and the game. Works on a mutable
 * working copy made by {@link begin}; every array or object it changes is copied first, so the
 * input state is never touched (cheaper than immer for these small states).
 */
import { drawFromCounts, Rng, type PlayerId, type RngState } from "../../core/shared.js";
import { CELLS } from "./board.js";
import { TILE_DESIGNS } from "./data.js";
import type { KaresansuiDecision, KaresansuiPlayer, KaresansuiState, PlaceOrigin } from "./state.js";
import { bagSize, isFull, stealers } from "./rules.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A writable player copy. */
export type WPlayer = Mutable<Omit<KaresansuiPlayer, "tiles" | "stones" | "gardeners" | "used">> & {
  tiles: KaresansuiPlayer["tiles"][number][];
  stones: KaresansuiPlayer["stones"][number][];
  gardeners: KaresansuiPlayer["gardeners"][number][];
  used: KaresansuiPlayer["used"][number][];
};

/** A working copy of a state. */
export interface Work {
  s: Mutable<Omit<KaresansuiState, "players" | "stack">> & { players: KaresansuiPlayer[]; stack: KaresansuiDecision[] };
  /** Bit p set once player p has been copied. */
  copied: number;
}

/** Starts changing a state: top level, players list and stack are copied (explicit literals keep shapes monomorphic). */
export function begin(state: KaresansuiState): Work {
  return {
    s: {
      game: state.game,
      dataVersion: state.dataVersion,
      config: state.config,
      rng: state.rng,
      bag: state.bag,
      discard: state.discard,
      supply: state.supply,
      sharedFamous: state.sharedFamous,
      players: state.players.slice(),
      current: state.current,
      turn: state.turn,
      endTriggered: state.endTriggered,
      lastTurn: state.lastTurn,
      gardenerUsed: state.gardenerUsed,
      stack: state.stack.slice(),
      over: state.over,
    },
    copied: 0,
  };
}

/** A writable copy of player `p` (copied once per move). */
export function player(w: Work, p: PlayerId): WPlayer {
  if ((w.copied & (1 << p)) === 0) {
    const o = w.s.players[p]!;
    w.s.players[p] = {
      tiles: o.tiles.slice(),
      stones: o.stones.slice(),
      placed: o.placed,
      monk: o.monk,
      virtue: o.virtue,
      storage: o.storage,
      gardeners: o.gardeners.slice(),
      used: o.used.slice(),
      famous: o.famous,
    };
    w.copied |= 1 << p;
  }
  return w.s.players[p] as WPlayer;
}

/** The finished state. */
export function done(w: Work): KaresansuiState {
  return w.s as KaresansuiState;
}


/** Names a drawn tile by its design (a chance outcome in explicit-chance mode). */
const designLabel = (t: number): string => `tile ${TILE_DESIGNS[t]!.id} (${TILE_DESIGNS[t]!.description})`;

/** Draws one tile from the bag (a chance event). Returns -1 when the bag is empty. */
export function drawTile(w: Work): number {
  if (bagSize(w.s) === 0) return -1;
  const rng = new Rng(w.s.rng);
  const bag = w.s.bag.slice();
  const t = drawFromCounts(bag, rng, undefined, designLabel);
  w.s.bag = bag;
  w.s.rng = rng.state();
  return t;
}

/** Adds tiles to the discard pile. */
export function discardTiles(w: Work, tiles: readonly number[]): void {
  if (tiles.length === 0) return;
  const d = w.s.discard.slice();
  for (const t of tiles) d[t] = d[t]! + 1;
  w.s.discard = d;
}

/** Puts `tile` on `cell` of `p`'s garden (cell legality already checked); the first tile brings the monk. */
export function putTile(w: Work, p: PlayerId, tile: number, cell: number): void {
  const pl = player(w, p);
  pl.tiles[cell] = tile;
  if (pl.placed === 0) pl.monk = cell;
  pl.placed++;
  if (pl.placed >= CELLS) w.s.endTriggered = true;
}

/** Sets a player's virtue, clamped to the track 0–6. */
export function addVirtue(w: Work, p: PlayerId, delta: number): void {
  const pl = player(w, p);
  pl.virtue = Math.max(0, Math.min(6, pl.virtue + delta));
}

/** Replaces the top decision. */
export function replaceTop(w: Work, d: KaresansuiDecision): void {
  w.s.stack[w.s.stack.length - 1] = d;
}

/** Removes the top decision. */
export function pop(w: Work): void {
  w.s.stack.pop();
}

/** Pushes a decision. */
export function push(w: Work, d: KaresansuiDecision): void {
  w.s.stack.push(d);
}

/**
 * A Step-1 placement of `tile` by the current player (PLACE or SWAP_STORED): opens the steal
 * window if anybody may steal, else asks for the cell. Step 2 waits underneath.
 */
export function beginPlacement(w: Work, tile: number): void {
  replaceTop(w, { kind: "step2", players: [w.s.current] });
  beginPlacementOver(w, tile);
}

/** Like {@link beginPlacement}, but leaves the top decision as it is and works above it. */
export function beginPlacementOver(w: Work, tile: number): void {
  const p = w.s.current;
  const eligible = stealers(w.s as KaresansuiState, p);
  if (eligible.length === 0) push(w, placeCell(p, tile, "place"));
  else push(w, { kind: "steal", players: eligible, tile, eligible, declared: [] });
}

/** A cell decision. */
export function placeCell(p: PlayerId, tile: number, origin: PlaceOrigin): KaresansuiDecision {
  return { kind: "placeCell", players: [p], tile, origin };
}

/** Starts the current player's turn: full gardens skip Step 1; an empty bag ends the game after this turn (A19). */
export function startTurn(w: Work): void {
  const p = w.s.current;
  if (isFull(w.s.players[p]!)) {
    push(w, { kind: "step2", players: [p] });
    return;
  }
  const t = drawTile(w);
  if (t < 0) {
    w.s.lastTurn = true;
    push(w, { kind: "step2", players: [p] });
    return;
  }
  push(w, { kind: "step1", players: [p], tile: t, refused: [] });
}

/** Ends turns while nothing is pending: the game ends when every garden is full or the bag ran out (A18, A19). */
export function settle(w: Work): KaresansuiState {
  while (w.s.stack.length === 0 && !w.s.over) {
    if (w.s.lastTurn || w.s.players.every(isFull)) {
      w.s.over = true;
      break;
    }
    w.s.current = (w.s.current + 1) % w.s.players.length;
    w.s.turn++;
    w.s.gardenerUsed = false;
    startTurn(w);
  }
  return done(w);
}
