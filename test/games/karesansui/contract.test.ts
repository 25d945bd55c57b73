import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { DOCS_BASE_URL } from "../../../src/core/index.js";
import { type BreakdownPartOf, type DecisionKindOf } from "../../../src/core/index.js";
import {
  CATEGORIES,
  dataStatus,
  DATA_VERSION,
  karesansui,
  moveLimit,
  type KaresansuiBreakdownPart,
  type KaresansuiDecision,
  type KaresansuiDecisionKind,
  type KaresansuiMoveErrorCode,
} from "../../../src/games/karesansui/index.js";
import { atStep2, codeOf, drawn, fresh, G, withGarden } from "./helpers.js";
import { readmeLoop } from "../../properties/contract.js";
import { lastOf } from "../../helpers/last.js";

const CONFIGS: Record<string, unknown>[] = [
  {},
  { storedPlacement: "extra" },
  { allowRotate180: true, firstPlayer: "random" },
  { diagonalReuse: true, sanzonStrict: true, storedPlacement: "extra", allowRotate180: true },
];

describe("The README loop: applyMove(s, legalMoves(s)[i]) plays every game to its end", () => {
  for (let players = 2; players <= 4; players++) {
    it(`${players} players, every config: any listed move applies as it stands, within moveLimit`, () => {
      for (const config of CONFIGS) {
        for (let seed = 0; seed < 3; seed++) {
          const states = readmeLoop(G, players, seed, config);
          expect(G.invariants(lastOf(states))).toEqual([]);
        }
      }
    });
  }
});

describe("Move limit: players · 81 · (5·players + 4), the proven bound", () => {
  it("is the documented formula", () => {
    expect([2, 3, 4].map(moveLimit)).toEqual([2268, 4617, 7776]);
    expect(G.moveLimit(4)).toBe(7776);
    expect(readFileSync("docs/rules/karesansui.md", "utf8")).toContain("`players · 81 · (5·players + 4)` (2 players: 2 268; 3: 4 617; 4: 7 776)");
  });
});

describe("Prototype names are never looked up: such moves are malformed", () => {
  it.each(["toString", "__proto__", "valueOf", "constructor", "hasOwnProperty"])("{type: %s} → MALFORMED_MOVE", (type) => {
    const s = fresh(2, 1);
    const r = G.validateMove(s, { type });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("MALFORMED_MOVE");
    const useCard = G.validateMove({ ...s, stack: [{ kind: "step2", players: [0] }] }, { type: "useGardener", card: type });
    expect(!useCard.ok && useCard.error.code).toBe("MALFORMED_MOVE");
  });
});

/** GitHub's anchor of a markdown heading. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

describe("dataStatus: the data version and every provisional or unverified part, each with its docs section", () => {
  it("runs on the data version states record and lists the parts the docs mark", () => {
    expect(G.dataStatus).toBe(dataStatus);
    expect(dataStatus.version).toBe(DATA_VERSION);
    expect(fresh(2, 1).dataVersion).toBe(dataStatus.version);
    expect(dataStatus.complete).toBe(false);
    expect(dataStatus.caveats.map((c) => c.status)).toEqual(["PROVISIONAL", "PROVISIONAL", "PROVISIONAL", "PROVISIONAL", "PROVISIONAL", "UNVERIFIED"]);
  });

  it("every caveat's docs section exists", () => {
    for (const c of dataStatus.caveats) {
      const [path, anchor] = c.docs.slice(DOCS_BASE_URL.length).split("#");
      const text = readFileSync(path!, "utf8");
      const anchors = [...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!));
      expect(anchors, c.docs).toContain(anchor);
    }
  });
});

describe("Types: decision kinds, breakdown parts and error codes are the game's own unions", () => {
  it("the definition carries the decision-kind and breakdown-part unions", () => {
    expectTypeOf<DecisionKindOf<typeof karesansui>>().toEqualTypeOf<KaresansuiDecisionKind>();
    expectTypeOf<KaresansuiDecisionKind>().toEqualTypeOf<KaresansuiDecision["kind"]>();
    expectTypeOf<BreakdownPartOf<typeof karesansui>>().toEqualTypeOf<KaresansuiBreakdownPart>();
    expectTypeOf<KaresansuiMoveErrorCode>().toExtend<string>();
    expectTypeOf<"MALFORMED_MOVE">().toExtend<KaresansuiMoveErrorCode>();
    expectTypeOf<"CARD_NO_EFFECT">().toExtend<KaresansuiMoveErrorCode>();
    const sheet = G.score(fresh(2, 1));
    expect(Object.keys(sheet.players[0]!.breakdown)).toEqual([...CATEGORIES]);
  });
});

describe("One encoding per move (no canonicalMove needed): the other encodings are refused", () => {
  it("swapTiles names its cells a < b; rotated is absent or true", () => {
    let s = withGarden(fresh(2, 6), 0, ["MF S1 S2 . .", ". . . . .", ". . . . ."], { gardeners: ["kentei", "zenami", "sesshu"], used: [] });
    s = atStep2(withGarden(s, 1, null, { gardeners: ["rikyu", "ishikawa", "enshu"], used: [] }), 0);
    const t = G.applyMove(s, { type: "useGardener", card: "kentei" });
    expect(G.legalMoves(t)).toContainEqual({ type: "swapTiles", a: 0, b: 1 });
    expect(codeOf(t, { type: "swapTiles", a: 1, b: 0 })).toBe("SWAP_ORDER");
    const placing = G.applyMove(drawn(fresh(2, 1, { allowRotate180: true }), "QsSE", 0), { type: "place" });
    expect(codeOf(placing, { type: "placeCell", cell: 0, rotated: false })).toBe("MALFORMED_MOVE");
    expect(codeOf(placing, { type: "placeCell", cell: 0, rotated: true })).toBe("OK");
  });
});
