import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCS_BASE_URL } from "../../../src/core/index.js";
import { Rng } from "../../../src/core/index.js";
import { dataStatus, queensGarden as G, STACK_SIZE, type QueensGardenMoveErrorCode } from "../../../src/games/queens-garden/index.js";
import { readmeLoop } from "../../properties/contract.js";
import { lastOf } from "../../helpers/last.js";

/** The heading anchors of a markdown file, as GitHub makes them. */
function anchors(path: string): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^#+\s+(.*)$/.exec(line);
    if (m)
      out.add(
        m[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, "")
          .replace(/ /g, "-"),
      );
  }
  return out;
}

describe("dataStatus: the data version and every provisional or unverified part, each with its docs section", () => {
  it("runs on the data module's version and lists the PROVISIONAL and UNVERIFIED parts", () => {
    expect(G.dataStatus).toBe(dataStatus);
    expect(dataStatus.version).toBe("qg-data-1-provisional");
    expect(dataStatus.complete).toBe(false);
    const parts = dataStatus.caveats.map((c) => c.part).join("\n");
    for (const name of ["WHEEL", "JOKER_REWARD", "FOUNTAIN_ORNAMENTS", "COLOURS", "PATTERN_LABELS"]) expect(parts).toContain(name);
  });

  it("every caveat's docs section exists", () => {
    for (const c of dataStatus.caveats) {
      const [file, anchor] = c.docs.slice(DOCS_BASE_URL.length).split("#");
      expect(anchors(file!), c.docs).toContain(anchor);
    }
  });
});

describe("moveLimit: a proven bound on the moves of a game", () => {
  it("is rounds × 2 × (4 tiles + 1 expansion) × stack size, plus 6 buys and 2 pass moves a round per player", () => {
    for (const n of [2, 3, 4]) expect(G.moveLimit(n)).toBe(4 * 2 * 5 * STACK_SIZE[n]! + n * (6 + 8));
    expect(G.moveLimit(2)).toBe(228);
    expect(() => G.moveLimit(5)).toThrow();
  });

  it("the README loop ends well within it, for every player count and first player", () => {
    for (let n = 2; n <= 4; n++) {
      for (let firstPlayer = 0; firstPlayer < n; firstPlayer++) {
        const rng = Rng.fromSeed(`${n}/${firstPlayer}`);
        for (let game = 0; game < 3; game++) {
          const states = readmeLoop(G, n, rng.int(1e9), { firstPlayer });
          expect(G.invariants(lastOf(states))).toEqual([]);
        }
      }
    }
  });
});

describe("Error codes: every code a move can be refused with is in QueensGardenMoveErrorCode", () => {
  // Listing the union as a record makes tsc check that this list is exactly the union.
  const CODES: Record<QueensGardenMoveErrorCode, true> = {
    GAME_OVER: true,
    PLAYER_REQUIRED: true,
    PLAYER_MISMATCH: true,
    NOT_YOUR_TURN: true,
    MALFORMED_MOVE: true,
    ILLEGAL_MOVE: true,
    NOT_A_STATE: true,
    CATEGORY_MISMATCH: true,
    NO_MATCHING_ITEMS: true,
    SAME_AS_COLOUR: true,
    PICKS_MISMATCH: true,
    NO_SUCH_COPY: true,
    STORAGE_FULL: true,
    PASS_DISCARDS_PENDING: true,
    NOT_PASSING: true,
    NOT_IN_STORAGE: true,
    NOT_A_SPACE: true,
    SPACE_OCCUPIED: true,
    AREA_OCCUPIED: true,
    SUPPLY_EMPTY: true,
    SCORE_BELOW_6: true,
    DISCARD_ORDER: true,
    NO_MATCHING_NEIGHBOUR: true,
    DUPLICATE_IN_GROUP: true,
    COST_COUNT: true,
    IDENTICAL_IN_PAYMENT: true,
    MIXED_CURRENCY: true,
  };

  it("mutated listed moves along a game are refused only with codes of the union", () => {
    const rng = Rng.fromSeed("codes");
    let s = G.setup({ players: 3, seed: 5 });
    const seen = new Set<string>();
    while (!G.isTerminal(s)) {
      const listed = G.legalMoves(s);
      for (const m of listed.slice(0, 6)) {
        for (const [key, value] of Object.entries(m)) {
          const variants = typeof value === "number" ? [value + 1, value - 1, 99] : Array.isArray(value) ? [[...value, ...value], []] : ["x"];
          for (const v of variants) {
            const check = G.validateMove(s, { ...m, [key]: v });
            if (!check.ok) seen.add(check.error.code);
          }
        }
      }
      s = G.applyMove(s, listed[rng.int(listed.length)]!);
    }
    for (const c of seen) expect(Object.hasOwn(CODES, c), c).toBe(true);
    expect(seen.size).toBeGreaterThan(5);
  });
});
