/**
 * The playground in a real browser (Debian's headless Chromium): a complete game of each of the
 * five games played by clicking, with no console errors, no other seat's secrets in the page, and a
 * screenshot of each finished game in test/browser/screenshots/ (ignored by git).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng, replay, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { CHARACTERS } from "../../src/games/almadi/index.js";
import { GARDENERS } from "../../src/games/karesansui/index.js";
import { buildPlayground, DIST, launch, ROOT, serve, skipReason } from "./harness.js";

const SHOTS = join(ROOT, "test/browser/screenshots");

/** The little of the DOM the page-side callbacks use (this file compiles without the DOM types). */
interface Doc {
  querySelector(selector: string): { textContent: string | null; value?: string } | null;
  querySelectorAll(selector: string): { length: number };
  readonly body: { textContent: string | null };
}

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

describe.skipIf(skipReason !== null)("the playground in Chromium", () => {
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
  async function open(query: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${server.url}/?${query}&botDelay=0`);
    await page.click("[data-testid=start]");
    return { page, errors };
  }

  /** The real state now, rebuilt from the replay the page exports (the page itself holds only views). */
  async function realState(page: Page, game: AnyGame): Promise<unknown> {
    await page.click("[data-testid=export]");
    // The export is current once it holds as many moves as the log.
    const handle = await page.waitForFunction(() => {
      const text = (globalThis as unknown as { document: Doc }).document.querySelector("[data-testid=export-text]")?.value;
      if (!text) return null;
      const record = JSON.parse(text) as { moves: unknown[] };
      return record.moves.length === (globalThis as unknown as { document: Doc }).document.querySelectorAll("#log li").length ? text : null;
    });
    return replay(game, JSON.parse((await handle.jsonValue()) as string));
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
  const look = (page: Page) =>
    page.evaluate(() => ({
      over: (globalThis as unknown as { document: Doc }).document.querySelector("[data-testid=score]") !== null,
      ready: (globalThis as unknown as { document: Doc }).document.querySelector("[data-testid=ready]") !== null,
      board: (globalThis as unknown as { document: Doc }).document.querySelector(".board") !== null,
      moves: (globalThis as unknown as { document: Doc }).document.querySelectorAll("#moves button.move").length,
      pickable: (globalThis as unknown as { document: Doc }).document.querySelectorAll(".board .pickable").length,
      log: (globalThis as unknown as { document: Doc }).document.querySelectorAll("#log li").length,
      error: (globalThis as unknown as { document: Doc }).document.querySelector(".error")?.textContent ?? null,
    }));

  /**
   * Plays to the end by clicking: each human move either clicks a highlighted part of the board
   * (narrowing or playing the move) or a move in the list; hot-seat hand-overs click "ready".
   */
  async function playToEnd(page: Page, game: AnyGame, players: number, rng: Rng, checkEvery: number): Promise<number> {
    let moves = 0;
    let checked = -1;
    let lost = 0;
    for (let step = 0; step < 5000; step++) {
      await page.waitForSelector("[data-testid=score], #moves button.move, [data-testid=ready], .error");
      const now = await look(page);
      if (process.env.DEBUG_PLAYGROUND) console.log(game.id, step, moves, lost, Date.now() % 100000, JSON.stringify(now));
      if (now.error !== null) throw new Error(`the page reports: ${now.error}`);
      if (now.over) {
        if (lost > 0) console.warn(`${game.id}: ${lost} clicks had no effect`);
        return moves;
      }
      if (now.ready) {
        // Hot seat: nothing of the board shows until the next player says they hold the device.
        expect(now.board).toBe(false);
        // Dispatched: the hand-over redraws the page at once, which Playwright would take for a missed click.
        await page.locator("[data-testid=ready]").dispatchEvent("click", undefined, { timeout: 2000 }).catch(() => lost++);
        continue;
      }
      if (checkEvery > 0 && moves % checkEvery === 0 && checked !== moves) {
        checked = moves;
        await checkSecrets(page, game, players);
      }
      if (now.pickable > 0 && rng.int(3) === 0) {
        // On the board: the click narrows the choice (a selection appears) or plays the move.
        // The board may redraw under the click (a bot's move arrives): then the element is gone, as for a person.
        const clicked = await page.locator(".board .pickable").nth(rng.int(now.pickable)).dispatchEvent("click", undefined, { timeout: 2000 }).then(() => true, () => false);
        if (!clicked) {
          lost++;
          continue;
        }
        await page
          .waitForFunction((len) => (globalThis as unknown as { document: Doc }).document.querySelectorAll("#log li").length !== len || (globalThis as unknown as { document: Doc }).document.body.textContent!.includes("Selected:"), now.log, { timeout: 5000 })
          .catch(() => lost++);
        if ((await look(page)).log !== now.log) moves++;
        continue;
      }
      if (!(await page.locator("#moves button.move").nth(rng.int(now.moves)).click({ timeout: 2000 }).then(() => true, () => false))) {
        lost++;
        continue;
      }
      // A click that lands just as the page redraws is lost (as for a person); look again then.
      const moved = await page
        .waitForFunction((len) => (globalThis as unknown as { document: Doc }).document.querySelectorAll("#log li").length !== len || (globalThis as unknown as { document: Doc }).document.querySelector(".error"), now.log, { timeout: 5000 })
        .then(() => true, () => false);
      if (moved) moves++;
      else lost++;
    }
    throw new Error(`${game.id}: no end after 5000 steps`);
  }

  const cases: { id: keyof typeof games; query: string; check: number }[] = [
    { id: "azul", query: "game=azul&players=2&seed=3&seat0=human&seat1=random", check: 0 },
    { id: "queens-garden", query: "game=queens-garden&players=2&seed=3&seat0=human&seat1=random", check: 0 },
    { id: "almadi", query: "game=almadi&players=2&seed=3&seat0=human&seat1=random&config.characters=true", check: 6 },
    { id: "karesansui", query: "game=karesansui&players=2&seed=3&seat0=human&seat1=human", check: 8 },
    { id: "castles-of-burgundy", query: "game=castles-of-burgundy&players=2&seed=3&seat0=human&seat1=random", check: 0 },
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
    it(`plays a complete game of ${c.id} by clicking`, async () => {
      const game = games[c.id] as AnyGame;
      const { page, errors } = await open(c.query);
      const moves = await playToEnd(page, game, 2, Rng.fromSeed(c.id), c.check);
      expect(moves).toBeGreaterThan(0);
      // The end: a score table with one total per seat, the final state's totals.
      const state = await realState(page, game);
      expect(game.isTerminal(state)).toBe(true);
      const totals = await page.locator("#score tr.total td").allTextContents();
      expect(totals.slice(1).map(Number)).toEqual(game.score(state).players.map((p) => p.total));
      await checkSecrets(page, game, 2);
      await page.screenshot({ path: join(SHOTS, `${c.id}.png`), fullPage: true });
      expect(await page.locator(".error").count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("undoes a human move together with the bot moves after it", async () => {
    const { page, errors } = await open("game=azul&players=2&seed=5&seat0=human&seat1=random");
    for (let i = 0; i < 2; i++) {
      await page.waitForSelector("#moves button.move");
      const len = await page.locator("#log li").count();
      await page.locator("#moves button.move").first().click();
      // The bot answers at once: wait for its move too.
      await page.waitForFunction((l) => (globalThis as unknown as { document: Doc }).document.querySelectorAll("#log li").length >= l + 2, len);
    }
    await page.waitForSelector("#moves button.move");
    expect(await page.locator("#log li").count()).toBe(4);
    await page.click("[data-testid=undo]");
    await page.waitForFunction(() => (globalThis as unknown as { document: Doc }).document.querySelectorAll("#log li").length === 2);
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
    await page.waitForFunction(() => (globalThis as unknown as { document: Doc }).document.querySelector("[data-testid=prompt]")!.textContent!.includes("position 1 of"));
    expect(await page.locator("#log li").count()).toBe(1);
    await page.click("[data-testid=step-last]");
    await page.waitForSelector("[data-testid=score]");
    const final = replay(game, JSON.parse(text));
    const totals = await page.locator("#score tr.total td").allTextContents();
    expect(totals.slice(1).map(Number)).toEqual(game.score(final).players.map((p) => p.total));
    await page.click("[data-testid=step-back]");
    await page.waitForFunction(() => !(globalThis as unknown as { document: Doc }).document.querySelector("[data-testid=score]"));
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
