/**
 * The playground in a real browser (Debian's headless Chromium): a complete game of each of the
 * five games played by clicking, every board click checked to play exactly the move it names (or to
 * leave exactly the moves it names), every highlighted element checked at a few positions, no
 * console errors, no other seat's secrets in the page, no character drawn as a missing-glyph box,
 * no sideways overflow at 1,024 px or on a phone, no board text under 8 px tall on screen (at
 * 1,024 px and on each final board), and screenshots in test/browser/screenshots/ (ignored by git).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng, replay, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { CHARACTERS } from "../../src/games/almadi/index.js";
import { FAMOUS_GARDENS, GARDENERS } from "../../src/games/karesansui/index.js";
import { buildPlayground, DIST, launch, ROOT, serve, skipReason } from "./harness.js";

const SHOTS = join(ROOT, "test/browser/screenshots");
/** The least height on screen, in CSS pixels, at which a board's label (a cell code, a tile name) stays legible. */
const MIN_TEXT_PX = 8;

/** The little of the DOM the page-side callbacks use (this file compiles without the DOM types). */
// Callbacks run in the page are sent as source text: each names the globals it needs itself.
type Web = { document: any; getComputedStyle(el: unknown): any };

if (skipReason) console.warn(skipReason);

/** The names by which one seat's secrets would show in the page, for the games that have them. */
function secretsOf(gameId: string, state: unknown, seat: number): string[] {
  switch (gameId) {
    case "karesansui": {
      const p = (state as { players: { gardeners: string[] }[] }).players[seat]!;
      return p.gardeners.map((id) => GARDENERS.find((g) => g.id === id)!.name);
    }
    case "almadi": {
      const p = (state as { players: { hand: string[]; dealt: string[] }[] }).players[seat]!;
      return [...p.hand, ...p.dealt].map((id) => CHARACTERS.find((c) => c.id === id)!.name);
    }
    default:
      return [];
  }
}

/** The romanised part of a name that also has Japanese ("龍安寺 Ryōan-ji" → "Ryōan-ji"). */
const romanised = (name: string): string => name.replace(/[^\u0000-\u024f]+\s*/gu, "").trim();

/** How long an export may be awaited before the page is asked for it again. */
const EXPORT_ASK_AGAIN_MS = 1500;
/** How long an export may be awaited at all (asked again all the while). */
const EXPORT_WAIT_MS = 45_000;

/** A whole game played by clicking takes seconds on a quiet machine, minutes on a loaded one. */
const GAME_BY_CLICKS_MS = 600_000;

describe.skipIf(skipReason !== null)("the playground in Chromium", { timeout: GAME_BY_CLICKS_MS }, () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    await buildPlayground();
    mkdirSync(SHOTS, { recursive: true });
    server = await serve(DIST);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens the page for one game and starts it; collects console errors. */
  async function open(query: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${server.url}/?${query}&botDelay=0`);
    await page.click("[data-testid=start]");
    return { page, errors };
  }

  /**
   * Clicks the element `selector` finds, inside the page: the page redraws whenever the worker
   * answers, and a click aimed from outside can land between two drawings and be lost.
   */
  const tap = (page: Page, selector: string): Promise<boolean> =>
    page.evaluate((sel) => {
      const el = (globalThis as unknown as Web).document.querySelector(sel);
      el?.click();
      return Boolean(el);
    }, selector);

  /** The replay record the page exports now, once it holds at least `moves` moves. */
  async function exported(page: Page, moves: number): Promise<{ moves: { player: number; move: unknown }[] }> {
    const before = await page.evaluate(() => Number((globalThis as unknown as Web).document.querySelector("[data-testid=export-text]")?.getAttribute("data-export") ?? 0));
    await tap(page, "[data-testid=export]");
    const handle = await page
      .waitForFunction(
        ([n, min, again]) => {
          const { document } = globalThis as unknown as Web;
          const el = document.querySelector("[data-testid=export-text]");
          const fresh = el !== null && Number(el.getAttribute("data-export")) > n;
          const text = fresh ? (el.value ?? "") : "";
          if (fresh && (JSON.parse(text) as { moves: unknown[] }).moves.length >= min) return text;
          // Not yet: ask again now and then (a click can land while the panel is being redrawn, and
          // an export taken while a move was still on its way holds one move too few).
          const clock = globalThis as unknown as { lastExportAsk?: number };
          if (Date.now() - (clock.lastExportAsk ?? 0) > again) {
            clock.lastExportAsk = Date.now();
            (document.querySelector("[data-testid=export]") as { click(): void } | null)?.click();
          }
          return null;
        },
        [before, moves, EXPORT_ASK_AGAIN_MS] as const,
        { timeout: EXPORT_WAIT_MS },
      )
      .catch(async (e: unknown) => {
        const seen = await page.evaluate(() => {
          const { document } = globalThis as unknown as Web;
          const el = document.querySelector("[data-testid=export-text]");
          return {
            log: document.querySelectorAll("#log li").length,
            export: el?.getAttribute("data-export") ?? null,
            exported: el ? (JSON.parse(el.value) as { moves: unknown[] }).moves.length : null,
            error: document.querySelector(".error")?.textContent ?? null,
            prompt: document.querySelector("[data-testid=prompt]")?.textContent ?? null,
          };
        });
        throw new Error(`no export with ${moves} moves after ${EXPORT_WAIT_MS} ms (before: export ${before}); the page shows ${JSON.stringify(seen)}: ${String(e).slice(0, 200)}`);
      });
    return JSON.parse((await handle.jsonValue()) as string);
  }

  /** The real state now, rebuilt from the replay the page exports (the page itself holds only views). */
  async function realState(page: Page, game: AnyGame): Promise<unknown> {
    // The export is current once it holds as many moves as the log.
    const log = await page.evaluate(() => (globalThis as unknown as Web).document.querySelectorAll("#log li").length as number);
    const record = await exported(page, log);
    return replay(game, record as never);
  }

  /** Checks that the page shows the shown seat's secrets and none of the other seats'. */
  async function checkSecrets(page: Page, game: AnyGame, players: number): Promise<void> {
    const who = await page.locator(".who").textContent();
    const shown = Number(/Player (\d+)/.exec(who ?? "")?.[1] ?? 0) - 1;
    const state = await realState(page, game);
    const html = await page.content();
    for (let p = 0; p < players; p++) {
      if (p === shown) for (const name of secretsOf(game.id, state, p)) expect(html).toContain(name);
      else {
        for (const name of secretsOf(game.id, state, p)) {
          const at = html.indexOf(name);
          expect(at, `seat ${p + 1}'s secret "${name}" is in the page of seat ${shown + 1}: …${html.slice(Math.max(0, at - 200), at + 50)}…`).toBe(-1);
        }
      }
    }
    expect(html).not.toContain('"rng"');
  }

  /** What the page shows now, read in one round trip. */
  interface Look {
    over: boolean;
    moves: number;
    pickable: number;
    log: number;
    selected: boolean;
    error: string | null;
  }

  /**
   * Waits for a position where the page asks the seat at the screen for a move (or the game
   * ended), clicking "ready" at hot-seat hand-overs (where no board may show), and says what it shows.
   */
  async function settle(page: Page): Promise<Look> {
    const handle = await page.waitForFunction(() => {
      const { document } = globalThis as unknown as Web;
      const ready = document.querySelector("[data-testid=ready]");
      const error = document.querySelector(".error")?.textContent ?? null;
      if (ready && !error) {
        if (document.querySelector(".board")) return { over: false, moves: 0, pickable: 0, log: 0, selected: false, error: "the board shows during a hand-over" };
        ready.click();
        return null;
      }
      if (!error && !document.querySelector("[data-testid=score], #moves button.move")) return null;
      return {
        over: document.querySelector("[data-testid=score]") !== null,
        moves: document.querySelectorAll("#moves button.move").length as number,
        pickable: document.querySelectorAll(".board .pickable").length as number,
        log: document.querySelectorAll("#log li").length as number,
        selected: document.querySelector("[data-testid=selected]") !== null,
        error: error as string | null,
      };
    });
    return (await handle.jsonValue()) as Look;
  }

  /**
   * Clicks highlighted board element `i` and checks that the click does exactly what the element
   * says: with one move, that move is played (the exported record's next move is it, by the seat
   * at the screen); with several, the move list then holds exactly those; when it is part of the
   * selection, the selection is cleared. Returns what happened.
   */
  async function clickPick(page: Page, i: number, exact: boolean): Promise<"played" | "narrowed" | "cleared" | "lost"> {
    // Read what the element names and click it in one go, so that the click lands on that very element.
    const { movesAttr, cls, whoText, log, label } = await page.evaluate((n) => {
      const { document } = globalThis as unknown as Web;
      const el = document.querySelectorAll(".board .pickable")[n];
      const seen = {
        movesAttr: el?.getAttribute("data-moves") as string | null,
        cls: el?.getAttribute("class") as string | null,
        label: el?.getAttribute("aria-label") as string | null,
        whoText: String(document.querySelector(".who")?.textContent),
        log: document.querySelectorAll("#log li").length as number,
      };
      el?.dispatchEvent(new (globalThis as unknown as { MouseEvent: new (type: string, init: object) => unknown }).MouseEvent("click", { bubbles: true }));
      return seen;
    }, i);
    // The board was redrawn under the click (a bot moved) and has fewer elements now: as for a person, nothing happens.
    if (movesAttr === null) return "lost";
    const named = JSON.parse(movesAttr) as unknown[];
    expect(named.length, `element ${i} names no move`).toBeGreaterThan(0);
    const who = Number(/Player (\d+)/.exec(whoText)?.[1]) - 1;
    if (cls?.includes("pick-picked")) {
      await page.waitForFunction(() => (globalThis as unknown as Web).document.querySelector("[data-testid=selected]") === null);
      return "cleared";
    }
    if (named.length === 1) {
      if (!exact) {
        // Quick check: the log's next line is the description the element carries (unless the device changed hands).
        const line = await page.waitForFunction((len) => {
          const { document } = globalThis as unknown as Web;
          const lines = document.querySelectorAll("#log li");
          return lines.length > len ? String(lines[len].textContent) : document.querySelector("[data-testid=ready], [data-testid=score], .error") ? "(elsewhere)" : null;
        }, log);
        const text = (await line.jsonValue()) as string;
        if (text !== "(elsewhere)") expect(text, "the click played another move than the one it names").toBe(label);
        return "played";
      }
      const record = await exported(page, log + 1);
      expect(record.moves[log], "the click played another move than the one it names").toEqual({ player: who, move: named[0] });
      return "played";
    }
    // The list shows the moves the click left (the one before may still be there for a moment):
    // wait for it to be the named moves, then read it (whatever it is) for the check.
    const want = JSON.stringify(named);
    const read = (w: string | null) => {
      const list = JSON.stringify(
        Array.from((globalThis as unknown as Web).document.querySelectorAll("#moves button.move"), (b) => JSON.parse((b as { getAttribute(n: string): string }).getAttribute("data-move")) as unknown),
      );
      return w === null || list === w ? list : null;
    };
    await page.waitForFunction(read, want, { timeout: 5000 }).catch(() => undefined);
    const shown = (await page.evaluate(read, null)) as string;
    expect(JSON.parse(shown), "the click left other moves than the ones it names").toEqual(named);
    return "narrowed";
  }

  /** Every highlighted element shows its highlight: an outline (the element or its `hit` child) in the highlight colour. */
  async function checkHighlights(page: Page): Promise<void> {
    const bare = await page.locator(".board .pickable").evaluateAll((els) =>
      els.flatMap((e, i) => {
        const { getComputedStyle } = globalThis as unknown as Web;
        const shape = e.matches(".hit") ? e : e.querySelector(".hit");
        const stroke = shape ? getComputedStyle(shape).stroke : "none";
        const width = shape ? parseFloat(getComputedStyle(shape).strokeWidth) : 0;
        return stroke === "none" || width < 2 ? [`${i} ${e.getAttribute("data-pick")}: stroke ${stroke} ${width}`] : [];
      }),
    );
    expect(bare, "highlighted elements without a visible outline").toEqual([]);
  }

  /**
   * Clicks every highlighted element of the position in turn, checking each (clickPick), and
   * takes the click back (undo, or clear) before the next.
   */
  async function checkEveryPick(page: Page): Promise<number> {
    await checkHighlights(page);
    const count = (await settle(page)).pickable;
    for (let i = 0; i < count; i++) {
      const what = await clickPick(page, i, true);
      expect(what).not.toBe("lost");
      if (what === "narrowed") expect(await tap(page, "[data-testid=clear]")).toBe(true);
      else if (what === "played") {
        expect(await tap(page, "[data-testid=undo]")).toBe(true);
        await settle(page);
      }
      await page.waitForFunction((n) => {
        const { document } = globalThis as unknown as Web;
        return document.querySelector("[data-testid=selected]") === null && document.querySelectorAll(".board .pickable").length === n;
      }, count);
    }
    return count;
  }

  /**
   * Plays to the end by clicking: each human move either clicks a highlighted part of the board
   * (checked: it narrows or plays exactly what it names) or a move in the list; hot-seat hand-overs
   * click "ready". At the first position and after `deep` moves, every highlighted element is
   * clicked in turn; every `secrets` moves (and at those two), the seats' secrets are checked.
   */
  async function playToEnd(page: Page, game: AnyGame, players: number, rng: Rng, deep: number, secrets: number): Promise<number> {
    let moves = 0;
    let checked = -1;
    for (let step = 0; step < 5000; step++) {
      const now = await settle(page);
      if (process.env.DEBUG_PLAYGROUND) console.log(game.id, step, moves, Date.now() % 100000, JSON.stringify(now));
      if (now.error !== null) throw new Error(`the page reports: ${now.error}`);
      if (now.over) return moves;
      if (checked !== moves && !now.selected && (moves === 0 || moves === deep || (secrets > 0 && moves % secrets === 0))) {
        checked = moves;
        if (moves === 0 || moves === deep) await checkEveryPick(page);
        await checkSecrets(page, game, players);
        continue;
      }
      if (now.pickable > 0 && rng.int(3) > 0) {
        if ((await clickPick(page, rng.int(now.pickable), false)) === "played") moves++;
        continue;
      }
      if (!(await tap(page, `#moves li:nth-child(${rng.int(now.moves) + 1}) button.move`))) continue;
      await page.waitForFunction(
        (len) => (globalThis as unknown as Web).document.querySelectorAll("#log li").length !== len || (globalThis as unknown as Web).document.querySelector("[data-testid=ready], .error"),
        now.log,
      );
      moves++;
    }
    throw new Error(`${game.id}: no end after 5000 steps`);
  }

  /** Characters of the page's text that it draws as the missing-glyph box (none, wherever it runs). */
  const boxes = (page: Page) =>
    page.evaluate(() => {
      const { document, getComputedStyle } = globalThis as unknown as Web;
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 48;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      ctx.font = `24px ${getComputedStyle(document.body).fontFamily}`;
      const picture = (ch: string) => {
        ctx.clearRect(0, 0, 48, 48);
        ctx.fillText(ch, 2, 36);
        return `${ctx.measureText(ch).width}:${Array.from(ctx.getImageData(0, 0, 48, 48).data).join(",")}`;
      };
      const missing = picture("\u0378");
      const chars = new Set(Array.from(String(document.body.textContent ?? "")).filter((c) => !/\s/u.test(c)));
      return [...chars].filter((c) => picture(c) === missing);
    });

  /** The page fits its width: nothing sticks out sideways (the board may scroll inside its own panel). */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const { document } = globalThis as unknown as Web;
      const width = document.documentElement.clientWidth;
      const out = [document.documentElement.scrollWidth > width ? `page ${document.documentElement.scrollWidth} > ${width}` : ""];
      for (const sel of ["#side", "#moves", "#log", "#setup", "#board"]) {
        const r = document.querySelector(sel)?.getBoundingClientRect();
        if (r && (r.right > width + 0.5 || r.left < -0.5)) out.push(`${sel} spans ${r.left}–${r.right} of ${width}`);
      }
      return out.filter(Boolean);
    });

  /** Every visible text on the board draws at least MIN_TEXT_PX tall on screen (the board scales with the window); lists those that do not. */
  const tinyText = (page: Page) =>
    page.evaluate((min) => {
      const { document } = globalThis as unknown as Web;
      return Array.from(document.querySelectorAll(".board text"), (t: { textContent: string; getBoundingClientRect(): { width: number; height: number } }) => ({
        text: t.textContent,
        r: t.getBoundingClientRect(),
      }))
        .filter(({ r }) => r.width > 0 && r.height < min)
        .map(({ text, r }) => `"${text}" ${r.height.toFixed(1)} px`);
    }, MIN_TEXT_PX);

  /** Each game, hot seat where there are secrets; `deep`: a mid-game position checked element by element; `secrets`: how often the secrets are. */
  const cases: { id: keyof typeof games; query: string; deep: number; secrets: number }[] = [
    { id: "azul", query: "game=azul&players=2&seed=3&seat0=human&seat1=random", deep: 4, secrets: 0 },
    // Queen's Garden's later positions have hundreds of moves (payments): the first one only.
    { id: "queens-garden", query: "game=queens-garden&players=2&seed=3&seat0=human&seat1=random", deep: 0, secrets: 0 },
    { id: "almadi", query: "game=almadi&players=2&seed=3&seat0=human&seat1=random&config.characters=true", deep: 6, secrets: 12 },
    { id: "karesansui", query: "game=karesansui&players=2&seed=3&seat0=human&seat1=human", deep: 9, secrets: 16 },
    { id: "castles-of-burgundy", query: "game=castles-of-burgundy&players=2&seed=3&seat0=human&seat1=random", deep: 6, secrets: 0 },
  ];

  it("the game picker says which data each game runs on and what of it is provisional", async () => {
    const page = await browser.context.newPage();
    for (const id of ["azul", "almadi"] as const) {
      await page.goto(`${server.url}/?game=${id}`);
      const text = await page.locator("[data-testid=data-status]").textContent();
      const status = games[id].dataStatus;
      expect(text).toContain(status.version);
      if (status.complete) expect(text).toContain("complete and verified");
      else for (const c of status.caveats) expect(text).toContain(`${c.status} ${c.docs}`);
    }
    await page.close();
  });

  for (const c of cases) {
    // Retried: in about one full `npm test` run in two, the Castles of Burgundy game waited for an
    // export forever (never when run alone or under artificial load; cause not yet found). The
    // wait fails fast with what the page showed, and another game decides.
    it(`plays a complete game of ${c.id} by clicking`, { retry: 4 }, async () => {
      const game = games[c.id] as AnyGame;
      const { page, errors } = await open(c.query);
      const moves = await playToEnd(page, game, 2, Rng.fromSeed(c.id), c.deep, c.secrets);
      expect(moves).toBeGreaterThan(0);
      // The end: a score table with one total per seat, the final state's totals, and the same totals on the board.
      const state = await realState(page, game);
      expect(game.isTerminal(state)).toBe(true);
      const final = game.score(state).players.map((p) => p.total);
      const totals = await page.locator("#score tr.total td").allTextContents();
      expect(totals.slice(1).map(Number)).toEqual(final);
      const board = (await page.locator(".board").textContent()) ?? "";
      for (const total of final) expect(board).toContain(`final score ${total}`);
      // The log names each mover once: "Player 1 takes…", never "Player 1: Player 1 takes…".
      const log = await page.locator("#log li").allTextContents();
      expect(log.length).toBeGreaterThan(0);
      for (const line of log) expect(line).toMatch(/^Player \d+\b/u);
      expect(log.filter((line) => /^Player \d+: /u.test(line))).toEqual([]);
      await checkSecrets(page, game, 2);
      expect(await boxes(page)).toEqual([]);
      // The final board holds what the first does not (expansions, placed tiles): legible too.
      expect(await tinyText(page), `${c.id}: board text drawn under ${MIN_TEXT_PX} px tall`).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `${c.id}.png`), fullPage: true });
      expect(await page.locator(".error").count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("Karesansui: the drawn tile goes to another seat only by clicking that seat, never by a cell of one's own garden", async () => {
    const { page, errors } = await open("game=karesansui&players=4&seed=11&seat0=human&seat1=random&seat2=random&seat3=random");
    await settle(page);
    await page.waitForFunction(() =>
      Array.from((globalThis as unknown as Web).document.querySelectorAll("#moves button.move")).some((b) =>
        String((b as { getAttribute(n: string): string }).getAttribute("data-move")).includes('"give"'),
      ),
    );
    const gives = await page
      .locator(".board .pickable")
      .evaluateAll((els) =>
        els.flatMap((e) =>
          (JSON.parse(e.getAttribute("data-moves")!) as { type: string; to?: number }[]).some((m) => m.type === "give") ? [{ cls: e.getAttribute("class"), moves: e.getAttribute("data-moves") }] : [],
        ),
      );
    expect(gives.map((g) => g.cls)).toEqual(["seat seat-1 pickable pick-next", "seat seat-2 pickable pick-next", "seat seat-3 pickable pick-next"]);
    expect(gives.map((g) => JSON.parse(g.moves!))).toEqual([1, 2, 3].map((to) => [{ type: "give", to }]));
    // No cell of the own garden stands for anything at this step.
    expect(await page.locator(".seat-0 .cell.pickable").count()).toBe(0);
    await checkEveryPick(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Karesansui: the famous gardens' names are drawn legibly (Japanese only where a font has it)", async () => {
    const { page, errors } = await open("game=karesansui&players=2&seed=3&seat0=human&seat1=random");
    await settle(page);
    const board = (await page.locator(".board").textContent()) ?? "";
    const shared = FAMOUS_GARDENS.filter((f) => board.includes(romanised(f.name)));
    expect(shared.length, "the 2-player game shows the shared famous gardens by name").toBeGreaterThan(0);
    expect(await boxes(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [name, viewport] of [
    ["1024", { width: 1024, height: 768 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    it(`fits a ${name === "phone" ? "phone's width (390 px)" : "1,024 px window"} without sideways overflow`, async () => {
      for (const c of cases) {
        const { page, errors } = await open(c.query, viewport);
        await settle(page);
        expect(await overflow(page), c.id).toEqual([]);
        // The moves are there to click, inside the window.
        const button = await page.locator("#moves button.move").first().boundingBox();
        expect(button && button.x >= 0 && button.x + button.width <= viewport.width, `${c.id}: the move list is cut off`).toBe(true);
        if (name === "1024") expect(await tinyText(page), `${c.id}: board text drawn under ${MIN_TEXT_PX} px tall`).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `${c.id}-${name}.png`), fullPage: true });
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  it("shows a seat's MCTS iteration budget, labelled, only while the seat is an MCTS bot", async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/?game=azul&players=2&seat0=human&seat1=mcts`);
    const box = (p: number) => page.locator(`label.iter-label:has(input[name=iter${p}])`);
    expect(await box(0).isVisible()).toBe(false);
    expect(await box(1).isVisible()).toBe(true);
    expect(await box(1).textContent()).toContain("iterations");
    await page.selectOption("[data-testid=seat-0]", "mcts");
    expect(await box(0).isVisible()).toBe(true);
    await page.selectOption("[data-testid=seat-1]", "random");
    expect(await box(1).isVisible()).toBe(false);
    await page.close();
  });

  it("undoes a human move together with the bot moves after it", async () => {
    const { page, errors } = await open("game=azul&players=2&seed=5&seat0=human&seat1=random");
    for (let i = 0; i < 2; i++) {
      await page.waitForSelector("#moves button.move");
      const len = await page.locator("#log li").count();
      await page.locator("#moves button.move").first().click();
      // The bot answers at once: wait for its move too.
      await page.waitForFunction((l) => (globalThis as unknown as Web).document.querySelectorAll("#log li").length >= l + 2, len);
    }
    await page.waitForSelector("#moves button.move");
    expect(await page.locator("#log li").count()).toBe(4);
    await page.click("[data-testid=undo]");
    await page.waitForFunction(() => (globalThis as unknown as Web).document.querySelectorAll("#log li").length === 2);
    await page.waitForSelector("#moves button.move");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("imports a replay and steps through it to the final score", async () => {
    const game = games.azul as AnyGame;
    const { page, errors } = await open("game=azul&players=2&seed=9&seat0=random&seat1=random");
    await page.waitForSelector("[data-testid=score]");
    await page.click("[data-testid=export]");
    const text = await page.locator("[data-testid=export-text]").inputValue();
    await page.fill("[data-testid=replay-text]", text);
    await page.click("[data-testid=import]");
    await page.waitForSelector("[data-testid=step-forward]");
    expect(await page.locator("[data-testid=prompt]").textContent()).toContain("position 0 of");
    await page.click("[data-testid=step-forward]");
    await page.waitForFunction(() => (globalThis as unknown as Web).document.querySelector("[data-testid=prompt]")!.textContent!.includes("position 1 of"));
    await page.waitForFunction(() => (globalThis as unknown as Web).document.querySelectorAll("#log li").length === 1);
    await page.click("[data-testid=step-last]");
    await page.waitForSelector("[data-testid=score]");
    const final = replay(game, JSON.parse(text));
    const totals = await page.locator("#score tr.total td").allTextContents();
    expect(totals.slice(1).map(Number)).toEqual(game.score(final).players.map((p) => p.total));
    await page.click("[data-testid=step-back]");
    await page.waitForFunction(() => !(globalThis as unknown as Web).document.querySelector("[data-testid=score]"));
    expect(errors).toEqual([]);
    await page.close();
  });
});

if (skipReason !== null) {
  const reason: string = skipReason;
  describe("the playground in Chromium", () => {
    it.skip(reason, () => {});
  });
}
