import { required } from "../../core/required.js";
import { seatLabel } from "../../core/shared.js";
import { CELLS, FOUNTAIN, ORNAMENT_SLOT, areaOf, petalIndex } from "./board.js";
import { FOUNTAIN_ORNAMENTS, PATTERN_LABELS, ROUNDS, WHEEL, kindLabel } from "./data.js";
import { colourName, displayLabel } from "./describe.js";
import { isSpace } from "./rules.js";
import type { QueensGardenState, QueensGardenView, QueensGardenViewPlayer } from "./state.js";
import { playerView } from "./view.js";

/** What a garden picture needs of a player: the garden, its areas (ids may be hidden) and the rewards. */
export type GardenOf = Pick<QueensGardenViewPlayer, "garden" | "areas" | "rewarded">;

/** Two-character token of one garden cell. */
function token(p: GardenOf, cell: number): string {
  const g = p.garden[cell];
  if (g !== undefined && g >= 0) return kindLabel(g);
  if (cell === FOUNTAIN) return p.rewarded[0] ? "fn" : "Fn";
  if (cell >= 7 && cell <= 12) {
    const t = FOUNTAIN_ORNAMENTS[cell - 7] === "statue" ? "St" : "Be";
    return p.rewarded[required(ORNAMENT_SLOT[cell], "the reward slot of a cell")] ? t.toLowerCase() : t;
  }
  const a = areaOf(cell);
  const area = a >= 0 ? p.areas[a] : null;
  if (area && area.faceUp && petalIndex(cell) === -1) return p.rewarded[7 + a] ? "pv" : "Pv";
  if (isSpace(p.areas, cell)) return "..";
  return "  ";
}

/** The name token of a cell in the key picture: `Fn`, `F0`–`F5`, `O0`–`O5`, area centres `A0`–`A5`, petal j of area i as `ij`. */
function keyToken(cell: number): string {
  if (cell === FOUNTAIN) return "Fn";
  if (cell <= 6) return `F${cell - 1}`;
  if (cell <= 12) return `O${cell - 7}`;
  const a = areaOf(cell);
  const j = petalIndex(cell);
  return j === -1 ? `A${a}` : `${a}${j}`;
}

/** Lays out one two-character token per cell as a hex picture (pointy-top, axial rows). */
function hexPicture(tokenOf: (cell: number) => string): string[] {
  let minR = Infinity,
    maxR = -Infinity,
    minX = Infinity,
    maxX = -Infinity;
  for (const h of CELLS) {
    minR = Math.min(minR, h.r);
    maxR = Math.max(maxR, h.r);
    minX = Math.min(minX, 2 * h.q + h.r);
    maxX = Math.max(maxX, 2 * h.q + h.r);
  }
  const rows: string[][] = [];
  for (let r = minR; r <= maxR; r++) rows.push(new Array<string>((maxX - minX) * 2 + 2).fill(" "));
  CELLS.forEach((h, cell) => {
    const row = required(rows[h.r - minR], "a row of the picture");
    const x = (2 * h.q + h.r - minX) * 2;
    const t = tokenOf(cell);
    row[x] = t.charAt(0);
    row[x + 1] = t.charAt(1);
  });
  return rows.map((r) => r.join("").replace(/\s+$/, "")).filter((r) => r.length > 0);
}

/**
 * One garden as a hex picture (pointy-top, axial rows): `Y3` a yellow value-3 hexagon, `..` an
 * empty space, `Fn`/`St`/`Be`/`Pv` fountain, statue, bench, pavilion (lower case once they gave jokers).
 */
export function renderGarden(p: GardenOf): string[] {
  return hexPicture((cell) => token(p, cell));
}

/** The legend of every picture: hexagon codes, garden tokens, cell names (with a key picture) and numbering. */
function legend(): string[] {
  return [
    "Legend:",
    "  Hexagons: colour letter + pattern value: B blue, Y yellow, g light green, G dark green, p light purple,",
    `  P dark purple; values 1–6 = ${PATTERN_LABELS.map((l, i) => `${i + 1} ${l}`).join(", ")} (e.g. Y3 = yellow butterflies).`,
    "  Gardens: .. empty space; Fn fountain, St statue, Be bench, Pv pavilion (lower case once they gave jokers).",
    "  Cells: F0–F5 are the spaces around the fountain, O0–O5 the ornaments, A0–A5 the expansion areas; an",
    "  area's centre is Ai.c and its petals Ai.p0–Ai.p5. Directions 0–5 run counter-clockwise from the right.",
    "  Key (Ai = centre Ai.c, ij = petal Ai.pj):",
    ...hexPicture(keyToken).map((r) => `    ${r}`),
    "  Display expansions are numbered from 1 (in moves, `from` is that number − 1).",
  ];
}

/** Everything a view shows, under a heading line; shared by {@link renderView} and {@link render}. */
function picture(v: QueensGardenView, heading: string): string[] {
  const lines: string[] = [];
  const turn = v.phase === "over" ? "game over" : `${seatLabel(v.current)} to act${v.discarding !== null ? " (discarding after a pass)" : ""}`;
  lines.push(`Azul: Queen's Garden — ${heading} — round ${v.round}/${ROUNDS}, ${turn}`);
  const wheel = required(WHEEL[v.round - 1], "the wheel's categories of the round")
    .map((c) => ("colour" in c ? colourName(c.colour) : `${PATTERN_LABELS[c.pattern - 1]} (${c.pattern})`))
    .join(", ");
  lines.push(`Wheel: ${wheel}. First player marker: ${v.marker === null ? "in the display" : seatLabel(v.marker)}.`);
  let tower = 0;
  for (const n of v.tower) tower += n;
  lines.push(
    `Bag ${v.bagSize} tiles, tower ${tower}, supply ${v.supplySize} face down, stack ${v.stackSize} face down (top: ${v.topTiles.map(kindLabel).join(" ") || "—"}), later stacks ${v.laterStackSizes.join("/") || "—"}`,
  );
  // `!` kept: `render` draws views nothing has schema-checked, and a face-up expansion without its id is drawn, not refused.
  const shown = v.display.map((d, i) => `${displayLabel(i)}: ${d.faceUp ? `[face-up expansion ${kindLabel(d.expansion!)}]` : `face down with ${d.tiles.map(kindLabel).join(" ")}`}`);
  lines.push(`Display: ${shown.join("; ") || "—"}`);
  v.players.forEach((p, i) => {
    lines.push("");
    const down = p.areas.map((a, area) => (a && !a.faceUp ? `A${area}` : "")).filter((x) => x);
    lines.push(
      `${seatLabel(i)}: ${p.score} point${p.score === 1 ? "" : "s"}${p.passed ? ", passed" : ""}. Storage: ${p.tiles.map(kindLabel).join(" ") || "no tiles"}; ${p.jokers} joker(s); expansions ${p.expansions.map(kindLabel).join(" ") || "none"}${down.length ? `. Face-down expansions on ${down.join(", ")}` : ""}`,
    );
    for (const row of renderGarden(p)) lines.push(`  ${row}`);
  });
  lines.push("");
  lines.push(...legend());
  return lines;
}

/** The text picture of exactly what a view shows (face-down expansions as counts, never ids). */
export function renderView(v: QueensGardenView): string {
  return picture(v, v.viewer === "spectator" ? "spectator's view" : `view of ${seatLabel(v.viewer)}`).join("\n");
}

/** The omniscient picture: everything any view shows, then the hidden order and ids of the face-down expansions. */
export function render(s: QueensGardenState): string {
  const lines = picture(playerView(s, "spectator"), "full state (every secret shown)");
  const ids = (list: readonly number[]): string => list.map(kindLabel).join(" ") || "—";
  lines.push("");
  lines.push("Hidden from every seat (expansions by their printed hexagon, top first):");
  lines.push(`  stack ${ids(s.stack)}; later stacks ${s.laterStacks.map(ids).join(" / ") || "—"}; supply ${ids(s.supply)}`);
  const downDisplay = s.display.map((d, i) => (d.faceUp ? "" : `${displayLabel(i)} is ${kindLabel(d.expansion)}`)).filter((x) => x);
  const downGarden: string[] = [];
  s.players.forEach((p, i) => p.areas.forEach((a, area) => (a && !a.faceUp ? downGarden.push(`${seatLabel(i)} A${area} is ${kindLabel(a.expansion)}`) : undefined)));
  lines.push(`  face-down display expansions: ${downDisplay.join(", ") || "—"}; face-down garden expansions: ${downGarden.join(", ") || "—"}`);
  return lines.join("\n");
}
