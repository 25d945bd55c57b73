/** Text picture of a state: depots, tracks, and every estate. */
import { estateBoard } from "./board.js";
import { COLOURS, COLOUR_LETTERS, tileColour, tileName, buildingOf, animalKindOf, animalCountOf, knowledgeOf, BUILDING, PASTURE, KNOWLEDGE } from "./data.js";
import { score } from "./scoring.js";
import { trackOrder } from "./rules.js";
import type { CobState } from "./state.js";

function shortTile(t: number): string {
  const c = tileColour(t);
  if (c === BUILDING) return `B${"wtxcmhbh"[buildingOf(t)]}`.slice(0, 2) + String(buildingOf(t));
  if (c === PASTURE) return `A${"cpsg"[animalKindOf(t)]}${animalCountOf(t)}`;
  if (c === KNOWLEDGE) return `K${String(knowledgeOf(t)).padStart(2, "0")}`;
  return `${COLOUR_LETTERS[c]}**`;
}

/** A readable multi-line picture of the state. */
export function render(s: CobState): string {
  const e = estateBoard(s.config.estate);
  const lines: string[] = [];
  const phase = s.phase < 5 ? "ABCDE"[s.phase] : "over";
  lines.push(`Castles of Burgundy — phase ${phase}, round ${s.round + 1}, white die ${s.whiteDie}`);
  lines.push(`Turn order: ${s.turnOrder.join(" > ")}; deciding: ${s.decisions.map((d) => `${d.kind}(P${d.players[0]})`).join(" / ") || "none"}`);
  for (let d = 0; d <= 6; d++) {
    const goods = d === 0 ? "" : "  goods " + s.depotGoods[d]!.map((n, c) => (n ? `${c + 1}x${n}` : "")).filter(Boolean).join(" ");
    lines.push(`${d === 0 ? "black  " : `depot ${d}`}: ${s.depots[d]!.map(tileName).join(", ") || "-"}${goods}`);
  }
  lines.push(`This phase's goods to come: ${s.roundGoods.join(" ") || "-"}`);
  const sheet = score(s);
  const order = trackOrder(s.players);
  lines.push(`Turn-order track (furthest, then topmost first): ${order.map((i) => `P${i}@${s.players[i]!.track}`).join(" > ")}`);
  lines.push(`Score track: ${sheet.players.map((l) => `P${l.player} ${l.total}`).join(", ")}`);
  lines.push(`Bonus tiles: ${s.bonusLarge.map((b, c) => (b === null && s.bonusSmall[c] === null ? "" : `${COLOURS[c]} large P${b ?? "-"} small P${s.bonusSmall[c] ?? "-"}`)).filter(Boolean).join("; ") || "none taken"}`);
  s.players.forEach((p, i) => {
    lines.push(`Player ${i}: ${sheet.players[i]!.total} pts, silver ${p.silver}, workers ${p.workers}, track ${p.track}, dice ${p.dice.map((x) => x ?? "-").join(",")}`);
    lines.push(`  storage: ${p.storage.map(tileName).join(", ") || "-"}; goods: ${p.goods.map((n, c) => (n ? `${c + 1}x${n}` : "")).filter(Boolean).join(" ") || "-"}; sold: ${p.sold.reduce((a, b) => a + b, 0)}`);
    let idx = 0;
    e.rows.forEach((len, r) => {
      const cells: string[] = [];
      for (let c = 0; c < len; c++, idx++) {
        const t = p.estate[idx]!;
        cells.push(t >= 0 ? shortTile(t) : `${COLOUR_LETTERS[e.colour[idx]!]}${e.number[idx]}${t >= 0 ? "" : "."}`.padEnd(3));
      }
      lines.push("  " + " ".repeat(2 * Math.abs(3 - r)) + cells.join(" "));
    });
  });
  return lines.join("\n");
}
