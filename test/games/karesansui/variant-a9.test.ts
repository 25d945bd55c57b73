import { describe, expect, it } from "vitest";
import { brokenBoundaries, designOf, DESIGN_COUNT, karesansui, swirlPoints, symmetricRows, TILE_DESIGNS, TURN_CHANGES_ART } from "../../../src/games/karesansui/index.js";
import { ART, CORNER_ARC, E_MOSS, HALF_E, HALF_W, IS_MOSS, N_CODE, rotateDesign, rotateEdgeCode, ROTATED, S_CODE, W_MOSS } from "../../../src/games/karesansui/board.js";
import { isKaresansuiMove } from "../../../src/games/karesansui/schema.js";
import { at, codeOf, drawn, fresh, G, play, top, withGarden } from "./helpers.js";

const ROT = { allowRotate180: true };
const GARDEN = ["S1 . . . .", ". . . . .", ". . . . ."];
const turned = (id: string): number => designOf(id) + DESIGN_COUNT;
const empty = (): (number | null)[] => Array<number | null>(15).fill(null);
const noStones = () => Array(15).fill(null);

describe("A9 variant allowRotate180: geometry of a turned tile", () => {
  it("edge codes turn N↔S with W↔E swapped", () => {
    expect(rotateEdgeCode("")).toBe("");
    expect(rotateEdgeCode("Es")).toBe("Ws");
    expect(rotateEdgeCode("Ws+El")).toBe("Wl+Es");
    expect(rotateEdgeCode("mW")).toBe("mE");
    expect(rotateEdgeCode("m")).toBe("m");
  });

  it("every turned design has exactly the derived geometry of the design named in ROTATED_180 (an involution)", () => {
    TILE_DESIGNS.forEach((d, i) => {
      const r = ROTATED[i]!;
      if (r < 0) return;
      expect(ROTATED[r]).toBe(i);
      const t = i + DESIGN_COUNT;
      expect([IS_MOSS[t], N_CODE[t], S_CODE[t], W_MOSS[t], E_MOSS[t], CORNER_ARC[t], HALF_E[t], HALF_W[t]]).toEqual([
        IS_MOSS[r],
        N_CODE[r],
        S_CODE[r],
        W_MOSS[r],
        E_MOSS[r],
        CORNER_ARC[r],
        HALF_E[r],
        HALF_W[r],
      ]);
      expect(rotateDesign(rotateDesign(d))).toEqual(d);
    });
    expect(ART[turned("QsSE")]).toBe(designOf("QsNW"));
    expect(TURN_CHANGES_ART[designOf("S1")]).toBe(false);
    expect(TURN_CHANGES_ART[designOf("MF")]).toBe(false);
    expect(TURN_CHANGES_ART[designOf("S5")]).toBe(true);
    expect(TURN_CHANGES_ART[designOf("QsSE")]).toBe(true);
  });

  it("a turned small fan joins swirls and boundaries like the fan it now shows", () => {
    // QsSE turned = a small fan at the NW corner: with three other fans around vertex (1,1) … (1,1)'s NW
    const tiles = empty();
    tiles[at(0, 0)] = designOf("QsSE");
    tiles[at(0, 1)] = designOf("QsSW");
    tiles[at(1, 0)] = designOf("QsNE");
    tiles[at(1, 1)] = turned("QsSE"); // shows QsNW
    const g = { tiles, stones: noStones() };
    expect(swirlPoints(g)).toBe(8);
    expect(brokenBoundaries(g)).toBe(0);
    tiles[at(1, 1)] = designOf("QsSE"); // printed orientation: no circle, and its N edge breaks
    expect(swirlPoints(g)).toBe(0);
    expect(brokenBoundaries(g)).toBeGreaterThan(0);
  });

  it("turned moss bands and semicircles swap sides", () => {
    const tiles = empty();
    tiles[at(0, 0)] = turned("MT"); // = MB: moss along the bottom
    tiles[at(1, 0)] = designOf("MT");
    expect(brokenBoundaries({ tiles, stones: noStones() })).toBe(0);
    tiles[at(1, 0)] = designOf("S1");
    expect(brokenBoundaries({ tiles, stones: noStones() })).toBe(1);
    const row = empty();
    row[at(0, 0)] = designOf("HE");
    row[at(0, 1)] = turned("HE"); // = HW: closes the circle between them
    expect(swirlPoints({ tiles: row, stones: noStones() })).toBe(4);
  });

  it("symmetry reads the art: a turned S5 mirrors a turned S6, not a printed one", () => {
    const tiles = empty();
    const row = [turned("S5"), designOf("S1"), designOf("S2"), designOf("S1"), turned("S6")];
    row.forEach((t, c) => (tiles[at(0, c)] = t));
    expect(symmetricRows({ tiles, stones: noStones() })).toBe(1);
    tiles[at(0, 4)] = designOf("S6");
    expect(symmetricRows({ tiles, stones: noStones() })).toBe(0);
    tiles[at(0, 0)] = turned("QsSE"); // shows QsNW, whose mirror is QsNE
    tiles[at(0, 4)] = designOf("QsNE");
    expect(symmetricRows({ tiles, stones: noStones() })).toBe(1);
  });
});

describe("A9 variant allowRotate180: moves", () => {
  it("is off by default: no rotated moves, and rotated: true is refused", () => {
    expect(G.defaultConfig.allowRotate180).toBe(false);
    let s = withGarden(fresh(2, 1), 0, GARDEN);
    s = play(drawn(s, "QsSE"), { type: "place" });
    expect(top(s).kind).toBe("placeCell");
    expect(G.legalMoves(s).some((m) => "rotated" in m)).toBe(false);
    expect(codeOf(s, { type: "placeCell", cell: at(0, 1), rotated: true })).toBe("ROTATION_OFF");
  });

  it("placeCell lists a turned placement for tiles whose art changes, once per outcome", () => {
    let s = withGarden(fresh(2, 1, ROT), 0, GARDEN);
    s = play(drawn(s, "QsSE"), { type: "place" });
    const moves = G.legalMoves(s);
    expect(moves).toContainEqual({ type: "placeCell", cell: at(0, 1), rotated: true });
    expect(moves.filter((m) => m.type === "placeCell" && m.cell === at(0, 1))).toHaveLength(2);
    s = play(s, { type: "placeCell", cell: at(0, 1), rotated: true });
    expect(s.players[0]!.tiles[at(0, 1)]).toBe(turned("QsSE"));
    expect(G.invariants!(s)).toEqual([]);
    expect(G.render(s)).toContain("QsSE↻");
  });

  it("a tile that looks the same turned gives one move per cell; rotated: true is refused", () => {
    let s = withGarden(fresh(2, 1, ROT), 0, GARDEN);
    s = play(drawn(s, "MF"), { type: "place" });
    const moves = G.legalMoves(s);
    expect(moves.some((m) => "rotated" in m)).toBe(false);
    expect(codeOf(s, { type: "placeCell", cell: at(0, 1), rotated: true })).toBe("ROTATION_IDENTICAL");
  });

  it("the move guard accepts rotated only as true, and only on placement moves", () => {
    expect(isKaresansuiMove({ type: "placeCell", cell: 1, rotated: true })).toBe(true);
    expect(isKaresansuiMove({ type: "placeCell", cell: 1, rotated: false })).toBe(false);
    expect(isKaresansuiMove({ type: "placeCell", cell: 1, rotated: undefined })).toBe(false);
    expect(isKaresansuiMove({ type: "zazen", rotated: true })).toBe(false);
    expect(karesansui.schemas.move.safeParse({ type: "placeCell", cell: 1, rotated: false }).success).toBe(false);
    expect(karesansui.schemas.move.safeParse({ type: "placeCell", cell: 1, rotated: undefined }).success).toBe(false);
    expect(karesansui.schemas.move.safeParse({ type: "takeStored", from: 1, cell: 1, rotated: true }).success).toBe(true);
  });

  it("gardener placements (Zen'ami's drawn tiles, Ishikawa's stored tiles) may be turned too", () => {
    let s = withGarden(fresh(2, 1, ROT), 0, GARDEN);
    s = withGarden(s, 1, GARDEN, { storage: "HE" });
    const d = designOf("QlSE");
    const bag = s.bag.slice();
    bag[d]!--;
    s = {
      ...s,
      bag,
      stack: [
        { kind: "step2", players: [0] },
        { kind: "drawnTiles", players: [0], card: "zenami", tiles: [d], placesLeft: 1 },
      ],
    };
    expect(G.legalMoves(s)).toContainEqual({ type: "placeDrawn", tile: d, cell: at(0, 1), rotated: true });
    const s2 = {
      ...s,
      stack: [
        { kind: "step2" as const, players: [0] },
        { kind: "takeStored" as const, players: [0], card: "ishikawa" as const },
      ],
    };
    expect(G.legalMoves(s2)).toContainEqual({ type: "takeStored", from: 1, cell: at(0, 1), rotated: true });
    const after = play(s2, { type: "takeStored", from: 1, cell: at(0, 1), rotated: true });
    expect(after.players[0]!.tiles[at(0, 1)]).toBe(turned("HE"));
  });
});
