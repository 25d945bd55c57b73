import { existsSync, readdirSync } from "node:fs";
import { defineConfig } from "tsup";

// One entry per public subpath: the root, the core, bots, the CLI, every game folder and each game's
// RL part, so that importing one game never pulls in another.
const games = readdirSync("src/games").filter((id) => existsSync(`src/games/${id}/index.ts`));
const entry: Record<string, string> = { index: "src/index.ts", "core/index": "src/core/index.ts" };
for (const id of games) entry[`games/${id}/index`] = `src/games/${id}/index.ts`;
// Each game's part of `tesserae/rl` on its own (`tesserae/rl/<id>`), loading no other game.
for (const id of games) if (existsSync(`src/rl/${id}.ts`)) entry[`rl/${id}`] = `src/rl/${id}.ts`;
for (const [name, file] of [
  ["bots/index", "src/bots/index.ts"],
  ["rl/index", "src/rl/index.ts"],
  ["sim/index", "src/sim/index.ts"],
  ["boardgameio/index", "src/boardgameio/index.ts"],
  ["conformance/index", "src/conformance/index.ts"],
  ["sim/worker", "src/sim/worker.ts"],
  ["cli/index", "src/cli/index.ts"],
])
  if (existsSync(file!)) entry[name!] = file!;

export default defineConfig({
  entry,
  format: ["esm", "cjs"],
  // Declarations marked @internal (the zod-typed helpers the games build their schemas with) are
  // left out, so the published types need no zod: zod is bundled, not a dependency.
  dts: { compilerOptions: { stripInternal: true } },
  splitting: true,
  treeshake: true,
  // Readable output with source maps: stack traces and "go to definition" name the functions and
  // lead to the TypeScript sources (the maps carry them). An app's bundler minifies for itself.
  minify: false,
  // zod's own entry loads its whole core and every locale (about 100 ms in Node); bundled, only the
  // schema pieces the games use remain, and importing a game takes a few milliseconds.
  noExternal: ["zod"],
  sourcemap: true,
  clean: true,
  target: "node20",
  outDir: "dist",
});
