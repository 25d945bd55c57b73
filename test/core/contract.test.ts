import { describe, expect, it } from "vitest";
import { devMode, History, IllegalMoveError, isIllegalMoveError, isValidationError, randomSeed, Rng, seatLabel, ValidationError } from "../../src/core/index.js";
import { getGame, isGameId } from "../../src/index.js";
import { contractProperties } from "../properties/contract.js";
import { sealedNim, type SealedState } from "./toy.js";

const start = (players = 3): SealedState => sealedNim.setup({ players, seed: 7 });

describe("actor model: moves carry their player when several may act", () => {
  it("legalMoves(state) lists each active player's moves once, seated, and each applies as it stands", () => {
    const s = start(3);
    const moves = sealedNim.legalMoves(s);
    expect(moves).toEqual(
      [0, 1, 2].flatMap((player) => [
        { type: "pick", n: 1, player },
        { type: "pick", n: 2, player },
      ]),
    );
    for (const m of moves) expect(sealedNim.applyMove(s, m).picks[m.player!]).toBe(m.n);
  });

  it("a seated move is refused for another seat (PLAYER_MISMATCH) and a seat that may not act gets NOT_YOUR_TURN", () => {
    const s = sealedNim.applyMove(start(3), { type: "pick", n: 1, player: 0 });
    const mismatch = sealedNim.validateMove(s, { type: "pick", n: 1, player: 1 }, 2);
    expect(!mismatch.ok && mismatch.error.code).toBe("PLAYER_MISMATCH");
    const done = sealedNim.validateMove(s, { type: "pick", n: 1 }, 0);
    expect(!done.ok && done.error.code).toBe("NOT_YOUR_TURN");
    const unsaid = sealedNim.validateMove(s, { type: "pick", n: 1 });
    expect(!unsaid.ok && unsaid.error.code).toBe("PLAYER_REQUIRED");
  });

  it("decision(state) names the kind, the players (= activePlayers) and a prompt with seat labels", () => {
    const s = sealedNim.applyMove(start(3), { type: "pick", n: 2, player: 1 });
    expect(sealedNim.decision(s)).toEqual({ kind: "pick", players: [0, 2], prompt: "Player 1, Player 3: pick 1 or 2 stones" });
    expect(seatLabel(0)).toBe("Player 1");
  });
});

describe("views: a client holding one seat's view", () => {
  it("lists, describes and renders its own moves from the view, and is refused another seat's", () => {
    const s = start(2);
    const view = sealedNim.playerView(s, 1);
    expect(sealedNim.isView(view)).toBe(true);
    expect(sealedNim.legalMoves(view)).toEqual(sealedNim.legalMoves(s, 1));
    expect(sealedNim.describeMove(view, { type: "pick", n: 2, player: 1 })).toBe("Player 2 picks 2");
    expect(sealedNim.render(view)).toBe(`pile 9; your card ${s.hands[1]}`);
    expect(sealedNim.render(s, 1)).toBe(sealedNim.render(view));
    expect(() => sealedNim.legalMoves(view, 0)).toThrow(ValidationError);
  });

  it("applyMove and validateMove on a view answer NOT_A_STATE; loadState refuses a view", () => {
    const view = sealedNim.playerView(start(2), 0);
    const check = sealedNim.validateMove(view as never, { type: "pick", n: 1 }, 0);
    expect(!check.ok && check.error.code).toBe("NOT_A_STATE");
    expect(() => sealedNim.applyMove(view as never, { type: "pick", n: 1 }, 0)).toThrow(IllegalMoveError);
    expect(() => sealedNim.loadState(view)).toThrow(/view/);
  });

  it("determinize is built from the view alone: states that differ only in others' cards give the same result", () => {
    const s = start(3);
    const other = { ...s, hands: s.hands.map((h, i) => (i === 0 ? h : (h + 1) % 3)) };
    expect(sealedNim.determinize(other, 0, Rng.fromSeed(5))).toEqual(sealedNim.determinize(s, 0, Rng.fromSeed(5)));
    expect(sealedNim.determinize(s, 0, Rng.fromSeed(5)).hands[0]).toBe(s.hands[0]);
  });

  it("describeMove of an illegal move throws the error applyMove would", () => {
    const s = sealedNim.applyMove(start(2), { type: "pick", n: 1, player: 0 });
    expect(() => sealedNim.describeMove(s, { type: "pick", n: 1 }, 0)).toThrow(IllegalMoveError);
  });
});

describe("bad input gets typed, short errors", () => {
  it("a state whose functions throw inside answers NOT_A_STATE, never a TypeError", () => {
    const broken = { ...start(2), picks: null } as unknown as SealedState;
    const check = sealedNim.validateMove(broken, { type: "pick", n: 1 }, 0);
    expect(!check.ok && check.error.code).toBe("NOT_A_STATE");
    expect(() => sealedNim.legalMoves(broken)).toThrow(ValidationError);
  });

  it("loadState refuses a state that is not over but where no one can act", () => {
    const s = { ...start(2), picks: [1, 2] };
    expect(() => sealedNim.loadState(s)).toThrow(/no player may act/);
  });

  it("a config that is not an object is refused, not replaced by the defaults", () => {
    for (const config of [5, true, "", 0, [1]]) expect(() => sealedNim.setup({ players: 2, seed: 1, config: config as never })).toThrow(/config/);
  });

  it("seeds: Date.now() is refused with the fix in the message; randomSeed gives a usable seed; huge strings are refused", () => {
    expect(() => sealedNim.setup({ players: 2, seed: Date.now() })).toThrow(/>>> 0|randomSeed/);
    const seed = randomSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
    expect(sealedNim.setup({ players: 2, seed }).hands).toHaveLength(2);
    expect(() => sealedNim.setup({ players: 2, seed: "x".repeat(5000) })).toThrow(/at most 1024/);
  });

  it("isIllegalMoveError and isValidationError recognise errors without instanceof (another copy of the library)", () => {
    let thrown: unknown;
    try {
      sealedNim.applyMove(start(2), { type: "nope" } as never, 0);
    } catch (e) {
      thrown = e;
    }
    expect(isIllegalMoveError(thrown)).toBe(true);
    expect(isValidationError(thrown)).toBe(false);
    const foreign = Object.assign(new Error("x"), { name: "ValidationError", [Symbol.for("tesserae.error")]: true });
    expect(isValidationError(foreign)).toBe(true);
    expect(isIllegalMoveError(new Error("plain"))).toBe(false);
  });

  it("messages are capped: a 200,000-key move gives a short MALFORMED_MOVE", () => {
    const huge = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, i]));
    const check = sealedNim.validateMove(start(2), huge, 0);
    expect(!check.ok && check.error.code).toBe("MALFORMED_MOVE");
    expect(!check.ok && check.error.message.length).toBeLessThan(200);
  });

  it("getGame never reads through the prototype chain and is typed by id", () => {
    expect(() => getGame("__proto__")).toThrow(ValidationError);
    expect(() => getGame("toString")).toThrow(ValidationError);
    expect(isGameId("constructor")).toBe(false);
    expect(getGame("azul").id).toBe("azul");
  });
});

describe("development mode", () => {
  it("deep-freezes every state handed out while on, and nothing while off", () => {
    const was = devMode(true);
    try {
      const s = start(2);
      expect(Object.isFrozen(s) && Object.isFrozen(s.hands)).toBe(true);
      expect(() => {
        (s.hands as number[])[0] = 9;
      }).toThrow(TypeError);
      expect(Object.isFrozen(sealedNim.applyMove(s, { type: "pick", n: 1, player: 0 }))).toBe(true);
    } finally {
      devMode(was);
    }
    expect(Object.isFrozen(start(2))).toBe(false);
  });
});

describe("History", () => {
  it("plays, undoes, redoes and jumps without changing earlier histories", () => {
    const h0 = History.start(sealedNim, { players: 2, seed: 3 });
    const h1 = h0.play({ type: "pick", n: 1, player: 0 });
    const h2 = h1.play({ type: "pick", n: 2 }, 1);
    expect(h0.index).toBe(0);
    expect(h2.index).toBe(2);
    expect(h2.moves).toEqual([
      { player: 0, move: { type: "pick", n: 1 } },
      { player: 1, move: { type: "pick", n: 2 } },
    ]);
    const back = h2.undo();
    expect(back.state).toBe(h1.state);
    expect(back.canRedo).toBe(true);
    expect(back.redo().state).toBe(h2.state);
    expect(h2.jumpTo(0).state).toBe(h0.state);
    expect(() => h2.jumpTo(3)).toThrow(ValidationError);
    // A new move after an undo drops the undone ones.
    const branch = back.play({ type: "pick", n: 1 }, 1);
    expect(branch.moves).toHaveLength(2);
    expect(branch.canRedo).toBe(false);
  });

  it("exports the moves up to the cursor as a replay record with the data version, and imports it", () => {
    const h = History.start(sealedNim, { players: 2, seed: 3 }).play({ type: "pick", n: 1, player: 0 }).play({ type: "pick", n: 1 }, 1);
    const record = h.undo().toReplay();
    expect(record.moves).toHaveLength(1);
    expect(record.dataVersion).toBe("sealed-nim-1");
    const again = History.fromReplay(sealedNim, JSON.parse(JSON.stringify(h.toReplay())));
    expect(again.state).toEqual(h.state);
    expect(() => History.fromReplay(sealedNim, { ...h.toReplay(), dataVersion: "sealed-nim-0" })).toThrow(/dataVersion/);
  });

  it("an illegal move leaves the history as it was", () => {
    const h = History.start(sealedNim, { players: 2, seed: 3 });
    expect(() => h.play({ type: "pick", n: 3 } as never, 0)).toThrow(IllegalMoveError);
    expect(h.moves).toHaveLength(0);
  });
});

describe("the contract properties hold for the toy game", () => {
  for (const players of [2, 3]) describe(`${players} players`, () => contractProperties(sealedNim, players, {}, 4));
});
