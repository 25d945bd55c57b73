/** Karesansui: each 3×5 garden with its sand lines, moss, stones and monk; storage, supply and cards. */
import {
  COLS,
  GARDENERS,
  cellName,
  FAMOUS_GARDENS,
  ROWS,
  STONE_KINDS,
  STONE_NAMES,
  TILE_DESIGNS,
  designOfFace,
  isRotatedFace,
  type KaresansuiView,
  type TileDesign,
} from "../../../src/games/karesansui/index.js";
import { at, hit, label, rect, root, s, seatName } from "./svg.js";

const C = 56;
const gardenerName = (id: string): string => GARDENERS.find((g) => g.id === id)?.name ?? id;
const famousName = (id: string): string => FAMOUS_GARDENS.find((f) => f.id === id)?.name ?? id;

/** The art of one tile: raked sand lines (straight, ripples, flows, waves, fans) or moss. */
function tileArt(design: TileDesign, turned: boolean): SVGElement {
  // A nested <svg> clips the art (fans and semicircles) to its own tile.
  const frame = s("svg", { width: C, height: C, viewBox: `0 0 ${C} ${C}`, overflow: "hidden" });
  const g = s("g", { transform: turned ? `rotate(180 ${C / 2} ${C / 2})` : undefined });
  frame.append(g);
  g.append(rect(0, 0, C, C, { fill: "#efe6cf", stroke: "#b9ab88", rx: 0 }));
  const line = (d: string) => s("path", { d, fill: "none", stroke: "#a8997a", "stroke-width": 1.2 });
  const ys = [12, 22, 32, 42];
  switch (design.id) {
    case "S1":
      ys.forEach((y) => g.append(line(`M0 ${y} H${C}`)));
      break;
    case "S2":
      ys.forEach((y) => g.append(line(`M0 ${y} Q14 ${y - 5} 28 ${y} T56 ${y}`)));
      break;
    case "S3":
    case "S4":
      ys.forEach((y) => g.append(line(design.id === "S3" ? `M0 ${y + 8} L${C} ${y - 8}` : `M0 ${y - 8} L${C} ${y + 8}`)));
      break;
    case "S5":
    case "S6":
      ys.forEach((y) => g.append(line(design.id === "S5" ? `M0 ${y} C10 ${y - 10} 20 ${y - 10} 56 ${y}` : `M0 ${y} C36 ${y - 10} 46 ${y - 10} 56 ${y}`)));
      break;
    default:
      if (!design.moss) ys.forEach((y) => g.append(line(`M0 ${y} H${C}`)));
  }
  for (const arc of design.arcs) {
    const [cx, cy] = { NW: [0, 0], NE: [C, 0], SW: [0, C], SE: [C, C], E: [C, C / 2], W: [0, C / 2] }[arc.anchor];
    for (const r of arc.size === "s" ? [10, 18] : arc.size === "l" ? [16, 26, 36] : [10, 18, 26]) {
      g.append(s("circle", { cx, cy, r, fill: "#efe6cf", stroke: "#8d7f60", "stroke-width": 1.2 }));
    }
  }
  if (design.moss) {
    const m = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, { fill: "#6f9a4b", rx: 8 });
    if (design.id === "MF") g.append(m(0, 0, C, C));
    else if (design.id === "MC") g.append(s("circle", { cx: C / 2, cy: C / 2, r: 16, fill: "#6f9a4b" }));
    else if (design.n === "m") g.append(m(0, 0, C, 20));
    else if (design.s === "m") g.append(m(0, C - 20, C, 20));
    else if (design.w === "moss") g.append(m(0, 0, 20, C));
    else if (design.e === "moss") g.append(m(C - 20, 0, 20, C));
  }
  g.append(s("title", {}, design.description));
  return frame;
}

/** A stone of `kind`: standing stones taller. */
const stone = (x: number, y: number, kind: string): SVGElement =>
  s(
    "g",
    {},
    s("ellipse", { cx: x, cy: y, rx: 11, ry: kind === "t" || kind === "T" ? 14 : 9, fill: "#6d6d72", stroke: "#333" }),
    label(x - 4, y + 4, kind, { fill: "#fff", "font-size": 11 }),
    s("title", {}, STONE_NAMES[kind as keyof typeof STONE_NAMES] ?? kind),
  );

/**
 * What a garden cell of the seat at the screen stands for, by kind of move, in order of preference:
 * the cell a tile goes to, the monk's destination, a stone's cell, a stone moved from or to it, one
 * of two tiles swapped.
 */
const cellPicks = (cell: number) => [
  { type: "placeCell", cell },
  { type: "placeDrawn", cell },
  { type: "takeStored", cell },
  { type: "moveMonk", to: cell },
  { type: "takeStone", cell },
  { type: "moveStone", from: cell },
  { type: "moveStone", to: cell },
  { type: "swapTiles", a: cell },
  { type: "swapTiles", b: cell },
];

/** Draws a Karesansui view. */
export function drawKaresansui(view: KaresansuiView, seat: number | "spectator", final: readonly number[] | null): SVGSVGElement {
  const parts: SVGElement[] = [];
  const decision = view.stack[view.stack.length - 1];
  const drawn = decision && "tile" in decision ? decision.tile : null;
  parts.push(label(6, 16, `Turn ${view.turn}   bag ${view.bagSize}${view.endTriggered ? "   (end triggered)" : ""}`, { "font-weight": "bold" }));
  if (drawn !== null) {
    parts.push(
      at(
        6,
        24,
        label(0, 12, "Drawn tile:", { "font-size": 11 }),
        at(70, 0, s("g", { pick: [{ type: "place" }, { type: "acceptGift" }], class: "drawn" }, tileArt(TILE_DESIGNS[designOfFace(drawn)]!, isRotatedFace(drawn)), hit(0, 0, C, C))),
      ),
      at(140, 30, s("g", { pick: { type: "discard" }, class: "discard" }, rect(0, 0, 70, 26, { fill: "#f4eee4", stroke: "#b9ab88", class: "hit" }), label(10, 17, "Discard", { "font-size": 11 }))),
    );
  }
  const supply = STONE_KINDS.map((k, i) =>
    at(300 + i * 60, 24, rect(0, 0, 54, 40, { fill: "#f1f1f1", stroke: "#aaa", pick: { type: "takeStone", kind: k } }), stone(18, 20, k), label(34, 26, `×${view.supply[k]}`, { "font-size": 11 })),
  );
  parts.push(label(300, 20, "Temple supply", { "font-size": 10 }), ...supply);
  // The famous gardens get a line of their own, under the supply (their names are long).
  const famousLine = view.sharedFamous.length ? 24 : 0;
  if (famousLine) parts.push(label(6, 96, `Famous gardens (shared): ${view.sharedFamous.map(famousName).join(", ")}`, { "font-size": 11 }));
  const W = COLS * C + 180;
  const top = 76 + famousLine;
  view.players.forEach((p, i) => {
    const mine = i === seat;
    const cells: SVGElement[] = [];
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < COLS; c++) {
        const cell = r * COLS + c;
        const face = p.tiles[cell];
        const g = s("g", { transform: `translate(${c * C},${r * C})`, pick: mine ? cellPicks(cell) : undefined, class: "cell" });
        g.append(face === null || face === undefined ? rect(0, 0, C, C, { fill: "#fff", stroke: "#ccc", rx: 0 }) : tileArt(TILE_DESIGNS[designOfFace(face)]!, isRotatedFace(face)));
        const st = p.stones[cell];
        if (st) g.append(stone(C / 2, C / 2, st));
        if (p.monk === cell) g.append(s("circle", { cx: C - 10, cy: 10, r: 7, fill: "#e07b24", stroke: "#733" }, s("title", {}, "monk")));
        // The move list names cells by row and column: so does the board, in each cell's corner.
        g.append(label(3, C - 4, `${r + 1},${c + 1}`, { "font-size": 8, fill: "#8a7f6a" }), s("title", {}, cellName(cell)));
        if (mine) g.append(hit(0, 0, C, C));
        cells.push(g);
      }
    }
    const cards: SVGElement[] = [];
    if (mine && p.gardeners) {
      p.gardeners.forEach((g, j) =>
        cards.push(at(0, 18 * j, rect(0, 0, 160, 16, { fill: "#eef", stroke: "#99a", pick: { type: "useGardener", card: g } }), label(4, 12, gardenerName(g), { "font-size": 10 }))),
      );
    }
    const info = [
      `virtue ${p.virtue}${final ? `   final score ${final[i]}` : ""}`,
      `tiles ${p.placed}/15`,
      `gardeners: ${mine ? "" : `${p.gardenerCount} hidden`}`,
      p.used.length ? `used: ${p.used.map(gardenerName).join(", ")}` : "",
      mine && p.famous ? `famous: ${famousName(p.famous)}` : "",
    ].filter(Boolean);
    // Another seat's panel stands for that seat: offering it the drawn tile, or taking its stored tile.
    const panel = rect(0, 0, W, ROWS * C + 32, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999", class: mine ? undefined : "hit" });
    parts.push(
      at(
        6,
        top + i * (ROWS * C + 40),
        s(
          "g",
          {
            class: `seat seat-${i}`,
            pick: mine
              ? undefined
              : [
                  { type: "give", to: i },
                  { type: "takeStored", from: i },
                ],
          },
          panel,
          label(6, 14, `${seatName(i)}${i === view.current && !view.over ? " ◀" : ""}`, { "font-weight": "bold" }),
          at(6, 22, ...cells),
          at(
            COLS * C + 12,
            22,
            label(0, 0, "Storage", { "font-size": 10 }),
            at(
              0,
              4,
              s(
                "g",
                { pick: mine ? [{ type: "keep" }, { type: "placeStored" }] : undefined, class: "storage" },
                p.storage === null ? rect(0, 0, C, C, { fill: "#fff", stroke: "#ccc" }) : tileArt(TILE_DESIGNS[designOfFace(p.storage)]!, isRotatedFace(p.storage)),
                mine ? hit(0, 0, C, C) : null,
              ),
            ),
          ),
          at(COLS * C + 12, 22 + C + 14, ...info.map((t, j) => label(0, j * 13, t, { "font-size": 10 })), at(0, info.length * 13 - 6, ...cards)),
        ),
      ),
    );
  });
  return root(Math.max(W + 12, 300 + STONE_KINDS.length * 60), top + view.players.length * (ROWS * C + 40), ...parts);
}
