import { describe, expect, it } from "vitest";
import { isValidationError } from "../../../src/core/index.js";
import { queensGarden as G, type QueensGardenState } from "../../../src/games/queens-garden/index.js";
import { cell, fresh, k, play, withDisplay, withPlayer } from "./helpers.js";

/** A mutable deep copy of a state, to corrupt one field. */
const copy = (s: QueensGardenState): any => JSON.parse(JSON.stringify(s));
/** loadState's plausibility option. */
const reachable = { reachable: true };

/** What loadState says about a saved state: "ok" or the messages of its ValidationError. */
function load(data: unknown, options?: { reachable: boolean }): string {
  try {
    G.loadState(data, options);
    return "ok";
  } catch (e) {
    expect(isValidationError(e), String(e)).toBe(true);
    return (e as Error).message;
  }
}

/** A round-2 state reached by passing through round 1. */
function round2(players = 2): QueensGardenState {
  let s = fresh(players, 8);
  while (s.round === 1)
    s = play(
      s,
      G.legalMoves(s).find((m) => m.type === "pass" || m.type === "endPass")!,
    );
  return s;
}

describe("loadState refuses unsound states, and with { reachable: true } states no game can reach (invariants)", () => {
  it("sound states load, at setup and later", () => {
    expect(load(fresh(3, 1))).toBe("ok");
    expect(load(round2(4))).toBe("ok");
  });

  it("a state with an extra empty seat is sound, but not reachable: its round stacks are sized for another player count", () => {
    for (const s of [fresh(2, 11), round2(2), fresh(3, 2)]) {
      const bad = copy(s);
      bad.players.push(copy(s).players[1]);
      expect(load(bad)).toBe("ok");
      expect(load(bad, reachable)).toMatch(/later round stack|current round stack/);
    }
  });

  it("a seat number beyond the players (current, starter, marker, firstPlayer) is refused", () => {
    const s = fresh(2, 1);
    for (const field of ["current", "starter", "marker"]) expect(load({ ...copy(s), [field]: 3 })).toMatch(/not a seat/);
    expect(load({ ...copy(s), config: { firstPlayer: 3, variant: false } })).toMatch(/not a seat/);
    expect(load({ ...copy(s), config: { firstPlayer: 0, variant: true } })).toMatch(/variant side/);
  });

  it("the decision agrees with the seats: the current player has not passed unless discarding, the marker holder has passed", () => {
    const s = play(fresh(3, 1), { type: "pass" });
    const passedCurrent = copy(s);
    passedCurrent.current = 0;
    expect(load(passedCurrent)).toMatch(/is to act but has passed/);
    const noMarker = copy(s);
    noMarker.marker = null;
    expect(load(noMarker)).toMatch(/first player marker/);
    const wrongMarker = copy(s);
    wrongMarker.marker = 2;
    expect(load(wrongMarker)).toMatch(/holds the first player marker without having passed/);
    const discarding = copy(s);
    discarding.discarding = 0;
    expect(load(discarding)).toMatch(/discarding without having passed/);
  });

  it("a discard decision with nothing left to discard is refused (the pass would have ended)", () => {
    const s = play(withPlayer(fresh(2, 2), 0, { tiles: ["Y3"] }), { type: "pass" });
    expect(load(s)).toBe("ok");
    expect(load({ ...copy(s), discarding: k("Y3") + 1 })).toMatch(/nothing left that may be discarded/);
  });

  it("the round agrees with the number of later round stacks", () => {
    expect(load({ ...copy(fresh(2, 1)), round: 2 })).toMatch(/later round stacks/);
  });

  it("the stack top and the display are as fills and acquisitions leave them", () => {
    const s = withDisplay(fresh(2, 3), ["B1", "Y3", "P5", "P5"], [{ tiles: ["Y3", "g2"] }, { faceUp: "Y6" }]);
    expect(load(s)).toBe("ok");
    const unsorted = copy(s);
    unsorted.topTiles.reverse();
    expect(load(unsorted)).toMatch(/ascending/);
    const emptyFaceDown = copy(s);
    emptyFaceDown.bag[emptyFaceDown.display[0].tiles[0]]++;
    emptyFaceDown.bag[emptyFaceDown.display[0].tiles[1]]++;
    emptyFaceDown.display[0].tiles = [];
    expect(load(emptyFaceDown)).toMatch(/face down without tiles/);
    const shortTop = copy(s);
    shortTop.bag[shortTop.topTiles.pop()]++;
    expect(load(shortTop)).toBe("ok");
    expect(load(shortTop, reachable)).toMatch(/fewer than 4 tiles though the bag was not empty/);
  });

  it("storage in another order is refused (legal moves rely on it)", () => {
    const s = copy(withPlayer(fresh(2, 2), 0, { tiles: ["Y3", "B5"] }));
    s.players[0].tiles.reverse();
    expect(load(s)).toMatch(/ascending/);
  });

  it("an ornament is rewarded exactly when it is surrounded (plausibility; the builder derives it)", () => {
    const ring = { F0: "B1", F1: "B2", F2: "B3", F3: "B4", F4: "B5", F5: "B6" };
    const rewarded = withPlayer(fresh(2, 5), 0, { garden: ring });
    expect(rewarded.players[0]!.rewarded[0]).toBe(true);
    expect(load(rewarded, reachable)).toBe("ok");
    const surrounded = copy(rewarded);
    surrounded.players[0].rewarded[0] = false;
    expect(load(surrounded)).toBe("ok");
    expect(load(surrounded, reachable)).toMatch(/not taken though the ornament is surrounded/);
    const early = copy(fresh(2, 5));
    early.players[1].rewarded[3] = true;
    expect(load(early, reachable)).toMatch(/taken though the ornament is not surrounded/);
  });

  it("hexagons lie only on spaces, and each tile exists once", () => {
    const s = copy(fresh(2, 5));
    s.players[0].garden[cell("O0")] = k("B1");
    s.bag[k("B1")]--;
    expect(load(s)).toMatch(/not a space/);
  });

  it("round-scoring points fit the garden and the finished rounds (the tester's 25 wheel points in round 1 with an empty garden)", () => {
    const s = copy(fresh(2, 5));
    s.players[0].score = 40;
    s.players[0].points.wheel = 25;
    expect(load(s)).toBe("ok");
    expect(load(s, reachable)).toMatch(/25 wheel points, more than the 0 the garden can have scored in 0 finished round/);
    const pavilion = copy(fresh(2, 5));
    pavilion.players[1].score = 16;
    pavilion.players[1].points.pavilions = 1;
    expect(load(pavilion, reachable)).toMatch(/1 pavilion points, more than the 0/);
    const later = round2();
    expect(load(copy(later), reachable)).toBe("ok");
    const rich = copy(later);
    rich.players[0].score += 1;
    rich.players[0].points.wheel += 1;
    expect(load(rich, reachable)).toMatch(/wheel points, more than the/);
  });

  it("the score breakdown agrees with the rest: start 15, 6 points per face-down expansion, no final points mid-game", () => {
    const s = play(fresh(2, 5), { type: "buyExpansion", area: 4 });
    expect(load(s)).toBe("ok");
    const free = copy(s);
    free.players[0].points.expansions = 0;
    free.players[0].points.discards = -6;
    expect(load(free)).toBe("ok");
    expect(load(free, reachable)).toMatch(/cost 6 points/);
    const early = copy(s);
    early.players[1].points.colourGroups = 3;
    early.players[1].points.start = 12;
    expect(load(early, reachable)).toMatch(/starts on 15|final-scoring points/);
    const unsummed = copy(s);
    unsummed.players[1].points.start = 12;
    expect(load(unsummed)).toMatch(/do not sum to the score/);
  });

  it("a tile kind or expansion outside 0–35 (or not an integer), anywhere, is a violation naming its field; loadState refuses it at that field", () => {
    const corruptions: [string, (c: any) => void, string][] = [
      ["players[0].tiles[0]", (c) => c.players[0].tiles.push(36), "36 is not a tile kind (an integer 0–35)"],
      ["topTiles[3]", (c) => (c.topTiles[3] = 99), "99 is not a tile kind (an integer 0–35)"],
      ["players[1].garden[1]", (c) => (c.players[1].garden[1] = 1.5), "1.5 is not a tile kind (an integer 0–35)"],
      ["supply[0]", (c) => (c.supply[0] = -2), "-2 is not an expansion (an integer 0–35)"],
      ["laterStacks[0][0]", (c) => (c.laterStacks[0][0] = 36), "36 is not an expansion (an integer 0–35)"],
    ];
    for (const [field, corrupt, message] of corruptions) {
      const bad = copy(fresh(2, 1));
      corrupt(bad);
      expect(G.invariants(bad), field).toContain(`${field}: ${message}`);
      let thrown: unknown;
      try {
        G.loadState(bad);
      } catch (e) {
        thrown = e;
      }
      expect(isValidationError(thrown), field).toBe(true);
      expect((thrown as { field: string }).field).toBe(field);
    }
    expect(G.invariants(copy(fresh(2, 1)))).toEqual([]);
  });

  it("a finished game must have ended after round 4 with everyone passed", () => {
    let s = fresh(2, 4);
    while (!G.isTerminal(s))
      s = play(
        s,
        G.legalMoves(s).find((m) => m.type === "pass" || m.type === "endPass")!,
      );
    expect(load(s)).toBe("ok");
    const early = copy(s);
    early.players[1].passed = false;
    expect(load(early)).toMatch(/every player has passed/);
  });
});
