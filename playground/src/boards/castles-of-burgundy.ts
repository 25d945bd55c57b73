/** The Castles of Burgundy: the game board's depots and goods, each estate, storage, dice and supplies. */
import { COLOURS, estateBoard, tileColour, tileName, type CobView, type EstateId } from "../../../src/games/castles-of-burgundy/index.js";
import { at, hexPoints, label, rect, root, s, seatName } from "./svg.js";

const FILL = ["#2f6b3a", "#8c8c8c", "#3a78c2", "#e2c48f", "#9fd37a", "#f0d64b"];
const GOODS = ["#c0392b", "#8e44ad", "#2980b9", "#16a085", "#d35400", "#7f8c8d"];
const R = 17;

const hexTile = (x: number, y: number, code: number, attrs: Record<string, unknown> = {}) =>
  s(
    "g",
    attrs as never,
    s("polygon", { points: hexPoints(x, y, R), fill: FILL[tileColour(code)]!, stroke: "#333" }),
    label(x - 10, y + 4, tileName(code).slice(0, 5), { "font-size": 8 }),
    s("title", {}, tileName(code)),
  );

const die = (x: number, y: number, value: number | null, attrs: Record<string, unknown> = {}) =>
  s("g", attrs as never, rect(x, y, 24, 24, { fill: value === null ? "#ddd" : "#fff", stroke: "#333" }), label(x + 8, y + 17, value === null ? "–" : String(value), { "font-weight": "bold" }));

/** Draws a Castles of Burgundy view. */
export function drawCastlesOfBurgundy(view: CobView, seat: number | "spectator"): SVGSVGElement {
  const parts: SVGElement[] = [];
  const top = view.decisions[view.decisions.length - 1];
  parts.push(label(6, 16, `Phase ${"ABCDE"[view.phase] ?? "over"}  round ${view.round + 1}   white die ${view.whiteDie}   turn order ${view.turnOrder.map((p) => p + 1).join(" ")}${top ? `   decision: ${top.kind}` : ""}`, { "font-weight": "bold" }));
  // Depots: 0 = black (buy only), 1–6 = the die numbers, each with its goods space.
  view.depots.forEach((tiles, d) => {
    const x = 6 + d * 110;
    const tileEls = tiles.map((t, j) => hexTile(22 + (j % 3) * 34, 44 + Math.floor(j / 3) * 30, t, { pick: [{ value: d, tile: t }, { depot: d, tile: t }], class: "depot-tile" }));
    const goods = (view.depotGoods[d] ?? []).flatMap((n, c) => Array.from({ length: n }, (_, k) => rect(6 + (c * 3 + k) * 12, 96, 10, 10, { fill: GOODS[c]!, stroke: "#222", pick: { depot: d } })));
    parts.push(at(x, 24, rect(0, 0, 104, 112, { fill: d === 0 ? "#555" : "#f2ece0", stroke: "#998" }), label(4, 14, d === 0 ? "black depot" : `depot ${d}`, { "font-size": 11, fill: d === 0 ? "#fff" : "#222" }), ...tileEls, ...goods));
  });
  parts.push(label(6, 152, `Goods to come: ${view.roundGoods.length}   supply piles: ${view.supply.map((p) => p.length).join(" ")}`, { "font-size": 11 }));
  view.players.forEach((p, i) => parts.push(at(6, 166 + i * 300, estate(view, i, i === seat))));
  return root(800, 166 + view.players.length * 300, ...parts);
}

function estate(view: CobView, i: number, mine: boolean): SVGElement {
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
            { pick: mine ? { space } : undefined, class: "space" },
            s("polygon", { points: hexPoints(x, y, R), fill: FILL[colour]!, "fill-opacity": 0.35, stroke: "#777" }),
            label(x - 3, y + 4, String(board.number[space]), { "font-size": 10 }),
            s("title", {}, `${COLOURS[colour]} ${board.number[space]}`),
          ),
    );
  });
  const storage = p.storage.map((t, j) => hexTile(20 + j * 38, 0, t, { pick: mine ? { tile: t } : undefined, class: "stored" }));
  const dice = p.dice.map((v, d) => die(j2x(d), 0, v, { pick: mine && v !== null ? { die: d } : undefined, class: "die" }));
  const goods = p.goods.flatMap((n, c) => (n > 0 ? [at(0, 0, rect(c * 26, 0, 22, 16, { fill: GOODS[c]!, stroke: "#222", pick: mine ? { value: c + 1 } : undefined }), label(c * 26 + 6, 12, String(n), { fill: "#fff", "font-size": 10 }))] : []));
  return s(
    "g",
    { class: `seat seat-${i}` },
    rect(0, 0, 780, 290, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" }),
    label(6, 14, `${seatName(i)}${view.decisions[view.decisions.length - 1]?.players.includes(i) ? " ◀" : ""}   silver ${p.silver}   workers ${p.workers}   points ${Object.values(p.points).reduce((a, b) => a + b, 0)}   sold ${p.sold.reduce((a, b) => a + b, 0)}`, { "font-weight": "bold" }),
    at(0, 10, ...cells),
    at(420, 40, label(0, -6, "Dice", { "font-size": 10 }), ...dice),
    at(420, 100, label(0, -22, "Storage", { "font-size": 10 }), ...storage),
    at(420, 160, label(0, -6, "Goods", { "font-size": 10 }), ...goods),
  );
}

const j2x = (d: number): number => d * 30;
