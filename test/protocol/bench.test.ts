import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** bench/protocol.ts --json prints one JSON report (a tiny run: the figures themselves are not checked). */
describe("bench/protocol.ts --json", () => {
  it("prints a row per game with every rate", async () => {
    const r = await promisify(execFile)(process.execPath, ["--import", "tsx", "bench/protocol.ts", "karesansui", "--json"], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SECONDS: "0.05" },
      timeout: 300_000,
    });
    const report = JSON.parse(r.stdout) as { rows: { game: string; inProcess: number; protocol: number; actions: number }[] };
    expect(report.rows.map((row) => row.game)).toEqual(["karesansui"]);
    for (const key of ["inProcess", "protocol", "actions"] as const) expect(report.rows[0]![key]).toBeGreaterThan(0);
  });
});
