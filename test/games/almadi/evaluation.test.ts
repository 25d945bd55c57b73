import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { ALMADI_EVALUATION_WEIGHTS as W } from "../../../src/games/almadi/evaluation.js";
import { objectiveData } from "../../../src/games/almadi/catalog.js";
import { almadi, almadiPosition, LANDSCAPES, evaluateAlmadi } from "../../../src/games/almadi/index.js";

describe("Almadi evaluation", () => {
  it("is the game's evaluate, and the final total once the game is over", () => {
    expect(almadi.evaluate).toBe(evaluateAlmadi);
    const s = finishedGame(almadi, 2, 5);
    for (const line of almadi.score(s).players) expect(evaluateAlmadi(s, line.player)).toBe(line.total);
  });
  it("mid-game: the final scoring as if ended now, open objectives forgiven in part, and the realm's size", () => {
    const s = almadi.setup({ players: 2, seed: 6 });
    for (const p of [0, 1]) {
      const me = s.players[p]!;
      let open = 0;
      for (const o of me.objectives) if (!o.completed) open += objectiveData(o.id)?.value ?? 0;
      const expected = almadi.score(s).players[p]!.total + W.openObjective * open + W.landscape * Object.keys(me.realm).length;
      expect(evaluateAlmadi(s, p)).toBeCloseTo(expected);
    }
  });
});

describe("Almadi evaluation while the game goes on", () => {
  const market = LANDSCAPES.find((l) => l.type === "MKT")!.id;
  const arrowWest = LANDSCAPES.find((l) => l.type === "CAR" && l.edges[3] === ">")!.id;
  // Player 0 has just placed a caravan that activates the marteline of ST1's caravan.
  const s = almadiPosition({
    players: 2,
    seed: 1,
    startTiles: ["ST1", "ST2"],
    realms: { 0: { landscapes: { "1,1": market, "4,1": arrowWest } } },
    board: { 6: null },
    turn: { step: "resolve", pending: [{ icon: "marteline", tile: "ST1-4", edge: "E" }], genie: false },
  });
  it("an effect still to resolve counts for the player on turn, and is lost when declined", () => {
    const declined = almadi.applyMove(s, { type: "declineEffect", effect: 0 });
    expect(evaluateAlmadi(s, 0) - evaluateAlmadi(declined, 0)).toBeCloseTo(W.pendingEffect);
    expect(evaluateAlmadi(s, 1)).toBeCloseTo(evaluateAlmadi(declined, 1));
  });
  it("a mosaic card no palace takes yet still counts while the game goes on", () => {
    const taken = almadi.applyMove(s, { type: "resolveEffect", effect: 0 });
    const second = almadiPosition({ from: taken, realms: { 0: { mosaics: [...taken.players[0]!.mosaics, taken.mosaicDeck[0]!] } } });
    expect(almadi.score(second).players[0]!.total).toBe(almadi.score(taken).players[0]!.total);
    expect(evaluateAlmadi(second, 0) - evaluateAlmadi(taken, 0)).toBeCloseTo(W.spareMosaic);
  });
});
