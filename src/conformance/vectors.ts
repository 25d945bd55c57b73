/**
 * The shipped vector files (perft tables, scoring vectors, illegal-move vectors) and how this
 * engine, or any engine behind the `GameDefinition` interface, is checked against them.
 */
import type { AnyGame, PlayerId } from "../core/types.js";
import { canonicalJson } from "./canonical.js";
import { perft } from "./perft.js";

/** What every vector carries: the data it was made on, and whether that data is sure. */
export interface VectorFlags {
  readonly dataVersion: string;
  readonly actionSpaceVersion: number;
  /** True when the game's data has a PROVISIONAL or UNVERIFIED part (listed in the manifest): a disagreement may be our data. */
  readonly provisional: boolean;
}

/** One perft position with its counts. */
export interface PerftEntry extends VectorFlags {
  /** E.g. `"2p-round-start"`, unique within its game's table. */
  readonly id: string;
  readonly players: number;
  /** The full config. */
  readonly config: unknown;
  /**
   * `"sampled"`: a state of a seeded game (its PRNG draws any refill within the depth: reproducing
   * those needs the PRNG, docs/prng.md). `"explicit"`: a state or chance node of explicit-chance
   * mode; chance outcomes count as nodes and no PRNG is involved.
   */
  readonly chance: "sampled" | "explicit";
  /** How the position was reached: the game's seed (sampled) and the number of steps from setup. */
  readonly provenance: { readonly seed: number; readonly steps: number };
  readonly position: unknown;
  readonly depth: number;
  /** `counts[k]`: positions reached by exactly `k + 1` moves. */
  readonly counts: readonly number[];
  /** At `depth`: the leaves under each first move, sorted by the move's canonical JSON. */
  readonly divide: readonly { readonly move: unknown; readonly nodes: number }[];
}

/** A scoring vector: a position (and optionally moves played from it) and the score sheet expected. */
export interface ScoringVector extends VectorFlags {
  readonly id: string;
  /** The rule or worked example, with its rulebook section. */
  readonly rule: string;
  readonly position: unknown;
  /** Moves to apply first, in order (each legal where it stands). */
  readonly moves: readonly { readonly player: PlayerId; readonly move: unknown }[];
  /** Every seat's total and breakdown (seat order), and the ranking: groups of tied seats, best first. */
  readonly expected: { readonly players: readonly { readonly total: number; readonly breakdown: Readonly<Record<string, number>> }[]; readonly ranking: readonly (readonly PlayerId[])[] };
}

/** An illegal-move vector: a position, a move (by a seat, or with none given) and the error code expected. */
export interface IllegalVector extends VectorFlags {
  readonly id: string;
  readonly position: unknown;
  /** The seat given to `applyMove`, or absent. */
  readonly player?: PlayerId;
  readonly move: unknown;
  /** The `IllegalMoveError` code, e.g. `"NOT_YOUR_TURN"`. */
  readonly code: string;
}

/** A file of vectors of one kind for one game. */
export interface VectorFile<Kind extends string, Entry> {
  readonly format: `tesserae-${Kind}`;
  readonly version: 1;
  readonly game: string;
  readonly entries: readonly Entry[];
}

/** One disagreement between a vector and an engine. */
export interface VectorMismatch {
  readonly id: string;
  readonly field: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

/** The position of a vector as the engine takes it (a saved state or chance node goes through `loadState`). */
function load(game: AnyGame, position: unknown): unknown {
  return game.loadState(position);
}

/**
 * Checks one perft entry on `game`, to `depth` at most (all of it by default; a shallower check
 * compares the counts it reaches and skips the divide). Returns the mismatches.
 */
export function checkPerft(game: AnyGame, entry: PerftEntry, depth = entry.depth): VectorMismatch[] {
  const d = Math.min(depth, entry.depth);
  const full = d === entry.depth;
  const r = perft(game, load(game, entry.position), d, { divide: full });
  const out: VectorMismatch[] = [];
  const expectedCounts = entry.counts.slice(0, d);
  if (canonicalJson(r.counts) !== canonicalJson(expectedCounts)) out.push({ id: entry.id, field: "counts", expected: expectedCounts, actual: r.counts });
  else if (full) {
    const got = (r.divide ?? []).map((x) => ({ move: x.move, nodes: x.nodes }));
    const want = new Map(entry.divide.map((x) => [canonicalJson(x.move), x.nodes]));
    for (const g of got) {
      const key = canonicalJson(g.move);
      if (want.get(key) !== g.nodes) {
        out.push({ id: entry.id, field: `divide ${key}`, expected: want.get(key) ?? "no such first move", actual: g.nodes });
        break;
      }
    }
  }
  return out;
}

/** Checks one scoring vector on `game`. */
export function checkScoring(game: AnyGame, vector: ScoringVector): VectorMismatch[] {
  let state = load(game, vector.position);
  for (const [i, { player, move }] of vector.moves.entries()) {
    const check = game.validateMove(state, move, player);
    if (!check.ok) return [{ id: vector.id, field: `moves[${i}]`, expected: "legal", actual: check.error.code }];
    state = game.applyMove(state, move, player);
  }
  const sheet = game.score(state);
  const actual = { players: sheet.players.map((p: { total: number; breakdown: Record<string, number> }) => ({ total: p.total, breakdown: p.breakdown })), ranking: sheet.ranking };
  if (canonicalJson(actual.players) !== canonicalJson(vector.expected.players)) return [{ id: vector.id, field: "players", expected: vector.expected.players, actual: actual.players }];
  if (canonicalJson(actual.ranking) !== canonicalJson(vector.expected.ranking)) return [{ id: vector.id, field: "ranking", expected: vector.expected.ranking, actual: actual.ranking }];
  return [];
}

/** Checks one illegal-move vector on `game`: the move must be refused with the expected code, and the position left as it was. */
export function checkIllegal(game: AnyGame, vector: IllegalVector): VectorMismatch[] {
  const state = load(game, vector.position);
  const before = canonicalJson(state);
  const check = game.validateMove(state, vector.move, vector.player);
  if (check.ok) return [{ id: vector.id, field: "code", expected: vector.code, actual: "accepted" }];
  if (check.error.code !== vector.code) return [{ id: vector.id, field: "code", expected: vector.code, actual: check.error.code }];
  let thrown: unknown = null;
  try {
    game.applyMove(state, vector.move, vector.player);
  } catch (e) {
    thrown = e;
  }
  const code = (thrown as { code?: unknown } | null)?.code;
  if (code !== vector.code) return [{ id: vector.id, field: "applyMove", expected: vector.code, actual: code ?? "no error" }];
  if (canonicalJson(state) !== before) return [{ id: vector.id, field: "position", expected: "unchanged", actual: "changed" }];
  return [];
}
