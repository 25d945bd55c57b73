import { describe, expect, it } from "vitest";
import { Rng, sampleChance, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { mctsBot, type BotContext, type MctsOptions } from "../../src/bots/index.js";

/** The game with `work` counted: how often the search asked for a working state. */
function counting(game: AnyGame): { game: AnyGame; calls: () => number } {
  let calls = 0;
  const counted = { ...game, work: (state: unknown) => (calls++, game.work(state)) } as AnyGame;
  return { game: counted, calls: () => calls };
}

const ctxFor = (game: AnyGame, state: unknown, player: number): BotContext => ({ game, player, determinize: (rng) => game.determinize(state, player, rng) });

/** Some positions of random games at the smallest and largest player counts. */
function positions(game: AnyGame): { state: unknown; player: number }[] {
  const out: { state: unknown; player: number }[] = [];
  for (const players of [game.players.min, game.players.max]) {
    const rng = Rng.fromSeed(`positions ${game.id} ${players}`);
    let s: unknown = game.setup({ players, seed: players });
    for (let i = 0; i < 30 && !game.isTerminal(s); i++) {
      const p = game.activePlayers(s)[0]!;
      if (i % 10 === 3) out.push({ state: s, player: p });
      const l = game.legalMoves(s, p);
      s = game.applyMove(s, l[rng.int(l.length)]!, p);
    }
  }
  return out;
}

/** The bot's move at every position, and the state of its Rng after each decision. */
function decide(game: AnyGame, options: MctsOptions, at: readonly { state: unknown; player: number }[]): { moves: unknown[]; rng: unknown[] } {
  const bot = mctsBot({ iterations: 30, rollout: "random", priorVisits: 0, ...options });
  const rng = Rng.fromSeed("mcts");
  const moves: unknown[] = [];
  const states: unknown[] = [];
  for (const { state, player } of at) {
    moves.push(bot(game.playerView(state, player), game.legalMoves(state, player), rng, ctxFor(game, state, player)));
    states.push(rng.state());
  }
  return { moves, rng: states };
}

describe.each(Object.values(games) as AnyGame[])("mctsBot's random rollouts on the working state: $id", (game) => {
  const at = positions(game);

  it("search exactly as on the engine (same moves, same Rng draws), and only faster", () => {
    const counted = counting(game);
    const fast = decide(counted.game, { rolloutDepth: 8 }, at);
    expect(counted.calls(), "the default rolls out on working states").toBeGreaterThan(0);
    const plain = counting(game);
    const engine = decide(plain.game, { rolloutDepth: 8, fastPath: false }, at);
    expect(plain.calls(), "fastPath: false does not").toBe(0);
    expect(fast).toEqual(engine);
    expect(decide(game, { rolloutDepth: 8 }, at), "deterministic for a given Rng").toEqual(fast);
  });

  it("other rollout policies need move objects, and short rollouts do not pay for a copy: neither uses a working state", () => {
    const counted = counting(game);
    decide(counted.game, { rollout: "greedy", rolloutDepth: 8 }, at.slice(0, 1));
    decide(counted.game, { rolloutDepth: 5 }, at.slice(0, 1));
    decide(counted.game, { rollout: (_s, moves, _p, rng) => moves[rng.int(moves.length)] }, at.slice(0, 1));
    expect(counted.calls()).toBe(0);
  });

  it("a custom policy may answer with its own copy of a move: it plays as the listed one", () => {
    const copy = decide(game, { rollout: (_s, moves, _p, rng) => ({ ...(moves[rng.int(moves.length)] as object) }) }, at.slice(0, 2));
    expect(copy).toEqual(decide(game, { fastPath: false }, at.slice(0, 2)));
  });

  it("a state with no working state (explicit chance) rolls out on the engine instead, with the same result", () => {
    const rng = Rng.fromSeed("explicit");
    let p: unknown = game.setup({ players: game.players.min, chance: "explicit" });
    while (game.isChanceNode(p) || (!game.isTerminal(p) && game.activePlayers(p).length === 0)) p = game.applyMove(p, sampleChance(game.chanceOutcomes(p), rng));
    const state = p;
    const player = game.activePlayers(state)[0]!;
    expect(() => game.work(state)).toThrow(/explicit-chance/);
    // The search samples the explicit-chance state itself (determinize would deal it a PRNG).
    const run = (options: MctsOptions) => {
      const r = Rng.fromSeed("explicit search");
      const ctx: BotContext = { game, player, determinize: () => state };
      const move = mctsBot({ iterations: 20, rollout: "random", priorVisits: 0, rolloutDepth: 8, ...options })(game.playerView(state, player), game.legalMoves(state, player), r, ctx);
      return { move, rng: r.state() };
    };
    expect(run({})).toEqual(run({ fastPath: false }));
  });

  it("explicit chance: the search draws each random event's outcome, so every node, playout step and valued state is a seat's decision", () => {
    const rng = Rng.fromSeed("explicit chance search");
    let s: unknown = game.setup({ players: game.players.min, chance: "explicit" });
    while (game.isChanceNode(s)) s = game.applyMove(s, sampleChance(game.chanceOutcomes(s), rng));
    // A few moves in, so that playouts soon meet random events (tile draws, dice, new rounds).
    for (let i = 0; i < 6 && !game.isTerminal(s); i++) {
      const p = game.activePlayers(s)[0]!;
      const l = game.legalMoves(s, p);
      s = game.applyMove(s, l[rng.int(l.length)]!, p);
      while (game.isChanceNode(s)) s = game.applyMove(s, sampleChance(game.chanceOutcomes(s), rng));
    }
    if (game.isTerminal(s)) return;
    const state = s;
    const player = game.activePlayers(state)[0]!;
    let valued = 0;
    const evaluation = (at: unknown, seat: number): number => {
      expect(game.isChanceNode(at), "a chance node is never valued").toBe(false);
      expect(Number.isInteger(seat)).toBe(true);
      valued++;
      return game.evaluate!(at as never, seat);
    };
    const rollout = (_at: unknown, moves: readonly unknown[], seat: number, r: Rng): unknown => {
      expect(Number.isInteger(seat), "a playout step has a seat").toBe(true);
      return moves[r.int(moves.length)];
    };
    const ctx: BotContext = { game, player, determinize: () => state };
    for (const priorVisits of [0, 5]) {
      const move = mctsBot({ iterations: 60, rollout, rolloutDepth: 30, priorVisits, evaluation })(game.playerView(state, player), game.legalMoves(state, player), Rng.fromSeed(priorVisits), ctx);
      expect(game.validateMove(state, move, player).ok).toBe(true);
    }
    expect(valued).toBeGreaterThan(0);
  });
});
