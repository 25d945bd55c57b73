import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "dist/cli/index.js");
const PYTHON = process.env.PYTHON ?? "python3";

/** Why the Python client tests skip, or null when python3 answers. */
async function skipReason(): Promise<string | null> {
  try {
    await run(PYTHON, ["--version"]);
    return null;
  } catch {
    return `Python client tests skipped: no ${PYTHON} on PATH. Install it with \`apt-get install -y python3\` (Debian) or set PYTHON.`;
  }
}

const reason = await skipReason();
if (reason) console.warn(reason);

describe.skipIf(reason !== null)("the Python client (python/test_tesserae.py)", () => {
  it("plays a full game of every game through AECEnv, a SingleAgentEnv episode and the example", async () => {
    expect(existsSync(BIN), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
    const env = { ...process.env, TESSERAE_SERVE: `"${process.execPath}" "${BIN}" serve`, PYTHONDONTWRITEBYTECODE: "1" };
    const r = await run(PYTHON, ["-m", "unittest", "discover", "-s", "python", "-v"], { cwd: ROOT, env, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 });
    expect(r.stderr).toMatch(/^OK$/m);
    expect(r.stderr).toMatch(/test_aec_plays_a_full_game_of_every_game .* ok/);
  });
});
