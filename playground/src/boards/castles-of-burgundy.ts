/** The Castles of Burgundy: the game board's depots and goods, each estate, storage, dice and supplies. */
import { COLOURS, estateBoard, tileColour, tileName, type CobView, type EstateId } from "../../../src/games/castles-of-burgundy/index.js";
import { at, fitLabel, hexPoints, label, rect, root, s, scoreText, seatName } from "./svg.js";

const FILL = ["#2f6b3a", "#8c8c8c", "#3a78c2", "#e2c48f", "#9fd37a", "#f0d64b"];
const INK = ["#fff", "#fff", "#fff", "#222", "#222", "#222"];
const GOODS = ["#c0392b", "#8e44ad", "#2980b9", "#16a085", "#d35400", "#7f8c8d"];
const R = 21;
/** Characters on one line of a tile's name before the next word goes on a new line. */
const LINE = 10;
/** A tile name's size and line spacing: two lines stay within the hexagon's straight sides. */
const NAME_SIZE = 9;
const NAME_LEADING = 9.5;
/** The widest a line of a tile's name may draw: the hexagon's width less a margin each side. */
const NAME_WIDTH = R * Math.sqrt(3) - 4;

/** A tile's name in words on short lines ("carpentersWorkshop" → "carpenters", "workshop"). */
function nameLines(code: number): string[] {
  const words = tileName(code)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ");
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + w.length <= LINE) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

/** A six-sided tile with its whole name written on it. */
function hexTile(x: number, y: number, code: number, attrs: Record<string, unknown> = {}): SVGElement {
  const lines = nameLines(code);
  const ink = INK[tileColour(code)]!;
  return s(
    "g",
    attrs as never,
    s("polygon", { points: hexPoints(x, y, R), fill: FILL[tileColour(code)]!, stroke: "#333", class: attrs.pick ? "hit" : undefined }),
    ...lines.map((line, i) => fitLabel(x, y + 3 + (i - (lines.length - 1) / 2) * NAME_LEADING, line, NAME_WIDTH, { "font-size": NAME_SIZE, fill: ink, "pointer-events": "none" })),
    s("title", {}, tileName(code)),
  );
}

const die = (x: number, y: number, value: number | null, attrs: Record<string, unknown> = {}) =>
  s(
    "g",
    attrs as never,
    rect(x, y, 24, 24, { fill: value === null ? "#ddd" : "#fff", stroke: "#333", class: attrs.pick ? "hit" : undefined }),
    label(x + 8, y + 17, value === null ? "–" : String(value), { "font-weight": "bold" }),
  );

/** Draws a Castles of Burgundy view. */
export function drawCastlesOfBurgundy(view: CobView, seat: number | "spectator", final: readonly number[] | null): SVGSVGElement {
  const parts: SVGElement[] = [];
  const top = view.decisions[view.decisions.length - 1];
  parts.push(
    label(
      6,
      16,
      `Phase ${"ABCDE"[view.phase] ?? "over"}  round ${view.round + 1}   white die ${view.whiteDie}   turn order ${view.turnOrder.map((p) => p + 1).join(" ")}${top ? `   decision: ${top.kind}` : ""}`,
      { "font-weight": "bold" },
    ),
  );
  // Depots: 0 = black (buy only), 1–6 = the die numbers, each with its goods space.
  view.depots.forEach((tiles, d) => {
    const x = 6 + d * 110;
    const tileEls = tiles.map((t, j) =>
      hexTile(28 + (j % 2) * 46, 44 + Math.floor(j / 2) * 38, t, {
        pick: [
          { type: "take", value: d, tile: t },
          { type: "buy", depot: d, tile: t },
        ],
        class: "depot-tile",
      }),
    );
    const goods = (view.depotGoods[d] ?? []).flatMap((n, c) =>
      Array.from({ length: n }, (_, k) => rect(6 + (c * 3 + k) * 12, 108, 10, 10, { fill: GOODS[c]!, stroke: "#222", pick: { type: "ship", depot: d } })),
    );
    parts.push(
      at(
        x,
        24,
        rect(0, 0, 104, 124, { fill: d === 0 ? "#555" : "#f2ece0", stroke: "#998" }),
        label(4, 14, d === 0 ? "black depot" : `depot ${d}`, { "font-size": 11, fill: d === 0 ? "#fff" : "#222" }),
        ...tileEls,
        ...goods,
      ),
    );
  });
  parts.push(label(6, 164, `Goods to come: ${view.roundGoods.length}   supply piles: ${view.supply.map((p) => p.length).join(" ")}`, { "font-size": 11 }));
  view.players.forEach((p, i) => parts.push(at(6, 176 + i * 320, estate(view, i, i === seat, final))));
  return root(800, 176 + view.players.length * 320, ...parts);
}

function estate(view: CobView, i: number, mine: boolean, final: readonly number[] | null): SVGElement {
  const p = view.players[i]!;
  const board = estateBoard((view.config.estates?.[i] ?? view.config.estate) as EstateId);
  const widest = Math.max(...board.rows);
  const cells: SVGElement[] = [];
  board.colour.forEach((colour, space) => {
    const row = board.rowOf[space]!;
    const col = board.colOf[space]!;
    const x = 30 + (col + (widest - board.rows[row]!) / 2) * R * Math.sqrt(3);
    const y = 30 + row * R * 1.5;
    const tile = p.estate[space]!;
    cells.push(
      tile >= 0
        ? hexTile(x, y, tile)
        : s(
            "g",
            {
              pick: mine
                ? [
                    { type: "place", space },
                    { type: "placeStartCastle", space },
                  ]
                : undefined,
              class: "space",
            },
            s("polygon", { points: hexPoints(x, y, R), fill: FILL[colour]!, "fill-opacity": 0.35, stroke: "#777", class: mine ? "hit" : undefined }),
            // The die number large in the middle; above it, small and grey, the space's number as the moves name it.
            label(x, y + 5, String(board.number[space]), { "font-size": 12, "font-weight": "bold", "text-anchor": "middle" }),
            label(x, y - 8, String(space), { "font-size": 9, fill: "#555", "text-anchor": "middle", class: "space-number" }),
            s("title", {}, `space ${space} (${COLOURS[colour]} ${board.number[space]})`),
          ),
    );
  });
  const storage = p.storage.map((t, j) =>
    hexTile(24 + j * 46, 0, t, {
      pick: mine
        ? [
            { type: "place", tile: t },
            { type: "discard", tile: t },
          ]
        : undefined,
      class: "stored",
    }),
  );
  const dieMoves = (d: number) => ["take", "place", "sell", "workers"].map((type) => ({ type, die: d }));
  const dice = p.dice.map((v, d) => die(j2x(d), 0, v, { pick: mine && v !== null ? dieMoves(d) : undefined, class: "die" }));
  const goods = p.goods.flatMap((n, c) =>
    n > 0
      ? [
          at(
            0,
            0,
            rect(c * 26, 0, 22, 16, { fill: GOODS[c]!, stroke: "#222", pick: mine ? { type: "sell", value: c + 1 } : undefined }),
            label(c * 26 + 6, 12, String(n), { fill: "#fff", "font-size": 10, "pointer-events": "none" }),
          ),
        ]
      : [],
  );
  return s(
    "g",
    { class: `seat seat-${i}` },
    rect(0, 0, 780, 310, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" }),
    label(
      6,
      14,
      `${seatName(i)}${view.decisions[view.decisions.length - 1]?.players.includes(i) ? " ◀" : ""}   silver ${p.silver}   workers ${p.workers}   ${scoreText(
        Object.values(p.points).reduce((a, b) => a + b, 0),
        final,
        i,
      )}   sold ${p.sold.reduce((a, b) => a + b, 0)}`,
      { "font-weight": "bold" },
    ),
    at(0, 12, ...cells),
    at(420, 40, label(0, -6, "Dice", { "font-size": 10 }), ...dice),
    at(420, 110, label(0, -26, "Storage", { "font-size": 10 }), ...storage),
    at(420, 170, label(0, -6, "Goods", { "font-size": 10 }), ...goods),
  );
}

const j2x = (d: number): number => d * 30;
