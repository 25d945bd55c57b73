import { describe, expect, it } from "vitest";
import { almadi, CHARACTERS, LEGEND } from "../../../src/games/almadi/index.js";
import { Rng } from "../../../src/core/index.js";
import { arrange, giveRubies, newGame, play, randomGame, tileWith, toHand } from "./helpers.js";

describe("describeMove names the acting seat (Player 1 = seat 0) and what the player sees", () => {
  it("placement, effects and hires in words", () => {
    const id = tileWith("CAR", "???>");
    const s = arrange(newGame(), { board: { 2: id } });
    expect(almadi.describeMove(s, { type: "place", slot: 2, cell: "2,1" })).toBe(`Player 1 takes ${id} from board row 2 and places it on cell 2,1`);
    const t = play(s, { type: "place", slot: 2, cell: "2,1" });
    expect(almadi.describeMove(t, { type: "resolveEffect", effect: 0 })).toBe("Player 1 resolves the ruby on the E edge of ST1-2: takes a ruby");
    expect(almadi.describeMove(t, { type: "declineEffect", effect: 0 })).toBe("Player 1 declines the ruby on the E edge of ST1-2");
    let c = giveRubies(toHand(newGame({ characters: true }), 0, "khalif"), 0, 3);
    expect(almadi.describeMove(c, { type: "hire", character: "khalif" })).toBe("Player 1 hires Khalif for 3 rubies");
    c = play(c, { type: "place", slot: 0, cell: "1,1" });
    while (c.turn!.step !== "end")
      c = play(
        c,
        almadi.legalMoves(c).find((m) => m.type.startsWith("decline"))!,
      );
    c = play(c, { type: "endTurn" });
    expect(almadi.describeMove(c, almadi.legalMoves(c)[0]!)).toMatch(/^Player 2 /);
  });

  it("a move that is not legal is refused with its typed error instead of described", () => {
    const s = newGame();
    expect(() => almadi.describeMove(s, { type: "place", slot: 0, cell: "3,1" })).toThrow(expect.objectContaining({ code: "WRONG_ROW" }));
    expect(() => almadi.describeMove(s, { type: "endTurn" }, 1)).toThrow(expect.objectContaining({ code: "NOT_YOUR_TURN" }));
  });

  it("every legal move of random games has a description naming its seat", () => {
    for (const seed of [3, 4]) {
      let s = randomGame({ players: 3, characters: true, seed, steps: 0 });
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 120 && !almadi.isTerminal(s); i++) {
        const moves = almadi.legalMoves(s);
        for (const m of moves) expect(almadi.describeMove(s, m)).toMatch(/^Player [1-3] \w/);
        s = almadi.applyMove(s, moves[rng.int(moves.length)]!);
      }
    }
  });
});

describe("render and renderView", () => {
  it("the omniscient render draws each realm as a grid, names seats from Player 1 and explains its codes", () => {
    const id = tileWith("CAR", "???>");
    const t = play(arrange(newGame(), { board: { 2: id } }), { type: "place", slot: 2, cell: "2,1" });
    const text = almadi.render(t);
    expect(text).toContain("Pending effects, in order: ruby (E edge of ST1-2)");
    expect(text).toContain("> CAR");
    expect(text).toContain("r1");
    expect(text).toMatch(/^Player 1: -?\d+ points/m);
    expect(text).toMatch(/^Player 2: -?\d+ points/m);
    expect(text).not.toMatch(/^Player 0/m);
    for (const line of LEGEND) expect(text).toContain(line);
    expect(text).toContain("> activation arrow, g genie");
    expect(text).toContain(`supply, top first: ${t.supply.join(" ")}`);
  });

  it("a seat's picture shows its own characters and only counts of the others'; render(state, seat) is that picture", () => {
    const s = newGame({ players: 3, characters: true });
    const text = almadi.render(s, 1);
    expect(almadi.render(almadi.playerView(s, 1))).toBe(text);
    expect(text).toContain("view of Player 2");
    expect(text).toMatch(/^Player 2 \(you\)/m);
    expect(text).toContain("hand: 2 hidden");
    expect(text).not.toContain(s.supply.join(" "));
    expect(text).not.toContain("undealt");
    const hidden = [...s.players[0]!.hand, ...s.players[2]!.hand, ...s.unusedCharacters];
    const body = text.slice(0, text.indexOf("Legend:"));
    const shown = (c: string) => CHARACTERS.find((x) => x.id === c)!.name.split(",")[0]!;
    for (const c of hidden) expect(body).not.toMatch(new RegExp(`\\b${shown(c)}\\b`));
    for (const c of s.players[1]!.hand) expect(text).toContain(shown(c));
    for (const line of LEGEND) expect(text).toContain(line);
    const spectator = almadi.render(s, "spectator");
    expect(spectator).toContain("spectator's view");
    expect(spectator.match(/hand: 2 hidden/g)).toHaveLength(3);
  });

  it("renders every phase, the keep step's dealt cards included", () => {
    for (const steps of [0, 3, 5, 60, 100000]) {
      const s = randomGame({ players: 2, characters: true, seed: 8, steps });
      expect(almadi.render(s)).toContain("Legend:");
      expect(almadi.render(s, 0)).toContain("Legend:");
    }
    const keep = almadi.setup({ players: 2, seed: 5, config: { characters: true, startTiles: "random" } });
    expect(almadi.render(keep, 0)).toContain("dealt: 4 hidden");
    expect(almadi.render(keep, 0)).toMatch(/Player 1 \(you\)[^]*dealt: \w/);
  });
});
