/**
 * Text the page can draw. A system without a font for some script (Japanese garden names on a
 * machine with no CJK font) would draw each of its characters as an empty box; such characters are
 * left out instead, so "龍安寺 Ryōan-ji" reads "Ryōan-ji" there and in full where a font has them.
 */

/** An unassigned code point: no font has it, so every browser draws its missing-glyph box. */
const MISSING = "\u0378";
/** Up to here (Basic Latin to Latin Extended-B) every text font has the glyphs: no need to look. */
const SURELY_DRAWN = /^[\u0000-\u024f]*$/u;
const SIZE = 24;
const FONT = `${SIZE}px system-ui, sans-serif`;

const known = new Map<string, boolean>();
let pen: CanvasRenderingContext2D | null | undefined;

/** The pixels (and width) of one character as the page's font draws it. */
function picture(ctx: CanvasRenderingContext2D, ch: string): string {
  ctx.clearRect(0, 0, SIZE * 2, SIZE * 2);
  ctx.fillText(ch, 2, SIZE * 1.5);
  const data = ctx.getImageData(0, 0, SIZE * 2, SIZE * 2).data;
  let hash = 0;
  for (let i = 3; i < data.length; i += 4) hash = (hash * 31 + data[i]! + i) | 0;
  return `${ctx.measureText(ch).width}:${hash}`;
}

/** Whether the page draws `ch` as a glyph of its own rather than as the missing-glyph box. */
export function drawable(ch: string): boolean {
  const seen = known.get(ch);
  if (seen !== undefined) return seen;
  if (pen === undefined) {
    const canvas = typeof document === "undefined" ? null : document.createElement("canvas");
    if (canvas) canvas.width = canvas.height = SIZE * 2;
    pen = canvas?.getContext("2d", { willReadFrequently: true }) ?? null;
    if (pen) pen.font = FONT;
  }
  // No canvas to ask (not a browser page): keep the text as it is.
  const ok = pen === null || /\s/u.test(ch) || picture(pen, ch) !== picture(pen, MISSING);
  known.set(ch, ok);
  return ok;
}

/** `text` without the characters the page cannot draw (and the space that separated them). */
export function legible(text: string): string {
  if (SURELY_DRAWN.test(text)) return text;
  let marked = "";
  for (const ch of text) marked += drawable(ch) ? ch : "\u0000";
  return marked.replace(/(^|\s)\u0000+\s?/gu, "$1").replace(/\u0000+/gu, "");
}
