import { describe, expect, it } from "vitest";
import type { GardenerId, KaresansuiDecisionKind, KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, drawn, fresh, G, play, withGarden, withVirtue } from "./helpers.js";

/** 3 players, player 0 about to place S1; players 1 and 2 may steal; hands as given. */
function window3(hands: GardenerId[][] = [["muso"], ["zenami"], ["sesshu"]]): KaresansuiState {
  let s = fresh(3, 5);
  hands.forEach((h, p) => (s = withGarden(s, p, null, { gardeners: h })));
  s = withGarden(s, 0, ["S5 S5 . . .", ". . . . .", ". . . . ."]);
  return withVirtue(drawn(s, "S1", 0), [0, 3, 2]);
}

/** Player 0 at Step 2 holding `card`, with a garden where every card can act. */
function holding(card: GardenerId): KaresansuiState {
  let s = withGarden(fresh(2, 6), 0, ["MF:Y MF S1 S2 .", "S5 S6 S3 . .", "S6 . . . ."], { monk: at(0, 0), virtue: 2, gardeners: [card], used: [] });
  s = withGarden(s, 1, null, { storage: "S2", gardeners: [], used: [] });
  return atStep2(s, 0);
}

/** The decision, checked against activePlayers. */
function decisionOf(s: KaresansuiState) {
  const d = G.decision(s)!;
  expect(d.players).toEqual(G.activePlayers(s));
  return d;
}

describe("decision(state): who decides now and what kind of choice (the top of the stack)", () => {
  it("Step 1: the current player chooses what to do with the drawn tile; the prompt names the seat and the tile", () => {
    const d = decisionOf(drawn(fresh(2, 1), "QsSE", 1));
    expect(d.kind).toBe<KaresansuiDecisionKind>("step1");
    expect(d.players).toEqual([1]);
    expect(d.prompt).toBe("Player 2: choose what to do with the drawn QsSE tile");
  });

  it("a gift: the offered seat decides, and the prompt names the giver", () => {
    const d = decisionOf(play(drawn(fresh(3, 1), "S1", 0), { type: "give", to: 2 }));
    expect(d).toEqual({ kind: "gift", players: [2], prompt: "Player 3: accept or decline Player 1's gift of the S1 tile" });
  });

  it("the steal window: every eligible opponent at once, named in one prompt", () => {
    const d = decisionOf(play(window3(), { type: "place" }));
    expect(d.kind).toBe("steal");
    expect(d.players).toEqual([1, 2]);
    expect(d.prompt).toBe("Player 2, Player 3: declare a steal of the S1 tile Player 1 is placing, or pass");
  });

  it("the placer's answer to a declared steal while Shigemori is unrevealed, then the cell", () => {
    const s = play(window3([["shigemori"], ["zenami"], ["sesshu"]]), { type: "place" }, [1, { type: "declareSteal" }], [2, { type: "passSteal" }]);
    expect(decisionOf(s)).toMatchObject({ kind: "stealReaction", players: [0] });
    const t = play(s, { type: "counterSteal" });
    expect(decisionOf(t)).toEqual({ kind: "placeCell", players: [0], prompt: "Player 1: choose the cell for the S1 tile" });
  });

  it("a stolen tile's cell is the thief's decision", () => {
    const s = play(window3(), { type: "place" }, [1, { type: "declareSteal" }], [2, { type: "passSteal" }], { type: "allowSteal" });
    expect(decisionOf(s)).toEqual({ kind: "placeCell", players: [1], prompt: "Player 2: choose the cell for the stolen S1 tile" });
  });

  it("Step 2 and the bonus monk step after a stone on the monk's tile", () => {
    let s = withGarden(fresh(2, 1), 0, ["MF S1 . . .", ". . . . .", ". . . . ."], { monk: at(0, 0), virtue: 1 });
    s = atStep2(s, 0);
    expect(decisionOf(s)).toMatchObject({ kind: "step2", players: [0] });
    expect(G.decision(s)!.prompt).toContain("Player 1: choose the Step-2 action");
    s = play(s, { type: "takeStone", kind: "Y", cell: at(0, 0) });
    expect(decisionOf(s)).toMatchObject({ kind: "bonusMove", players: [0] });
  });

  it("gardener cards open their own kinds of decision, each naming the card", () => {
    const cases: [GardenerId, KaresansuiDecisionKind, string][] = [
      ["muso", "stone", "Musō Soseki"],
      ["zenami", "drawnTiles", "Zen'ami"],
      ["rikyu", "monkAnywhere", "Sen no Rikyū"],
      ["ishikawa", "takeStored", "Ishikawa Jōzan"],
      ["enshu", "moveStone", "Kobori Enshū"],
      ["kentei", "swapTiles", "Kentei"],
    ];
    for (const [card, kind, name] of cases) {
      const d = decisionOf(play(holding(card), { type: "useGardener", card }));
      expect(d.kind, card).toBe(kind);
      expect(d.players).toEqual([0]);
      expect(d.prompt).toContain(name);
      expect(d.prompt.startsWith("Player 1: ")).toBe(true);
    }
  });

  it('storedPlacement "extra": after the stored tile, the drawn tile\'s own decision', () => {
    let s = withGarden(fresh(2, 1, { storedPlacement: "extra" }), 0, null, { storage: "MF" });
    s = withVirtue(drawn(s, "S2", 0), [0, 0]);
    s = play(s, { type: "placeStored" }, { type: "placeCell", cell: 0 });
    expect(decisionOf(s)).toEqual({ kind: "extraDrawn", players: [0], prompt: "Player 1: place the drawn S2 tile too, or keep it in storage" });
  });

  it("is null once the game is over, and answers for a player's view as for the state", () => {
    let s = fresh(2, 3);
    expect(G.decision(G.playerView(s, 1))).toEqual(G.decision(s));
    while (!G.isTerminal(s)) s = G.applyMove(s, G.legalMoves(s)[0]!);
    expect(G.decision(s)).toBeNull();
  });
});
