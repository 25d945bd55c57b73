import { describe, expect, it } from "vitest";
import {
  brokenBoundaries,
  CATEGORIES,
  diagonalCount,
  famousPoints,
  FAMOUS_GARDENS,
  gardenBreakdown,
  hasHorai,
  hasSanzon,
  keimaCount,
  largestSandRectangle,
  swirlPoints,
  symmetricRows,
  type Category,
  type FamousId,
} from "../../../src/games/karesansui/index.js";
import { famousCardsOf, gardenTotal } from "../../../src/games/karesansui/scoring.js";
import { CELLS, COLS, CORNER_ARC, FACE_COUNT, HALF_E, HALF_W, IS_MOSS, ROWS } from "../../../src/games/karesansui/board.js";
import { POINTS } from "../../../src/games/karesansui/data.js";
import { Rng } from "../../../src/core/index.js";
import { fresh, FULL_SAND, G, picture, withGarden } from "./helpers.js";

const NO_VARIANTS = { diagonalReuse: false, sanzonStrict: false };
const breakdown = (rows: string[], virtue = 0, famous: FamousId[] = []) => gardenBreakdown({ ...picture(rows), virtue }, famous, NO_VARIANTS);

describe("Sand: largest all-sand rectangle (§7.1)", () => {
  it("worked example: moss at (0,1) and (2,3) → 6", () => {
    expect(largestSandRectangle(picture(["S1 MF S1 S1 S1", "S1 S1 S1 S1 S1", "S1 S1 S1 MF S1"]))).toBe(6);
  });
  it("it is a rectangle, not a region; swirl tiles are sand; empty cells and moss are not", () => {
    expect(largestSandRectangle(picture(["S1 S1 S1 S1 S1", "MF MF MF MF S1", "MF MF MF MF S1"]))).toBe(5);
    expect(largestSandRectangle(picture(["QsSE HE . . .", ". . . . .", ". . . . ."]))).toBe(2);
    expect(largestSandRectangle(picture(["MC . . . .", ". . . . .", ". . . . ."]))).toBe(0);
    expect(largestSandRectangle(picture(FULL_SAND))).toBe(15);
  });
});

/** Random gardens, some cells empty, for checking scoring against the rules stated plainly. */
function randomGardens(count: number, seed: number): { tiles: (number | null)[]; stones: null[] }[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, () => {
    const fill = rng.next();
    return { tiles: Array.from({ length: CELLS }, () => (rng.next() < fill ? rng.int(FACE_COUNT) : null)), stones: Array.from({ length: CELLS }, () => null) };
  });
}

describe("Sand and swirls: scoring's lookup tables agree with the rules stated plainly", () => {
  it("the largest sand rectangle is the largest rectangle of rows r0…r1 and columns c0…c1 holding only sand tiles", () => {
    for (const g of randomGardens(2000, 11)) {
      let best = 0;
      for (let r0 = 0; r0 < ROWS; r0++)
        for (let r1 = r0; r1 < ROWS; r1++)
          for (let c0 = 0; c0 < COLS; c0++)
            for (let c1 = c0; c1 < COLS; c1++) {
              let sand = true;
              for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) sand &&= g.tiles[r * COLS + c] !== null && !IS_MOSS[g.tiles[r * COLS + c]!];
              if (sand) best = Math.max(best, (r1 - r0 + 1) * (c1 - c0 + 1));
            }
      expect(largestSandRectangle(g)).toBe(best);
    }
  });

  it("swirls: quarter arcs of one size meeting at a vertex, four a full circle (2 per tile), two side by side a half (1 per tile); semicircles on facing sides", () => {
    const arc = (tiles: (number | null)[], r: number, c: number, corner: number): number => {
      if (r < 0 || r >= ROWS || c < 0 || c >= COLS) return 0;
      const t = tiles[r * COLS + c];
      return t === null || t === undefined ? 0 : CORNER_ARC[t]![corner]!;
    };
    const has = (tiles: (number | null)[], r: number, c: number, side: readonly boolean[]): boolean => {
      if (c < 0 || c >= COLS) return false;
      const t = tiles[r * COLS + c];
      return t !== null && t !== undefined && side[t] === true;
    };
    for (const g of randomGardens(2000, 12)) {
      let points = 0;
      for (let i = 0; i <= ROWS; i++)
        for (let j = 0; j <= COLS; j++)
          for (const size of [1, 2]) {
            // The cell NW of the vertex touches it with its SE corner (3), NE with SW (2), SW with NE (1), SE with NW (0).
            const [nw, ne, sw, se] = [arc(g.tiles, i - 1, j - 1, 3), arc(g.tiles, i - 1, j, 2), arc(g.tiles, i, j - 1, 1), arc(g.tiles, i, j, 0)].map((a) => a === size);
            const n = [nw, ne, sw, se].filter(Boolean).length;
            if (n === 4) points += 4 * POINTS.fullCirclePerTile;
            if (n === 2 && !(nw && se) && !(ne && sw)) points += 2 * POINTS.halfCirclePerTile;
          }
      for (let r = 0; r < ROWS; r++)
        for (let c = 0; c <= COLS; c++) {
          const [left, right] = [has(g.tiles, r, c - 1, HALF_E), has(g.tiles, r, c, HALF_W)];
          if (left && right) points += 2 * POINTS.fullCirclePerTile;
          else if (left || right) points += POINTS.halfCirclePerTile;
        }
      expect(swirlPoints(g)).toBe(points);
    }
  });
});

describe("Moss, stone kinds and virtue (§7.2–7.4, A2)", () => {
  it("2 per moss tile: 4 moss tiles → 8", () => {
    expect(breakdown(["MF MC MT MB S1", ". . . . .", ". . . . ."]).moss).toBe(8);
  });
  it("2 per distinct kind, not per stone: two T and one Y → 4", () => {
    expect(breakdown(["MF:T MF:T S1 S1:Y .", ". . . . .", ". . . . ."]).stoneKinds).toBe(4);
  });
  it("1 per remaining virtue point", () => {
    expect(breakdown(["S1 . . . .", ". . . . .", ". . . . ."], 4).virtue).toBe(4);
  });
});

describe("Disturbance penalty and all-connected bonus (§7.5, A8)", () => {
  it("worked example: one small arc crossing a bottom edge above a plain tile → −2 and no +7", () => {
    const rows = ["S1 S1 QsSE S2 S2", "S5 S3 S1 S3 S3", "S6 S4 S4 S4 S4"];
    const b = breakdown(rows);
    expect(b.disturbance).toBe(-2);
    expect(b.allConnected).toBe(0);
  });
  it("a full garden with every boundary connected earns +7", () => {
    const b = breakdown(FULL_SAND);
    expect(b.disturbance).toBe(0);
    expect(b.allConnected).toBe(7);
  });
  it("sideways: sand–sand always connects, sand–moss breaks, moss–moss connects", () => {
    expect(brokenBoundaries(picture(["S1 HE QsSE S2 .", ". . . . .", ". . . . ."]))).toBe(0);
    expect(brokenBoundaries(picture(["S1 MF MF S1 .", ". . . . .", ". . . . ."]))).toBe(2);
    expect(brokenBoundaries(picture(["S1 MC S1 . .", ". . . . .", ". . . . ."]))).toBe(0); // round moss keeps sand sides
  });
  it("vertically: edges connect only when their codes match", () => {
    expect(brokenBoundaries(picture(["QsSE . . . .", "QsNE . . . .", ". . . . ."]))).toBe(0);
    expect(brokenBoundaries(picture(["QsSE . . . .", "QlNE . . . .", ". . . . ."]))).toBe(1);
    expect(brokenBoundaries(picture(["MF . . . .", "MT . . . .", "S1 . . . ."]))).toBe(0);
    expect(brokenBoundaries(picture(["MB . . . .", "S1 . . . .", ". . . . ."]))).toBe(1);
  });
  it("an incomplete garden never earns +7", () => {
    expect(breakdown(["S1 S1 . . .", ". . . . .", ". . . . ."]).allConnected).toBe(0);
  });
});

describe("Symmetry bonus (§7.6, A20)", () => {
  it("a full row that is its own mirror image scores 5", () => {
    expect(symmetricRows(picture(["S3 QsSE S1 QsSW S4", "S1 S1 S1 S1 S2", ". . . . ."]))).toBe(1);
    expect(breakdown(["S3 QsSE S1 QsSW S4", ". . . . .", ". . . . ."]).symmetry).toBe(5);
  });
  it("the centre tile must be its own mirror; incomplete rows do not count", () => {
    expect(symmetricRows(picture(["S3 S1 S5 S1 S4", ". . . . .", ". . . . ."]))).toBe(0);
    expect(symmetricRows(picture(["S3 S1 S1 S1 .", ". . . . .", ". . . . ."]))).toBe(0);
  });
});

describe("Swirl bonus (§7.7, A7)", () => {
  it("worked example: a small-fan circle (8) and a large half circle on the top border (2) → 10", () => {
    const rows = ["QlNE QlNW S1 S1 S1", "S1 S1 QsSE QsSW S1", "S1 S1 QsNE QsNW S1"];
    expect(swirlPoints(picture(rows))).toBe(10);
  });
  it("two semicircles facing each other make a full circle (4); a lone one is a half circle (1)", () => {
    expect(swirlPoints(picture(["HE HW . . .", ". . . . .", ". . . . ."]))).toBe(4);
    expect(swirlPoints(picture(["HE S1 . . .", ". . . . .", ". . . . ."]))).toBe(1);
    expect(swirlPoints(picture(["HW . . . HE", ". . . . .", ". . . . ."]))).toBe(2);
  });
  it("three quarters, diagonal pairs or mixed radius classes score nothing", () => {
    expect(swirlPoints(picture(["QsSE QsSW . . .", "QsNE . . . .", ". . . . ."]))).toBe(0);
    expect(swirlPoints(picture(["QsSE . . . .", ". QsNW . . .", ". . . . ."]))).toBe(0);
    expect(swirlPoints(picture(["QsSE QlSW . . .", ". . . . .", ". . . . ."]))).toBe(0);
  });
});

describe("Keima (§7.8, A21)", () => {
  it("worked example: stones at (2,0), (1,2), (0,4) share (1,2) → one pair → 5", () => {
    const rows = ["S1 S1 S1 S1 S1:Y", "S1 S1 S1:Y S1 S1", "S1:Y S1 S1 S1 S1"];
    expect(keimaCount(picture(rows))).toBe(1);
    expect(breakdown(rows).keima).toBe(5);
  });
  it("another stone inside the 2×3 rectangle blocks the pair", () => {
    expect(keimaCount(picture(["S1:Y S1:Y S1 . .", "S1 S1 S1:Y . .", ". . . . ."]))).toBe(0);
  });
  it("stones are matched for the most pairs (a path a–b–c–d gives a–b and c–d, not b–c alone)", () => {
    // a (0,0) – b (1,2) – c (2,4) – d (0,3): three valid pairs in a path; the best disjoint set has 2.
    const g = picture(["S1:Y S1 S1 S1:Y S1", "S1 S1 S1:Y S1 S1", "S1 S1 S1 S1 S1:Y"]);
    expect(keimaCount(g)).toBe(2);
    expect(gardenBreakdown({ ...g, virtue: 0 }, [], NO_VARIANTS).keima).toBe(10);
  });
});

describe("Diagonal (§7.9, A22)", () => {
  it("three stones on a diagonal line score 7", () => {
    expect(breakdown(["S1:Y S1 S1 . .", "S1 S1:t S1 . .", "S1 S1 S1:F . ."]).diagonal).toBe(7);
  });
  it("a stone counts in one line only unless the diagonalReuse variant is on", () => {
    const g = picture(["S1:Y S1 S1:Y . .", "S1 S1:t S1 . .", "S1:Y S1 S1:F . ."]);
    expect(diagonalCount(g, false)).toBe(1);
    expect(diagonalCount(g, true)).toBe(2);
  });
});

describe("Sanzon (§7.10, A23)", () => {
  it("three standing stones side by side in the top row score 15 once", () => {
    expect(breakdown(["MF:t MF:T MF:t MF:T .", ". . . . .", ". . . . ."]).sanzon).toBe(15);
    expect(hasSanzon(picture(["MF:t MF:T MF:Y . .", ". . . . .", ". . . . ."]), false)).toBe(false);
    expect(hasSanzon(picture([". . . . .", "MF:t MF:T MF:t . .", ". . . . ."]), false)).toBe(false);
  });
  it("the strict variant needs t–T–t", () => {
    expect(hasSanzon(picture(["MF:T MF:T MF:T . .", ". . . . .", ". . . . ."]), true)).toBe(false);
    expect(hasSanzon(picture(["MF:t MF:T MF:t . .", ". . . . .", ". . . . ."]), true)).toBe(true);
  });
});

describe("Hōrai-san (§7.11)", () => {
  it("two large standing stones on adjacent moss tiles of the top row score 10", () => {
    expect(breakdown(["S1 MF:T MF:T . .", ". . . . .", ". . . . ."]).horai).toBe(10);
    expect(hasHorai(picture(["S1:T S1:T . . .", ". . . . .", ". . . . ."]))).toBe(false);
    expect(hasHorai(picture([". . . . .", "MF:T MF:T . . .", ". . . . ."]))).toBe(false);
    expect(hasHorai(picture(["MF:T MF:t . . .", ". . . . .", ". . . . ."]))).toBe(false);
  });
});

describe("Boat stone bonus (§7.12, PROVISIONAL A24)", () => {
  it("the boat stone on a bottom-row tile scores 5", () => {
    expect(breakdown([". . . . .", ". . . . .", "S1 S1:B . . ."]).boat).toBe(5);
    expect(breakdown([". . . . .", "S1:B . . . .", "S1 . . . ."]).boat).toBe(0);
  });
});

describe("Famous-garden card (§7.13, A17)", () => {
  const ryoanji = FAMOUS_GARDENS.find((f) => f.id === "ryoanji")!;
  it("scores when every pictured stone stands on its cell; extra stones are allowed", () => {
    const rows = ["S1:Y S1 S1 S1:t S1", "S1 S1 S1 S1 S1:T", "S1 S1:F S1 S1 S1:t"];
    expect(famousPoints(picture(rows), ["ryoanji"])).toBe(ryoanji.points);
    expect(famousPoints(picture(["S1:Y S1 S1 S1:T S1", ". . . . .", "S1 S1:F S1 S1 S1:t"]), ["ryoanji"])).toBe(0);
  });
  it("moss requirements must hold", () => {
    const saihoji = ["MF S1 S1 S1 MF", "MF S1 S1:F S1 MF", "MF S1 S1 S1 MF"];
    expect(famousPoints(picture(saihoji), ["saihoji"])).toBe(12);
    expect(famousPoints(picture(["MF S1 S1 S1 MF", "S1 S1 S1:F S1 MF", "MF S1 S1 S1 MF"]), ["saihoji"])).toBe(0);
  });
  it("2 players: each scores at most one of the 3 shared cards, the most valuable satisfied", () => {
    let s = fresh(2, 1);
    s = { ...s, sharedFamous: ["ryoanji", "saihoji", "raikyuji"] };
    s = withGarden(s, 0, ["MF S2:Y S3 S4:Y MT", "MB S5 MF:F S1 MC", "MC S2 MC:t S4 MF"]);
    // Raikyū-ji (8): Y(0,1) Y(0,3) t(2,2); Saihō-ji (12): F(1,2) and moss columns → the better one.
    expect(G.score(s).players[0]!.breakdown.famousGarden).toBe(12);
  });
});

describe("Worked full example (§7.15)", () => {
  const rows = ["S1 MC:T MC:T S1 S2", "S2 S3 S4 S5:Y S6", "S3 S4 S5 S6 S2:B"];
  it("totals 50 with the provisional boat bonus (45 without)", () => {
    const b = breakdown(rows, 1);
    expect(b).toEqual({
      sand: 10,
      moss: 4,
      stoneKinds: 6,
      virtue: 1,
      disturbance: 0,
      allConnected: 7,
      swirl: 0,
      symmetry: 0,
      keima: 0,
      diagonal: 7,
      sanzon: 0,
      horai: 10,
      boat: 5,
      famousGarden: 0,
    });
    const total = Object.values(b).reduce((a, c) => a + c, 0);
    expect(total).toBe(50);
    expect(total - b.boat).toBe(45);
  });
  it("the same garden through score(): breakdown sums to the total, ranking best first", () => {
    let s = fresh(3, 1);
    s = withGarden(s, 1, rows, { virtue: 1, famous: "saihoji" });
    s = { ...s, players: s.players.map((p, i) => (i === 1 ? p : { ...p, famous: i === 0 ? "ryoanji" : "tofukuji" })) };
    const sheet = G.score(s);
    expect(sheet.players[1]!.total).toBe(50);
    expect(sheet.ranking[0]).toEqual([1]);
    expect(G.invariants(s)).toEqual([]);
  });
});

describe("Totals", () => {
  it("a garden's total is its breakdown's sum, every category counted", () => {
    const s = { ...fresh(2, 1), sharedFamous: ["saihoji", "ryoanji", "raikyuji"] as FamousId[] };
    // The examples above, between them scoring every category.
    const gardens: [rows: string[], virtue: number][] = [
      [["S1 MC:T MC:T S1 S2", "S2 S3 S4 S5:Y S6", "S3 S4 S5 S6 S2:B"], 1],
      [["S1 S1 QsSE S2 S2", "S5 S3 S1 S3 S3", "S6 S4 S4 S4 S4"], 0],
      [["S3 QsSE S1 QsSW S4", ". . . . .", ". . . . ."], 0],
      [["QlNE QlNW S1 S1 S1", "S1 S1 QsSE QsSW S1", "S1 S1 QsNE QsNW S1"], 0],
      [["S1:Y S1 S1 S1:Y S1", "S1 S1 S1:Y S1 S1", "S1 S1 S1 S1 S1:Y"], 0],
      [["MF:t MF:T MF:t MF:T .", ". . . . .", ". . . . ."], 0],
      [["MF S1 S1 S1 MF", "MF S1 S1:F S1 MF", "MF S1 S1 S1 MF"], 0],
    ];
    const scored = new Set<Category>();
    for (const [rows, virtue] of gardens) {
      const pl = { ...s.players[0]!, ...picture(rows), virtue };
      const b = gardenBreakdown(pl, famousCardsOf(s, pl), s.config);
      for (const k of CATEGORIES) if (b[k] !== 0) scored.add(k);
      expect(gardenTotal(s, pl)).toBe(CATEGORIES.reduce((total, k) => total + b[k], 0));
    }
    expect([...scored].sort()).toEqual([...CATEGORIES].sort());
  });
});

describe("Tie-break (§8, A28)", () => {
  it("equal totals share a rank", () => {
    const s = fresh(3, 1);
    expect(G.score(s).ranking).toEqual([[0, 1, 2]]);
  });
});
