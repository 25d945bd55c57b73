import { describe, expect, it } from "vitest";
import { almadi, type AlmadiMove } from "../../../src/games/almadi/index.js";
import { Rng } from "../../../src/core/index.js";
import { arrange, newGame, play, tileWith } from "./helpers.js";

describe("Hidden information (spec §5.1)", () => {
  it("the view hides the supply order, the decks below their top cards, others' hands and the PRNG", () => {
    const s = newGame({ characters: true });
    const v = almadi.playerView(s, 0);
    const json = JSON.stringify(v);
    expect(json).not.toContain('"rng"');
    expect(v.supplySize).toBe(s.supply.length);
    expect(json).not.toContain(`"${s.supply[5]}"`);
    expect(v.mosaicTop).toBe(s.mosaicDeck[0]);
    expect(json).not.toContain(`"${s.mosaicDeck[1]}"`);
    expect(v.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(v.players[1]!.hand).toBeNull();
    expect(v.players[1]!.handCount).toBe(2);
    for (const c of s.players[1]!.hand) expect(json).not.toContain(`"${c}"`);
    for (const c of s.unusedCharacters) expect(json).not.toContain(`"${c}"`);
    const spectator = almadi.playerView(s, "spectator");
    expect(spectator.players.every((p) => p.hand === null)).toBe(true);
  });

  it("others' dealt cards and kept pair stay secret during the keep step", () => {
    let s = almadi.setup({ players: 2, seed: 5, config: { characters: true, startTiles: "random" } });
    const d = s.players[1]!.dealt;
    s = almadi.applyMove(s, { type: "keepCharacters", keep: [d[0]!, d[1]!] }, 1);
    const v = almadi.playerView(s, 0);
    expect(v.players[1]!.dealt).toBeNull();
    expect(v.players[1]!.dealtCount).toBe(4);
    expect(v.players[1]!.handCount).toBe(2);
  });

  it("states differing only in hidden parts give the same view; determinize keeps the view", () => {
    const s = newGame({ players: 3, characters: true });
    const t = almadi.determinize(s, 0, Rng.fromSeed(7));
    expect(t.supply).not.toEqual(s.supply);
    expect(almadi.playerView(t, 0)).toEqual(almadi.playerView(s, 0));
    expect(t.players[0]!.hand).toEqual(s.players[0]!.hand);
    expect(almadi.invariants(t)).toEqual([]);
  });
});

describe("describeMove and render", () => {
  it("describe moves in words and draw each realm as a grid", () => {
    const id = tileWith("CAR", "???>");
    const s = arrange(newGame(), { board: { 2: id } });
    expect(almadi.describeMove(s, { type: "place", slot: 2, cell: "2,1" })).toBe(`takes ${id} from board row 2 and places it on 2,1`);
    const t = play(s, { type: "place", slot: 2, cell: "2,1" });
    expect(almadi.describeMove(t, { type: "resolveEffect", effect: 0 })).toBe("takes a ruby (ST1-2 E)");
    const text = almadi.render(t);
    expect(text).toContain("Pending: #0 ruby (ST1-2 E)");
    expect(text).toContain("> CAR");
    expect(text).toContain("r1");
    expect(text).toMatch(/Player 0: -?\d+ points/);
  });

  it("every legal move of a random game has a description", () => {
    let s = newGame({ characters: true });
    const rng = Rng.fromSeed(3);
    for (let i = 0; i < 80 && !almadi.isTerminal(s); i++) {
      const moves = almadi.legalMoves(s);
      for (const m of moves) expect(almadi.describeMove(s, m as AlmadiMove)).toMatch(/\w/);
      s = almadi.applyMove(s, moves[rng.int(moves.length)]!);
    }
  });
});
