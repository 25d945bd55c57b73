import { required } from "../../core/required.js";
import { seatLabel, type PlayerId } from "../../core/shared.js";
import { CELL_NAMES, petal } from "./board.js";
import { COLOURS, FACE_DOWN_COST, FIRST_PASS_PENALTY, PATTERN_LABELS, kindLabel, valueOf, type ColourId } from "./data.js";
import type { Payment, Pick, QueensGardenMove, QueensGardenState } from "./state.js";

/** How text names a colour id, e.g. `"light green"` for `lightGreen`. */
export const colourName = (id: string): string => id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** How text names display expansion `i` (0-based in moves): numbered from 1, as `render` shows them. */
export const displayLabel = (i: number): string => `display expansion ${i + 1}`;

function payText(p: Payment): string {
  const parts = [...p.payTiles.map(kindLabel), ...p.payExpansions.map((e) => `expansion ${kindLabel(e)}`)];
  if (p.jokers > 0) parts.push(p.jokers === 1 ? "1 joker" : `${p.jokers} jokers`);
  return parts.length ? `, paying ${parts.join(", ")}` : " (a value-1 hexagon costs only itself)";
}

function pickText(s: QueensGardenState, pick: Pick): string {
  if (pick.from === "stack") return `${kindLabel(pick.kind)} from the stack top`;
  const d = required(s.display[pick.from], "the display expansion picked from");
  return `${d.faceUp ? "face-up expansion " : ""}${kindLabel(pick.kind)} from ${displayLabel(pick.from)}`;
}

/** The colour id an acquisition by colour names. */
function acquiredColour(value: string | number): ColourId {
  const colour = COLOURS.find((c) => c === value);
  return required(colour, "the colour acquired");
}

/**
 * One sentence describing a legal move of `player`, naming the seat, the hexagons by their render
 * codes (e.g. `Y3`), cells by their names (e.g. `F2`, `A1.p4`) and display expansions from 1, e.g.
 * `"Player 1 places Y3 on F2, paying B3, 1 joker"`. No move carries anything hidden from the other
 * seats, so every viewer reads the same.
 */
export function describeMove(s: QueensGardenState, m: QueensGardenMove, player: PlayerId): string {
  const who = seatLabel(player);
  switch (m.type) {
    case "acquire": {
      const what = m.by === "colour" ? `every ${colourName(acquiredColour(m.value))} item` : `every item of pattern ${m.value} (${PATTERN_LABELS[(m.value as number) - 1]})`;
      return `${who} acquires ${what}: ${m.picks.map((p) => pickText(s, p)).join(", ")}`;
    }
    case "placeTile":
      return `${who} places ${kindLabel(m.tile)} on ${CELL_NAMES[m.cell]}${payText(m)}`;
    case "placeExpansion":
      return `${who} places expansion ${kindLabel(m.expansion)} face up on area A${m.area}, its printed hexagon on ${CELL_NAMES[petal(m.area, m.rotation)]}${payText(m)}`;
    case "buyExpansion":
      return `${who} pays ${FACE_DOWN_COST} points for the top expansion of the supply and places it face down on area A${m.area}`;
    case "pass":
      return s.marker === null ? `${who} passes first, taking the first player marker (−${FIRST_PASS_PENALTY} point)` : `${who} passes`;
    case "discardTile":
      return `${who} discards ${kindLabel(m.tile)} from storage (−${valueOf(m.tile)} points)`;
    case "discardExpansion":
      return `${who} discards expansion ${kindLabel(m.expansion)} from storage (−${valueOf(m.expansion)} points)`;
    case "endPass":
      return `${who} ends the pass, keeping the rest of the storage`;
  }
}
