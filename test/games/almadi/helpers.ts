/** Position builders for Almadi rules tests. They keep every conservation invariant intact. */
import { expect } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { almadi, LANDSCAPES, OBJECTIVES, type AlmadiMove, type AlmadiState, type CharacterId, type PlayerState, type TurnState } from "../../../src/games/almadi/index.js";

/** A game at player 0's first turn: starting tiles chosen in order (`starts[p]` for seat p), first two dealt characters kept. */
export function newGame(opts: { players?: number; characters?: boolean; starts?: string[]; seed?: number } = {}): AlmadiState {
  const players = opts.players ?? 2;
  let s = almadi.setup({ players, seed: opts.seed ?? 1, config: { characters: opts.characters ?? false, firstPlayer: 0 } });
  const starts = opts.starts ?? ["ST1", "ST2", "ST3", "ST4", "ST5"];
  while (s.phase === "start") s = almadi.applyMove(s, { type: "chooseStartTile", tile: starts[s.current]! });
  while (s.phase === "keep") {
    const p = almadi.activePlayers(s)[0]!;
    const d = s.players[p]!.dealt;
    s = almadi.applyMove(s, { type: "keepCharacters", keep: [d[0]!, d[1]!] }, p);
  }
  return s;
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

const typeOf = (id: string) => LANDSCAPES.find((l) => l.id === id)!.type;

/**
 * Rearranges landscapes: `realms[p]` replaces the placed part of player p's realm (the starting
 * tile stays), `board[slot]` puts a tile on a slot, `supplyTop` puts tiles on top of the supply.
 * Tiles come from wherever they are; the per-type count in play is kept by swapping with
 * supply tiles of the same type.
 */
export function arrange(
  s: AlmadiState,
  spec: { realms?: Record<number, Record<string, string>>; board?: Record<number, string>; supplyTop?: string[] },
): AlmadiState {
  const wanted = new Set<string>([
    ...Object.values(spec.realms ?? {}).flatMap((r) => Object.values(r)),
    ...Object.values(spec.board ?? {}),
    ...(spec.supplyTop ?? []),
  ]);
  let supply = s.supply.filter((t) => !wanted.has(t));
  const board = s.board.slice();
  const players = s.players.map((p) => ({ ...p, realm: { ...p.realm } }));
  const inPlay = new Set<string>([...s.supply, ...(s.board.filter((x) => x !== null) as string[])]);
  players.forEach((p) => Object.values(p.realm).forEach((t) => inPlay.add(t)));
  // Realms listed are rebuilt: their placed tiles go back to the supply.
  for (const [pi, cells] of Object.entries(spec.realms ?? {})) {
    const p = players[Number(pi)]!;
    for (const k of Object.keys(p.realm)) {
      if (k.endsWith(",0") && p.realm[k]!.startsWith("ST")) continue;
      if (!wanted.has(p.realm[k]!)) supply.push(p.realm[k]!);
      delete p.realm[k];
    }
    void cells;
  }
  // Wanted tiles leave their old places.
  for (let i = 0; i < board.length; i++) if (board[i] !== null && wanted.has(board[i]!)) board[i] = null;
  for (const p of players) for (const k of Object.keys(p.realm)) if (wanted.has(p.realm[k]!) && !p.realm[k]!.startsWith("ST")) delete p.realm[k];
  // Keep the count per type: every wanted tile not already in play displaces a supply tile of its type.
  for (const id of wanted) {
    if (inPlay.has(id)) continue;
    const i = supply.findIndex((t) => typeOf(t) === typeOf(id));
    if (i < 0) throw new Error(`no ${typeOf(id)} in the supply to displace for ${id}`);
    supply = [...supply.slice(0, i), ...supply.slice(i + 1)];
  }
  for (const [pi, cells] of Object.entries(spec.realms ?? {})) Object.assign(players[Number(pi)]!.realm, cells);
  for (const [slot, id] of Object.entries(spec.board ?? {})) {
    const old = board[Number(slot)];
    if (old !== null && old !== undefined && !wanted.has(old)) supply.push(old);
    board[Number(slot)] = id;
  }
  for (let i = 0; i < board.length; i++) if (board[i] === null && supply.length > 0) board[i] = supply.shift()!;
  supply = [...(spec.supplyTop ?? []), ...supply];
  const next: AlmadiState = { ...s, supply, board, players };
  expect(almadi.invariants(next)).toEqual([]);
  return next;
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
  return withPlayer(s, p, { rubies: s.players[p]!.rubies + n });
}

/**
 * Takes character c from wherever it is. The undealt pile never changes size in play, so a card
 * taken from it is replaced there by a card of the public row (or of another player's hand).
 */
function takeCharacter(s: AlmadiState, c: CharacterId, keep: readonly CharacterId[] = []): AlmadiState {
  const strip = (xs: readonly CharacterId[]) => xs.filter((x) => x !== c);
  let unusedCharacters = strip(s.unusedCharacters);
  let publicCharacters = strip(s.publicCharacters);
  let players = s.players.map((q) => ({ ...q, hand: strip(q.hand), dealt: strip(q.dealt), hired: strip(q.hired) }));
  if (unusedCharacters.length < s.unusedCharacters.length) {
    const spare = publicCharacters.find((x) => !keep.includes(x));
    if (spare !== undefined) publicCharacters = publicCharacters.filter((x) => x !== spare);
    else {
      const q = players.findIndex((p) => p.hand.some((x) => !keep.includes(x)));
      const x = players[q]!.hand.find((y) => !keep.includes(y))!;
      players = players.map((p, i) => (i === q ? { ...p, hand: p.hand.filter((y) => y !== x) } : p));
      unusedCharacters = [...unusedCharacters, x];
    }
    if (spare !== undefined) unusedCharacters = [...unusedCharacters, spare];
  }
  return { ...s, publicCharacters, unusedCharacters, players };
}

/** Makes player p own character c as hired (taken from wherever it is, for free). */
export function hireFree(s: AlmadiState, p: number, ...cs: CharacterId[]): AlmadiState {
  for (const c of cs) {
    s = takeCharacter(s, c, cs);
    s = { ...s, players: s.players.map((q, i) => (i === p ? { ...q, hired: [...q.hired, c] } : q)) };
  }
  expect(almadi.invariants(s)).toEqual([]);
  return s;
}

/** Puts character c into player p's hand (from wherever it is). */
export function toHand(s: AlmadiState, p: number, c: CharacterId): AlmadiState {
  s = takeCharacter(s, c, [c]);
  return { ...s, players: s.players.map((q, i) => (i === p ? { ...q, hand: [...q.hand, c] } : q)) };
}

/** Gives player p cards from the mosaic or stall deck (top cards first, or the named ones). */
export function giveCards(s: AlmadiState, p: number, deck: "mosaicDeck" | "stallDeck", ids: number | string[]): AlmadiState {
  const cards = typeof ids === "number" ? s[deck].slice(0, ids) : ids;
  for (const id of cards) if (!s[deck].includes(id)) throw new Error(`${id} is not in the ${deck}`);
  const field = deck === "mosaicDeck" ? "mosaics" : "stalls";
  const next = withPlayer({ ...s, [deck]: s[deck].filter((c) => !cards.includes(c)) }, p, { [field]: [...s.players[p]![field], ...cards] });
  expect(almadi.invariants(next)).toEqual([]);
  return next;
}

/** Gives player p objectives from the middle (or moves them from another player). */
export function giveObjective(s: AlmadiState, p: number, id: string, completed = false): AlmadiState {
  const players = s.players.map((q, i) => ({
    ...q,
    objectives: i === p ? [...q.objectives.filter((o) => o.id !== id), { id, completed }] : q.objectives.filter((o) => o.id !== id),
  }));
  let objectives = s.objectives.filter((o) => o !== id);
  let next: AlmadiState = { ...s, objectives, players };
  // Bring in a card that was not set out by sending one of its colour back to the box.
  if (!s.objectives.includes(id) && !s.players.some((q) => q.objectives.some((o) => o.id === id))) {
    const colour = OBJECTIVES.find((o) => o.id === id)!.colour;
    const same = (x: string) => x !== id && OBJECTIVES.find((o) => o.id === x)!.colour === colour;
    const out = [...objectives, ...players.flatMap((q) => q.objectives.map((o) => o.id))].find(same)!;
    objectives = objectives.filter((x) => x !== out);
    next = { ...next, objectives, players: players.map((q) => ({ ...q, objectives: q.objectives.filter((o) => o.id !== out) })) };
  }
  expect(almadi.invariants(next)).toEqual([]);
  return next;
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
