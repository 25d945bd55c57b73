/** The build ships source maps: stack traces and "go to definition" can lead to the TypeScript sources. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { runNode } from "../helpers/run.js";

/** Every built JavaScript file under `dir`. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js") || f.endsWith(".cjs"))
    .map((f) => join(dir, f));
}

describe("source maps", () => {
  it("every built file names its map, and the maps carry the TypeScript sources they map to", () => {
    expect(existsSync("dist/index.js"), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
    const files = builtFiles("dist");
    expect(files.length).toBeGreaterThan(0);
    let sources = 0;
    for (const file of files) {
      expect(readFileSync(file, "utf8"), file).toMatch(/\/\/# sourceMappingURL=\S+\.map\s*$/);
      const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[]; sourcesContent?: (string | null)[] };
      map.sources.forEach((source, i) => {
        if (!source.includes("/src/")) return;
        sources++;
        expect(map.sourcesContent?.[i], `${file}.map: ${source}`).toEqual(expect.any(String));
      });
    }
    expect(sources).toBeGreaterThan(0);
  });
  it("a stack trace from the build names the TypeScript source under --enable-source-maps", async () => {
    const url = pathToFileURL("dist/games/azul/index.js").href;
    const script = `const { azul } = await import(${JSON.stringify(url)});
try { azul.applyMove(azul.setup({ players: 2, seed: 1 }), { type: "bogus" }); } catch (e) { process.stdout.write(e.stack); }`;
    const r = await runNode(["--enable-source-maps", "--input-type=module", "-e", script]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^IllegalMoveError/);
    expect(r.stdout).toMatch(/src\/core\/\w+\.ts:\d+:\d+/);
  });
});
