import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, canonicalMoveList, legalHash, perft, sha256Hex } from "../../src/conformance/index.js";
import { ValidationError, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";

describe("canonical JSON", () => {
  it("sorts keys at every depth by code units and drops whitespace and undefined keys", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: "é" }], c: true }, u: undefined })).toBe('{"a":{"c":true,"d":[3,{"y":"é","z":null}]},"b":1}');
    // Code units, not locale: upper case before lower case, "Z" before "a".
    expect(canonicalJson({ a: 1, Z: 2, _: 3 })).toBe('{"Z":2,"_":3,"a":1}');
  });

  it("equals JSON.stringify of the same data whatever its key order", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const shuffled = JSON.parse(JSON.stringify(v), (_k, x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).reverse()) : x));
        expect(canonicalJson(shuffled)).toBe(canonicalJson(v));
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 200 },
    );
  });

  it("refuses values JSON cannot hold, with a ValidationError naming the field", () => {
    expect(() => canonicalJson({ a: [1, Number.NaN] })).toThrow(ValidationError);
    expect(() => canonicalJson({ a: [1, Number.NaN] })).toThrow(/a\[1\]/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(ValidationError);
    expect(() => canonicalJson(10n)).toThrow(ValidationError);
  });
});

describe("SHA-256 and the legal hash", () => {
  it("equals node:crypto's SHA-256 on any text, ASCII or not, across block boundaries", () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const s = "x".repeat(n);
      expect(sha256Hex(s)).toBe(createHash("sha256").update(s, "utf8").digest("hex"));
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (s) => sha256Hex(s) === createHash("sha256").update(s, "utf8").digest("hex")),
      { numRuns: 200 },
    );
  });

  it("hashes the sorted canonical list, so the order of listing does not matter", () => {
    const moves = [
      { type: "take", source: 2, colour: "R", line: 1 },
      { line: "floor", colour: "B", type: "take", source: "centre" },
    ];
    expect(canonicalMoveList(moves)).toBe('[{"colour":"B","line":"floor","source":"centre","type":"take"},{"colour":"R","line":1,"source":2,"type":"take"}]');
    expect(legalHash(moves)).toBe(legalHash([...moves].reverse()));
    expect(legalHash([])).toBe(createHash("sha256").update("[]").digest("hex"));
  });
});

describe("perft", () => {
  for (const [id, game] of Object.entries(games as Record<string, AnyGame>)) {
    it(`${id}: depth 1 counts the legal moves, divide sums to the total and matches perft one ply down`, () => {
      const s = game.setup({ players: 2, seed: 5 });
      const moves = game.legalMoves(s) as readonly unknown[];
      expect(perft(game, s, 0).nodes).toBe(1);
      expect(perft(game, s, 1).nodes).toBe(moves.length);
      const r = perft(game, s, 2, { divide: true });
      expect(r.divide!.reduce((n, d) => n + d.nodes, 0)).toBe(r.nodes);
      expect(r.counts).toEqual([moves.length, r.nodes]);
      for (const d of r.divide!.slice(0, 5)) expect(d.nodes).toBe(perft(game, game.applyMove(s, d.move), 1).nodes);
      // Sorted by canonical JSON.
      const keys = r.divide!.map((d) => d.key);
      expect(keys).toEqual([...keys].sort());
    });
  }

  it("counts chance outcomes as nodes in explicit-chance mode", () => {
    const node = games.azul.setup({ players: 2, chance: "explicit" });
    // Five colours per tile drawn: 5, 25, 125.
    expect(perft(games.azul, node, 3).counts).toEqual([5, 25, 125]);
  });

  it("refuses a bad depth with a ValidationError", () => {
    const s = games.azul.setup({ players: 2, seed: 1 });
    for (const d of [-1, 1.5, 99, Number.NaN]) expect(() => perft(games.azul, s, d)).toThrow(ValidationError);
  });
});
