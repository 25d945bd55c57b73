import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkPrngVectors, prngVectors, type PrngVectors } from "../../src/conformance/index.js";

const shipped = JSON.parse(readFileSync(join(__dirname, "..", "..", "conformance", "prng.json"), "utf8")) as PrngVectors;

describe("PRNG vectors", () => {
  it("the shipped vectors are what the engine's PRNG computes, from each vector's own inputs", () => {
    expect(checkPrngVectors(shipped)).toEqual([]);
    expect(JSON.parse(JSON.stringify(prngVectors()))).toEqual(shipped);
    // Every section is there and non-trivial.
    for (const k of ["seeds", "uint32", "int", "weighted", "shuffle"] as const) expect(shipped[k].length).toBeGreaterThan(3);
  });

  it("a wrong vector is reported, naming it", () => {
    const bent: PrngVectors = { ...shipped, int: shipped.int.map((v, i) => (i === 3 ? { ...v, values: v.values.map((x) => x + 1) } : v)) };
    const failures = checkPrngVectors(bent);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^int\(/);
    const shuffled: PrngVectors = { ...shipped, shuffle: shipped.shuffle.map((v) => ({ ...v, after: [0, 0, 0, 0] as const })) };
    expect(checkPrngVectors(shuffled)).toHaveLength(shipped.shuffle.length);
  });

  it("docs/prng.md's test vectors are the engine's", () => {
    const doc = readFileSync(join(__dirname, "..", "..", "docs", "prng.md"), "utf8");
    const block = /```json\n([\s\S]*?)\n```/.exec(doc);
    expect(block).not.toBeNull();
    const vectors = JSON.parse(block![1]!) as PrngVectors;
    expect(vectors.seeds.length + vectors.int.length + vectors.shuffle.length).toBeGreaterThan(5);
    expect(checkPrngVectors(vectors)).toEqual([]);
  });
});
