import { required } from "../../core/required.js";
import { positionError, startingState, type GameDefinition, type PlayerId, type PositionBase } from "../../core/shared.js";
import { estateOf } from "./rules.js";
import { isTileCode, SHIP, supplyPiles, tileColour, type TileCode } from "./data.js";
import type { CobConfig, CobDecision, CobPlayer, CobState, DecisionKind } from "./state.js";

/** What a position says about one player; parts left out stay as they are. */
export interface CobEstateParts {
  /** Tiles placed on estate spaces: space → tile code (`-1` empties a space). Taken from the supply piles or the depots; the turn-order track follows the ships. */
  readonly tiles?: Readonly<Record<number, TileCode>>;
  /** Tiles in storage (codes, taken likewise); replaces the storage. */
  readonly storage?: readonly TileCode[];
  /** Goods in storage, per goods colour 1–6 (index 0–5), from the unused goods (else a later phase's stack). */
  readonly goods?: readonly number[];
  readonly silver?: number;
  readonly workers?: number;
  /** This round's two dice (null once used). */
  readonly dice?: readonly (number | null)[];
}

/** A decision to push above the current turn: its kind, and the tile it holds (a discard's incoming tile). */
export interface CobDecisionPart {
  readonly kind: DecisionKind;
  readonly tile?: TileCode;
}

/**
 * The parts of a Castles of Burgundy position ({@link castlesOfBurgundyPosition}). Built on `from`
 * (default: a new game from `seed`): six-sided tiles come from the face-down supply piles (or the
 * depots) and go back to the pile of their colour, goods from the unused goods, so that every
 * component stays accounted for; the turn-order track follows the ships placed.
 */
export interface CobPositionParts extends PositionBase<CobState, CobConfig> {
  /** Estates and belongings by seat (an array, or an object keyed by seat). */
  readonly estates?: readonly (CobEstateParts | undefined)[] | Readonly<Record<number, CobEstateParts>>;
  /** Depot contents: depot (0 = black, 1–6 numbered) → tile codes; replaces the depot's tiles. */
  readonly depots?: Readonly<Record<number, readonly TileCode[]>>;
  /** Whose turn it is: the seat's place in this round's turn order, with only its turn pending. */
  readonly current?: PlayerId;
  /** Decisions to push above the current player's turn (e.g. a discard, a ship's effect). */
  readonly decisions?: readonly CobDecisionPart[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const ascending = (xs: number[]): number[] => xs.sort((a, b) => a - b);
const BLACK = 6;
/** How many of each tile code each supply pile holds at setup. */
const PRINTED: readonly ReadonlyMap<number, number>[] = supplyPiles().map((pile) => {
  const m = new Map<number, number>();
  for (const t of pile) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
});

/** Fills a Castles of Burgundy position from its parts (see {@link CobPositionParts}). */
export function fillCobPosition(parts: CobPositionParts, game: GameDefinition<CobState, any, any, any, any, any>): CobState {
  const fail = (path: string, message: string) => positionError("castles-of-burgundy", path, message);
  const base = startingState(game, parts);
  const n = base.players.length;
  const supply = base.supply.map((p) => p.slice());
  const depots = base.depots.map((d) => d.slice());
  const spareGoods = base.spareGoods.slice();
  const players: CobPlayer[] = base.players.map((p) => ({ ...p }));

  const code = (t: unknown, path: string): TileCode => {
    if (typeof t !== "number" || !isTileCode(t)) throw fail(path, "is not a tile code");
    return t;
  };
  const count = (v: unknown, path: string): number => {
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0) throw fail(path, "must be a whole number, at least 0");
    return v;
  };
  /** Takes a tile out of the supply piles (its colour's, then the black one), else out of a depot not given as a part. */
  const take = (t: TileCode, path: string): void => {
    for (const pile of [required(supply[tileColour(t)], "the supply pile of the tile's colour"), required(supply[BLACK], "the supply pile of black backs")]) {
      const i = pile.indexOf(t);
      if (i >= 0) return void pile.splice(i, 1);
    }
    for (const [d, tiles] of depots.entries()) {
      if (parts.depots !== undefined && Object.hasOwn(parts.depots, d)) continue;
      const i = tiles.indexOf(t);
      if (i >= 0) return void tiles.splice(i, 1);
    }
    throw fail(path, `no tile of code ${t} is left in the supply piles or depots`);
  };
  /** Puts a tile back in the pile of its back: its colour's while that pile holds fewer than printed, else the black one. */
  const giveBack = (t: TileCode): void => {
    const own = required(supply[tileColour(t)], "the supply pile of the tile's colour");
    const coloured = [own, ...depots.slice(1)].reduce((k, xs) => k + xs.filter((x) => x === t).length, 0);
    const printed = required(PRINTED[tileColour(t)], "the supply pile of the tile's colour at setup").get(t) ?? 0;
    (coloured < printed ? own : required(supply[BLACK], "the supply pile of black backs")).push(t);
  };
  const goodsStacks = base.goodsStacks.map((st) => st.slice());
  /** Takes a goods tile of a colour: an unused one, else one of a later phase's stack (last first). */
  const takeGoods = (g: number, path: string): void => {
    for (const pool of [spareGoods, ...goodsStacks.slice().reverse()]) {
      const j = pool.indexOf(g);
      if (j >= 0) return void pool.splice(j, 1);
    }
    throw fail(path, `no goods tile of colour ${g} is left unused or in a later phase's stack`);
  };

  // Depots first: their old tiles go back, so estates may take them.
  if (parts.depots !== undefined) {
    if (!isRecord(parts.depots)) throw fail("depots", "must map depots (0–6) to tile codes");
    for (const k of Object.keys(parts.depots)) {
      const d = Number(k);
      if (!Number.isInteger(d) || d < 0 || d >= depots.length) throw fail(`depots.${k}`, `is not a depot (0 black, 1–6)`);
      for (const t of required(depots[d], "the depot")) giveBack(t);
      depots[d] = [];
    }
    for (const [k, tiles] of Object.entries(parts.depots)) {
      if (!Array.isArray(tiles)) throw fail(`depots.${k}`, "must be an array of tile codes");
      const list = tiles.map((t, i) => code(t, `depots.${k}[${i}]`));
      list.forEach((t, i) => take(t, `depots.${k}[${i}]`));
      depots[Number(k)] = ascending(list);
    }
  }

  const estates = parts.estates === undefined ? [] : Array.isArray(parts.estates) ? parts.estates : Object.entries(parts.estates).reduce<unknown[]>((a, [k, v]) => ((a[Number(k)] = v), a), []);
  if (estates.length > n) throw fail("estates", `${estates.length} estates for ${n} players`);
  estates.forEach((e, seat) => {
    if (e === undefined) return;
    if (!isRecord(e)) throw fail(`estates[${seat}]`, "must be an object of estate parts");
    players[seat] = estate(required(players[seat], "the player of the seat"), seat, e as CobEstateParts, `estates[${seat}]`);
  });

  let decisions: readonly CobDecision[] = base.decisions;
  let turnIndex = base.turnIndex;
  if (parts.current !== undefined) {
    const place = base.turnOrder.indexOf(parts.current);
    if (!Number.isInteger(parts.current) || place < 0) throw fail("current", `must be a seat from 0 to ${n - 1}`);
    if (base.decisions[0]?.kind !== "turn") throw fail("current", "no turn is in progress (setup or the end)");
    for (const d of base.decisions) if (d.tile >= 0) giveBack(d.tile);
    turnIndex = place;
    decisions = [{ kind: "turn", players: [parts.current], tile: -1 }];
  }
  if (parts.decisions !== undefined) {
    if (!Array.isArray(parts.decisions)) throw fail("decisions", "must be an array of { kind, tile? }");
    const turn = decisions[0];
    if (turn === undefined || turn.kind !== "turn") throw fail("decisions", "decisions are pushed above a player's turn; no turn is in progress");
    const seat = required(turn.players[0], "the seat of the turn");
    decisions = [
      turn,
      ...parts.decisions.map((d: unknown, i) => {
        if (!isRecord(d) || typeof d.kind !== "string") throw fail(`decisions[${i}]`, "must be { kind, tile? }");
        const tile = d.tile === undefined ? -1 : code(d.tile, `decisions[${i}].tile`);
        if (tile >= 0) take(tile, `decisions[${i}].tile`);
        return { kind: d.kind as DecisionKind, players: [seat], tile };
      }),
    ];
  }
  return { ...base, supply: supply.map(ascending), depots, spareGoods: ascending(spareGoods), goodsStacks, players, turnIndex, decisions };

  function estate(old: CobPlayer, seat: PlayerId, e: CobEstateParts, path: string): CobPlayer {
    const board = estateOf(base, seat);
    const spaces = old.estate.slice();
    let track = old.track;
    if (e.tiles !== undefined) {
      if (!isRecord(e.tiles)) throw fail(`${path}.tiles`, "must map estate spaces to tile codes");
      for (const [k, t] of Object.entries(e.tiles)) {
        const sp = Number(k);
        const at = `${path}.tiles.${k}`;
        if (!Number.isInteger(sp) || sp < 0 || sp >= spaces.length) throw fail(at, `is not a space of the estate (0–${spaces.length - 1})`);
        const before = required(spaces[sp], "the tile on the estate space");
        if (before >= 0) giveBack(before);
        spaces[sp] = -1;
        if (t === -1) continue;
        const tile = code(t, at);
        if (tileColour(tile) !== board.colour[sp]) throw fail(at, `a tile of colour ${tileColour(tile)} cannot lie on a space of colour ${board.colour[sp]}`);
        take(tile, at);
        spaces[sp] = tile;
      }
      // The turn-order track counts the ships placed.
      track = required(board.spacesOfColour[SHIP], "the ship spaces of the estate").filter((sp) => required(spaces[sp], "the tile on an estate space") >= 0).length;
    }
    let storage = old.storage.slice();
    if (e.storage !== undefined) {
      if (!Array.isArray(e.storage)) throw fail(`${path}.storage`, "must be an array of tile codes");
      storage.forEach(giveBack);
      storage = e.storage.map((t, i) => code(t, `${path}.storage[${i}]`));
      storage.forEach((t, i) => take(t, `${path}.storage[${i}]`));
      ascending(storage);
    }
    let goods = old.goods.slice();
    if (e.goods !== undefined) {
      if (!Array.isArray(e.goods) || e.goods.length !== 6 || !e.goods.every((k) => Number.isInteger(k) && k >= 0)) throw fail(`${path}.goods`, "must be 6 counts, one per goods colour");
      goods.forEach((k, c) => spareGoods.push(...new Array<number>(k).fill(c + 1)));
      goods = e.goods.slice();
      goods.forEach((k, c) => {
        for (let i = 0; i < k; i++) takeGoods(c + 1, `${path}.goods`);
      });
    }
    return {
      ...old,
      estate: spaces,
      track,
      storage,
      goods,
      silver: e.silver === undefined ? old.silver : count(e.silver, `${path}.silver`),
      workers: e.workers === undefined ? old.workers : count(e.workers, `${path}.workers`),
      dice: e.dice ?? old.dice,
    };
  }
}
