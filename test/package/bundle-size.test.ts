import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { games } from "../../src/index.js";

/** The budget of one game's entry bundled for a browser app, with every dependency: minified and gzipped. */
const BUDGET_GZIP_BYTES = 44 * 1024;
/**
 * The budget of one game's RL entry (`tesserae/rl/<id>`): the game's whole engine, which its action
 * space, observation and fast path drive, plus those three.
 */
const RL_BUDGET_GZIP_BYTES = 52 * 1024;

/**
 * Bundles a built entry the way an app's bundler would (browser, minified, tree-shaken) and gzips
 * it: the whole entry, or only the `names` an app imports from it.
 */
async function bundledSize(entry: string, names?: readonly string[]): Promise<{ minified: number; gzipped: number }> {
  const input = names ? { stdin: { contents: `export { ${names.join(", ")} } from ${JSON.stringify(resolve(entry))};`, resolveDir: process.cwd() } } : { entryPoints: [entry] };
  const out = await build({
    ...input,
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

describe("bundle budgets: each game's entry bundled for the browser", () => {
  for (const id of Object.keys(games)) {
    it(`tesserae/${id} is at most ${BUDGET_GZIP_BYTES / 1024} KB minified and gzipped, with its dependencies`, async () => {
      const entry = `dist/games/${id}/index.js`;
      expect(existsSync(entry), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
      const { gzipped } = await bundledSize(entry);
      expect(gzipped, `${id}: ${gzipped} bytes gzipped`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    });
  }
});

/** `azul` → `azul`, `queens-garden` → `queensGarden`: how the games name their exports. */
const camel = (id: string): string => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe("bundle budgets: reinforcement learning, one game at a time", () => {
  for (const id of Object.keys(games)) {
    it(`tesserae/rl/${id} is at most ${RL_BUDGET_GZIP_BYTES / 1024} KB, the game's engine included`, async () => {
      const entry = `dist/rl/${id}.js`;
      expect(existsSync(entry), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
      const { gzipped } = await bundledSize(entry);
      expect(gzipped, `rl/${id}: ${gzipped} bytes gzipped`).toBeLessThanOrEqual(RL_BUDGET_GZIP_BYTES);
    });
    it(`${camel(id)}ActionSpace imported from tesserae/rl (all five games) is within the same ${RL_BUDGET_GZIP_BYTES / 1024} KB`, async () => {
      const { gzipped } = await bundledSize("dist/rl/index.js", [`${camel(id)}ActionSpace`]);
      expect(gzipped, `${camel(id)}ActionSpace from rl: ${gzipped} bytes gzipped`).toBeLessThanOrEqual(RL_BUDGET_GZIP_BYTES);
    });
  }
  it("one Azul symbol from tesserae/rl costs no more than from tesserae/rl/azul", async () => {
    for (const name of ["azulActionSpace", "azulObservation", "azulFastPath"]) {
      const all = await bundledSize("dist/rl/index.js", [name]);
      const own = await bundledSize("dist/rl/azul.js", [name]);
      expect(all.minified, name).toBeLessThanOrEqual(own.minified);
    }
  });
});
