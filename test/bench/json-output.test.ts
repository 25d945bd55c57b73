import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * `npm run bench -- --json` prints valid JSON on stdout: npm's own script banner must not land in it
 * (the project's .npmrc puts npm in json mode, which sends the banner to stderr). A tiny run: one
 * game, 0.05 s per measurement; the figures themselves are not checked (timings are never tested).
 */
describe("npm run bench -- --json", () => {
  it("prints one JSON document on stdout", () => {
    const out = execFileSync("npm", ["run", "bench", "--", "azul", "--json"], {
      encoding: "utf8",
      env: { ...process.env, BENCH_SECONDS: "0.05" },
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 120_000,
    });
    const report = JSON.parse(out);
    expect(Array.isArray(report.playouts)).toBe(true);
    expect(report.playouts.some((row: { game: string }) => row.game === "azul")).toBe(true);
  });
});
