/**
 * Illegal-move vectors, found by search: seeded random games, and at each position moves bent
 * out of shape (a seat that may not act, a field given another move's value, a move from another
 * position, a malformed value). The first vectors found for each error code are kept.
 */
import { Rng } from "../../core/prng.js";
import type { AnyGame, PlayerId } from "../../core/types.js";
import { canonicalJson } from "../canonical.js";
import type { IllegalVector } from "../vectors.js";
import { vectorFlags } from "./perft-table.js";
import { CORPUS_SEED, PLAN } from "./plan.js";
import { randomChooser } from "./play.js";

/** Vectors kept per error code. */
const PER_CODE = 2;
/** Seeded games searched per player count. */
const GAMES = 2;
/** Positions searched per game: every {@link STRIDE}th, up to this many, and the last. */
const POSITIONS = 60;
const STRIDE = 2;
/** Candidates tried per position. */
const CANDIDATES = 120;
/** Added to a number to take it far out of its range. */
const FAR = 50;
/** Recently listed moves kept to try elsewhere. */
const MEMORY = 40;

type Candidate = { readonly move: unknown; readonly player?: PlayerId };

/** The illegal-move vectors of a game (`<game>/illegal.json` entries). */
export function illegalVectors(game: AnyGame): IllegalVector[] {
  const found = new Map<string, IllegalVector[]>();
  const flags = vectorFlags(game);
  const tryOne = (position: unknown, c: Candidate): void => {
    const check = game.validateMove(position, c.move, c.player);
    if (check.ok) return;
    const code = check.error.code;
    const list = found.get(code) ?? [];
    if (list.length >= PER_CODE) return;
    list.push({ id: `${code}-${list.length + 1}`, position, ...(c.player === undefined ? {} : { player: c.player }), move: c.move, code, ...flags });
    found.set(code, list);
  };
  // The smallest and next player counts, and every notable config of the plan.
  const setups = (PLAN[game.id]?.perft ?? []).filter((s) => s.tag !== "" || s.players <= game.players.min + 1);
  for (const setup of setups) {
    for (let g = 0; g < GAMES; g++) {
      for (const explicit of [false, true]) searchGame(game, setup.players, { ...game.defaultConfig, ...setup.config }, g, explicit, tryOne);
    }
  }
  return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, list]) => list);
}

function searchGame(game: AnyGame, players: number, config: Readonly<Record<string, unknown>>, index: number, explicit: boolean, tryOne: (position: unknown, c: Candidate) => void): void {
  const seed = CORPUS_SEED + 100 * players + index;
  const rng = Rng.fromSeed(seed + (explicit ? 50 : 0));
  const choose = randomChooser(game, rng);
  let position: unknown = explicit ? game.setup({ players, config, chance: "explicit" }) : game.setup({ players, seed, config });
  const memory: unknown[] = [];
  const values = new Map<string, unknown[]>();
  let step = 0;
  const limit = game.moveLimit(players) * (explicit ? 4 : 1);
  let searched = 0;
  while (step < limit) {
    const moves = game.legalMoves(position) as readonly unknown[];
    if ((step % STRIDE === 0 && searched < POSITIONS) || game.isTerminal(position)) {
      searched++;
      for (const c of candidates(game, position, moves, memory, values).slice(0, CANDIDATES)) tryOne(position, c);
    }
    if (game.isTerminal(position)) break;
    const isChance = game.isChanceNode(position);
    if (!isChance) {
      for (const m of moves) remember(m, memory, values);
    }
    position = game.applyMove(position, choose(position, moves, isChance));
    step++;
  }
}

/** Keeps a listed move and its field values, for trying elsewhere. */
function remember(move: unknown, memory: unknown[], values: Map<string, unknown[]>): void {
  if (memory.length >= MEMORY) memory.shift();
  memory.push(move);
  if (typeof move !== "object" || move === null) return;
  for (const [k, v] of Object.entries(move)) {
    if (k === "player") continue;
    const key = `${String((move as { type?: unknown }).type)}.${k}`;
    const list = values.get(key) ?? [];
    if (list.length < MEMORY && !list.some((x) => canonicalJson(x) === canonicalJson(v))) list.push(v);
    values.set(key, list);
  }
}

/** Moves to try at `position`: each bent one way. */
function candidates(game: AnyGame, position: unknown, moves: readonly unknown[], memory: readonly unknown[], values: ReadonlyMap<string, unknown[]>): Candidate[] {
  const out: Candidate[] = [];
  const active = game.activePlayers(position) as readonly PlayerId[];
  const seats = game.playerCount(position) as number;
  const idle = Array.from({ length: seats }, (_, i) => i).find((p) => !active.includes(p));
  const some = memory[memory.length - 1] ?? { type: "pass" };
  if (game.isChanceNode(position)) {
    out.push({ move: some }, { move: { type: "chance", outcome: 10_000 } }, { move: { type: "chance", outcome: 0 }, player: 0 });
    return out;
  }
  const first = moves[0];
  if (first !== undefined && idle !== undefined) out.push({ move: strip(first), player: idle });
  const seat = active[0];
  if (first !== undefined && seat !== undefined) {
    // The move names one seat, the caller another (an active one).
    out.push({ move: { ...strip(first), player: (seat + 1) % seats }, player: seat });
  }
  if (active.length > 1) out.push({ move: strip(first) });
  out.push({ move: { type: "no-such-move" } }, { move: "pass" }, { move: first === undefined ? null : { ...strip(first), extra: 1 } });
  // Moves listed elsewhere, and listed moves with one field taken from another move.
  for (const m of memory) out.push({ move: m });
  for (const m of moves.slice(0, 8)) {
    if (typeof m !== "object" || m === null) continue;
    for (const [k] of Object.entries(m)) {
      if (k === "type" || k === "player") continue;
      for (const v of values.get(`${String((m as { type?: unknown }).type)}.${k}`) ?? []) out.push({ move: { ...(m as object), [k]: v } });
      const own = (m as Record<string, unknown>)[k];
      // A number just out of reach (one past, far past) and a value of the wrong type.
      if (typeof own === "number") for (const v of [own + 1, own + FAR]) out.push({ move: { ...(m as object), [k]: v } });
      out.push({ move: { ...(m as object), [k]: "?" } });
    }
  }
  return out;
}

/** A listed move without its seat field. */
function strip(move: unknown): Record<string, unknown> {
  if (typeof move !== "object" || move === null) return { value: move };
  const { player: _seat, ...rest } = move as Record<string, unknown>;
  return rest;
}
