import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { COLOURS, mostTilesForLine, noRowCanBeCompleted, rowMayBeCompleted, type AzulState, type Colour } from "../../../src/games/azul/index.js";
import { hasCompleteRow } from "../../../src/games/azul/wall.js";
import { fresh, G, lines, play, position, wall, wallAt } from "./helpers.js";

const Y = COLOURS.indexOf("Y");
const EMPTY = ".....";

/** Plays a game the way the issue does: `l[rng.int(l.length)]` with core's Rng seeded like the setup. */
function issuePlayout(seed: number): { state: AzulState; moves: number } {
  let s = G.setup({ players: 4, seed, config: { wall: "grey" } });
  const rng = Rng.fromSeed(seed);
  let moves = 0;
  while (!G.isTerminal(s) && moves < G.moveLimit(4)) {
    const l = G.legalMoves(s, G.activePlayers(s)[0]);
    s = G.applyMove(s, l[rng.int(l.length)]!);
    moves++;
  }
  return { state: s, moves };
}

describe("R17 (our rule): the game ends when no row of any wall can be completed any more", () => {
  it("the issue's endless 4-player grey games (seeds 1181 and 1878) now end, by R17, with every yellow locked away", () => {
    for (const seed of [1181, 1878]) {
      const { state, moves } = issuePlayout(seed);
      expect(G.isTerminal(state), `seed ${seed}`).toBe(true);
      expect(moves).toBeLessThan(1000);
      expect(state.boards.some(hasCompleteRow)).toBe(false);
      expect(noRowCanBeCompleted(state)).toBe(true);
      expect(G.invariants(state)).toEqual([]);
    }
  });

  // Four coloured walls; seats 0–2 hold a yellow in every row (15), seat 3's line 5 holds 4 more.
  const fiveYellows = wallAt([1, 2], [2, 3], [3, 4], [4, 5], [5, 1]);
  const lockedYellow = (seat3: string[], bag?: string) =>
    position({
      players: 4,
      factories: ["BBRR"],
      boards: { 0: { wall: fiveYellows }, 1: { wall: fiveYellows }, 2: { wall: fiveYellows }, 3: { lines: lines(...seat3) } },
      ...(bag === undefined ? {} : { bag }),
    });

  it("tiles of a colour locked in pattern lines, with none free, can never move: rows lacking that colour are dead", () => {
    // The last free yellow sits on seat 3's line 2: each of its yellow lines needs one more, and none is free.
    const s = lockedYellow(["", "Y", "", "", "YYYY"]);
    expect(mostTilesForLine(s, 3, 0, Y)).toBe(0);
    expect(mostTilesForLine(s, 3, 1, Y)).toBe(1);
    expect(rowMayBeCompleted(s, 3, 0)).toBe(false);
    expect(rowMayBeCompleted(s, 3, 4)).toBe(false);
    // Seats 0–2 have yellow in every row: their rows lack other colours, all plentiful.
    expect(rowMayBeCompleted(s, 0, 0)).toBe(true);
    expect(noRowCanBeCompleted(s)).toBe(false);
  });

  it("exact, not cautious: one free tile completes a line that hands its others back (coloured: all but the placed one)", () => {
    const s = lockedYellow(["", "", "", "", "YYYY"]);
    // 1 free yellow completes line 5 (one yellow to the wall), 3 come back: line 1 can still get one.
    expect(mostTilesForLine(s, 3, 0, Y)).toBe(4);
    expect(rowMayBeCompleted(s, 3, 0)).toBe(true);
  });

  it("on the grey wall a completed line may find no column and hand back all its tiles", () => {
    const yellows = wall("Y....", ".Y...", "..Y..", "...Y.", "....Y");
    const s = position({
      players: 4,
      config: { wall: "grey" },
      factories: ["BBRR"],
      boards: { 0: { wall: yellows }, 1: { wall: yellows }, 2: { wall: yellows }, 3: { lines: lines("", "", "", "", "YYYY") } },
    });
    expect(mostTilesForLine(s, 3, 0, Y)).toBe(5);
  });

  it("lines are released in order of what they still need: a cheap line first can pay for a dear one", () => {
    // One free yellow. Seat 2's line 3 (YY, needs 1) hands back 1 net, then seat 3's line 5 (YYY, needs 2) hands back 2.
    const s = position({
      players: 4,
      factories: ["BBRR"],
      boards: {
        0: { wall: fiveYellows },
        1: { wall: fiveYellows },
        2: { wall: wallAt([1, 2], [2, 3], [4, 5], [5, 1]), lines: lines("", "", "YY", "", "") },
        3: { lines: lines("", "", "", "", "YYY") },
      },
      bag: "Y",
    });
    expect((s.bag[Y] ?? 0) + (s.lid[Y] ?? 0)).toBe(1);
    // Seat 3's empty line 4 can reach 1 + 1 + 2 = 4 yellows: just enough.
    expect(mostTilesForLine(s, 3, 3, Y)).toBe(4);
    expect(rowMayBeCompleted(s, 3, 3)).toBe(true);
  });

  it("ordinary games are not cut short: random coloured games all end with a completed row", () => {
    for (let players = 2; players <= 4; players++) {
      for (let seed = 0; seed < 40; seed++) {
        let s = fresh(players, seed);
        const rng = Rng.fromSeed(seed);
        while (!G.isTerminal(s)) {
          const l = G.legalMoves(s);
          s = G.applyMove(s, l[rng.int(l.length)]!);
        }
        expect(s.boards.some(hasCompleteRow), `${players} players, seed ${seed}`).toBe(true);
      }
    }
  });

  it("the bound holds in play: no pattern line ever holds more of a colour than any earlier round's bound said", () => {
    for (const wallSide of ["coloured", "grey"] as const) {
      for (let seed = 0; seed < 12; seed++) {
        let s = fresh(4, `bound-${seed}`, { wall: wallSide });
        const rng = Rng.fromSeed(seed);
        const bound = new Map<string, number>(); // "p,row,c" -> least bound so far
        let round = 0;
        while (!G.isTerminal(s)) {
          if (s.round !== round && s.phase === "offer") {
            round = s.round;
            for (let p = 0; p < 4; p++)
              for (let row = 0; row < 5; row++)
                for (let c = 0; c < 5; c++) {
                  const key = `${p},${row},${c}`;
                  bound.set(key, Math.min(bound.get(key) ?? Infinity, mostTilesForLine(s, p, row, c)));
                }
          }
          const l = G.legalMoves(s);
          s = play(s, l[rng.int(l.length)]!);
          s.boards.forEach((b, p) =>
            b.lines.forEach((line, row) => {
              if (line.colour === null) return;
              const key = `${p},${row},${COLOURS.indexOf(line.colour as Colour)}`;
              expect(line.count, key).toBeLessThanOrEqual(bound.get(key) ?? Infinity);
            }),
          );
        }
      }
    }
  });

  it("rows already complete count as completable (the game then ends by the printed rule)", () => {
    const s = position({ factories: ["BBRR"], boards: { 0: { wall: wall("X....", EMPTY, EMPTY, EMPTY, EMPTY) } } });
    expect(rowMayBeCompleted(s, 0, 0)).toBe(true);
  });
});
