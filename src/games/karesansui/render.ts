/** Text pictures of the table: what one seat may see (`renderView`) and the omniscient debug picture (`render`). */
import { seatLabel } from "../../core/shared.js";
import { cellAt, COLS, designOfFace, isRotatedFace, E_MOSS, N_CODE, ROWS, S_CODE, W_MOSS } from "./board.js";
import { STONE_KINDS, STONE_NAMES, TILE_DESIGNS } from "./data.js";
import { promptOf } from "./decision.js";
import { playerAt } from "./rules.js";
import { gardenBreakdown, CATEGORIES } from "./scoring.js";
import type { KaresansuiPlayerView, KaresansuiState, KaresansuiView } from "./state.js";
import { famousName, gardenerName, seatsText, tileCode } from "./text.js";
import { playerView } from "./view.js";

const CELL_W = 7;

/** What a garden picture needs: tiles, stones and the monk (a player of a state or of a view). */
export type GardenPicture = Pick<KaresansuiPlayerView, "tiles" | "stones" | "monk">;

/** One cell: tile code ("↻" after it when turned by 180°, A9), stone code ("." none) and "@" for the monk; "·" when empty. */
function cellText(pl: GardenPicture, c: number): string {
  const t = pl.tiles[c];
  if (t === null || t === undefined) return "   ·   ";
  return `${tileCode(designOfFace(t)).padEnd(4)}${isRotatedFace(t) ? "↻" : " "}${pl.stones[c] ?? "."}${pl.monk === c ? "@" : " "}`;
}

/**
 * A garden as text: 3 rows of 5 cells, rows and columns numbered from 1 as in move descriptions;
 * between cells "x" marks a broken boundary (−2 each), a blank one that connects.
 */
export function renderGarden(pl: GardenPicture): string {
  const lines: string[] = [
    "       " +
      Array.from({ length: COLS }, (_, c) => `col ${c + 1}`.padEnd(CELL_W + 1))
        .join("")
        .trimEnd(),
  ];
  for (let r = 0; r < ROWS; r++) {
    let line = `row ${r + 1} [`;
    for (let c = 0; c < COLS; c++) {
      const i = cellAt(r, c);
      line += cellText(pl, i);
      if (c < COLS - 1) {
        const a = pl.tiles[i];
        const b = pl.tiles[i + 1];
        line += a !== null && a !== undefined && b !== null && b !== undefined && E_MOSS[a] !== W_MOSS[b] ? "x" : " ";
      }
    }
    lines.push(line + "]");
    if (r < ROWS - 1) {
      let under = " ".repeat("row 1 [".length);
      for (let c = 0; c < COLS; c++) {
        const a = pl.tiles[cellAt(r, c)];
        const b = pl.tiles[cellAt(r + 1, c)];
        const broken = a !== null && a !== undefined && b !== null && b !== undefined && S_CODE[a] !== N_CODE[b];
        under += (broken ? "   x   " : "       ") + " ";
      }
      lines.push(under.trimEnd());
    }
  }
  return lines.join("\n");
}

/** The codes the pictures use, explained once below every picture. */
export const LEGEND: readonly string[] = [
  "Legend: each cell shows tile code, stone code and @ for the monk (· empty cell, . no stone, ↻ tile turned by 180°);",
  "x between two cells marks a broken boundary (−2). Rows count from the top, columns from the left.",
  `Stones: ${STONE_KINDS.map((k) => `${k} ${STONE_NAMES[k]}`).join(", ")}.`,
  "Tiles (S… H… Q… D… are sand, M… are moss):",
  ...chunk(
    TILE_DESIGNS.map((d) => `${d.id} ${d.description}`),
    4,
  ).map((row) => `  ${row.join("; ")}`),
];

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The table as `v` shows it: `heading` says whose picture it is; the omniscient picture adds `secrets` lines. */
function drawTable(v: KaresansuiView, heading: string, omniscient: boolean, secrets: readonly string[]): string {
  const d = v.stack[v.stack.length - 1];
  const status = v.over || d === undefined ? "game over" : promptOf(d, v.current);
  const discarded = v.discard.reduce((a, b) => a + b, 0);
  const out: string[] = [
    `Karesansui (data ${v.dataVersion}) — ${heading}`,
    `Turn ${v.turn}, ${seatLabel(v.current)}'s turn. ${status}.`,
    `Bag ${v.bagSize} tiles | discarded ${discarded} | stones left ${STONE_KINDS.map((k) => `${k}${v.supply[k]}`).join(" ")}` +
      `${v.endTriggered ? " | END TRIGGERED (a garden is complete)" : ""}${v.lastTurn ? " | LAST TURN (bag empty)" : ""}`,
  ];
  if (d?.kind === "steal") {
    const answered = d.eligible.filter((q) => !d.players.includes(q));
    const declared = omniscient ? `; declared: ${seatsText(d.declared) || "nobody"}` : d.declared.length ? "; you declared a steal" : "";
    out.push(
      `Steal window: ${seatsText(d.players)} still to answer` + (answered.length ? `; answered: ${seatsText(answered)}` : "") + declared + (omniscient ? "" : " (answers are sealed until all are in)"),
    );
  }
  if (d?.kind === "stealReaction") out.push(`Steal declared by ${seatsText(d.declared)}.`);
  if (v.sharedFamous.length > 0) out.push(`Shared famous gardens: ${v.sharedFamous.map(famousName).join(", ")}`);
  const twoPlayers = v.players.length === 2;
  v.players.forEach((pl, p) => {
    const famousKnown = twoPlayers || pl.famous !== null;
    const famous = twoPlayers ? v.sharedFamous : pl.famous === null ? [] : [pl.famous];
    const breakdown = gardenBreakdown(pl, famous, v.config);
    const total = CATEGORIES.reduce((a, k) => a + breakdown[k], 0);
    const hand = pl.gardeners === null ? `${pl.gardenerCount} hidden` : pl.gardeners.map(gardenerName).join(", ") || "none";
    out.push("");
    out.push(
      `${seatLabel(p)}${p === v.viewer ? " (you)" : ""}: virtue ${pl.virtue}, tiles ${pl.placed}/15, ` +
        `storage ${pl.storage === null ? "empty" : tileCode(pl.storage)}, gardeners ${hand}` +
        `${pl.used.length ? ` (used: ${pl.used.map(gardenerName).join(", ")})` : ""}` +
        `${twoPlayers ? "" : `, famous garden ${pl.famous === null ? "hidden" : famousName(pl.famous)}`}` +
        `, score ${total}${famousKnown ? "" : " + hidden famous garden"}`,
    );
    out.push(renderGarden(pl));
  });
  out.push("", ...secrets, ...LEGEND);
  return out.join("\n");
}

/** What a view shows, for the seat (or spectator) that holds it: others' secret cards appear only as counts. */
export function renderView(v: KaresansuiView): string {
  return drawTable(v, v.viewer === "spectator" ? "as seen by a spectator" : `as seen by ${seatLabel(v.viewer)}`, false, []);
}

/** The omniscient picture for logs and debugging: every hand, famous card, sealed declaration and the bag's mix. */
export function render(s: KaresansuiState): string {
  const open = playerView(s, "spectator");
  const all: KaresansuiView = {
    ...open,
    players: open.players.map((pl, p) => {
      const { gardeners, famous } = playerAt(s, p);
      return { ...pl, gardeners, famous };
    }),
    stack: s.stack,
  };
  const mix = TILE_DESIGNS.map((d, i) => {
    const left = s.bag[i] ?? 0; // a design missing from the bag has none left
    return left > 0 ? `${d.id}×${left}` : "";
  })
    .filter(Boolean)
    .join(" ");
  return drawTable(all, "omniscient debug picture (every secret shown)", true, [`Bag contents (hidden from players): ${mix || "empty"}`]);
}
