import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusFiles } from "../../src/conformance/generate/corpus.js";
import { perftEntry, tablePositions } from "../../src/conformance/generate/perft-table.js";
import { canonicalJson, checkPerft, conformanceGames, gameById, type PerftEntry } from "../../src/conformance/index.js";
import { runConformance } from "../../src/cli/conformance.js";
import { CliError } from "../../src/cli/errors.js";

/** The shipped corpus folder of this repository. */
const ROOT = join(__dirname, "..", "..", "conformance");

function shipped(): string[] {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [relative(ROOT, join(dir, n)).split("\\").join("/")]));
  return walk(ROOT).sort();
}

/** Recount every perft table in full (slow on a loaded machine), not only the smaller entries. */
const FULL = process.env.CONFORMANCE_FULL === "1";
/** Entries up to this many leaves are recounted in full by default. */
const SAMPLE_LEAVES = 100_000;

const regenerate = "the shipped corpus differs from what the engine produces now: if the change is intended, run `npm run conformance:generate` and review the diff";

describe("the shipped conformance corpus equals what the engine produces now", () => {
  it("holds exactly the files the manifest lists, and the shared files equal the engine's", () => {
    const files = corpusFiles({ games: [], parts: ["shared"] });
    const manifest = JSON.parse(files.get("manifest.json")!) as { games: Record<string, { files: string[] }> };
    const expected = [...files.keys(), ...Object.values(manifest.games).flatMap((g) => g.files)].sort();
    expect(shipped()).toEqual(expected);
    for (const [path, text] of files) expect(readFileSync(join(ROOT, path), "utf8"), `${path}: ${regenerate}`).toBe(text);
  });

  for (const id of conformanceGames) {
    it(`${id}: trajectories, scoring and illegal-move vectors and schemas are unchanged`, () => {
      for (const [path, text] of corpusFiles({ games: [id], parts: ["trajectories", "scoring", "illegal", "schemas"] })) {
        expect(readFileSync(join(ROOT, path), "utf8") === text, `${path}: ${regenerate}`).toBe(true);
      }
    });

    // The deep perft counts of the larger tables take most of the time: by default they are
    // checked to depth 2 and recounted in full only with CONFORMANCE_FULL=1.
    it(`${id}: the perft table is unchanged (positions in full; counts in full up to ${SAMPLE_LEAVES} leaves, else to depth 2)`, () => {
      const game = gameById(id);
      const path = `${id}/perft.json`;
      const text = readFileSync(join(ROOT, path), "utf8");
      if (FULL) {
        expect(text === corpusFiles({ games: [id], parts: ["perft"] }).get(path), `${path}: ${regenerate}`).toBe(true);
        return;
      }
      const shippedEntries = (JSON.parse(text) as { entries: PerftEntry[] }).entries;
      const positions = tablePositions(game);
      expect(
        shippedEntries.map((e) => e.id),
        regenerate,
      ).toEqual(positions.map((p) => p.id));
      positions.forEach((p, i) => {
        const e = shippedEntries[i]!;
        expect(canonicalJson(e.position) === canonicalJson(p.position), `${path} ${e.id} position: ${regenerate}`).toBe(true);
        if (e.counts[e.counts.length - 1]! <= SAMPLE_LEAVES) expect(canonicalJson(perftEntry(game, p)) === canonicalJson(e), `${path} ${e.id}: ${regenerate}`).toBe(true);
        else expect(checkPerft(game, e, 2), `${path} ${e.id}: ${regenerate}`).toEqual([]);
      });
    });
  }
});

describe("docs/conformance.md", () => {
  it("its coverage table gives each game's shipped scoring-vector and illegal-move-code counts and trajectories", () => {
    const doc = readFileSync(join(__dirname, "..", "..", "docs", "conformance.md"), "utf8");
    const manifest = JSON.parse(readFileSync(join(ROOT, "manifest.json"), "utf8")) as { games: Record<string, { files: string[] }> };
    for (const id of conformanceGames) {
      const row = new RegExp(`^\\| ${id} \\|([^|]*)\\|([^|]*)\\| (\\d+) \\| (\\d+) \\|$`, "m").exec(doc);
      expect(row, id).not.toBeNull();
      const scoring = JSON.parse(readFileSync(join(ROOT, id, "scoring.json"), "utf8")) as { entries: unknown[] };
      const illegal = JSON.parse(readFileSync(join(ROOT, id, "illegal.json"), "utf8")) as { entries: { code: string }[] };
      expect(Number(row![3]), `${id} scoring`).toBe(scoring.entries.length);
      expect(Number(row![4]), `${id} codes`).toBe(new Set(illegal.entries.map((e) => e.code)).size);
      const trajectories = manifest.games[id]!.files.filter((f) => f.endsWith(".jsonl")).length;
      expect(row![2]!.split(",").length, `${id} trajectories`).toBe(trajectories);
    }
  });
});

describe("tesserae conformance (this engine against the shipped corpus)", () => {
  it("passes every section of one game, perft to depth 2, and says so", () => {
    let out = "";
    const code = runConformance({ game: "karesansui", depth: "2" }, (t) => (out += t));
    expect(code).toBe(0);
    expect(out).toMatch(/ok {3}karesansui {11}perft {8}20\/20/);
    expect(out).toMatch(/all 5 sections pass/);
  });

  it("reports a failing vector by id and exits 1; refuses an unknown game and a bad depth", () => {
    // A copy of the corpus whose first Karesansui illegal-move vector expects another code.
    const dir = mkdtempSync(join(tmpdir(), "tesserae-conformance-"));
    try {
      cpSync(ROOT, dir, { recursive: true });
      const file = join(dir, "karesansui", "illegal.json");
      const table = JSON.parse(readFileSync(file, "utf8")) as { entries: { id: string; code: string }[] };
      table.entries[0]!.code = "NOT_THIS_CODE";
      writeFileSync(file, JSON.stringify(table));
      let out = "";
      expect(runConformance({ game: "karesansui", depth: "1", corpus: dir }, (t) => (out += t))).toBe(1);
      expect(out).toMatch(/FAIL karesansui +illegal/);
      expect(out).toContain(`${table.entries[0]!.id}: code: expected "NOT_THIS_CODE"`);
      expect(out).toMatch(/1 of 5 sections fail/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => runConformance({ game: "nope" }, () => {})).toThrow(/no game "nope"/);
    // A corrupt corpus: a broken entry is that entry's failure; a broken file is one typed error.
    const corrupt = mkdtempSync(join(tmpdir(), "tesserae-conformance-"));
    try {
      cpSync(ROOT, corrupt, { recursive: true });
      const file = join(corrupt, "almadi", "scoring.json");
      const table = JSON.parse(readFileSync(file, "utf8")) as { entries: { id: string; position: unknown }[] };
      table.entries[0]!.position = { game: "almadi", players: "many" };
      writeFileSync(file, JSON.stringify(table));
      let out = "";
      expect(runConformance({ game: "almadi", depth: "1", corpus: corrupt }, (t) => (out += t))).toBe(1);
      expect(out).toContain(`${table.entries[0]!.id}: error: expected "no error", got "ValidationError`);
      writeFileSync(file, JSON.stringify({ format: "tesserae-scoring", game: "almadi", entries: {} }));
      expect(() => runConformance({ game: "almadi", depth: "1", corpus: corrupt }, () => {})).toThrow(CliError);
      writeFileSync(join(corrupt, "manifest.json"), JSON.stringify({ format: "tesserae-conformance", prng: "prng.json", games: { almadi: {} } }));
      expect(() => runConformance({ game: "almadi", corpus: corrupt }, () => {})).toThrow(/not a conformance manifest/);
    } finally {
      rmSync(corrupt, { recursive: true, force: true });
    }
    expect(() => runConformance({ game: "azul", depth: "0" }, () => {})).toThrow(/--depth/);
  });
});
