import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../src/core/index.js";
import { azul, azulPosition } from "../../../src/games/azul/index.js";
import { census } from "./helpers.js";

/** The ValidationError a call throws (fails the test when it does not throw one). */
function refusal(f: () => unknown): ValidationError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return e as ValidationError;
  }
  throw new Error("expected a ValidationError");
}

describe("azulPosition: a sound position from the parts a test cares about", () => {
  it("the rulebook's scoring example: a tile joining a row of 3 and a column of 3 scores 6", () => {
    const s = azulPosition({
      factories: [],
      centre: "K",
      current: 1,
      boards: [{ wall: [".....", "WB...", "..B..", "..W..", "....."], lines: ["", "YY", "", "", ""] }, { floor: "1" }],
    });
    expect(azul.invariants(s)).toEqual([]);
    expect(census(s)).toEqual([20, 20, 20, 20, 20]);
    expect(s.round).toBe(2);
    // Seat 1 takes the last tile: the round ends and seat 0's yellow goes to row 2, column 3.
    const after = azul.applyMove(s, { type: "take", source: "centre", colour: "K", line: 5 });
    expect(after.boards[0]!.wall[1]![2]).toBe("Y");
    expect(after.boards[0]!.score - s.boards[0]!.score).toBe(6);
  });

  it("derives the marker's holder from the floor, and fills the factories from the bag when they are left out", () => {
    const s = azulPosition({ players: 3, boards: { 1: { floor: "1B" } } });
    expect(s.marker).toBe(1);
    expect(s.factories).toHaveLength(7);
    expect(s.factories.every((f) => f.reduce((a, b) => a + b, 0) === 4)).toBe(true);
    expect(census(s)).toEqual([20, 20, 20, 20, 20]);
  });

  it("is sound but not always reachable: a wall with too few points for its tiles is refused only under { reachable: true }", () => {
    const s = azulPosition({ factories: ["BBYR"], boards: [{ score: 1, wallPoints: 1, wall: ["BY...", ".....", ".....", ".....", "....."] }] });
    expect(azul.invariants(s)).toEqual([]);
    expect(azul.invariants(s, { reachable: true }).join("; ")).toMatch(/1 wall points for 2 wall tiles/);
    expect(() => azul.loadState(JSON.parse(JSON.stringify(s)), { reachable: true })).toThrow(ValidationError);
  });

  it("is sound but not reachable: more wall points than the wall's tiles can have scored (the tester's empty wall with 10 points)", () => {
    const s = azulPosition({ boards: [{ wall: [".....", ".....", ".....", ".....", "....."], score: 10 }, {}] });
    expect(azul.score(s).players[0]!.breakdown).toMatchObject({ wall: 10 });
    expect(azul.invariants(s)).toEqual([]);
    expect(azul.invariants(s, { reachable: true }).join("; ")).toMatch(/10 wall points, more than the 0 its wall tiles can have scored/);
    // A lone tile scored 1; two adjacent tiles at most 1 + 2 across plus 1 + 1 down.
    const pair = (score: number) => azulPosition({ factories: ["BBYR"], boards: [{ score, wall: ["BY...", ".....", ".....", ".....", "....."] }, {}] });
    expect(azul.invariants(pair(5), { reachable: true })).toEqual([]);
    expect(azul.invariants(pair(6), { reachable: true }).join("; ")).toMatch(/6 wall points, more than the 5/);
  });

  it("names the part of an impossible description", () => {
    expect(refusal(() => azulPosition({ factories: ["BBBB", "BBBB", "BBBB", "BBBB", "BBBB"], centre: "B" })).message).toBe("Invalid azul position: bag: 21 B tiles in the position; the game has 20");
    expect(refusal(() => azulPosition({ factories: ["BBXR"] })).field).toBe("factories[0]");
    expect(refusal(() => azulPosition({ boards: [{ lines: ["BB", "", "", "", ""] }] })).field).toBe("boards[0].lines[0]");
    expect(refusal(() => azulPosition({ boards: [{ wall: ["BY..."] }] })).field).toBe("boards[0].wall");
    expect(refusal(() => azulPosition({ factories: ["B"], current: 2 })).field).toBe("current");
    const empty = refusal(() => azulPosition({ factories: [], centre: "" }));
    expect(empty.message).toMatch(/no factory and not the centre holds a tile/);
    expect(empty.field).toBe("position"); // a rule of the whole position names no part
    const misplaced = refusal(() => azulPosition({ boards: [{ wall: ["Y....", ".....", ".....", ".....", "....."] }, {}] }));
    expect(misplaced.field).toBe("boards[0].wall[0]");
    expect(misplaced.message).toMatch(/cell 1 holds Y, not the colour printed there/);
    expect(azulPosition({ config: { wall: "grey" }, factories: ["BBYR"], boards: [{ score: 1, wall: ["Y....", ".....", ".....", ".....", "....."] }, {}] }).boards[0]!.wall[0]![0]).toBe("Y");
    expect(refusal(() => azulPosition(7 as never)).what).toBe("azul position");
  });

  it("invariants and loadState take only { reachable?: boolean }", () => {
    const s = azul.setup({ players: 2, seed: 1 });
    expect(refusal(() => azul.invariants(s, { reach: true } as never)).field).toBe("reach");
    expect(refusal(() => azul.loadState(s, { reachable: "yes" } as never)).field).toBe("reachable");
    expect(azul.invariants(s, { reachable: true })).toEqual([]);
  });
});
