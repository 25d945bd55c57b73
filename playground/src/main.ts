/**
 * The playground page: pick a game, its config and seats, and play. The page holds only the
 * views of the human seats it shows; the engine and the bots live in a Web Worker.
 */
import { games } from "../../src/index.js";
import type { AnyGame } from "../../src/core/index.js";
import { drawBoard } from "./boards/index.js";
import { seatName } from "./boards/svg.js";
import { legible } from "./legible.js";
import type { MoveChoice, NewGame, Reply, Request, SeatKind } from "./protocol.js";

type Status = Extract<Reply, { t: "status" }>;
type ViewReply = Extract<Reply, { t: "view" }>;

const params = new URLSearchParams(location.search);
const worker = new Worker("worker.js", { type: "module" });
const send = (req: Request): void => worker.postMessage(req);

const app = document.getElementById("app")!;
let status: Status | null = null;
let shown: ViewReply | null = null;
/** The human seat the page shows, or null (nobody yet, or the board is hidden for a hand-over). */
let showing: number | "spectator" | null = null;
let passTo: number | null = null;
/** The legal moves (indices into `shown.legal`) that the board clicks so far leave, or null for all. */
let selection: number[] | null = null;
/** The `data-pick` of each board element clicked for the selection. */
let picked = new Set<string>();
let error = "";
let exported = "";
/** How many records the worker has exported so far: tells a fresh export from the one shown before. */
let exports = 0;
let exportUrl = "";

/** An HTML element with attributes and children. */
function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, unknown> = {}, ...children: (Node | string | null | false)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v as EventListener);
    else if (k === "value") (el as HTMLInputElement).value = String(v);
    else if (k === "checked") (el as HTMLInputElement).checked = Boolean(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c !== null && c !== false) el.append(typeof c === "string" ? legible(c) : c);
  return el;
}

// ---- Setup form -------------------------------------------------------------------------------

const gameIds = Object.keys(games);
const setupForm = h("form", { id: "setup", class: "panel" });
let chosen = params.get("game") && gameIds.includes(params.get("game")!) ? params.get("game")! : gameIds[0]!;

const gameOf = (id: string): AnyGame => games[id as keyof typeof games] as AnyGame;

/** Reads a config input: JSON when it parses (numbers, null, true), else the raw text. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Shows a seat row's iteration budget only while its seat is an MCTS bot. */
function showIterations(select: HTMLSelectElement): void {
  const box = select.parentElement?.querySelector<HTMLElement>(".iter-label");
  if (box) box.hidden = select.value !== "mcts";
}

function drawSetup(): void {
  const game = gameOf(chosen);
  const players = Math.min(game.players.max, Math.max(game.players.min, Number(params.get("players") ?? 2)));
  const config = game.defaultConfig as Record<string, unknown>;
  const options = game.configOptions as Record<string, string>;
  const seatRows = (n: number) =>
    Array.from({ length: n }, (_, p) =>
      h(
        "div",
        { class: "seat-row" },
        h("label", {}, `${seatName(p)} `),
        h(
          "select",
          { name: `seat${p}`, "data-testid": `seat-${p}`, onchange: (e: Event) => showIterations(e.target as HTMLSelectElement) },
          ...["human", "random", "greedy", "mcts"].map((k) => h("option", { value: k, selected: (params.get(`seat${p}`) ?? (p === 0 ? "human" : "random")) === k }, k)),
        ),
        // The iteration budget means something only to an MCTS seat: shown, with its label, only there.
        h("label", { class: "iter-label" }, "iterations ", h("input", { name: `iter${p}`, type: "number", min: 1, value: 200, class: "iter" })),
      ),
    );
  const seats = h("div", { id: "seats" }, ...seatRows(players));
  seats.querySelectorAll("select").forEach(showIterations);
  setupForm.replaceChildren(
    h("h2", {}, "New game"),
    h(
      "label",
      {},
      "Game ",
      h(
        "select",
        { name: "game", "data-testid": "game", onchange: (e: Event) => ((chosen = (e.target as HTMLSelectElement).value), drawSetup()) },
        ...gameIds.map((id) => h("option", { value: id, selected: id === chosen }, gameOf(id).name)),
      ),
    ),
    // Which data the game runs on, and what of it is provisional (game.dataStatus).
    h(
      "p",
      { class: "data-status", "data-testid": "data-status" },
      game.dataStatus.complete
        ? `Data: ${game.dataStatus.version}, complete and verified.`
        : `Data: ${game.dataStatus.version}, with ${game.dataStatus.caveats.length} provisional or unverified parts: ${game.dataStatus.caveats.map((c) => `${c.status} ${c.docs}`).join(", ")}.`,
    ),
    h(
      "label",
      {},
      " Players ",
      h("input", {
        name: "players",
        type: "number",
        min: game.players.min,
        max: game.players.max,
        value: players,
        onchange: (e: Event) => {
          seats.replaceChildren(...seatRows(Number((e.target as HTMLInputElement).value)));
          seats.querySelectorAll("select").forEach(showIterations);
        },
      }),
    ),
    h("label", {}, " Seed ", h("input", { name: "seed", value: params.get("seed") ?? String(Math.floor(Math.random() * 1e6)) })),
    h(
      "fieldset",
      {},
      h("legend", {}, "Config"),
      ...Object.keys(config).map((key) => {
        const fromUrl = params.get(`config.${key}`);
        const v = fromUrl === null ? config[key] : parseValue(fromUrl);
        const title = Object.hasOwn(options, key) ? options[key] : "";
        return h(
          "label",
          { title, class: "config" },
          `${key} `,
          typeof v === "boolean"
            ? h("input", { name: `config.${key}`, type: "checkbox", checked: v })
            : h("input", { name: `config.${key}`, value: v === null ? "null" : typeof v === "object" ? JSON.stringify(v) : String(v) }),
          h("small", {}, ` ${title}`),
        );
      }),
    ),
    h("fieldset", {}, h("legend", {}, "Seats"), seats),
    h("button", { type: "submit", "data-testid": "start" }, "Start"),
  );
}

setupForm.addEventListener("submit", (e) => {
  e.preventDefault();
  const data = new FormData(setupForm);
  const game = gameOf(chosen);
  const players = Number(data.get("players"));
  const config: Record<string, unknown> = {};
  for (const key of Object.keys(game.defaultConfig as object)) {
    const input = setupForm.elements.namedItem(`config.${key}`) as HTMLInputElement | null;
    if (!input) continue;
    // A text option keeps the text; others read as JSON when they parse (numbers, null, "random" stays text).
    const fallback = (game.defaultConfig as Record<string, unknown>)[key];
    config[key] = input.type === "checkbox" ? input.checked : typeof fallback === "string" ? input.value : parseValue(input.value);
  }
  const seats: SeatKind[] = Array.from({ length: players }, (_, p) => {
    const kind = String(data.get(`seat${p}`) ?? "human");
    if (kind === "human") return { kind: "human" };
    return { kind: "bot", bot: kind as "random" | "greedy" | "mcts", iterations: Number(data.get(`iter${p}`) ?? 200) };
  });
  const seedText = String(data.get("seed") ?? "1");
  const seed = /^-?\d+$/.test(seedText) ? Number(seedText) : seedText;
  const setup: NewGame = { game: chosen, players, seed, config, seats, botDelay: Number(params.get("botDelay") ?? 400) };
  status = null;
  shown = null;
  showing = null;
  passTo = null;
  clearSelection();
  error = "";
  exported = "";
  send({ t: "new", setup });
});

// ---- Replays ----------------------------------------------------------------------------------

const replayText = h("textarea", { id: "replay-text", rows: 3, placeholder: "Paste a replay record (JSON) here", "data-testid": "replay-text" });
const replayPanel = h(
  "div",
  { class: "panel", id: "replays" },
  h("h2", {}, "Replays"),
  replayText,
  h(
    "div",
    {},
    h("button", { type: "button", "data-testid": "import", onclick: () => importReplay(replayText.value) }, "Import"),
    h("input", {
      type: "file",
      accept: ".json,application/json",
      onchange: async (e: Event) => {
        const file = (e.target as HTMLInputElement).files?.[0];
        if (file) importReplay(await file.text());
      },
    }),
  ),
);

function importReplay(text: string): void {
  try {
    const record = JSON.parse(text) as unknown;
    status = null;
    shown = null;
    showing = "spectator";
    passTo = null;
    clearSelection();
    error = "";
    send({ t: "import", record });
  } catch (e) {
    error = `Not JSON: ${(e as Error).message}`;
    draw();
  }
}

// ---- Play -------------------------------------------------------------------------------------

const humans = (s: Status): number[] => s.seats.flatMap((k, p) => (k.kind === "human" ? [p] : []));

/** Decides which seat's view to show after a status, hiding the board when a device changes hands. */
function follow(s: Status): void {
  if (s.replay) {
    showing = "spectator";
    send({ t: "view", seat: "spectator" });
    return;
  }
  const people = humans(s);
  const waiting = s.active.filter((p) => people.includes(p));
  if (s.over) {
    showing = people.length === 1 ? people[0]! : "spectator";
  } else if (waiting.length > 0) {
    const next = waiting[0]!;
    if (people.length > 1 && next !== showing) {
      // Hot seat: hide everything until the next player says they hold the device.
      passTo = next;
      showing = null;
      shown = null;
      return;
    }
    showing = next;
  } else if (showing === null) {
    showing = people.length === 1 ? people[0]! : people.length === 0 ? "spectator" : null;
  }
  if (showing !== null) send({ t: "view", seat: showing });
}

function play(choice: MoveChoice): void {
  if (showing === null || showing === "spectator") return;
  clearSelection();
  send({ t: "move", seat: showing, move: choice.move });
}

function clearSelection(): void {
  selection = null;
  picked = new Set();
}

/** Whether `move` has every field of `partial`; a partial names the move type, so fields never mean another kind of move's. */
const fits = (move: Record<string, unknown>, partial: Record<string, unknown>): boolean =>
  typeof partial.type === "string" && Object.entries(partial).every(([k, v]) => Object.hasOwn(move, k) && JSON.stringify(move[k]) === JSON.stringify(v));

/** What a click on a board element means now: the legal moves it leaves, and how it relates to the selection. */
interface Meaning {
  /** Indices into the legal moves: the selection after the click (one move: the click plays it). */
  readonly moves: readonly number[];
  /** `next` narrows the selection, `other` starts a new one, `picked` is part of it (a click clears it). */
  readonly kind: "next" | "other" | "picked";
}

/** Of an element's alternatives (in order), the first that leaves some but not all of `pool`. */
function narrow(alternatives: readonly Record<string, unknown>[], legal: readonly MoveChoice[], pool: readonly number[]): number[] | null {
  for (const a of alternatives) {
    const left = pool.filter((i) => fits(legal[i]!.move, a));
    if (left.length > 0 && (left.length < pool.length || pool.length === 1)) return left;
  }
  return null;
}

function meaning(key: string, alternatives: readonly Record<string, unknown>[], legal: readonly MoveChoice[]): Meaning | null {
  if (picked.has(key)) return { moves: selection ?? [], kind: "picked" };
  const all = legal.map((_, i) => i);
  const next = narrow(alternatives, legal, selection ?? all);
  if (next) return { moves: next, kind: "next" };
  const other = selection === null ? null : narrow(alternatives, legal, all);
  return other ? { moves: other, kind: "other" } : null;
}

/** A click on a board element: play the one move it means, or narrow the choice to the moves it leaves. */
function pick(key: string, m: Meaning): void {
  if (!shown) return;
  if (m.kind === "picked") {
    clearSelection();
    return draw();
  }
  if (m.moves.length === 1) return play(shown.legal[m.moves[0]!]!);
  selection = [...m.moves];
  picked = m.kind === "other" ? new Set([key]) : new Set([...picked, key]);
  draw();
}

/** What a board element says it does when pointed at: the move, or how many moves it leaves. */
function named(m: Meaning, legal: readonly MoveChoice[]): string {
  if (m.kind === "picked") return "Selected (click to clear)";
  if (m.moves.length === 1) return legal[m.moves[0]!]!.text;
  return `${m.moves.length} moves: ${m.moves
    .slice(0, 3)
    .map((i) => legal[i]!.text)
    .join("; ")}${m.moves.length > 3 ? "; …" : ""}`;
}

/** Marks each board element that stands for legal moves, with the exact moves a click on it means. */
function wire(svg: SVGSVGElement, legal: readonly MoveChoice[]): void {
  for (const el of Array.from(svg.querySelectorAll<SVGElement>("[data-pick]"))) {
    const key = el.getAttribute("data-pick")!;
    const data = JSON.parse(key) as Record<string, unknown> | Record<string, unknown>[];
    const m = meaning(key, Array.isArray(data) ? data : [data], legal);
    if (!m) continue;
    el.classList.add("pickable", `pick-${m.kind}`);
    el.setAttribute("data-moves", JSON.stringify(m.moves.map((i) => legal[i]!.move)));
    el.setAttribute("role", "button");
    const tip = named(m, legal);
    el.setAttribute("aria-label", legible(tip));
    const title = el.querySelector(":scope > title");
    const note = document.createElementNS("http://www.w3.org/2000/svg", "title");
    note.textContent = legible(title?.textContent ? `${title.textContent}: ${tip}` : tip);
    title?.remove();
    el.prepend(note);
    el.addEventListener("click", (e) => (e.stopPropagation(), pick(key, m)));
    // Reachable by keyboard too: Tab to it, Enter or Space to click.
    el.setAttribute("tabindex", "0");
    el.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      e.stopPropagation();
      pick(key, m);
    });
  }
}

function boardPanel(): HTMLElement {
  if (passTo !== null) {
    const next = passTo;
    const ready = () => {
      if (passTo !== next) return;
      showing = next;
      passTo = null;
      send({ t: "view", seat: next });
      draw();
    };
    return h(
      "div",
      { class: "panel pass", id: "pass" },
      h("h2", {}, `Pass the device to ${seatName(passTo)}`),
      h("p", {}, "The board stays hidden until they are ready."),
      h("button", { "data-testid": "ready", onclick: ready }, `I am ${seatName(next)}: show my board`),
    );
  }
  if (!shown || !status) return h("div", { class: "panel", id: "board" }, status ? "…" : "Start a game or import a replay.");
  const final = status.score ? status.score.players.map((p) => p.total) : null;
  const svg = drawBoard(status.game, shown.view, shown.seat, final);
  wire(svg, shown.legal);
  const who = shown.seat === "spectator" ? "Spectator view" : `${seatName(shown.seat)}'s view`;
  return h("div", { class: "panel", id: "board" }, h("div", { class: "who" }, who), svg, h("details", {}, h("summary", {}, "Text view"), h("pre", {}, shown.text)));
}

function movesPanel(): HTMLElement {
  if (!status) return h("div");
  const s = status;
  const legal = shown && passTo === null ? shown.legal : [];
  const list = selection === null ? legal : selection.map((i) => legal[i]!).filter(Boolean);
  const thinking = s.thinking !== null ? h("p", { class: "thinking" }, `${seatName(s.thinking)} (bot) is thinking…`) : null;
  const replay = s.replay
    ? h(
        "div",
        { class: "replay-controls" },
        h("button", { "data-testid": "step-first", title: "First position", onclick: () => send({ t: "step", index: 0 }) }, "|<"),
        h("button", { "data-testid": "step-back", title: "Back one move", onclick: () => send({ t: "step", index: s.replay!.index - 1 }) }, "<"),
        h("input", { type: "range", min: 0, max: s.replay.length, value: s.replay.index, oninput: (e: Event) => send({ t: "step", index: Number((e.target as HTMLInputElement).value) }) }),
        h("button", { "data-testid": "step-forward", title: "Forward one move", onclick: () => send({ t: "step", index: s.replay!.index + 1 }) }, ">"),
        h("button", { "data-testid": "step-last", title: "Last position", onclick: () => send({ t: "step", index: s.replay!.length }) }, ">|"),
      )
    : null;
  return h(
    "div",
    { class: "panel", id: "side" },
    h("p", { class: "prompt", "data-testid": "prompt" }, s.prompt),
    thinking,
    replay,
    selection !== null
      ? h(
          "p",
          { class: "selected", "data-testid": "selected" },
          `Selected on the board: ${list.length} moves fit. Click on the board again or pick one below. `,
          h("button", { "data-testid": "clear", onclick: () => (clearSelection(), draw()) }, "Clear"),
        )
      : null,
    list.length ? h("h3", {}, "Your moves") : null,
    h("ol", { id: "moves", "data-testid": "moves" }, ...list.map((c) => h("li", {}, h("button", { class: "move", "data-move": JSON.stringify(c.move), onclick: () => play(c) }, c.text)))),
    h(
      "div",
      { class: "actions" },
      h("button", { "data-testid": "undo", disabled: !s.canUndo, onclick: () => (clearSelection(), send({ t: "undo" })) }, "Undo"),
      h("button", { "data-testid": "export", onclick: () => send({ t: "export" }) }, "Export replay"),
    ),
    exported ? h("textarea", { id: "export-text", "data-testid": "export-text", "data-export": exports, rows: 4, readonly: true }, exported) : null,
    exported ? h("a", { href: exportUrl, download: `${s.game}-replay.json` }, "Download the replay") : null,
    s.score ? scoreTable(s.score) : null,
    h("h3", {}, "Log"),
    // Each line names its player already; it is described from the view of the seat at the screen.
    h("ol", { id: "log", "data-testid": "log" }, ...(shown && passTo === null ? shown.log : []).map((l) => h("li", {}, l.text))),
  );
}

function scoreTable(score: NonNullable<Status["score"]>): HTMLElement {
  const parts = [...new Set(score.players.flatMap((p) => Object.keys(p.breakdown)))];
  return h(
    "table",
    { id: "score", "data-testid": "score" },
    h("tr", {}, h("th", {}, ""), ...score.players.map((p) => h("th", {}, seatName(p.player)))),
    ...parts.map((part) => h("tr", {}, h("td", {}, part), ...score.players.map((p) => h("td", {}, String(Object.hasOwn(p.breakdown, part) ? p.breakdown[part] : 0))))),
    h("tr", { class: "total" }, h("td", {}, "total"), ...score.players.map((p) => h("td", {}, String(p.total)))),
    h("caption", {}, `Ranking: ${score.ranking.map((g) => g.map(seatName).join(" = ")).join(", then ")}`),
  );
}

let drawPending = false;
/** Redraws once per animation frame however many replies arrived since the last one. */
function draw(): void {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => {
    drawPending = false;
    redraw();
  });
}

function redraw(): void {
  app.replaceChildren(h("header", {}, h("h1", {}, "Tesserae playground")), h("main", {}, h("aside", {}, setupForm, replayPanel), boardPanel(), movesPanel()));
  if (error) app.append(h("p", { class: "error", role: "alert" }, error));
}

worker.onmessage = (event: MessageEvent<Reply>) => {
  const reply = event.data;
  switch (reply.t) {
    case "status":
      status = reply;
      error = "";
      // The moves listed so far belong to the position before; a fresh view brings the new ones.
      if (shown) shown = { ...shown, legal: [] };
      clearSelection();
      follow(reply);
      break;
    case "view":
      // A view asked for before a hand-over began is not shown (nor redrawn for).
      if (passTo !== null || reply.seat !== showing) return;
      // The same view again (asked for twice): nothing to redraw.
      if (shown && JSON.stringify(shown) === JSON.stringify(reply)) return;
      if (!shown || shown.seat !== reply.seat || JSON.stringify(shown.legal) !== JSON.stringify(reply.legal)) clearSelection();
      shown = reply;
      break;
    case "record": {
      if (exportUrl) URL.revokeObjectURL(exportUrl);
      exported = JSON.stringify(reply.record);
      exports++;
      exportUrl = URL.createObjectURL(new Blob([exported], { type: "application/json" }));
      break;
    }
    case "error":
      error = reply.message;
      break;
  }
  draw();
};

drawSetup();
redraw();
