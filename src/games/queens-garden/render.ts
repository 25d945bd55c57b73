import { CELLS, FOUNTAIN, ORNAMENT_SLOT, areaOf, petalIndex } from "./board.js";
import { FOUNTAIN_ORNAMENTS, PATTERN_LABELS, WHEEL, kindLabel } from "./data.js";
import { isSpace } from "./rules.js";
import type { QueensGardenPlayer, QueensGardenState } from "./state.js";

/** Two-character token of one garden cell. */
function token(p: QueensGardenPlayer, cell: number): string {
  const g = p.garden[cell]!;
  if (g >= 0) return kindLabel(g);
  if (cell === FOUNTAIN) return p.rewarded[0] ? "fn" : "Fn";
  if (cell >= 7 && cell <= 12) {
    const t = FOUNTAIN_ORNAMENTS[cell - 7] === "statue" ? "St" : "Be";
    return p.rewarded[ORNAMENT_SLOT[cell]!] ? t.toLowerCase() : t;
  }
  const a = areaOf(cell);
  const area = a >= 0 ? p.areas[a] : null;
  if (area && area.faceUp && petalIndex(cell) === -1) return p.rewarded[7 + a] ? "pv" : "Pv";
  if (isSpace(p.areas, cell)) return "..";
  return "  ";
}

/**
 * One garden as a hex picture (pointy-top, axial rows): `Y3` a yellow value-3 hexagon, `..` an
 * empty space, `Fn`/`St`/`Be`/`Pv` fountain, statue, bench, pavilion (lower case once they gave jokers).
 */
export function renderGarden(p: QueensGardenPlayer): string[] {
  let minR = Infinity, maxR = -Infinity, minX = Infinity, maxX = -Infinity;
  for (const h of CELLS) {
    minR = Math.min(minR, h.r);
    maxR = Math.max(maxR, h.r);
    minX = Math.min(minX, 2 * h.q + h.r);
    maxX = Math.max(maxX, 2 * h.q + h.r);
  }
  const rows: string[][] = [];
  for (let r = minR; r <= maxR; r++) rows.push(new Array<string>((maxX - minX) * 2 + 2).fill(" "));
  CELLS.forEach((h, cell) => {
    const row = rows[h.r - minR]!;
    const x = (2 * h.q + h.r - minX) * 2;
    const t = token(p, cell);
    row[x] = t[0]!;
    row[x + 1] = t[1]!;
  });
  return rows.map((r) => r.join("").replace(/\s+$/, "")).filter((r) => r.length > 0);
}

/** Readable multi-line picture of the whole state. */
export function render(s: QueensGardenState): string {
  const lines: string[] = [];
  const wheel = s.round <= 4 ? WHEEL[s.round - 1]!.map((c) => ("colour" in c ? c.colour : `${PATTERN_LABELS[c.pattern - 1]} (${c.pattern})`)).join(", ") : "";
  lines.push(`Azul: Queen's Garden — round ${s.round}/4, ${s.phase === "over" ? "game over" : `player ${s.current} to act${s.discarding !== null ? " (discarding after a pass)" : ""}`}`);
  lines.push(`Wheel: ${wheel}. First player marker: ${s.marker === null ? "in the display" : `player ${s.marker}`}.`);
  let bag = 0;
  for (const n of s.bag) bag += n;
  let tower = 0;
  for (const n of s.tower) tower += n;
  lines.push(`Bag ${bag}, tower ${tower}, supply ${s.supply.length}, stack ${s.stack.length} (top: ${s.topTiles.map(kindLabel).join(" ") || "—"}), later stacks ${s.laterStacks.map((x) => x.length).join("/") || "—"}`);
  lines.push(`Display: ${s.display.map((d, i) => `#${i} ${d.faceUp ? `[expansion ${kindLabel(d.expansion)}]` : `(${d.tiles.map(kindLabel).join(" ") || "empty"})`}`).join("  ") || "—"}`);
  s.players.forEach((p, i) => {
    lines.push("");
    lines.push(`Player ${i}: ${p.score} points${p.passed ? ", passed" : ""}. Storage: ${p.tiles.map(kindLabel).join(" ") || "no tiles"}; ${p.jokers} joker(s); expansions ${p.expansions.map(kindLabel).join(" ") || "none"}`);
    for (const row of renderGarden(p)) lines.push(`  ${row}`);
  });
  lines.push("");
  lines.push("Legend: B Y g G p P = blue, yellow, light/dark green, light/dark purple + pattern value; .. empty space;");
  lines.push("Fn fountain, St statue, Be bench, Pv pavilion (lower case: already gave jokers).");
  return lines.join("\n");
}
