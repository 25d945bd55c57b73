import { describe, expect, it } from "vitest";
import { almadi, type AlmadiState, type PendingEffect } from "../../../src/games/almadi/index.js";
import { arrange, expectRefused, giveObjective, hireFree, movesOf, newGame, play, tileWith, withPlayer, withTurn } from "./helpers.js";

/** Player 0 (ST1) in the resolve step with these pending effects. */
function pending(s: AlmadiState, effects: PendingEffect[], genie = false): AlmadiState {
  return withTurn(s, { step: "resolve", pending: effects, genie });
}
const eff = (icon: PendingEffect["icon"], tile = "ST1-2"): PendingEffect => ({ icon, tile, edge: "E" });

describe("Effects are optional and resolved in the player's chosen order (A27)", () => {
  it("each pending effect can be resolved or declined, in any order", () => {
    const s = pending(newGame(), [eff("ruby"), eff("marteline"), eff("stall")]);
    const moves = movesOf(s);
    expect(moves).toEqual([
      { type: "resolveEffect", effect: 0 },
      { type: "declineEffect", effect: 0 },
      { type: "resolveEffect", effect: 1 },
      { type: "declineEffect", effect: 1 },
      { type: "resolveEffect", effect: 2 },
      { type: "declineEffect", effect: 2 },
    ]);
    const t = play(s, { type: "resolveEffect", effect: 2 }, { type: "declineEffect", effect: 0 });
    expect(t.players[0]!.stalls).toEqual([s.stallDeck[0]]);
    expect(t.players[0]!.rubies).toBe(0);
    expect(t.turn!.pending).toEqual([eff("marteline")]);
  });

  it("two activated rubies give two rubies", () => {
    const s = play(pending(newGame(), [eff("ruby"), eff("ruby", "ST1-4")]), { type: "resolveEffect", effect: 0 }, { type: "resolveEffect", effect: 0 });
    expect(s.players[0]!.rubies).toBe(2);
    expect(s.rubies).toBe(28);
  });
});

describe("Marteline and stall: the top card of the deck (spec §6.3)", () => {
  it("take the top mosaic / stall card", () => {
    const s0 = newGame();
    const s = play(pending(s0, [eff("marteline"), eff("stall")]), { type: "resolveEffect", effect: 0 }, { type: "resolveEffect", effect: 0 });
    expect(s.players[0]!.mosaics).toEqual([s0.mosaicDeck[0]]);
    expect(s.players[0]!.stalls).toEqual([s0.stallDeck[0]]);
    expect(s.mosaicDeck).toEqual(s0.mosaicDeck.slice(1));
  });

  it("an empty deck makes the effect do nothing: only declining is offered (A29)", () => {
    const s = pending({ ...newGame(), mosaicDeck: [] }, [eff("marteline")]);
    expect(movesOf(s)).toEqual([{ type: "declineEffect", effect: 0 }]);
    expectRefused(s, { type: "resolveEffect", effect: 0 }, "DECK_EMPTY");
  });
});

describe("Ruby: one ruby from the supply (spec §6.3)", () => {
  it("nothing when the supply is empty", () => {
    let s = withPlayer(newGame(), 1, { rubies: 30 });
    s = pending(s, [eff("ruby")]);
    expect(s.rubies).toBe(0);
    expectRefused(s, { type: "resolveEffect", effect: 0 }, "NO_RUBIES");
  });
});

describe("Moon: take an objective from the middle or another player (A28)", () => {
  it("offers the middle and other players' uncompleted objectives, never your own", () => {
    let s = newGame({ players: 3 });
    const [a, b, c, ...rest] = s.objectives;
    s = giveObjective(s, 1, a!);
    s = giveObjective(s, 2, b!, true);
    s = giveObjective(s, 0, c!);
    s = pending(s, [eff("moon")]);
    const targets = movesOf(s, "takeObjective").map((m) => (m as { objective: string }).objective);
    expect(targets.sort()).toEqual([...rest, a!].sort());
    expectRefused(s, { type: "takeObjective", effect: 0, objective: b }, "OBJECTIVE_COMPLETED");
    expectRefused(s, { type: "takeObjective", effect: 0, objective: c }, "OWN_OBJECTIVE");
    expectRefused(s, { type: "resolveEffect", effect: 0 }, "MOON_NEEDS_OBJECTIVE");
    const t = play(s, { type: "takeObjective", effect: 0, objective: a! });
    expect(t.players[0]!.objectives.map((o) => o.id)).toContain(a);
    expect(t.players[1]!.objectives).toEqual([]);
  });

  it("Jafar protects his owner's objectives", () => {
    let s = newGame({ characters: true });
    const a = s.objectives[0]!;
    s = hireFree(giveObjective(s, 1, a), 1, "jafar");
    s = pending(s, [eff("moon")]);
    expect(movesOf(s, "takeObjective").map((m) => (m as { objective: string }).objective)).not.toContain(a);
    expectRefused(s, { type: "takeObjective", effect: 0, objective: a }, "PROTECTED_BY_JAFAR");
  });

  it("with nothing to take the moon can only be declined", () => {
    let s = newGame();
    for (const id of s.objectives) s = giveObjective(s, 0, id);
    s = pending(s, [eff("moon")]);
    expect(movesOf(s)).toEqual([{ type: "declineEffect", effect: 0 }]);
  });
});

describe("Genie (spec §6.4, A9–A11)", () => {
  // O07 (PROVISIONAL) shows a genie on its west edge: at (1,1) it faces ST1's row-1 arrow.
  const genieWest = tileWith("OAS", "???g");

  it("the genie step follows the batch's other effects", () => {
    const s = pending(newGame(), [eff("ruby")], true);
    expect(movesOf(s, "genieMove")).toEqual([]);
    const t = play(s, { type: "resolveEffect", effect: 0 });
    expect(t.turn!.step).toBe("genie");
    expect(movesOf(t).at(-1)).toEqual({ type: "declineGenie" });
  });

  it("moves one landscape to an empty cell that touches another landscape once it is lifted", () => {
    let s = arrange(newGame(), { board: { 0: genieWest } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    expect(s.turn!.step).toBe("genie");
    expect(movesOf(s, "genieMove")).toEqual([
      { type: "genieMove", from: "1,1", to: "2,1" },
      { type: "genieMove", from: "1,1", to: "3,1" },
      { type: "genieMove", from: "1,1", to: "4,1" },
    ]);
    expectRefused(s, { type: "genieMove", from: "1,1", to: "1,2" }, "NOT_ADJACENT");
    expectRefused(s, { type: "genieMove", from: "1,0", to: "1,2" }, "START_TILE_FIXED");
    expectRefused(s, { type: "genieMove", from: "2,2", to: "2,1" }, "NO_LANDSCAPE");
  });

  it("a moved landscape activates new pairs; it may change rows; it cannot go straight back", () => {
    let s = arrange(newGame(), { board: { 0: genieWest } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" }, { type: "genieMove", from: "1,1", to: "3,1" });
    // At (3,1) its genie faces ST1's row-3 arrow: a new genie batch.
    expect(s.turn!.step).toBe("genie");
    expect(s.turn!.genieActions).toBe(1);
    expect(s.players[0]!.realm["3,1"]).toBe(genieWest);
    expectRefused(s, { type: "genieMove", from: "3,1", to: "1,1" }, "STRAIGHT_BACK");
    expect(movesOf(s, "genieMove").map((m) => (m as { to: string }).to)).toEqual(["2,1", "4,1"]);
  });

  it("several genies in one batch give one move", () => {
    const top = tileWith("OAS", "??g?");
    const bottom = tileWith("OAS", "g???");
    const middle = tileWith("MKT", ">?>?");
    let s = arrange(newGame(), { realms: { 0: { "1,1": top, "3,1": bottom } }, board: { 2: middle } });
    s = play(s, { type: "place", slot: 2, cell: "2,1" });
    expect(s.turn!.step).toBe("genie");
    // Moving the market to (4,1) creates no pair: the turn ends after one move.
    const t = play(s, { type: "genieMove", from: "2,1", to: "4,1" });
    expect(almadi.activePlayers(t)).toEqual([1]);
  });

  it("at most three genie actions a turn: later genies are ignored", () => {
    let s = arrange(newGame(), { board: { 0: genieWest } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    s = withTurn(s, { genieActions: 2 });
    s = play(s, { type: "genieMove", from: "1,1", to: "3,1" });
    // The genie at (3,1) is active again but this was the third action: the turn is over.
    expect(s.current).toBe(1);
  });

  it("declining the genie ends the chain", () => {
    let s = arrange(newGame(), { board: { 0: genieWest } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" }, { type: "declineGenie" });
    expect(s.current).toBe(1);
    expect(s.players[0]!.realm["1,1"]).toBe(genieWest);
  });

  it("the genie may move the just-placed landscape or any other, leaving holes", () => {
    const [x, y] = [tileWith("CAR", "????"), tileWith("PAL", "????")];
    let s = arrange(newGame(), { realms: { 0: { "2,1": x, "2,2": y } }, board: { 0: genieWest } });
    s = play(s, { type: "place", slot: 0, cell: "1,1" });
    while (s.turn!.pending.length > 0) s = play(s, { type: "declineEffect", effect: 0 });
    expect(s.turn!.step).toBe("genie");
    const froms = new Set(movesOf(s, "genieMove").map((m) => (m as { from: string }).from));
    expect([...froms].sort()).toEqual(["1,1", "2,1", "2,2"]);
    // (2,1) may leave even though (2,2) is then cut off from the rest.
    expect(almadi.validateMove(s, { type: "genieMove", from: "2,1", to: "4,1" }).ok).toBe(true);
  });
});
