import { describe, expect, it } from "vitest";
import { CELLS, CELL_COUNT, NEIGHBOURS, cellAt } from "../../../src/games/queens-garden/index.js";
import { cell } from "./helpers.js";

const nb = (name: string): string[] => NEIGHBOURS[cell(name)]!.map((c) => (c === 0 ? "fountain" : nameOf(c))).sort();
function nameOf(c: number): string {
  if (c <= 6) return `F${c - 1}`;
  if (c <= 12) return `O${c - 7}`;
  const a = Math.floor((c - 13) / 7);
  const j = (c - 13) % 7;
  return j === 0 ? `A${a}.c` : `A${a}.p${j - 1}`;
}

describe("Board geometry (spec §3)", () => {
  it("has 55 distinct cells: fountain board of 13 and six areas of 7", () => {
    expect(CELL_COUNT).toBe(55);
    expect(new Set(CELLS.map((h) => `${h.q},${h.r}`)).size).toBe(55);
    expect(CELLS[cell("O0")]).toEqual({ q: 2, r: -1 });
    expect(CELLS[cell("A1.c")]).toEqual({ q: 3, r: -3 });
    expect(cellAt(3, -1)).toBe(cell("A0.p2"));
  });

  it("F_i touches the fountain, F_{i±1}, O_{i−1}, O_i and the inward petal of area i", () => {
    for (let i = 0; i < 6; i++) {
      const expected = ["fountain", `F${(i + 5) % 6}`, `F${(i + 1) % 6}`, `O${(i + 5) % 6}`, `O${i}`, `A${i}.p${(i + 3) % 6}`].sort();
      expect(nb(`F${i}`)).toEqual(expected);
    }
  });

  it("O0 touches F0, F1, A0.p2, A0.p3, A1.p4, A1.p5 (the spec's example)", () => {
    expect(nb("O0")).toEqual(["A0.p2", "A0.p3", "A1.p4", "A1.p5", "F0", "F1"].sort());
  });

  it("neighbouring areas touch through exactly one pair of petals", () => {
    const pairs = [
      ["A0.p2", "A1.p5"],
      ["A1.p3", "A2.p0"],
      ["A2.p4", "A3.p1"],
      ["A3.p5", "A4.p2"],
      ["A4.p0", "A5.p3"],
      ["A5.p1", "A0.p4"],
    ];
    for (const [a, b] of pairs) expect(NEIGHBOURS[cell(a!)]).toContain(cell(b!));
    for (let i = 0; i < 6; i++) {
      const j = (i + 1) % 6;
      let contacts = 0;
      for (let x = 0; x < 7; x++) for (const n of NEIGHBOURS[13 + 7 * i + x]!) if (n >= 13 + 7 * j && n < 20 + 7 * j) contacts++;
      expect(contacts).toBe(1);
    }
  });

  it("every ornament has exactly six neighbours in the garden", () => {
    for (const c of [0, 7, 8, 9, 10, 11, 12, 13, 20, 27, 34, 41, 48]) expect(NEIGHBOURS[c]).toHaveLength(6);
  });
});
