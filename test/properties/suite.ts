import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalKey, IllegalMoveError, newRecord, replay, Rng, withMove, type AnyGame, type PlayerId, type ReplayRecord } from "../../src/core/index.js";
import { chanceProperties } from "./chance.js";
import { contractProperties } from "./contract.js";
import { describeOtherSeatProperties } from "./describe-other-seat.js";
import { describeViewerProperties } from "./describe-viewer.js";
import { trustProperties } from "./trust.js";
import { deepFreeze, FUZZ, hasKey, mutations, stripSeat } from "./helpers.js";
import { viewSchemaProperties } from "./view-schema.js";

/** How hard the shared suite works a game; raise with FUZZ_RUNS. */
export interface SuiteOptions {
  /** Random complete games per player count (a playout that outlasts `game.moveLimit` fails). */
  readonly games: number;
  /** Configs to run besides the default one (e.g. Azul's grey wall). */
  readonly configs?: readonly Record<string, unknown>[];
  /** Check every listed move at one state in this many (expensive for big move lists). */
  readonly applyAllEvery?: number;
  /** The game's position builder, and how to describe a state by some of its parts (every game has one). */
  readonly position: PositionProperty;
}

/**
 * A game's position builder for the suite: `partsOf` describes a reachable state by a random
 * selection of its parts (in the builder's terms), leaving the rest for the builder to fill.
 */
export interface PositionProperty {
  readonly build: (parts: any) => unknown;
  readonly partsOf: (state: any, rng: Rng) => object;
}

interface Playout {
  states: unknown[];
  record: ReplayRecord;
}

/** Plays one random game, deep-freezing every state, and checks the per-step properties. */
function playout(game: AnyGame, players: number, seed: number, config: Record<string, unknown>, opts: SuiteOptions): Playout {
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  let state = deepFreeze(game.setup({ players, seed, config }));
  let record: ReplayRecord = newRecord(game, { players, seed, config });
  const states: unknown[] = [state];
  const limit = game.moveLimit(players);
  for (let step = 0; !game.isTerminal(state); step++) {
    if (step >= limit) throw new Error(`${game.id}: no end within its moveLimit of ${limit} moves (seed ${seed})`);
    expect(game.invariants(state), `invariants at step ${step}`).toEqual([]);
    expect(game.invariants(state, { reachable: true }), `a reached state is plausible (step ${step})`).toEqual([]);
    const active = game.activePlayers(state);
    expect(active.length, "a non-terminal state has an active player").toBeGreaterThan(0);
    const player: PlayerId = active[rng.int(active.length)]!;
    const moves = game.legalMoves(state, player);
    expect(moves.length, `player ${player} has a legal move at step ${step}`).toBeGreaterThan(0);
    const keys = new Set(moves.map(canonicalKey));
    expect(keys.size, "legalMoves lists each move once").toBe(moves.length);
    if (opts.applyAllEvery && step % opts.applyAllEvery === 0) {
      for (const m of moves) {
        const check = game.validateMove(state, m, player);
        expect(check.ok, `listed move is valid: ${canonicalKey(m)}`).toBe(true);
        game.applyMove(state, m, player);
      }
    }
    const move = moves[rng.int(moves.length)];
    const before = JSON.stringify(state);
    const next = deepFreeze(game.applyMove(state, move, player));
    expect(JSON.stringify(state), "applyMove leaves its input untouched").toBe(before);
    record = withMove(record, player, move);
    state = next;
    states.push(state);
  }
  expect(game.invariants(state), "invariants at the end").toEqual([]);
  expect(game.invariants(state, { reachable: true }), "a finished game is plausible").toEqual([]);
  expect(game.legalMoves(state)).toEqual([]);
  expect(game.activePlayers(state)).toEqual([]);
  return { states, record };
}

/** Registers the shared property suite for one game. */
export function propertySuite(game: AnyGame, opts: SuiteOptions): void {
  const configs = [{}, ...(opts.configs ?? [])];
  const runs = opts.games * FUZZ;
  for (const config of configs) {
    const label = Object.keys(config).length ? ` ${JSON.stringify(config)}` : "";
    for (let players = game.players.min; players <= game.players.max; players++) {
      describe(`${game.id}${label}, ${players} players`, () => {
        it("random playouts terminate with legal moves, sound invariants and untouched inputs; replays and views hold", () => {
          fc.assert(
            fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
              const { states, record } = playout(game, players, seed, config, opts);
              const final = states[states.length - 1];

              // Replays reproduce the game exactly, also after a JSON round trip of the record.
              expect(replay(game, JSON.parse(JSON.stringify(record)))).toEqual(final);
              // Same seed and moves give identical states.
              expect(JSON.stringify(replay(game, record))).toBe(JSON.stringify(final));

              const sample = [states[0], states[states.length >> 1], final, states[rng(seed, states.length)]];
              for (const s of sample) {
                // JSON round trip and schema round trip.
                const json = JSON.parse(JSON.stringify(s));
                expect(json).toEqual(s);
                expect(game.loadState(json)).toEqual(s);
                // Scores: breakdowns sum to totals, ranking covers everyone once.
                const sheet = game.score(s);
                expect(sheet.players.length).toBe(players);
                for (const line of sheet.players) {
                  const sum = Object.values(line.breakdown).reduce((a, b) => a + b, 0);
                  expect(sum, `breakdown of player ${line.player} sums to total`).toBe(line.total);
                  for (const part of Object.values(line.breakdown)) expect(Number.isInteger(part)).toBe(true);
                }
                expect(sheet.ranking.flat().slice().sort()).toEqual([...Array(players).keys()]);
                // Views: no PRNG state; determinize changes nothing a player can see.
                for (let p = 0; p < players; p++) {
                  const view = game.playerView(s, p);
                  expect(hasKey(view, "rng"), "playerView strips the PRNG state").toBe(false);
                  const other = deepFreeze(game.determinize(s, p, Rng.fromSeed(seed + p)));
                  expect(game.invariants(other)).toEqual([]);
                  expect(game.playerView(other, p), "determinize keeps the player's view").toEqual(view);
                }
                expect(hasKey(game.playerView(s, "spectator"), "rng")).toBe(false);
                expect(typeof game.render(s)).toBe("string");
              }
            }),
            { numRuns: runs, seed: 20261122 + players },
          );
        });

        const { build, partsOf } = opts.position;
        it("a position built from random parts of a reached state is sound, and every listed move applies", () => {
          fc.assert(
            fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
              const { states } = playout(game, players, seed, config, { ...opts, applyAllEvery: undefined });
              const r = new Rng([seed >>> 0, 5, 8, 13]);
              for (let i = 0; i < 4; i++) {
                const parts = partsOf(states[r.int(states.length)], r);
                const built = build(JSON.parse(JSON.stringify(parts)));
                expect(game.invariants(built), JSON.stringify(parts)).toEqual([]);
                expect(game.loadState(JSON.parse(JSON.stringify(built)))).toEqual(built);
                for (const m of game.legalMoves(built)) expect(game.invariants(game.applyMove(built, m)), JSON.stringify(m)).toEqual([]);
              }
            }),
            { numRuns: Math.max(1, Math.ceil(runs / 2)), seed: 9_000 + players },
          );
        });

        contractProperties(game, players, config, Math.max(1, Math.ceil(runs / 2)));
        chanceProperties(game, players, config, Math.max(1, Math.ceil(runs / 4)));
        describeViewerProperties(game, players, config, Math.max(1, Math.ceil(runs / 4)));
        describeOtherSeatProperties(game, players, config, Math.max(1, Math.ceil(runs / 4)));
        trustProperties(game, players, config, Math.max(1, Math.ceil(runs / 4)));
        viewSchemaProperties(game, players, config, Math.max(1, Math.ceil(runs / 4)));

        it("malformed, illegal and out-of-turn moves throw IllegalMoveError and change nothing", () => {
          fc.assert(
            fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
              const { states } = playout(game, players, seed, config, { ...opts, applyAllEvery: undefined });
              const r = new Rng([seed >>> 0, 7, 11, 13]);
              for (let i = 0; i < 6; i++) {
                const s = states[r.int(states.length)];
                const before = JSON.stringify(s);
                const terminal = game.isTerminal(s);
                for (const bad of [null, undefined, 42, "take", [], {}, { type: "__no_such_move__" }]) {
                  const check = game.validateMove(s, bad);
                  expect(check.ok).toBe(false);
                  if (!check.ok) expect(check.error).toBeInstanceOf(IllegalMoveError);
                  expect(() => game.applyMove(s, bad as never, game.activePlayers(s)[0])).toThrow(IllegalMoveError);
                }
                if (!terminal) {
                  const active = game.activePlayers(s);
                  const legal = new Set<string>();
                  for (const p of active) for (const m of game.legalMoves(s, p)) legal.add(`${p}|${canonicalKey(stripSeat(m))}`);
                  for (const p of active) {
                    const moves = game.legalMoves(s, p);
                    const sample = moves.slice(0, 4).concat(moves.length > 4 ? [moves[r.int(moves.length)]] : []);
                    for (const m of sample) {
                      for (const variant of mutations(m)) {
                        const check = game.validateMove(s, variant, p);
                        const listed = legal.has(`${p}|${canonicalKey(check.ok ? check.move : variant)}`);
                        expect(check.ok, `validateMove agrees with legalMoves on ${canonicalKey(variant)}`).toBe(listed);
                        if (check.ok) {
                          // An accepted encoding reaches exactly the state of its listed twin.
                          const twin = moves.find((x) => canonicalKey(stripSeat(x)) === canonicalKey(check.move));
                          expect(twin, `accepted ${canonicalKey(variant)} has a listed twin`).toBeDefined();
                          expect(game.applyMove(s, variant as never, p), `${canonicalKey(variant)} plays as its listed twin`).toEqual(game.applyMove(s, twin, p));
                        } else {
                          expect(check.error).toBeInstanceOf(IllegalMoveError);
                          expect(check.error.code).toMatch(/^[A-Z_]+$/);
                          expect(() => game.applyMove(s, variant as never, p)).toThrow(IllegalMoveError);
                        }
                      }
                      // A seat that may not act now is refused.
                      for (let q = 0; q < players; q++) {
                        if (active.includes(q)) continue;
                        const check = game.validateMove(s, m, q);
                        expect(check.ok).toBe(false);
                        if (!check.ok) expect(check.error.code).toBe("NOT_YOUR_TURN");
                      }
                    }
                  }
                } else {
                  const check = game.validateMove(s, {});
                  expect(!check.ok && check.error.code).toBe("GAME_OVER");
                }
                expect(JSON.stringify(s), "a refused move changes nothing").toBe(before);
              }
            }),
            { numRuns: Math.max(1, Math.ceil(runs / 2)), seed: 7_000 + players },
          );
        });
      });
    }
  }
}

function rng(seed: number, n: number): number {
  return new Rng([seed >>> 0, 1, 2, 3]).int(n);
}

/**
 * Some of a state's fields as builder parts: every key of `always`, and each group of `optional`
 * (keys that only make sense together) with even odds.
 */
export function someParts(state: Record<string, unknown>, rng: Rng, always: readonly string[], optional: readonly (readonly string[])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of always) out[k] = state[k];
  for (const group of optional) if (rng.int(2) === 0) for (const k of group) out[k] = state[k];
  return out;
}
