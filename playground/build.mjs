// Builds the playground to static files in playground/dist (esbuild), or serves it with `--serve`.
// Usage: node playground/build.mjs [--serve] [--port 8000]
import { build, context } from "esbuild";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));
const out = join(root, "dist");
const args = process.argv.slice(2);
const serve = args.includes("--serve");
const portAt = args.indexOf("--port");
const port = portAt >= 0 ? Number(args[portAt + 1]) : 8000;

const options = {
  entryPoints: { main: join(root, "src/main.ts"), worker: join(root, "src/worker.ts") },
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  outdir: out,
  minify: !serve,
  sourcemap: true,
  logLevel: serve ? "info" : "warning",
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const file of ["index.html", "style.css"]) cpSync(join(root, file), join(out, file));

if (serve) {
  const ctx = await context(options);
  await ctx.watch();
  const { hosts, port: actual } = await ctx.serve({ servedir: out, host: "127.0.0.1", port });
  console.log(`Tesserae playground: http://${hosts[0] ?? "127.0.0.1"}:${actual}/`);
} else {
  await build(options);
  console.log(`playground built to ${out}`);
}
