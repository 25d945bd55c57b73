/** One-line descriptions of moves. */
import { tileName } from "./data.js";
import type { CobMove, CobState } from "./state.js";

const dieText = (die: number): string => (die === 2 ? "the free action" : `die ${die + 1}`);
const GOODS = ["", "goods 1", "goods 2", "goods 3", "goods 4", "goods 5", "goods 6"];

/** A human-readable description of a move. */
export function describeMove(_s: CobState, m: CobMove): string {
  switch (m.type) {
    case "take": return `uses ${dieText(m.die)} as ${m.value} to take ${tileName(m.tile)} from depot ${m.value}`;
    case "place": return `uses ${dieText(m.die)} as ${m.value} to place ${tileName(m.tile)} on space ${m.space}`;
    case "sell": return `uses ${dieText(m.die)} as ${m.value} to sell all ${GOODS[m.value]}`;
    case "workers": return `uses ${dieText(m.die)} to take workers`;
    case "buy": return `buys ${tileName(m.tile)} from ${m.depot === 0 ? "the black depot" : `depot ${m.depot}`} for ${m.silver} silverlings and ${2 - m.silver} workers`;
    case "discard": return `discards ${tileName(m.tile)} from storage`;
    case "ship": {
      const cols: number[] = [];
      for (let c = 0; c < 6; c++) if (m.keep & (1 << c)) cols.push(c + 1);
      return `ship takes goods ${cols.join(", ") || "none"} from depot ${m.depot}${m.also ? ` and ${m.also}` : ""}`;
    }
    case "skip": return "declines the building's effect";
    case "endTurn": return "ends the turn";
  }
}
