/** Small builders of Castles of Burgundy positions for the rules tests. */
import { Rng } from "../../../src/core/index.js";
import { castlesOfBurgundy as game, castlesOfBurgundyPosition } from "../../../src/games/castles-of-burgundy/index.js";
import type { CobDecision, CobMove, CobPlayer, CobState, DecisionKind } from "../../../src/games/castles-of-burgundy/index.js";

export { game };

/** A fresh game (default config unless given). */
export function fresh(players = 2, seed: string | number = 1, config: Record<string, unknown> = {}): CobState {
  return game.setup({ players, seed, config });
}

/** Prefers placing, then taking, then buying: estates fill up, so every tile effect comes into play. */
export function builderMove(moves: readonly CobMove[], rng: Rng): CobMove {
  for (const type of ["place", "ship", "take", "buy"] as const) {
    const some = moves.filter((m) => m.type === type);
    if (some.length && rng.int(10) < 9) return some[rng.int(some.length)]!;
  }
  return moves[rng.int(moves.length)]!;
}

/** The seat whose turn it is. */
export function current(s: CobState): number {
  return s.decisions[s.decisions.length - 1]!.players[0]!;
}

/**
 * `s` with one player's fields replaced: storage, goods, silver, workers and dice by the public
 * builder (components from the supply); any other field as it stands.
 */
export function withPlayer(s: CobState, seat: number, patch: Partial<CobPlayer>): CobState {
  const { storage, goods, silver, workers, dice, ...rest } = patch;
  const parts = { storage, goods, silver, workers, dice };
  const given = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  const built = Object.keys(given).length > 0 ? castlesOfBurgundyPosition({ from: s, estates: { [seat]: given } }) : s;
  return { ...built, players: built.players.map((p, i) => (i === seat ? { ...p, ...rest } : p)) };
}

/** `s` with tiles put on estate spaces of a player ({space: tileCode}), by the public builder (taken from the supply). */
export function withTiles(s: CobState, seat: number, tiles: Record<number, number>): CobState {
  return castlesOfBurgundyPosition({ from: s, estates: { [seat]: { tiles } } });
}

/** `s` with depot contents replaced (index 0 = black), by the public builder (tiles to and from the supply). */
export function withDepot(s: CobState, depot: number, tiles: number[]): CobState {
  return castlesOfBurgundyPosition({ from: s, depots: { [depot]: tiles } });
}

/** A copy of `s` with a depot's goods (counts per goods colour 1–6). */
export function withDepotGoods(s: CobState, depot: number, goods: number[]): CobState {
  return { ...s, depotGoods: s.depotGoods.map((d, i) => (i === depot ? goods.slice() : d)) };
}

/** A copy of `s` with `seat` deciding a decision of `kind` on top of the stack. */
export function withDecision(s: CobState, kind: DecisionKind, seat = current(s), tile = -1): CobState {
  const d: CobDecision = { kind, players: [seat], tile };
  return { ...s, decisions: [...s.decisions, d] };
}

/** Applies moves in order (validating each). */
export function play(s: CobState, ...moves: CobMove[]): CobState {
  for (const m of moves) s = game.applyMove(s, m);
  return s;
}

/** The moves of the deciding player with a given type. */
export function movesOf<T extends CobMove["type"]>(s: CobState, type: T): Extract<CobMove, { type: T }>[] {
  return game.legalMoves(s).filter((m): m is Extract<CobMove, { type: T }> => m.type === type);
}

/** The error code applyMove throws for `move`, or null when it is accepted. */
export function refusal(s: CobState, move: unknown): string | null {
  const r = game.validateMove(s, move);
  return r.ok ? null : r.error.code;
}

/** Estate #1 spaces used by the tests (row-major numbering, start castle at 18). */
export const SPACE = {
  start: 18,
  city1: 11, // B3, a one-space city next to the castle
  knowledge12: 12, // K1, in the 3-space knowledge area {3, 7, 12}
  ship17: 17, // S2, in the 3-space river {15, 16, 17}
  ship19: 19, // S5, in the 3-space river {19, 20, 21}
  mine24: 24, // M4, in the 3-space mine area {24, 29, 33}
  city25: 25, // B3, in the 5-space city {25, 26, 31, 32, 36}
  city26: 26, // B1, same city
  pasture10: 10, // A4, in the 5-space pasture {0, 4, 5, 9, 10}
  pasture5: 5, // A1, same pasture
} as const;

/** A state after `moves` random moves of a seeded playout. */
export function midGame(players: number, seed: number, moves: number): CobState {
  const rng = Rng.fromSeed(seed);
  let s = fresh(players, seed);
  for (let i = 0; i < moves && !game.isTerminal(s); i++) {
    const ms = game.legalMoves(s);
    s = game.applyMove(s, ms[rng.int(ms.length)]!);
  }
  return s;
}
