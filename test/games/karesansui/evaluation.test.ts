import { describe, expect, it } from "vitest";
import { finishedGame } from "../../properties/contract.js";
import { produce } from "../../../src/core/index.js";
import { KARESANSUI_EVALUATION_WEIGHTS as W, connectedOption, stoneOption, tileWorth } from "../../../src/games/karesansui/evaluation.js";
import { karesansui, karesansuiPosition, type KaresansuiState, evaluateKaresansui } from "../../../src/games/karesansui/index.js";
import { CELLS, designOf } from "../../../src/games/karesansui/board.js";
import { POINTS, VIRTUE } from "../../../src/games/karesansui/data.js";
import { greedyBot } from "../../../src/bots/index.js";
import { Rng } from "../../../src/core/index.js";

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
  it("held virtue counts less than its point while the game goes on (the next stone spends it all)", () => {
    const s = produce(karesansui.setup({ players: 2, seed: 8 }), (d) => void (d.players[0]!.virtue = 1));
    const richer = produce(s, (d) => void (d.players[0]!.virtue = 4));
    const option = W.stoneOption * (stoneOption(richer, 0) - stoneOption(s, 0));
    expect(evaluateKaresansui(richer, 0) - evaluateKaresansui(s, 0)).toBeCloseTo(3 * (POINTS.perVirtue + W.heldVirtue) + option);
    expect(W.heldVirtue).toBeLessThan(0);
  });
  it("held virtue is worth what it may still buy: the best stone kind the garden lacks, by the share of its threshold reached", () => {
    const start = karesansui.setup({ players: 2, seed: 8 });
    const at = (virtue: number, change: (d: { supply: Record<string, number>; players: { stones: (string | null)[] }[] }) => void = () => {}) =>
      produce(start, (d) => {
        d.players[0]!.virtue = virtue;
        change(d as never);
      });
    // With the boat stone in supply: its new kind and its bonus, by virtue / 5.
    expect(stoneOption(at(0), 0)).toBe(0);
    expect(stoneOption(at(5), 0)).toBeCloseTo(POINTS.perStoneKind + POINTS.boat);
    expect(stoneOption(at(4), 0)).toBeCloseTo(Math.max(((POINTS.perStoneKind + POINTS.boat) * 4) / 5, POINTS.perStoneKind));
    // The boat gone from the supply: the best is a new kind, reached at its threshold (a lying-flat stone, 1 virtue).
    expect(
      stoneOption(
        at(1, (d) => void (d.supply.B = 0)),
        0,
      ),
    ).toBeCloseTo(POINTS.perStoneKind);
    // A kind the garden has already is no gain.
    expect(
      stoneOption(
        at(1, (d) => ((d.supply.B = 0), (d.players[0]!.stones[0] = "Y"))),
        0,
      ),
    ).toBeCloseTo(POINTS.perStoneKind / 2);
    // More virtue never lowers it, and it moves the evaluation by its weight.
    for (let v = 0; v < VIRTUE.max; v++) expect(stoneOption(at(v + 1), 0)).toBeGreaterThanOrEqual(stoneOption(at(v), 0));
    expect(W.stoneOption).toBeGreaterThan(0);
  });
  it("mid-game: the garden's score plus each unused gardener card and each empty cell (a later tile will fill it)", () => {
    const s = produce(karesansui.setup({ players: 2, seed: 8 }), (d) => void (d.players[1]!.storage = null));
    const me = s.players[1]!;
    const unused = me.gardeners.filter((g) => !me.used.includes(g)).length;
    expect(me.placed).toBe(0);
    expect(evaluateKaresansui(s, 1)).toBeCloseTo(karesansui.score(s).players[1]!.total + W.gardener * unused + W.laterTile * CELLS);
    expect(W.laterTile).toBeGreaterThan(0);
  });
});

describe("Karesansui evaluation: the all-connected bonus (7 for a full garden with no broken boundary)", () => {
  const garden = (rows: string[]) => karesansuiPosition({ seed: 1, gardens: [{ garden: rows, virtue: 2 }] });
  // Two sand tiles, one above the other: plain edges join; a small fan's arc crossing the lower edge does not.
  const joined = garden(["S1 . . . .", "S1 . . . .", ". . . . ."]);
  const broken = garden(["QsSE . . . .", "S1 . . . .", ". . . . ."]);
  it("stays in reach while no boundary is broken, by the share of the garden filled, and is lost at the first break", () => {
    expect(karesansui.score(broken).players[0]!.breakdown.disturbance).toBe(POINTS.perBreak);
    expect(connectedOption(joined, 0)).toBeCloseTo((POINTS.allConnected * 2) / CELLS);
    expect(connectedOption(broken, 0)).toBe(0);
    expect(connectedOption(karesansui.setup({ players: 2, seed: 8 }), 0)).toBe(0);
  });
  it("a first broken boundary costs more than its 2 points while the game goes on: the bonus in reach goes with it", () => {
    const lost = evaluateKaresansui(joined, 0) - evaluateKaresansui(broken, 0);
    expect(lost).toBeCloseTo(-POINTS.perBreak + W.connected * connectedOption(joined, 0));
    expect(W.connected).toBeGreaterThan(0);
  });
  it("a full garden's bonus is the score's own, not counted again", () => {
    const full = garden(["S3 S3 S3 S3 S4", "S4 S4 S4 S5 S5", "S5 S5 S6 S6 S6"]);
    expect(karesansui.score(full).players[0]!.breakdown.allConnected).toBe(POINTS.allConnected);
    expect(connectedOption(full, 0)).toBe(0);
  });
});

describe("Karesansui evaluation: a tile on its way into a garden (placement, steal, gift)", () => {
  // The placer's sand garden and the thief's three quarter fans: QlNW closes their circle (10
  // points for them), MF scores nothing in either garden.
  const position = (tile: string) =>
    karesansuiPosition({
      seed: 1,
      gardens: [
        { garden: ["S1 S1 . . .", "S1 . . . .", ". . . . ."], virtue: 2 },
        { garden: ["QlSE QlSW . . .", "QlNE . . . .", ". . . . ."], virtue: 3 },
      ],
      decision: { kind: "step1", tile },
    });
  const greedyAnswer = (s: KaresansuiState, seat: number, seed = 1) =>
    greedyBot(karesansui.playerView(s, seat), karesansui.legalMoves(s, seat), Rng.fromSeed(seed), { game: karesansui, player: seat, determinize: (r: Rng) => karesansui.determinize(s, seat, r) });

  it("tileWorth is what the best legal cell adds to the garden's score", () => {
    for (const tile of ["QlNW", "MF", "S2"]) {
      const s = karesansui.applyMove(karesansui.applyMove(position(tile), { type: "place" }, 0), { type: "passSteal" }, 1);
      expect(karesansui.decision(s)!.kind).toBe("placeCell");
      const before = karesansui.score(s).players[0]!.total;
      const best = Math.max(...karesansui.legalMoves(s, 0).map((m) => karesansui.score(karesansui.applyMove(s, m, 0)).players[0]!.total - before));
      expect(tileWorth(s, 0, designOf(tile))).toBe(best);
    }
  });
  it("greedy steals a tile that scores 10 for it, and not one that scores nothing for anyone (it would only lose 2 virtue)", () => {
    const worth = (tile: string) => karesansui.applyMove(position(tile), { type: "place" }, 0);
    expect(greedyAnswer(worth("QlNW"), 1)).toEqual({ type: "declareSteal" });
    expect(greedyAnswer(worth("MF"), 1)).toEqual({ type: "passSteal" });
    // The steal is valued at once: the thief's evaluation gains the tile's 10 points less the virtue
    // paid and the later tile the cell would have had.
    const s = worth("QlNW");
    const stolen = karesansui.applyMove(s, { type: "declareSteal" }, 1);
    const passed = karesansui.applyMove(s, { type: "passSteal" }, 1);
    expect(evaluateKaresansui(stolen, 1) - evaluateKaresansui(passed, 1)).toBeCloseTo(10 - 2 - W.laterTile);
    expect(evaluateKaresansui(stolen, 0)).toBeLessThan(evaluateKaresansui(passed, 0));
  });
  it("greedy never pays 2 virtue to steal a tile that only scores that much between both gardens (a later tile fills each cell anyway)", () => {
    // QsNE adds 1 point to each garden: moved from the placer's garden to the thief's, it is worth 2
    // points, the virtue the steal costs; counted against a later tile, less.
    const s = karesansui.applyMove(position("QsNE"), { type: "place" }, 0);
    expect(tileWorth(s, 0, designOf("QsNE")) + tileWorth(s, 1, designOf("QsNE"))).toBe(-VIRTUE.steal);
    for (let seed = 1; seed <= 16; seed++) expect(greedyAnswer(s, 1, seed)).toEqual({ type: "passSteal" });
  });
  it("greedy accepts a gift that scores more for it than the 2 virtue it gives the giver are worth to them, and declines one that scores less", () => {
    const offered = (tile: string) => karesansui.applyMove(position(tile), { type: "give", to: 1 }, 0);
    // What the giver's 2 virtue are worth to them in the evaluation: their points, less the held-virtue discount.
    const giversGain = VIRTUE.gift * (POINTS.perVirtue + W.heldVirtue);
    expect(karesansui.decision(offered("QlNW"))!.kind).toBe("gift");
    expect(tileWorth(offered("QlNW"), 1, designOf("QlNW"))).toBeGreaterThan(giversGain);
    expect(greedyAnswer(offered("QlNW"), 1)).toEqual({ type: "acceptGift" });
    expect(tileWorth(offered("MF"), 1, designOf("MF"))).toBeLessThan(giversGain);
    expect(greedyAnswer(offered("MF"), 1)).toEqual({ type: "declineGift" });
  });
});
