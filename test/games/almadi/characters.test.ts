import { describe, expect, it } from "vitest";
import { almadi, CHARACTERS, type AlmadiBreakdownPart, type AlmadiState, type CharacterId } from "../../../src/games/almadi/index.js";
import { arrange, expectRefused, giveCards, giveObjective, giveRubies, hireFree, movesOf, newGame, play, tileWith, tilesWith, toHand, withPlayer, withTurn } from "./helpers.js";

// Player 0: ST1 (PAL, OAS, MKT, CAR in rows 1–4; ST1-3 market: carpet×2 spice×2). PROVISIONAL data.
const O = tilesWith("OAS", "????", 8);
const C = tilesWith("CAR", "????", 8);
const M = tilesWith("MKT", "????", 8, ["M01"]);
const chars = (s: AlmadiState, p = 0) => almadi.score(s).players[p]!.breakdown;

/** A characters game with player 0's placed landscapes, hiring `cs` for free. */
function realmWith(cells: Record<string, string>, ...cs: CharacterId[]): AlmadiState {
  return hireFree(arrange(newGame({ characters: true }), { realms: { 0: cells } }), 0, ...cs);
}
/** Same realm with and without a character: the difference of a breakdown line. */
function delta(cells: Record<string, string>, c: CharacterId, key: AlmadiBreakdownPart, prep: (s: AlmadiState) => AlmadiState = (s) => s): number {
  const without = almadi.score(prep(realmWith(cells))).players[0]!.breakdown[key]!;
  const withIt = almadi.score(prep(realmWith(cells, c))).players[0]!.breakdown[key]!;
  return withIt - without;
}

describe("Hiring (spec §6.5, A23)", () => {
  it("from your hand or the public row, paying the cost to the ruby supply; the power works at once", () => {
    let s = newGame({ characters: true });
    s = giveRubies(toHand(s, 0, "morgiana"), 0, 5);
    const before = movesOf(s, "place").length;
    s = play(s, { type: "hire", character: "morgiana" });
    expect(s.players[0]!.rubies).toBe(3);
    expect(s.rubies).toBe(27);
    expect(s.players[0]!.hand).not.toContain("morgiana");
    expect(movesOf(s, "place").length).toBeGreaterThan(before);
    const pub = s.publicCharacters.find((c) => CHARACTERS.find((x) => x.id === c)!.cost <= 3)!;
    if (pub) {
      s = play(s, { type: "hire", character: pub });
      expect(s.publicCharacters).not.toContain(pub);
      expect(s.players[0]!.hired).toEqual(["morgiana", pub]);
    }
  });

  it("never from another player's hand, never without the rubies, never in the base game", () => {
    let s = giveRubies(newGame({ characters: true }), 0, 2);
    expectRefused(s, { type: "hire", character: s.players[1]!.hand[0] }, "NOT_AVAILABLE");
    s = toHand(s, 0, "zobeide");
    expectRefused(s, { type: "hire", character: "zobeide" }, "CANNOT_AFFORD");
    expectRefused(newGame(), { type: "hire", character: "ali" }, "NO_CHARACTERS");
  });

  it("the 26 characters and their costs", () => {
    expect(CHARACTERS.length).toBe(26);
    expect(Object.fromEntries(CHARACTERS.map((c) => [c.id, c.cost]))).toMatchObject({ hussain: 3, "ali-baba": 4, zobeide: 5, aziza: 5, delilah: 5, ali: 2, "forty-thieves": 2 });
  });
});

describe("Hussain: a genie may swap two landscapes instead, once per turn (A13)", () => {
  it("offers the swap in the genie step, counts it as the genie action, then not again this turn", () => {
    let s = realmWith({ "1,1": C[0]!, "2,1": C[1]!, "3,1": C[2]! }, "hussain");
    s = withTurn(s, { step: "genie", genie: true });
    expect(movesOf(s, "genieSwap")).toEqual([
      { type: "genieSwap", a: "1,1", b: "2,1" },
      { type: "genieSwap", a: "1,1", b: "3,1" },
      { type: "genieSwap", a: "2,1", b: "3,1" },
    ]);
    expectRefused(s, { type: "genieSwap", a: "2,1", b: "1,1" }, "SWAP_ORDER");
    expectRefused(s, { type: "genieSwap", a: "1,0", b: "1,1" }, "START_TILE_FIXED");
    const t = play(s, { type: "genieSwap", a: "1,1", b: "3,1" });
    expect(t.players[0]!.realm["1,1"]).toBe(C[2]);
    expect(t.players[0]!.realm["3,1"]).toBe(C[0]);
    expect(t.turn!.used).toContain("hussain");
    expect(t.turn!.genieActions).toBe(1);
    expect(movesOf(withTurn(t, { step: "genie", genie: true, pending: [] }), "genieSwap")).toEqual([]);
  });

  it("without Hussain there is no swap", () => {
    const s = withTurn(realmWith({ "1,1": C[0]!, "2,1": C[1]! }), { step: "genie", genie: true });
    expectRefused(s, { type: "genieSwap", a: "1,1", b: "2,1" }, "NO_HUSSAIN");
  });
});

describe("Ali Baba: two rubies per activated ruby", () => {
  it("takes 2, or what the supply still holds", () => {
    const pend = (s: AlmadiState) => withTurn(s, { step: "resolve", pending: [{ icon: "ruby", tile: "ST1-2", edge: "E" }] });
    const s = play(pend(realmWith({}, "ali-baba")), { type: "resolveEffect", effect: 0 });
    expect(s.players[0]!.rubies).toBe(2);
    const short = withPlayer(realmWith({}, "ali-baba"), 1, { rubies: 29 });
    expect(play(pend(short), { type: "resolveEffect", effect: 0 }).players[0]!.rubies).toBe(1);
  });
});

describe("End-game characters (spec §2.8, §7.8)", () => {
  it("Dunya: +3 per mosaic of the kind held most (A18)", () => {
    let s = hireFree(newGame({ players: 5, characters: true }), 0, "dunya");
    s = giveCards(s, 0, "mosaicDeck", ["MOS01", "MOS05", "MOS02"]); // star, star, rosette
    expect(chars(s).characters).toBe(6);
  });

  it("Zobeide: stall goods count double for caravans", () => {
    const cells = { "4,1": C[0]!, "4,2": C[1]!, "4,3": C[2]!, "1,3": M[0]! };
    expect(delta(cells, "zobeide", "caravans", (s) => giveCards(s, 0, "stallDeck", 1))).toBe(2);
  });

  it("Delilah: +1 per 2 goods the caravans do not carry", () => {
    // Capacity 5 + 2 = 7; goods 4 + 4 + 2 = 10: 3 left → +1.
    const cells = { "4,1": C[0]!, "2,3": C[1]!, "1,3": M[0]! };
    expect(delta(cells, "delilah", "characters", (s) => giveCards(s, 0, "stallDeck", 1))).toBe(1);
  });

  it("Ali Cogia: all caravans count as one group", () => {
    const cells = { "4,1": C[0]!, "2,3": C[1]!, "1,3": M[0]! };
    expect(delta(cells, "ali-cogia", "caravans", (s) => giveCards(s, 0, "stallDeck", 1))).toBe(3);
  });

  it("Khalif: +2 per isolated oasis", () => {
    expect(delta({ "4,3": O[0]! }, "khalif", "characters")).toBe(4);
    expect(delta({ "2,1": O[0]! }, "khalif", "characters")).toBe(0);
  });

  it("Aziz and Ali Shar: +1 per 2 market goods of the better of their two kinds (A17; stall cards: audit.test.ts)", () => {
    // ST1-3: carpet×2 spice×2; M01: carpet×2 leather×2 (PROVISIONAL).
    const cells = { "1,1": "M01" };
    expect(delta(cells, "aziz", "characters")).toBe(2);
    expect(delta(cells, "ali-shar", "characters")).toBe(1);
  });

  it("Harun: +1 per landscape in the fullest row, starting tile included (A19)", () => {
    expect(delta({ "1,1": C[0]!, "1,2": C[1]!, "1,3": C[2]!, "2,1": C[3]! }, "harun", "characters")).toBe(4);
  });

  it("Shahryar: +3 per completed objective", () => {
    const prep = (s: AlmadiState) => giveObjective(giveObjective(giveObjective(s, 0, s.objectives[0]!, true), 0, s.objectives[1]!, true), 0, s.objectives[2]!, false);
    expect(delta({}, "shahryar", "characters", prep)).toBe(6);
  });

  it("Zubaida: two mosaics on one palace score it three times", () => {
    // ST1 palace worth 3 (oasis below, market at (1,1)).
    expect(delta({ "1,1": M[0]! }, "zubaida", "mosaics", (s) => giveCards(s, 0, "mosaicDeck", 2))).toBe(3);
  });

  it("Aziza: an unlaid mosaic scores 3, and may be kept off a palace worth less", () => {
    // ST1 palace alone is worth 2 (oasis below): with Aziza the mosaic scores 3 instead.
    expect(delta({}, "aziza", "mosaics", (s) => giveCards(s, 0, "mosaicDeck", 1))).toBe(1);
    expect(delta({}, "aziza", "mosaics", (s) => giveCards(s, 0, "mosaicDeck", 3))).toBe(7);
  });

  it("Sheherazade: +3 per character hired, herself included", () => {
    const s = realmWith({}, "sheherazade", "jafar");
    expect(chars(s).characters).toBe(6);
  });

  it("Hindbad: +1 per jar not activated (A8)", () => {
    let s = hireFree(newGame({ characters: true, starts: ["ST3", "ST1"] }), 0, "hindbad");
    expect(chars(s).characters).toBe(1);
    s = arrange(s, { realms: { 0: { "2,1": tileWith("OAS", "???>") } } });
    expect(chars(s).characters).toBe(0);
    expect(chars(s).jars).toBe(1);
  });

  it("The Forty Thieves: +3 per empty cell enclosed on four sides", () => {
    expect(delta({ "1,1": C[0]!, "3,1": C[1]!, "2,2": C[2]! }, "forty-thieves", "characters")).toBe(3);
  });
});

describe("Genie-triggered characters: Aladdin, Badroulbadour, Paribanou (A26)", () => {
  it("fire once per turn when a genie step opens, whether or not the genie is used", () => {
    const genieWest = tileWith("OAS", "???g");
    let s = arrange(newGame({ characters: true }), { board: { 0: genieWest } });
    s = hireFree(s, 0, "aladdin", "badroulbadour", "paribanou");
    const s0 = s;
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    expect(s.turn!.step).toBe("genie");
    expect(s.players[0]!.rubies).toBe(1);
    expect(s.players[0]!.mosaics).toEqual([s0.mosaicDeck[0]]);
    expect(s.players[0]!.stalls).toEqual([s0.stallDeck[0]]);
    // Second genie step this turn: nothing more.
    s = play(s, { type: "genieMove", from: "1,1", to: "3,1" });
    expect(s.turn!.step).toBe("genie");
    expect(s.players[0]!.rubies).toBe(1);
    expect(s.players[0]!.mosaics.length).toBe(1);
  });

  it("a power hired while a genie step is open fires for that genie", () => {
    let s = withTurn(giveRubies(toHand(newGame({ characters: true }), 0, "aladdin"), 0, 4), { step: "genie", genie: true });
    s = play(s, { type: "hire", character: "aladdin" });
    expect(s.players[0]!.rubies).toBe(1);
  });
});

describe("Zumurrud: copies a character another player hired, once (A16, A35)", () => {
  it("offers only characters hired by others; the choice is fixed", () => {
    let s = hireFree(hireFree(newGame({ characters: true }), 1, "aladdin", "khalif"), 0, "zumurrud");
    expect(movesOf(s, "chooseCopy")).toEqual([
      { type: "chooseCopy", character: "aladdin" },
      { type: "chooseCopy", character: "khalif" },
    ]);
    expectRefused(s, { type: "chooseCopy", character: "zumurrud" }, "NOT_HIRED_BY_OTHER");
    s = play(s, { type: "chooseCopy", character: "aladdin" });
    expectRefused(s, { type: "chooseCopy", character: "khalif" }, "COPY_FIXED");
    // The copied Aladdin works for player 0's genie.
    s = play(withTurn(s, { step: "resolve", genie: true, pending: [{ icon: "ruby", tile: "ST1-2", edge: "E" }] }), { type: "declineEffect", effect: 0 });
    expect(s.turn!.step).toBe("genie");
    expect(s.players[0]!.rubies).toBe(1);
  });

  it("left unchosen, final scoring copies the best-scoring character", () => {
    let s = arrange(newGame({ characters: true }), { realms: { 0: { "4,3": O[0]! } } });
    s = hireFree(hireFree(s, 1, "forty-thieves", "khalif"), 0, "zumurrud");
    // Khalif: two isolated oases → 4 points; Forty Thieves: no gap → 0.
    expect(chars(s).characters).toBe(4);
  });
});

describe("Abriza: genie moves may use the row above 1 and below 4 (A14)", () => {
  it("adds rows 0 and 5, column 0 included", () => {
    const cells = { "1,1": C[0]!, "2,1": C[1]! };
    const targets = (s: AlmadiState) =>
      movesOf(withTurn(s, { step: "genie", genie: true }), "genieMove")
        .filter((m) => m.type === "genieMove" && m.from === "2,1")
        .map((m) => (m as { to: string }).to)
        .sort();
    // (2,2) would touch only the landscape being moved.
    expect(targets(realmWith(cells))).toEqual(["1,2", "3,1", "4,1"]);
    expect(targets(realmWith(cells, "abriza"))).toEqual(["0,0", "0,1", "1,2", "3,1", "4,1", "5,0"]);
  });
});

describe("Zeinab: trade a mosaic for a stall card or back, once per turn (A24)", () => {
  it("gives the card to the bottom of its deck and takes the other deck's top card", () => {
    let s = giveCards(hireFree(newGame({ characters: true }), 0, "zeinab"), 0, "mosaicDeck", 1);
    const m = s.players[0]!.mosaics[0]!;
    const top = s.stallDeck[0]!;
    expect(movesOf(s, "zeinabTrade")).toEqual([{ type: "zeinabTrade", give: m }]);
    s = play(s, { type: "zeinabTrade", give: m });
    expect(s.players[0]!.mosaics).toEqual([]);
    expect(s.players[0]!.stalls).toEqual([top]);
    expect(s.mosaicDeck.at(-1)).toBe(m);
    expect(movesOf(s, "zeinabTrade")).toEqual([]);
    expectRefused(s, { type: "zeinabTrade", give: top }, "ONCE_PER_TURN");
  });
});

describe("Ali: draw from the supply instead of taking from the board (A15)", () => {
  it("places the drawn landscape in any row, or swaps it into the board and places that one", () => {
    let s = hireFree(newGame({ characters: true }), 0, "ali");
    const s0 = s;
    expect(movesOf(s, "aliDraw")).toEqual([{ type: "aliDraw" }]);
    s = play(s, { type: "aliDraw" });
    expect(s.turn!.aliTile).toBe(s0.supply[0]);
    expect(s.supply.length).toBe(s0.supply.length - 1);
    expect(movesOf(s, "aliPlace").map((m) => (m as { cell: string }).cell)).toEqual(["1,1", "2,1", "3,1", "4,1"]);
    expect(movesOf(s, "aliSwap").length).toBe(8);
    expectRefused(s, { type: "place", slot: 0, cell: "1,1" }, "WRONG_STEP");
    const t = play(s, { type: "aliSwap", slot: 3, cell: "2,1" });
    expect(t.board[3]).toBe(s0.supply[0]);
    expect(t.players[0]!.realm["2,1"]).toBe(s0.board[3]);
  });

  it("ending the turn refills nothing: the board is still full and the supply already shrank by one", () => {
    let s = hireFree(newGame({ characters: true }), 0, "ali");
    const n = s.supply.length;
    s = play(s, { type: "aliDraw" }, { type: "aliPlace", cell: "3,1" });
    while (s.current === 0)
      s = play(
        s,
        almadi.legalMoves(s).find((m) => m.type === "declineEffect" || m.type === "declineGenie" || m.type === "endTurn")!,
      );
    expect(s.supply.length).toBe(n - 1);
    expect(s.board.every((t) => t !== null)).toBe(true);
  });
});
