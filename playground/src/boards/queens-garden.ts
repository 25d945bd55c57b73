/** Queen's Garden: each hex garden (fountain board and expansions), storage, and the display. */
import { CELLS, CELL_NAMES, COLOURS, areaCentre, colourOf, kindLabel, kindName, valueOf, type QueensGardenView } from "../../../src/games/queens-garden/index.js";
import { axial, at, fitLabel, hexPoints, label, rect, root, s, scoreText, seatName } from "./svg.js";

const FILL = ["#3d7dd8", "#f1c84b", "#9bd26b", "#2f7d3a", "#c9a6e8", "#6b3a8c"];
const INK = ["#fff", "#222", "#222", "#fff", "#222", "#fff"];
/** Radius of a garden hexagon, and of a hexagon in the display or in storage. */
const R = 20;
const SMALL = 15;
/** A space's code (`A2.p3`, `O0`, `fountain`): large enough to read with the board scaled down to a laptop's width. */
const CODE_SIZE = 11;

/**
 * A hexagon of `kind` labelled with the code the move list uses (e.g. `Y3`), or an empty space
 * labelled with its cell name (e.g. `A2.p3`), so that every code in a move is on the board.
 */
function hexTile(x: number, y: number, kind: number | null, attrs: Record<string, unknown> = {}, name = "", r = R, what = ""): SVGElement {
  const fill = kind === null ? "#f3efe6" : FILL[colourOf(kind)]!;
  return s(
    "g",
    { ...attrs } as never,
    // An expansion has a frame round its printed hexagon.
    what ? s("polygon", { points: hexPoints(x, y, r + 4), fill: "#fff", stroke: "#555", "stroke-width": 1.5 }) : null,
    s("polygon", { points: hexPoints(x, y, r), fill, stroke: "#8a7", class: attrs.pick ? "hit" : undefined }),
    kind === null
      ? fitLabel(x, y + CODE_SIZE / 3, name, r * Math.sqrt(3) - 3, { "font-size": CODE_SIZE, fill: "#6a6355", "pointer-events": "none" })
      : label(x, y + r / 4, kindLabel(kind), { fill: INK[colourOf(kind)], "font-size": r * 0.66, "font-weight": "bold", "text-anchor": "middle", "pointer-events": "none" }),
    s("title", {}, kind === null ? `space ${name}` : `${what}${kindLabel(kind)}: ${kindName(kind)}`),
  );
}

/** An expansion (its printed hexagon's colour and pattern), face up in a display or in storage. */
const expansion = (x: number, y: number, e: number, attrs: Record<string, unknown> = {}, r = SMALL): SVGElement => hexTile(x, y, e, { ...attrs, class: "expansion" }, "", r, "expansion ");

/** Draws a Queen's Garden view. */
export function drawQueensGarden(view: QueensGardenView, seat: number | "spectator", final: readonly number[] | null): SVGSVGElement {
  const parts: SVGElement[] = [];
  // Display: the round stack's top expansion and the expansions moved out of it.
  parts.push(label(6, 16, `Round ${view.round}   stack ${view.stackSize}   bag ${view.bagSize}   supply ${view.supplySize}`, { "font-weight": "bold" }));
  const sources: { name: string; expansion: number | null; faceUp: boolean; tiles: readonly number[] }[] = [
    { name: "stack top", expansion: null, faceUp: false, tiles: view.topTiles },
    ...view.display.map((d, i) => ({ name: `display ${i + 1}`, expansion: d.expansion, faceUp: d.faceUp, tiles: d.tiles })),
  ];
  const perRow = 7;
  sources.forEach((src, i) => {
    const x = 6 + (i % perRow) * 122;
    const y = 24 + Math.floor(i / perRow) * 92;
    const byColour = (k: number) => [
      { type: "acquire", by: "colour", value: COLOURS[colourOf(k)] },
      { type: "acquire", by: "pattern", value: valueOf(k) },
    ];
    const tiles = src.tiles.map((k, j) => hexTile(20 + (j % 4) * 28, 44 + Math.floor(j / 4) * 26, k, { pick: byColour(k), class: "display-tile" }, "", SMALL));
    // A face-up display expansion is an item itself; a face-down one (tiles on it) shows as a blank hexagon.
    const exp = src.expansion === null ? null : src.faceUp ? expansion(56, 50, src.expansion, { pick: byColour(src.expansion) }, SMALL) : null;
    parts.push(at(x, y, rect(0, 0, 116, 86, { fill: "#f5f1e8", stroke: "#bba" }), label(4, 13, src.name, { "font-size": 11 }), ...tiles, exp));
  });
  const top = 24 + Math.ceil(sources.length / perRow) * 92;
  // Gardens side by side.
  view.players.forEach((p, i) => parts.push(at(10 + (i % 2) * 430, top + Math.floor(i / 2) * 470, garden(view, i, i === seat, final))));
  return root(Math.max(870, 12 + Math.min(sources.length, perRow) * 122), top + Math.ceil(view.players.length / 2) * 470, ...parts);
}

function garden(view: QueensGardenView, i: number, mine: boolean, final: readonly number[] | null): SVGElement {
  const p = view.players[i]!;
  const cx = 210;
  const cy = 200;
  const cells: SVGElement[] = [];
  CELLS.forEach((hex, cell) => {
    const area = cell < 13 ? -1 : Math.floor((cell - 13) / 7);
    const [x, y] = axial(hex.q, hex.r, R);
    if (area >= 0 && p.areas[area] === null) {
      // No expansion on this area yet: only its centre shows, as the place to put one.
      if (cell !== areaCentre(area)) return;
      cells.push(
        s(
          "g",
          {
            pick: mine
              ? [
                  { type: "placeExpansion", area },
                  { type: "buyExpansion", area },
                ]
              : undefined,
          },
          s("circle", { cx: cx + x, cy: cy + y, r: R * 1.6, fill: "#fff", stroke: "#bbb", "stroke-dasharray": "3 2", class: mine ? "hit" : undefined }),
          label(cx + x, cy + y + 4, `A${area}`, { "font-size": 11, fill: "#777", "text-anchor": "middle", "pointer-events": "none" }),
          s("title", {}, `area A${area}: room for an expansion`),
        ),
      );
      return;
    }
    const kind = p.garden[cell]!;
    const name = CELL_NAMES[cell]!;
    const ornament = name.startsWith("O") || name === "fountain" || (area >= 0 && kind < 0 && p.areas[area]?.faceUp && cell === areaCentre(area));
    cells.push(
      ornament && kind < 0
        ? s(
            "g",
            {},
            s("polygon", { points: hexPoints(cx + x, cy + y, R), fill: "#ddd", stroke: "#999" }),
            fitLabel(cx + x, cy + y + CODE_SIZE / 3, name, R * Math.sqrt(3) - 3, { "font-size": CODE_SIZE, fill: "#555" }),
            s("title", {}, name),
          )
        : hexTile(cx + x, cy + y, kind >= 0 ? kind : null, { pick: mine && kind < 0 ? { type: "placeTile", cell } : undefined, class: "cell" }, name),
    );
  });
  const storage = p.tiles.map((k, j) =>
    hexTile(
      18 + (j % 12) * 32,
      18,
      k,
      {
        pick: mine
          ? [
              { type: "placeTile", tile: k },
              { type: "discardTile", tile: k },
            ]
          : undefined,
        class: "stored",
      },
      "",
      SMALL,
    ),
  );
  const exps = p.expansions.map((e, j) =>
    expansion(22 + j * 40, 54, e, {
      pick: mine
        ? [
            { type: "placeExpansion", expansion: e },
            { type: "discardExpansion", expansion: e },
          ]
        : undefined,
    }),
  );
  return s(
    "g",
    { class: `seat seat-${i}` },
    rect(0, 0, 420, 462, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" }),
    label(6, 16, `${seatName(i)}${i === view.current && view.phase !== "over" ? " ◀" : ""}  ${scoreText(p.score, final, i)}  jokers ${p.jokers}${p.passed ? "  (passed)" : ""}`, {
      "font-weight": "bold",
    }),
    ...cells,
    at(0, 392, label(6, 0, p.expansions.length ? "Storage (tiles, then face-up expansions):" : "Storage:", { "font-size": 10 }), ...storage, ...exps),
  );
}
