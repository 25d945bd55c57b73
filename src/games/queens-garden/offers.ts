import { required } from "../../core/required.js";
import { SIDES, KIND_COUNT, colourOf } from "./data.js";
import type { QueensGardenState, Source } from "./state.js";

/**
 * What the display offers an acquisition (spec §6.1), by kind: the distinct places a copy of each
 * kind can be taken from, as bits (bit 0 the stack's top, bit 1 + i display expansion i), and
 * which of those copies are face-up expansions. Two copies on one expansion are one place: taking
 * either is the same move.
 */
export interface Offers {
  /** Per kind: the places holding a copy. */
  readonly places: readonly number[];
  /** Per kind: the places where the copy is a face-up expansion (a subset of `places`). */
  readonly faceUp: readonly number[];
}

/** The display's offers. */
export function offersOf(s: QueensGardenState): Offers {
  // Tables of their own: a generator reads them between the moves it hands a sink, whatever the sink
  // does. Plain arrays: a small typed array costs more to make and collect than it saves.
  const places = new Array<number>(KIND_COUNT).fill(0);
  const faceUp = new Array<number>(KIND_COUNT).fill(0);
  for (const k of s.topTiles) places[k] = required(places[k], "the places offering a kind") | 1;
  for (let i = 0; i < s.display.length; i++) {
    const d = required(s.display[i], "a display expansion");
    const bit = 1 << (i + 1);
    if (d.faceUp) {
      places[d.expansion] = required(places[d.expansion], "the places offering a kind") | bit;
      faceUp[d.expansion] = required(faceUp[d.expansion], "the face-up expansions offering a kind") | bit;
    } else for (const k of d.tiles) places[k] = required(places[k], "the places offering a kind") | bit;
  }
  return { places, faceUp };
}

/** The place bit of a pick's source, or 0 for a display expansion that does not exist. */
export function placeBit(s: QueensGardenState, from: Source): number {
  if (from === "stack") return 1;
  return from < s.display.length ? 1 << (from + 1) : 0;
}

/** The source a place bit index names. */
export const sourceOf = (bit: number): Source => (bit === 0 ? "stack" : bit - 1);

/** The kinds of a category (a colour index, or a pattern value 1–6) that the display offers, ascending. */
export function categoryKinds(offers: Offers, byColour: boolean, key: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < SIDES; i++) {
    const k = byColour ? key * SIDES + i : i * SIDES + key - 1;
    if (offers.places[k] !== 0) out.push(k);
  }
  return out;
}

/**
 * Whether a pattern selection takes exactly the items of a colour selection: its only kind is also
 * the only kind of its colour in the display. Both moves then have the same outcome, so the
 * engine lists and accepts it only by colour (docs Q8).
 */
export function sameAsColour(offers: Offers, patternKinds: readonly number[]): boolean {
  const only = patternKinds.length === 1 ? patternKinds[0] : undefined;
  return only !== undefined && categoryKinds(offers, true, colourOf(only)).length === 1;
}
