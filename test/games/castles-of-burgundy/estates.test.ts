/**
 * Estate boards 1–10 in play: the start castle (centre space, or each player's choice of a castle
 * space), players on different boards, and complete games on every board.
 */
import { describe, expect, it } from "vitest";
import { Rng, ValidationError } from "../../../src/core/index.js";
import { CASTLE, ESTATE_IDS, ESTATES, TILE_CASTLE, TILE_SHIP, type EstateId } from "../../../src/games/castles-of-burgundy/data.js";
import { estateBoard } from "../../../src/games/castles-of-burgundy/board.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { current, fresh, game, movesOf, play, refusal, withPlayer } from "./helpers.js";

const top = (s: CobState) => s.decisions[s.decisions.length - 1]!;

/** Places every pending start castle on the first castle space offered. */
function placeStartCastles(s: CobState): CobState {
  while (s.decisions.length > 0 && top(s).kind === "startCastle") s = play(s, movesOf(s, "placeStartCastle")[0]!);
  return s;
}

describe("Config: `estate` takes boards 1 to 10; `estates` gives each seat its own board", () => {
  it("accepts every board id and refuses others with a ValidationError naming the field", () => {
    for (const id of ESTATE_IDS) expect(() => fresh(2, 1, { estate: id })).not.toThrow();
    for (const bad of ["0", "11", "11a", "constructor", "__proto__", 4]) {
      expect(() => fresh(2, 1, { estate: bad })).toThrow(ValidationError);
    }
  });

  it("`estates` must name one board per seat", () => {
    expect(() => fresh(3, 1, { estates: ["1", "2"] })).toThrow(ValidationError);
    expect(() => fresh(2, 1, { estates: ["1", "12"] })).toThrow(ValidationError);
    try {
      fresh(3, 1, { estates: ["1", "2"] });
    } catch (e) {
      expect((e as ValidationError).field).toBe("estates");
    }
  });
});

describe("Start castle on a board with a castle on its centre space: placed there at setup", () => {
  for (const id of ESTATE_IDS.filter((x) => ESTATES.get(x)!.centreCastle)) {
    it(`board ${id}: the start castle is on space 18 and round 1 begins at once`, () => {
      const s = fresh(3, 5, { estate: id });
      for (const p of s.players) {
        expect(p.estate[18]).toBe(TILE_CASTLE);
        expect(p.estate.filter((t) => t >= 0)).toHaveLength(1);
      }
      expect(top(s).kind).toBe("turn");
      expect(game.invariants(s)).toEqual([]);
    });
  }
});

describe("Start castle on a board without a centre castle: each player chooses a castle space (published rules)", () => {
  for (const id of ESTATE_IDS.filter((x) => !ESTATES.get(x)!.centreCastle)) {
    it(`board ${id}: every player chooses one of the 4 castle spaces, in first-round order, before the dice are rolled`, () => {
      let s = fresh(3, 8, { estate: id });
      const castles = estateBoard(id).spacesOfColour[CASTLE]!;
      expect(game.invariants(s)).toEqual([]);
      for (const p of s.players) {
        expect(p.estate.every((t) => t < 0)).toBe(true);
        expect(p.dice).toEqual([null, null]);
      }
      const chosen: number[] = [];
      for (let i = 0; i < 3; i++) {
        expect(top(s).kind).toBe("startCastle");
        expect(current(s)).toBe(s.turnOrder[i]);
        expect(game.legalMoves(s)).toEqual(castles.map((space) => ({ type: "placeStartCastle", space })));
        const space = castles[i]!;
        chosen.push(space);
        s = play(s, { type: "placeStartCastle", space });
        expect(game.invariants(s)).toEqual([]);
      }
      expect(top(s).kind).toBe("turn");
      expect(current(s)).toBe(s.turnOrder[0]);
      s.turnOrder.forEach((seat, i) => {
        const p = s.players[seat]!;
        expect(p.estate[chosen[i]!]).toBe(TILE_CASTLE);
        expect(p.estate.filter((t) => t >= 0)).toHaveLength(1);
        // Setup, not a placement: no points, no castle action.
        expect(Object.values(p.points).every((v) => v === 0)).toBe(true);
        expect(p.dice.every((d) => d !== null)).toBe(true);
      });
    });
  }

  it("only a castle space takes the start castle; other moves do not answer the decision", () => {
    const s = fresh(2, 8, { estate: "5" });
    const e = estateBoard("5");
    const notCastle = e.colour.findIndex((c) => c !== CASTLE);
    expect(refusal(s, { type: "placeStartCastle", space: notCastle })).toBe("START_CASTLE_SPACE");
    expect(refusal(s, { type: "workers", die: 0 })).toBe("WRONG_DECISION");
    expect(refusal(s, { type: "buy", depot: 0, tile: s.depots[0]![0]!, silver: 1 })).toBe("WRONG_DECISION");
    expect(refusal(s, { type: "placeStartCastle", space: e.spacesOfColour[CASTLE]![0]! })).toBeNull();
  });

  it("the first tile goes next to the chosen start castle (board 10: castle C3 at space 33, ship S4 at 34, ship S1 at 5)", () => {
    const e = estateBoard("10");
    expect([e.colour[33], e.colour[34], e.number[34], e.colour[5], e.number[5]]).toEqual([CASTLE, 2, 4, 2, 1]);
    let s = fresh(2, 3, { estate: "10", startGoods: false });
    while (top(s).kind === "startCastle") s = play(s, { type: "placeStartCastle", space: 33 });
    const c = current(s);
    s = withPlayer(s, c, { storage: [TILE_SHIP], dice: [1, 4], workers: 0 });
    expect(refusal(s, { type: "place", die: 0, value: 1, tile: TILE_SHIP, space: 5 })).toBe("NOT_ADJACENT");
    expect(refusal(s, { type: "place", die: 1, value: 4, tile: TILE_SHIP, space: 34 })).toBeNull();
  });
});

describe("Players on different boards (`estates`)", () => {
  it("each seat plays on its own board; only seats without a centre castle choose", () => {
    let s = fresh(3, 2, { estates: ["1", "7", "3"] });
    expect(s.players[0]!.estate[18]).toBe(TILE_CASTLE);
    expect(s.players[2]!.estate[18]).toBe(TILE_CASTLE);
    expect(s.players[1]!.estate.every((t) => t < 0)).toBe(true);
    expect(s.decisions.map((d) => [d.kind, d.players[0]])).toEqual([["startCastle", 1]]);
    expect(refusal(s, { type: "placeStartCastle", space: 18 })).toBe("START_CASTLE_SPACE"); // board 7's centre is a building space
    s = play(s, { type: "placeStartCastle", space: 1 }); // C5 on board 7
    expect(s.players[1]!.estate[1]).toBe(TILE_CASTLE);
    expect(top(s).kind).toBe("turn");
  });

  it("placement follows the colours of the player's own board", () => {
    // Space 19, next to the start castle, is S5 on board 1 and K5 on board 2.
    expect([estateBoard("1").colour[19], estateBoard("2").colour[19]]).toEqual([2, 5]);
    const s = fresh(2, 6, { estates: ["1", "2"], startGoods: false });
    const shipOn19 = (seat: number): CobState => ({
      ...withPlayer(s, seat, { storage: [TILE_SHIP], dice: [5, 5], workers: 0 }),
      turnOrder: [seat, 1 - seat],
      turnIndex: 0,
      decisions: [{ kind: "turn", players: [seat], tile: -1 }],
    });
    const move = { type: "place", die: 0, value: 5, tile: TILE_SHIP, space: 19 } as const;
    expect(refusal(shipOn19(0), move)).toBeNull();
    expect(refusal(shipOn19(1), move)).toBe("COLOUR_MISMATCH");
  });
});

describe("Complete games on every board and player count: invariants hold, the game ends with a score", () => {
  const cases: [EstateId | EstateId[], number][] = ESTATE_IDS.map((id, i) => [id, 2 + (i % 3)] as [EstateId, number]);
  cases.push([["4", "8", "1", "10"], 4], [["9", "5"], 2]);
  for (const [boards, n] of cases) {
    const config = Array.isArray(boards) ? { estates: boards } : { estate: boards };
    it(`${Array.isArray(boards) ? `boards ${boards.join(", ")}` : `board ${boards}`}, ${n} players`, () => {
      const rng = Rng.fromSeed(`estates-${JSON.stringify(config)}-${n}`);
      let s = placeStartCastles(fresh(n, `g-${JSON.stringify(config)}`, config));
      for (let step = 0; !game.isTerminal(s); step++) {
        if (step % 7 === 0) expect(game.invariants(s)).toEqual([]);
        const moves = game.legalMoves(s);
        expect(moves.length).toBeGreaterThan(0);
        const places = moves.filter((m) => m.type === "place");
        s = game.applyMove(s, places.length && rng.int(4) > 0 ? places[rng.int(places.length)]! : moves[rng.int(moves.length)]!);
      }
      expect(game.invariants(s)).toEqual([]);
      expect(game.score(s).players).toHaveLength(n);
      expect(s.players.some((p) => p.estate.filter((t) => t >= 0).length > 5)).toBe(true);
    });
  }
});
