import { CELL_NAMES } from "./board.js";
import { kindLabel } from "./data.js";
import type { Payment, QueensGardenMove, QueensGardenState } from "./state.js";

function payText(p: Payment): string {
  const parts = [...p.payTiles.map(kindLabel), ...p.payExpansions.map((e) => `expansion ${kindLabel(e)}`)];
  if (p.jokers > 0) parts.push(`${p.jokers} joker(s)`);
  return parts.length ? `, paying ${parts.join(", ")}` : "";
}

/** One-line description of a move, e.g. `"places Y3 on F2, paying B3, 1 joker(s)"`. */
export function describeMove(_s: QueensGardenState, m: QueensGardenMove): string {
  switch (m.type) {
    case "acquire":
      return `acquires all ${m.value} (${m.by}): ${m.picks.map((p) => `${kindLabel(p.kind)} from ${p.from === "stack" ? "the stack" : `display #${p.from}`}`).join(", ")}`;
    case "placeTile":
      return `places ${kindLabel(m.tile)} on ${CELL_NAMES[m.cell]}${payText(m)}`;
    case "placeExpansion":
      return `places expansion ${kindLabel(m.expansion)} on area ${m.area}, hexagon on petal ${m.rotation}${payText(m)}`;
    case "buyExpansion":
      return `pays 6 points for a face-down expansion on area ${m.area}`;
    case "pass":
      return "passes";
    case "discardTile":
      return `discards ${kindLabel(m.tile)} from storage`;
    case "discardExpansion":
      return `discards expansion ${kindLabel(m.expansion)} from storage`;
    case "endPass":
      return "ends the pass";
  }
}
