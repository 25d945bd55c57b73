/**
 * Text from files and bots printed to a terminal: control characters (newlines, escape codes that
 * recolour or clear the screen, bidirectional overrides) are shown as `\u` escapes, never acted on.
 */

/** C0 and C1 controls, DEL, and the Unicode bidirectional controls. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Longest piece of foreign text printed in one message. */
const MAX_FOREIGN = 200;

/** `text` on one line with every control character escaped, cut to `max` characters. */
export function printable(text: string, max = MAX_FOREIGN): string {
  const safe = text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

/** Multi-line text (a rendered board) with control characters escaped on each line but the line breaks kept. */
export function printableLines(text: string): string {
  return text
    .split("\n")
    .map((l) => printable(l, Number.POSITIVE_INFINITY))
    .join("\n");
}
