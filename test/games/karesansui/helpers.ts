import {
  CELLS,
  designOf,
  karesansui as G,
  STONE_KINDS,
  type GardenerId,
  type FamousId,
  type KaresansuiDecision,
  type KaresansuiMove,
  type KaresansuiPlayer,
  type KaresansuiState,
  type StoneKind,
} from "../../../src/games/karesansui/index.js";

export { G };

/** A fresh game. */
export function fresh(players = 2, seed: number | string = 1, config: Record<string, unknown> = {}): KaresansuiState {
  return G.setup({ players, seed, config });
}

/**
 * A garden from a 3-row picture: cells separated by spaces, each "." (empty), a design id ("S1",
 * "MF") or a design id with a stone ("MF:T").
 */
export function picture(rows: readonly string[]): { tiles: (number | null)[]; stones: (StoneKind | null)[] } {
  if (rows.length !== 3) throw new Error("3 rows expected");
  const tiles: (number | null)[] = [];
  const stones: (StoneKind | null)[] = [];
  for (const row of rows) {
    const cells = row.trim().split(/\s+/);
    if (cells.length !== 5) throw new Error(`5 cells expected in "${row}"`);
    for (const c of cells) {
      if (c === ".") {
        tiles.push(null);
        stones.push(null);
        continue;
      }
      const [id, stone] = c.split(":");
      tiles.push(designOf(id!));
      if (stone && !STONE_KINDS.includes(stone as StoneKind)) throw new Error(`bad stone ${stone}`);
      stones.push((stone as StoneKind | undefined) ?? null);
    }
  }
  return { tiles, stones };
}

/** Options of {@link withGarden}. */
export interface GardenOptions {
  monk?: number | null;
  virtue?: number;
  storage?: string | null;
  gardeners?: GardenerId[];
  used?: GardenerId[];
  famous?: FamousId | null;
}

/**
 * Player `p` gets the pictured garden (tiles taken out of the bag, stones out of the supply, so
 * conservation holds); the monk defaults to the first tiled cell.
 */
export function withGarden(s: KaresansuiState, p: number, rows: readonly string[] | null, opts: GardenOptions = {}): KaresansuiState {
  const old = s.players[p]!;
  const bag = s.bag.slice();
  const supply = { ...s.supply };
  // Return the old garden and storage first.
  const give = (t: number | null): void => {
    if (t !== null) bag[t]!++;
  };
  const take = (t: number | null): void => {
    if (t === null) return;
    if (bag[t]! <= 0) throw new Error(`no tile ${t} left in the bag`);
    bag[t]!--;
  };
  let tiles = old.tiles;
  let stones = old.stones;
  if (rows) {
    old.tiles.forEach(give);
    for (const k of old.stones) if (k) supply[k]++;
    const g = picture(rows);
    g.tiles.forEach(take);
    for (const k of g.stones) {
      if (!k) continue;
      if (supply[k] <= 0) throw new Error(`no ${k} stone left`);
      supply[k]--;
    }
    tiles = g.tiles;
    stones = g.stones;
  }
  let storage = old.storage;
  if (opts.storage !== undefined) {
    give(old.storage);
    storage = opts.storage === null ? null : designOf(opts.storage);
    take(storage);
  }
  const placed = tiles.filter((t) => t !== null).length;
  const firstTiled = tiles.findIndex((t) => t !== null);
  const pl: KaresansuiPlayer = {
    ...old,
    tiles,
    stones,
    placed,
    monk: opts.monk !== undefined ? opts.monk : rows ? (firstTiled < 0 ? null : firstTiled) : old.monk,
    virtue: opts.virtue ?? old.virtue,
    storage,
    gardeners: opts.gardeners ?? old.gardeners,
    used: opts.used ?? old.used,
    famous: opts.famous !== undefined ? opts.famous : old.famous,
  };
  const players = s.players.slice();
  players[p] = pl;
  return { ...s, bag, supply, players, endTriggered: players.some((x) => x.placed >= CELLS) };
}

/** Sets virtue of several players at once. */
export function withVirtue(s: KaresansuiState, virtues: readonly number[]): KaresansuiState {
  return { ...s, players: s.players.map((pl, p) => ({ ...pl, virtue: virtues[p] ?? pl.virtue })) };
}

/**
 * Replaces the pending decision by a Step-1 choice of the current player for `tile` (the tile
 * drawn at setup goes back to the bag, the new one comes out of it).
 */
export function drawn(s: KaresansuiState, tile: string, current = s.current): KaresansuiState {
  const bag = s.bag.slice();
  for (const d of s.stack) if ("tile" in d) bag[d.tile]!++;
  const t = designOf(tile);
  if (bag[t]! <= 0) throw new Error(`no ${tile} in the bag`);
  bag[t]!--;
  const stack: KaresansuiDecision[] = [{ kind: "step1", players: [current], tile: t, refused: [] }];
  return { ...s, bag, current, stack };
}

/** Replaces the pending decision by the Step-2 choice of `player` (returning any pending tile to the bag). */
export function atStep2(s: KaresansuiState, player = s.current): KaresansuiState {
  const bag = s.bag.slice();
  for (const d of s.stack) if ("tile" in d) bag[d.tile]!++;
  return { ...s, bag, current: player, stack: [{ kind: "step2", players: [player] }] };
}

/** Applies moves in order; a pair [player, move] names the player. */
export function play(s: KaresansuiState, ...moves: (KaresansuiMove | [number, KaresansuiMove])[]): KaresansuiState {
  for (const m of moves) s = Array.isArray(m) ? G.applyMove(s, m[1], m[0]) : G.applyMove(s, m);
  return s;
}

/** The error code `applyMove` throws for this move, or "OK". */
export function codeOf(s: KaresansuiState, move: unknown, player?: number): string {
  const r = G.validateMove(s, move, player);
  return r.ok ? "OK" : r.error.code;
}

/** The top decision. */
export function top(s: KaresansuiState): KaresansuiDecision {
  return s.stack[s.stack.length - 1]!;
}

/** Cell index of (row, col). */
export const at = (r: number, c: number): number => r * 5 + c;

/** A full garden of plain sand (S1), 15 tiles. */
export const FULL_SAND = ["S1 S1 S2 S2 S2", "S5 S3 S3 S3 S3", "S6 S4 S4 S4 S4"];

/** Sorted JSON of moves, for comparisons. */
export function keys(moves: readonly KaresansuiMove[]): string[] {
  return moves.map((m) => JSON.stringify(m)).sort();
}
