import { legible } from "../legible.js";

/** Small helpers for drawing boards as SVG. */

const NS = "http://www.w3.org/2000/svg";

/**
 * Attribute values; `pick` becomes `data-pick`: the partial move the element stands for, or a list
 * of them in order of preference. Every partial names the move `type`, so that a field read from a
 * board element (a cell, a seat, a die) is never taken for a field of another kind of move.
 */
export type Attrs = Record<string, unknown>;

/** Shapes the page outlines when they stand for a move; a group that does marks one child `hit`. */
const SHAPES = new Set(["rect", "polygon", "circle", "ellipse", "path"]);

/** An SVG element with attributes and children (strings become text, made legible). */
export function s(tag: string, attrs: Attrs = {}, ...children: (SVGElement | string | null | undefined | false)[]): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "pick") {
      el.setAttribute("data-pick", JSON.stringify(v));
      if (SHAPES.has(tag)) el.classList.add("hit");
    } else if (k === "class") el.classList.add(...String(v).split(" ").filter(Boolean));
    else el.setAttribute(k, String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(legible(c)) : c);
  }
  return el;
}

/**
 * An invisible shape over a group's area that the page outlines when the group stands for a move
 * (and that takes the click wherever it lands in the group).
 */
export const hit = (x: number, y: number, w: number, h: number): SVGElement => s("rect", { x, y, width: w, height: h, rx: 3, class: "hit overlay", fill: "#fff", "fill-opacity": 0, stroke: "none" });

/** A root `<svg>` of the given size. */
export const root = (width: number, height: number, ...children: (SVGElement | null | false)[]): SVGSVGElement =>
  s("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "board" }, ...children) as SVGSVGElement;

/** A text label. */
export const label = (x: number, y: number, text: string, attrs: Attrs = {}): SVGElement => s("text", { x, y, "font-size": 12, ...attrs }, text);

let measurer: CanvasRenderingContext2D | null = null;

/** How wide `text` draws at `size` (in the board's units) in the page's font. */
function textWidth(text: string, size: number, bold: boolean): number {
  measurer ??= document.createElement("canvas").getContext("2d");
  if (!measurer) return 0.6 * size * text.length;
  measurer.font = `${bold ? "bold " : ""}${size}px ${getComputedStyle(document.body).fontFamily}`;
  return measurer.measureText(text).width;
}

/**
 * A text label kept within `width` (centred on x): at its size when it fits, else narrowed to the
 * width, so that a name stays whole, legible and inside its shape.
 */
export function fitLabel(x: number, y: number, text: string, width: number, attrs: Attrs = {}): SVGElement {
  const size = Number(attrs["font-size"] ?? 12);
  const fits = textWidth(legible(text), size, attrs["font-weight"] === "bold") <= width;
  return label(x, y, text, { "text-anchor": "middle", ...attrs, ...(fits ? {} : { textLength: width, lengthAdjust: "spacingAndGlyphs" }) });
}

/** A rectangle. */
export const rect = (x: number, y: number, w: number, h: number, attrs: Attrs = {}): SVGElement => s("rect", { x, y, width: w, height: h, rx: 3, ...attrs });

/** A group translated to (x, y). */
export const at = (x: number, y: number, ...children: (SVGElement | null | false)[]): SVGElement => s("g", { transform: `translate(${x},${y})` }, ...children);

/** Corners of a pointy-top hexagon of radius r around (cx, cy). */
export function hexPoints(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(" ");
}

/** Centre of axial hex (q, r) for pointy-top hexagons of radius size. */
export const axial = (q: number, r: number, size: number): [number, number] => [size * Math.sqrt(3) * (q + r / 2), size * 1.5 * r];

export { seatName } from "../seats.js";

/** A seat's score for its header: the running score, or the final total once the game is over. */
export const scoreText = (running: number | null, final: readonly number[] | null, p: number): string => (final ? `final score ${final[p]}` : running === null ? "" : `score ${running}`);
