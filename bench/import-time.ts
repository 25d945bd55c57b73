/**
 * Start-up benchmark (`npm run bench:import`): how long a fresh Node process takes to import each
 * game's built entry (`dist/games/<id>/index.js`, what `import "tesserae/<id>"` loads), as the
 * median of several runs, each in a new process so nothing is cached. Build first (`npx tsup`).
 *
 *   npm run bench:import              # Markdown table
 *   npm run bench:import -- --json    # JSON
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { games } from "../src/index.js";

/** The target for one game's entry. */
const TARGET_MS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const json = process.argv.includes("--json");

function importMs(file: string): number {
  const url = pathToFileURL(resolve(file)).href;
  // The clock stops before `process.stdout` is touched: Node creates that stream lazily, on first
  // use, which takes ~3 ms that are no part of the import (in `process.stdout.write(String(
  // performance.now() - t))` the callee, and so the stream, is evaluated before the argument).
  const script = `const t = performance.now(); await import(${JSON.stringify(url)}); const ms = performance.now() - t; process.stdout.write(String(ms));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`importing ${file} failed: ${r.stderr}`);
  return Number(r.stdout);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
};

// The floor: an empty module, imported the same way; what any first import costs a fresh process.
const empty = join(mkdtempSync(join(tmpdir(), "tesserae-import-")), "empty.mjs");
writeFileSync(empty, "export {};\n");

const entries = [["(empty module)", empty], ["core", "dist/core/index.js"], ...Object.keys(games).map((id) => [id, `dist/games/${id}/index.js`])];
const rows = entries.map(([name, file]) => {
  if (!existsSync(file!)) throw new Error(`${file} is missing: run \`npx tsup\` first`);
  importMs(file!); // warm the file system cache
  const times = Array.from({ length: RUNS }, () => importMs(file!));
  return { entry: name!, medianMs: Math.round(median(times) * 10) / 10, minMs: Math.round(Math.min(...times) * 10) / 10 };
});

rmSync(dirname(empty), { recursive: true, force: true });

if (json) process.stdout.write(JSON.stringify({ node: process.version, runs: RUNS, targetMs: TARGET_MS, rows }, null, 2) + "\n");
else {
  console.log(`Import time of each built entry in a fresh process (Node ${process.version}, median of ${RUNS}; target ${TARGET_MS} ms)\n`);
  console.log("| entry | median ms | min ms |");
  console.log("|---|---:|---:|");
  for (const r of rows) console.log(`| ${r.entry} | ${r.medianMs} | ${r.minMs} |`);
}
