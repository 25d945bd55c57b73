import { describe, expect, it } from "vitest";
import { History, isIllegalMoveError, isValidationError, replay, Rng, type AnyGame, type PlayerId } from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { azul, type AzulState } from "../../src/games/azul/index.js";
import { azulActionSpace, azulFastPath } from "../../src/rl/index.js";
import { botMove, greedyBot, playMatchSync, randomBot, type Bot, type BotContext } from "../../src/bots/index.js";
import { playMatch } from "../../src/bots/index.js";

/**
 * Attacks on the engine by hostile callers and bots, each as the issue describes it: the attack
 * must fail (throw, be refused, or land on a copy) and the real game must play on unchanged.
 */

const ALL = Object.values(games) as AnyGame[];

/** Tries to write into every object and array inside `value`; returns how many writes took. */
function vandalise(value: unknown, seen = new Set<object>()): number {
  if (value === null || typeof value !== "object" || seen.has(value)) return 0;
  seen.add(value);
  let took = 0;
  const o = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(o)) {
    took += vandalise(v, seen);
    try {
      if (typeof v === "number") o[k] = v + 50;
      else if (Array.isArray(v)) v.push(v[0]);
      else if (typeof v === "string") o[k] = `${v}!`;
      else continue;
      took++;
    } catch {
      // A frozen object: the write is refused, as it must be.
    }
  }
  return took;
}

describe("a bot cannot change the real game through what it is given", () => {
  for (const game of ALL) {
    it(`${game.id}: a bot that writes into its view, its determinized samples and its moves changes nothing real`, () => {
      let took = 0;
      const vandal: Bot = (view, moves, rng, ctx) => {
        const pick = rng.pick(moves);
        const choice = JSON.parse(JSON.stringify(pick));
        took += vandalise(view);
        took += vandalise(ctx.determinize(rng));
        took += vandalise(moves);
        return choice;
      };
      const result = playMatchSync({ game, players: game.players.min, bots: [vandal], seed: 5, maxMoves: 40 });
      expect(took, "the bot did write into what it was given (its own copies)").toBeGreaterThan(0);
      // The real game is exactly the game its record replays: no write reached it.
      expect(result.finalState).toEqual(replay(game, result.record));
      expect(game.invariants(result.finalState)).toEqual([]);
    });
  }

  it("a bot cannot patch the definition (ctx.game) to reach the real state, nor change the rules for the process", () => {
    let stolen: unknown = null;
    const thief: Bot = (_view, moves, rng, ctx) => {
      const game = ctx.game as { determinize: unknown; validateMove: unknown };
      for (const key of ["determinize", "validateMove"] as const) {
        try {
          game[key] = (state: unknown) => {
            stolen = state;
            return { ok: true, move: moves[0], player: ctx.player };
          };
        } catch {
          // frozen
        }
      }
      ctx.determinize(rng);
      try {
        (ctx as { determinize: unknown }).determinize = () => null;
      } catch {
        // frozen
      }
      return rng.pick(moves);
    };
    playMatchSync({ game: azul, players: 2, bots: [thief], seed: 3, maxMoves: 10 });
    expect(stolen).toBeNull();
    expect(azul.validateMove(azul.setup({ players: 2, seed: 1 }), { type: "nonsense" }).ok).toBe(false);
  });

  it("a search bot that plays out in place on its sample changes its own copy, not the real game", () => {
    let scored = 0;
    const inPlace: Bot = (view, moves, rng, ctx) => {
      const sample = ctx.determinize(rng) as { -readonly [K in keyof AzulState]: AzulState[K] };
      (sample.boards[0] as { score: number }).score = 95;
      (sample.bag as number[]).fill(0);
      (view as { boards: { score: number }[] }).boards[0]!.score = 95;
      scored = Math.max(scored, (ctx.determinize(rng) as AzulState).boards[0]!.score);
      return rng.pick(moves);
    };
    const result = playMatchSync({ game: azul, players: 2, bots: [inPlace], seed: 9, maxMoves: 10 });
    expect(scored, "a fresh sample does not carry the 95 points").toBeLessThan(95);
    expect(result.finalState).toEqual(replay(azul, result.record));
    expect(azul.invariants(result.finalState)).toEqual([]);
  });
});

describe("moves are snapshotted once: a getter cannot answer one thing to the check and another to the rules", () => {
  it("an Azul take whose line turns to an illegal one after its check plays as the move that was checked", () => {
    const s = azul.setup({ players: 2, seed: 4 });
    const legal = azul.legalMoves(s)[0]!;
    let reads = 0;
    const sly = {
      ...legal,
      get line() {
        return reads++ < 1 ? (legal as { line: unknown }).line : 7;
      },
    };
    expect(azul.applyMove(s, sly as never)).toEqual(azul.applyMove(s, legal));
    expect(reads, "the getter was read once").toBe(1);
  });

  it("a Proxy whose reads change over time plays the data it answered when read once", () => {
    const s = azul.setup({ players: 2, seed: 4 });
    const legal = azul.legalMoves(s)[0]!;
    let calls = 0;
    const shifty = new Proxy({ ...legal }, { get: (target, key) => (++calls > Object.keys(legal).length ? 99 : Reflect.get(target, key)) });
    expect(azul.applyMove(s, shifty as never)).toEqual(azul.applyMove(s, legal));
  });

  it("a getter that throws is a malformed move, not a crash", () => {
    const s = azul.setup({ players: 2, seed: 4 });
    const bomb = {
      ...azul.legalMoves(s)[0]!,
      get source(): number {
        throw new Error("boom");
      },
    };
    const check = azul.validateMove(s, bomb);
    expect(!check.ok && check.error.code).toBe("MALFORMED_MOVE");
  });

  it("a revoked Proxy, a cyclic move and a function are malformed moves, not TypeErrors", () => {
    const s = azul.setup({ players: 2, seed: 4 });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const cyclic: Record<string, unknown> = { type: "take" };
    cyclic.self = cyclic;
    for (const bad of [proxy, cyclic, () => 1, new Map(), new Date()]) {
      const check = azul.validateMove(s, bad);
      expect(!check.ok && check.error.code).toBe("MALFORMED_MOVE");
    }
  });

  /** The traps reading a move as plain data goes through (`has` is not one: see below). */
  const TRAPS = ["getPrototypeOf", "ownKeys", "get", "getOwnPropertyDescriptor"] as const;
  for (const game of Object.values(games) as AnyGame[]) {
    it(`${game.id}: a move read through a Proxy whose traps throw is MALFORMED_MOVE from validateMove and applyMove, never the trap's value`, () => {
      const s = game.setup({ players: 2, seed: 4 });
      const legal = game.legalMoves(s)[0] as object;
      // Each trap alone (on a copy of a legal move and on an array), then a revoked Proxy (Array.isArray throws on it).
      const bad: unknown[] = [];
      for (const trap of TRAPS) {
        for (const target of [{ ...legal }, [legal]])
          bad.push(
            new Proxy(target, {
              [trap]: () => {
                throw Object.create(null);
              },
            }),
          );
      }
      const { proxy, revoke } = Proxy.revocable([] as unknown[], {});
      revoke();
      bad.push(proxy);
      for (const move of bad) {
        const check = game.validateMove(s, move);
        expect(!check.ok && check.error.code).toBe("MALFORMED_MOVE");
        let thrown: unknown;
        try {
          game.applyMove(s, move);
        } catch (e) {
          thrown = e;
        }
        expect(isIllegalMoveError(thrown) && thrown.code).toBe("MALFORMED_MOVE");
      }
      // A trap the read never calls cannot spoil it: the move is the data it holds.
      const quiet = new Proxy(
        { ...legal },
        {
          has: () => {
            throw Object.create(null);
          },
        },
      );
      expect(game.validateMove(s, quiet)).toMatchObject({ ok: true, move: legal });
    });
  }
});

describe("evaluate and moveLimit answer bad arguments with typed errors", () => {
  it('karesansui.moveLimit("2") is refused, not 165564', () => {
    const k = games.karesansui;
    expect(() => k.moveLimit("2" as never)).toThrow(expect.objectContaining({ name: "ValidationError", field: "players" }));
    expect(Number.isInteger(k.moveLimit(2))).toBe(true);
  });

  it("evaluate refuses views, non-states and bad seats with a ValidationError", () => {
    const s = azul.setup({ players: 2, seed: 1 });
    for (const [state, player] of [
      [null, 0],
      [azul.playerView(s, 0), 0],
      [s, 2],
      [s, -1],
      [s, "0"],
    ] as const) {
      let error: unknown;
      try {
        azul.evaluate!(state as never, player as never);
      } catch (e) {
        error = e;
      }
      expect(isValidationError(error), String(error)).toBe(true);
    }
  });
});

describe("Azul's simulator refuses out-of-range actions as the other four do", () => {
  it("-1, 1e6 and NaN throw a ValidationError naming action, the table is untouched, and the game plays on to its end", () => {
    const sim = azulFastPath.create(azul.setup({ players: 2, seed: 12 }));
    const before = sim.toState();
    for (const bad of [-1, 1e6, Number.NaN]) expect(() => sim.apply(bad)).toThrow(expect.objectContaining({ name: "ValidationError", field: "action" }));
    expect(sim.toState()).toEqual(before);
    const out = new Int32Array(sim.actionCount);
    const rng = Rng.fromSeed(1);
    let moves = 0;
    while (!sim.isTerminal() && moves++ < azul.moveLimit(2)) sim.apply(out[rng.int(sim.legalActions(out))]!);
    expect(sim.isTerminal()).toBe(true);
    expect(azul.invariants(sim.toState())).toEqual([]);
  });

  it("an in-range action that is not legal now is an IllegalMoveError (ILLEGAL_ACTION), as decode's", () => {
    const state = azul.setup({ players: 2, seed: 12 });
    const sim = azulFastPath.create(state);
    const out = new Int32Array(sim.actionCount);
    const listed = new Set(out.subarray(0, sim.legalActions(out)));
    const unlisted = [...Array(sim.actionCount).keys()].find((a) => !listed.has(a))!;
    let thrown: unknown;
    try {
      sim.apply(unlisted);
    } catch (e) {
      thrown = e;
    }
    expect(isIllegalMoveError(thrown) && thrown.code).toBe("ILLEGAL_ACTION");
    expect(() => azulActionSpace.decode(state, [unlisted])).toThrow(expect.objectContaining({ code: "ILLEGAL_ACTION" }));
  });
});

describe("History owns its record", () => {
  it("editing the record given to fromReplay afterwards changes nothing", () => {
    let h = History.start(azul, { players: 2, seed: 3 });
    for (let i = 0; i < 5; i++) h = h.play(azul.legalMoves(h.state)[0]!);
    const record = JSON.parse(JSON.stringify(h.toReplay()));
    const from = History.fromReplay(azul, record);
    const exported = JSON.stringify(from.toReplay());
    record.moves.length = 1;
    record.moves[0].move.source = 99;
    expect(JSON.stringify(from.toReplay())).toBe(exported);
    expect(from.moves.length).toBe(5);
  });

  it("start refuses explicit-chance mode, whose games no record can hold", () => {
    expect(() => History.start(azul, { players: 2, seed: 1, chance: "explicit" } as never)).toThrow(expect.objectContaining({ name: "ValidationError", field: "chance" }));
  });

  it("a too-long seed in a record is reported as seed, not config.seed", () => {
    const record = { ...History.start(azul, { players: 2, seed: 3 }).toReplay(), seed: "s".repeat(5000) };
    expect(() => History.fromReplay(azul, record)).toThrow(expect.objectContaining({ field: "seed" }));
  });

  it("a config error in a record still names its field inside config", () => {
    const record = { ...History.start(azul, { players: 2, seed: 3 }).toReplay(), config: { wall: "purple" } };
    expect(() => History.fromReplay(azul, record)).toThrow(expect.objectContaining({ field: "config.wall" }));
  });
});

describe("botMove: one bot move at a time", () => {
  it("returns the bot's move, checked, for the seat to move; the same rng gives the same move", async () => {
    const s = azul.setup({ players: 2, seed: 6 });
    const move = await botMove(azul, greedyBot, s, 0, Rng.fromSeed(1));
    expect(azul.validateMove(s, move, 0).ok).toBe(true);
    expect(await botMove(azul, greedyBot, s, 0, Rng.fromSeed(1))).toEqual(move);
  });

  it("builds the context playMatch builds: the bot's own view and moves, a frozen definition and context", async () => {
    const s = azul.setup({ players: 2, seed: 6 });
    let seen: { view: unknown; moves: unknown; ctx: BotContext } | null = null;
    const spy: Bot = (view, moves, rng, ctx) => {
      seen = { view, moves, ctx };
      return randomBot(view, moves, rng, ctx);
    };
    await botMove(azul, spy, s, 0);
    const got = seen as unknown as { view: unknown; moves: unknown; ctx: BotContext };
    expect(got.view).toEqual(azul.playerView(s, 0));
    for (const frozen of [got.ctx, got.ctx.game]) expect(Object.isFrozen(frozen)).toBe(true);
    expect(got.view, "a copy, not one of the real state's objects").not.toBe(azul.playerView(s, 0));
    expect(got.ctx.player).toBe(0);
    expect(azul.playerView(got.ctx.determinize(Rng.fromSeed(2)), 0)).toEqual(azul.playerView(s, 0));
  });

  it("awaits an async bot", async () => {
    const s = azul.setup({ players: 2, seed: 6 });
    const slow: Bot = async (_v, moves) => moves[1];
    expect(await botMove(azul, slow, s, 0)).toEqual(azul.legalMoves(s, 0)[1]);
  });

  it("refuses a seat that may not act (NOT_YOUR_TURN) and an illegal answer, naming the bot", async () => {
    const s = azul.setup({ players: 2, seed: 6 });
    await expect(botMove(azul, randomBot, s, 1)).rejects.toMatchObject({ name: "IllegalMoveError", code: "NOT_YOUR_TURN" });
    const cheat: Bot = function cheat() {
      return { type: "take", source: 0, colour: "red", line: 9 };
    };
    await expect(botMove(azul, cheat, s, 0)).rejects.toMatchObject({ name: "IllegalMoveError", message: expect.stringMatching(/bot "cheat\d*" \(seat 0\)/) });
  });

  it("plays a whole game against playMatch's own answers: the same seed and bots give the same moves", async () => {
    const seed = 8;
    const match = await playMatch({ game: azul, players: 2, bots: [greedyBot], seed, maxMoves: 12 });
    // playMatch forks one stream per seat from the seed: do the same, then ask botMove move by move.
    const master = Rng.fromSeed(seed);
    const rngs = [master.fork(), master.fork()];
    let s = azul.setup({ players: 2, seed });
    for (const { player, move } of match.record.moves) {
      const p = player as PlayerId;
      expect(await botMove(azul, greedyBot, s, p, rngs[p])).toEqual(move);
      s = azul.applyMove(s, move, p);
    }
  });
});
