import { describe, expect, it } from "vitest";
import { readTrajectory, recordTrajectory, replayTrajectory, verifyTrajectory, writeTrajectory, type TrajectoryLine } from "../../src/conformance/index.js";
import { Rng, sampleChance, ValidationError, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";

/** A seeded random game of `game` as trajectory lines. */
function played(game: AnyGame, players = 2, seed = 9, maxSteps?: number): TrajectoryLine[] {
  const rng = Rng.fromSeed(seed);
  return recordTrajectory(game, players, {}, (pos, moves, isChance) => (isChance ? sampleChance(game.chanceOutcomes(pos), rng) : moves[rng.int(moves.length)]), { maxSteps });
}

describe("golden trajectories", () => {
  for (const [id, game] of Object.entries(games as Record<string, AnyGame>)) {
    it(`${id}: a whole game written, read back and verified agrees everywhere; replayed it reaches the end`, () => {
      const lines = played(game);
      const text = writeTrajectory(lines);
      expect(text.endsWith("\n")).toBe(true);
      const back = readTrajectory(text);
      expect(back).toEqual(JSON.parse(JSON.stringify(lines)));
      const check = verifyTrajectory(game, back);
      expect(check.mismatches).toEqual([]);
      expect(check.ok).toBe(true);
      const end = back[back.length - 1]!;
      expect(end.kind).toBe("end");
      if (end.kind === "end") {
        expect(end.terminal).toBe(true);
        expect(check.steps).toBe(end.moves + end.chances);
      }
      const positions = replayTrajectory(game, back);
      expect(game.isTerminal(positions[positions.length - 1]!)).toBe(true);
      // Every state line is the settled position the line before it led to.
      const states = back.filter((l) => l.kind === "state");
      expect(states.length).toBeGreaterThan(2);
      for (const s of states) expect(game.isChanceNode((s as { state: unknown }).state)).toBe(false);
      expect(back[0]).toMatchObject({ kind: "setup", game: id, chance: "explicit", dataVersion: game.dataStatus.version, provisional: !game.dataStatus.complete });
    });
  }

  it("a wrong count, hash, score or move is reported at its line, and verification stops there", () => {
    const lines = played(games.azul, 2, 3, 60);
    const at = lines.findIndex((l) => l.kind === "move");
    const bent = (patch: Record<string, unknown>): TrajectoryLine[] => lines.map((l, i) => (i === at ? ({ ...l, ...patch } as TrajectoryLine) : l));
    expect(verifyTrajectory(games.azul, bent({ legalCount: 999 })).mismatches[0]).toMatchObject({ line: at + 1, field: "legalCount" });
    expect(verifyTrajectory(games.azul, bent({ legalHash: "0".repeat(64) })).mismatches[0]).toMatchObject({ line: at + 1, field: "legalHash" });
    expect(verifyTrajectory(games.azul, bent({ score: [] })).mismatches[0]).toMatchObject({ line: at + 1, field: "score" });
    const illegal = verifyTrajectory(games.azul, bent({ move: { type: "take", source: 99, colour: "B", line: 1 } }));
    expect(illegal.ok).toBe(false);
    expect(illegal.mismatches).toHaveLength(1);
    expect(illegal.mismatches[0]).toMatchObject({ line: at + 1, field: "move" });
    const wrongOutcome = lines.map((l) => (l.kind === "chance" ? { ...l, outcome: 4 } : l));
    expect(verifyTrajectory(games.azul, wrongOutcome).ok).toBe(false);
    expect(verifyTrajectory(games.karesansui, lines).mismatches[0]).toMatchObject({ line: 1, field: "setup" });
  });

  it("a state checkpoint that differs is reported", () => {
    const lines = played(games.azul, 2, 3, 60);
    const at = lines.findIndex((l) => l.kind === "state");
    const changed = lines.map((l, i) => (i === at ? { kind: "state" as const, state: { ...(l as { state: object }).state, round: 7 } } : l));
    expect(verifyTrajectory(games.azul, changed).mismatches[0]).toMatchObject({ line: at + 1, field: "state" });
  });

  it("reading refuses what is not a trajectory, naming the line", () => {
    const text = writeTrajectory(played(games.azul, 2, 3, 10));
    const [first, second, ...rest] = text.split("\n");
    const fails = (t: string, where: RegExp) => {
      expect(() => readTrajectory(t)).toThrow(ValidationError);
      expect(() => readTrajectory(t)).toThrow(where);
    };
    fails("", /line 1/);
    fails(`${first}\n{not json\n`, /line 2/);
    fails(`${second}\n`, /line 1/);
    fails(`${first}\n${first}\n`, /line 2/);
    fails(`${first}\n${second!.replace('"kind":"chance"', '"kind":"dice"')}\n`, /line 2/);
    fails(`${first}\n${second!.replace(/"outcome":\d+/, '"outcome":-1')}\n`, /line 2: outcome/);
    const end = rest.filter(Boolean).at(-1)!;
    fails(`${first}\n${end}\n${second}\n`, /line 3/);
  });

  it("replaying names the line of an illegal step", () => {
    const lines = played(games.azul, 2, 3, 40);
    const at = lines.findIndex((l) => l.kind === "move");
    const bad = lines.map((l, i) => (i === at ? { ...l, move: { type: "take", source: 99, colour: "B", line: 1 } } : l));
    expect(() => replayTrajectory(games.azul, bad)).toThrow(new RegExp(`line ${at + 1}`));
  });

  it("stops at maxSteps with a non-terminal end line", () => {
    const lines = played(games.azul, 2, 3, 30);
    const end = lines[lines.length - 1]!;
    expect(end).toMatchObject({ kind: "end", terminal: false });
    expect(verifyTrajectory(games.azul, lines).ok).toBe(true);
  });
});
