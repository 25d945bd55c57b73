import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { IllegalMoveError, Rng, ValidationError, type ScoreSheet } from "../../../src/core/index.js";
import { actionCount, dataStatus, encodeMove, type AzulBreakdownPart, type AzulMoveErrorCode } from "../../../src/games/azul/index.js";
import { codeOf, fresh, G, place, position, take } from "./helpers.js";
import { readmeLoop } from "../../properties/contract.js";
import { lastOf } from "../../helpers/last.js";

describe("dataStatus: the data version, and no provisional part", () => {
  it("runs on azul-data-1 with no caveat, as the docs' data provenance section says", () => {
    expect(G.dataStatus).toBe(dataStatus);
    expect(dataStatus).toEqual({ version: "azul-data-1", complete: true, caveats: [] });
    const docs = readFileSync(new URL("../../../docs/rules/azul.md", import.meta.url), "utf8");
    expect(docs).toMatch(/^## Data provenance$/m);
    expect(docs).toContain("azul-data-1");
  });
});

describe("moveLimit: rounds × the most moves a round can take", () => {
  it("is 300 rounds of (4 tiles per factory + 5 column choices per player)", () => {
    expect(G.moveLimit(2)).toBe(300 * (5 * 4 + 2 * 5));
    expect(G.moveLimit(3)).toBe(300 * (7 * 4 + 3 * 5));
    expect(G.moveLimit(4)).toBe(300 * (9 * 4 + 4 * 5));
  });

  it("refuses a player count Azul does not have, prototype names included", () => {
    for (const bad of [1, 5, 2.5, "toString", "__proto__", "constructor"]) expect(() => G.moveLimit(bad as never)).toThrow(ValidationError);
    for (const bad of [1, 5, "toString", "__proto__", "constructor"]) expect(() => actionCount(bad as never)).toThrow(ValidationError);
  });
});

describe("describeMove: seats named Player 1…, only legal moves described", () => {
  const s = position({ factories: ["BBBY"], centre: "RR", startPlayer: 1 });

  it("names the acting seat with seatLabel", () => {
    expect(G.describeMove(s, take(1, "B", "floor"))).toBe("Player 2 takes 3 blue from factory 1 to the floor");
  });

  it("throws the typed error applyMove would throw for an illegal or malformed move, instead of describing nonsense", () => {
    for (const [move, code] of [
      [take(1, "W", 1), "COLOUR_NOT_IN_SOURCE"],
      [take(4, "B", 1), "COLOUR_NOT_IN_SOURCE"],
      [take(9, "B", 1), "NO_SUCH_FACTORY"],
      [place(1), "WRONG_DECISION"],
      [{ type: "toString" }, "MALFORMED_MOVE"],
    ] as const) {
      let caught: unknown;
      try {
        G.describeMove(s, move as never);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(IllegalMoveError);
      expect((caught as IllegalMoveError).code).toBe(code);
    }
    expect(() => G.describeMove(s, take(1, "B", 1), 0)).toThrow(IllegalMoveError);
  });
});

describe("Prototype names are never looked up: they are malformed moves", () => {
  it("moves typed toString, __proto__, valueOf give MALFORMED_MOVE, never a TypeError", () => {
    const s = fresh(2, 3);
    for (const type of ["toString", "__proto__", "valueOf", "constructor", "hasOwnProperty"]) {
      expect(codeOf(s, { type })).toBe("MALFORMED_MOVE");
      expect(codeOf(s, JSON.parse(`{"type":"take","source":1,"colour":"B","line":1,"${type}":1}`))).toBe("MALFORMED_MOVE");
    }
    expect(() => encodeMove(s, { type: "toString" } as never)).toThrow(ValidationError);
  });
});

describe("Types: the error code and score breakdown unions", () => {
  it("every code a rule check gives belongs to AzulMoveErrorCode", () => {
    const codes = [
      "GAME_OVER",
      "PLAYER_REQUIRED",
      "PLAYER_MISMATCH",
      "NOT_YOUR_TURN",
      "MALFORMED_MOVE",
      "ILLEGAL_MOVE",
      "NOT_A_STATE",
      "WRONG_DECISION",
      "NO_SUCH_FACTORY",
      "COLOUR_NOT_IN_SOURCE",
      "LINE_FULL",
      "LINE_COLOUR_MISMATCH",
      "COLOUR_ON_WALL_ROW",
      "CELL_OCCUPIED",
      "COLOUR_IN_COLUMN",
    ] as const satisfies readonly AzulMoveErrorCode[];
    const s = position({
      factories: ["BBBY"],
      boards: {
        0: {
          lines: [
            { colour: null, count: 0 },
            { colour: "B", count: 2 },
            { colour: "R", count: 1 },
            { colour: null, count: 0 },
            { colour: null, count: 0 },
          ],
        },
      },
    });
    for (const m of [take(1, "B", 2), take(1, "B", 3), take(7, "B", 1), take(2, "B", 1), place(1), { type: "x" }]) {
      expect(codes).toContain(codeOf(s, m));
    }
  });

  it("score is typed ScoreSheet<AzulBreakdownPart> and its breakdown has exactly those parts", () => {
    expectTypeOf(G.score).returns.toEqualTypeOf<ScoreSheet<AzulBreakdownPart>>();
    const parts: AzulBreakdownPart[] = ["wall", "floor", "rows", "columns", "colours"];
    expect(Object.keys(G.score(fresh()).players[0]!.breakdown).sort()).toEqual(parts.sort());
  });
});

describe("README loop: `while (!g.isTerminal(s)) s = g.applyMove(s, g.legalMoves(s)[i])` ends, every player count and config", () => {
  it("random indexes into legalMoves play whole games to the end", () => {
    const rng = Rng.fromSeed("readme");
    for (const config of [{}, { wall: "grey" as const }, { firstPlayer: "random" as const }, { wall: "grey" as const, firstPlayer: 1 }]) {
      for (let players = 2; players <= 4; players++) {
        for (let game = 0; game < 4; game++) {
          const states = readmeLoop(G, players, rng.int(1 << 30), config);
          expect(G.score(lastOf(states)).ranking.flat().length).toBe(players);
        }
      }
    }
  });
});
