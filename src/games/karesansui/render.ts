/** Text pictures of the gardens (tile design, stone, monk, broken boundaries). */
import { cellAt, COLS, designOfFace, isRotatedFace, E_MOSS, N_CODE, ROWS, S_CODE, W_MOSS } from "./board.js";
import { FAMOUS_GARDENS, GARDENERS, STONE_KINDS, TILE_DESIGNS } from "./data.js";
import { DECISION_WORDS } from "./legal.js";
import { bagSize } from "./rules.js";
import { score } from "./scoring.js";
import type { KaresansuiPlayer, KaresansuiState } from "./state.js";

const CELL_W = 7;

/** One cell: design id ("↻" after it when turned by 180°, A9), stone kind ("." none) and "@" for the monk; blank when empty. */
function cellText(pl: KaresansuiPlayer, c: number): string {
  const t = pl.tiles[c];
  if (t === null || t === undefined) return "   ·   ";
  return `${TILE_DESIGNS[designOfFace(t)]!.id.padEnd(4)}${isRotatedFace(t) ? "↻" : " "}${pl.stones[c] ?? "."}${pl.monk === c ? "@" : " "}`;
}

/**
 * A garden as text: 3 rows of 5 cells; between cells "x" marks a broken boundary (−2 each),
 * a blank one that connects. Moss designs start with "M".
 */
export function renderGarden(pl: KaresansuiPlayer): string {
  const lines: string[] = ["     " + Array.from({ length: COLS }, (_, c) => `c${c}`.padEnd(CELL_W + 1)).join("").trimEnd()];
  for (let r = 0; r < ROWS; r++) {
    let line = `r${r}  [`;
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
      let under = "     ";
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

const famousName = (id: string): string => FAMOUS_GARDENS.find((f) => f.id === id)?.name ?? id;
const gardenerName = (id: string): string => GARDENERS.find((g) => g.id === id)?.name ?? id;

/** The whole table: status line, supply, each garden with virtue, storage, cards and score so far. */
export function render(s: KaresansuiState): string {
  const d = s.stack[s.stack.length - 1];
  const sheet = score(s);
  const status = s.over
    ? "game over"
    : `player ${d!.players.join(", ")} to decide ${DECISION_WORDS[d!.kind]}${"tile" in d! ? ` — tile ${TILE_DESIGNS[d!.tile]!.id}` : ""}`;
  const out: string[] = [
    `Karesansui (data ${s.dataVersion}) — turn ${s.turn}, current player ${s.current}: ${status}`,
    `bag ${bagSize(s)} | discarded ${s.discard.reduce((a, b) => a + b, 0)} | stones ${STONE_KINDS.map((k) => `${k}${s.supply[k]}`).join(" ")}` +
      `${s.endTriggered ? " | END TRIGGERED" : ""}${s.lastTurn ? " | LAST TURN (bag empty)" : ""}`,
  ];
  if (s.sharedFamous.length > 0) out.push(`shared famous gardens: ${s.sharedFamous.map(famousName).join(", ")}`);
  s.players.forEach((pl, p) => {
    const line = sheet.players[p]!;
    out.push("");
    out.push(
      `Player ${p}: virtue ${pl.virtue}, tiles ${pl.placed}/15, storage ${pl.storage === null ? "—" : TILE_DESIGNS[pl.storage]!.id}, ` +
        `gardeners ${pl.gardeners.map(gardenerName).join(", ") || "—"}${pl.used.length ? ` (used: ${pl.used.map(gardenerName).join(", ")})` : ""}` +
        `${pl.famous ? `, famous garden ${famousName(pl.famous)}` : ""}, score ${line.total}`,
    );
    out.push(renderGarden(pl));
  });
  return out.join("\n");
}
