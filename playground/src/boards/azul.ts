/** Azul: factories, centre, and each player's pattern lines, wall (coloured or grey side) and floor. */
import { COLOURS, COLOUR_NAMES, FLOOR_PENALTIES, colouredCell, type AzulView, type Colour } from "../../../src/games/azul/index.js";
import { at, hit, label, rect, root, s, scoreText, seatName } from "./svg.js";

const FILL: Record<Colour, string> = { B: "#2b6cc4", Y: "#f0c12c", R: "#d2412f", K: "#2b2b2b", W: "#fbfaf5" };
/** The motif printed on each colour, so that white (and every colour to colour-blind eyes) reads as a tile. */
const MOTIF: Record<Colour, string> = { B: "#8fb6ea", Y: "#b8860b", R: "#f3a395", K: "#7a7a7a", W: "#3f7fbf" };
const T = 20;

/** A tile of colour `c` (with its motif), or the first-player marker. */
function tile(x: number, y: number, c: Colour | "first", attrs: Record<string, unknown> = {}): SVGElement {
  if (c === "first") return s("g", {}, rect(x, y, T, T, { fill: "#fff", stroke: "#555" }), label(x + 6, y + 15, "1", { "font-weight": "bold" }), s("title", {}, "first-player marker"));
  const m = T / 2;
  return s(
    "g",
    { class: `tile tile-${c}`, ...attrs },
    rect(x, y, T, T, { fill: FILL[c], stroke: "#333", "stroke-width": 1.2, class: attrs.pick ? "hit" : undefined }),
    s("path", { d: `M${x + m} ${y + 4} L${x + T - 4} ${y + m} L${x + m} ${y + T - 4} L${x + 4} ${y + m} Z`, fill: "none", stroke: MOTIF[c], "stroke-width": 1.5, "pointer-events": "none" }),
    s("title", {}, `${COLOUR_NAMES[c]} tile`),
  );
}

/** An empty space for a tile: dashed, so that no tile (white included) looks like one. */
const slot = (x: number, y: number): SVGElement => rect(x, y, T, T, { fill: "none", stroke: "#b5ad9c", "stroke-dasharray": "3 2" });

/** Draws an Azul view. */
export function drawAzul(view: AzulView, seat: number | "spectator", final: readonly number[] | null): SVGSVGElement {
  const factories = view.factories.map((counts, i) => {
    const tiles: SVGElement[] = [];
    let k = 0;
    counts.forEach((n, ci) => {
      for (let j = 0; j < n; j++, k++) {
        const c = COLOURS[ci]!;
        tiles.push(tile(8 + (k % 2) * (T + 4), 8 + Math.floor(k / 2) * (T + 4), c, { pick: { type: "take", source: i + 1, colour: c } }));
      }
    });
    return at(i * 66, 0, s("circle", { cx: 30, cy: 30, r: 30, fill: "#f4efe6", stroke: "#a88" }), ...tiles, label(24, 76, `F${i + 1}`));
  });
  const centreTiles: SVGElement[] = [];
  let k = 0;
  if (view.marker === null) centreTiles.push(tile(6, 22, "first"));
  view.centre.forEach((n, ci) => {
    for (let j = 0; j < n; j++, k++) {
      const c = COLOURS[ci]!;
      centreTiles.push(tile(32 + (k % 12) * (T + 3), 20 + Math.floor(k / 12) * (T + 3), c, { pick: { type: "take", source: "centre", colour: c } }));
    }
  });
  // The label sits in its own strip above the tiles, which never cover it.
  const centre = at(0, 86, rect(0, 0, 320, 72, { fill: "#efe9dc", stroke: "#b9a" }), label(4, 13, "Centre", { "font-size": 11 }), ...centreTiles);
  const boards = view.boards.map((b, p) => at((p % 2) * 330, 170 + Math.floor(p / 2) * 190, playerBoard(view, p, p === seat, final)));
  const width = Math.max(view.factories.length * 66, 660);
  return root(width, 170 + Math.ceil(view.boards.length / 2) * 190, ...factories, centre, ...boards);
}

function playerBoard(view: AzulView, p: number, mine: boolean, final: readonly number[] | null): SVGElement {
  const b = view.boards[p]!;
  const grey = view.config.wall === "grey";
  const parts: SVGElement[] = [rect(0, 0, 320, 180, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" })];
  parts.push(label(6, 14, `${seatName(p)}${p === view.current && view.phase !== "over" ? " ◀" : ""}  ${scoreText(b.score, final, p)}`, { "font-weight": "bold" }));
  // Pattern lines, right-aligned toward the wall.
  b.lines.forEach((line, r) => {
    const y = 22 + r * (T + 3);
    const row = s("g", { pick: mine ? { type: "take", line: r + 1 } : undefined, class: "line" });
    row.append(hit(140 - (r + 1) * (T + 3) - 2, y - 2, (r + 1) * (T + 3) + 1, T + 4));
    for (let i = 0; i <= r; i++) {
      const x = 140 - (i + 1) * (T + 3);
      row.append(i < line.count && line.colour ? tile(x, y, line.colour) : slot(x, y));
    }
    parts.push(row);
  });
  // Wall: coloured side prints each cell's colour; the grey side prints none.
  b.wall.forEach((cells, r) =>
    cells.forEach((c, col) => {
      const x = 160 + col * (T + 3);
      const y = 22 + r * (T + 3);
      const printed = colouredCell(r, col);
      const pick = mine && grey && view.phase === "tiling" && view.tilingRow === r ? { type: "place", column: col + 1 } : undefined;
      parts.push(c ? tile(x, y, c) : rect(x, y, T, T, { fill: grey ? "#d7d7d7" : FILL[printed], "fill-opacity": grey ? 1 : 0.25, stroke: "#aaa", pick, title: grey ? null : COLOUR_NAMES[printed] }));
    }),
  );
  // Floor line with its penalties.
  const floor = s("g", { pick: mine ? { type: "take", line: "floor" } : undefined, class: "line" }, hit(2, 137, FLOOR_PENALTIES.length * (T + 6), T + 16));
  FLOOR_PENALTIES.forEach((pen, i) => {
    const x = 4 + i * (T + 6);
    floor.append(label(x + 4, 146, String(pen), { "font-size": 9 }));
    const item = b.floor[i];
    floor.append(item ? tile(x, 150, item) : slot(x, 150));
  });
  parts.push(floor, label(200, 164, grey ? "grey wall" : "coloured wall", { "font-size": 10, fill: "#777" }));
  return s("g", { class: `seat seat-${p}` }, ...parts);
}
