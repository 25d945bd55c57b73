import { describe, expect, it } from "vitest";
import { devMode, isListed, MoveList, MoveTypes, Rng, TypedMoveList, type MoveSink } from "../../../src/core/index.js";
import { generate } from "../../../src/games/castles-of-burgundy/generate.js";
import type { CobMove, CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { builderMove, current, fresh, game } from "./helpers.js";

const TYPES: readonly CobMove["type"][] = ["take", "place", "sell", "workers", "buy", "discard", "ship", "skip", "endTurn", "placeStartCastle"];

/** A sink that takes every type and is done after `limit` moves. */
class FirstMoves implements MoveSink<CobMove> {
  readonly moves: CobMove[] = [];
  constructor(private readonly limit: number) {}
  get done(): boolean {
    return this.moves.length >= this.limit;
  }
  wants(): boolean {
    return !this.done;
  }
  add(move: CobMove): void {
    if (!this.done) this.moves.push(move);
  }
}

/** Builder playouts (every tile effect and the last turns of phases come up) on a few boards and player counts. */
function* positions(): Generator<CobState> {
  const setups = [
    { players: 2, config: {} },
    { players: 3, config: { estate: "5" } },
    { players: 4, config: { estate: "8se", startGoods: false } },
    { players: 2, config: { estate: "2" } }, // no centre castle: start castles are chosen
  ];
  for (const [i, { players, config }] of setups.entries()) {
    const rng = Rng.fromSeed(`working-${i}`);
    let s = fresh(players, `working-${i}`, config);
    while (!game.isTerminal(s)) {
      yield s;
      s = game.applyMove(s, builderMove(game.legalMoves(s), rng));
    }
  }
}

describe("Move generation into sinks: what a sink asks for is what the full list holds", () => {
  it("typed lists, type probes, early stops and the legality check agree with the full list", () => {
    let phaseEnds = 0;
    for (const s of positions()) {
      const seat = current(s);
      const all = new MoveList<CobMove>();
      generate(s, seat, all);
      expect(all.moves).toEqual(game.legalMoves(s));
      for (const type of TYPES) {
        const typed = new TypedMoveList<CobMove>(type);
        generate(s, seat, typed);
        expect(typed.moves).toEqual(all.moves.filter((m) => m.type === type));
      }
      const types = new MoveTypes<CobMove>();
      generate(s, seat, types);
      expect([...types.seen].sort()).toEqual([...new Set(all.moves.map((m) => m.type))].sort());
      const limit = 1 + (all.moves.length >> 1);
      const first = new FirstMoves(limit);
      generate(s, seat, first);
      expect(first.moves).toEqual(all.moves.slice(0, limit));
      for (const m of all.moves) expect(isListed(generate, s, seat, m)).toBe(true);
      if (s.round === 4 && s.turnIndex === s.players.length - 1) phaseEnds++;
    }
    expect(phaseEnds).toBeGreaterThan(0);
  });

  it("another seat than the deciding one has no moves", () => {
    const s = fresh(3, "other-seat");
    const list = new MoveList<CobMove>();
    generate(s, (current(s) + 1) % 3, list);
    expect(list.moves).toEqual([]);
  });
});

describe("The rules play on one working state", () => {
  it("the pure API never writes into a state it was given (states deep-frozen), and a working state reaches the same states", () => {
    const was = devMode(true);
    try {
      for (const [i, players] of [2, 3, 4].entries()) {
        const rng = Rng.fromSeed(`frozen-${i}`);
        let s = fresh(players, `frozen-${i}`, { estate: ["1", "7", "4se"][i]! });
        const work = game.work(s);
        let clone = work.clone();
        for (let step = 0; !game.isTerminal(s); step++) {
          const before = JSON.stringify(s);
          const move = builderMove(game.legalMoves(s), rng);
          const next = game.applyMove(s, move);
          expect(JSON.stringify(s)).toBe(before);
          work.play(move);
          if (step % 40 === 0) {
            expect(work.snapshot()).toEqual(next);
            // A clone is left as it was while its twin plays on.
            clone = work.clone();
          }
          s = next;
        }
        expect(work.snapshot()).toEqual(s);
        expect(work.isTerminal()).toBe(true);
        expect(clone.isTerminal()).toBe(false);
      }
    } finally {
      devMode(was);
    }
  });
});
