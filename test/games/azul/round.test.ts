import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import type { AzulState } from "../../../src/games/azul/index.js";
import { census, counts, fresh, G, lines, play, position, roundEnd, sum, take, wall, type BoardSpec } from "./helpers.js";

/**
 * A crowded 4-player table: every wall holds 4 tiles in each row (row 1 lacks blue, row 2 yellow,
 * row 3 red, row 4 black, row 5 blue; 80 wall tiles, no complete row) and lines 2–4 hold one
 * yellow, red, black each, line 5 holds `blues[p]` blue tiles. Seat 3's line 4 is left empty:
 * seat 3 takes the last tile, a black from the centre, into it.
 */
function crowded(blues: number[], extra: { lid?: string } = {}): AzulState {
  const w = wall(".XXXX", "XX.XX", "XXXX.", "X.XXX", "XXXX.");
  const boards: Record<number, BoardSpec> = {};
  for (let p = 0; p < 4; p++) {
    boards[p] = { wall: w, lines: lines("", "Y", "R", p === 3 ? "" : "K", "B".repeat(blues[p]!)) };
  }
  return position({ players: 4, centre: "K", current: 3, boards, bag: "", lid: extra.lid ?? "" });
}

describe("§4.1 FILL: refill from the lid only when the bag is empty (R8)", () => {
  it("the lid is poured in the moment a draw finds the bag empty, and the current factory keeps filling", () => {
    const { before, after } = roundEnd({}, { bag: "BBBBBB" });
    expect(sum(before.lid)).toBe(93);
    expect(after.round).toBe(2);
    expect(after.factories[0]).toEqual(counts("BBBB")); // drawn from the bag (only blue in it)
    expect(after.factories[1]![0]).toBeGreaterThanOrEqual(2); // 2 blue from the bag, then 2 from the poured lid
    expect(sum(after.factories[1]!)).toBe(4);
    for (const f of after.factories) expect(sum(f)).toBe(4);
    expect(after.lid).toEqual([0, 0, 0, 0, 0]);
    expect(sum(after.bag)).toBe(6 + 93 - 20);
    expect(census(after)).toEqual([20, 20, 20, 20, 20]);
  });

  it("the lid is not poured early: a bag holding exactly enough tiles is drawn empty and the lid stays put", () => {
    const { after } = roundEnd({}, { bag: "BBBBYYYYRRRRKKKKWWWW" });
    expect(after.bag).toEqual([0, 0, 0, 0, 0]);
    expect(after.factories.reduce((acc, f) => acc.map((n, c) => n + f[c]!), [0, 0, 0, 0, 0])).toEqual([4, 4, 4, 4, 4]);
    expect(sum(after.lid)).toBe(79);
  });

  it("bag and lid both run out: the remaining factories stay short or empty and the round is played with what is out", () => {
    const s = crowded([1, 1, 1, 0], { lid: "BBBBB" });
    expect(census(s)).toEqual([20, 20, 20, 20, 20]);
    const t = play(s, take("centre", "K", 4));
    expect(t.round).toBe(s.round + 1);
    expect(t.phase).toBe("offer");
    expect(t.factories.map(sum)).toEqual([4, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(t.factories[0]).toEqual(counts("BBBB"));
    expect(t.factories[1]).toEqual(counts("B"));
    expect(t.bag).toEqual([0, 0, 0, 0, 0]);
    expect(t.lid).toEqual([0, 0, 0, 0, 0]);
    expect(t.startPlayer).toBe(3); // seat 3 took the marker with the black
    expect(new Set(G.legalMoves(t).map((m) => (m.type === "take" ? m.source : 0)))).toEqual(new Set([1, 2]));
    expect(G.invariants(t)).toEqual([]);
  });

  it("R5: a fill that puts out no tile at all ends the game at once, with end bonuses and ranking", () => {
    const s = crowded([2, 2, 2, 2]);
    expect(census(s)).toEqual([20, 20, 20, 20, 20]);
    const t = play(s, take("centre", "K", 4));
    expect(t.factories.every((f) => sum(f) === 0)).toBe(true);
    expect(G.isTerminal(t)).toBe(true);
    expect(G.legalMoves(t)).toEqual([]);
    const sheet = G.score(t);
    // Every wall: no complete row, column 4 complete (+7), all five whites (+10).
    for (const line of sheet.players) {
      expect(line.breakdown).toMatchObject({ rows: 0, columns: 7, colours: 10 });
      expect(line.total).toBe(17); // seat 3's marker penalty was clamped at 0
    }
    expect(sheet.ranking).toEqual([[0, 1, 2, 3]]);
  });

  it("§3 table: the lid is first needed in round 6 / 4 / 3 with 2 / 3 / 4 players", () => {
    for (const [players, needs] of [
      [2, 6],
      [3, 4],
      [4, 3],
    ] as const) {
      const out = 4 * (players * 2 + 1);
      let s = fresh(players, `lid-${players}`);
      const rng = new Rng([players, 1, 2, 3]);
      const bagAtStart = new Map<number, number>([[1, sum(s.bag)]]);
      const lidAtStart = new Map<number, number>([[1, sum(s.lid)]]);
      while (!G.isTerminal(s) && s.round < needs) {
        const ms = G.legalMoves(s);
        const next = G.applyMove(s, ms[rng.int(ms.length)]!);
        if (next.round !== s.round) {
          bagAtStart.set(next.round, sum(next.bag));
          lidAtStart.set(next.round, sum(next.lid));
        }
        s = next;
      }
      expect(s.round, "games last at least 5 rounds").toBe(needs);
      for (let r = 1; r < needs; r++) expect(bagAtStart.get(r), `${players} players, bag after round ${r}'s fill`).toBe(100 - out * r);
      if (players === 2) {
        expect(bagAtStart.get(5)).toBe(0);
        expect(lidAtStart.get(5)).toBeGreaterThan(0); // exactly emptied, lid not poured early
      }
      // Round `needs` could only be filled by pouring the lid.
      expect(100 - out * (needs - 1)).toBeLessThan(out);
      expect(s.factories.every((f) => sum(f) === 4)).toBe(true);
      expect(G.invariants(s)).toEqual([]);
    }
  });
});

describe("§4.5 PREPARE: the marker's holder starts the next round; the marker returns to the centre", () => {
  it("the holder starts round 2 and acts first; the marker lies in the centre again; round number advances", () => {
    const s = position({ players: 3, factories: ["BBBB"], centre: "Y", startPlayer: 0 });
    const t = play(s, take(1, "B", "floor"), take("centre", "Y", 2));
    expect(t.round).toBe(2);
    expect(t.startPlayer).toBe(1);
    expect(G.activePlayers(t)).toEqual([1]);
    expect(t.marker).toBeNull();
    expect(t.boards[1]!.floor).toEqual([]);
    expect(t.factories.every((f) => sum(f) === 4)).toBe(true);
  });
});
