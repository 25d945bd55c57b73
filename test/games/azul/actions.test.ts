import { describe, expect, it } from "vitest";
import { Rng, ValidationError } from "../../../src/core/index.js";
import { actionCount, azul, decodeMove, encodeMove, legalActionMask, type AzulMove } from "../../../src/games/azul/index.js";
import { fresh } from "./helpers.js";

describe("§10.2 fixed-size action encoding", () => {
  it("has (F + 1) × 5 × 6 take actions: 180 / 240 / 300, and 5 more place actions on the grey wall", () => {
    expect([2, 3, 4].map((p) => actionCount(p))).toEqual([180, 240, 300]);
    expect([2, 3, 4].map((p) => actionCount(p, "grey"))).toEqual([185, 245, 305]);
    expect(() => actionCount(5)).toThrow(ValidationError);
  });

  it("numbers takes as (source × 5 + colour) × 6 + destination, the centre after the factories", () => {
    const s = fresh(2, 1);
    expect(encodeMove(s, { type: "take", source: 1, colour: "B", line: 1 })).toBe(0);
    expect(encodeMove(s, { type: "take", source: 1, colour: "B", line: "floor" })).toBe(5);
    expect(encodeMove(s, { type: "take", source: 1, colour: "Y", line: 1 })).toBe(6);
    expect(encodeMove(s, { type: "take", source: 2, colour: "B", line: 1 })).toBe(30);
    expect(encodeMove(s, { type: "take", source: "centre", colour: "W", line: "floor" })).toBe(179);
    const g = fresh(2, 1, { wall: "grey" });
    expect(encodeMove(g, { type: "place", column: 1 })).toBe(180);
    expect(decodeMove(g, 184)).toEqual({ type: "place", column: 5 });
  });

  it("decodes every action back to the move it encodes, and refuses indices outside the space", () => {
    for (const players of [2, 3, 4]) {
      const s = fresh(players, 3, { wall: "grey" });
      for (let a = 0; a < actionCount(players, "grey"); a++) expect(encodeMove(s, decodeMove(s, a))).toBe(a);
      expect(() => decodeMove(s, actionCount(players, "grey"))).toThrow(ValidationError);
      expect(() => decodeMove(s, -1)).toThrow(ValidationError);
    }
    expect(() => encodeMove(fresh(), { type: "place", column: 1 })).toThrow(/grey wall only/);
  });

  it("the legal-action mask marks exactly the legal moves, at every step of seeded games on both walls", () => {
    const rng = Rng.fromSeed("mask");
    for (const wall of ["coloured", "grey"] as const) {
      for (const players of [2, 3, 4]) {
        let s = fresh(players, `mask-${players}`, { wall });
        while (!azul.isTerminal(s)) {
          const legal = azul.legalMoves(s) as AzulMove[];
          const mask = legalActionMask(s);
          const marked = [...mask.keys()].filter((a) => mask[a] === 1);
          expect(marked.sort((a, b) => a - b)).toEqual(legal.map((m) => encodeMove(s, m)).sort((a, b) => a - b));
          s = azul.applyMove(s, decodeMove(s, marked[rng.int(marked.length)]!));
        }
        expect(legalActionMask(s).every((x) => x === 0)).toBe(true);
      }
    }
  });
});
