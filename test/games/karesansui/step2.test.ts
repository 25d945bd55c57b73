import { describe, expect, it } from "vitest";
import type { KaresansuiState } from "../../../src/games/karesansui/index.js";
import { at, atStep2, codeOf, fresh, G, keys, play, top, withGarden } from "./helpers.js";

const GARDEN = ["MF MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3 S4 S6"];

/** Player 0 at Step 2 with the given garden, monk and virtue; no usable gardener card in hand. */
function step2(rows = GARDEN, monk: number | null = at(1, 2), virtue = 0): KaresansuiState {
  let s = withGarden(fresh(2, 3), 0, rows, { monk, virtue, gardeners: [], used: ["muso", "zenami", "sesshu"] });
  s = withGarden(s, 1, null, { gardeners: ["rikyu", "ishikawa", "shigemori"], used: [] });
  return atStep2(s, 0);
}

const stones = (s: KaresansuiState) => G.legalMoves(s).filter((m) => m.type === "takeStone");

describe("ZAZEN (§6.2.1, A4)", () => {
  it("gains 1 virtue and ends the turn", () => {
    const s = play(step2(GARDEN, at(1, 2), 2), { type: "zazen" });
    expect(s.players[0]!.virtue).toBe(3);
    expect(s.current).toBe(1);
    expect(top(s).kind).toBe("step1");
  });
  it("is legal at virtue 6 without gain", () => {
    const s = play(step2(GARDEN, at(1, 2), 6), { type: "zazen" });
    expect(s.players[0]!.virtue).toBe(6);
  });
});

describe("MOVE the monk (§6.2.2)", () => {
  it("one step up, down, left or right onto a tile", () => {
    const s = step2(["MF MF . . .", "S5 . . . .", ". . . . ."], at(0, 0));
    const moves = G.legalMoves(s).filter((m) => m.type === "moveMonk");
    expect(keys(moves)).toEqual(
      keys([
        { type: "moveMonk", to: at(0, 1) },
        { type: "moveMonk", to: at(1, 0) },
      ]),
    );
    expect(codeOf(s, { type: "moveMonk", to: at(1, 1) })).toBe("NOT_ADJACENT");
    expect(codeOf(s, { type: "moveMonk", to: at(0, 2) })).toBe("NOT_ADJACENT");
    const t = step2(["MF MF . . .", "S5 . . . .", ". . . . ."], at(0, 1));
    expect(codeOf(t, { type: "moveMonk", to: at(0, 2) })).toBe("NO_TILE");
    expect(play(s, { type: "moveMonk", to: at(1, 0) }).players[0]!.monk).toBe(at(1, 0));
  });
  it("impossible before the first tile", () => {
    const s = step2([". . . . .", ". . . . .", ". . . . ."], null);
    expect(codeOf(s, { type: "moveMonk", to: 0 })).toBe("NO_MONK");
    expect(G.legalMoves(s)).toEqual([{ type: "zazen" }]);
  });
});

describe("STONE: take and place a stone (§6.2.3)", () => {
  it("kinds by virtue threshold, on a tile of the monk's column", () => {
    const s = step2(GARDEN, at(1, 2), 3);
    const opts = stones(s);
    expect(opts).toHaveLength(9); // Y t F × the three tiles of column 2
    expect(new Set(opts.map((m) => (m as { kind: string }).kind))).toEqual(new Set(["Y", "t", "F"]));
    expect(codeOf(s, { type: "takeStone", kind: "T", cell: at(1, 2) })).toBe("VIRTUE_TOO_LOW");
    expect(codeOf(s, { type: "takeStone", kind: "Y", cell: at(1, 3) })).toBe("NOT_MONK_COLUMN");
    expect(codeOf(step2(GARDEN, at(1, 2), 0), { type: "takeStone", kind: "Y", cell: at(1, 2) })).toBe("NO_VIRTUE");
  });

  it("spends all virtue whatever kind is taken", () => {
    const s = play(step2(GARDEN, at(1, 2), 5), { type: "takeStone", kind: "Y", cell: at(0, 2) });
    expect(s.players[0]!.virtue).toBe(0);
    expect(s.players[0]!.stones[at(0, 2)]).toBe("Y");
    expect(s.supply.Y).toBe(3);
  });

  it("virtue 6: any kind on any tile", () => {
    const s = step2(GARDEN, at(1, 2), 6);
    expect(stones(s)).toHaveLength(5 * 15);
  });

  it("one boat stone per player; an empty supply cannot be taken; one stone per tile", () => {
    const rows = ["MF MF S1 S2 S5", "S5 S6 S3:B S4 S5", "S6 S2 S3 S4 S6"];
    const s = step2(rows, at(0, 2), 5);
    expect(codeOf(s, { type: "takeStone", kind: "B", cell: at(0, 2) })).toBe("SUPPLY_EMPTY"); // 2 players: 1 boat stone
    const three = atStep2(withGarden(fresh(3, 3), 0, rows, { monk: at(0, 2), virtue: 5 }), 0);
    expect(three.supply.B).toBe(1);
    expect(codeOf(three, { type: "takeStone", kind: "B", cell: at(0, 2) })).toBe("SECOND_BOAT");
    expect(codeOf(s, { type: "takeStone", kind: "Y", cell: at(1, 2) })).toBe("STONE_PRESENT");
    const empty = { ...s, supply: { ...s.supply, F: 0 } };
    expect(codeOf(empty, { type: "takeStone", kind: "F", cell: at(0, 2) })).toBe("SUPPLY_EMPTY");
  });

  it("moss rule: orthogonal neighbours need moss under both stones; diagonal neighbours are free", () => {
    const rows = ["MF:T MF S1 S2 S5", "S5 S6 S3 S4 S5", "S6 S2 S3 S4 S6"];
    const s = step2(rows, at(0, 1), 6);
    expect(codeOf(s, { type: "takeStone", kind: "T", cell: at(0, 1) })).toBe("OK"); // moss next to moss
    expect(codeOf(s, { type: "takeStone", kind: "Y", cell: at(1, 0) })).toBe("MOSS_RULE"); // sand below the stone
    expect(codeOf(s, { type: "takeStone", kind: "Y", cell: at(1, 1) })).toBe("OK"); // diagonal
  });

  it("a stone on the monk's own tile allows an optional bonus move", () => {
    let s = play(step2(GARDEN, at(1, 2), 2), { type: "takeStone", kind: "t", cell: at(1, 2) });
    expect(top(s)).toEqual({ kind: "bonusMove", players: [0] });
    expect(G.legalMoves(s)).toHaveLength(5); // 4 neighbours + skip
    s = play(s, { type: "moveMonk", to: at(1, 3) });
    expect(s.players[0]!.monk).toBe(at(1, 3));
    expect(s.current).toBe(1);
    const other = play(step2(GARDEN, at(1, 2), 2), { type: "takeStone", kind: "t", cell: at(0, 2) });
    expect(other.current).toBe(1);
    const skip = play(step2(GARDEN, at(1, 2), 2), { type: "takeStone", kind: "t", cell: at(1, 2) }, { type: "skipBonus" });
    expect(skip.players[0]!.monk).toBe(at(1, 2));
  });
});
