/** decision(state): the top of the decision stack, its player and a prompt naming the seat. */
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { TILE_MINE, TILE_SHIP, knowledgeTile } from "../../../src/games/castles-of-burgundy/data.js";
import type { CobDecisionKind } from "../../../src/games/castles-of-burgundy/index.js";
import { current, fresh, game, withDecision, withPlayer } from "./helpers.js";

describe("Decisions: kind from the top of the stack, players = activePlayers, a prompt naming the seat", () => {
  it("a new game on board 1 asks the first player of round 1 to use the dice", () => {
    const s = fresh(3, 2);
    const d = game.decision(s)!;
    expect(d.kind).toBe("turn");
    expect(d.players).toEqual(game.activePlayers(s));
    expect(d.prompt).toMatch(new RegExp(`^Player ${s.turnOrder[0]! + 1}: use your dice \\(\\d and \\d\\)`));
  });

  it("a board without a centre castle opens with startCastle decisions in first-round order", () => {
    const s = fresh(2, 2, { estate: "4" });
    const d = game.decision(s)!;
    expect(d.kind).toBe("startCastle");
    expect(d.players).toEqual([s.turnOrder[0]]);
    expect(d.prompt).toBe(`Player ${s.turnOrder[0]! + 1}: put the start castle on a castle space of your estate.`);
  });

  it("every kind of pending decision has its own kind and a prompt", () => {
    const base = fresh(2, 2);
    const seat = current(base);
    const full = withPlayer(base, seat, { storage: [TILE_MINE, TILE_SHIP, knowledgeTile(3)] });
    const kinds: CobDecisionKind[] = ["castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"];
    const prompts = new Set<string>();
    for (const kind of kinds) {
      const d = game.decision(withDecision(full, kind, seat))!;
      expect(d.kind).toBe(kind);
      expect(d.players).toEqual([seat]);
      expect(d.prompt.startsWith(`Player ${seat + 1}: `)).toBe(true);
      prompts.add(d.prompt);
    }
    expect(prompts.size).toBe(kinds.length);
    const discard = game.decision(withDecision(full, "discard", seat, knowledgeTile(12)))!;
    expect(discard).toEqual({ kind: "discard", players: [seat], prompt: `Player ${seat + 1}: storage is full: discard a stored tile to make room for the knowledge tile 12.` });
  });

  it("agrees with activePlayers through a whole game and is null once it is over", () => {
    const rng = Rng.fromSeed("decision");
    let s = fresh(4, 9);
    while (!game.isTerminal(s)) {
      const d = game.decision(s)!;
      expect(d.players).toEqual(game.activePlayers(s));
      expect(d.kind).toBe(s.decisions[s.decisions.length - 1]!.kind);
      const ms = game.legalMoves(s);
      s = game.applyMove(s, ms[rng.int(ms.length)]!);
    }
    expect(game.decision(s)).toBeNull();
  });
});
