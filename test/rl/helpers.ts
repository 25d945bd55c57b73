import { describe, expect, it } from "vitest";
import { Rng, type AnyGame, type PlayerId } from "../../src/core/index.js";
import type { AnyActionSpace } from "../../src/rl/actions.js";
import { observe, type ObservationSpace } from "../../src/rl/observation.js";

/** Every position of a few seeded random playouts of `game` with `players` seats. */
export function* positions(game: AnyGame, players: number, games: number, config?: object): Generator<unknown> {
  for (let g = 0; g < games; g++) {
    const rng = Rng.fromSeed(1000 * players + g);
    let s = game.setup({ players, seed: 31 * g + players, ...(config ? { config } : {}) });
    let n = 0;
    yield s;
    while (!game.isTerminal(s) && n++ < game.moveLimit(players)) {
      const moves = game.legalMoves(s);
      s = game.applyMove(s, moves[rng.int(moves.length)]);
      yield s;
    }
  }
}

/**
 * The three action-space properties on one position, for every seat that may act:
 * - the mask agrees with `legalMoves`: every legal move's actions are allowed step by step, no legal
 *   move's actions are a proper prefix of another's, and a random walk through the masks ends on a
 *   listed move (so nothing the mask allows leads nowhere);
 * - encode/decode round-trip every legal move;
 * - `applyAction` of a sample of moves equals `applyMove` of the decoded move.
 */
export function checkPosition(game: AnyGame, space: AnyActionSpace, state: unknown, rng: Rng): void {
  const count = space.actionCount(game.playerCount(state), (state as { config: object }).config);
  if (game.isTerminal(state)) {
    expect(game.activePlayers(state)).toEqual([]);
    return;
  }
  for (const seat of game.activePlayers(state) as PlayerId[]) {
    const moves = game.legalMoves(state, seat);
    const encoded = moves.map((m: unknown) => space.encode(state, m));
    const keys = new Set(encoded.map((t: readonly number[]) => t.join(",")));
    expect(keys.size, "distinct legal moves have distinct actions").toBe(moves.length);
    const first = new Uint8Array(count);
    encoded.forEach((t: readonly number[], i: number) => {
      first[t[0]!] = 1;
      for (let k = 1; k < t.length; k++) expect(keys.has(t.slice(0, k).join(",")), "prefix-free").toBe(false);
      for (const a of t) expect(a >= 0 && a < count).toBe(true);
      expect(space.decode(state, t, seat)).toEqual(moves[i]);
    });
    expect(Array.from(space.mask(state, [], seat))).toEqual(Array.from(first));
    // A sampled legal move: each of its prefixes' masks allows its next action.
    const pick = rng.int(moves.length);
    const t = encoded[pick]!;
    for (let k = 0; k < t.length; k++) expect(space.mask(state, t.slice(0, k), seat)[t[k]!]).toBe(1);
    expect(space.applyAction(state, t, seat)).toEqual(game.applyMove(state, moves[pick], seat));
    // A random walk through the masks, one action at a time, ends on a move applyMove accepts.
    let cur = space.start(state);
    for (let k = 0; k < space.maxChoices(game.playerCount(state), (state as { config: object }).config); k++) {
      const m = space.mask(cur.state, cur.prefix, seat);
      const allowed = [...m.keys()].filter((a) => m[a] === 1);
      expect(allowed.length, "a prefix the mask allows always continues").toBeGreaterThan(0);
      const before = cur;
      const a = allowed[rng.int(allowed.length)]!;
      cur = space.step(cur, a, seat);
      if (cur.prefix.length === 0) {
        expect(cur.state).toEqual(game.applyMove(state, space.decode(state, [...before.prefix, a], seat), seat));
        break;
      }
    }
    expect(cur.prefix.length, "the walk completed a move").toBe(0);
  }
}

/**
 * Observation properties on one position: fixed length (the layout's size), finite numbers, and
 * nothing hidden: a state `determinize`d for a seat (hidden parts dealt anew) gives the same
 * observation to that seat.
 */
export function checkObservation(game: AnyGame, space: ObservationSpace<any, any>, state: unknown, rng: Rng): void {
  const players = game.playerCount(state);
  const config = (state as { config: object }).config;
  const size = space.size(players, config);
  for (let seat = 0; seat < players; seat++) {
    const obs = observe(game, space, state, seat);
    expect(obs.length).toBe(size);
    expect(obs.every(Number.isFinite)).toBe(true);
    expect(Array.from(observe(game, space, game.determinize(state, seat, rng), seat))).toEqual(Array.from(obs));
  }
  expect(observe(game, space, state, "spectator").length).toBe(size);
}

/** The layout tiles the observation: contiguous, named once, summing to `size`. */
export function checkLayout(space: ObservationSpace<any, any>, players: number, config?: object): void {
  const layout = space.layout(players, config);
  let at = 0;
  for (const f of layout) {
    expect(f.offset).toBe(at);
    expect(f.length).toBeGreaterThan(0);
    expect(f.meaning.length).toBeGreaterThan(0);
    at += f.length;
  }
  expect(new Set(layout.map((f) => f.name)).size).toBe(layout.length);
  expect(at).toBe(space.size(players, config));
}

/** How hard {@link rlSuite} works a game. */
export interface RlSuiteOptions {
  /** Configs whose action spaces are checked (default: the game's defaults). */
  readonly configs?: readonly object[];
  /** Random games per player count and config for the action-space checks. */
  readonly games: number;
  /** Config of the observation checks (default: the last of `configs`). */
  readonly observeConfig?: object;
  /** Check the observation at one position in this many (default 1: every position). */
  readonly observeEvery?: number;
}

/**
 * The action-space and observation properties for one game, every player count: the mask agrees
 * with `legalMoves`, encode/decode round-trip, `applyAction` equals `applyMove`; observations have
 * a fixed length and do not change under `determinize`.
 */
export function rlSuite(game: AnyGame, space: AnyActionSpace, observation: ObservationSpace<any, any>, options: RlSuiteOptions): void {
  const configs = options.configs ?? [{}];
  describe(`${game.id} action space`, () => {
    for (const config of configs) {
      for (let players = game.players.min; players <= game.players.max; players++) {
        it(`${players} players, config ${JSON.stringify(config)}: mask = legalMoves, round-trip, applyAction = applyMove`, () => {
          const rng = Rng.fromSeed(players);
          for (const s of positions(game, players, options.games, config)) checkPosition(game, space, s, rng);
        });
      }
    }
  });
  describe(`${game.id} observation`, () => {
    for (let players = game.players.min; players <= game.players.max; players++) {
      it(`${players} players: fixed length, leak-free under determinize`, () => {
        checkLayout(observation, players);
        const rng = Rng.fromSeed(players);
        let i = 0;
        for (const s of positions(game, players, 1, options.observeConfig ?? configs[configs.length - 1])) {
          if (i++ % (options.observeEvery ?? 1) === 0) checkObservation(game, observation, s, rng);
        }
      });
    }
  });
}
