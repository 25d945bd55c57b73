import { describe, expect, it } from "vitest";
import { almadi, meets, type AlmadiState, type Requirement } from "../../../src/games/almadi/index.js";
import { arrange, giveCards, giveObjective, giveRubies, newGame, play, tilesWith, withTurn } from "./helpers.js";

// Player 0 has ST1 (PROVISIONAL): rows PAL, OAS, MKT, CAR in column 0.
const O = tilesWith("OAS", "????", 8);
const C = tilesWith("CAR", "????", 6);
const M = tilesWith("MKT", "????", 6);
const P = tilesWith("PAL", "????", 6);

function realm(cells: Record<string, string>): AlmadiState {
  return arrange(newGame(), { realms: { 0: cells } });
}
const holds = (s: AlmadiState, req: Requirement) => meets(s.players[0]!, req);

describe("Objective requirements count the starting tile's landscapes (spec §2.9 P4)", () => {
  it("group: orthogonally connected landscapes of one type", () => {
    const s = realm({ "2,1": O[0]!, "2,2": O[1]!, "3,3": O[2]! });
    expect(holds(s, { kind: "group", type: "OAS", min: 3 })).toBe(true);
    expect(holds(s, { kind: "group", type: "OAS", min: 4 })).toBe(false);
  });

  it("inRow / inColumn: anywhere in one row or column, the starting column included", () => {
    const s = realm({ "2,1": O[0]!, "2,5": O[1]!, "1,1": O[2]!, "3,1": O[3]! });
    expect(holds(s, { kind: "inRow", type: "OAS", min: 3 })).toBe(true);
    expect(holds(s, { kind: "inColumn", type: "OAS", min: 3 })).toBe(true);
    expect(holds(s, { kind: "inColumn", type: "OAS", min: 4 })).toBe(false);
    const t = realm({ "1,1": C[0]!, "2,1": C[1]! });
    // Column 0 holds one caravan (ST1 row 4); column 1 two.
    expect(holds(t, { kind: "inColumn", type: "CAR", min: 2 })).toBe(true);
  });

  it("square2x2 and everyRow", () => {
    const s = realm({ "1,1": O[0]!, "1,2": O[1]!, "2,1": O[2]!, "2,2": O[3]! });
    expect(holds(s, { kind: "square2x2", type: "OAS" })).toBe(true);
    expect(holds(s, { kind: "everyRow", type: "OAS" })).toBe(false);
    const t = realm({ "1,1": O[0]!, "3,1": O[1]!, "4,2": O[2]! });
    expect(holds(t, { kind: "everyRow", type: "OAS" })).toBe(true);
    expect(holds(t, { kind: "square2x2", type: "OAS" })).toBe(false);
  });

  it("palaceWith: palaces touching enough oases or markets", () => {
    // ST1's palace (1,0) touches the oasis (2,0); a market at (1,1) makes two.
    const s = realm({ "1,1": M[0]! });
    expect(holds(s, { kind: "palaceWith", adjacent: 2, min: 1 })).toBe(true);
    expect(holds(s, { kind: "palaceWith", adjacent: 3, min: 1 })).toBe(false);
    const t = realm({ "3,1": P[0]!, "3,2": O[0]!, "4,1": P[1]!, "4,2": M[1]! });
    expect(holds(t, { kind: "palaceWith", adjacent: 1, min: 3 })).toBe(true);
  });

  it("transportCapacity and goods", () => {
    const s = realm({ "4,1": C[0]!, "4,2": C[1]!, "4,3": C[2]!, "1,1": M[0]!, "1,2": M[1]!, "1,3": M[2]!, "1,4": M[3]! });
    expect(holds(s, { kind: "transportCapacity", min: 15 })).toBe(true);
    expect(holds(s, { kind: "transportCapacity", min: 16 })).toBe(false);
    expect(holds(s, { kind: "goods", min: 20 })).toBe(true);
    expect(holds(s, { kind: "goods", min: 21 })).toBe(false);
    expect(holds(giveCards(s, 0, "stallDeck", 1), { kind: "goods", min: 22 })).toBe(true);
  });

  it("rubies, mosaic cards, stall cards", () => {
    let s = newGame();
    expect(holds(s, { kind: "rubies", min: 4 })).toBe(false);
    s = giveCards(giveCards(giveRubies(s, 0, 4), 0, "mosaicDeck", 3), 0, "stallDeck", 2);
    expect(holds(s, { kind: "rubies", min: 4 })).toBe(true);
    expect(holds(s, { kind: "mosaicCards", min: 3 })).toBe(true);
    expect(holds(s, { kind: "stallCards", min: 3 })).toBe(false);
  });

  it("activatedJars: jars facing an arrow now", () => {
    // ST3 row 2 shows a jar on its east edge (PROVISIONAL).
    const s0 = newGame({ starts: ["ST3", "ST1"] });
    const arrowWest = tilesWith("OAS", "???>", 1)[0]!;
    const jarWest = tilesWith("CAR", "???j", 2);
    const s = arrange(s0, { realms: { 0: { "2,1": arrowWest, "1,1": jarWest[0]!, "3,1": jarWest[1]! } } });
    // (1,1) and (3,1) face ST3's arrows on rows 1 and 3.
    expect(holds(s, { kind: "activatedJars", min: 3 })).toBe(true);
    expect(holds(s, { kind: "activatedJars", min: 4 })).toBe(false);
  });

  it("fullColumn, fullColumnAllTypes, rowAllTypes", () => {
    const s = realm({ "1,1": O[0]!, "2,1": C[0]!, "3,1": M[0]!, "4,1": P[0]! });
    expect(holds(s, { kind: "fullColumn" })).toBe(true);
    expect(holds(s, { kind: "fullColumnAllTypes" })).toBe(true);
    const t = realm({ "1,1": O[0]!, "2,1": O[1]!, "3,1": M[0]!, "4,1": P[0]! });
    expect(holds(t, { kind: "fullColumn" })).toBe(true);
    expect(holds(t, { kind: "fullColumnAllTypes" })).toBe(false);
    // The starting column does not count as a full column.
    expect(holds(newGame(), { kind: "fullColumn" })).toBe(false);
    const u = realm({ "1,1": O[0]!, "1,2": C[0]!, "1,3": M[0]! });
    expect(holds(u, { kind: "rowAllTypes" })).toBe(true);
    expect(holds(realm({ "1,1": O[0]!, "1,2": C[0]! }), { kind: "rowAllTypes" })).toBe(false);
  });
});

describe("Objective completion is automatic during the owner's turn and never undone (A12)", () => {
  it("completes the moment the requirement holds, e.g. on placement", () => {
    let s = giveObjective(arrange(newGame(), { realms: { 0: { "2,1": O[0]! } }, board: { 2: O[1]! } }), 0, "BLU1");
    expect(s.players[0]!.objectives).toEqual([{ id: "BLU1", completed: false }]);
    s = play(s, { type: "place", slot: 2, cell: "2,2" });
    expect(s.players[0]!.objectives).toEqual([{ id: "BLU1", completed: true }]);
  });

  it("a completed objective stays completed when the realm changes", () => {
    let s = giveObjective(arrange(newGame(), { realms: { 0: { "2,1": O[0]!, "2,2": O[1]! } } }), 0, "BLU1", true);
    s = withTurn(s, { step: "genie", genie: true });
    s = play(s, { type: "genieMove", from: "2,2", to: "4,1" });
    expect(s.players[0]!.objectives).toEqual([{ id: "BLU1", completed: true }]);
  });

  it("an objective taken with a moon whose requirement already holds completes at once", () => {
    let s = giveRubies(newGame(), 0, 4);
    s = giveObjective(s, 1, "GRY1");
    s = withTurn(s, { step: "resolve", pending: [{ icon: "moon", tile: "ST1-2", edge: "E" }] });
    s = play(s, { type: "takeObjective", effect: 0, objective: "GRY1" });
    expect(s.players[0]!.objectives).toEqual([{ id: "GRY1", completed: true }]);
  });

  it("is not completed during another player's turn, only on the owner's next change", () => {
    let s = giveObjective(newGame(), 1, "GRY1");
    s = giveRubies(s, 1, 4);
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    while (s.current === 0)
      s = play(
        s,
        almadi.legalMoves(s).find((m) => m.type === "declineEffect" || m.type === "declineGenie")!,
      );
    expect(s.players[1]!.objectives).toEqual([{ id: "GRY1", completed: false }]);
    s = play(
      s,
      almadi.legalMoves(s).find((m) => m.type === "place")!,
    );
    expect(s.players[1]!.objectives).toEqual([{ id: "GRY1", completed: true }]);
  });
});
