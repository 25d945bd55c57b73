import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../src/index.js";

/** Every file an entry of the build loads, following relative imports and requires. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:from\s*|import\s*|require\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) visit(join(dirname(file), m[1]!));
  };
  visit(entry);
  return [...seen];
}

/** The definition of game `id` as it appears in the bundle. */
const marker = (id: string) => new RegExp(`id:\\s*"${id}"`);

describe("the build: importing one game does not load the others", () => {
  const ids = Object.keys(games);
  for (const id of ids) {
    for (const ext of ["js", "cjs"]) {
      it(`tesserae/${id} (${ext}) holds its own definition and no other game's`, () => {
        const entry = `dist/games/${id}/index.${ext}`;
        expect(existsSync(entry), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
        const code = closure(entry)
          .map((f) => readFileSync(f, "utf8"))
          .join("\n");
        expect(code).toMatch(marker(id));
        for (const other of ids) if (other !== id) expect(code).not.toMatch(marker(other));
      });
    }
  }
  for (const id of ids) {
    for (const ext of ["js", "cjs"]) {
      it(`tesserae/rl/${id} (${ext}) holds its own game and no other`, () => {
        const entry = `dist/rl/${id}.${ext}`;
        expect(existsSync(entry), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
        const code = closure(entry)
          .map((f) => readFileSync(f, "utf8"))
          .join("\n");
        expect(code).toMatch(marker(id));
        for (const other of ids) if (other !== id) expect(code).not.toMatch(marker(other));
      });
    }
  }
  it("the root entry holds all five", () => {
    const code = closure("dist/index.js")
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    for (const id of ids) expect(code).toMatch(marker(id));
  });
});
