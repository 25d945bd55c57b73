import { afterEach, describe, expect, it, vi } from "vitest";
import { Rng, sampleChance, type AnyGame } from "../../src/core/index.js";
import { azul, type AzulState } from "../../src/games/azul/index.js";
import { azulFastPath } from "../../src/rl/azul.js";
import { mctsBot, type BotContext, type MctsOptions } from "../../src/bots/index.js";

const ctxFor = (game: AnyGame, state: unknown, player: number): BotContext => ({ game, player, determinize: (rng) => game.determinize(state, player, rng) });

/** Some positions of random Azul games: 2–4 players, both walls (grey-wall tiling choices included). */
function positions(): { state: AzulState; player: number }[] {
  const out: { state: AzulState; player: number }[] = [];
  for (const [players, wall] of [[2, "coloured"], [3, "grey"], [4, "coloured"], [2, "grey"]] as const) {
    const rng = Rng.fromSeed(`positions ${players} ${wall}`);
    let s = azul.setup({ players, seed: players, config: { wall } });
    for (let i = 0; i < 40 && !azul.isTerminal(s); i++) {
      const p = azul.activePlayers(s)[0]!;
      if (i % 9 === 0 || s.phase === "tiling") out.push({ state: s, player: p });
      const l = azul.legalMoves(s, p);
      s = azul.applyMove(s, l[rng.int(l.length)]!, p);
    }
  }
  return out;
}

/** The bot's move at every position, and the state of its Rng after each decision. */
function decide(options: MctsOptions, at: readonly { state: AzulState; player: number }[]): { moves: unknown[]; rng: unknown[] } {
  const bot = mctsBot({ iterations: 80, rollout: "random", priorVisits: 0, ...options });
  const rng = Rng.fromSeed("mcts");
  const moves: unknown[] = [];
  const states: unknown[] = [];
  for (const { state, player } of at) {
    moves.push(bot(azul.playerView(state, player), azul.legalMoves(state, player), rng, ctxFor(azul, state, player)));
    states.push(rng.state());
  }
  return { moves, rng: states };
}

afterEach(() => vi.restoreAllMocks());

/**
 * A spy on the simulator's `apply` (its prototype: the fast path itself is frozen), to see whether
 * the simulator ran.
 */
const spyOnSimulator = () => vi.spyOn(Object.getPrototypeOf(azulFastPath.create(azul.setup({ players: 2, seed: 1 }))) as { apply(a: number): boolean }, "apply");

/** A position of explicit-chance mode (`rng: null`), which the simulator refuses with a ValidationError. */
function explicitPosition(): { state: AzulState; player: number } {
  const rng = Rng.fromSeed("explicit");
  let p: unknown = azul.setup({ players: 2, chance: "explicit" });
  while (azul.isChanceNode(p)) p = azul.applyMove(p, sampleChance(azul.chanceOutcomes(p), rng));
  const state = p as AzulState;
  return { state, player: azul.activePlayers(state)[0]! };
}

describe("mctsBot on Azul's fast path", () => {
  const at = positions();

  for (const rolloutDepth of [8, Infinity]) {
    it(`random rollouts (depth ${rolloutDepth}) on the simulator search exactly as on the engine: same moves, same Rng draws`, () => {
      const create = spyOnSimulator();
      const fast = decide({ rolloutDepth }, at);
      expect(create, "the default uses the simulator").toHaveBeenCalled();
      create.mockClear();
      const engine = decide({ rolloutDepth, fastPath: false }, at);
      expect(create, "fastPath: false does not").not.toHaveBeenCalled();
      expect(fast).toEqual(engine);
      expect(decide({ rolloutDepth }, at), "deterministic for a given Rng").toEqual(fast);
    });
  }

  it("other rollout policies need move objects, and short rollouts do not pay for a simulator: neither uses it", () => {
    const create = spyOnSimulator();
    decide({ rollout: "greedy", rolloutDepth: 8 }, at.slice(0, 2));
    decide({ rolloutDepth: 5 }, at.slice(0, 2));
    decide({ rollout: (_s, moves, _p, rng) => moves[rng.int(moves.length)] }, at.slice(0, 2));
    expect(create).not.toHaveBeenCalled();
  });

  it("a custom policy may answer with its own copy of a move: it plays as the listed one", () => {
    const copy = decide({ rollout: (_s, moves, _p, rng) => ({ ...(moves[rng.int(moves.length)] as object) }) }, at.slice(0, 3));
    expect(copy).toEqual(decide({ fastPath: false }, at.slice(0, 3)));
  });

  it("a state the simulator refuses (ValidationError) rolls out on the engine instead, with the same result", () => {
    const { state, player } = explicitPosition();
    expect(() => azulFastPath.create(state)).toThrow(/explicit-chance/);
    // The search samples the explicit-chance state itself (determinize would deal it a PRNG).
    const ctx: BotContext = { game: azul, player, determinize: () => state };
    const run = (options: MctsOptions) => {
      const rng = Rng.fromSeed("explicit search");
      const create = spyOnSimulator();
      const move = mctsBot({ iterations: 60, rollout: "random", priorVisits: 0, rolloutDepth: 8, ...options })(azul.playerView(state, player), azul.legalMoves(state, player), rng, ctx);
      const ran = create.mock.calls.length;
      create.mockRestore();
      return { move, rng: rng.state(), ran };
    };
    const fast = run({});
    expect(fast.ran, "the simulator never ran a refused state").toBe(0);
    expect(fast).toEqual(run({ fastPath: false }));
  });
});
