/**
 * Text pictures: the central board, decks, objectives and each realm as a grid, with a legend of
 * the codes. `renderView` draws exactly what a view shows; `render` draws the same picture with
 * every secret filled in, plus what no player sees (supply order, decks, undealt characters).
 */
import { required } from "../../core/required.js";
import { seatLabel } from "../../core/shared.js";
import { landscapeData } from "./catalog.js";
import { character } from "./characters.js";
import { seatList } from "./decision.js";
import { parseCell, ROWS } from "./realm.js";
import { score } from "./scoring.js";
import type { AlmadiState, AlmadiView, PlayerState, PlayerView } from "./state.js";
import { playerView } from "./view.js";

const W = 9;
const centre = (s: string) => {
  const pad = W - s.length;
  return " ".repeat(pad >> 1) + s + " ".repeat(pad - (pad >> 1));
};

/** What the codes of a picture mean (issue: every render explains its codes). */
export const LEGEND: readonly string[] = [
  "Legend:",
  "  Landscapes: O01–O22 oasis (OAS), C01–C22 caravan (CAR), M01–M22 market (MKT), P01–P22 palace (PAL);",
  "  STn-r is row r of starting tile STn. Each realm cell shows the north edge above, `W TYPE E` in the middle,",
  "  then the south edge and the landscape id.",
  "  Edges: > activation arrow, g genie, m marteline (mosaic card), s stall (stall card), o moon (objective),",
  "  r ruby, j jar, . blank. An icon facing an arrow is activated.",
  '  Cells are "row,column": rows r1–r4 from the top (r0 and r5 only with Abriza), column c0 is the starting tile.',
  "  Central board: row R holds slots 2R−2 (left) and 2R−1 (right); a landscape taken from row R goes to realm row R.",
  "  Cards: MOSnn mosaic, STAnn stall. Objectives: BLU/RED/YEL/GRN/GRY + number (frame colour); ✓ = completed.",
];

/**
 * One realm as a grid of 9×3 character cells: the edge symbols around the landscape type and id,
 * e.g. north symbol on the first line, `W TYPE E` on the second, south symbol and id on the third.
 * Row numbers run down the left (`r1`…), column numbers along the top (`c0`…); `·` is an empty cell.
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

const names = (ids: readonly string[]): string => ids.map((c) => character(c)?.name.split(",")[0] ?? c).join(", ") || "—";

/** Characters of one player as far as the view shows them (secret ones as a count). */
function characterLine(p: PlayerView): string {
  const parts: string[] = [`hired: ${names(p.hired)}${p.copy ? ` (Zumurrud copies ${names([p.copy])})` : ""}`];
  if (p.dealtCount > 0) parts.push(p.dealt === null ? `dealt: ${p.dealtCount} hidden` : `dealt: ${names(p.dealt)}`);
  parts.push(p.hand === null ? `hand: ${p.handCount} hidden` : `hand: ${names(p.hand)}`);
  return `  ${parts.join("; ")}`;
}

/** The picture shared by both renders: what `v` shows, under a title line. */
function draw(v: AlmadiView, title: string): string[] {
  const out: string[] = [];
  const t = v.turn;
  out.push(`Almadi (data ${v.dataVersion}) — ${title}`);
  if (v.phase === "start") out.push(`Setup: choosing starting tiles, in order ${seatList(v.startOrder)}.`);
  else if (v.phase === "keep") out.push("Setup: every player keeps two of the characters dealt to them.");
  else if (v.phase === "over") out.push("The game is over.");
  if (t) {
    out.push(
      `${seatLabel(v.current)}'s ${t.extra ? "extra turn (Dunyazad)" : "turn"}: step ${t.step}, genie actions used ${t.genieActions} of 3${t.used.length > 0 ? `, once-per-turn powers used: ${names(t.used)}` : ""}`,
    );
    if (t.pending.length > 0) out.push(`Pending effects, in order: ${t.pending.map((e) => `${e.icon} (${e.edge} edge of ${e.tile})`).join(", ")}${t.genie ? ", then a genie" : ""}`);
    else if (t.genie) out.push("Pending: a genie");
    if (t.aliTile) out.push(`Drawn with Ali: ${t.aliTile}`);
  }
  if (v.extraTurns.length > 0) out.push(`Extra turns still to come: ${seatList(v.extraTurns)}`);
  out.push(`First player: ${seatLabel(v.firstPlayer)}`);
  out.push("Central board:");
  for (let row = 1; row <= 4; row++) out.push(`  row ${row} (slots ${2 * row - 2}, ${2 * row - 1}): ${[0, 1].map((i) => v.board[(row - 1) * 2 + i] ?? "—").join("  ")}`);
  out.push(`Supply: ${v.supplySize} face down | mosaic deck ${v.mosaicDeckSize} (top ${v.mosaicTop ?? "—"}) | stall deck ${v.stallDeckSize} (top ${v.stallTop ?? "—"}) | rubies ${v.rubies}`);
  out.push(`Objectives in the middle: ${v.objectives.join(", ") || "—"}`);
  if (v.config.characters) out.push(`Public characters: ${names(v.publicCharacters)}`);
  const sheet = score(v);
  v.players.forEach((p, i) => {
    const line = required(sheet.players[i], "the player's score");
    out.push("");
    out.push(
      `${seatLabel(i)}${i === v.viewer ? " (you)" : ""}: ${line.total} points (${Object.entries(line.breakdown)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")})`,
    );
    out.push(`  starting tile ${p.startTile ?? "—"}, rubies ${p.rubies}, turns ${p.turns}`);
    out.push(`  mosaics: ${p.mosaics.join(", ") || "—"}; stalls: ${p.stalls.join(", ") || "—"}`);
    out.push(`  objectives: ${p.objectives.map((o) => `${o.id}${o.completed ? "✓" : ""}`).join(", ") || "—"}`);
    if (v.config.characters) out.push(characterLine(p));
    out.push(renderRealm(p.realm).replace(/^/gm, "  "));
  });
  out.push("", ...LEGEND);
  return out;
}

/** The text picture of exactly what a view shows (other seats' characters as counts only). */
export function renderView(v: AlmadiView): string {
  const title = v.viewer === "spectator" ? "spectator's view" : `view of ${seatLabel(v.viewer)}`;
  return draw(v, title).join("\n");
}

/** The omniscient picture for logs and debugging: every hand shown, and what no player sees. */
export function render(s: AlmadiState): string {
  const open = playerView(s, "spectator");
  const all: AlmadiView = {
    ...open,
    players: open.players.map((p, i) => {
      const q = required(s.players[i], "the player");
      return { ...p, dealt: q.dealt, hand: q.hand };
    }),
  };
  const out = draw(all, "omniscient debug picture (shows every secret)");
  out.push(
    "",
    "Hidden from every player:",
    `  supply, top first: ${s.supply.join(" ") || "—"}`,
    `  mosaic deck, top first: ${s.mosaicDeck.join(" ") || "—"}`,
    `  stall deck, top first: ${s.stallDeck.join(" ") || "—"}`,
  );
  if (s.config.characters) out.push(`  undealt characters: ${names(s.unusedCharacters)}`);
  return out.join("\n");
}
