import { describe, expect, it } from "vitest";
import { run } from "../helpers/run.js";

/**
 * `npm run bench -- --json` prints valid JSON on stdout: npm's own script banner must not land in it
 * (the project's .npmrc puts npm in json mode, which sends the banner to stderr). A tiny run: one
 * game, 0.05 s per measurement; the figures themselves are not checked (timings are never tested).
 */
describe("npm run bench -- --json", () => {
  it("prints one JSON document on stdout", async () => {
    const r = await run("npm", ["run", "bench", "--", "azul", "--json"], { env: { ...process.env, BENCH_SECONDS: "0.05" } });
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Array.isArray(report.playouts)).toBe(true);
    expect(report.playouts.some((row: { game: string }) => row.game === "azul")).toBe(true);
  });
});
