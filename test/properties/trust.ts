import fc from "fast-check";
import { expect, it } from "vitest";
import { canonicalKey, History, IllegalMoveError, isIllegalMoveError, isValidationError, newRecord, Rng, withMove, type AnyGame, type PlayerId, type ReplayRecord } from "../../src/core/index.js";
import type { FastPath } from "../../src/rl/mechanics.js";
import * as rl from "../../src/rl/index.js";
import { almadiFastPath, azulFastPath, castlesOfBurgundyFastPath, karesansuiFastPath, queensGardenFastPath } from "../../src/rl/index.js";
import { botTurn } from "../../src/bots/index.js";
import { readmeLoop } from "./contract.js";

/**
 * The promises of the interface to hostile callers: whatever a caller, a client or a bot is handed
 * is frozen or shares nothing with the real state; a move is read once; definitions cannot be
 * patched; bad arguments get typed errors; simulators refuse what they do not list.
 */

/** Every game's fast path, by id (test-side: core knows no game). */
const FAST_PATHS: Readonly<Record<string, FastPath<unknown>>> = {
  azul: azulFastPath,
  "queens-garden": queensGardenFastPath,
  almadi: almadiFastPath,
  karesansui: karesansuiFastPath,
  "castles-of-burgundy": castlesOfBurgundyFastPath,
} as Record<string, FastPath<unknown>>;

/** Every object and array inside `value`, itself included. */
export function objectsIn(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === "object" && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsIn(v, into);
  }
  return into;
}

/** The first object inside `value` that is not frozen, as a path, or null when all are. */
export function unfrozenPath(value: unknown, path = "(root)"): string | null {
  if (value === null || typeof value !== "object") return null;
  if (!Object.isFrozen(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const inner = unfrozenPath(v, `${path}.${k}`);
    if (inner !== null) return inner;
  }
  return null;
}

/** Whatever a caller gets from a state shares no object with it (views, samples, decisions, seats, moves, scores). */
function checkHandedOut(game: AnyGame, state: unknown, seed: number): void {
  const inner = objectsIn(state);
  const independent = (value: unknown, what: string): void => {
    for (const o of objectsIn(value)) expect(inner.has(o), `${what} shares nothing with the state`).toBe(false);
  };
  const players = game.playerCount(state);
  const before = JSON.stringify(state);
  for (const seat of [...Array(players).keys(), "spectator" as const]) independent(game.playerView(state, seat), `playerView(state, ${seat})`);
  for (let p = 0; p < players; p++) {
    const sample = game.determinize(state, p, Rng.fromSeed(seed + p));
    independent(sample, `determinize(state, ${p})`);
    independent(game.fromView(game.playerView(state, p), Rng.fromSeed(seed)), "fromView");
    // Writing into all of it (a bot playing out in place) changes nothing real.
    scribble(game.playerView(state, p));
    scribble(sample);
  }
  independent(game.activePlayers(state), "activePlayers");
  independent(game.decision(state), "decision");
  for (const m of game.legalMoves(state)) independent(m, `a listed move (${canonicalKey(m)})`);
  independent(game.score(state), "a score sheet");
  scribble(game.activePlayers(state));
  scribble(game.decision(state));
  expect(JSON.stringify(state), "writing into what was handed out changes nothing").toBe(before);
}

/** Writes into every object and array inside `value` (where it is not frozen). */
function scribble(value: unknown, seen = new Set<object>()): void {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (Object.isFrozen(value)) return;
  for (const [k, v] of Object.entries(value)) {
    scribble(v, seen);
    if (typeof v === "number") (value as Record<string, unknown>)[k] = v + 7;
    else if (Array.isArray(v) && !Object.isFrozen(v)) v.push(v[0]);
  }
}

/** A twin of `move` whose every field is a getter: the legal value once, garbage after. */
function getterTwin(move: object): object {
  const twin = {};
  for (const [k, v] of Object.entries(move)) {
    let reads = 0;
    Object.defineProperty(twin, k, { enumerable: true, get: () => (reads++ === 0 ? v : 999) });
  }
  return twin;
}

/** A twin of `move` whose every field is a getter: garbage once, the legal value after. */
function lateTwin(move: object): object {
  const twin = {};
  for (const [k, v] of Object.entries(move)) {
    let reads = 0;
    Object.defineProperty(twin, k, { enumerable: true, get: () => (reads++ === 0 ? 999 : v) });
  }
  return twin;
}

/** A Proxy of `move` whose reads answer the legal value once per field, garbage after. */
function lyingProxy(move: object): object {
  const reads = new Map<string | symbol, number>();
  return new Proxy(
    { ...move },
    {
      get(target, key) {
        const n = reads.get(key) ?? 0;
        reads.set(key, n + 1);
        return n === 0 ? Reflect.get(target, key) : 999;
      },
    },
  );
}

/** Registers the trust properties for one game, config and player count (inside a describe). */
export function trustProperties(game: AnyGame, players: number, config: Record<string, unknown>, runs: number): void {
  it("what a caller is handed (views, samples, decisions, active seats, moves, scores) shares nothing with the state: writing into it changes nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const states = readmeLoop(game, players, seed, config);
        const r = Rng.fromSeed(seed);
        for (let i = 0; i < 3; i++) checkHandedOut(game, states[r.int(states.length)], seed + i);
      }),
      { numRuns: runs, seed: 77_000 + players },
    );
  });

  it("what a bot is shown (botTurn, as playMatch and botMove build it) is its own: view and moves share nothing with the state, the context and definition are frozen, samples keep the view", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const states = readmeLoop(game, players, seed, config);
        const r = Rng.fromSeed(seed ^ 0xb07);
        for (let i = 0; i < 3; i++) {
          const s = states[r.int(states.length - 1)];
          const inner = objectsIn(s);
          const seat = game.activePlayers(s)[0]!;
          const { view, moves, ctx } = botTurn(game, s as never, seat);
          expect(view).toEqual(game.playerView(s, seat));
          expect(moves.map(canonicalKey)).toEqual(game.legalMoves(s, seat).map(canonicalKey));
          for (const o of [...objectsIn(view), ...objectsIn(moves)]) expect(inner.has(o), "the bot's view and moves are its own").toBe(false);
          expect(Object.isFrozen(ctx) && Object.isFrozen(ctx.game), "context and definition are frozen").toBe(true);
          expect(ctx.player).toBe(seat);
          const sample = ctx.determinize(Rng.fromSeed(seed));
          for (const o of objectsIn(sample)) expect(inner.has(o), "a sample is the bot's own").toBe(false);
          expect(game.playerView(sample, seat), "a sample keeps the seat's view").toEqual(view);
        }
      }),
      { numRuns: runs, seed: 76_000 + players },
    );
  });

  it("a move is read once: what a getter or a Proxy answers first is checked and applied, never a later answer; nothing changes on refusal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const states = readmeLoop(game, players, seed, config);
        const r = Rng.fromSeed(seed ^ 0x6e7);
        for (let i = 0; i < 4; i++) {
          const s = states[r.int(states.length - 1)];
          const before = JSON.stringify(s);
          const p: PlayerId = game.activePlayers(s)[0]!;
          const moves = game.legalMoves(s, p);
          const m = moves[r.int(moves.length)] as object;
          const legal = game.applyMove(s, m, p);
          expect(game.applyMove(s, getterTwin(m) as never, p), "getters legal at the check play as the legal move").toEqual(legal);
          expect(game.applyMove(s, lyingProxy(m) as never, p), "a Proxy legal at the check plays as the legal move").toEqual(legal);
          const late = game.validateMove(s, lateTwin(m), p);
          expect(late.ok, "getters illegal at the check are refused, whatever they answer later").toBe(false);
          expect(() => game.applyMove(s, lateTwin(m) as never, p)).toThrow(IllegalMoveError);
          const { proxy, revoke } = Proxy.revocable({ ...m }, {});
          revoke();
          expect(!game.validateMove(s, proxy, p).ok && "refused").toBe("refused");
          class Move {}
          expect(game.validateMove(s, Object.assign(new Move(), m), p).ok, "a class instance is not a move").toBe(false);
          expect(JSON.stringify(s), "refused moves change nothing").toBe(before);
        }
      }),
      { numRuns: runs, seed: 78_000 + players },
    );
  });

  it("the definition and everything in it (but the zod schemas) is frozen, and so are its action space, observation space and fast path", () => {
    expect(Object.isFrozen(game)).toBe(true);
    for (const part of [game.players, game.defaultConfig, game.configOptions, game.dataStatus]) expect(unfrozenPath(part)).toBeNull();
    expect(Object.isFrozen(game.schemas)).toBe(true);
    expect(() => {
      (game as { validateMove: unknown }).validateMove = () => ({ ok: true });
    }).toThrow(TypeError);
    const fast = FAST_PATHS[game.id];
    expect(fast, "every game has a fast path").toBeDefined();
    expect(Object.isFrozen(fast)).toBe(true);
    // The action space and the observation space, by their export names.
    const exports = rl as unknown as Record<string, { game?: string; layout?: (players: number) => unknown }>;
    const spaces = Object.values(exports).filter((v) => typeof v === "object" && v !== null && v.game === game.id);
    expect(spaces.length, "an action space, an observation space and a fast path").toBeGreaterThanOrEqual(3);
    for (const space of spaces) expect(Object.isFrozen(space), `${game.id}'s exported spaces are frozen`).toBe(true);
    for (const space of spaces) if (typeof space.layout === "function") expect(unfrozenPath(space.layout(players))).toBeNull();
  });

  it("evaluate and moveLimit answer bad arguments with a ValidationError naming the argument", () => {
    const states = readmeLoop(game, players, 11, config);
    const s = states[states.length >> 1];
    const badStates = [null, undefined, 42, "state", [], {}, { game: game.id }, game.playerView(s, 0), { ...(s as object), rng: undefined }];
    const badSeats = [-1, players, 99, 1.5, Number.NaN, "0", null, undefined, {}];
    const refuses = (f: () => unknown, field: string): void => {
      try {
        f();
      } catch (e) {
        expect(isValidationError(e), `a ValidationError, not ${String(e)}`).toBe(true);
        if (field !== "") expect((e as { field: string }).field).toBe(field);
        return;
      }
      throw new Error("accepted a bad argument");
    };
    if (game.evaluate) {
      const evaluate = game.evaluate;
      for (const bad of badStates) refuses(() => evaluate(bad, 0), "");
      for (const seat of badSeats) refuses(() => evaluate(s, seat as never), "player");
      for (let p = 0; p < players; p++) expect(Number.isFinite(evaluate(s, p))).toBe(true);
    }
    for (const bad of [game.players.min - 1, game.players.max + 1, String(players), 2.5, Number.NaN, null, undefined, Infinity]) refuses(() => game.moveLimit(bad as never), "players");
    expect(Number.isInteger(game.moveLimit(players))).toBe(true);
  });

  it("a history owns its moves: editing the record it came from, or what it hands out, changes nothing", () => {
    const r = Rng.fromSeed(23);
    let state = game.setup({ players, seed: 23, config });
    let record: ReplayRecord = newRecord(game, { players, seed: 23, config });
    for (let i = 0; i < 12 && !game.isTerminal(state); i++) {
      const seat = game.activePlayers(state)[0]!;
      const moves = game.legalMoves(state, seat);
      const move = moves[r.int(moves.length)];
      record = withMove(record, seat, JSON.parse(JSON.stringify(move)));
      state = game.applyMove(state, move, seat);
    }
    const copy = JSON.parse(JSON.stringify(record));
    const history = History.fromReplay(game, copy);
    const exported = JSON.stringify(history.toReplay());
    (copy.moves as unknown[]).reverse();
    copy.moves.push(copy.moves[0]);
    for (const m of copy.moves) if (m.move && typeof m.move === "object") (m.move as Record<string, unknown>).type = "vandalised";
    copy.config.extra = 1;
    expect(JSON.stringify(history.toReplay())).toBe(exported);
    expect(unfrozenPath(history.moves)).toBeNull();
    expect(unfrozenPath(history.toReplay().config)).toBeNull();
  });

  it("every simulator refuses an action it does not list with a typed error and changes nothing; listed actions still play", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const fast = FAST_PATHS[game.id]!;
        const sim = fast.create(game.setup({ players, seed, config }));
        const r = Rng.fromSeed(seed);
        const out = new Int32Array(sim.actionCount);
        for (let step = 0; step < 400 && !sim.isTerminal(); step++) {
          const n = sim.legalActions(out);
          const listed = new Set(out.subarray(0, n));
          if (step % 7 === 0) {
            const before = JSON.stringify(sim.toState());
            // Not indices at all, including a listed index as a string, which `<` would coerce.
            for (const bad of [-1, sim.actionCount, 1e6, Number.NaN, 1.5, Infinity, String(out[0]), null, [out[0]]]) {
              expect(() => sim.apply(bad as number), `action ${String(bad)}`).toThrow(expect.objectContaining({ name: "ValidationError", field: "action" }));
            }
            const unlisted = [...Array(sim.actionCount).keys()].filter((a) => !listed.has(a));
            if (unlisted.length > 0) {
              const a = unlisted[r.int(unlisted.length)]!;
              let thrown: unknown;
              try {
                sim.apply(a);
              } catch (e) {
                thrown = e;
              }
              expect(isIllegalMoveError(thrown) && thrown.code, `unlisted action ${a}`).toBe("ILLEGAL_ACTION");
            }
            expect(JSON.stringify(sim.toState()), "a refused action changes nothing").toBe(before);
            expect(sim.legalActions(out), "and lists the same actions").toBe(n);
          }
          sim.apply(out[r.int(n)]!);
        }
        if (sim.isTerminal()) {
          let thrown: unknown;
          try {
            sim.apply(0);
          } catch (e) {
            thrown = e;
          }
          expect(isIllegalMoveError(thrown) && thrown.code).toBe("GAME_OVER");
        }
      }),
      { numRuns: runs, seed: 79_000 + players },
    );
  });
}
