import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { games } from "../../src/index.js";

/** The budget of one game's entry bundled for a browser app, with every dependency: minified and gzipped. */
const BUDGET_GZIP_BYTES = 40 * 1024;

/** Bundles a built entry the way an app's bundler would (browser, minified, tree-shaken) and gzips it. */
async function bundledSize(entry: string): Promise<{ minified: number; gzipped: number }> {
  const out = await build({
    entryPoints: [entry],
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
    it(`tesserae/${id} is at most 40 KB minified and gzipped, with its dependencies`, async () => {
      const entry = `dist/games/${id}/index.js`;
      expect(existsSync(entry), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
      const { gzipped } = await bundledSize(entry);
      expect(gzipped, `${id}: ${gzipped} bytes gzipped`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    });
  }
});
