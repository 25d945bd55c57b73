import { existsSync, readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// One entry per public subpath: the root, the core, bots, the CLI and every game folder, so that
// importing one game never pulls in another.
const games = readdirSync("src/games").filter((id) => existsSync(`src/games/${id}/index.ts`));
const entry: Record<string, string> = { index: "src/index.ts", "core/index": "src/core/index.ts" };
for (const id of games) entry[`games/${id}/index`] = `src/games/${id}/index.ts`;
for (const [name, file] of [
  ["bots/index", "src/bots/index.ts"],
  ["rl/index", "src/rl/index.ts"],
  ["sim/index", "src/sim/index.ts"],
  ["boardgameio/index", "src/boardgameio/index.ts"],
  ["conformance/index", "src/conformance/index.ts"],
  ["sim/worker", "src/sim/worker.ts"],
  ["cli/index", "src/cli/index.ts"],
]) if (existsSync(file!)) entry[name!] = file!;

export default defineConfig({
  entry,
  format: ["esm", "cjs"],
  dts: true,
  splitting: true,
  treeshake: true,
  minify: true,
  // zod's own entry loads its whole core and every locale (about 100 ms in Node); bundled, only the
  // schema pieces the games use remain, and importing a game takes a few milliseconds.
  noExternal: ["zod"],
  sourcemap: false,
  clean: true,
  target: "node20",
  outDir: "dist",
});
