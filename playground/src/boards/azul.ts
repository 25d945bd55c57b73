/** Azul: factories, centre, and each player's pattern lines, wall (coloured or grey side) and floor. */
import { COLOURS, COLOUR_NAMES, FLOOR_PENALTIES, colouredCell, type AzulView, type Colour } from "../../../src/games/azul/index.js";
import { at, label, rect, root, s, seatName } from "./svg.js";

const FILL: Record<Colour, string> = { B: "#2b6cc4", Y: "#f0c12c", R: "#d2412f", K: "#2b2b2b", W: "#e9eef2" };
const T = 20;

const tile = (x: number, y: number, c: Colour | "first", attrs: Record<string, unknown> = {}) =>
  c === "first"
    ? s("g", {}, rect(x, y, T, T, { fill: "#fff", stroke: "#555" }), label(x + 6, y + 15, "1", { "font-weight": "bold" }))
    : rect(x, y, T, T, { fill: FILL[c], stroke: "#444", class: `tile tile-${c}`, ...attrs } as never);

/** Draws an Azul view. */
export function drawAzul(view: AzulView, seat: number | "spectator"): SVGSVGElement {
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
  if (view.marker === null) centreTiles.push(tile(6, 20, "first"));
  view.centre.forEach((n, ci) => {
    for (let j = 0; j < n; j++, k++) {
      const c = COLOURS[ci]!;
      centreTiles.push(tile(30 + (k % 12) * (T + 3), 8 + Math.floor(k / 12) * (T + 3), c, { pick: { type: "take", source: "centre", colour: c } }));
    }
  });
  const centre = at(0, 90, rect(0, 0, 320, 64, { fill: "#efe9dc", stroke: "#b9a" }), label(4, 14, "Centre"), ...centreTiles);
  const boards = view.boards.map((b, p) => at((p % 2) * 330, 170 + Math.floor(p / 2) * 190, playerBoard(view, p, p === seat)));
  const width = Math.max(view.factories.length * 66, 660);
  return root(width, 170 + Math.ceil(view.boards.length / 2) * 190, ...factories, centre, ...boards);
}

function playerBoard(view: AzulView, p: number, mine: boolean): SVGElement {
  const b = view.boards[p]!;
  const grey = view.config.wall === "grey";
  const parts: SVGElement[] = [rect(0, 0, 320, 180, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" })];
  parts.push(label(6, 14, `${seatName(p)}${p === view.current && view.phase !== "over" ? " ◀" : ""}  score ${b.score}`, { "font-weight": "bold" }));
  // Pattern lines, right-aligned toward the wall.
  b.lines.forEach((line, r) => {
    const y = 22 + r * (T + 3);
    const row = s("g", { pick: mine ? { line: r + 1 } : undefined, class: "line" });
    row.append(rect(4, y - 1, 142, T + 2, { fill: "transparent", stroke: "none" }));
    for (let i = 0; i <= r; i++) {
      const x = 140 - (i + 1) * (T + 3);
      row.append(i < line.count && line.colour ? tile(x, y, line.colour) : rect(x, y, T, T, { fill: "#fff", stroke: "#bbb" }));
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
      parts.push(
        c
          ? tile(x, y, c)
          : rect(x, y, T, T, { fill: grey ? "#d7d7d7" : FILL[printed], "fill-opacity": grey ? 1 : 0.25, stroke: "#aaa", pick, title: grey ? null : COLOUR_NAMES[printed] }),
      );
    }),
  );
  // Floor line with its penalties.
  const floor = s("g", { pick: mine ? { line: "floor" } : undefined, class: "line" });
  FLOOR_PENALTIES.forEach((pen, i) => {
    const x = 4 + i * (T + 6);
    floor.append(label(x + 4, 146, String(pen), { "font-size": 9 }));
    const item = b.floor[i];
    floor.append(item ? tile(x, 150, item) : rect(x, 150, T, T, { fill: "#fff", stroke: "#bbb" }));
  });
  parts.push(floor, label(200, 164, grey ? "grey wall" : "coloured wall", { "font-size": 10, fill: "#777" }));
  return s("g", { class: `seat seat-${p}` }, ...parts);
}
