import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Every example runs to completion and prints something: docs that show code must show code that works. */
describe("examples", () => {
  const files = readdirSync("examples").filter((f) => f.endsWith(".ts"));
  it("there are examples", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`examples/${file} runs`, () => {
      const out = execFileSync(process.execPath, ["--import", "tsx", `examples/${file}`], { encoding: "utf8", timeout: 120_000 });
      expect(out.trim().length).toBeGreaterThan(0);
    });
  }
});
