/** Almadi: the central board (display), each realm grid with its edge symbols, the start tiles to choose from, and the cards. */
import { LANDSCAPES, OBJECTIVES, START_TILES, character, type AlmadiView, type LandscapeData, type LandscapeType, type Requirement } from "../../../src/games/almadi/index.js";
import { at, fitLabel, hit, label, rect, root, s, scoreText, seatName } from "./svg.js";

const TYPE: Record<LandscapeType, { name: string; fill: string }> = {
  OAS: { name: "Oasis", fill: "#7cc47a" },
  CAR: { name: "Caravan", fill: "#e0b060" },
  MKT: { name: "Market", fill: "#9fc7e8" },
  PAL: { name: "Palace", fill: "#d98c8c" },
};
/** Each edge symbol as a badge: its letter, colour and name (the arrow is drawn as a triangle). */
const SYMBOL: Record<string, { mark: string; fill: string; name: string }> = {
  g: { mark: "G", fill: "#6b4fa0", name: "genie" },
  m: { mark: "M", fill: "#2f6e8f", name: "marteline (mosaic card)" },
  s: { mark: "S", fill: "#8a5a2b", name: "stall (stall card)" },
  o: { mark: "☾", fill: "#34406b", name: "moon (objective)" },
  r: { mark: "R", fill: "#b3122e", name: "ruby" },
  j: { mark: "J", fill: "#4f7a3a", name: "jar" },
};
const C = 58;
/** Radius of an edge symbol's badge. */
const BADGE = 7;
/** Size of the words, codes and letters on a square: legible with the board scaled down to a laptop's width. */
const LABEL_SIZE = 10.5;

const byId = new Map<string, LandscapeData>([...LANDSCAPES.map((l) => [l.id, l] as const), ...START_TILES.flatMap((t) => t.landscapes.map((l) => [l.id, l] as const))]);

/** An objective's requirement in words. */
function requirementText(r: Requirement): string {
  const many = (t: LandscapeType) => `${TYPE[t].name.toLowerCase()}${t === "OAS" ? "es" : "s"}`;
  switch (r.kind) {
    case "group":
      return `a group of ${r.min} ${many(r.type)}`;
    case "inRow":
      return `${r.min} ${many(r.type)} in a row`;
    case "inColumn":
      return `${r.min} ${many(r.type)} in a column`;
    case "square2x2":
      return `a 2×2 square of ${many(r.type)}`;
    case "everyRow":
      return `a ${TYPE[r.type].name.toLowerCase()} in every row`;
    case "palaceWith":
      return `${r.min} palace${r.min > 1 ? "s" : ""} each touching ${r.adjacent} oases or markets`;
    case "transportCapacity":
      return `caravans carrying ${r.min}`;
    case "goods":
      return `${r.min} goods`;
    case "rubies":
      return `${r.min} rubies`;
    case "mosaicCards":
      return `${r.min} mosaic cards`;
    case "stallCards":
      return `${r.min} stall cards`;
    case "activatedJars":
      return `${r.min} activated jars`;
    case "fullColumn":
      return "a full column";
    case "fullColumnAllTypes":
      return "a column of all four types";
    case "rowAllTypes":
      return "a row with all four types";
  }
}

/** An objective card by its id and what it asks, e.g. "RED4 (9 pts): 3 palaces in a column". */
export function objectiveText(id: string): string {
  const o = OBJECTIVES.find((x) => x.id === id);
  return o ? `${id} (${o.value} pts): ${requirementText(o.requirement)}` : id;
}

/** The unit step out of each edge: 0 N, 1 E, 2 S, 3 W (SVG's y grows downward). */
const OUTWARD: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** The badge of one edge symbol, centred on (x, y); the arrow points out of edge `side` (0 N, 1 E, 2 S, 3 W). */
function badge(x: number, y: number, symbol: string, side: number): SVGElement | null {
  if (symbol === ">") {
    const [dx, dy] = OUTWARD[side] ?? [0, 0];
    const tip = `${x + dx * 6},${y + dy * 6}`;
    const b1 = `${x - dx * 4 + dy * 6},${y - dy * 4 + dx * 6}`;
    const b2 = `${x - dx * 4 - dy * 6},${y - dy * 4 - dx * 6}`;
    return s("polygon", { points: `${tip} ${b1} ${b2}`, fill: "#222", "pointer-events": "none" }, s("title", {}, "activation arrow"));
  }
  const sym = SYMBOL[symbol];
  if (!sym) return null;
  return s(
    "g",
    { "pointer-events": "none" },
    s("circle", { cx: x, cy: y, r: BADGE, fill: sym.fill }),
    label(x, y + LABEL_SIZE / 3, sym.mark, { "font-size": LABEL_SIZE, fill: "#fff", "font-weight": "bold", "text-anchor": "middle" }),
    s("title", {}, sym.name),
  );
}

/** A landscape square: its type in words in the middle, its edge symbols on the edges, its id in a corner. */
function landscape(x: number, y: number, id: string | null, attrs: Record<string, unknown> = {}, name = ""): SVGElement {
  const l = id === null ? undefined : byId.get(id);
  const g = s("g", attrs as never, rect(x, y, C - 2, C - 2, { fill: l ? TYPE[l.type].fill : "#fff", stroke: l ? "#666" : "#ccc", "stroke-dasharray": l ? undefined : "3 2" }));
  if (l) {
    g.append(
      // The name sits under the north symbol, above the east and west ones; the id between those two, above the south one.
      fitLabel(x + C / 2 - 1, y + 25, TYPE[l.type].name, C - 8, { "font-size": LABEL_SIZE, "font-weight": "bold", "pointer-events": "none" }),
      fitLabel(x + C / 2 - 1, y + 39, l.id, C - 4 * BADGE - 6, { "font-size": LABEL_SIZE, fill: "#333", "pointer-events": "none" }),
      s("title", {}, `${l.id}: ${TYPE[l.type].name}${l.goods.length ? ` (${l.goods.join(", ")})` : ""}`),
    );
    const spots: [number, number][] = [
      [x + C / 2 - 1, y + BADGE + 1],
      [x + C - BADGE - 3, y + C / 2 + 6],
      [x + C / 2 - 1, y + C - BADGE - 3],
      [x + BADGE + 1, y + C / 2 + 6],
    ];
    l.edges.forEach((e, i) => g.append(badge(spots[i]![0], spots[i]![1], e, i) ?? s("g")));
  } else if (name) {
    g.append(label(x + C / 2 - 1, y + C / 2 + 3, name, { "font-size": LABEL_SIZE, fill: "#888", "text-anchor": "middle", "pointer-events": "none" }), s("title", {}, `cell ${name}`));
  }
  if ((attrs as { pick?: unknown }).pick) g.append(hit(x, y, C - 2, C - 2));
  return g;
}

/** A start tile: its four landscapes, rows 1–4 from the top. */
const startTile = (x: number, y: number, id: string, attrs: Record<string, unknown>): SVGElement => {
  const t = START_TILES.find((st) => st.id === id)!;
  return s("g", attrs as never, label(x, y - 4, id, { "font-size": 11, "font-weight": "bold" }), ...t.landscapes.map((l, r) => landscape(x, y + r * C, l.id)), hit(x, y, C - 2, 4 * C - 2));
};

/** Draws an Almadi view. */
export function drawAlmadi(view: AlmadiView, seat: number | "spectator", final: readonly number[] | null): SVGSVGElement {
  const parts: SVGElement[] = [];
  parts.push(label(6, 16, `Supply ${view.supplySize}   rubies ${view.rubies}   mosaic deck ${view.mosaicDeckSize}   stall deck ${view.stallDeckSize}`, { "font-weight": "bold" }));
  parts.push(label(6, 34, "Central board", { "font-size": 10 }));
  const slots = view.board.map((id, slot) =>
    landscape(6 + slot * (C + 4), 40, id, {
      pick:
        id === null
          ? undefined
          : [
              { type: "place", slot },
              { type: "aliSwap", slot },
            ],
      class: "slot",
    }),
  );
  parts.push(...slots);
  let y = 40 + C + 16;
  parts.push(label(6, y, "Edge symbols:", { "font-size": 10 }), badge(84, y - 3, ">", 1)!, label(92, y, "arrow", { "font-size": 10 }));
  Object.entries(SYMBOL).forEach(([k, sym], i) => parts.push(badge(136 + i * 122, y - 3, k, 0)!, label(145 + i * 122, y, sym.name.replace(/ \(.*/, ""), { "font-size": 10 })));
  y += 18;
  parts.push(label(6, y, `Objectives on offer${view.objectives.length ? ":" : ": none"}`, { "font-size": 11, "font-weight": "bold" }));
  view.objectives.forEach((o) => {
    y += 16;
    parts.push(s("g", { pick: { type: "takeObjective", objective: o } }, hit(4, y - 12, 560, 16), label(12, y, objectiveText(o), { "font-size": 11 })));
  });
  y += 18;
  parts.push(label(6, y, `Mosaic card on top ${view.mosaicTop ?? "—"}   stall card on top ${view.stallTop ?? "—"}`, { "font-size": 11 }));
  if (view.publicCharacters.length) {
    y += 18;
    parts.push(label(6, y, "Characters on offer:", { "font-size": 11 }));
    const perRow = 3;
    view.publicCharacters.forEach((c, j) => {
      const [cx, cy] = [126 + (j % perRow) * 250, y + Math.floor(j / perRow) * 18];
      parts.push(
        s(
          "g",
          {
            pick: [
              { type: "hire", character: c },
              { type: "chooseCopy", character: c },
            ],
          },
          hit(cx, cy - 12, 244, 16),
          label(cx + 4, cy, character(c)?.name ?? c, { "font-size": 11 }),
        ),
      );
    });
    y += Math.floor((view.publicCharacters.length - 1) / perRow) * 18;
  }
  y += 14;
  // Before play, the start tiles not yet taken, to choose from.
  if (view.phase === "start") {
    const taken = new Set(view.players.map((p) => p.startTile));
    const free = START_TILES.map((t) => t.id).filter((id) => !taken.has(id));
    parts.push(label(6, y + 14, "Start tiles to choose from:", { "font-size": 11, "font-weight": "bold" }));
    free.forEach((id, j) => parts.push(startTile(6 + j * (C + 14), y + 36, id, { pick: { type: "chooseStartTile", tile: id }, class: "start-tile" })));
    y += 36 + 4 * C + 10;
  }
  view.players.forEach((p, i) => {
    const mine = i === seat;
    const cells = Object.keys(p.realm).map((k) => k.split(",").map(Number) as [number, number]);
    const maxCol = Math.max(0, ...cells.map(([, c]) => c));
    const grid: SVGElement[] = [];
    for (let r = 0; r <= 5; r++) {
      for (let c = 0; c <= maxCol + 1; c++) {
        const key = `${r},${c}`;
        const id = Object.hasOwn(p.realm, key) ? p.realm[key]! : null;
        if (id === null && (r === 0 || r === 5)) continue;
        const pick = !mine
          ? undefined
          : id === null
            ? [
                { type: "place", cell: key },
                { type: "aliPlace", cell: key },
                { type: "aliSwap", cell: key },
                { type: "genieMove", to: key },
              ]
            : [
                { type: "genieMove", from: key },
                { type: "genieSwap", a: key },
                { type: "genieSwap", b: key },
              ];
        grid.push(landscape(6 + c * C, 22 + (r - 1) * C, id, { pick, class: "cell" }, key));
      }
    }
    const mineOrHidden = (ids: readonly string[] | null | undefined, count: number, what: string) =>
      mine && ids?.length ? `${what} ${ids.map((c) => character(c)?.name ?? c).join(", ")}` : count ? `${what}: ${count} hidden` : "";
    const lines = [
      `rubies ${p.rubies}   mosaic cards ${p.mosaics.length}   stall cards ${p.stalls.length}   ${scoreText(null, final, i)}`,
      p.objectives.length ? `objectives: ${p.objectives.map((o) => `${objectiveText(o.id)}${o.completed ? " (done)" : ""}`).join("; ")}` : "",
      [p.hired.length ? `hired ${p.hired.map((c) => character(c)?.name ?? c).join(", ")}` : "", mineOrHidden(p.dealt, p.dealtCount, "dealt"), mineOrHidden(p.hand, p.handCount, "hand")]
        .filter(Boolean)
        .join("   "),
    ].filter(Boolean);
    const height = 22 + 4 * C + 10 + lines.length * 14;
    parts.push(
      at(
        6,
        y,
        s(
          "g",
          { class: `seat seat-${i}` },
          rect(0, 0, 870, height, { fill: mine ? "#fff8e8" : "#f7f7f7", stroke: "#999" }),
          label(6, 14, `${seatName(i)}${i === view.current && view.phase !== "over" ? " ◀" : ""}${p.startTile ? `   start tile ${p.startTile}` : ""}`, { "font-size": 12, "font-weight": "bold" }),
          ...grid,
          ...lines.map((t, j) => label(6, 22 + 4 * C + 14 + j * 14, t, { "font-size": 11 })),
        ),
      ),
    );
    y += height + 8;
  });
  return root(890, y, ...parts);
}
