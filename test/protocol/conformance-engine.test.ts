import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { games, Rng, sampleChance, type AnyGame } from "../../src/index.js";
import { canonicalJson } from "../../src/conformance/canonical.js";
import { canonicalMoveList, readTrajectory, recordTrajectory, writeTrajectory } from "../../src/conformance/trajectory.js";
import { randomSteps, type Step } from "../../src/conformance/protocol/lockstep.js";
import { checkEngine } from "../../src/cli/conformance-engine.js";
import { brokenGames } from "./broken-engines/rules.js";

const ROOT = resolve(import.meta.dirname, "../..");
const quote = (s: string) => `"${s}"`;
/** A command running a TypeScript file of this repository through tsx. */
const tsx = (file: string, ...args: string[]) => [quote(process.execPath), "--import", "tsx", quote(join(ROOT, file)), ...args].join(" ");
const brokenEngine = (id: string) => tsx("test/protocol/broken-engines/engine.ts", id);
const trueEngine = tsx("src/cli/index.ts", "serve");

/** Everything the lock-step run compares at a position, as one text, computed here on one engine. */
function observable(game: AnyGame, position: unknown): string {
  const chance = game.isChanceNode(position);
  const setupNode = chance && (position as { chance: { setup?: unknown } }).chance.setup !== undefined;
  return canonicalJson({
    chance,
    terminal: !chance && game.isTerminal(position),
    legal: canonicalMoveList(game.legalMoves(position) as unknown[]),
    outcomes: chance ? game.chanceOutcomes(position).map((o) => [o.move.outcome, o.weight, o.total]) : null,
    score: setupNode ? null : game.score(position).players,
  });
}

/**
 * The first step after which `broken` shows something other than `real` when both play `steps`
 * (0: already after setup; null: never), found by playing both definitions here, in-process.
 */
function firstDifference(real: AnyGame, broken: AnyGame, players: number, steps: readonly Step[]): number | null {
  let a: unknown = real.setup({ players, chance: "explicit" });
  let b: unknown = broken.setup({ players, chance: "explicit" });
  if (observable(real, a) !== observable(broken, b)) return 0;
  for (let k = 0; k < steps.length; k++) {
    const s = steps[k]!;
    const [move, player] = s.kind === "chance" ? [{ type: "chance", outcome: s.outcome }, undefined] : [s.move, s.player];
    a = real.applyMove(a, move, player);
    b = broken.applyMove(b, move, player);
    if (observable(real, a) !== observable(broken, b)) return k + 1;
  }
  return null;
}

describe("tesserae conformance --engine: broken engines", () => {
  for (const [id, { rule }] of Object.entries(brokenGames)) {
    it(`${id} (${rule}) is caught at the step where the change first shows`, async () => {
      const game = (games as Record<string, AnyGame>)[id]!;
      const report = await checkEngine({ engine: brokenEngine(id), game, trajectories: [], random: 1, seed: 7 });
      const expected = firstDifference(game, brokenGames[id]!.game, game.players.min, randomSteps(game, { players: game.players.min, seed: "7:0" }));
      expect(expected, "the changed rule must matter in this game").not.toBeNull();
      const d = report.divergence?.divergence;
      expect(d, "the broken engine must be caught").toBeDefined();
      expect(d!.step).toBe(expected);
      expect(d!.reason).toMatch(/differ|refused|over|waits/);
      expect(d!.reason).not.toContain("\n");
      expect(d!.ours).toBeTypeOf("object");
      expect(d!.theirs).toBeTypeOf("object");
      expect(d!.move).not.toBeNull();
    });
  }

  it("catches a broken engine on a golden trajectory, naming its line", async () => {
    const game = games["castles-of-burgundy"] as AnyGame;
    const rng = Rng.fromSeed(3);
    const lines = readTrajectory(writeTrajectory(recordTrajectory(game, 2, {}, (position, moves, isChance) => (isChance ? sampleChance(game.chanceOutcomes(position), rng) : rng.pick(moves)))));
    const report = await checkEngine({ engine: brokenEngine(game.id), game, trajectories: [{ name: "cob.jsonl", lines }], random: 0, seed: 1 });
    const d = report.divergence?.divergence;
    expect(d).toBeDefined();
    const steps: Step[] = lines.flatMap((l): Step[] => (l.kind === "chance" ? [{ kind: "chance", outcome: l.outcome }] : l.kind === "move" ? [{ kind: "move", move: l.move, player: l.player }] : []));
    expect(d!.step).toBe(firstDifference(game, brokenGames[game.id]!.game, 2, steps));
    const stepLines = lines.map((l, i) => [l.kind, i + 1] as const).filter(([k]) => k === "chance" || k === "move");
    expect(d!.line).toBe(stepLines[d!.step - 1]![1]);
  });
});

describe("tesserae conformance --engine: a true engine", () => {
  it("agrees with Tesserae behind the protocol on a trajectory and random games of every game", async () => {
    for (const game of Object.values(games) as AnyGame[]) {
      const rng = Rng.fromSeed(game.id);
      const lines = recordTrajectory(game, game.players.min, {}, (position, moves, isChance) => (isChance ? sampleChance(game.chanceOutcomes(position), rng) : rng.pick(moves)));
      const report = await checkEngine({ engine: trueEngine, game, trajectories: [{ name: `${game.id}.jsonl`, lines }], random: 1, seed: 2 });
      expect(report.divergence, game.id).toBeNull();
      expect(report.results).toHaveLength(2);
      expect(report.results[0]!.steps).toBeGreaterThan(0);
    }
  });
});
