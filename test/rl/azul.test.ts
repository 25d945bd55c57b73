import { describe, expect, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { azul, legalActionMask } from "../../src/games/azul/index.js";
import { azulActionSpace } from "../../src/games/azul/action-space.js";
import { azulObservation } from "../../src/games/azul/observation.js";
import { checkLayout, checkObservation, checkPosition, positions } from "./helpers.js";

describe("azul action space", () => {
  for (const wall of ["coloured", "grey"] as const) {
    for (const players of [2, 3, 4]) {
      it(`${wall} wall, ${players} players: mask = legalMoves, round-trip, applyAction = applyMove`, () => {
        const rng = Rng.fromSeed(players);
        for (const s of positions(azul, players, 2, { wall })) {
          checkPosition(azul, azulActionSpace, s, rng);
          // The space reuses Azul's own flat encoding: same mask as legalActionMask.
          expect(Array.from(azulActionSpace.mask(s as never))).toEqual(Array.from(legalActionMask(s as never)));
        }
      });
    }
  }

  it("is flat: one action per move, 180 / 240 / 300 actions (+5 on the grey wall)", () => {
    expect(azulActionSpace.factored).toBe(false);
    expect([2, 3, 4].map((p) => azulActionSpace.actionCount(p))).toEqual([180, 240, 300]);
    expect(azulActionSpace.actionCount(2, { wall: "grey" })).toBe(185);
    expect(azulActionSpace.actionLabels(2)[0]).toBe("move=take factory 1 B → line 1");
    expect(azulActionSpace.actionLabels(2, { wall: "grey" })[184]).toBe("move=place column 5");
  });
});

describe("azul observation", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: fixed length, leak-free under determinize`, () => {
      checkLayout(azulObservation, players);
      const rng = Rng.fromSeed(players);
      for (const s of positions(azul, players, 1, { wall: "grey" })) checkObservation(azul, azulObservation, s, rng);
    });
  }

  it("puts the viewer first: seat 1's own score is p0.score in its observation", () => {
    const s = { ...azul.setup({ players: 2, seed: 3 }) };
    const scored = { ...s, boards: s.boards.map((b, i) => ({ ...b, score: i === 1 ? 7 : 2 })) };
    const at = azulObservation.layout(2).find((f) => f.name === "p0.score")!.offset;
    expect(azulObservation.encode(azul.playerView(scored, 1))[at]).toBe(7);
    expect(azulObservation.encode(azul.playerView(scored, 0))[at]).toBe(2);
  });
});
