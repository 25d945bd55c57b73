import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "dist/cli/index.js");

/** Runs `tesserae serve` (built) with `input` on stdin; resolves with its exit code and output lines. */
function serve(input: string, args: string[] = []): Promise<{ code: number | null; lines: string[]; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, "serve", ...args], { cwd: ROOT });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code, lines: out.split("\n").filter(Boolean), err }));
    child.stdin.end(input);
  });
}

describe("tesserae serve (the built command)", () => {
  it("answers line by line, refuses bad and over-long lines and keeps running, ends with stdin", async () => {
    expect(existsSync(BIN), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
    const input = [
      '{"id":1,"op":"hello"}',
      "\u0000garbage",
      `{"id":2,"op":"hello","x":"${"z".repeat(500)}"}`,
      '{"id":3,"op":"setup","game":"karesansui","players":2,"seed":1}',
      '{"id":4,"op":"apply","session":"s1","move":{"type":"fly"}}',
      '{"id":5,"op":"bot_move","session":"s1","bot":"greedy"}',
      "",
    ].join("\n");
    const r = await serve(input, ["--max-line", "300"]);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe("");
    const replies = r.lines.map((l) => JSON.parse(l) as { id: unknown; ok: boolean; error?: { code: string } });
    expect(replies.map((x) => [x.id, x.ok, x.error?.code ?? null])).toEqual([
      [1, true, null],
      [null, false, "BAD_JSON"],
      [null, false, "LINE_TOO_LONG"],
      [3, true, null],
      [4, false, "MALFORMED_MOVE"],
      [5, true, null],
    ]);
  });

  it("answers every non-blank line once and skips empty and whitespace-only lines", async () => {
    const r = await serve('\n   \n{"id":1,"op":"hello"}\n\t\r\n{"id":2}\n');
    expect(r.code, r.err).toBe(0);
    expect(r.lines.map((l) => (JSON.parse(l) as { id: unknown }).id)).toEqual([1, 2]);
  });

  it("rejects a bad option with the CLI's usage error", async () => {
    const r = await serve("", ["--max-line", "lots"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("--max-line must be a positive integer");
  });
});
