import { required } from "../../core/required.js";
import { positionError, startingState, type GameDefinition, type PlayerId, type PositionBase } from "../../core/shared.js";
import { CELLS, COLS, designOf, DESIGN_COUNT, FACE_COUNT, ROWS } from "./board.js";
import { STONE_KINDS, type FamousId, type GardenerId, type StoneKind } from "./data.js";
import type { KaresansuiConfig, KaresansuiDecision, KaresansuiPlayer, KaresansuiState } from "./state.js";

/** What a position says about one player's garden; parts left out stay as they are. */
export interface KaresansuiGardenParts {
  /**
   * The garden, replacing the old one: three rows of five cells separated by spaces, each `.`
   * (empty), a design id (`"S1"`, `"MF"`) or a design id with a stone (`"MF:T"`); or the cells
   * as `{ tiles, stones }` (tile faces and stone kinds by cell, null when empty).
   */
  readonly garden?: readonly string[] | { readonly tiles: readonly (number | null)[]; readonly stones: readonly (StoneKind | null)[] };
  /** Cell of the monk; defaults to the first tiled cell of a garden given. */
  readonly monk?: number | null;
  /** Virtue 0–6. */
  readonly virtue?: number;
  /** The tile in the storage slot (a design id or number), or null. */
  readonly storage?: string | number | null;
  /** Unused gardener cards in hand (taken from another player's hand unless that player's parts are given too). */
  readonly gardeners?: readonly GardenerId[];
  /** Gardener cards already used (taken likewise). */
  readonly used?: readonly GardenerId[];
  /** Secret famous-garden card (3–4 players). */
  readonly famous?: FamousId | null;
}

/** The decision to wait for: the current player's Step 1 with the tile they drew, or their Step 2. */
export type KaresansuiDecisionPart = { readonly kind: "step1"; readonly tile: string | number } | { readonly kind: "step2" };

/**
 * The parts of a Karesansui position ({@link karesansuiPosition}). Built on `from` (default: a
 * new game from `seed`): tiles come from and go back to the bag, stones from and back to the
 * supply; each garden's tile count and the end trigger are derived.
 */
export interface KaresansuiPositionParts extends PositionBase<KaresansuiState, KaresansuiConfig> {
  /** Gardens by seat (an array, or an object keyed by seat). */
  readonly gardens?: readonly (KaresansuiGardenParts | undefined)[] | Readonly<Record<number, KaresansuiGardenParts>>;
  /** Whose turn it is (default: as before, or the decision's player). */
  readonly current?: PlayerId;
  /** The pending decision, replacing the stack (a tile it held goes back to the bag). Left out, a Step 1 of a player whose garden is now full becomes their Step 2. */
  readonly decision?: KaresansuiDecisionPart;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const fail = (path: string, message: string) => positionError("karesansui", path, message);

/** A tile design given by id ("S1") or number, or the error naming `path`. */
const design = (t: unknown, path: string): number => {
  if (typeof t === "number" && Number.isInteger(t) && t >= 0 && t < DESIGN_COUNT) return t;
  try {
    if (typeof t === "string") return designOf(t);
  } catch {
    // named below
  }
  throw fail(path, `${JSON.stringify(t)} is not a tile design (an id like "S1" or a number below ${DESIGN_COUNT})`);
};

/**
 * A garden from a picture of its rows, cells separated by spaces: "." (empty), a design id ("S1",
 * "MF") or a design id with a stone ("MF:T"); a bad picture is a ValidationError naming `path`.
 */
export function gardenPicture(rows: readonly unknown[], path: string): { tiles: (number | null)[]; stones: (StoneKind | null)[] } {
  if (rows.length !== ROWS) throw fail(path, `must be ${ROWS} rows`);
  const tiles: (number | null)[] = [];
  const stones: (StoneKind | null)[] = [];
  rows.forEach((row, r) => {
    const cs = typeof row === "string" ? row.trim().split(/\s+/) : [];
    if (cs.length !== COLS) throw fail(`${path}[${r}]`, `must be ${COLS} cells separated by spaces ("." empty, "S1", "MF:T")`);
    for (const c of cs) {
      if (c === ".") {
        tiles.push(null);
        stones.push(null);
        continue;
      }
      const [id, stone] = c.split(":");
      tiles.push(design(id, `${path}[${r}]`));
      if (stone !== undefined && !STONE_KINDS.includes(stone as StoneKind)) throw fail(`${path}[${r}]`, `"${stone}" is not a stone (${STONE_KINDS.join(", ")})`);
      stones.push((stone as StoneKind | undefined) ?? null);
    }
  });
  return { tiles, stones };
}

/** Fills a Karesansui position from its parts (see {@link KaresansuiPositionParts}). */
export function fillKaresansuiPosition(parts: KaresansuiPositionParts, game: GameDefinition<KaresansuiState, any, any, any, any, any>): KaresansuiState {
  const base = startingState(game, parts);
  const n = base.players.length;
  const bag = base.bag.slice();
  const supply: Record<StoneKind, number> = { ...base.supply };
  const players = base.players.slice();

  const take = (t: number, path: string): void => {
    const left = required(bag[t], "the bag's count of a design");
    if (left <= 0) throw fail(path, `no tile of design ${t} is left in the bag`);
    bag[t] = left - 1;
  };
  /** A tile going back into the bag (a design the state holds). */
  const putBack = (t: number): void => {
    bag[t] = required(bag[t], "the bag's count of a design") + 1;
  };
  const seat = (p: unknown, path: string): PlayerId => {
    if (!Number.isInteger(p) || (p as number) < 0 || (p as number) >= n) throw fail(path, `must be a seat from 0 to ${n - 1}`);
    return p as PlayerId;
  };

  const gardens = parts.gardens === undefined ? [] : Array.isArray(parts.gardens) ? parts.gardens : Object.entries(parts.gardens).reduce<unknown[]>((a, [k, v]) => ((a[Number(k)] = v), a), []);
  if (gardens.length > n) throw fail("gardens", `${gardens.length} gardens for ${n} players`);
  // Everything a part replaces goes back first, so parts may trade tiles and stones.
  if (parts.decision !== undefined) {
    for (const x of base.stack) {
      if ("tile" in x) putBack(x.tile);
      if (x.kind === "drawnTiles") for (const t of x.tiles) putBack(t);
    }
  }
  gardens.forEach((g, p) => {
    if (g === undefined) return;
    if (!isRecord(g)) throw fail(`gardens[${p}]`, "must be an object of garden parts");
    const old = required(players[p], "the player of a garden given");
    if (g.garden !== undefined) {
      for (const f of old.tiles) if (f !== null) putBack(f % DESIGN_COUNT);
      for (const k of old.stones) if (k !== null) supply[k]++;
    }
    if (g.storage !== undefined && old.storage !== null) putBack(old.storage);
  });
  gardens.forEach((g, p) => {
    if (g !== undefined) players[p] = garden(required(players[p], "the player of a garden given"), g as KaresansuiGardenParts, `gardens[${p}]`);
  });
  // Gardener cards given to a seat are taken from wherever they were.
  gardens.forEach((g, p) => {
    const cards = [...((g as KaresansuiGardenParts | undefined)?.gardeners ?? []), ...((g as KaresansuiGardenParts | undefined)?.used ?? [])];
    if (cards.length === 0) return;
    players.forEach((pl, q) => {
      if (q !== p && gardens[q] === undefined) players[q] = { ...pl, gardeners: pl.gardeners.filter((c) => !cards.includes(c)), used: pl.used.filter((c) => !cards.includes(c)) };
    });
  });

  const current = parts.current === undefined ? base.current : seat(parts.current, "current");
  let stack: readonly KaresansuiDecision[] = base.stack;
  if (parts.decision !== undefined) {
    const d = parts.decision as unknown;
    if (!isRecord(d) || (d.kind !== "step1" && d.kind !== "step2")) throw fail("decision", 'must be { kind: "step1", tile } or { kind: "step2" }');
    if (d.kind === "step1") {
      const tile = design(d.tile, "decision.tile");
      take(tile, "decision.tile");
      stack = [{ kind: "step1", players: [current], tile, refused: [] }];
    } else stack = [{ kind: "step2", players: [current] }];
  } else {
    const only = stack.length === 1 ? stack[0] : undefined;
    if (only?.kind === "step1" && required(players[current], "the current player").placed >= CELLS) {
      // A full garden skips Step 1: the drawn tile goes back and Step 2 waits.
      putBack(only.tile);
      stack = [{ kind: "step2", players: [current] }];
    }
  }
  return { ...base, bag, supply, players, current, stack, endTriggered: players.some((pl) => pl.placed >= CELLS) };

  function garden(old: KaresansuiPlayer, g: KaresansuiGardenParts, path: string): KaresansuiPlayer {
    let tiles = old.tiles;
    let stones = old.stones;
    if (g.garden !== undefined) {
      ({ tiles, stones } = Array.isArray(g.garden) ? gardenPicture(g.garden, `${path}.garden`) : cells(g.garden, `${path}.garden`));
      for (const f of tiles) if (f !== null) take(f % DESIGN_COUNT, `${path}.garden`);
      stones.forEach((k, c) => {
        if (k === null) return;
        if (supply[k] <= 0) throw fail(`${path}.garden`, `no ${k} stone is left in the supply (cell ${c})`);
        supply[k]--;
      });
    }
    let storage = old.storage;
    if (g.storage !== undefined) {
      storage = g.storage === null ? null : design(g.storage, `${path}.storage`);
      if (storage !== null) take(storage, `${path}.storage`);
    }
    const firstTiled = tiles.findIndex((t) => t !== null);
    return {
      ...old,
      tiles,
      stones,
      placed: tiles.filter((t) => t !== null).length,
      monk: g.monk !== undefined ? g.monk : g.garden !== undefined ? (firstTiled < 0 ? null : firstTiled) : old.monk,
      virtue: g.virtue ?? old.virtue,
      storage,
      gardeners: g.gardeners ?? old.gardeners,
      used: g.used ?? old.used,
      famous: g.famous !== undefined ? g.famous : old.famous,
    };
  }

  function cells(g: unknown, path: string): { tiles: (number | null)[]; stones: (StoneKind | null)[] } {
    if (!isRecord(g) || !Array.isArray(g.tiles) || !Array.isArray(g.stones) || g.tiles.length !== CELLS || g.stones.length !== CELLS) {
      throw fail(path, `must be ${ROWS} picture rows or { tiles, stones } of ${CELLS} cells each`);
    }
    g.tiles.forEach((f, c) => {
      if (f !== null && !(Number.isInteger(f) && f >= 0 && f < FACE_COUNT)) throw fail(`${path}.tiles[${c}]`, `must be a tile face below ${FACE_COUNT}, or null`);
    });
    g.stones.forEach((k, c) => {
      if (k !== null && !STONE_KINDS.includes(k)) throw fail(`${path}.stones[${c}]`, `must be a stone (${STONE_KINDS.join(", ")}), or null`);
    });
    return { tiles: g.tiles.slice(), stones: g.stones.slice() };
  }
}
