import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../src/core/index.js";
import type { KaresansuiDecision, KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, drawn, fresh, G, play, withGarden, withVirtue } from "./helpers.js";

/** 3 players, player 0 placing S1 with players 1 and 2 eligible to steal. */
function stealWindow(): KaresansuiState {
  const s = withVirtue(drawn(withGarden(fresh(3, 5), 0, ["S5 . . . .", ". . . . .", ". . . . ."]), "S1", 0), [0, 3, 2]);
  return play(s, { type: "place" });
}

/** The state with its top decision replaced. */
function withTop(s: KaresansuiState, d: KaresansuiDecision): KaresansuiState {
  return { ...s, stack: [...s.stack.slice(0, -1), d] };
}

/** Whether loadState refuses the state (after a JSON round trip, as a saved game). */
function refused(s: KaresansuiState, options?: { reachable: boolean }): boolean {
  try {
    G.loadState(JSON.parse(JSON.stringify(s)), options);
    return false;
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return true;
  }
}

describe("Saved states: loadState refuses unsound states, and with { reachable: true } states no game can reach", () => {
  it("accepts reachable states, the steal window included", () => {
    expect(refused(fresh(2, 1))).toBe(false);
    expect(refused(stealWindow())).toBe(false);
    expect(refused(play(stealWindow(), [1, { type: "declareSteal" }]))).toBe(false);
  });

  it("a steal decision handed to the wrong seat (the placer, or a seat that may not steal)", () => {
    const s = stealWindow();
    expect(refused(withTop(s, { kind: "steal", players: [0], tile: 0, eligible: [0], declared: [] }))).toBe(true);
    expect(refused(withTop(s, { kind: "steal", players: [1, 0], tile: 0, eligible: [1, 2], declared: [] }))).toBe(true);
    expect(refused(withVirtue(s, [0, 1, 2]))).toBe(true); // player 1 can no longer pay for a steal
    expect(refused(withTop(s, { kind: "steal", players: [1], tile: 0, eligible: [1, 2], declared: [0] }))).toBe(true);
  });

  it("a decision for players [0, 0], or for nobody", () => {
    const s = fresh(2, 1);
    const d = s.stack[0]!;
    expect(refused({ ...s, stack: [{ ...d, players: [0, 0] }] })).toBe(true);
    expect(refused({ ...s, stack: [{ ...d, players: [] }] })).toBe(true);
  });

  it("Step 1 and Step 2 belong to the current player", () => {
    const s = fresh(2, 1);
    expect(refused({ ...s, current: 1 })).toBe(true);
    expect(refused(atStep2(s, 0))).toBe(false);
    expect(refused({ ...atStep2(s, 0), current: 1 })).toBe(true);
  });

  it("a gift goes to another seat that has not refused it", () => {
    const s = play(drawn(fresh(3, 1), "S1", 0), { type: "give", to: 1 });
    expect(refused(s)).toBe(false);
    expect(refused(withTop(s, { kind: "gift", players: [0], from: 0, tile: 0, refused: [] }))).toBe(true);
    expect(refused(withTop(s, { kind: "gift", players: [1], from: 0, tile: 0, refused: [1] }))).toBe(true);
  });

  it("the placement of a tile waits above the current player's Step 2, never alone", () => {
    const s = stealWindow();
    expect(refused({ ...s, stack: [s.stack[1]!] })).toBe(true);
    expect(refused({ ...s, stack: [s.stack[1]!, s.stack[0]!] })).toBe(true);
  });

  it("a stolen tile goes to another seat; a gardener decision needs its card used this turn", () => {
    const s = stealWindow();
    expect(refused(withTop(s, { kind: "placeCell", players: [0], tile: 0, origin: "steal" }))).toBe(true);
    let muso = withGarden(fresh(2, 6), 0, ["MF . . . .", ". . . . .", ". . . . ."], { gardeners: ["muso", "zenami", "sesshu"], used: [] });
    muso = atStep2(withGarden(muso, 1, null, { gardeners: ["rikyu", "ishikawa", "enshu"], used: [] }), 0);
    const used = play(muso, { type: "useGardener", card: "muso" });
    expect(refused(used)).toBe(false);
    expect(refused({ ...used, gardenerUsed: false })).toBe(true);
    expect(refused(withTop(used, { kind: "swapTiles", players: [0], card: "muso" }))).toBe(true);
  });

  it("the last turn only with an empty bag; a finished game only when gardens are full or the bag ran out", () => {
    const s = atStep2(fresh(2, 1), 0);
    expect(refused({ ...s, lastTurn: true })).toBe(true);
    expect(refused({ ...s, stack: [], over: true })).toBe(true);
  });

  it("a garden has the monk on a tile; a reachable one holds a left-corner tile (its first tile) and is connected", () => {
    const s = fresh(2, 1);
    const reachable = { reachable: true };
    const noCorner = withGarden(s, 0, [". S1 S1 . .", ". . . . .", ". . . . ."], { monk: at(0, 1) });
    expect(refused(noCorner)).toBe(false);
    expect(refused(noCorner, reachable)).toBe(true);
    expect(refused(withGarden(s, 0, ["S1 S1 . . .", ". . . . .", ". . . . ."], { monk: at(0, 1) }), reachable)).toBe(false);
    const apart = withGarden(s, 0, ["S1 . S1 . .", ". . . . .", ". . . . ."], { monk: at(0, 0) });
    expect(refused(apart)).toBe(false);
    expect(refused(apart, reachable)).toBe(true);
    expect(refused({ ...apart, players: [{ ...apart.players[0]!, monk: at(0, 1) }, apart.players[1]!] })).toBe(true);
  });

  it("a monk or a garden off the board (cell 255, a cell 1.5, a 16th cell) is a violation naming its field; loadState refuses it", () => {
    const s = withGarden(fresh(2, 1), 0, ["S1 S1 . . .", ". . . . .", ". . . . ."], { monk: at(0, 1) });
    expect(G.invariants(s)).toEqual([]);
    const player = (patch: object): KaresansuiState => ({ ...s, players: [{ ...s.players[0]!, ...patch }, s.players[1]!] });
    for (const monk of [255, 1.5, -1]) {
      const off = player({ monk });
      expect(G.invariants(off), `monk ${monk}`).toContain(`players[0].monk: ${monk} is not a cell of the garden (an integer 0–14)`);
      expect(refused(off)).toBe(true);
    }
    const wide = player({ tiles: [...s.players[0]!.tiles, null], stones: [...s.players[0]!.stones, null] });
    expect(G.invariants(wide)).toEqual(["players[0].tiles: 16 cells, expected 15", "players[0].stones: 16 cells, expected 15"]);
    expect(refused(wide)).toBe(true);
  });

  it("virtue fits the turns its owner had (the tester's virtue 6 before any tile is placed): sound, but not reachable", () => {
    const s = fresh(2, 1);
    const six = withVirtue(s, [6, 0]);
    expect(refused(six)).toBe(false);
    expect(G.invariants(six, { reachable: true }).join("; ")).toMatch(/Player 1 has virtue 6, more than the 3 1 turn\(s\) of their own can give/);
    // A gift and zazen in the first turn give 3; the second seat has had no turn yet.
    expect(G.invariants(withVirtue(s, [3, 0]), { reachable: true })).toEqual([]);
    expect(G.invariants(withVirtue(s, [0, 1]), { reachable: true }).join("; ")).toMatch(/Player 2 has virtue 1, more than the 0/);
  });

  it("a 2-player game lays out exactly 3 shared famous gardens", () => {
    const s = fresh(2, 1);
    expect(refused({ ...s, sharedFamous: s.sharedFamous.slice(1) })).toBe(true);
  });
});
