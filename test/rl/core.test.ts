import { describe, expect, it } from "vitest";
import { IllegalMoveError, ValidationError } from "../../src/core/index.js";
import { queensGarden } from "../../src/games/queens-garden/index.js";
import { queensGardenActionSpace as qg } from "../../src/games/queens-garden/action-space.js";
import { karesansui } from "../../src/games/karesansui/index.js";
import { karesansuiActionSpace } from "../../src/games/karesansui/action-space.js";
import { azulObservation } from "../../src/games/azul/observation.js";
import { azul } from "../../src/games/azul/index.js";
import { positions } from "./helpers.js";

describe("factored action spaces", () => {
  const s = queensGarden.setup({ players: 2, seed: 4 });

  it("give every index one meaning: the type, then each field's own range", () => {
    const segs = qg.segments(2);
    expect(segs[0]!.name).toBe("type");
    let at = 0;
    for (const seg of segs) {
      expect(seg.offset).toBe(at);
      expect(seg.values.length).toBe(seg.size);
      at += seg.size;
    }
    expect(at).toBe(qg.actionCount(2));
    expect(qg.actionLabels(2)).toHaveLength(at);
    expect(new Set(segs.map((x) => x.name)).size).toBe(segs.length);
  });

  it("a single action that only starts a move is INCOMPLETE_ACTION; step() chooses the rest", () => {
    const move = queensGarden.legalMoves(s).find((m) => m.type === "acquire")!;
    const actions = qg.encode(s, move);
    expect(actions.length).toBeGreaterThan(1);
    expect(() => qg.applyAction(s, actions[0]!)).toThrow(expect.objectContaining({ code: "INCOMPLETE_ACTION" }));
    let cur = qg.start(s);
    for (const a of actions) cur = qg.step(cur, a);
    expect(cur.prefix).toEqual([]);
    expect(cur.state).toEqual(queensGarden.applyMove(s, move));
  });

  it("an action the mask forbids is ILLEGAL_ACTION; out-of-range actions and bad player counts are ValidationErrors", () => {
    const mask = qg.mask(s);
    const bad = mask.indexOf(0);
    expect(() => qg.step(qg.start(s), bad)).toThrow(expect.objectContaining({ code: "ILLEGAL_ACTION" }));
    expect(() => qg.decode(s, [bad])).toThrow(IllegalMoveError);
    expect(() => qg.mask(s, [qg.actionCount(2)])).toThrow(ValidationError);
    expect(() => qg.mask(s, [1.5])).toThrow(ValidationError);
    expect(() => qg.actionCount(9)).toThrow(ValidationError);
    expect(() => qg.encode(s, { type: "toString" } as never)).toThrow(ValidationError);
    expect(() => qg.encode(s, { type: "pass", extra: 1 } as never)).toThrow(ValidationError);
  });

  it("while several seats may act, masks are per seat and the seat must be named", () => {
    let found = false;
    for (const st of positions(karesansui, 3, 4)) {
      const active = karesansui.activePlayers(st as never);
      if (active.length < 2) continue;
      found = true;
      expect(() => karesansuiActionSpace.mask(st as never)).toThrow(ValidationError);
      for (const p of active) {
        const moves = karesansui.legalMoves(st as never, p);
        expect(moves.every((m) => (m as { player?: number }).player === p)).toBe(true);
        const mask = karesansuiActionSpace.mask(st as never, [], p);
        expect(mask.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      }
      break;
    }
    expect(found, "a steal window in the sampled playouts").toBe(true);
  });
});

describe("observations", () => {
  it("refuse a state: only a player view is observed", () => {
    const s = azul.setup({ players: 2, seed: 1 });
    expect(() => azulObservation.encode(s as never)).toThrow(ValidationError);
  });
});
