import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCS_BASE_URL } from "../../../src/core/index.js";
import { ALMADI_RULE_CODES, almadi, CATEGORIES, DATA_IS_PROVISIONAL, DATA_VERSION, dataStatus, MOVES_PER_TURN, type AlmadiState } from "../../../src/games/almadi/index.js";
import { newGame, randomGame } from "./helpers.js";
import { readmeLoop } from "../../properties/contract.js";

/** GitHub-style anchors of a markdown file's headings. */
function anchors(path: string): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^#+\s+(.*)$/.exec(line);
    if (m)
      out.add(
        m[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, "")
          .replace(/\s/g, "-"),
      );
  }
  return out;
}

describe("dataStatus: the data version and one caveat per provisional part", () => {
  it("names the version states carry, is incomplete, and each caveat points at an existing docs section", () => {
    expect(almadi.dataStatus).toBe(dataStatus);
    expect(dataStatus.version).toBe(DATA_VERSION);
    expect(newGame().dataVersion).toBe(dataStatus.version);
    expect(dataStatus.complete).toBe(false);
    expect(DATA_IS_PROVISIONAL).toBe(true);
    expect(dataStatus.caveats.map((c) => c.status)).toEqual(Array(5).fill("PROVISIONAL"));
    for (const c of dataStatus.caveats) {
      const [file, anchor] = c.docs.slice(DOCS_BASE_URL.length).split("#");
      expect(anchors(file!).has(anchor!), c.docs).toBe(true);
    }
  });
});

describe("The actor model: simultaneous keep step", () => {
  it("legalMoves(state) seats each keep move, and applyMove takes it as it stands", () => {
    let s = almadi.setup({ players: 3, seed: 4, config: { characters: true, startTiles: "random" } });
    const moves = almadi.legalMoves(s);
    expect(moves).toHaveLength(3 * 3);
    expect(new Set(moves.map((m) => m.player))).toEqual(new Set([0, 1, 2]));
    s = almadi.applyMove(s, moves[4]!);
    expect(s.players[moves[4]!.player!]!.hand).toHaveLength(2);
    expect(almadi.validateMove(s, { type: "keepCharacters", keep: s.players[0]!.dealt.slice(0, 2) }).ok).toBe(false);
  });
});

describe("Prototype names are never looked up", () => {
  it("moves typed toString, __proto__, valueOf or constructor are MALFORMED_MOVE", () => {
    const s = newGame({ characters: true });
    for (const type of ["toString", "__proto__", "valueOf", "constructor", "hasOwnProperty"]) {
      const check = almadi.validateMove(s, { type });
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.error.code).toBe("MALFORMED_MOVE");
      expect(almadi.validateMove(s, JSON.parse(`{"type":"hire","character":"${type}"}`)).ok).toBe(false);
      expect(almadi.validateMove(s, { type: "takeObjective", effect: 0, objective: type }).ok).toBe(false);
    }
  });
});

describe("Typed codes and breakdown", () => {
  it("every refusal of a random game's mutated moves is a core code or one of ALMADI_RULE_CODES; breakdown keys are CATEGORIES", () => {
    const known = new Set<string>([...ALMADI_RULE_CODES, "GAME_OVER", "PLAYER_REQUIRED", "PLAYER_MISMATCH", "NOT_YOUR_TURN", "MALFORMED_MOVE", "ILLEGAL_MOVE", "NOT_A_STATE"]);
    const codes = new Set<string>();
    for (let steps = 0; steps < 300; steps += 11) {
      const s = randomGame({ players: 2, characters: true, seed: 6, steps });
      for (const m of almadi.legalMoves(s).slice(0, 6)) {
        for (const bad of [
          { ...m, effect: 9 },
          { ...m, cell: "4,9" },
          { ...m, slot: 7 },
          { ...m, tile: "ST9" },
          { ...m, type: "endTurn" },
          { ...m, type: "genieSwap", a: "1,1", b: "1,0" },
        ]) {
          const check = almadi.validateMove(s, bad);
          if (!check.ok) codes.add(check.error.code);
        }
      }
      for (const line of almadi.score(s).players) expect(Object.keys(line.breakdown)).toEqual([...CATEGORIES]);
    }
    for (const c of codes) expect(known.has(c), c).toBe(true);
    expect(codes.size).toBeGreaterThan(4);
  });
});

describe("moveLimit: a proven bound", () => {
  it("is 2 setup moves per player + (16 turns each + 2 extra) × 36 moves + 27 free actions", () => {
    expect(MOVES_PER_TURN).toBe(36);
    expect(almadi.moveLimit(2)).toBe(4 + 34 * 36 + 27);
    expect(almadi.moveLimit(5)).toBe(10 + 82 * 36 + 27);
  });
});

describe("The README loop: `while (!isTerminal(s)) s = applyMove(s, legalMoves(s)[i])`", () => {
  const configs = [{}, { characters: true }, { startTiles: "random" as const }, { characters: true, startTiles: "random" as const, greyObjectives: 0 }];
  for (let players = 2; players <= 5; players++) {
    it(`${players} players, every config: random picks end within moveLimit`, () => {
      for (const config of configs) {
        for (const seed of [1, 2]) {
          const states = readmeLoop(almadi, players, seed, config);
          const s = states[states.length - 1] as AlmadiState;
          expect(s.players.every((p) => p.turns >= 16)).toBe(true);
        }
      }
    });
  }
});
