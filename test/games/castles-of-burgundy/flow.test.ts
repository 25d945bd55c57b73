import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { BLACK_DEPOT_SIZE, TILE_SHIP } from "../../../src/games/castles-of-burgundy/data.js";
import { trackOrder } from "../../../src/games/castles-of-burgundy/rules.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, current, fresh, game, play, withPlayer } from "./helpers.js";

function randomGame(players: number, seed: number): CobState[] {
  const rng = Rng.fromSeed(seed);
  let s = fresh(players, seed);
  const states = [s];
  while (!game.isTerminal(s)) {
    const moves = game.legalMoves(s);
    s = game.applyMove(s, moves[rng.int(moves.length)]!);
    states.push(s);
  }
  return states;
}

describe("Rounds and phases: 5 phases A–E of 5 rounds; each player one turn per round", () => {
  it("every player gets exactly 25 turns and uses 50 dice", () => {
    const states = randomGame(3, 12);
    const turns = [0, 0, 0];
    for (let i = 1; i < states.length; i++) {
      const a = states[i - 1]!;
      const b = states[i]!;
      if (b.decisions.length && (b.turnIndex !== a.turnIndex || b.round !== a.round || b.phase !== a.phase)) turns[current(b)]!++;
    }
    // The very first turn starts at setup.
    turns[current(states[0]!)]!++;
    expect(turns).toEqual([25, 25, 25]);
    const end = states[states.length - 1]!;
    expect(end.phase).toBe(5);
    expect(game.activePlayers(end)).toEqual([]);
    expect(game.legalMoves(end)).toEqual([]);
  });

  it("new hex tiles are laid out for each phase; goods on the depots stay", () => {
    const states = randomGame(2, 4);
    const phaseStarts = states.filter((s, i) => i > 0 && s.phase !== states[i - 1]!.phase && s.phase < 5);
    expect(phaseStarts).toHaveLength(4);
    for (const s of phaseStarts) expect(s.depots[0]).toHaveLength(BLACK_DEPOT_SIZE[2]!);
  });
});

describe("Turn order: by the turn-order track after the first round; on one space the later arrival first", () => {
  it("orders by track space, then by later arrival", () => {
    const base = fresh(3, 1).players;
    const players = [
      { ...base[0]!, track: 2, trackStamp: 5 },
      { ...base[1]!, track: 2, trackStamp: 7 },
      { ...base[2]!, track: 3, trackStamp: 1 },
    ];
    expect(trackOrder(players)).toEqual([2, 1, 0]);
  });

  it("a ship placed by the second player makes them start the next round", () => {
    let s = fresh(2, 21);
    const [first, second] = s.turnOrder as [number, number];
    s = withPlayer(s, first, { silver: 0, dice: [1, 2] });
    s = play(s, { type: "workers", die: 0 }, { type: "workers", die: 1 });
    expect(current(s)).toBe(second);
    s = withPlayer(s, second, { silver: 0, dice: [2, 5], storage: [TILE_SHIP] });
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    if (s.decisions[s.decisions.length - 1]!.kind === "ship") s = play(s, game.legalMoves(s)[0]!);
    s = play(s, { type: "workers", die: 1 });
    expect(s.round).toBe(1);
    expect(s.turnOrder).toEqual([second, first]);
  });

  it("when both reach the same space, the later arrival goes first", () => {
    let s = fresh(2, 21);
    const [first, second] = s.turnOrder as [number, number];
    s = withPlayer(s, first, { silver: 0, dice: [2, 2], storage: [TILE_SHIP], track: 0 });
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    if (s.decisions[s.decisions.length - 1]!.kind === "ship") s = play(s, game.legalMoves(s)[0]!);
    s = play(s, { type: "workers", die: 1 });
    s = withPlayer(s, second, { silver: 0, dice: [2, 2], storage: [TILE_SHIP] });
    s = play(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 });
    if (s.decisions[s.decisions.length - 1]!.kind === "ship") s = play(s, game.legalMoves(s)[0]!);
    s = play(s, { type: "workers", die: 1 });
    expect(s.players[first]!.track).toBe(s.players[second]!.track);
    expect(s.turnOrder).toEqual([second, first]);
  });
});

describe("Dice: rolled for every player at the start of each round (chance inside the state)", () => {
  it("gives every player two fresh dice each round", () => {
    const states = randomGame(2, 33);
    for (const s of states) {
      if (s.decisions.length === 0) continue;
      const who = current(s);
      for (const d of s.players[who]!.dice) if (d !== null) expect(d >= 1 && d <= 6).toBe(true);
    }
    const roundStarts = states.filter((s, i) => i > 0 && s.round !== states[i - 1]!.round && s.phase < 5);
    for (const s of roundStarts) for (const p of s.players) expect(p.dice.every((d) => d !== null)).toBe(true);
  });
});

describe("Final scoring: knowledge tiles, 1 per silverling, 1 per unsold goods tile, 1 per 2 workers", () => {
  it("adds the final parts and the breakdown sums to the total", () => {
    const states = randomGame(4, 8);
    const end = states[states.length - 1]!;
    const sheet = game.score(end);
    for (const line of sheet.players) {
      const p = end.players[line.player]!;
      expect(line.breakdown.silver).toBe(p.silver);
      expect(line.breakdown.goods).toBe(p.goods.reduce((a, b) => a + b, 0));
      expect(line.breakdown.workers).toBe(Math.floor(p.workers / 2));
      expect(Object.values(line.breakdown).reduce((a, b) => a + b, 0)).toBe(line.total);
    }
  });

  it("ties: more empty estate spaces first, then the later player in turn order", () => {
    let s = fresh(3, 2);
    const zero = { silver: 0, workers: 0, goods: [0, 0, 0, 0, 0, 0] };
    for (let seat = 0; seat < 3; seat++) s = withPlayer(s, seat, zero);
    s = { ...s, turnOrder: [0, 1, 2] };
    expect(game.score(s).ranking).toEqual([[2], [1], [0]]);
    const estate = s.players[2]!.estate.slice();
    estate[11] = 13;
    s = withPlayer(s, 2, { estate });
    expect(game.score(s).ranking).toEqual([[1], [0], [2]]);
  });
});

describe("Turn-order track at the start: all pieces on the first space, the start player's on top", () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players: without ships round 2 keeps round 1's order (TTS turn track)`, () => {
      let s = fresh(n, 44);
      const first = s.turnOrder.slice();
      expect(trackOrder(s.players)).toEqual(first);
      for (let i = 0; i < n; i++) {
        s = withPlayer(s, current(s), { silver: 0, dice: [1, 2] });
        s = play(s, { type: "workers", die: 0 }, { type: "workers", die: 1 });
      }
      expect(s.round).toBe(1);
      expect(s.turnOrder).toEqual(first);
    });
  }
});
