/**
 * A defect seen from outside: Almadi's MCTS turned down a free mosaic card worth 3 points. The
 * card is worth its palace's value at once, and an effect still pending is worth something too,
 * so declining it must look worse to the evaluation, the greedy bot and the search alike.
 */
import { describe, expect, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { almadi, almadiPosition, evaluateAlmadi, LANDSCAPES, type AlmadiState } from "../../src/games/almadi/index.js";
import { greedyBot, mctsBot, type BotContext } from "../../src/bots/index.js";

const market = LANDSCAPES.find((l) => l.type === "MKT")!.id;
/** A caravan whose west edge is an arrow: next to ST1's caravan (row 4), whose east edge is a marteline, it activates it. */
const arrowWest = LANDSCAPES.find((l) => l.type === "CAR" && l.edges[3] === ">")!.id;

/**
 * Player 0 (starting tile ST1), having just placed a caravan at (4,1) from board slot 6, resolves
 * the marteline it activated: ST1's palace (1,0) touches an oasis and a market, so a mosaic card
 * laid on it scores 3.
 */
function freeCard(): AlmadiState {
  return almadiPosition({
    players: 2,
    seed: 1,
    startTiles: ["ST1", "ST2"],
    realms: { 0: { landscapes: { "1,1": market, "4,1": arrowWest } } },
    board: { 6: null },
    turn: { step: "resolve", pending: [{ icon: "marteline", tile: "ST1-4", edge: "E" }], genie: false },
  });
}

const ctx = (s: AlmadiState): BotContext<typeof almadi> => ({ game: almadi, player: 0, determinize: (rng) => almadi.determinize(s, 0, rng) });

describe("Almadi: a free mosaic card worth 3 points is taken", () => {
  const s = freeCard();
  const take = { type: "resolveEffect", effect: 0 } as const;
  const decline = { type: "declineEffect", effect: 0 } as const;

  it("the card scores 3 at once and the evaluation prefers taking it", () => {
    expect(almadi.legalMoves(s)).toEqual([take, decline]);
    const scoreOf = (t: AlmadiState) => almadi.score(t).players[0]!.total;
    expect(scoreOf(almadi.applyMove(s, take)) - scoreOf(s)).toBe(3);
    expect(evaluateAlmadi(almadi.applyMove(s, take), 0) - evaluateAlmadi(almadi.applyMove(s, decline), 0)).toBeCloseTo(3);
  });
  it("greedy and MCTS (fixed iterations, several seeds) take it", () => {
    expect(greedyBot(almadi.playerView(s, 0), almadi.legalMoves(s), Rng.fromSeed(1), ctx(s))).toEqual(take);
    for (const seed of [1, 2, 3]) {
      expect(mctsBot({ iterations: 200 })(almadi.playerView(s, 0), almadi.legalMoves(s), Rng.fromSeed(seed), ctx(s))).toEqual(take);
    }
  });
});
