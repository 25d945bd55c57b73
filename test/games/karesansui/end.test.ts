import { describe, expect, it } from "vitest";
import type { KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, drawn, fresh, FULL_SAND, G, play, top, withGarden, withVirtue } from "./helpers.js";

const FOURTEEN = ["HE HW QsSE QsSW MC", "MC MC MT MB MF", "MF MF QlSE QlSW ."];

describe("End trigger (§5)", () => {
  it("is set the moment a garden holds 15 tiles", () => {
    let s = withGarden(fresh(2, 2), 0, FOURTEEN);
    expect(s.endTriggered).toBe(false);
    s = play(drawn(s, "S6", 0), { type: "place" });
    expect(top(s).kind).toBe("placeCell");
    s = play(s, { type: "placeCell", cell: at(2, 4) });
    expect(s.endTriggered).toBe(true);
    expect(s.over).toBe(false);
  });

  it("a gift that fills the recipient's garden also triggers it", () => {
    let s = withGarden(fresh(2, 2), 1, FOURTEEN);
    s = play(drawn(s, "S6", 0), { type: "give", to: 1 }, { type: "acceptGift" }, { type: "placeCell", cell: at(2, 4) });
    expect(s.endTriggered).toBe(true);
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
  });

  it("a player whose garden is full skips Step 1 and only takes Step 2", () => {
    let s = withGarden(fresh(2, 2), 1, FULL_SAND);
    s = play(drawn(s, "S6", 0), { type: "keep" }, { type: "zazen" });
    expect(s.current).toBe(1);
    expect(top(s)).toEqual({ kind: "step2", players: [1] });
    const bag = s.bag.reduce((a, b) => a + b, 0);
    s = play(s, { type: "zazen" });
    expect(s.current).toBe(0);
    expect(s.bag.reduce((a, b) => a + b, 0)).toBe(bag - 1); // only player 0 drew
  });
});

describe("Game end (§8, A18, A19)", () => {
  it("ends at the end of the turn in which the last garden fills (the active player still takes Step 2)", () => {
    let s = withGarden(withGarden(fresh(2, 2), 1, FULL_SAND), 0, FOURTEEN);
    s = play(drawn(s, "S6", 0), { type: "place" }, { type: "placeCell", cell: at(2, 4) });
    expect(s.players.every((p) => p.placed === 15)).toBe(true);
    expect(G.isTerminal(s)).toBe(false);
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
    s = play(s, { type: "zazen" });
    expect(G.isTerminal(s)).toBe(true);
    expect(G.activePlayers(s)).toEqual([]);
    expect(G.legalMoves(s)).toEqual([]);
  });

  it("an empty bag when a draw is needed: Step 2 only, and the game ends after that turn (A19)", () => {
    let s: KaresansuiState = drawn(fresh(2, 2), "S1", 0);
    const emptied = s.bag.map(() => 0);
    s = { ...s, bag: emptied, discard: s.bag.map((n, i) => n + s.discard[i]!) };
    s = play(s, { type: "keep" }, { type: "zazen" });
    expect(s.lastTurn).toBe(true);
    expect(top(s)).toEqual({ kind: "step2", players: [1] });
    s = play(s, { type: "zazen" });
    expect(G.isTerminal(s)).toBe(true);
  });

  it("random games always end (the bag shrinks every round while a garden is open)", () => {
    for (let seed = 0; seed < 10; seed++) {
      let s = withVirtue(fresh(2, seed), [0, 0]);
      let steps = 0;
      while (!G.isTerminal(s)) {
        const act = G.activePlayers(s);
        const p = act[steps % act.length]!;
        const ms = G.legalMoves(s, p);
        s = G.applyMove(s, ms[(steps * 7) % ms.length]!, p);
        steps++;
        expect(steps).toBeLessThan(2000);
      }
      expect(G.invariants(s)).toEqual([]);
    }
  });
});
