/** Queen's Garden: each hex garden (fountain board and expansions), storage, and the display. */
import { CELLS, CELL_NAMES, COLOURS, areaCentre, colourOf, kindLabel, kindName, valueOf, type QueensGardenView } from "../../../src/games/queens-garden/index.js";
import { axial, at, hexPoints, label, rect, root, s, seatName } from "./svg.js";

const FILL = ["#3d7dd8", "#f1c84b", "#9bd26b", "#2f7d3a", "#c9a6e8", "#6b3a8c"];
const INK = ["#fff", "#222", "#222", "#fff", "#222", "#fff"];
const R = 13;

/** A hexagon tile of `kind` (or an empty space) at (x, y). */
function hexTile(x: number, y: number, kind: number | null, attrs: Record<string, unknown> = {}): SVGElement {
  const fill = kind === null ? "#f3efe6" : FILL[colourOf(kind)]!;
  return s(
    "g",
    { ...attrs } as never,
    s("polygon", { points: hexPoints(x, y, R), fill, stroke: "#8a7" }, kind === null ? null : s("title", {}, kindName(kind))),
    kind === null ? null : label(x - 4, y + 4, String(valueOf(kind)), { fill: INK[colourOf(kind)], "font-size": 11 }),
  );
}

/** Draws a Queen's Garden view. */
export function drawQueensGarden(view: QueensGardenView, seat: number | "spectator"): SVGSVGElement {
  const parts: SVGElement[] = [];
  // Display: the round stack's top expansion and the expansions moved out of it.
  parts.push(label(6, 16, `Round ${view.round}   stack ${view.stackSize}   bag ${view.bagSize}   supply ${view.supplySize}`, { "font-weight": "bold" }));
  const sources: { name: string; expansion: number | null; faceUp: boolean; tiles: readonly number[]; from: "stack" | number }[] = [
    { name: "stack top", expansion: null, faceUp: false, tiles: view.topTiles, from: "stack" },
    ...view.display.map((d, i) => ({ name: `display ${i + 1}`, expansion: d.expansion, faceUp: d.faceUp, tiles: d.tiles, from: i })),
  ];
  sources.forEach((src, i) => {
    const x = 6 + i * 120;
    const tiles = src.tiles.map((k, j) =>
      hexTile(20 + (j % 4) * 26, 48 + Math.floor(j / 4) * 24, k, { pick: { type: "acquire", by: "colour", value: COLOURS[colourOf(k)] }, class: "display-tile" }),
    );
    parts.push(
      at(x, 24, rect(0, 0, 112, 74, { fill: "#f5f1e8", stroke: "#bba" }), label(4, 12, `${src.name}${src.faceUp && src.expansion !== null ? ` (exp. ${src.expansion})` : ""}`, { "font-size": 10 }), ...tiles),
    );
  });
  // Gardens side by side.
  view.players.forEach((p, i) => parts.push(at(10 + (i % 2) * 420, 110 + Math.floor(i / 2) * 440, garden(view, i, i === seat))));
  return root(860, 110 + Math.ceil(view.players.length / 2) * 440, ...parts);
}

function garden(view: QueensGardenView, i: number, mine: boolean): SVGElement {
  const p = view.players[i]!;
  const cx = 200;
  const cy = 200;
  const cells: SVGElement[] = [];
  CELLS.forEach((hex, cell) => {
    const area = cell < 13 ? -1 : Math.floor((cell - 13) / 7);
    if (area >= 0 && p.areas[area] === null) {
      // No expansion on this area yet: only its centre shows, as the place to put one.
      if (cell !== areaCentre(area)) return;
      const [x, y] = axial(hex.q, hex.r, R);
      cells.push(s("circle", { cx: cx + x, cy: cy + y, r: R * 1.6, fill: "#fff", stroke: "#ccc", "stroke-dasharray": "3 2", pick: mine ? { area } : undefined }, s("title", {}, `area ${area}`)));
      return;
    }
    const [x, y] = axial(hex.q, hex.r, R);
    const kind = p.garden[cell]!;
    const name = CELL_NAMES[cell]!;
    const ornament = name.startsWith("O") || name === "fountain" || (area >= 0 && kind < 0 && p.areas[area]?.faceUp && cell === areaCentre(area));
    cells.push(
      ornament && kind < 0
        ? s("polygon", { points: hexPoints(cx + x, cy + y, R), fill: "#ddd", stroke: "#999" }, s("title", {}, name))
        : hexTile(cx + x, cy + y, kind >= 0 ? kind : null, { pick: mine && kind < 0 ? { cell } : undefined, class: "cell" }),
    );
  });
  const storage = p.tiles.map((k, j) => hexTile(16 + j * 28, 16, k, { pick: mine ? { tile: k } : undefined, class: "stored" }));
  const exps = p.expansions.map((e, j) => at(16 + j * 70, 32, rect(0, 0, 64, 20, { fill: "#eef", stroke: "#99a", pick: mine ? { expansion: e } : undefined }), label(4, 14, `exp. ${e}`, { "font-size": 10 })));
  return s(
    "g",
    { class: `seat seat-${i}` },
    rect(0, 0, 400, 430, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" }),
    label(6, 16, `${seatName(i)}${i === view.current && view.phase !== "over" ? " ◀" : ""}  score ${p.score}  jokers ${p.jokers}${p.passed ? "  (passed)" : ""}`, { "font-weight": "bold" }),
    ...cells,
    at(0, 380, label(6, 4, "Storage:", { "font-size": 10 }), ...storage, ...exps),
  );
}

export { kindLabel };
