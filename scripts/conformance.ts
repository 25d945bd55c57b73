/**
 * Regenerates the shipped conformance corpus (the `conformance/` folder) from this engine:
 * `npm run conformance:generate`. Deterministic: the same engine writes the same bytes. Files the
 * corpus no longer has are removed.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusFiles } from "../src/conformance/generate/corpus.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "conformance");
const started = performance.now();
const files = corpusFiles();
const existing = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? existing(path) : [relative(root, path).split("\\").join("/")];
  });
mkdirSync(root, { recursive: true });
for (const old of existing(root)) if (!files.has(old)) rmSync(join(root, old));
let bytes = 0;
for (const [path, text] of files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  bytes += Buffer.byteLength(text);
}
console.log(`conformance: wrote ${files.size} files (${(bytes / 1024).toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
