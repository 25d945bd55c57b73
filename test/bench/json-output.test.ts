import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../helpers/run.js";

/**
 * The two documented ways to get the bench's JSON yield one valid JSON document: `--out` writes it
 * to a file, and `npm run -s` keeps npm's script banner off stdout. Tiny runs: one game, 0.05 s per
 * measurement; the figures themselves are not checked (timings are never tested).
 */
const env = { ...process.env, BENCH_SECONDS: "0.05" };

/** The bench report's shape, as far as this test reads it. */
function expectReport(text: string): void {
  const report = JSON.parse(text);
  expect(Array.isArray(report.playouts)).toBe(true);
  expect(report.playouts.some((row: { game: string }) => row.game === "azul")).toBe(true);
}

describe("npm run bench -- --json", () => {
  it("--out writes one JSON document to the file", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "tesserae-bench-")), "results.json");
    const r = await run("npm", ["run", "bench", "--", "azul", "--json", "--out", file], { env });
    expect(r.code, r.stderr).toBe(0);
    expectReport(readFileSync(file, "utf8"));
  });
  it("npm run -s prints one JSON document on stdout", async () => {
    const r = await run("npm", ["run", "-s", "bench", "--", "azul", "--json"], { env });
    expect(r.code, r.stderr).toBe(0);
    expectReport(r.stdout);
  });
});
