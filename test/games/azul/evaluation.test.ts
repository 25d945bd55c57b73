import { describe, expect, it } from "vitest";
import { produce, Rng } from "../../../src/core/index.js";
import { colourIndex } from "../../../src/games/azul/data.js";
import { AZUL_EVALUATION_WEIGHTS } from "../../../src/games/azul/evaluation.js";
import { tilesOnOffer } from "../../../src/games/azul/round.js";
import { azul, type AzulState, type Colour, evaluateAzul } from "../../../src/games/azul/index.js";

const start = (): AzulState => azul.setup({ players: 2, seed: 1 });
/** Player 0's board changed by `edit`. */
const withBoard = (s: AzulState, edit: (b: { lines: { colour: Colour | null; count: number }[]; wall: (Colour | null)[][]; floor: (Colour | "first")[]; score: number }) => void): AzulState =>
  produce(s, (d) => {
    edit(d.boards[0] as never);
  });

describe("Azul evaluation", () => {
  it("is the game's evaluate, and the final total once the game is over", () => {
    expect(azul.evaluate).toBe(evaluateAzul);
    let s = start();
    const rng = Rng.fromSeed(2);
    while (!azul.isTerminal(s)) s = azul.applyMove(s, rng.pick(azul.legalMoves(s)), azul.activePlayers(s)[0]);
    for (const line of azul.score(s).players) expect(evaluateAzul(s, line.player)).toBe(line.total);
  });
  it("round-end tiling: a complete pattern line counts the points its tile will score", () => {
    const s = start();
    const full = withBoard(s, (b) => (b.lines[0] = { colour: "B", count: 1 }));
    // A lone tile scores 1; the new wall also feeds the bonus and adjacency promises.
    expect(evaluateAzul(full, 0)).toBeGreaterThan(evaluateAzul(s, 0) + 1);
  });
  it("floor risk: tiles on the floor cost their penalty now (never below 0)", () => {
    const s = withBoard(start(), (b) => (b.score = 10));
    const floored = withBoard(s, (b) => b.floor.push("B", "B", "R"));
    expect(evaluateAzul(s, 0) - evaluateAzul(floored, 0)).toBeCloseTo(4);
    const broke = withBoard(start(), (b) => b.floor.push("B", "B", "R"));
    expect(evaluateAzul(broke, 0)).toBeCloseTo(evaluateAzul(start(), 0));
  });
  it("pattern-line progress: a fuller unfinished line is worth more", () => {
    const s = start();
    const two = withBoard(s, (b) => (b.lines[3] = { colour: "R", count: 2 }));
    const three = withBoard(s, (b) => (b.lines[3] = { colour: "R", count: 3 }));
    expect(evaluateAzul(two, 0)).toBeGreaterThan(evaluateAzul(s, 0));
    expect(evaluateAzul(three, 0) - evaluateAzul(two, 0)).toBeCloseTo(AZUL_EVALUATION_WEIGHTS.lineProgress * (1 / 4));
  });
  it("pattern-line progress: a line the tiles left this round cannot finish counts `unreachable` of it", () => {
    const w = AZUL_EVALUATION_WEIGHTS;
    const s = start();
    const red = colourIndex("R");
    expect(tilesOnOffer(s, red)).toBeGreaterThanOrEqual(3);
    const two = withBoard(s, (b) => (b.lines[4] = { colour: "R", count: 2 }));
    // The same line, with every red tile gone from the factories and the centre (to the lid).
    const noReds = produce(two, (d) => {
      d.lid[red] = d.lid[red]! + tilesOnOffer(two, red);
      d.centre[red] = 0;
      for (const f of d.factories) f[red] = 0;
    });
    expect(tilesOnOffer(noReds, red)).toBe(0);
    const progress = (t: AzulState): number =>
      evaluateAzul(t, 0) -
      evaluateAzul(
        withBoard(t, (b) => (b.lines[4] = { colour: null, count: 0 })),
        0,
      );
    expect(progress(two)).toBeGreaterThan(0);
    expect(progress(noReds)).toBeCloseTo(progress(two) * w.unreachable);
    expect(w.unreachable).toBeLessThan(1);
    expect(progress(noReds)).toBeLessThan(progress(two));
  });
  it("end bonuses in reach: four tiles toward a column (+7) count more than toward a row (+2)", () => {
    const column = withBoard(start(), (b) => [0, 1, 2, 3].forEach((r) => (b.wall[r]![0] = (["B", "W", "K", "R"] as const)[r]!)));
    const row = withBoard(start(), (b) => [0, 1, 2, 3].forEach((c) => (b.wall[0]![c] = (["B", "Y", "R", "K"] as const)[c]!)));
    expect(evaluateAzul(column, 0) - evaluateAzul(row, 0)).toBeCloseTo(
      // Column case: four rows of 1 and a column of 4; row case: a row of 4 and four columns of 1 (fill squared).
      (AZUL_EVALUATION_WEIGHTS.bonusInReach * (2 * 4 * 1 + 7 * 16 - (2 * 16 + 7 * 4 * 1))) / 25,
    );
  });
  it("in the last round, unfinished lines promise nothing and the end bonuses count in full", () => {
    const s = withBoard(start(), (b) => {
      b.wall[0] = ["B", "Y", "R", "K", null];
      b.lines[0] = { colour: "W", count: 1 };
    });
    const withPartial = withBoard(s, (b) => (b.lines[4] = { colour: "R", count: 4 }));
    expect(evaluateAzul(withPartial, 0)).toBe(evaluateAzul(s, 0));
    // Row 1 complete: +2 row bonus; the W tile joins a run of five (5 points).
    expect(evaluateAzul(s, 0)).toBe(5 + 2);
  });
  it("is for the given player only", () => {
    const s = withBoard(start(), (b) => (b.lines[0] = { colour: "B", count: 1 }));
    expect(evaluateAzul(s, 1)).toBe(evaluateAzul(start(), 1));
  });
});
