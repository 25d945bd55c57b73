import { describe, expect, it } from "vitest";
import { IllegalMoveError, Rng, ValidationError } from "../../../src/core/index.js";
import { designOf, FAMOUS_GARDENS, GARDENERS, type KaresansuiMove, type KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, drawn, fresh, G, play, top, withGarden, withVirtue } from "./helpers.js";

describe("Hidden information (§9)", () => {
  it("the view hides the bag, the PRNG and other players' secret cards (3–4 players)", () => {
    const s = fresh(3, 11);
    const v = G.playerView(s, 1);
    expect(v.bagSize).toBe(79);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(JSON.stringify(v)).not.toContain('"bag"');
    expect(v.players[1]!.gardeners).toEqual(s.players[1]!.gardeners);
    expect(v.players[1]!.famous).toBe(s.players[1]!.famous);
    for (const p of [0, 2]) {
      expect(v.players[p]!.gardeners).toBeNull();
      expect(v.players[p]!.famous).toBeNull();
      expect(v.players[p]!.gardenerCount).toBe(1);
    }
    const spectator = G.playerView(s, "spectator");
    expect(spectator.players.every((p) => p.gardeners === null && p.famous === null)).toBe(true);
  });

  it("2 players: the shared famous gardens are public; gardener hands stay secret", () => {
    const s = fresh(2, 11);
    const v = G.playerView(s, 0);
    expect(v.sharedFamous).toEqual(s.sharedFamous);
    expect(v.players[1]!.gardeners).toBeNull();
    expect(v.players[1]!.gardenerCount).toBe(3);
  });

  it("the drawn tile, storage slots, used cards and the discard pile are public", () => {
    let s = withGarden(fresh(2, 11), 1, null, { storage: "HE" });
    s = drawn(s, "MF", 0);
    const v = G.playerView(s, 1);
    expect(v.players[1]!.storage).toBe(designOf("HE"));
    expect(v.stack.at(-1)).toMatchObject({ kind: "step1", tile: designOf("MF") });
  });

  it("states differing only in hidden parts give identical views; determinize keeps the view", () => {
    const s = fresh(4, 12);
    for (let p = 0; p < 4; p++) {
      const d = G.determinize(s, p, Rng.fromSeed(p + 100));
      expect(G.playerView(d, p)).toEqual(G.playerView(s, p));
      expect(G.invariants(d)).toEqual([]);
      expect(d.rng).not.toEqual(s.rng);
    }
    // Over many re-deals, another player's hidden card varies.
    const seen = new Set([0, 1, 2, 3, 4, 5].map((k) => G.determinize(s, 0, Rng.fromSeed(k)).players[1]!.famous));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("determinize redraws other players' sealed steal declarations, never the viewer's own", () => {
    let s = withVirtue(drawn(fresh(4, 5), "S1", 0), [0, 3, 3, 3]);
    s = play(s, { type: "place" }, [1, { type: "declareSteal" }], [2, { type: "passSteal" }]);
    const before = G.playerView(s, 1);
    const outcomes = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const d = G.determinize(s, 1, Rng.fromSeed(k));
      expect(G.playerView(d, 1)).toEqual(before);
      const t = top(d);
      if (t.kind === "steal") {
        expect(t.declared).toContain(1);
        expect(t.declared).not.toContain(3); // player 3 has not answered yet
        outcomes.add(JSON.stringify(t.declared));
      }
    }
    expect(outcomes.size).toBe(2); // player 2's answer is unknown to player 1
  });
});

describe("describeMove names the acting seat (Player 1 = seat 0) and reads cells from 1", () => {
  it("describes Step-1, placement and stone moves in words", () => {
    const s = drawn(fresh(2, 1), "QsSE", 0);
    expect(G.describeMove(s, { type: "place" })).toBe("Player 1 will place the drawn QsSE (small fan, SE corner) in their garden");
    expect(G.describeMove(s, { type: "give", to: 1 })).toBe("Player 1 offers the drawn QsSE (small fan, SE corner) to Player 2");
    const t = play(s, { type: "place" });
    expect(G.describeMove(t, { type: "placeCell", cell: 10 })).toBe("Player 1 places QsSE (small fan, SE corner) at row 3, column 1");
  });

  it("steal answers name the seat that answers and the placer", () => {
    let s = withVirtue(drawn(fresh(4, 5), "S1", 0), [0, 3, 3, 3]);
    s = play(s, { type: "place" });
    expect(G.describeMove(s, { type: "declareSteal" }, 2)).toBe("Player 3 declares a steal of S1 (straight lines) from Player 1 (−2 virtue if executed)");
    expect(G.describeMove(s, { type: "passSteal", player: 3 })).toBe("Player 4 does not steal S1 (straight lines) from Player 1");
  });

  it("an illegal move is refused with the same typed error as applyMove, never described", () => {
    const s = drawn(fresh(2, 1), "QsSE", 0);
    expect(() => G.describeMove(s, { type: "zazen" })).toThrow(IllegalMoveError);
    expect(() => G.describeMove(s, { type: "place" }, 1)).toThrow(IllegalMoveError);
  });
});

describe("render: the omniscient picture with a legend", () => {
  it("renders every garden with tile codes, stones, the monk and broken boundaries, and explains the codes", () => {
    let s = withGarden(fresh(2, 1), 0, ["MF:T S1 . . .", "S1 . . . .", ". . . . ."], { monk: 0 });
    s = drawn(s, "S2", 0);
    const text = G.render(s);
    expect(text).toContain("MF   T@xS1");
    expect(text).toContain("Player 1: virtue");
    expect(text).toContain("Player 1: choose what to do with the drawn S2 tile");
    expect(text).toContain("Legend:");
    expect(text).toContain("MF moss over the whole tile");
    expect(text).toContain("T large standing stone");
    expect(text).toContain("row 1 [");
  });

  it("shows every secret: hands, famous cards, the bag's mix", () => {
    const s = fresh(3, 11);
    const text = G.render(s);
    for (const pl of s.players) {
      expect(text).toContain(GARDENERS.find((g) => g.id === pl.gardeners[0])!.name);
      expect(text).toContain(FAMOUS_GARDENS.find((f) => f.id === pl.famous)!.name);
    }
    expect(text).toContain("Bag contents (hidden from players)");
  });
});

describe("fromView: a full, sound state from a view alone (what determinize is built on)", () => {
  it("rebuilds the bag's exact mix from the public tiles, deals hidden cards from the unseen ones and keeps the view", () => {
    let s = withGarden(fresh(3, 11), 1, ["MF S1 . . .", ". . . . .", ". . . . ."], { storage: "HE" });
    s = play(withVirtue(drawn(s, "S2", 0), [1, 0, 0]), { type: "discard" });
    for (const viewer of [0, 1, 2, "spectator"] as const) {
      const v = G.playerView(s, viewer);
      const t = G.fromView(v, Rng.fromSeed(3));
      expect(G.invariants(t)).toEqual([]);
      expect(t.bag).toEqual(s.bag);
      expect(G.playerView(t, viewer)).toEqual(v);
      if (viewer !== "spectator") expect(t.players[viewer]).toEqual(s.players[viewer]);
      const unseen = (id: string): boolean => viewer === "spectator" || !s.players[viewer]!.gardeners.includes(id as never);
      for (let p = 0; p < 3; p++) if (p !== viewer) expect(t.players[p]!.gardeners.every(unseen)).toBe(true);
    }
  });

  it("depends only on the view and the rng: states that differ only in another seat's secrets give the same state", () => {
    const s = fresh(4, 12);
    // Swap two other seats' hands and famous cards: player 0 cannot tell the difference.
    const players = s.players.slice();
    players[1] = { ...s.players[1]!, gardeners: s.players[2]!.gardeners, famous: s.players[2]!.famous };
    players[2] = { ...s.players[2]!, gardeners: s.players[1]!.gardeners, famous: s.players[1]!.famous };
    const twin = { ...s, players, rng: [1, 2, 3, 4] as const };
    expect(G.invariants(twin)).toEqual([]);
    expect(G.determinize(twin, 0, Rng.fromSeed(9))).toEqual(G.determinize(s, 0, Rng.fromSeed(9)));
    expect(G.fromView(G.playerView(twin, 0), Rng.fromSeed(9))).toEqual(G.determinize(s, 0, Rng.fromSeed(9)));
  });

  it("the rng's copy cannot undo the deal: the new PRNG state is not the rng's state", () => {
    const s = fresh(2, 4);
    const rng = Rng.fromSeed(77);
    const before = rng.state();
    const t = G.determinize(s, 0, rng);
    expect(t.rng).not.toEqual(before);
    expect(t.rng).not.toEqual(s.rng);
  });

  it("refuses a view whose bag size does not match the tiles it shows", () => {
    const v = { ...G.playerView(fresh(2, 1), 0), bagSize: 3 };
    expect(() => G.fromView(v, Rng.fromSeed(1))).toThrow(ValidationError);
  });

  it("a seat's own moves from its view are its moves in the state, also in the steal window", () => {
    let s = withVirtue(drawn(fresh(4, 5), "S1", 0), [0, 3, 3, 3]);
    s = withGarden(s, 1, null, { storage: "MF" });
    for (const t of [s, play(s, { type: "place" }), play(s, { type: "place" }, [2, { type: "declareSteal" }])]) {
      for (const p of G.activePlayers(t)) expect(G.legalMoves(G.playerView(t, p))).toEqual(G.legalMoves(t, p));
    }
  });
});

describe("renderView: exactly what the view shows", () => {
  it("another seat's gardener and famous-garden cards appear only as hidden counts (3–4 players)", () => {
    const s = fresh(3, 11);
    const name = (id: string): string => GARDENERS.find((g) => g.id === id)!.name;
    const famous = (id: string | null): string => FAMOUS_GARDENS.find((f) => f.id === id)!.name;
    const text = G.render(s, 1);
    expect(text).toContain("as seen by Player 2");
    expect(text).toContain(`Player 2 (you): virtue 0, tiles 0/15, storage empty, gardeners ${name(s.players[1]!.gardeners[0]!)}`);
    expect(text).toContain(famous(s.players[1]!.famous));
    for (const p of [0, 2]) {
      expect(text).not.toContain(name(s.players[p]!.gardeners[0]!));
      expect(text).not.toContain(famous(s.players[p]!.famous));
    }
    expect(text).toContain("gardeners 1 hidden");
    expect(text).toContain("famous garden hidden");
    expect(text).toContain("Legend:");
    expect(G.render(G.playerView(s, 1))).toBe(text);
    expect(text).not.toContain("Bag contents");
  });

  it("a spectator sees no hand at all", () => {
    const s = fresh(2, 11);
    const text = G.render(s, "spectator");
    expect(text).toContain("as seen by a spectator");
    for (const pl of s.players) for (const c of pl.gardeners) expect(text).not.toContain(GARDENERS.find((g) => g.id === c)!.name);
    expect(text).toContain("gardeners 3 hidden");
  });

  it("the steal window shows who answered, never what others answered", () => {
    let s = withVirtue(drawn(fresh(4, 5), "S1", 0), [0, 3, 3, 3]);
    s = play(s, { type: "place" }, [1, { type: "declareSteal" }]);
    const passed = play(withVirtue(drawn(fresh(4, 5), "S1", 0), [0, 3, 3, 3]), { type: "place" }, [1, { type: "passSteal" }]);
    expect(G.render(s, 2)).toBe(G.render(passed, 2));
    expect(G.render(s, 2)).toContain("Steal window: Player 3, Player 4 still to answer; answered: Player 2 (answers are sealed until all are in)");
    expect(G.render(s, 1)).toContain("you declared a steal");
    expect(G.render(s)).toContain("declared: Player 2");
  });
});

describe("describeMove of another seat's move from a view (issue: moves illegal for public reasons were let through)", () => {
  const GARDEN = ["MF MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3 S4 . "];
  /** The refusal of a move from a view, as code and message (null when described). */
  const refusalFrom = (view: unknown, move: unknown, seat: number): { code: string; message: string } | null => {
    try {
      G.describeMove(view as never, move as never, seat);
      return null;
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
      return { code: (e as IllegalMoveError).code, message: (e as IllegalMoveError).message };
    }
  };
  /** The full state's refusal of a move, as code and message. */
  const refusalIn = (s: KaresansuiState, move: KaresansuiMove, seat: number): { code: string; message: string } | null => {
    const check = G.validateMove(s, move, seat);
    return check.ok ? null : { code: check.error.code, message: check.error.message };
  };

  it("Ishikawa taking from an empty storage slot (storage is public) is refused from every view, with the full state's error", () => {
    let s = withGarden(fresh(3, 4), 0, GARDEN, { monk: at(1, 2), gardeners: ["ishikawa"], used: [] });
    s = withGarden(withGarden(s, 1, null, { storage: "HE" }), 2, null, { storage: null });
    s = play(atStep2(s, 0), { type: "useGardener", card: "ishikawa" });
    const empty: KaresansuiMove = { type: "takeStored", from: 2, cell: at(2, 4) };
    expect(refusalIn(s, empty, 0)?.code).toBe("STORAGE_EMPTY");
    for (const viewer of [1, 2, "spectator" as const]) {
      const view = G.playerView(s, viewer);
      expect(refusalFrom(view, empty, 0), `seen by ${viewer}`).toEqual(refusalIn(s, empty, 0));
      expect(refusalFrom(view, { type: "takeStored", from: 1, cell: at(2, 4) }, 0), `the stored tile is there to take (seen by ${viewer})`).toBeNull();
    }
  });

  /** 2 players: seat 0 at Step 2 holding muso, rikyu and sesshu; seat 1 holds zenami, ishikawa and enshu; kentei is in neither hand. */
  const hands = (): KaresansuiState => {
    const s = withGarden(fresh(2, 4), 0, GARDEN, { monk: at(1, 2), virtue: 1, gardeners: ["muso", "rikyu", "sesshu"], used: [] });
    return atStep2(withGarden(s, 1, null, { gardeners: ["zenami", "ishikawa", "enshu"], used: [] }), 0);
  };

  it("a gardener card: refused when the viewer can see it is not the mover's (its own, or used), described when it could be in the hidden hand", () => {
    const s = hands();
    const view = G.playerView(s, 1);
    expect(refusalFrom(view, { type: "useGardener", card: "ishikawa" }, 0)).toEqual(refusalIn(s, { type: "useGardener", card: "ishikawa" }, 0));
    expect(refusalFrom(view, { type: "useGardener", card: "ishikawa" }, 0)?.code).toBe("CARD_NOT_HELD");
    // Kentei is not seat 0's, but seat 1 cannot tell: refusing it would tell seat 1 what seat 0 holds.
    expect(refusalIn(s, { type: "useGardener", card: "kentei" }, 0)?.code).toBe("CARD_NOT_HELD");
    expect(refusalFrom(view, { type: "useGardener", card: "kentei" }, 0)).toBeNull();
    expect(refusalFrom(view, { type: "useGardener", card: "muso" }, 0)).toBeNull();
  });

  it("a second gardener card in one turn is refused from a view whether or not the hidden hand holds it (the same error for both)", () => {
    const s = { ...hands(), gardenerUsed: true };
    const view = G.playerView(s, 1);
    const held = refusalFrom(view, { type: "useGardener", card: "muso" }, 0);
    expect(held).toEqual(refusalIn(s, { type: "useGardener", card: "muso" }, 0));
    expect(held?.code).toBe("ONE_GARDENER_PER_TURN");
    expect(refusalFrom(view, { type: "useGardener", card: "kentei" }, 0)).toEqual(held);
  });
});
