/** The common contract: prototype-named moves, the move limit, the README loop, exported types, data status. */
import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { DOCS_BASE_URL } from "../../../src/core/index.js";
import { type CoreMoveErrorCode, type DecisionPoint, type ScoreSheet } from "../../../src/core/index.js";
import { castlesOfBurgundy, dataStatus, type CobBreakdownPart, type CobDecisionKind, type CobMoveErrorCode } from "../../../src/games/castles-of-burgundy/index.js";
import { ESTATE_IDS } from "../../../src/games/castles-of-burgundy/data.js";
import { fresh, game } from "./helpers.js";
import { readmeLoop } from "../../properties/contract.js";
import { lastOf } from "../../helpers/last.js";

describe("Prototype names are malformed moves, never a TypeError", () => {
  for (const type of ["toString", "valueOf", "hasOwnProperty", "__proto__", "constructor", "__defineGetter__", "isPrototypeOf"]) {
    it(`{ type: "${type}" }`, () => {
      const s = fresh(2, 1);
      const check = game.validateMove(s, { type });
      expect(!check.ok && check.error.code).toBe("MALFORMED_MOVE");
      expect(() => game.applyMove(s, { type } as never)).toThrow(expect.objectContaining({ code: "MALFORMED_MOVE" }));
    });
  }
});

describe("moveLimit: the proven bound of 248 moves per player", () => {
  it("is 248 × players", () => {
    expect([2, 3, 4].map((n) => game.moveLimit(n))).toEqual([496, 744, 992]);
  });
});

describe("The README loop: applyMove(s, legalMoves(s)[i]) with random i ends within moveLimit", () => {
  const configs: Record<string, unknown>[] = [{}, { startGoods: false }, ...ESTATE_IDS.filter((id) => id !== "1").map((estate) => ({ estate }))];
  for (const players of [2, 3, 4]) {
    for (const config of configs) {
      it(`${players} players, config ${JSON.stringify(config)}`, () => {
        const states = readmeLoop(game, players, players * 100 + configs.indexOf(config), config);
        const s = lastOf(states);
        expect(game.invariants(s)).toEqual([]);
        expect(game.score(s).ranking.flat().sort()).toEqual([...Array(players).keys()]);
      });
    }
  }
});

describe("Exported types: decision kinds, score breakdown parts, move error codes", () => {
  it("decision and score carry the game's unions; error codes include core's", () => {
    const s = fresh(2, 1);
    expectTypeOf(castlesOfBurgundy.decision(s)).toEqualTypeOf<DecisionPoint<CobDecisionKind> | null>();
    expectTypeOf(castlesOfBurgundy.score(s)).toEqualTypeOf<ScoreSheet<CobBreakdownPart>>();
    expectTypeOf<CoreMoveErrorCode>().toMatchTypeOf<CobMoveErrorCode>();
    expectTypeOf<"NOT_ADJACENT">().toMatchTypeOf<CobMoveErrorCode>();
    const parts: CobBreakdownPart[] = ["areas", "colourBonus", "animals", "sales", "watchtowers", "knowledge", "silver", "goods", "workers"];
    expect(Object.keys(castlesOfBurgundy.score(s).players[0]!.breakdown).sort()).toEqual(parts.sort());
  });

  it("rule codes of refused moves are members of the union", () => {
    const s = fresh(2, 1);
    const codes: CobMoveErrorCode[] = [];
    for (const bad of [{ type: "endTurn" }, { type: "skip" }, { type: "workers", die: 2 }]) {
      const check = game.validateMove(s, bad);
      if (!check.ok) codes.push(check.error.code as CobMoveErrorCode);
    }
    expect(codes).toEqual(["DICE_UNUSED", "WRONG_DECISION", "NO_FREE_ACTION"]);
  });
});

describe("dataStatus: the data version and its caveats, each explained in the docs", () => {
  it("is the definition's dataStatus, and every caveat's docs section exists", () => {
    expect(castlesOfBurgundy.dataStatus).toBe(dataStatus);
    expect(dataStatus.complete).toBe(dataStatus.caveats.length === 0);
    const doc = readFileSync(new URL("../../../docs/rules/castles-of-burgundy.md", import.meta.url), "utf8");
    const anchors = new Set(
      doc
        .split("\n")
        .filter((l) => /^#{1,6} /.test(l))
        .map((l) =>
          l
            .replace(/^#+ /, "")
            .trim()
            .toLowerCase()
            .replace(/[^\p{L}\p{N} _-]/gu, "")
            .replace(/ /g, "-"),
        ),
    );
    for (const c of dataStatus.caveats) {
      const [path, anchor] = c.docs.slice(DOCS_BASE_URL.length).split("#");
      expect(path).toBe("docs/rules/castles-of-burgundy.md");
      expect(anchors, `docs section #${anchor} for "${c.part}"`).toContain(anchor);
    }
  });
});
