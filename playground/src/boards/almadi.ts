/** Almadi: the central board (display), each realm grid with its edge symbols, and the cards. */
import { LANDSCAPES, START_TILES, character, type AlmadiView, type LandscapeData } from "../../../src/games/almadi/index.js";
import { at, label, rect, root, s, seatName } from "./svg.js";

const FILL: Record<string, string> = { OAS: "#7cc47a", CAR: "#d9a05b", MKT: "#e2c74a", PAL: "#b68bd8" };
const C = 42;

const byId = new Map<string, LandscapeData>([...LANDSCAPES.map((l) => [l.id, l] as const), ...START_TILES.flatMap((t) => t.landscapes.map((l) => [l.id, l] as const))]);

/** A landscape square with its edge symbols (N, E, S, W). */
function landscape(x: number, y: number, id: string | null, attrs: Record<string, unknown> = {}): SVGElement {
  const l = id === null ? undefined : byId.get(id);
  const g = s("g", attrs as never, rect(x, y, C - 2, C - 2, { fill: l ? FILL[l.type] ?? "#ccc" : "#fff", stroke: "#777" }));
  if (l) {
    g.append(label(x + 4, y + C / 2 + 3, l.type, { "font-size": 9 }), s("title", {}, `${l.id} ${l.type}${l.goods.length ? ` (${l.goods.join(", ")})` : ""}`));
    const spots: [number, number][] = [[x + C / 2 - 4, y + 9], [x + C - 10, y + C / 2 + 2], [x + C / 2 - 4, y + C - 5], [x + 2, y + C / 2 + 2]];
    l.edges.forEach((e, i) => {
      if (e !== "." && e !== ">") g.append(label(spots[i]![0], spots[i]![1], e, { "font-size": 9, "font-weight": "bold" }));
    });
  }
  return g;
}

/** Draws an Almadi view. */
export function drawAlmadi(view: AlmadiView, seat: number | "spectator"): SVGSVGElement {
  const parts: SVGElement[] = [];
  parts.push(label(6, 16, `Supply ${view.supplySize}   rubies ${view.rubies}   mosaic deck ${view.mosaicDeckSize}   stall deck ${view.stallDeckSize}`, { "font-weight": "bold" }));
  const slots = view.board.map((id, slot) => landscape(6 + slot * (C + 4), 26, id, { pick: id === null ? undefined : { slot }, class: "slot" }));
  parts.push(...slots);
  parts.push(label(6, 86, `Objectives: ${view.objectives.join(", ") || "none"}   mosaic ${view.mosaicTop ?? "—"}   stall ${view.stallTop ?? "—"}`, { "font-size": 11 }));
  if (view.publicCharacters.length) parts.push(label(6, 102, `Characters on offer: ${view.publicCharacters.map((c) => (character(c)?.name ?? c)).join(", ")}`, { "font-size": 11 }));
  let y = 116;
  view.players.forEach((p, i) => {
    const mine = i === seat;
    const cells = Object.keys(p.realm).map((k) => k.split(",").map(Number) as [number, number]);
    const maxCol = Math.max(0, ...cells.map(([, c]) => c));
    const rows = [0, 1, 2, 3, 4, 5];
    const grid: SVGElement[] = [];
    for (const r of rows) {
      for (let c = 0; c <= maxCol + 1; c++) {
        const key = `${r},${c}`;
        const id = Object.hasOwn(p.realm, key) ? p.realm[key]! : null;
        if (id === null && (r === 0 || r === 5)) continue;
        grid.push(landscape(6 + c * C, 22 + (r - 1) * C, id, { pick: mine && id === null ? { cell: key } : undefined, class: "cell" }));
      }
    }
    const cards = [
      `rubies ${p.rubies}`,
      `mosaics ${p.mosaics.length}`,
      `stalls ${p.stalls.length}`,
      `objectives ${p.objectives.map((o) => `${o.id}${o.completed ? "✓" : ""}`).join(" ") || "—"}`,
      p.hired.length ? `hired ${p.hired.map((c) => (character(c)?.name ?? c)).join(", ")}` : "",
      mine && p.dealt?.length ? `dealt ${p.dealt.map((c) => (character(c)?.name ?? c)).join(", ")}` : p.dealtCount ? `dealt: ${p.dealtCount} hidden` : "",
      mine && p.hand?.length ? `hand ${p.hand.map((c) => (character(c)?.name ?? c)).join(", ")}` : p.handCount ? `hand: ${p.handCount} hidden` : "",
    ].filter(Boolean);
    const height = 22 + 4 * C + 30;
    parts.push(
      at(
        6,
        y,
        s(
          "g",
          { class: `seat seat-${i}` },
          rect(0, 0, 860, height, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" }),
          label(6, 14, `${seatName(i)}${i === view.current && view.phase !== "over" ? " ◀" : ""}   ${cards.join("   ")}`, { "font-size": 11, "font-weight": "bold" }),
          ...grid,
        ),
      ),
    );
    y += height + 8;
  });
  return root(880, y, ...parts);
}
