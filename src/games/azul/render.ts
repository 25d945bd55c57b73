import { required } from "../../core/required.js";
import { rankingLabel, seatLabel } from "../../core/shared.js";
import { COLOURS, COLOUR_NAMES, colouredCell, FLOOR_SLOTS, WALL_SIZE } from "./data.js";
import { score } from "./scoring.js";
import type { AzulState, AzulView } from "./state.js";

/** What the picture draws: everything a view shows (a full state shows the same, plus its PRNG state). */
type Table = Omit<AzulState, "rng">;

const tiles = (counts: readonly number[]): string => counts.map((n, c) => required(COLOURS[c], "a tile colour").repeat(n)).join("") || "-";

/** The key to every code the picture uses. */
const LEGEND = [
  `Tiles: ${COLOURS.map((c) => `${c} ${COLOUR_NAMES[c]}`).join(", ")}.`,
  "Pattern lines fill from the right, '.' is room left. Wall: a capital letter is a placed tile; on the",
  "coloured side a small letter is the colour printed on an empty cell, on the grey side '.' is empty.",
  "Floor: '1' is the first-player marker, '.' a free slot.",
];

/** The row (0-based) whose complete line awaits a column choice, during grey wall tiling. */
function pendingRow(t: Table): number {
  if (t.tilingRow === null) throw new Error("the row awaiting a column is missing");
  return t.tilingRow;
}

/**
 * A text picture of the table: factories and centre, then each board with its pattern lines,
 * wall, floor and score, the final scores once the game is over, and a legend. Seats are named
 * with `seatLabel`; factory, line and column numbers are the 1-based ones moves use.
 */
function picture(t: Table, heading: string): string {
  const out: string[] = [];
  const sheet = score(t);
  const status = t.phase === "over" ? "game over" : t.phase === "tiling" ? `${seatLabel(t.current)} chooses a wall column for line ${pendingRow(t) + 1}` : `${seatLabel(t.current)} to take`;
  out.push(`Azul (${t.config.wall} wall), ${heading} — round ${t.round}, ${status}`);
  out.push(`Factories: ${t.factories.map((f, i) => `${i + 1}:${tiles(f)}`).join("  ")}`);
  out.push(`Centre: ${tiles(t.centre)}${t.marker === null ? " +first-player marker" : ""}`);
  out.push(`Bag: ${tiles(t.bag)} (${t.bag.reduce((a, b) => a + b, 0)} tiles)  Lid: ${tiles(t.lid)} (${t.lid.reduce((a, b) => a + b, 0)} tiles)`);
  t.boards.forEach((b, p) => {
    const start = t.startPlayer === p ? " (starting player)" : "";
    out.push("");
    out.push(`${seatLabel(p)}${start} — score ${required(sheet.players[p], "the player's score").total}`);
    for (let r = 0; r < WALL_SIZE; r++) {
      const l = required(b.lines[r], "a pattern line");
      const pattern = (".".repeat(r + 1 - l.count) + (l.colour ?? "").repeat(l.count)).padStart(WALL_SIZE, " ");
      const wall = required(b.wall[r], "a wall row")
        .map((cell, c) => cell ?? (t.config.wall === "coloured" ? colouredCell(r, c).toLowerCase() : "."))
        .join(" ");
      out.push(`  ${r + 1} ${pattern} | ${wall}`);
    }
    const floor = b.floor.map((f) => (f === "first" ? "1" : f)).join("") + ".".repeat(FLOOR_SLOTS - b.floor.length);
    out.push(`  floor [${floor}]${t.marker === p && !b.floor.includes("first") ? " (holds the marker)" : ""}`);
  });
  if (t.phase === "over") {
    out.push("");
    out.push("Final scores:");
    for (const line of sheet.players) {
      const parts = Object.entries(line.breakdown)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
      out.push(`  ${seatLabel(line.player)}: ${line.total} (${parts})`);
    }
    out.push(`Ranking: ${rankingLabel(sheet.ranking)}`);
  }
  out.push("");
  out.push(...LEGEND);
  return out.join("\n");
}

/** The picture of exactly what a view shows (Azul's views show every tile; only the PRNG state is hidden). */
export function renderView(view: AzulView): string {
  return picture(view, view.viewer === "spectator" ? "spectator's view" : `${seatLabel(view.viewer)}'s view`);
}

/** The omniscient picture for logs and debugging: the same table, plus the PRNG state that orders future draws. */
export function render(state: AzulState): string {
  return `${picture(state, "full state")}\nPRNG state: ${state.rng === null ? "none (explicit chance: random events are chance moves)" : state.rng.join(" ")}`;
}
