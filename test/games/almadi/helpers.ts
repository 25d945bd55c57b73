/** Position builders for Almadi rules tests. They keep every conservation invariant intact. */
import { expect } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { almadi, almadiPosition, LANDSCAPES, type AlmadiMove, type AlmadiState, type CharacterId, type PlayerState, type TurnState } from "../../../src/games/almadi/index.js";

/** A game at player 0's first turn (by the public builder): starting tiles chosen in order (`starts[p]` for seat p), first two dealt characters kept. */
export function newGame(opts: { players?: number; characters?: boolean; starts?: string[]; seed?: number } = {}): AlmadiState {
  return almadiPosition({ players: opts.players ?? 2, seed: opts.seed ?? 1, config: { characters: opts.characters ?? false }, ...(opts.starts && { startTiles: opts.starts }) });
}

/** Applies moves in order (each must be legal), for the player on turn. */
export function play(s: AlmadiState, ...moves: AlmadiMove[]): AlmadiState {
  for (const m of moves) s = almadi.applyMove(s, m);
  return s;
}

/** The first landscape of `type` whose edges (N, E, S, W) match `pattern` (`?` = any), not in `except`. */
export function tileWith(type: "OAS" | "CAR" | "MKT" | "PAL", pattern = "????", except: readonly string[] = []): string {
  const t = LANDSCAPES.find((l) => l.type === type && !except.includes(l.id) && l.edges.every((e, i) => pattern[i] === "?" || pattern[i] === e));
  if (!t) throw new Error(`no ${type} tile with edges ${pattern}`);
  return t.id;
}

/** Tiles of a type with edges matching, as many as asked, all different. */
export function tilesWith(type: "OAS" | "CAR" | "MKT" | "PAL", pattern: string, n: number, except: readonly string[] = []): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(tileWith(type, pattern, [...except, ...out]));
  return out;
}

/**
 * Rearranges landscapes (by the public builder): `realms[p]` replaces the placed part of player
 * p's realm (the starting tile stays), `board[slot]` puts a tile on a slot, `supplyTop` puts tiles
 * on top of the supply. The per-type count in play is kept.
 */
export function arrange(s: AlmadiState, spec: { realms?: Record<number, Record<string, string>>; board?: Record<number, string>; supplyTop?: string[] }): AlmadiState {
  const realms = spec.realms && Object.fromEntries(Object.entries(spec.realms).map(([p, landscapes]) => [p, { landscapes }]));
  return almadiPosition({ from: s, ...(realms && { realms }), ...(spec.board && { board: spec.board }), ...(spec.supplyTop && { supplyTop: spec.supplyTop }) });
}

/** Patches one player's belongings (rubies come from / go to the supply). */
export function withPlayer(s: AlmadiState, p: number, patch: Partial<PlayerState>): AlmadiState {
  const old = s.players[p]!;
  const rubies = patch.rubies !== undefined ? s.rubies - (patch.rubies - old.rubies) : s.rubies;
  const players = s.players.slice();
  players[p] = { ...old, ...patch };
  return { ...s, rubies, players };
}

/** Gives player p rubies from the supply. */
export function giveRubies(s: AlmadiState, p: number, n: number): AlmadiState {
  return almadiPosition({ from: s, realms: { [p]: { rubies: s.players[p]!.rubies + n } } });
}

/** Makes player p own characters as hired (taken from wherever they are, for free). */
export function hireFree(s: AlmadiState, p: number, ...cs: CharacterId[]): AlmadiState {
  return almadiPosition({ from: s, realms: { [p]: { hired: [...s.players[p]!.hired.filter((c) => !cs.includes(c)), ...cs] } } });
}

/** Puts character c into player p's hand (from wherever it is). */
export function toHand(s: AlmadiState, p: number, c: CharacterId): AlmadiState {
  return almadiPosition({ from: s, realms: { [p]: { hand: [...s.players[p]!.hand.filter((x) => x !== c), c] } } });
}

/** Gives player p cards from the mosaic or stall deck (top cards first, or the named ones). */
export function giveCards(s: AlmadiState, p: number, deck: "mosaicDeck" | "stallDeck", ids: number | string[]): AlmadiState {
  const cards = typeof ids === "number" ? s[deck].slice(0, ids) : ids;
  const field = deck === "mosaicDeck" ? "mosaics" : "stalls";
  return almadiPosition({ from: s, realms: { [p]: { [field]: [...s.players[p]![field], ...cards] } } });
}

/** Gives player p objectives from the middle (or moves them from another player, or brings them in from the box). */
export function giveObjective(s: AlmadiState, p: number, id: string, completed = false): AlmadiState {
  return almadiPosition({ from: s, realms: { [p]: { objectives: [...s.players[p]!.objectives.filter((o) => o.id !== id), { id, completed }] } } });
}

/** Patches the turn in progress. */
export function withTurn(s: AlmadiState, patch: Partial<TurnState>): AlmadiState {
  return { ...s, turn: { ...s.turn!, ...patch } };
}

/** The legal moves of the active player, as canonical strings, sorted. */
export function movesOf(s: AlmadiState, type?: AlmadiMove["type"]): AlmadiMove[] {
  return almadi.legalMoves(s).filter((m) => type === undefined || m.type === type);
}

/** Asserts a move is refused with this code and changes nothing. */
export function expectRefused(s: AlmadiState, move: unknown, code: string): void {
  const check = almadi.validateMove(s, move);
  expect(check.ok).toBe(false);
  if (!check.ok) expect(check.error.code).toBe(code);
}

/** A game after `steps` random moves (fewer when it ends first), seeded: every phase is reachable. */
export function randomGame(opts: { players: number; characters: boolean; seed: number; steps: number; startTiles?: "choose" | "random" }): AlmadiState {
  const rng = Rng.fromSeed(opts.seed);
  let s = almadi.setup({ players: opts.players, seed: opts.seed, config: { characters: opts.characters, startTiles: opts.startTiles ?? "choose" } });
  for (let i = 0; i < opts.steps && !almadi.isTerminal(s); i++) {
    const moves = almadi.legalMoves(s);
    s = almadi.applyMove(s, moves[rng.int(moves.length)]!);
  }
  return s;
}
