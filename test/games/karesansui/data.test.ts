import { describe, expect, it } from "vitest";
import { DATA_VERSION, FAMOUS_GARDENS, GARDENERS, STONE_SUPPLY, TILE_DESIGNS, type Arc, type TileDesign } from "../../../src/games/karesansui/index.js";

const byId = new Map(TILE_DESIGNS.map((d) => [d.id, d]));
const swapWE = (a: string): string =>
  a
    .replace(/W/g, "\u0000")
    .replace(/E/g, "W")
    .replace(/\u0000/g, "E");
const arcKey = (arcs: readonly Arc[]): string =>
  arcs
    .map((a) => `${a.anchor}/${a.size}`)
    .sort()
    .join(",");

/** The edge code an edge's arcs imply: W then E crossings joined with "+". */
function arcCode(d: TileDesign, side: "N" | "S"): string {
  const parts: string[] = [];
  for (const x of ["W", "E"]) {
    const a = d.arcs.find((arc) => arc.anchor === `${side}${x}`);
    if (a) parts.push(`${x}${a.size}`);
  }
  return parts.join("+");
}

describe("Provisional data set (§11) is internally consistent", () => {
  it("is versioned", () => {
    expect(DATA_VERSION).toBe("provisional-1");
  });
  it("80 tiles, 62 sand and 18 moss", () => {
    expect(TILE_DESIGNS.reduce((a, d) => a + d.count, 0)).toBe(80);
    expect(TILE_DESIGNS.filter((d) => d.moss).reduce((a, d) => a + d.count, 0)).toBe(18);
  });
  it("mirror is an involution that swaps arcs, sides and edge codes west ↔ east", () => {
    for (const d of TILE_DESIGNS) {
      const m = byId.get(d.mirror)!;
      expect(m, d.id).toBeDefined();
      expect(m.mirror).toBe(d.id);
      expect(arcKey(m.arcs)).toBe(arcKey(d.arcs.map((a) => ({ anchor: swapWE(a.anchor) as Arc["anchor"], size: a.size }))));
      expect([m.w, m.e]).toEqual([d.e, d.w]);
      expect(m.n).toBe(swapWE(d.n).split("+").reverse().join("+"));
      expect(m.s).toBe(swapWE(d.s).split("+").reverse().join("+"));
      expect(m.count).toBe(d.count);
    }
  });
  it("edge codes of sand tiles follow from their arcs; moss tiles have no arcs", () => {
    for (const d of TILE_DESIGNS) {
      if (d.moss) {
        expect(d.arcs).toEqual([]);
        continue;
      }
      expect(d.n, d.id).toBe(arcCode(d, "N"));
      expect(d.s, d.id).toBe(arcCode(d, "S"));
    }
  });
  it("9 gardeners, 14 famous gardens each satisfiable with the 2-player supply", () => {
    expect(GARDENERS).toHaveLength(9);
    expect(FAMOUS_GARDENS).toHaveLength(14);
    for (const f of FAMOUS_GARDENS) {
      const need: Record<string, number> = {};
      for (const s of f.stones) need[s.kind] = (need[s.kind] ?? 0) + 1;
      for (const [k, n] of Object.entries(need)) expect(n, f.id).toBeLessThanOrEqual(STONE_SUPPLY[2][k as "Y"]);
      // Neighbouring required stones must be on required moss cells (the moss rule).
      for (const a of f.stones)
        for (const b of f.stones) {
          if (Math.abs(a.row - b.row) + Math.abs(a.col - b.col) !== 1) continue;
          const moss = (r: number, c: number) => f.moss.some(([mr, mc]) => mr === r && mc === c);
          expect(moss(a.row, a.col) && moss(b.row, b.col), f.id).toBe(true);
        }
    }
  });
});
