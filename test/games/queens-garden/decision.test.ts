import { describe, expect, it } from "vitest";
import { queensGarden as G } from "../../../src/games/queens-garden/index.js";
import { fresh, k, play, withPlayer } from "./helpers.js";

describe("decision(state): who decides now and what kind of choice", () => {
  it("phase 1 asks the current player for an action, naming the seat from 1", () => {
    const s = G.setup({ players: 3, seed: 4, config: { firstPlayer: 2 } });
    const d = G.decision(s)!;
    expect(d.kind).toBe("action");
    expect(d.players).toEqual([2]);
    expect(d.players).toEqual(G.activePlayers(s));
    expect(d.prompt).toMatch(/^Player 3: acquire/);
  });

  it("right after a pass with items in storage the same player decides on discards", () => {
    let s = withPlayer(fresh(2, 2), 0, { tiles: ["Y3"] });
    s = play(s, { type: "pass" });
    const d = G.decision(s)!;
    expect(d).toEqual({ kind: "discard", players: [0], prompt: expect.stringMatching(/^Player 1: discard/) });
    s = play(s, { type: "discardTile", tile: k("Y3") });
    expect(G.decision(s)!.kind).toBe("action");
    expect(G.decision(s)!.players).toEqual([1]);
  });

  it("a pass with an empty storage needs no discard decision", () => {
    const s = play(fresh(2, 2), { type: "pass" });
    expect(G.decision(s)).toEqual({ kind: "action", players: [1], prompt: expect.stringMatching(/^Player 2: /) });
  });

  it("is null once the game is over, and a view gives the same decision as the state", () => {
    let s = fresh(2, 4);
    for (let i = 0; i < 5; i++) s = play(s, G.legalMoves(s)[i % G.legalMoves(s).length]!);
    expect(G.decision(G.playerView(s, 1))).toEqual(G.decision(s));
    while (!G.isTerminal(s))
      s = play(
        s,
        G.legalMoves(s).find((m) => m.type === "pass" || m.type === "endPass")!,
      );
    expect(G.decision(s)).toBeNull();
  });
});
