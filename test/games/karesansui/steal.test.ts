import { describe, expect, it } from "vitest";
import { designOf, type GardenerId, type KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, codeOf, drawn, fresh, FULL_SAND, G, play, top, withGarden, withVirtue } from "./helpers.js";

/** Sets every player's gardener hand. */
function cards(s: KaresansuiState, hands: GardenerId[][]): KaresansuiState {
  hands.forEach((h, p) => (s = withGarden(s, p, null, { gardeners: h })));
  return s;
}

/** 3 players, player 0 about to place S1; players 1 and 2 have enough virtue; nobody holds Shigemori. */
function window3(virtues = [0, 3, 2]): KaresansuiState {
  let s = cards(fresh(3, 5), [["muso"], ["zenami"], ["sesshu"]]);
  s = withGarden(s, 0, ["S5 S5 . . .", ". . . . .", ". . . . ."]);
  return withVirtue(drawn(s, "S1", 0), virtues);
}

describe("Steal window: a simultaneous decision of every eligible opponent (§6.1.7, A13)", () => {
  it("all eligible opponents are active at once, each with declare or pass, every listed move naming its seat", () => {
    const s = play(window3(), { type: "place" });
    expect(G.activePlayers(s)).toEqual([1, 2]);
    expect(G.legalMoves(s, 1)).toEqual([
      { type: "declareSteal", player: 1 },
      { type: "passSteal", player: 1 },
    ]);
    expect(G.legalMoves(s, 2)).toEqual([
      { type: "declareSteal", player: 2 },
      { type: "passSteal", player: 2 },
    ]);
    const all = G.legalMoves(s);
    expect(new Set(all.map((m) => JSON.stringify(m))).size).toBe(4);
    // Each listed move applies as it stands: the seat it names answers.
    for (const m of all) expect(top(G.applyMove(s, m)).players).not.toContain(m.player);
    expect(codeOf(s, { type: "passSteal", player: 1 }, 2)).toBe("PLAYER_MISMATCH");
    expect(codeOf(s, { type: "passSteal" })).toBe("PLAYER_REQUIRED");
    expect(codeOf(s, { type: "passSteal" }, 0)).toBe("NOT_YOUR_TURN");
    const t = play(s, [2, { type: "passSteal" }]);
    expect(G.activePlayers(t)).toEqual([1]);
  });

  it("only opponents with at least 2 virtue may steal; nobody eligible means the placer chooses the cell at once", () => {
    const s = play(window3([0, 1, 2]), { type: "place" });
    expect(G.activePlayers(s)).toEqual([2]);
    const none = play(window3([6, 1, 0]), { type: "place" });
    expect(top(none)).toMatchObject({ kind: "placeCell", players: [0], origin: "place" });
  });

  it("nobody declares: the placer places the tile", () => {
    const s = play(window3(), { type: "place" }, [1, { type: "passSteal" }], [2, { type: "passSteal" }]);
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [0] });
    expect(s.players.map((p) => p.virtue)).toEqual([0, 3, 2]);
  });

  it("one declarer pays 2 virtue and places the tile at once; the victim gets nothing and goes on to Step 2", () => {
    let s = play(window3(), { type: "place" }, [1, { type: "declareSteal" }], [2, { type: "passSteal" }]);
    expect(top(s).kind).toBe("stealReaction"); // Shigemori unrevealed: the placer is asked
    s = play(s, { type: "allowSteal" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [1], origin: "steal", tile: designOf("S1") });
    expect(s.players.map((p) => p.virtue)).toEqual([0, 1, 2]);
    // Empty garden: the first-tile corner rule applies to the thief (A29).
    expect(G.legalMoves(s)).toEqual([
      { type: "placeCell", cell: at(0, 0) },
      { type: "placeCell", cell: at(2, 0) },
    ]);
    s = play(s, { type: "placeCell", cell: at(2, 0) });
    expect(s.players[1]!.placed).toBe(1);
    expect(s.players[1]!.monk).toBe(at(2, 0));
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
    expect(s.players[0]!.placed).toBe(2);
  });

  it("several declarers: the one with fewer garden tiles executes; only the executor pays", () => {
    let s = withGarden(window3([0, 4, 4]), 1, ["S6 . . . .", ". . . . .", ". . . . ."]);
    s = play(s, { type: "place" }, [1, { type: "declareSteal" }], [2, { type: "declareSteal" }], { type: "allowSteal" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [2] });
    expect(s.players.map((p) => p.virtue)).toEqual([0, 4, 2]);
  });

  it("a tie in tiles goes to the tied declarer first clockwise from the placer (A14)", () => {
    let s = cards(fresh(4, 5, { firstPlayer: 2 }), [["muso"], ["zenami"], ["sesshu"], ["rikyu"]]);
    s = withVirtue(drawn(s, "S1", 2), [3, 3, 0, 0]);
    s = play(s, { type: "place" }, [0, { type: "declareSteal" }], [1, { type: "declareSteal" }], { type: "allowSteal" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [0] });
    expect(s.players.map((p) => p.virtue)).toEqual([1, 3, 0, 0]);
  });

  it("declarations are sealed: a player's view shows only their own declaration until all are in", () => {
    const s = play(window3(), { type: "place" }, [1, { type: "declareSteal" }]);
    const d1 = G.playerView(s, 1).stack.at(-1)!;
    const d2 = G.playerView(s, 2).stack.at(-1)!;
    expect(d1).toMatchObject({ kind: "steal", declared: [1] });
    expect(d2).toMatchObject({ kind: "steal", declared: [] });
    expect(G.playerView(s, "spectator").stack.at(-1)).toMatchObject({ declared: [] });
  });

  it("no steals once a garden is full (A12), and a full garden cannot steal", () => {
    const s = play(withGarden(window3([0, 6, 6]), 2, FULL_SAND), { type: "place" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [0] });
  });
});

describe("Shigemori Mirei counter (PROVISIONAL §11.2)", () => {
  it("the holder cancels a declared steal: nobody pays, the placer places, the card is revealed", () => {
    let s = cards(window3(), [["shigemori"], ["zenami"], ["sesshu"]]);
    s = play(s, { type: "place" }, [1, { type: "declareSteal" }], [2, { type: "passSteal" }]);
    expect(G.legalMoves(s)).toEqual([{ type: "counterSteal" }, { type: "allowSteal" }]);
    s = play(s, { type: "counterSteal" });
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [0], origin: "place" });
    expect(s.players.map((p) => p.virtue)).toEqual([0, 3, 2]);
    expect(s.players[0]!.used).toEqual(["shigemori"]);
    expect(s.players[0]!.gardeners).toEqual([]);
    // Once revealed, later steals are executed without asking the placer.
    s = play(s, { type: "placeCell", cell: at(0, 2) }, { type: "zazen" });
    expect(s.current).toBe(1);
    s = withVirtue(s, [3, 0, 0]);
    s = play(s, { type: "place" }, [0, { type: "declareSteal" }]);
    expect(top(s)).toMatchObject({ kind: "placeCell", players: [0], origin: "steal" });
  });

  it("counts as the turn's one gardener card (2 players)", () => {
    let s = cards(fresh(2, 5), [
      ["shigemori", "zenami", "muso"],
      ["sesshu", "rikyu", "kentei"],
    ]);
    s = withVirtue(drawn(s, "S1", 0), [0, 2]);
    s = play(s, { type: "place" }, [1, { type: "declareSteal" }], { type: "counterSteal" }, { type: "placeCell", cell: at(0, 0) });
    expect(top(s)).toEqual({ kind: "step2", players: [0] });
    expect(codeOf(s, { type: "useGardener", card: "zenami" })).toBe("ONE_GARDENER_PER_TURN");
    s = play(s, { type: "zazen" });
    expect(s.gardenerUsed).toBe(false);
  });

  it("it is not a Step-2 action", () => {
    let s = cards(fresh(3, 5), [["shigemori"], ["zenami"], ["sesshu"]]);
    s = withGarden(s, 0, ["S5 . . . .", ". . . . .", ". . . . ."]);
    s = atStep2(s, 0);
    expect(codeOf(s, { type: "useGardener", card: "shigemori" })).toBe("REACTION_CARD");
    expect(G.legalMoves(s).some((m) => m.type === "useGardener")).toBe(false);
  });
});
