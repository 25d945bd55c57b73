import { describe, expect, it } from "vitest";
import { LastListing, MoveTypes } from "../../src/core/sink.js";

type Move = { readonly type: "take" | "place" | "pass"; readonly n?: number };
const TYPES: readonly Move["type"][] = ["take", "place", "pass"];

describe("MoveTypes: which move types have a move", () => {
  it("keeps the first move of each type, answers by the index of the types given, and is done once every type is seen", () => {
    const probe = new MoveTypes<Move>(TYPES);
    const first: Move = { type: "place", n: 1 };
    probe.add(first);
    expect(probe.wants("place"), "a type seen is skipped").toBe(false);
    expect(probe.wants("take")).toBe(true);
    probe.add({ type: "place", n: 2 });
    expect(probe.firstAt(1)).toBe(first);
    expect(probe.firstAt(0)).toBeUndefined();
    expect(probe.done).toBe(false);
    probe.add({ type: "take" });
    probe.add({ type: "pass" });
    expect(probe.done).toBe(true);
    expect([...probe.seen].sort()).toEqual(["pass", "place", "take"]);
    expect(probe.firsts.get("place")).toBe(first);
  });

  it("reset empties it in place; a copy keeps what it saw while the original is reset", () => {
    const probe = new MoveTypes<Move>(TYPES);
    probe.add({ type: "pass" });
    const copy = probe.copy();
    probe.reset();
    expect(probe.firstAt(2)).toBeUndefined();
    expect(probe.wants("pass")).toBe(true);
    expect(probe.done).toBe(false);
    expect(copy.firstAt(2)).toEqual({ type: "pass" });
    expect(copy.wants("pass")).toBe(false);
  });

  it("lists the types seen in the order they came, and forgets them on reset", () => {
    const probe = new MoveTypes<Move>(TYPES);
    probe.add({ type: "pass" });
    probe.add({ type: "take" });
    probe.add({ type: "pass", n: 2 });
    expect(probe.size).toBe(2);
    expect([probe.seenAt(0), probe.seenAt(1)]).toEqual([2, 0]);
    expect(probe.seenAt(2), "past the types seen").toBe(-1);
    expect(probe.copy().seenAt(1), "a copy keeps the order").toBe(0);
    probe.reset();
    expect(probe.size).toBe(0);
    expect(probe.firstAt(2)).toBeUndefined();
    probe.add({ type: "place" });
    expect([probe.size, probe.seenAt(0)]).toEqual([1, 1]);
  });

  it("numbers the types as they come when given only how many there are", () => {
    const probe = new MoveTypes<Move>(2);
    probe.add({ type: "pass" });
    probe.add({ type: "take" });
    expect(probe.firstAt(0)).toEqual({ type: "pass" });
    expect(probe.firstAt(1)).toEqual({ type: "take" });
    expect(probe.done).toBe(true);
  });
});

describe("LastListing: the last list of legal moves handed out", () => {
  const state = { n: 1 };
  const shared: Move = Object.freeze({ type: "place", n: 2 });
  const moves: Move[] = [shared, { type: "take", n: 1 }];

  it("knows a frozen move of its own state and seat, and leaves everything else to the generator", () => {
    const last = new LastListing<object, Move>();
    last.remember(state, 0, moves);
    expect(last.lists(state, 0, shared)).toBe(true);
    expect(last.lists(state, 0, { type: "place", n: 2 }), "equal data, another object").toBeUndefined();
    expect(last.lists(state, 0, moves[1]!), "a listed move nobody froze (a caller may have written into it)").toBeUndefined();
    expect(last.lists(state, 0, Object.freeze({ type: "place", n: 3 })), "a frozen move it did not list").toBeUndefined();
    expect(last.lists(state, 1, shared), "another seat").toBeUndefined();
    expect(last.lists({ n: 1 }, 0, shared), "another state object").toBeUndefined();
  });

  it("keeps nothing of a list of unshared moves", () => {
    const last = new LastListing<object, Move>();
    last.remember(state, 0, [shared, { type: "take", n: 1 }]);
    last.remember(state, 0, [{ type: "take", n: 1 }, shared]);
    expect(last.lists(state, 0, shared)).toBeUndefined();
  });

  it("keeps its own copy of the list: a frozen move pushed into the array handed out is not listed", () => {
    const last = new LastListing<object, Move>();
    const handedOut = moves.slice();
    last.remember(state, 0, handedOut);
    const smuggled: Move = Object.freeze({ type: "pass" });
    handedOut.push(smuggled);
    expect(last.lists(state, 0, smuggled)).toBeUndefined();
  });
});
