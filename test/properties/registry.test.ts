import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { games } from "../../src/index.js";

describe("every registered game runs the shared property suite", () => {
  const ids = Object.keys(games);

  it("the registry is not empty and ids match each definition's own id", () => {
    expect(ids.length).toBeGreaterThan(0);
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
  });

  for (const id of ids) {
    it(`test/properties/${id}.test.ts exists`, () => {
      const file = fileURLToPath(new URL(`./${id}.test.ts`, import.meta.url));
      expect(existsSync(file), `missing ${file}`).toBe(true);
    });
  }
});
