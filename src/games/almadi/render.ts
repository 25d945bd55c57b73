/** Text rendering of a state: the central board, decks, objectives and each realm as a grid. */
import { landscapeData } from "./catalog.js";
import { parseCell, ROWS } from "./realm.js";
import { score } from "./scoring.js";
import type { AlmadiState, PlayerState } from "./state.js";

const W = 9;
const centre = (s: string) => {
  const pad = W - s.length;
  return " ".repeat(pad >> 1) + s + " ".repeat(pad - (pad >> 1));
};

/**
 * One realm as a grid of 9×3 character cells: the edge symbols around the landscape type and id,
 * e.g. north symbol on the first line, `W TYPE E` on the second, south symbol on the third.
 * Row numbers run down the left, column numbers along the top.
 */
export function renderRealm(realm: PlayerState["realm"]): string {
  let maxC = 0;
  let minR = 1;
  let maxR = 4;
  for (const k in realm) {
    const p = parseCell(k);
    maxC = Math.max(maxC, p & 255);
    minR = Math.min(minR, p >> 8);
    maxR = Math.max(maxR, p >> 8);
  }
  const lines: string[] = ["   " + Array.from({ length: maxC + 1 }, (_, c) => centre(`c${c}`)).join("")];
  for (let r = Math.max(0, minR); r <= Math.min(ROWS - 1, maxR); r++) {
    const rows = ["", "", ""];
    for (let c = 0; c <= maxC; c++) {
      const id = realm[`${r},${c}`];
      const d = id ? landscapeData(id) : undefined;
      if (!d) {
        rows[0] += centre("");
        rows[1] += centre("·");
        rows[2] += centre("");
        continue;
      }
      const [n, e, s, w] = d.edges;
      rows[0] += centre(n);
      rows[1] += centre(`${w} ${d.type} ${e}`);
      rows[2] += centre(`${s} ${d.id}`);
    }
    lines.push(`   ${rows[0]}`, `r${r} ${rows[1]}`, `   ${rows[2]}`);
  }
  return lines.map((l) => l.trimEnd()).join("\n");
}

/** A readable multi-line picture of the state. */
export function render(s: AlmadiState): string {
  const out: string[] = [];
  const t = s.turn;
  out.push(`Almadi (data ${s.dataVersion}) — phase ${s.phase}, player ${s.current} to act${t ? `, step ${t.step}${t.extra ? " (extra turn)" : ""}, genie actions ${t.genieActions}/3` : ""}`);
  if (t && t.pending.length > 0) out.push(`Pending: ${t.pending.map((e, i) => `#${i} ${e.icon} (${e.tile} ${e.edge})`).join(", ")}${t.genie ? ", then a genie" : ""}`);
  else if (t?.genie) out.push("Pending: a genie");
  if (t?.aliTile) out.push(`Drawn with Ali: ${t.aliTile}`);
  out.push("Central board:");
  for (let row = 1; row <= 4; row++) out.push(`  row ${row}: ${[0, 1].map((i) => s.board[(row - 1) * 2 + i] ?? "—").join("  ")}`);
  out.push(`Supply ${s.supply.length} | mosaics ${s.mosaicDeck.length} (top ${s.mosaicDeck[0] ?? "—"}) | stalls ${s.stallDeck.length} (top ${s.stallDeck[0] ?? "—"}) | rubies ${s.rubies}`);
  out.push(`Objectives in the middle: ${s.objectives.join(", ") || "—"}`);
  if (s.config.characters) out.push(`Public characters: ${s.publicCharacters.join(", ") || "—"}`);
  const sheet = score(s);
  s.players.forEach((p, i) => {
    const line = sheet.players[i]!;
    out.push("");
    out.push(`Player ${i}: ${line.total} points (${Object.entries(line.breakdown).map(([k, v]) => `${k} ${v}`).join(", ")})`);
    out.push(`  rubies ${p.rubies}, mosaics ${p.mosaics.length}, stalls ${p.stalls.length}, turns ${p.turns}`);
    out.push(`  objectives: ${p.objectives.map((o) => `${o.id}${o.completed ? "✓" : ""}`).join(", ") || "—"}`);
    if (s.config.characters) out.push(`  hired: ${p.hired.join(", ") || "—"}${p.copy ? ` (copies ${p.copy})` : ""}; hand ${p.hand.length}`);
    out.push(renderRealm(p.realm).replace(/^/gm, "  "));
  });
  return out.join("\n");
}
