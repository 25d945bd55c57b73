import { describe, expect, it } from "vitest";
import { ValidationError } from "../../src/core/index.js";
import { almadi } from "../../src/games/almadi/index.js";

describe("describeMove for a viewer", () => {
  // Play the first listed moves up to the first keep step.
  let state = almadi.setup({ players: 2, seed: 4, config: { characters: true } });
  while (!almadi.legalMoves(state).some((m) => m.type === "keepCharacters")) state = almadi.applyMove(state, almadi.legalMoves(state)[0]!);
  const seat = almadi.activePlayers(state)[0]!;
  const other = 1 - seat;
  const keep = almadi.legalMoves(state, seat).find((m) => m.type === "keepCharacters");

  it("names another seat's kept characters only to that seat", () => {
    expect(keep?.type).toBe("keepCharacters");
    if (keep?.type !== "keepCharacters") return;
    const names = keep.keep.map((id) => id.split("-")[0]!);
    const own = almadi.describeMove(state, keep, seat, seat);
    for (const n of names) expect(own.toLowerCase()).toContain(n);
    expect(almadi.describeMove(state, keep, seat)).toBe(own);
    const hidden = `Player ${seat + 1} keeps 2 characters`;
    expect(almadi.describeMove(state, keep, seat, other)).toBe(hidden);
    expect(almadi.describeMove(state, keep, seat, "spectator")).toBe(hidden);
    expect(almadi.describeMove(almadi.playerView(state, other), keep, seat)).toBe(hidden);
    expect(almadi.describeMove(almadi.playerView(state, "spectator"), keep, seat)).toBe(hidden);
  });

  it("a listed move that names its seat is described from another seat's view without a player", () => {
    const seated = almadi.legalMoves(state).find((m) => m.type === "keepCharacters" && (m as { player?: number }).player === seat);
    expect(seated).toBeDefined();
    if (seated === undefined) return;
    expect(almadi.describeMove(almadi.playerView(state, other), seated)).toBe(`Player ${seat + 1} keeps 2 characters`);
  });

  it("a view describes as its own seat sees; another viewer is a ValidationError", () => {
    expect(keep).toBeDefined();
    if (keep === undefined) return;
    expect(() => almadi.describeMove(almadi.playerView(state, other), keep, seat, seat)).toThrow(ValidationError);
    expect(() => almadi.describeMove(state, keep, seat, 7 as never)).toThrow(ValidationError);
  });
});
