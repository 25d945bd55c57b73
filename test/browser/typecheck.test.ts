/** The playground's sources type-check against the library (the root tsconfig leaves them out: they need the DOM types). */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

describe("the playground's sources", () => {
  it("type-check with the DOM and WebWorker types", () => {
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "--noEmit", "-p", "playground"], { encoding: "utf8", stdio: "pipe" });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    // Errors elsewhere in the library are the root type-check's business; here only the playground's count.
    expect(output.split("\n").filter((line) => line.startsWith("playground/"))).toEqual([]);
  });
});
