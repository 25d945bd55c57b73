import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/core/index.js";
import { designOf } from "../../../src/games/karesansui/index.js";
import { drawn, fresh, G, play, top, withGarden, withVirtue } from "./helpers.js";

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

describe("describeMove and render", () => {
  it("describes moves in words", () => {
    const s = drawn(fresh(2, 1), "QsSE", 0);
    expect(G.describeMove(s, { type: "place" })).toBe("player 0 will place the drawn QsSE in their garden");
    expect(G.describeMove(s, { type: "give", to: 1 })).toBe("player 0 offers the drawn QsSE to player 1");
    const t = play(s, { type: "place" });
    expect(G.describeMove(t, { type: "placeCell", cell: 10 })).toBe("player 0 places QsSE at (2,0)");
    expect(G.describeMove(t, { type: "takeStone", kind: "T", cell: 3 })).toContain("large standing stone");
  });
  it("renders every garden with tile designs, stones, the monk and broken boundaries", () => {
    let s = withGarden(fresh(2, 1), 0, ["MF:T S1 . . .", "S1 . . . .", ". . . . ."], { monk: 0 });
    s = drawn(s, "S2", 0);
    const text = G.render(s);
    expect(text).toContain("MF   T@xS1");
    expect(text).toContain("Player 1");
    expect(text).toContain("tile S2");
    expect(text.split("\n").length).toBeGreaterThan(10);
  });
});
