import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "../../src/registry.js";

const ROOT = resolve(import.meta.dirname, "../..");
const GAMES = join(ROOT, "src/games");

/** The files of the skeleton docs/writing-a-game.md lists, read from that page's table. */
function skeleton(): string[] {
  const page = readFileSync(join(ROOT, "docs/writing-a-game.md"), "utf8");
  const table = page.slice(page.indexOf("## The skeleton"), page.indexOf("And one line in"));
  return [...table.matchAll(/^\| `([a-z-]+\.ts)`(?:, `([a-z-]+\.ts)`)? \|/gm)].flatMap((m) => [m[1], m[2]]).filter((f): f is string => f !== undefined);
}

describe("every game folder follows the skeleton of docs/writing-a-game.md", () => {
  const files = skeleton();

  it("the page lists the skeleton's files", () => {
    expect(files).toEqual(expect.arrayContaining(["moves.ts", "generate.ts", "explain.ts", "play.ts", "work.ts", "module.ts", "index.ts"]));
  });

  for (const id of readdirSync(GAMES)) {
    it(`${id} has every file of the skeleton and is in the registry`, () => {
      const missing = files.filter((f) => !existsSync(join(GAMES, id, f)));
      expect(missing).toEqual([]);
      expect(Object.keys(registry)).toContain(id);
      // Its subpaths: the game alone, and its RL part alone.
      const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { exports: Record<string, unknown> };
      expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining([`./${id}`, `./rl/${id}`]));
    });
  }
});
