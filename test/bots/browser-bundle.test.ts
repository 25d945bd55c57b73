import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("tesserae/bots bundles for the browser", () => {
  it("src/bots/index.ts resolves with platform browser: no fs, path, worker threads or piscina", async () => {
    const r = await build({ entryPoints: ["src/bots/index.ts"], bundle: true, platform: "browser", format: "esm", write: false, logLevel: "silent", metafile: true });
    expect(r.errors).toEqual([]);
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.some((f) => f.includes("piscina"))).toBe(false);
    expect(inputs.some((f) => f.startsWith("src/sim/simulate"))).toBe(false);
    expect(r.outputFiles[0]!.text).not.toMatch(/from "node:|require\("(fs|path|worker_threads)"\)/);
  });
  it("the node-only simulator does not (so the check above can fail)", async () => {
    await expect(build({ entryPoints: ["src/sim/index.ts"], bundle: true, platform: "browser", format: "esm", write: false, logLevel: "silent" })).rejects.toThrow(/Could not resolve/);
  });
});
