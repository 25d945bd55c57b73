/** Browser-test plumbing: build the playground, serve it on the loopback address, drive Chromium. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { runNode } from "../helpers/run.js";

/** Debian's Chromium; the tests never download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Why the browser tests skip, or null when Chromium is there. */
export const skipReason = existsSync(CHROMIUM)
  ? null
  : `browser tests skipped: no Chromium at ${CHROMIUM}. Install it with \`apt-get update && apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH.`;

export const ROOT = resolve(import.meta.dirname, "../..");
export const DIST = join(ROOT, "playground/dist");

/** Builds the playground to static files (the same command as `npm run playground:build`). */
export async function buildPlayground(): Promise<void> {
  const r = await runNode([join(ROOT, "playground/build.mjs")], { cwd: ROOT });
  if (r.code !== 0) throw new Error(`playground build failed (${r.signal ?? `exit ${r.code}`}):\n${r.stderr}`);
}

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".map": "application/json" };

/** Serves `dir` on 127.0.0.1 at a random port. */
export async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": Object.hasOwn(TYPES, extname(file)) ? TYPES[extname(file)]! : "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Headless Chromium with a fresh profile, no network services of its own. */
/** The longest a page action or wait may take before it fails. */
const BROWSER_WAIT_MS = 120_000;

export async function launch(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "tesserae-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  // Waits are for the page to catch up, not time limits: on a loaded machine a worker's reply can
  // take far longer than playwright's 30 s default (the tests' own timeout still bounds a test).
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
