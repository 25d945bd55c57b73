import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalKey,
  IllegalMoveError,
  isIllegalMoveError,
  isTesseraeError,
  isValidationError,
  Rng,
  secureRngState,
  seedState,
  ValidationError,
  type AnyGame,
  type PlayerId,
  type StateOf,
} from "../../src/core/index.js";
import { deepFreeze } from "./helpers.js";

/**
 * The promises of the common contract at its edges (one actor model, leak-free hidden
 * information, sound loaded states, typed answers to bad input), checked on positions of random
 * playouts for one game, config and player count.
 */

/** Plays a random game through the README loop: `applyMove(state, legalMoves(state)[i])`, no player given. */
export function readmeLoop<G extends AnyGame>(game: G, players: number, seed: number, config: Record<string, unknown>): StateOf<G>[] {
  const rng = Rng.fromSeed(seed ^ 0x10a9);
  let state = deepFreeze(game.setup({ players, seed, config }));
  const states = [state];
  const limit = game.moveLimit(players);
  for (let step = 0; !game.isTerminal(state); step++) {
    if (step >= limit) throw new Error(`${game.id}: no end within its moveLimit ${limit} (seed ${seed})`);
    const moves = game.legalMoves(state);
    expect(moves.length, "a game that is not over lists a move").toBeGreaterThan(0);
    const keys = new Set(moves.map(canonicalKey));
    expect(keys.size, "every entry of legalMoves(state) is distinct").toBe(moves.length);
    const decision = game.decision(state);
    expect(decision, "a game that is not over has a decision").not.toBeNull();
    expect([...decision!.players], "decision(state).players is activePlayers(state)").toEqual([...game.activePlayers(state)]);
    expect(typeof decision!.kind).toBe("string");
    expect(decision!.prompt.length).toBeGreaterThan(0);
    if (decision!.players.length > 1) {
      for (const m of moves) expect(decision!.players, "a move listed when several may act names its player").toContain((m as { player?: PlayerId }).player);
    }
    state = deepFreeze(game.applyMove(state, moves[rng.int(moves.length)]));
    states.push(state);
  }
  expect(game.decision(state)).toBeNull();
  return states;
}

/** The last state of a random game played to its end through the README loop. */
export function finishedGame<G extends AnyGame>(game: G, players: number, seed: number, config: Record<string, unknown> = {}): StateOf<G> {
  const states = readmeLoop(game, players, seed, config);
  return states[states.length - 1]!;
}

/** Everything one seat is shown of a state: view, rendering, decision, own moves and their descriptions, the scores. */
function seen(game: AnyGame, state: unknown, seat: PlayerId): unknown {
  const view = game.playerView(state, seat);
  const moves = game.legalMoves(view);
  return {
    view,
    render: game.render(state, seat),
    renderOfView: game.render(view),
    decision: game.decision(view),
    moves: moves.map(canonicalKey),
    descriptions: moves.slice(0, 8).map((m: unknown) => game.describeMove(view, m)),
    // Scores of a game in progress are shown to everyone (the CLI's replay prints them): they may
    // count only what all may see. Final scores may count what the end reveals.
    score: game.isTerminal(state) ? null : game.score(state),
  };
}

/** Checks, at one state, that nothing a seat is given depends on what that seat cannot see. */
export function checkLeakFree(game: AnyGame, state: unknown, seed: number): void {
  const players = game.playerCount(state);
  for (let p = 0; p < players; p++) {
    const view = game.playerView(state, p);
    expect(game.isView(view), "a view is recognised as a view").toBe(true);
    expect(game.isView(state), "a state is not a view").toBe(false);
    // Another state this seat cannot tell apart from the real one.
    const twin = deepFreeze(game.determinize(state, p, Rng.fromSeed(seed + 17 * p)));
    expect(game.invariants(twin), "a determinized state is sound").toEqual([]);
    expect(seen(game, twin, p), "a seat is shown the same of two states that differ only in what it cannot see").toEqual(seen(game, state, p));
    // determinize depends on the view and the rng alone.
    expect(game.determinize(twin, p, Rng.fromSeed(seed)), "determinize ignores hidden data").toEqual(game.determinize(state, p, Rng.fromSeed(seed)));
    // The seat's own moves never depend on what it cannot see.
    const own = game.legalMoves(state, p).map(canonicalKey).sort();
    expect(game.legalMoves(view).map(canonicalKey).sort(), "legalMoves(view) lists the seat's own moves").toEqual(own);
    // A view cannot be played on or loaded.
    const first = game.legalMoves(state, p)[0];
    if (first !== undefined) {
      const check = game.validateMove(view, first, p);
      expect(!check.ok && check.error.code).toBe("NOT_A_STATE");
      expect(() => game.applyMove(view, first, p)).toThrow(IllegalMoveError);
    }
    expect(() => game.loadState(JSON.parse(JSON.stringify(view)))).toThrow(ValidationError);
  }
  const spectator = game.playerView(state, "spectator");
  expect(game.legalMoves(spectator)).toEqual([]);
  expect(typeof game.render(spectator)).toBe("string");
}

/** One small random change somewhere in a plain-data value (a copy; the input is untouched). */
export function corrupt(value: unknown, rng: Rng): unknown {
  const copy = JSON.parse(JSON.stringify(value));
  let holder: Record<string, unknown> | unknown[] = copy;
  let key: string | number = "";
  // Walk a random path down to a leaf or a container to change.
  for (let depth = 0; depth < 8; depth++) {
    const keys = Array.isArray(holder) ? holder.map((_, i) => i) : Object.keys(holder).filter((k) => k !== "game");
    if (keys.length === 0) break;
    key = keys[rng.int(keys.length)]!;
    const next = (holder as Record<string | number, unknown>)[key];
    if (next === null || typeof next !== "object" || rng.int(4) === 0) break;
    holder = next as Record<string, unknown> | unknown[];
  }
  const h = holder as Record<string | number, unknown>;
  const v = h[key];
  const r = rng.int(6);
  if (typeof v === "number") h[key] = [v + 1, v - 1, 0, v + 3, -1, 99][r];
  else if (typeof v === "boolean") h[key] = !v;
  else if (typeof v === "string") h[key] = r < 3 ? `${v}x` : "";
  else if (Array.isArray(v) && v.length > 0) {
    if (r < 2 && v.length > 1) [v[0], v[v.length - 1]] = [v[v.length - 1], v[0]];
    else if (r < 4) v.splice(rng.int(v.length), 1);
    else v.push(JSON.parse(JSON.stringify(v[rng.int(v.length)])));
  } else if (v === null) h[key] = 0;
  else if (typeof v === "object" && v !== null) {
    const ks = Object.keys(v);
    if (ks.length > 0) delete (v as Record<string, unknown>)[ks[rng.int(ks.length)]!];
  }
  return copy;
}

/** A value past every board and id range of the games: a byte's last value (Almadi's realm columns stop one short). */
const PAST_THE_EDGE = 255;
/** Numbers an out-of-range corruption writes: past the edge, and not whole. */
const OUT_OF_RANGE: readonly number[] = [PAST_THE_EDGE, 1.5];

/** `text` with its last number replaced by {@link PAST_THE_EDGE} (a realm cell "2,3" → "2,255"), or null when it has none. */
function pastTheEdge(text: string): string | null {
  const out = text.replace(/\d+(?!.*\d)/, String(PAST_THE_EDGE));
  return out === text ? null : out;
}

/**
 * One coordinate or id somewhere in a plain-data value put out of every range (a copy; the input is
 * untouched), each place as likely as any other: a number becomes 255 or 1.5, a string or an object
 * key holding a number (a cell "r,c") gets 255 as its last number.
 */
export function corruptOutOfRange(value: unknown, rng: Rng): unknown {
  const copy = JSON.parse(JSON.stringify(value));
  const places: (() => void)[] = [];
  const visit = (holder: Record<string, unknown> | unknown[]): void => {
    for (const [k, v] of Object.entries(holder)) {
      const h = holder as Record<string, unknown>;
      if (typeof v === "number") places.push(() => (h[k] = OUT_OF_RANGE[rng.int(OUT_OF_RANGE.length)]));
      else if (typeof v === "string" && pastTheEdge(v) !== null) places.push(() => (h[k] = pastTheEdge(v)));
      else if (v !== null && typeof v === "object") visit(v as Record<string, unknown>);
      const renamed = Array.isArray(holder) ? null : pastTheEdge(k);
      if (renamed !== null && !Object.hasOwn(h, renamed)) {
        places.push(() => {
          h[renamed] = h[k];
          delete h[k];
        });
      }
    }
  };
  if (copy !== null && typeof copy === "object") visit(copy);
  const pick = places[rng.int(places.length)];
  pick?.();
  return copy;
}

/**
 * A corrupted save that `invariants` calls sound is one the rules can read: loadState may refuse it
 * for its schema (form, and the ranges the schema states) or because no one can act, but never
 * because the rules failed on it. So whatever the schema lets through and the rules cannot handle
 * (a realm column past the board) is named by the invariants, for a state handed straight to the
 * engine too.
 */
export function checkInvariantsSeeCorruption(game: AnyGame, data: unknown): void {
  let problems: readonly string[];
  try {
    problems = game.invariants(data);
  } catch (e) {
    expect(isTesseraeError(e), `invariants throws a TesseraeError, not ${String(e)}`).toBe(true);
    return;
  }
  if (problems.length > 0) return;
  try {
    game.loadState(data);
  } catch (e) {
    expect(isValidationError(e), `loadState refuses with a ValidationError, not ${String(e)}`).toBe(true);
    expect((e as ValidationError).field, `invariants found nothing wrong with a state the rules cannot read: ${(e as Error).message}`).not.toBe("(root)");
  }
}

/** Whether a saved state that loads plays on: every listed move applies and leaves sound invariants. */
export function checkLoadedPlaysOn(game: AnyGame, data: unknown): boolean {
  let state: unknown;
  try {
    state = game.loadState(data);
  } catch (e) {
    expect(isValidationError(e), `loadState refuses with a ValidationError, not ${String(e)}`).toBe(true);
    return false;
  }
  if (game.isTerminal(state)) return true;
  const active = game.activePlayers(state);
  expect(active.length, "a loaded state that is not over has someone to act").toBeGreaterThan(0);
  for (const p of active) {
    const moves = game.legalMoves(state, p);
    expect(moves.length, `player ${p} of a loaded state has a move`).toBeGreaterThan(0);
    for (const m of moves.slice(0, 40)) {
      let next: unknown;
      try {
        next = game.applyMove(state, m, p);
      } catch (e) {
        throw new Error(`${game.id}: a listed move of a loaded state did not apply: ${canonicalKey(m)}: ${String(e)}\nstate: ${JSON.stringify(data).slice(0, 2000)}`);
      }
      expect(game.invariants(next), `invariants after ${canonicalKey(m)} on a loaded state`).toEqual([]);
    }
  }
  return true;
}

const PROTOTYPE_NAMES = ["toString", "valueOf", "hasOwnProperty", "__proto__", "constructor", "__defineGetter__", "isPrototypeOf"];

/** Bad input of every kind gets a typed, short answer and changes nothing. */
export function checkBadInput(game: AnyGame, state: unknown, players: number): void {
  const before = JSON.stringify(state);
  const seat = game.activePlayers(state)[0];
  const bad: unknown[] = [
    ...PROTOTYPE_NAMES.map((type) => ({ type })),
    JSON.parse('{"__proto__": {"type": "x"}}'),
    { type: "x".repeat(1_000_000) },
    Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])),
    { player: "0" },
    { player: 99 },
  ];
  for (const move of bad) {
    const check = game.validateMove(state, move, seat);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(isIllegalMoveError(check.error)).toBe(true);
      expect(check.error.message.length, "error messages stay short").toBeLessThan(1000);
    }
    expect(() => game.applyMove(state, move as never, seat)).toThrow(IllegalMoveError);
  }
  for (const notState of [null, 42, "state", [], {}, { game: game.id }, { ...(state as object), rng: undefined }]) {
    const check = game.validateMove(notState, {});
    expect(!check.ok && check.error.code).toBe("NOT_A_STATE");
    expect(() => game.legalMoves(notState)).toThrow(ValidationError);
    expect(() => game.render(notState)).toThrow(ValidationError);
  }
  for (const config of [5, true, "", 0, [], null]) {
    expect(() => game.setup({ players, seed: 1, config: config as never })).toThrow(ValidationError);
  }
  for (const seed of [Date.now(), 1.5, "s".repeat(10_000_000), null]) {
    try {
      game.setup({ players, seed: seed as never });
      throw new Error(`seed ${String(seed).slice(0, 20)} was accepted`);
    } catch (e) {
      expect(isValidationError(e)).toBe(true);
      expect((e as Error).message.length).toBeLessThan(1000);
    }
  }
  expect(JSON.stringify(state), "bad input changes nothing").toBe(before);
}

/** Out-of-range corruptions tried per game of the corrupted-saves properties. */
const OUT_OF_RANGE_CORRUPTIONS = 20;

/** Registers the contract properties for one game, config and player count (inside a describe). */
export function contractProperties(game: AnyGame, players: number, config: Record<string, unknown>, runs: number): void {
  it("the README loop: legalMoves(state) entries are distinct and each applies as it stands; decisions agree; games end within moveLimit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        readmeLoop(game, players, seed, config);
      }),
      { numRuns: runs, seed: 31_337 + players },
    );
  });

  it("hidden information: what a seat is shown, and determinize, depend only on what it may see", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const states = readmeLoop(game, players, seed, config);
        const r = Rng.fromSeed(seed);
        for (let i = 0; i < 3; i++) checkLeakFree(game, states[r.int(states.length)], seed + i);
      }),
      { numRuns: Math.max(1, Math.ceil(runs / 2)), seed: 4_242 + players },
    );
  });

  it("saved states that load are sound: corrupted saves (a coordinate or id out of range among them) are refused or play on, and any the invariants call sound the rules can read", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const states = readmeLoop(game, players, seed, config);
        const r = Rng.fromSeed(seed ^ 0xbad);
        for (let i = 0; i < 40; i++) checkLoadedPlaysOn(game, corrupt(states[r.int(states.length)], r));
        for (let i = 0; i < OUT_OF_RANGE_CORRUPTIONS; i++) {
          const bad = corruptOutOfRange(states[r.int(states.length)], r);
          checkInvariantsSeeCorruption(game, bad);
          checkLoadedPlaysOn(game, bad);
        }
      }),
      { numRuns: Math.max(1, Math.ceil(runs / 2)), seed: 9_001 + players },
    );
  });

  it("a corrupted state handed straight to the engine (no loadState): who acts, whether it is over, what is wrong with it, its moves and their application answer or throw a typed error, never a TypeError", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const states = readmeLoop(game, players, seed, config);
        const r = Rng.fromSeed(seed ^ 0xc0de);
        for (let i = 0; i < 40 + OUT_OF_RANGE_CORRUPTIONS; i++) {
          const from = states[r.int(states.length)];
          const bad = i < 40 ? corrupt(from, r) : corruptOutOfRange(from, r);
          const typed = (what: string, f: () => unknown): unknown => {
            try {
              return f();
            } catch (e) {
              expect(isTesseraeError(e), `${what} on a corrupted state throws a TesseraeError, not ${String(e)}`).toBe(true);
              return undefined;
            }
          };
          typed("isTerminal", () => game.isTerminal(bad));
          // invariants reports what is wrong, even when the state is too broken to read.
          const problems = typed("invariants", () => game.invariants(bad));
          if (problems !== undefined) expect(Array.isArray(problems), "invariants answers with a list").toBe(true);
          const active = typed("activePlayers", () => game.activePlayers(bad)) as readonly PlayerId[] | undefined;
          typed("decision", () => game.decision(bad));
          for (const p of active ?? []) {
            const moves = typed("legalMoves", () => game.legalMoves(bad, p)) as readonly unknown[] | undefined;
            const first = moves?.[0];
            if (first !== undefined) typed("applyMove", () => game.applyMove(bad, first as never, p));
          }
        }
      }),
      { numRuns: Math.max(1, Math.ceil(runs / 2)), seed: 9_003 + players },
    );
  });

  it("setup from a PRNG state: rng = seedState(seed) is the game of that seed; bad or doubled starts are refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        expect(game.setup({ players, config, rng: seedState(seed) })).toEqual(game.setup({ players, config, seed }));
      }),
      { numRuns: runs, seed: 77 + players },
    );
    const fresh = game.setup({ players, config, rng: secureRngState() });
    expect(game.invariants(fresh)).toEqual([]);
    for (const rng of [[1, 2, 3], [1, 2, 3, -4], [1, 2, 3, 2 ** 32], "1234", null, [0.5, 0, 0, 0]]) {
      expect(() => game.setup({ players, config, rng } as never)).toThrow(ValidationError);
    }
    expect(() => game.setup({ players, config, seed: 1, rng: seedState(1) } as never)).toThrow(/not both/);
  });

  it("non-states, huge, prototype-named and malformed inputs get short typed errors and change nothing", () => {
    const states = readmeLoop(game, players, 5, config);
    checkBadInput(game, states[0], players);
    checkBadInput(game, states[states.length >> 1], players);
  });
}

export { describe };
