/**
 * The printed component data, each datum against the public source that states it (tags as in
 * docs/rules/castles-of-burgundy.md §9: PN, JA, HB, GH1, TTS, CHK, RB19, QA, BG, WJ).
 */
import { describe, expect, it } from "vitest";
import { DOCS_BASE_URL } from "../../../src/core/index.js";
import {
  ANIMALS,
  AREA_POINTS,
  BLACK_DEPOT_SIZE,
  BLACK_KNOWLEDGE,
  BUILDINGS,
  CASTLE,
  CENTRE_SPACE,
  COLOUR_BONUS,
  COLOUR_LETTERS,
  DATA_VERSION,
  DEPOT_LAYOUTS,
  ESTATES,
  ESTATE_IDS,
  GOODS_PER_COLOUR,
  KNOWLEDGE,
  PASTURE,
  PHASE_BONUS,
  START_CASTLES,
  START_GOODS,
  START_SILVER,
  START_WORKERS,
  TILE_SUPPLY,
  TOTAL_GOODS,
  TOTAL_TILES,
  animalCountOf,
  animalKindOf,
  buildingOf,
  knowledgeOf,
  supplyPiles,
  tileColour,
  type EstateId,
} from "../../../src/games/castles-of-burgundy/data.js";
import { estateBoard } from "../../../src/games/castles-of-burgundy/board.js";
import { dataStatus } from "../../../src/games/castles-of-burgundy/data-status.js";
import { castlesOfBurgundy } from "../../../src/games/castles-of-burgundy/index.js";

const BLACK = 6;
const count = (xs: readonly number[], f: (t: number) => boolean): number => xs.filter(f).length;
const ofColour =
  (c: number) =>
  (t: number): boolean =>
    tileColour(t) === c;

describe("Tile supply as printed: coloured and black backs per type (PN per type, CHK totals, JA black list)", () => {
  const piles = supplyPiles();
  const black = piles[BLACK]!;
  const types = [
    ["castle", 0],
    ["mine", 1],
    ["ship", 2],
    ["building", 3],
    ["pasture", 4],
    ["knowledge", 5],
  ] as const;
  const printed: Record<string, [number, number]> = {
    building: [40, 16],
    pasture: [20, 8],
    knowledge: [20, 6],
    ship: [20, 6],
    castle: [14, 2],
    mine: [10, 2],
  };

  for (const [name, colour] of types) {
    it(`${name}: ${printed[name]![0]} coloured backs, ${printed[name]![1]} black backs`, () => {
      const [coloured, blackBacks] = printed[name]!;
      expect(TILE_SUPPLY[name]).toEqual({ coloured, black: blackBacks });
      // The coloured castles include the start castles, which are not in the pile.
      const inPile = piles[colour]!.length + (colour === CASTLE ? START_CASTLES : 0);
      expect(inPile).toBe(coloured);
      expect(piles[colour]!.every(ofColour(colour))).toBe(true);
      expect(count(black, ofColour(colour))).toBe(blackBacks);
    });
  }

  it("164 six-sided tiles in all (review: agamebuiltfortwo): 120 in the coloured piles, 40 black, 4 start castles", () => {
    const coloured = piles.slice(0, 6).reduce((a, p) => a + p.length, 0);
    expect(coloured).toBe(120);
    expect(black).toHaveLength(40);
    expect(coloured + black.length + START_CASTLES).toBe(TOTAL_TILES);
    expect(TOTAL_TILES).toBe(164);
  });

  it("buildings: 5 of each of the 8 types with coloured backs, 2 of each with black backs (PN)", () => {
    expect(BUILDINGS).toHaveLength(8);
    for (let b = 0; b < 8; b++) {
      expect(count(piles[3]!, (t) => buildingOf(t) === b)).toBe(5);
      expect(count(black, (t) => tileColour(t) === 3 && buildingOf(t) === b)).toBe(2);
    }
  });

  it("animals: per kind 2 × 2, 2 × 3 and 1 × 4 coloured; one 3 and one 4 black (PN)", () => {
    expect(ANIMALS).toHaveLength(4);
    for (let k = 0; k < 4; k++) {
      const mine = (pile: readonly number[], n: number): number => count(pile, (t) => tileColour(t) === PASTURE && animalKindOf(t) === k && animalCountOf(t) === n);
      expect([mine(piles[PASTURE]!, 2), mine(piles[PASTURE]!, 3), mine(piles[PASTURE]!, 4)]).toEqual([2, 2, 1]);
      expect([mine(black, 2), mine(black, 3), mine(black, 4)]).toEqual([0, 1, 1]);
    }
  });

  it("knowledge: tiles 7, 12, 14, 15, 24, 25 have black backs, the other 20 coloured, each tile once (PN, JA)", () => {
    expect([...BLACK_KNOWLEDGE]).toEqual([7, 12, 14, 15, 24, 25]);
    const blackK = black
      .filter(ofColour(KNOWLEDGE))
      .map(knowledgeOf)
      .sort((a, b) => a - b);
    expect(blackK).toEqual([7, 12, 14, 15, 24, 25]);
    const all = [...piles[KNOWLEDGE]!.map(knowledgeOf), ...blackK].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });

  it("the 4-player depot spaces × 5 phases use exactly the coloured piles: 40 B, 20 S, 20 K, 20 A, 10 C, 10 M (JA = GH1 = HB depots against PN, CHK piles)", () => {
    const spaces = DEPOT_LAYOUTS[4]!.join("");
    for (let c = 0; c < 6; c++) {
      expect(
        5 *
          count(
            [...spaces].map((l) => COLOUR_LETTERS.indexOf(l as never)),
            (x) => x === c,
          ),
      ).toBe(piles[c]!.length);
    }
  });
});

describe("Game board depots (2 players JA = PN = HB; 3 players JA = HB; 4 players JA = GH1 = HB)", () => {
  it("2 players: B S / K C / A B / S B / M K / B A", () => {
    expect(DEPOT_LAYOUTS[2]).toEqual(["BS", "KC", "AB", "SB", "MK", "BA"]);
  });
  it("3 players adds K / B / S / A / B and the phase-dependent space X on depot 6", () => {
    expect(DEPOT_LAYOUTS[3]).toEqual(["BSK", "KCB", "ABS", "SBA", "MKB", "BAX"]);
  });
  it("4 players: depot 1 holds building, ship, knowledge, pasture; depot 6's third space is always a castle", () => {
    expect(DEPOT_LAYOUTS[4]).toEqual(["BSKA", "KCBB", "ABSK", "SBAM", "MKBB", "BACS"]);
  });
  it("rulebook: 2 spaces per depot for 2 players, 3 for 3, 4 for 4; each count's spaces extend the smaller count's", () => {
    for (const n of [2, 3, 4]) for (const depot of DEPOT_LAYOUTS[n]!) expect(depot).toHaveLength(n);
    for (let d = 0; d < 6; d++) {
      expect(DEPOT_LAYOUTS[3]![d]!.startsWith(DEPOT_LAYOUTS[2]![d]!)).toBe(true);
      // The 4-player side has the 3-player spaces, with the split space always a castle.
      expect(DEPOT_LAYOUTS[4]![d]!.slice(0, 3)).toBe(DEPOT_LAYOUTS[3]![d]!.replace("X", "C"));
    }
    // Only one space switches by phase (seed), and only with 3 players.
    expect(DEPOT_LAYOUTS[3]!.join("").split("X")).toHaveLength(2);
    expect(DEPOT_LAYOUTS[2]!.join("").includes("X") || DEPOT_LAYOUTS[4]!.join("").includes("X")).toBe(false);
  });
  it("black depot: 4 / 6 / 8 tiles for 2 / 3 / 4 players (JA, PN, HB)", () => {
    expect(BLACK_DEPOT_SIZE).toEqual({ 2: 4, 3: 6, 4: 8 });
  });
});

describe("Goods, start supplies and values", () => {
  it("42 goods tiles, 7 of each of 6 colours (JA; review)", () => {
    expect(GOODS_PER_COLOUR).toBe(7);
    expect(TOTAL_GOODS).toBe(42);
  });
  it("start: 1 silverling, workers 1/2/3/4 by first-round position, 3 random goods (seed; TTS Setup.lua)", () => {
    expect(START_SILVER).toBe(1);
    expect([...START_WORKERS]).toEqual([1, 2, 3, 4]);
    expect(START_GOODS).toBe(3);
  });
  it("colour bonus tiles: 5/2, 6/3, 7/4 for 2/3/4 players (RB19 p. 8; QA)", () => {
    expect(COLOUR_BONUS).toEqual({ 2: [5, 2], 3: [6, 3], 4: [7, 4] });
  });
  it("area points 1, 3, 6, 10, 15, 21, 28, 36 by size; phase bonus 10, 8, 6, 4, 2 (QA; WJ; rulebook 1–36, 10–2)", () => {
    expect(AREA_POINTS.slice(1)).toEqual([1, 3, 6, 10, 15, 21, 28, 36]);
    expect([...PHASE_BONUS]).toEqual([10, 8, 6, 4, 2]);
  });
});

describe("Estate boards 1–10 (2019 numbering; HB, TTS; board 1 also GH1, board 6 also WJ) and the Special Edition's 4se, 8se (TTS = FB)", () => {
  const board1 = estateBoard("1");

  it("config ids are 1 to 10 and the reworked 4se, 8se, each a data entry", () => {
    expect([...ESTATE_IDS]).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "4se", "8se"]);
    expect([...ESTATES.keys()]).toEqual([...ESTATE_IDS]);
  });

  for (const id of ESTATE_IDS) {
    const data = ESTATES.get(id)!;
    it(`board ${id}: rows of 4-5-6-7-6-5-4 spaces, 4 castle, 3 mine, 6 ship, 12 building, 6 pasture, 6 knowledge (BG, HB, TTS)`, () => {
      const e = estateBoard(id);
      expect(e.rows).toEqual([4, 5, 6, 7, 6, 5, 4]);
      expect(e.spacesOfColour.map((sp) => sp.length)).toEqual([4, 3, 6, 12, 6, 6]);
    });
    it(`board ${id}: the die numbers of board 1 (TTS MapNumbers; HB agrees on every board)`, () => {
      expect(estateBoard(id).number).toEqual(board1.number);
    });
    it(`board ${id}: ${data.centreCastle ? "a castle on the centre space holds the start castle" : "no castle on the centre space: each player chooses"}`, () => {
      const e = estateBoard(id);
      expect(e.colour[CENTRE_SPACE] === CASTLE).toBe(data.centreCastle);
      expect(e.start).toBe(data.centreCastle ? CENTRE_SPACE : null);
    });
  }

  it("boards 4, 5, 7, 8, 9, 10 and the reworked 4se, 8se have no castle on the centre space (HB, TTS, FB)", () => {
    expect(ESTATE_IDS.filter((id) => !ESTATES.get(id)!.centreCastle)).toEqual(["4", "5", "7", "8", "9", "10", "4se", "8se"]);
  });

  it("boards 4 and 8 are the 2019 edition's (HB, photo-cited); 4se and 8se the Special Edition's rework (TTS = FB)", () => {
    for (const id of ESTATE_IDS) {
      const data = ESTATES.get(id)!;
      const reworked = id.endsWith("se");
      expect(data.edition).toBe(reworked ? "special-edition" : "2019");
      expect(data.status).toBe(id === "4" || id === "8" ? "photo-cited" : "agreed");
    }
  });

  it("the Special Edition reworked 6 cells of board 4 and of board 8 (TTS = FB), keeping every colour count", () => {
    const differing = (a: EstateId, b: EstateId): number[] => {
      const [x, y] = [estateBoard(a), estateBoard(b)];
      return x.colour.flatMap((c, sp) => (c === y.colour[sp] ? [] : [sp]));
    };
    // Board 4: row 0 spaces 1–3, row 2 space 10, row 4 space 27, row 5 space 32.
    expect(differing("4", "4se")).toEqual([1, 2, 3, 10, 27, 32]);
    // Board 8: row 1 space 4, row 3 spaces 15 and 21, row 4 spaces 25 and 26, row 5 space 32.
    expect(differing("8", "8se")).toEqual([4, 15, 21, 25, 26, 32]);
    expect(ESTATES.get("4se")!.rows[0]).toBe("C6 B5 S4 B3");
    expect(ESTATES.get("8se")!.rows[3]).toBe("S6 A1 K2 M6 A5 K4 S1");
  });

  it("the `estate` option's description offers every board (tesserae games, the playground form)", () => {
    const text = castlesOfBurgundy.configOptions.estate ?? "";
    const offered = new Set(text.match(/"[^"]+"/g)?.map((q) => q.slice(1, -1)));
    // "1" to "10" names the range; every id outside it is named itself.
    expect(text).toMatch(/"1" \(the basic board\) to "10"/);
    for (const id of ESTATE_IDS.filter((x) => ESTATES.get(x)!.edition !== "2019")) expect(offered).toContain(id);
  });

  it("board 1: four cities of sizes 1, 3, 3, 5 (rulebook) and the layout of GH1 = HB = TTS", () => {
    const cities = board1.areas
      .filter((a) => board1.colour[a[0]!] === 3)
      .map((a) => a.length)
      .sort((a, b) => a - b);
    expect(cities).toEqual([1, 3, 3, 5]);
    expect(ESTATES.get("1")!.rows[3]).toBe("S6 S1 S2 C6 S5 S4 S1");
  });

  it("board 6 equals the 2017 transcription WJ; first row K6 K5 C4 S3", () => {
    expect(ESTATES.get("6")!.rows[0]).toBe("K6 K5 C4 S3");
  });
});

describe("Data status", () => {
  it("names the data version and every caveat with its docs section; complete only without caveats", () => {
    expect(dataStatus.version).toBe(DATA_VERSION);
    expect(DATA_VERSION).toBe("cob-data-2");
    expect(dataStatus.complete).toBe(false);
    const parts = dataStatus.caveats.map((c) => c.part).join(" | ");
    expect(parts).not.toMatch(/estate board/);
    expect(parts).toMatch(/knowledge tile 5/);
    for (const c of dataStatus.caveats) expect(c.docs.startsWith(`${DOCS_BASE_URL}docs/rules/castles-of-burgundy.md#`), c.docs).toBe(true);
  });
});
