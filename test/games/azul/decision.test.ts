import { describe, expect, expectTypeOf, it } from "vitest";
import type { DecisionPoint } from "../../../src/core/index.js";
import type { AzulDecisionKind } from "../../../src/games/azul/index.js";
import { fresh, G, lines, play, position, roundEnd, take } from "./helpers.js";

describe("decision(state): who decides now, what kind of choice, and a prompt", () => {
  it("the factory offer is a `take` decision of the player whose turn it is", () => {
    const s = position({ factories: ["BBYR"], startPlayer: 1 });
    expect(G.decision(s)).toEqual({ kind: "take", players: [1], prompt: "Player 2: take tiles of one colour from a factory or the centre" });
    const t = play(s, take(1, "B", 1));
    expect(G.decision(t)).toMatchObject({ kind: "take", players: [0] });
  });

  it("a grey-wall column choice is a `place` decision of the line's owner, naming the line", () => {
    const { after } = roundEnd({ lines: lines("", "", "RRR", "", "") }, { config: { wall: "grey" } });
    expect(after.phase).toBe("tiling");
    expect(G.decision(after)).toEqual({ kind: "place", players: [0], prompt: "Player 1: choose the wall column for the tile of pattern line 3" });
  });

  it("players always equal activePlayers, through whole games on both sides", () => {
    for (const wall of ["coloured", "grey"] as const) {
      let s = fresh(3, `decision-${wall}`, { wall });
      while (!G.isTerminal(s)) {
        const d = G.decision(s)!;
        expect(d.players).toEqual(G.activePlayers(s));
        const moves = G.legalMoves(s);
        expect(moves.every((m) => m.type === d.kind)).toBe(true);
        s = play(s, moves[(s.round * 7 + moves.length) % moves.length]!);
      }
    }
  });

  it("a finished game has no decision", () => {
    const { after } = roundEnd({ wall: [[null, "Y", "R", "K", "W"], ...Array.from({ length: 4 }, () => [null, null, null, null, null])], lines: lines("B", "", "", "", "") });
    expect(G.isTerminal(after)).toBe(true);
    expect(G.decision(after)).toBeNull();
  });

  it("a player's view answers the same as the state", () => {
    const s = fresh(2, 5);
    expect(G.decision(G.playerView(s, 1))).toEqual(G.decision(s));
    expect(G.decision(G.playerView(s, "spectator"))).toEqual(G.decision(s));
  });

  it("the kind is typed by the documented union AzulDecisionKind", () => {
    expectTypeOf(G.decision(fresh(2, 5))).toEqualTypeOf<DecisionPoint<AzulDecisionKind> | null>();
    expectTypeOf<AzulDecisionKind>().toEqualTypeOf<"take" | "place">();
  });
});
