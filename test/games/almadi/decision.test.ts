import { describe, expect, it } from "vitest";
import { almadi, type AlmadiDecisionKind } from "../../../src/games/almadi/index.js";
import { arrange, hireFree, newGame, play, randomGame, tileWith, withTurn } from "./helpers.js";

describe("decision(state): who decides now and what kind of choice", () => {
  it("setup: starting tiles one player at a time, then everyone still choosing keeps two characters at once", () => {
    let s = almadi.setup({ players: 3, seed: 1, config: { characters: true, firstPlayer: 0 } });
    expect(almadi.decision(s)).toEqual({ kind: "startTile", players: [2], prompt: "Player 3: choose a starting tile." });
    while (s.phase === "start") s = almadi.applyMove(s, almadi.legalMoves(s)[0]!);
    expect(almadi.decision(s)).toEqual({ kind: "keepCharacters", players: [0, 1, 2], prompt: "Player 1, Player 2 and Player 3: each keep two of the characters dealt to you." });
    const d = s.players[1]!.dealt;
    s = almadi.applyMove(s, { type: "keepCharacters", keep: [d[0]!, d[1]!] }, 1);
    expect(almadi.decision(s)).toMatchObject({ kind: "keepCharacters", players: [0, 2], prompt: "Player 1 and Player 3: each keep two of the characters dealt to you." });
  });

  it("a turn: the kind is the turn's step", () => {
    const s = arrange(newGame(), { board: { 2: tileWith("CAR", "???>") } });
    expect(almadi.decision(s)).toEqual({ kind: "take", players: [0], prompt: "Player 1: take a landscape from the central board and place it in your realm." });
    const t = play(s, { type: "place", slot: 2, cell: "2,1" });
    expect(almadi.decision(t)).toEqual({ kind: "resolve", players: [0], prompt: "Player 1: resolve or decline the activated effects." });
    const genie = withTurn(t, { step: "genie", pending: [], genie: true });
    expect(almadi.decision(genie)?.kind).toBe("genie");
    const c = play(arrange(newGame({ characters: true }), { board: { 4: tileWith("OAS", "???>") } }), { type: "place", slot: 4, cell: "3,1" });
    expect(almadi.decision(c)).toEqual({ kind: "end", players: [0], prompt: "Player 1: end the turn." });
    const ali = play(hireFree(newGame({ characters: true }), 0, "ali"), { type: "aliDraw" });
    expect(almadi.decision(ali)).toMatchObject({ kind: "ali", prompt: "Player 1: place or swap the landscape drawn with Ali." });
  });

  it("a Dunyazad extra turn says so; a finished game has no decision", () => {
    let s = hireFree(newGame({ players: 2, characters: true }), 0, "dunyazad");
    while (!s.normalTurnsOver) {
      const m = almadi.legalMoves(s).find((x) => x.type !== "hire" && x.type !== "chooseCopy" && x.type !== "zeinabTrade")!;
      s = almadi.applyMove(s, m);
    }
    expect(almadi.decision(s)).toEqual({ kind: "take", players: [0], prompt: "Player 1: take a landscape from the central board and place it in your realm (Dunyazad's extra turn)." });
    expect(almadi.decision(randomGame({ players: 2, characters: false, seed: 1, steps: 100000 }))).toBeNull();
  });

  it("along random games: players are always activePlayers, and every documented kind occurs", () => {
    const seen = new Set<AlmadiDecisionKind>();
    for (const [players, characters, seed] of [
      [2, true, 11],
      [3, true, 12],
      [4, false, 13],
      [5, true, 14],
    ] as const) {
      for (let steps = 0; steps < 400; steps += 7) {
        const s = randomGame({ players, characters, seed, steps });
        const d = almadi.decision(s);
        if (d === null) {
          expect(almadi.isTerminal(s)).toBe(true);
          break;
        }
        expect(d.players).toEqual(almadi.activePlayers(s));
        expect(d.prompt).toMatch(/^Player \d/);
        seen.add(d.kind);
      }
    }
    expect([...seen].sort()).toEqual(["end", "genie", "keepCharacters", "resolve", "startTile", "take"]);
  });
});
