/**
 * Perft for board games: how many move sequences of a given length a position has, counted by
 * walking every legal move (chess engines are checked against such tables). In explicit-chance
 * mode a chance node's outcomes are moves of the chance player and count as nodes like any other,
 * so the counts do not depend on any PRNG.
 */
import { ValidationError } from "../core/errors.js";
import { required } from "../core/required.js";
import type { AnyGame } from "../core/types.js";
import { canonicalJson } from "./canonical.js";

/** Options of {@link perft}. */
export interface PerftOptions {
  /** Also count the leaves under each first move (chess's "divide"). */
  readonly divide?: boolean;
}

/** The count under one first move. */
export interface PerftDivision {
  /** The first move, as `legalMoves` lists it. */
  readonly move: unknown;
  /** Its canonical JSON (the key tables sort and compare by). */
  readonly key: string;
  readonly nodes: number;
}

/** Result of {@link perft}. */
export interface PerftResult {
  readonly depth: number;
  /** Positions reached by exactly `depth` moves (1 at depth 0). */
  readonly nodes: number;
  /** `counts[k]` = positions reached by exactly `k + 1` moves, for every depth up to `depth`. */
  readonly counts: readonly number[];
  /** With `divide`: the leaves under each first move, sorted by `key`. */
  readonly divide?: readonly PerftDivision[];
}

/** The deepest search {@link perft} accepts: a guard against a typo costing hours. */
export const MAX_PERFT_DEPTH = 8;

/**
 * Counts the move sequences of length `depth` from `state` (a state, or in explicit-chance mode a
 * chance node), and of every shorter length on the way. A terminal position has no moves: a line
 * that ends early adds nothing at greater depths. Moves are applied with `applyListed`, exactly as
 * `legalMoves` lists them.
 */
export function perft(game: AnyGame, state: unknown, depth: number, options: PerftOptions = {}): PerftResult {
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH) {
    throw new ValidationError("perft depth", [{ path: "depth", message: `must be a whole number from 0 to ${MAX_PERFT_DEPTH}` }]);
  }
  const counts = new Array<number>(depth).fill(0);
  const walk = (position: unknown, ply: number): number => {
    if (ply === depth) return 1;
    const moves = game.legalMoves(position) as readonly unknown[];
    counts[ply] = required(counts[ply], "the count at this depth") + moves.length;
    if (ply + 1 === depth) return moves.length;
    let leaves = 0;
    for (const m of moves) leaves += walk(game.applyListed(position, m), ply + 1);
    return leaves;
  };
  if (!options.divide || depth === 0) {
    const nodes = walk(state, 0);
    return { depth, nodes, counts };
  }
  const first = game.legalMoves(state) as readonly unknown[];
  counts[0] = first.length;
  const divide: PerftDivision[] = first.map((move) => ({ move, key: canonicalJson(move), nodes: walk(game.applyListed(state, move), 1) }));
  divide.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { depth, nodes: divide.reduce((n, d) => n + d.nodes, 0), counts, divide };
}
