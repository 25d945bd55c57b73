import { describe, expect, it } from "vitest";
import { deepFreeze, devMode, Rng, ValidationError, type AnyGame } from "../../src/core/index.js";
import { actionFastPath, type AnyActionSpace, type FastPath, type Simulator } from "../../src/rl/mechanics.js";
import { azul, type AzulState } from "../../src/games/azul/index.js";
import { games } from "../../src/index.js";
import {
  almadiActionSpace,
  almadiFastPath,
  azulActionSpace,
  azulFastPath,
  castlesOfBurgundyActionSpace,
  castlesOfBurgundyFastPath,
  karesansuiActionSpace,
  karesansuiFastPath,
  queensGardenActionSpace,
  queensGardenFastPath,
} from "../../src/rl/index.js";
import { FUZZ } from "./helpers.js";

/**
 * The fast path plays exactly the pure engine's games: for every game, every config of the
 * property suite (test/properties/<game>.test.ts) and every player count, random playouts step by
 * step through a simulator and through `space.step` side by side. Raise the games with FUZZ_RUNS.
 */
interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly space: AnyActionSpace;
  readonly fast: FastPath<any>;
  readonly configs: readonly Record<string, unknown>[];
  /** Random games per player count and config. */
  readonly games: number;
}

const AZUL_CONFIGS = [{}, { wall: "grey" }, { wall: "coloured", firstPlayer: "random" }];
const CASES: readonly Case[] = [
  { name: "azul (mutable simulator)", game: azul, space: azulActionSpace, fast: azulFastPath, configs: AZUL_CONFIGS, games: 4 },
  { name: "azul (actionFastPath)", game: azul, space: azulActionSpace, fast: actionFastPath(azul, azulActionSpace), configs: AZUL_CONFIGS, games: 1 },
  { name: "queens-garden", game: games["queens-garden"], space: queensGardenActionSpace, fast: queensGardenFastPath, configs: [{}], games: 1 },
  {
    name: "almadi",
    game: games.almadi,
    space: almadiActionSpace,
    fast: almadiFastPath,
    configs: [{}, { characters: true }, { characters: true, startTiles: "random" }, { startTiles: "random", greyObjectives: 0 }],
    games: 1,
  },
  {
    name: "karesansui",
    game: games.karesansui,
    space: karesansuiActionSpace,
    fast: karesansuiFastPath,
    configs: [
      {},
      { firstPlayer: "random", diagonalReuse: true, sanzonStrict: true, storedPlacement: "extra", allowRotate180: true },
      { firstPlayer: 1, diagonalReuse: false, sanzonStrict: false, storedPlacement: "swap", allowRotate180: true },
    ],
    games: 1,
  },
  {
    name: "castles-of-burgundy",
    game: games["castles-of-burgundy"],
    space: castlesOfBurgundyActionSpace,
    fast: castlesOfBurgundyFastPath,
    configs: [{}, { estate: "4" }, { estate: "8", startGoods: false }],
    games: 1,
  },
];

/** The indices a mask allows, ascending. */
const allowed = (mask: Uint8Array): number[] => [...mask.keys()].filter((a) => mask[a] === 1);

/** The legal actions a simulator lists now. */
function listed(sim: Simulator<unknown>): number[] {
  const out = new Int32Array(sim.actionCount);
  return Array.from(out.subarray(0, sim.legalActions(out)));
}

/**
 * One random game through the simulator and through the action space at once, checking every
 * step. Actions are drawn from `Rng.fromSeed(seed)` (as the benchmark's playouts are); the checks'
 * own draws (when to clone, when to start over from the state) from a second stream.
 */
function playBoth(c: Case, players: number, config: Record<string, unknown>, seed: number): unknown {
  const { game, space, fast } = c;
  const pick = Rng.fromSeed(seed);
  const checks = Rng.fromSeed(`checks ${seed}`);
  // Frozen states throw on any write: the simulator must only read them.
  let ref = space.start(deepFreeze(game.setup({ players, seed, config })));
  let sim = fast.create(ref.state);
  expect(sim.actionCount).toBe(space.actionCount(players, config));
  let kept: { readonly sim: Simulator<unknown>; readonly state: unknown; readonly legal: readonly number[] } | null = null;
  let moves = 0;
  while (!game.isTerminal(ref.state)) {
    expect(moves, "the game ends within its moveLimit").toBeLessThan(game.moveLimit(players));
    // While several seats may act at once, the simulator's turn goes to the first one listed (as AecEnv's).
    const seat = ref.prefix.length > 0 ? ref.player! : game.activePlayers(ref.state)[0]!;
    expect(sim.isTerminal()).toBe(false);
    expect(sim.player(), "the seat choosing").toBe(seat);
    const legal = listed(sim);
    expect(legal, `legalActions = the mask after move ${moves}, prefix [${ref.prefix.join(", ")}]`).toEqual(allowed(space.mask(ref.state, ref.prefix, seat)));
    if (checks.int(6) === 0) {
      // A clone is independent: playing it on leaves the original where it was.
      const copy = sim.clone();
      for (let k = 0; k < 8 && !copy.isTerminal(); k++) {
        const l = listed(copy);
        copy.apply(l[checks.int(l.length)]!);
      }
      expect(sim.toState(), "playing a clone leaves the original untouched").toEqual(ref.state);
      expect(listed(sim)).toEqual(legal);
      // ... and the original playing on leaves a clone untouched (checked at the end).
      kept ??= { sim: sim.clone(), state: ref.state, legal };
    }
    const action = legal[pick.int(legal.length)]!;
    const done = sim.apply(action);
    ref = space.step(ref, action, seat);
    expect(done, "apply says when a move is complete").toBe(ref.prefix.length === 0);
    if (!done) continue;
    moves++;
    deepFreeze(ref.state);
    expect(sim.toState(), `state after move ${moves}`).toEqual(ref.state);
    // Starting over from any (frozen) position of the game plays on the same way.
    if (checks.int(10) === 0) sim = fast.create(ref.state);
  }
  expect(sim.isTerminal()).toBe(true);
  expect(sim.player()).toBe(-1);
  expect(listed(sim)).toEqual([]);
  const final = sim.toState();
  expect(final).toEqual(ref.state);
  expect(game.score(final), "same final score, ties and ranking").toEqual(game.score(ref.state));
  if (kept) {
    expect(kept.sim.toState(), "a clone is untouched by the original's moves").toEqual(kept.state);
    // Mid-move too: the choice it was cloned at (the pending actions) is still its own.
    expect(listed(kept.sim), "a clone keeps its pending choice while the original plays on").toEqual(kept.legal);
  }
  return final;
}

describe("fast path = pure engine: legal actions, states, clones and ends agree step by step", () => {
  for (const c of CASES) {
    for (const config of c.configs) {
      const label = Object.keys(config).length ? ` ${JSON.stringify(config)}` : "";
      for (let players = c.game.players.min; players <= c.game.players.max; players++) {
        it(`${c.name}${label}, ${players} players`, () => {
          for (let g = 0; g < c.games * FUZZ; g++) playBoth(c, players, config, 1 + 7919 * g + players);
        });
      }
    }
  }

  it("azul: the endless 4-player grey games of R17 (seeds 1181, 1878) end by R17 in the simulator too, as the pure engine's", () => {
    const grey = CASES[0]!;
    for (const seed of [1181, 1878]) {
      const final = playBoth(grey, 4, { wall: "grey" }, seed) as AzulState;
      expect(final.phase).toBe("over");
      expect(
        final.boards.every((b) => b.wall.every((row) => row.includes(null))),
        "no complete row: R17 ended it",
      ).toBe(true);
      // Its legal actions come in legalMoves order, so the same draws pick the same moves as a pure playout.
      const rng = Rng.fromSeed(seed);
      let s = azul.setup({ players: 4, seed, config: { wall: "grey" } });
      while (!azul.isTerminal(s)) {
        const l = azul.legalMoves(s);
        s = azul.applyMove(s, l[rng.int(l.length)]!);
      }
      expect(final).toEqual(s);
    }
  });
});

describe("fast path: states handed out", () => {
  it("azul: toState() builds a new state each time, deep-frozen in devMode like every state the library hands out", () => {
    const sim = azulFastPath.create(azul.setup({ players: 3, seed: 5 }));
    expect(sim.toState()).not.toBe(sim.toState());
    expect(Object.isFrozen(sim.toState())).toBe(false);
    const was = devMode(true);
    try {
      const s = sim.toState();
      expect(Object.isFrozen(s) && Object.isFrozen(s.boards[0]!.wall[0])).toBe(true);
    } finally {
      devMode(was);
    }
  });
});

describe("fast path: what it refuses", () => {
  const state = azul.setup({ players: 2, seed: 1 });

  it("azul: an explicit-chance state (rng: null) is a ValidationError naming the reason", () => {
    const chance = { ...state, rng: null } as AzulState;
    expect(() => azulFastPath.create(chance)).toThrow(ValidationError);
    expect(() => azulFastPath.create(chance)).toThrow(/explicit-chance/);
  });

  it("a player view, or anything not a state, is a ValidationError", () => {
    const view = azul.playerView(state, 0) as unknown as AzulState;
    expect(() => azulFastPath.create(view)).toThrow(ValidationError);
    expect(() => azulFastPath.create(null as unknown as AzulState)).toThrow(ValidationError);
    expect(() => queensGardenFastPath.create(games["queens-garden"].playerView(games["queens-garden"].setup({ players: 2, seed: 1 }), 0) as never)).toThrow(ValidationError);
  });

  it("actionFastPath needs the game's own action space", () => {
    expect(() => actionFastPath(azul, queensGardenActionSpace as never)).toThrow(ValidationError);
  });
});

describe("move generation: an action a generator hands its sink is its move's action", () => {
  /** Records what the generator adds, with the action it passes along (if any). */
  class Recorder {
    readonly done = false;
    readonly added: [unknown, number | undefined][] = [];
    wants(): boolean {
      return true;
    }
    add(move: unknown, action?: number): void {
      this.added.push([move, action]);
    }
  }
  for (const c of CASES.slice(1)) {
    for (const config of c.configs) {
      const label = Object.keys(config).length ? ` ${JSON.stringify(config)}` : "";
      it(`${c.game.id}${label}: every passed action is what the action space encodes (only a flat space's)`, () => {
        const pick = Rng.fromSeed(`hints ${c.game.id}`);
        for (let players = c.game.players.min; players <= c.game.players.max; players++) {
          let state = c.game.setup({ players, seed: players, config });
          while (!c.game.isTerminal(state)) {
            const seat = c.game.activePlayers(state)[0]!;
            const recorder = new Recorder();
            c.game.work(state).generate(recorder as never, seat);
            for (const [move, action] of recorder.added) {
              if (action === undefined) continue;
              expect(c.space.factored, "a factored space's move takes several actions: none is passed").toBe(false);
              expect([action]).toEqual(c.space.encode(state, move));
            }
            const moves = c.game.legalMoves(state, seat);
            state = c.game.applyMove(state, moves[pick.int(moves.length)], seat);
          }
        }
      });
    }
  }
});
