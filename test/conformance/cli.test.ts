import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI = "dist/cli/index.js";

/** Runs the built CLI; resolves with its exit code and output (a non-zero exit is not a throw). */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { encoding: "utf8", timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === "number" ? err.code : -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" };
  }
}

describe("the built tesserae conformance finds the shipped corpus and checks this engine", () => {
  it("passes one game and reports in JSON", async () => {
    expect(existsSync(CLI), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
    const text = await cli("conformance", "--game", "almadi", "--depth", "1");
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/ok {3}almadi +illegal/);
    const json = await cli("conformance", "--game", "karesansui", "--depth", "1", "--json");
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { ok: boolean; sections: { game: string; kind: string; passed: number; total: number }[] };
    expect(report.ok).toBe(true);
    expect(report.sections.map((s) => s.kind)).toEqual(["prng", "perft", "trajectories", "scoring", "illegal"]);
    for (const s of report.sections) expect(s.passed).toBe(s.total);
  });

  it("an unknown game or a missing corpus is one message line and exit 2, no stack trace", async () => {
    const unknown = await cli("conformance", "--game", "chess");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^tesserae: .*no game "chess"/);
    const missing = await cli("conformance", "--corpus", "no-such-folder");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^tesserae: cannot read manifest\.json/);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});
