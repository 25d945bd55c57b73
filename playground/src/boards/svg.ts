/** Small helpers for drawing boards as SVG. */

const NS = "http://www.w3.org/2000/svg";

/** Attribute values; `pick` becomes `data-pick` (a partial move the element stands for). */
export type Attrs = Record<string, unknown>;

/** An SVG element with attributes and children (strings become text). */
export function s(tag: string, attrs: Attrs = {}, ...children: (SVGElement | string | null | undefined | false)[]): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "pick") el.setAttribute("data-pick", JSON.stringify(v));
    else el.setAttribute(k, String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return el;
}

/** A root `<svg>` of the given size. */
export const root = (width: number, height: number, ...children: (SVGElement | null | false)[]): SVGSVGElement =>
  s("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "board" }, ...children) as SVGSVGElement;

/** A text label. */
export const label = (x: number, y: number, text: string, attrs: Attrs = {}): SVGElement =>
  s("text", { x, y, "font-size": 12, ...attrs }, text);

/** A rectangle. */
export const rect = (x: number, y: number, w: number, h: number, attrs: Attrs = {}): SVGElement =>
  s("rect", { x, y, width: w, height: h, rx: 3, ...attrs });

/** A group translated to (x, y). */
export const at = (x: number, y: number, ...children: (SVGElement | null | false)[]): SVGElement =>
  s("g", { transform: `translate(${x},${y})` }, ...children);

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

/** Seat name shown everywhere. */
export const seatName = (p: number): string => `Player ${p + 1}`;
