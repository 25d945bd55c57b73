import { describe, expect, it } from "vitest";
import { almadi, almadiPosition, type AlmadiState } from "../../../src/games/almadi/index.js";
import { isTesseraeError, ValidationError } from "../../../src/core/index.js";
import { arrange, giveObjective, hireFree, newGame, play, randomGame, tileWith, withPlayer, withTurn } from "./helpers.js";

/** loadState of a JSON copy: the refusal message, or null when accepted. */
function refusal(s: AlmadiState, options?: { reachable: boolean }): string | null {
  try {
    almadi.loadState(JSON.parse(JSON.stringify(s)), options);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as Error).message;
  }
}

/** loadState's plausibility option. */
const reachable = { reachable: true };
const midGame = () => randomGame({ players: 3, characters: true, seed: 21, steps: 60 });
/** After player 0 placed a tile activating a ruby: step resolve with one pending effect. */
const resolving = () => play(arrange(newGame(), { board: { 2: tileWith("CAR", "???>") } }), { type: "place", slot: 2, cell: "2,1" });

describe("loadState refuses unsound states, and with { reachable: true } states no game can reach (issue: saved states)", () => {
  it("sound states of every phase load", () => {
    for (const steps of [0, 2, 6, 60, 100000]) expect(refusal(randomGame({ players: 3, characters: true, seed: 5, steps }))).toBeNull();
    expect(refusal(resolving())).toBeNull();
  });

  it("a turn step changed so the turn is stuck or inconsistent", () => {
    const s = midGame();
    for (const step of ["ali", "resolve", "genie", "end"] as const) {
      if (s.turn!.step !== step) expect(refusal(withTurn(s, { step })), step).toMatch(/step|Ali|genie|pending|board slots/);
    }
    expect(refusal(withTurn(resolving(), { step: "take" }))).toMatch(/nothing can be pending/);
    expect(refusal(withTurn(newGame(), { step: "end" }))).toMatch(/no end step/);
  });

  it("a player's turn count raised, or the current player moved: sound, but not reachable", () => {
    const s = midGame();
    for (let p = 0; p < 3; p++) {
      expect(refusal(withPlayer(s, p, { turns: s.players[p]!.turns + 1 }))).toBeNull();
      expect(refusal(withPlayer(s, p, { turns: s.players[p]!.turns + 1 }), reachable)).toMatch(/turn counts/);
    }
    expect(refusal({ ...s, current: (s.current + 1) % 3 })).toBeNull();
    expect(refusal({ ...s, current: (s.current + 1) % 3 }, reachable)).toMatch(/turn counts/);
    expect(refusal({ ...s, firstPlayer: (s.firstPlayer + 1) % 3 }, reachable)).not.toBeNull();
  });

  it("pending effects must be icons of the current realm facing an arrow", () => {
    const s = resolving();
    const e = s.turn!.pending[0]!;
    expect(refusal(withTurn(s, { pending: [{ ...e, icon: "moon" }] }))).toMatch(/shows another symbol/);
    expect(refusal(withTurn(s, { pending: [{ ...e, tile: s.supply[0]! }] }))).toMatch(/not in the current realm/);
    expect(refusal(withTurn(s, { pending: [e, e] }))).toMatch(/pending twice/);
  });

  it("genie bookkeeping: no genie after the third action, no last move without one, powers used only if held", () => {
    const s = resolving();
    expect(refusal(withTurn(s, { genie: true, genieActions: 3 }))).toMatch(/third genie action/);
    expect(refusal(withTurn(s, { lastMove: { tile: s.players[0]!.realm["2,1"]!, from: "2,2" } }))).toMatch(/without a genie action/);
    expect(refusal(withTurn(s, { used: ["hussain"] }))).toMatch(/without having it/);
  });

  it("setup phases: starting tiles chosen in reverse seat order, kept pairs among the dealt cards", () => {
    const start = almadi.setup({ players: 3, seed: 2, config: { firstPlayer: 0 } });
    expect(refusal(start)).toBeNull();
    expect(refusal({ ...start, current: 0 })).toMatch(/next to choose/);
    expect(refusal({ ...start, startOrder: [0, 1] })).toMatch(/reverse seat order/);
    const keep = almadi.setup({ players: 2, seed: 2, config: { characters: true, startTiles: "random" } });
    const d = keep.players[0]!.dealt;
    expect(refusal(withPlayer(keep, 0, { hand: [d[1]!, d[0]!] }))).toMatch(/dealt order/);
    expect(refusal({ ...keep, current: 1 - keep.firstPlayer })).toMatch(/first player/);
  });

  it("more landscapes in a realm than its turns placed (the tester's two supply landscapes at turn 0): sound, but not reachable", () => {
    const s = almadiPosition({ players: 2, seed: 1 });
    const realm = { ...s.players[0]!.realm, "1,1": s.supply[0]!, "2,1": s.supply[1]! };
    const edited = { ...withPlayer(s, 0, { realm }), supply: s.supply.slice(2) };
    expect(refusal(edited)).toBeNull();
    expect(refusal(edited, reachable)).toMatch(/player 0 has 2 landscapes besides the starting tile after 0 turn/);
    // A turn in progress has placed its landscape: one more than the turns taken.
    expect(refusal(resolving(), reachable)).toBeNull();
  });

  it("components in places they cannot be: a copy of nothing; and, not reachable, an outer row without Abriza, a met objective left uncompleted", () => {
    // After a round of turns, so that the landscape can have been placed.
    const round = newGame({ characters: true });
    const s = arrange({ ...round, players: round.players.map((p) => ({ ...p, turns: 1 })) }, { realms: { 0: { "1,1": tileWith("OAS") } } });
    const tile = s.players[0]!.realm["1,1"]!;
    const realm = { ...s.players[0]!.realm };
    delete realm["1,1"];
    realm["0,1"] = tile;
    expect(refusal(withPlayer(s, 0, { realm }))).toBeNull();
    expect(refusal(withPlayer(s, 0, { realm }), reachable)).toMatch(/without Abriza/);
    expect(refusal(hireFree(withPlayer(s, 0, { realm }), 0, "abriza"), reachable)).toBeNull();
    const met = withPlayer(giveObjective(newGame(), 1, "GRY1"), 1, { rubies: 5 });
    expect(refusal(met)).toBeNull();
    expect(refusal(met, reachable)).toMatch(/meets objective GRY1/);
    const copier = hireFree(newGame({ characters: true }), 0, "zumurrud");
    expect(refusal(withPlayer(copier, 0, { copy: "khalif" }))).toMatch(/no other player has hired/);
    const moved = { ...s, unusedCharacters: s.unusedCharacters.slice(1), publicCharacters: [...s.publicCharacters, s.unusedCharacters[0]!] };
    expect(refusal(moved)).toBeNull();
    expect(refusal(moved, reachable)).toMatch(/undealt/);
  });

  it("a landscape off the realm (column 255, past the widest grid, or row 6) is a violation naming its field, and loadState lists it", () => {
    const round = newGame({ characters: true });
    const s = arrange({ ...round, players: round.players.map((p) => ({ ...p, turns: 1 })) }, { realms: { 0: { "1,1": tileWith("OAS") } } });
    const tile = s.players[0]!.realm["1,1"]!;
    for (const cell of ["1,255", "6,1"]) {
      const realm = { ...s.players[0]!.realm };
      delete realm["1,1"];
      realm[cell] = tile;
      const off = withPlayer(s, 0, { realm });
      const violation = `players[0].realm["${cell}"]: landscape ${tile} lies off the realm (rows 0–5, columns 0–254)`;
      expect(almadi.invariants(off), cell).toContain(violation);
      let thrown: unknown;
      try {
        almadi.loadState(JSON.parse(JSON.stringify(off)));
      } catch (e) {
        thrown = e;
      }
      expect(thrown, cell).toBeInstanceOf(ValidationError);
      expect(
        (thrown as ValidationError).issues.map((i) => i.message),
        cell,
      ).toContain(violation);
    }
    // The widest cell a landscape may take is sound (Abriza's reach; plausibility is another matter).
    const realm = { ...s.players[0]!.realm };
    delete realm["1,1"];
    realm["1,254"] = tile;
    expect(almadi.invariants(withPlayer(s, 0, { realm }))).toEqual([]);
  });

  it("the last genie move's cell off the realm is a violation naming its field", () => {
    const s = resolving();
    const from = withTurn(s, { genieActions: 1, lastMove: { tile: s.players[0]!.realm["2,1"]!, from: "2,255" } });
    expect(almadi.invariants(from)).toContain('turn.lastMove.from: "2,255" is not a realm cell (rows 0–5, columns 0–254)');
    expect(almadi.invariants(withTurn(from, { lastMove: { tile: s.players[0]!.realm["2,1"]!, from: "2,2" } }))).toEqual([]);
  });
});

describe("Mutated saves: whatever loadState accepts plays on soundly", () => {
  /** Single-field corruptions of the kind the issue names: numbers changed, entries swapped or dropped. */
  function* mutants(s: AlmadiState): Generator<AlmadiState> {
    const t = s.turn;
    for (const d of [-1, 1]) {
      yield { ...s, current: s.current + d };
      yield { ...s, rubies: s.rubies + d };
      for (let p = 0; p < s.players.length; p++) {
        yield withPlayer(s, p, { turns: s.players[p]!.turns + d });
        yield withPlayer(s, p, { rubies: s.players[p]!.rubies + d });
      }
      if (t) yield withTurn(s, { genieActions: t.genieActions + d });
    }
    if (t) {
      for (const step of ["take", "ali", "resolve", "genie", "end"] as const) yield withTurn(s, { step });
      yield withTurn(s, { genie: !t.genie });
      yield withTurn(s, { extra: !t.extra });
      if (t.pending.length > 0) yield withTurn(s, { pending: t.pending.slice(1) });
    }
    yield { ...s, normalTurnsOver: !s.normalTurnsOver };
    yield { ...s, board: [s.board[1]!, s.board[0]!, ...s.board.slice(2)] };
    yield { ...s, supply: s.supply.slice(1) };
    yield { ...s, objectives: s.objectives.slice(1) };
    yield { ...s, players: s.players.map((p) => ({ ...p, objectives: p.objectives.map((o) => ({ ...o, completed: !o.completed })) })) };
    for (const phase of ["start", "keep", "play", "over"] as const) yield { ...s, phase };
  }

  it("refused, or every listed move applies and keeps the invariants", () => {
    let accepted = 0;
    for (const [players, characters, seed] of [
      [2, true, 31],
      [3, false, 32],
      [4, true, 33],
    ] as const) {
      for (const steps of [0, 4, 8, 30, 45, 90, 200]) {
        for (const m of mutants(randomGame({ players, characters, seed, steps }))) {
          let loaded: AlmadiState;
          try {
            loaded = almadi.loadState(JSON.parse(JSON.stringify(m)));
          } catch (e) {
            expect(isTesseraeError(e)).toBe(true);
            continue;
          }
          accepted++;
          for (const move of almadi.legalMoves(loaded)) {
            const next = almadi.applyMove(loaded, move);
            expect(almadi.invariants(next)).toEqual([]);
          }
        }
      }
    }
    expect(accepted).toBeGreaterThan(0);
  });
});
