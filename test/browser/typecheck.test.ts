/** The playground's sources type-check against the library (the root tsconfig leaves them out: they need the DOM types). */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { runNode } from "../helpers/run.js";

describe("the playground's sources", () => {
  it("type-check with the DOM and WebWorker types", async () => {
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    const r = await runNode([tsc, "--noEmit", "-p", "playground"]);
    expect(r.signal, r.stderr).toBeNull();
    // Errors elsewhere in the library are the root type-check's business; here only the playground's count.
    expect(r.stdout.split("\n").filter((line) => line.startsWith("playground/"))).toEqual([]);
  });
});
