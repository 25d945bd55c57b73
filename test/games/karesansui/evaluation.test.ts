import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { produce } from "../../../src/core/index.js";
import { KARESANSUI_EVALUATION_WEIGHTS as W } from "../../../src/games/karesansui/evaluation.js";
import { karesansui, evaluateKaresansui } from "../../../src/games/karesansui/index.js";


describe("Karesansui evaluation", () => {
  it("is the game's evaluate, and the final total once the game is over", () => {
    expect(karesansui.evaluate).toBe(evaluateKaresansui);
    const s = finishedGame(karesansui, 2, 7);
    for (const line of karesansui.score(s).players) expect(evaluateKaresansui(s, line.player)).toBe(line.total);
  });
  it("a tile kept in storage counts as a placement still to come", () => {
    const s = produce(karesansui.setup({ players: 2, seed: 8 }), (d) => void (d.players[0]!.storage = null));
    const kept = produce(s, (d) => void (d.players[0]!.storage = 0));
    expect(evaluateKaresansui(kept, 0) - evaluateKaresansui(s, 0)).toBeCloseTo(W.storedTile);
  });
  it("mid-game: the garden's score plus each unused gardener card", () => {
    const s = produce(karesansui.setup({ players: 2, seed: 8 }), (d) => void (d.players[1]!.storage = null));
    const me = s.players[1]!;
    const unused = me.gardeners.filter((g) => !me.used.includes(g)).length;
    expect(evaluateKaresansui(s, 1)).toBeCloseTo(karesansui.score(s).players[1]!.total + W.gardener * unused);
  });
});
