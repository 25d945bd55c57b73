/** Text: describeMove and render name seats "Player N", show worker costs, and explain their codes. */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { BOARDING_HOUSE, TILE_SHIP, buildingTile } from "../../../src/games/castles-of-burgundy/data.js";
import type { CobState } from "../../../src/games/castles-of-burgundy/index.js";
import { SPACE, current, fresh, game, withDecision, withDepot, withDepotGoods, withPlayer } from "./helpers.js";

/** States of a seeded random game, every `every` moves. */
function samples(players: number, seed: number, every: number): CobState[] {
  const rng = Rng.fromSeed(seed);
  let s = fresh(players, seed);
  const out: CobState[] = [];
  for (let i = 0; !game.isTerminal(s); i++) {
    if (i % every === 0) out.push(s);
    const ms = game.legalMoves(s);
    s = game.applyMove(s, ms[rng.int(ms.length)]!);
  }
  return out;
}

describe("describeMove: the acting seat, the die by its face and the workers a die change costs", () => {
  it("taking a boarding house with a 3 die used as a 1 says it costs 2 workers", () => {
    const s0 = fresh(2, 5);
    const c = current(s0);
    const s = withDepot(withPlayer(s0, c, { dice: [3, 6], workers: 5 }), 1, [buildingTile(BOARDING_HOUSE)]);
    expect(game.describeMove(s, { type: "take", die: 0, value: 1, tile: buildingTile(BOARDING_HOUSE) })).toBe(
      `Player ${c + 1} uses the 3 die as a 1 (2 workers) to take the boarding house from depot 1`,
    );
  });

  it("a die used at its own face costs nothing and says so by naming only the face", () => {
    const s0 = fresh(2, 5);
    const c = current(s0);
    const s = withPlayer(s0, c, { dice: [2, 6], storage: [TILE_SHIP] });
    expect(game.describeMove(s, { type: "place", die: 0, value: 2, tile: TILE_SHIP, space: SPACE.ship17 })).toBe(`Player ${c + 1} uses the 2 die to place the ship on space 17 (ship 2)`);
  });

  it('a ship that takes nothing says so in words (not "goods none")', () => {
    const s0 = fresh(2, 5);
    const c = current(s0);
    let s = withDecision(s0, "ship", c);
    for (let d = 1; d <= 6; d++) s = withDepotGoods(s, d, [0, 0, 0, 0, 0, 0]);
    const [only] = game.legalMoves(s).filter((m) => m.type === "ship");
    expect(game.describeMove(s, only!)).toBe(`Player ${c + 1}'s ship takes no goods from depot 1`);
  });

  it("never names a die by its 0-based index, and always names the seat", () => {
    for (const s of samples(3, 4, 9)) {
      const seat = game.activePlayers(s)[0]!;
      for (const m of game.legalMoves(s)) {
        const text = game.describeMove(s, m);
        expect(text.startsWith(`Player ${seat + 1}`)).toBe(true);
        expect(text).not.toMatch(/\bdie [0-9]/);
        expect(text).not.toMatch(/none|undefined|NaN/);
      }
    }
  });
});

describe("render: one picture per viewer, with a legend of its codes and space ids", () => {
  it("render(state, seat) is renderView of the seat's view and hides the later goods stacks", () => {
    const s = fresh(2, 4);
    const text = game.render(s, 0);
    expect(text).toBe(game.render(game.playerView(s, 0)));
    expect(text).toContain("as Player 1 sees it");
    expect(text).toContain("Later phases' goods: face-down stacks of 5, 5, 5, 5");
    expect(text).not.toContain("Hidden parts");
  });

  it("render(state) is the omniscient picture: the same public lines plus the hidden goods", () => {
    const s = fresh(2, 4);
    const text = game.render(s);
    expect(text).toContain("Hidden parts:");
    expect(text).toContain(s.goodsStacks.map((st) => st.join(" ")).join(" | "));
    expect(text).toContain("Player 2: 0 points on the score track");
  });

  it("explains the estate codes and numbers every space", () => {
    const text = game.render(fresh(2, 4), "spectator");
    expect(text).toContain("Legend:");
    expect(text).toContain("CAS castle");
    expect(text).toContain("BHS boarding house");
    expect(text).toContain("Space ids of the estate boards");
    for (let sp = 0; sp <= 36; sp++) expect(text).toMatch(new RegExp(`\\b${sp}\\b`));
  });
});
