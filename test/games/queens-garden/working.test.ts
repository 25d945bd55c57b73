import { describe, expect, it } from "vitest";
import { deepFreeze, MoveFinder, MoveList, MoveTypes, Rng, TypedMoveList, type MoveSink, type PlayerId } from "../../../src/core/shared.js";
import { queensGarden as G, type QueensGardenMove, type QueensGardenState } from "../../../src/games/queens-garden/index.js";
import { generate } from "../../../src/games/queens-garden/generate.js";
import { play } from "../../../src/games/queens-garden/play.js";
import { draft, open } from "../../../src/games/queens-garden/work.js";

const TYPES: readonly QueensGardenMove["type"][] = ["acquire", "placeTile", "placeExpansion", "buyExpansion", "pass", "discardTile", "discardExpansion", "endPass"];

/** Every position of a random game (with its mover and listed moves), and the move played there. */
function game(players: number, seed: number): { state: QueensGardenState; player: PlayerId; listed: QueensGardenMove[]; move: QueensGardenMove }[] {
  const rng = Rng.fromSeed(`working/${players}/${seed}`);
  const out = [];
  let state = G.setup({ players, seed });
  while (!G.isTerminal(state)) {
    const player = G.activePlayers(state)[0]!;
    const listed = G.legalMoves(state, player) as QueensGardenMove[];
    const move = listed[rng.int(listed.length)]!;
    out.push({ state, player, listed, move });
    state = G.applyMove(state, move, player);
  }
  return out;
}

const positions = [...game(2, 1), ...game(3, 2), ...game(4, 3)];

/** A sink that records what it is given, passing everything on to `inner`. */
class Recorder implements MoveSink<QueensGardenMove> {
  readonly added: QueensGardenMove[] = [];
  constructor(private readonly inner: MoveSink<QueensGardenMove>) {}
  get done(): boolean {
    return this.inner.done;
  }
  wants(type: QueensGardenMove["type"]): boolean {
    return this.inner.wants(type);
  }
  add(move: QueensGardenMove): void {
    this.added.push(move);
    this.inner.add(move);
  }
}

describe("Queen's Garden move generation writes into sinks", () => {
  it("the games below see every move type", () => {
    expect(new Set(positions.map((p) => p.move.type))).toEqual(new Set(TYPES));
  });

  it("a sink that wants one type is given exactly the listed moves of that type, in order, and nothing else", () => {
    for (const { state, player, listed } of positions) {
      for (const type of TYPES) {
        const sink = new Recorder(new TypedMoveList<QueensGardenMove>(type));
        generate(state, player, sink);
        expect(sink.added).toEqual(listed.filter((m) => m.type === type));
      }
    }
  });

  it("a type probe learns exactly the listed types, given one move of each", () => {
    for (const { state, player, listed } of positions) {
      const probe = new MoveTypes<QueensGardenMove>();
      const sink = new Recorder(probe);
      generate(state, player, sink);
      expect(probe.seen).toEqual(new Set(listed.map((m) => m.type)));
      expect(sink.added.length).toBe(probe.seen.size);
    }
  });

  it("a finder is given nothing after the move it looks for", () => {
    for (const { state, player, listed, move } of positions) {
      const sink = new Recorder(new MoveFinder(move));
      generate(state, player, sink);
      expect(sink.done).toBe(true);
      expect(sink.added[sink.added.length - 1]).toEqual(move);
      expect(sink.added.length).toBe(listed.filter((m) => m.type === move.type).indexOf(move) + 1);
    }
  });

  it("a full list is the legal moves", () => {
    const { state, player, listed } = positions[0]!;
    const list = new MoveList<QueensGardenMove>();
    generate(state, player, list);
    expect(list.moves).toEqual(listed);
  });
});

/** Every object and array reachable from a value. */
function containers(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value === "object" && value !== null && !out.has(value)) {
    out.add(value);
    for (const v of Object.values(value)) containers(v, out);
  }
  return out;
}

describe("Queen's Garden rules run on one working state (open, draft, play)", () => {
  it("open shares nothing with the state, and play on it reaches the state applyMove returns", () => {
    for (const { state, player, move } of positions) {
      const work = open(state);
      const theirs = containers(state);
      for (const c of containers(work)) expect(theirs.has(c)).toBe(false);
      expect(work).toEqual(state);
      play(work, move, player);
      expect(work).toEqual(G.applyMove(state, move, player));
    }
  });

  it("play on a draft writes only what the draft copied: the frozen input is never written, and a placement shares the piles it leaves alone", () => {
    let sharedPlacements = 0;
    for (const { state, player, move } of positions) {
      const frozen = deepFreeze(structuredClone(state));
      const work = draft(frozen, move, player);
      play(work, move, player); // a write into the frozen input would throw
      expect(frozen).toEqual(state);
      const reached = open(state);
      play(reached, move, player);
      expect(work).toEqual(reached);
      if (move.type === "placeTile" || move.type === "placeExpansion") {
        expect(work.bag).toBe(frozen.bag);
        expect(work.display).toBe(frozen.display);
        for (let i = 0; i < frozen.players.length; i++) if (i !== player) expect(work.players[i]).toBe(frozen.players[i]);
        sharedPlacements++;
      }
    }
    expect(sharedPlacements).toBeGreaterThan(0);
  });
});
