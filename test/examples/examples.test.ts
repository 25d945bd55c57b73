import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runNode } from "../helpers/run.js";

/** Every example runs to completion and prints something: docs that show code must show code that works. */
describe("examples", () => {
  const files = readdirSync("examples").filter((f) => f.endsWith(".ts"));
  it("there are examples", () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`examples/${file} runs`, async () => {
      const r = await runNode(["--import", "tsx", `examples/${file}`]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim().length).toBeGreaterThan(0);
    });
  }
});
