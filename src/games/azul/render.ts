import { COLOURS, colouredCell, FLOOR_SLOTS, WALL_SIZE } from "./data.js";
import { score } from "./scoring.js";
import type { AzulState } from "./state.js";

const tiles = (counts: readonly number[]): string =>
  counts.map((n, c) => COLOURS[c]!.repeat(n)).join("") || "-";

/**
 * A text picture: factories and centre, then each board with its pattern lines (right-aligned,
 * `.` free), wall (upper case placed; on the coloured side lower case marks the empty cell's
 * colour, on the grey side `.`), floor and score.
 */
export function render(state: AzulState): string {
  const out: string[] = [];
  const sheet = score(state);
  const status =
    state.phase === "over" ? "game over" : state.phase === "tiling" ? `P${state.current + 1} chooses a wall column for line ${state.tilingRow! + 1}` : `P${state.current + 1} to take`;
  out.push(`Azul (${state.config.wall} wall) — round ${state.round}, ${status}`);
  out.push(`Factories: ${state.factories.map((f, i) => `${i + 1}:${tiles(f)}`).join("  ")}`);
  out.push(`Centre: ${tiles(state.centre)}${state.marker === null ? " +first-player marker" : ""}`);
  out.push(`Bag: ${state.bag.reduce((a, b) => a + b, 0)} tiles  Lid: ${state.lid.reduce((a, b) => a + b, 0)} tiles`);
  state.boards.forEach((b, p) => {
    const line = sheet.players[p]!;
    const start = state.startPlayer === p ? " (starting player)" : "";
    out.push("");
    out.push(`P${p + 1}${start} — score ${line.total}`);
    for (let r = 0; r < WALL_SIZE; r++) {
      const l = b.lines[r]!;
      const pattern = (".".repeat(r + 1 - l.count) + (l.colour ?? "").repeat(l.count)).padStart(WALL_SIZE, " ");
      const wall = b.wall[r]!
        .map((cell, c) => cell ?? (state.config.wall === "coloured" ? colouredCell(r, c).toLowerCase() : "."))
        .join(" ");
      out.push(`  ${r + 1} ${pattern} | ${wall}`);
    }
    const floor = b.floor.map((f) => (f === "first" ? "1" : f)).join("") + ".".repeat(FLOOR_SLOTS - b.floor.length);
    out.push(`  floor [${floor}]${state.marker === p && !b.floor.includes("first") ? " (holds the marker)" : ""}`);
  });
  if (state.phase === "over") {
    out.push("");
    out.push("Final scores:");
    for (const line of sheet.players) {
      const parts = Object.entries(line.breakdown).map(([k, v]) => `${k} ${v}`).join(", ");
      out.push(`  P${line.player + 1}: ${line.total} (${parts})`);
    }
    out.push(`Ranking: ${sheet.ranking.map((g) => g.map((p) => `P${p + 1}`).join(" = ")).join(" > ")}`);
  }
  return out.join("\n");
}
