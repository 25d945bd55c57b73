import { describe, expect, it, vi } from "vitest";
import { Rng, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { azul } from "../../src/games/azul/index.js";
import * as azulModule from "../../src/games/azul/index.js";
import * as queensGardenModule from "../../src/games/queens-garden/index.js";
import * as almadiModule from "../../src/games/almadi/index.js";
import * as karesansuiModule from "../../src/games/karesansui/index.js";
import * as castlesModule from "../../src/games/castles-of-burgundy/index.js";
import {
  botFromSpec,
  gameEvaluation,
  greedy,
  greedyBot,
  greedyRollout,
  marginReward,
  mctsBot,
  mctsDefaults,
  randomBot,
  randomRollout,
  rankReward,
  rankRewards,
  scoreEvaluation,
  type BotContext,
  type Evaluation,
  type SyncBot,
} from "../../src/bots/index.js";
import { nim, type NimState } from "./toy.js";

const ctxFor = (game: AnyGame, state: unknown, player: number): BotContext => ({ game, player, determinize: (rng) => game.determinize(state, player, rng) });

/** Plays a few positions of a random game and asks `bot` at each; returns its choices. */
function choices(game: AnyGame, bot: SyncBot, seed: number, steps: number, botSeed: string): unknown[] {
  let s = game.setup({ players: 2, seed });
  const picker = Rng.fromSeed(`walk-${seed}`);
  const rng = Rng.fromSeed(botSeed);
  const out: unknown[] = [];
  for (let i = 0; i < steps && !game.isTerminal(s); i++) {
    const p = game.activePlayers(s)[0]!;
    const legal = game.legalMoves(s, p);
    const m = bot(game.playerView(s, p), legal, rng, ctxFor(game, s, p));
    expect(game.validateMove(s, m, p).ok).toBe(true);
    expect(legal).toContain(m);
    out.push(m);
    s = game.applyMove(s, picker.pick(legal), p);
  }
  return out;
}

const bots: [string, SyncBot][] = [
  ["randomBot", randomBot],
  ["greedyBot", greedyBot],
  ["mctsBot", mctsBot({ iterations: 60 })],
];

describe("bots return legal moves and are seeded-deterministic", () => {
  for (const [name, bot] of bots) {
    for (const [gname, game, steps] of [
      ["nim", nim, 12],
      ["azul", azul, 6],
    ] as const) {
      it(`${name} on ${gname}`, () => {
        const a = choices(game, bot, 5, steps, "bot-seed");
        const b = choices(game, bot, 5, steps, "bot-seed");
        expect(a.length).toBeGreaterThan(0);
        expect(b).toEqual(a);
      });
    }
  }
  it("randomBot uses its Rng (different seeds choose differently somewhere)", () => {
    const a = choices(azul, randomBot, 9, 8, "x");
    const b = choices(azul, randomBot, 9, 8, "y");
    expect(b).not.toEqual(a);
  });
});

describe("greedyBot: best evaluation margin one decision ahead", () => {
  it("takes the last stones when that wins at once", () => {
    const s: NimState = { ...nim.setup({ players: 2, seed: 1, config: { pile: 3 } }) };
    const m = greedyBot(nim.playerView(s, 0), nim.legalMoves(s, 0), Rng.fromSeed(1), ctxFor(nim, s, 0));
    expect(m).toEqual({ type: "take", n: 3 });
  });
  it("breaks ties with its Rng, not by move order", () => {
    // With 10 stones no move scores, so every move ties.
    const s = nim.setup({ players: 2, seed: 1 });
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) seen.add((greedyBot(nim.playerView(s, 0), nim.legalMoves(s, 0), Rng.fromSeed(i), ctxFor(nim, s, 0)) as { n: number }).n);
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});

describe("mctsBot: UCT over determinisations", () => {
  it("finds the obviously winning move with a small budget", () => {
    for (const pile of [2, 3]) {
      const s = nim.setup({ players: 2, seed: 4, config: { pile } });
      const m = mctsBot({ iterations: 200 })(nim.playerView(s, 0), nim.legalMoves(s, 0), Rng.fromSeed(2), ctxFor(nim, s, 0));
      expect(m).toEqual({ type: "take", n: pile });
    }
  });
  it("avoids leaving a winning pile to the opponent (pile 5: take 1 leaves 4)", () => {
    const s = nim.setup({ players: 2, seed: 4, config: { pile: 5 } });
    const m = mctsBot({ iterations: 2000 })(nim.playerView(s, 0), nim.legalMoves(s, 0), Rng.fromSeed(3), ctxFor(nim, s, 0));
    expect(m).toEqual({ type: "take", n: 1 });
  });
  it("a game that lists a move twice (equal as data) still searches well: the copies share one tree child", () => {
    const twice = { ...nim, legalMoves: (state: NimState, player?: number) => nim.legalMoves(state, player).flatMap((m) => [m, { ...m }]) } as unknown as typeof nim;
    const s = nim.setup({ players: 2, seed: 4, config: { pile: 5 } });
    for (const priorVisits of [0, 20]) {
      const m = mctsBot({ iterations: 2000, priorVisits, evaluation: (state, p) => nim.score(state as NimState).players[p]!.total })(
        nim.playerView(s, 0),
        twice.legalMoves(s, 0),
        Rng.fromSeed(3),
        ctxFor(twice, s, 0),
      );
      expect(m).toEqual({ type: "take", n: 1 });
    }
  });
  it("searches the moves it is given at the root, listing the root once (the first sample checks them) instead of in every sample", () => {
    const s = nim.setup({ players: 2, seed: 4, config: { pile: 6 } });
    let rootListings = 0;
    const counting = {
      ...nim,
      legalMoves: (state: NimState, player?: number) => {
        if (state.pile === s.pile && state.current === s.current) rootListings++;
        return nim.legalMoves(state, player);
      },
    } as unknown as typeof nim;
    const given = nim.legalMoves(s, 0).filter((m) => m.n !== 1);
    const m = mctsBot({ iterations: 300, exactNodes: 0 })(nim.playerView(s, 0), given, Rng.fromSeed(1), ctxFor(counting, s, 0));
    expect(rootListings).toBe(1);
    expect(given).toContainEqual(m);
  });
  it("given a move the position does not allow (a caller's mistake), searches only legal moves and never plays that one", () => {
    const s = nim.setup({ players: 2, seed: 4, config: { pile: 2 } });
    let illegalPlayed = 0;
    const watching = {
      ...nim,
      applyListed: (state: NimState, move: { n: number }, player?: number) => {
        if (move.n > state.pile) illegalPlayed++;
        return nim.applyListed(state, move as never, player);
      },
    } as unknown as typeof nim;
    const given = [{ type: "take", n: 3 } as const, ...nim.legalMoves(s, 0)];
    const m = mctsBot({ iterations: 200, exactNodes: 0 })(nim.playerView(s, 0), given as never, Rng.fromSeed(1), ctxFor(watching, s, 0));
    expect(illegalPlayed).toBe(0);
    expect(nim.validateMove(s, m, 0).ok).toBe(true);
  });
  it("never reads the real state: it only searches states from ctx.determinize", () => {
    const s = nim.setup({ players: 2, seed: 4, config: { pile: 6 } });
    let calls = 0;
    const ctx: BotContext = {
      game: nim,
      player: 0,
      determinize: (rng) => {
        calls++;
        const d = nim.determinize(s, 0, rng);
        expect(nim.playerView(d, 0)).toEqual(nim.playerView(s, 0));
        return d;
      },
    };
    // No exact endgame (it would read two more samples): one sample per iteration.
    mctsBot({ iterations: 50, exactNodes: 0 })(nim.playerView(s, 0), nim.legalMoves(s, 0), Rng.fromSeed(1), ctx);
    expect(calls).toBe(50);
  });
  it("reads the clock while valuing the priors of a wide node: a slow evaluation cannot hold it past the budget", () => {
    const s = azul.setup({ players: 2, seed: 1 });
    const legal = azul.legalMoves(s, 0);
    let calls = 0;
    // Each call waits 2 ms: valuing all the opening's moves for the priors would take far longer than 20 ms.
    const slow: Evaluation = (state, p) => {
      calls++;
      const until = performance.now() + 2;
      while (performance.now() < until);
      return azul.evaluate!(state as never, p);
    };
    const m = mctsBot({ timeMs: 20, evaluation: slow, exactNodes: 0 })(azul.playerView(s, 0), legal, Rng.fromSeed(1), ctxFor(azul, s, 0));
    expect(legal).toContainEqual(m);
    expect(calls).toBeLessThan(legal.length);
  });
  it("keeps a decision within its time budget: it begins no iteration that would end past it at the pace of the slowest so far (a clock that only the search moves)", () => {
    const s = nim.setup({ players: 2, seed: 4, config: { pile: 9 } });
    // A fake clock: each reading is a tick later, and every fifth evaluation is a slow one.
    let now = 0;
    let evaluations = 0;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => (now += 0.01));
    try {
      const slowAtTimes: Evaluation = (state, p) => {
        if (++evaluations % 5 === 0) now += 15;
        return nim.score(state as NimState).players[p]!.total;
      };
      let took = Infinity;
      const budget = 100;
      mctsBot({ timeMs: budget, evaluation: slowAtTimes, exactNodes: 0, priorVisits: 0, onSearch: (info) => (took = info.milliseconds) })(
        nim.playerView(s, 0),
        nim.legalMoves(s, 0),
        Rng.fromSeed(1),
        ctxFor(nim, s, 0),
      );
      expect(took).toBeLessThanOrEqual(budget);
    } finally {
      clock.mockRestore();
    }
  });
  it("stops at a time budget", () => {
    const s = azul.setup({ players: 2, seed: 1 });
    const m = mctsBot({ iterations: 1e9, timeMs: 30 })(azul.playerView(s, 0), azul.legalMoves(s, 0), Rng.fromSeed(1), ctxFor(azul, s, 0));
    expect(azul.validateMove(s, m, 0).ok).toBe(true);
  });
});

describe("determinize keeps what the player sees", () => {
  for (const [name, game] of [
    ["nim", nim],
    ["azul", azul],
  ] as [string, AnyGame][]) {
    it(`${name}: playerView(determinize(s, p)) equals playerView(s, p) along a random game`, () => {
      let s = game.setup({ players: 3, seed: 11 });
      const rng = Rng.fromSeed(5);
      for (let i = 0; i < 30 && !game.isTerminal(s); i++) {
        for (let p = 0; p < 3; p++) expect(game.playerView(game.determinize(s, p, rng), p)).toEqual(game.playerView(s, p));
        const p = game.activePlayers(s)[0]!;
        s = game.applyMove(s, rng.pick(game.legalMoves(s, p)), p);
      }
    });
  }
});

describe("greedy with the game's evaluation", () => {
  it("uses game.evaluate when the game has one, the score otherwise", () => {
    const s = azul.setup({ players: 2, seed: 3 });
    expect(gameEvaluation(azul)(s, 0)).toBe(azul.evaluate!(s, 0));
    const n = nim.setup({ players: 2, seed: 1 });
    expect(gameEvaluation(nim)(n, 1)).toBe(scoreEvaluation(nim)(n, 1));
  });
  it("each game's entry point exports its evaluation and weights by name, valuing states as game.evaluate does", () => {
    const named = [
      [azulModule, azulModule.azul, "evaluateAzul", "AZUL_EVALUATION_WEIGHTS"],
      [queensGardenModule, queensGardenModule.queensGarden, "evaluateQueensGarden", "QUEENS_GARDEN_EVALUATION_WEIGHTS"],
      [almadiModule, almadiModule.almadi, "evaluateAlmadi", "ALMADI_EVALUATION_WEIGHTS"],
      [karesansuiModule, karesansuiModule.karesansui, "evaluateKaresansui", "KARESANSUI_EVALUATION_WEIGHTS"],
      [castlesModule, castlesModule.castlesOfBurgundy, "evaluateCastlesOfBurgundy", "CASTLES_OF_BURGUNDY_EVALUATION_WEIGHTS"],
    ] as const;
    for (const [mod, game, evaluation, weights] of named) {
      const exports = mod as unknown as Record<string, unknown>;
      // game.evaluate is the named function behind the checks every public function makes.
      const own = exports[evaluation] as (state: unknown, player: number) => number;
      const g = game as AnyGame;
      let s = g.setup({ players: 2, seed: 3 });
      for (let i = 0; i < 12 && !g.isTerminal(s); i++) s = g.applyMove(s, g.legalMoves(s)[0]);
      expect(own(s, 1), evaluation).toBe(game.evaluate!(s, 1));
      expect(typeof exports[weights], weights).toBe("object");
    }
  });
  it("Azul: never drops tiles on the floor when a pattern line takes them", () => {
    let s = azul.setup({ players: 2, seed: 8 });
    const rng = Rng.fromSeed(1);
    for (let i = 0; i < 4; i++) {
      const p = azul.activePlayers(s)[0]!;
      const legal = azul.legalMoves(s, p);
      const m = greedyBot(azul.playerView(s, p), legal, rng, ctxFor(azul, s, p));
      expect((m as { line?: unknown }).line).not.toBe("floor");
      s = azul.applyMove(s, m, p);
    }
  });
  it("takes its evaluation as an option (here: prefer taking one stone)", () => {
    const s = nim.setup({ players: 2, seed: 1 });
    const fewest: Evaluation = (state, p) => (p === 0 ? (state as NimState).pile : 0);
    const m = greedy({ evaluation: fewest })(nim.playerView(s, 0), nim.legalMoves(s, 0), Rng.fromSeed(1), ctxFor(nim, s, 0));
    expect(m).toEqual({ type: "take", n: 1 });
  });
});

describe("mctsBot options: rollout policy, evaluation, reward, tuned defaults", () => {
  it("tuned defaults for a game that says how its points run (rewards scaled by it, playouts as its search hints say), plain UCT for a game that does not", () => {
    expect(mctsDefaults(azul)).toMatchObject({ priorVisits: 20, timeMs: 1000, iterations: Infinity });
    for (const game of Object.values(games)) {
      expect(game.searchHints, game.id).toBeDefined();
      expect(mctsDefaults(game)).toMatchObject({ rollout: game.searchHints?.rollout, rolloutDepth: game.searchHints?.rolloutDepth });
      if (game.searchHints?.scoreWeight !== undefined) expect(mctsDefaults(game).reward.scoreWeight, game.id).toBe(game.searchHints.scoreWeight);
      expect(mctsDefaults(game).priorVisits, game.id).toBe(game.searchHints?.priorVisits ?? 20);
    }
    expect(mctsDefaults({ scoreScale: azul.scoreScale })).toMatchObject({ rollout: "greedy", rolloutDepth: 4 });
    // A game's hints are checked like the same options from a caller.
    expect(() => mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "sideways" as "random", rolloutDepth: 4 } })).toThrow(/searchHints.rollout/);
    expect(() => mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: Number.NaN } })).toThrow(/searchHints.rolloutDepth/);
    // The hints may weigh the own score in the reward; without it, the tuned weight stays.
    expect(mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4, scoreWeight: 0 } }).reward).toMatchObject({ scoreWeight: 0 });
    expect(mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4 } }).reward.scoreWeight).toBeGreaterThan(0);
    expect(() => mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4, scoreWeight: -0.1 } })).toThrow(/searchHints.scoreWeight/);
    expect(() => mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4, scoreWeight: 1 } })).toThrow(/searchHints.scoreWeight/);
    // The hints may set the progressive bias; without it, the tuned 20 stays.
    expect(mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4, priorVisits: 200 } }).priorVisits).toBe(200);
    expect(mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4 } }).priorVisits).toBe(20);
    expect(() => mctsDefaults({ scoreScale: azul.scoreScale, searchHints: { rollout: "random", rolloutDepth: 4, priorVisits: -1 } })).toThrow(/searchHints.priorVisits/);
    expect(mctsDefaults(azul).reward).toMatchObject({ scoreCentre: azul.scoreScale?.typical, scoreScale: azul.scoreScale?.spread, scale: azul.scoreScale?.margin });
    expect(mctsDefaults(castlesModule.castlesOfBurgundy).reward).toMatchObject({ scoreCentre: 150, scoreScale: 30, scale: 10 });
    expect(mctsDefaults(nim)).toMatchObject({ rollout: "random", priorVisits: 0, rolloutDepth: Infinity });
  });
  it("marginReward keeps the margin: winning by more is worth more, and rewards stay in [0, 1]", () => {
    const r = marginReward({ scale: 5, winWeight: 0.2 });
    const [a] = r([30, 20]);
    const [b] = r([22, 20]);
    expect(a!).toBeGreaterThan(b!);
    for (const v of [...r([0, 100, 50]), ...r([7, 7])]) expect(v >= 0 && v <= 1).toBe(true);
    expect(r([7, 7])[0]).toBeCloseTo(0.5);
    expect(rankReward([1, 5, 3])).toEqual([0, 1, 0.5]);
    expect(() => marginReward({ winWeight: 0.8, scoreWeight: 0.5 })).toThrow(/sum <= 1/);
  });
  it("scoreWeight adds the own score: a higher score is worth more at the same margin", () => {
    const r = marginReward({ scoreWeight: 0.5, scoreCentre: 50 });
    expect(r([70, 60])[0]!).toBeGreaterThan(r([20, 10])[0]!);
  });
  it("greedyRollout picks the move the evaluation prefers unless exploring", () => {
    const s = nim.setup({ players: 2, seed: 1 });
    const evaluation: Evaluation = (state) => -(state as NimState).pile;
    const policy = greedyRollout({ epsilon: 0 });
    const legal = nim.legalMoves(s, 0);
    expect(policy(s, legal, 0, Rng.fromSeed(1), { game: nim, evaluation })).toEqual({ type: "take", n: 3 });
    const seen = new Set(Array.from({ length: 30 }, (_, i) => JSON.stringify(randomRollout(s, legal, 0, Rng.fromSeed(i), { game: nim, evaluation }))));
    expect(seen.size).toBe(3);
    expect(() => greedyRollout({ epsilon: 2 })).toThrow(/epsilon/);
  });
  it("calls a custom evaluation, rollout policy and reward", () => {
    const s = azul.setup({ players: 2, seed: 2 });
    let evals = 0;
    let steps = 0;
    let rewards = 0;
    const bot = mctsBot({
      iterations: 20,
      rolloutDepth: 2,
      evaluation: (state, p) => (evals++, azul.evaluate!(state as never, p)),
      rollout: (state, moves, p, rng) => (steps++, moves[rng.int(moves.length)]),
      reward: (values) => (rewards++, rankReward(values)),
    });
    const m = bot(azul.playerView(s, 0), azul.legalMoves(s, 0), Rng.fromSeed(1), ctxFor(azul, s, 0));
    expect(azul.validateMove(s, m, 0).ok).toBe(true);
    expect(steps).toBe(40);
    expect(evals).toBeGreaterThan(0);
    expect(rewards).toBeGreaterThanOrEqual(20);
  });
  it("refuses a negative rollout depth or prior", () => {
    expect(() => mctsBot({ rolloutDepth: -1 })).toThrow(/rolloutDepth/);
    expect(() => mctsBot({ priorVisits: -1 })).toThrow(/priorVisits/);
  });
  it("Azul: the default search avoids the floor where greedy play would not be forced to it", () => {
    const s = azul.setup({ players: 2, seed: 4 });
    const m = mctsBot({ iterations: 100 })(azul.playerView(s, 0), azul.legalMoves(s, 0), Rng.fromSeed(1), ctxFor(azul, s, 0)) as { line: number | "floor" };
    expect(m.line).not.toBe("floor");
  });
});

describe("rankRewards and bot specs", () => {
  it("gives 1 to first, 0 to last, shares ties", () => {
    expect(rankRewards({ players: [], ranking: [[2], [0, 1]] }, 3)).toEqual([0.25, 0.25, 1]);
    expect(rankRewards({ players: [], ranking: [[1], [0]] }, 2)).toEqual([0, 1]);
  });
  it("botFromSpec knows random, greedy, mcts and mcts-<n>, and names an unknown spec", () => {
    expect(botFromSpec("mcts-50").name).toBe("mcts-50");
    expect(botFromSpec("greedy").play).toBe(greedyBot);
    expect(() => botFromSpec("smart")).toThrow(/unknown bot "smart"/);
  });
});
