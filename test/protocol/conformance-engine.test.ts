import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { games, Rng, sampleChance, type AnyGame } from "../../src/index.js";
import { canonicalJson } from "../../src/conformance/canonical.js";
import { canonicalMoveList, readTrajectory, recordTrajectory, writeTrajectory } from "../../src/conformance/trajectory.js";
import { randomSteps, type Step } from "../../src/conformance/protocol/lockstep.js";
import { checkEngine, type EngineCheckReport } from "../../src/cli/conformance-engine.js";
import { brokenGames } from "./broken-engines/rules.js";

const ROOT = resolve(import.meta.dirname, "../..");
const quote = (s: string) => `"${s}"`;
/** A command running a TypeScript file of this repository through tsx. */
const tsx = (file: string, ...args: string[]) => [quote(process.execPath), "--import", "tsx", quote(join(ROOT, file)), ...args].join(" ");
const brokenEngine = (id: string) => tsx("test/protocol/broken-engines/engine.ts", id);
const trueEngine = tsx("src/cli/index.ts", "serve");
/** An engine that answers `hello` and then nothing (with `--silent`: not even `hello`). */
const hungEngine = (...args: string[]) => [quote(process.execPath), quote(join(ROOT, "test/protocol/broken-engines/hung.mjs")), ...args].join(" ");

/** Everything the lock-step run compares at a position, as one text, computed here on one engine. */
function observable(game: AnyGame, position: unknown): string {
  const chance = game.isChanceNode(position);
  const setupNode = chance && (position as { chance: { setup?: unknown } }).chance.setup !== undefined;
  return canonicalJson({
    chance,
    terminal: !chance && game.isTerminal(position),
    decision: (({ kind, players }) => ({ kind, players }))(game.decision(position) ?? { kind: null, players: null }),
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

/** Runs the CLI from source (through tsx); resolves with its exit code and output, never rejects. */
async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const r = await promisify(execFile)(process.execPath, ["--import", "tsx", join(ROOT, "src/cli/index.ts"), ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof x.code === "number" ? x.code : -1, out: x.stdout ?? "", err: x.stderr ?? "" };
  }
}

describe("tesserae conformance --engine: a hung engine", () => {
  it("stops waiting for a reply after the timeout, with the op in the reason", async () => {
    const game = games.azul as AnyGame;
    const run = checkEngine({ engine: hungEngine("--silent"), game, trajectories: [], random: 1, seed: 1, replyTimeoutMs: 1000 });
    await expect(run).rejects.toThrow(/sent no reply to hello within 1 s/);
  });
});

describe("tesserae conformance --engine (the command)", () => {
  it("stops an engine that stops replying after --engine-timeout, with a one-line reason and exit code 2", async () => {
    // 4 s: time enough for the fixture to start and answer hello on a loaded machine, so it is the setup that hangs.
    const r = await cli(["conformance", "--engine", hungEngine(), "--game", "azul", "--random", "1", "--engine-timeout", "4"]);
    expect(r.code, r.err).toBe(2);
    expect(r.out).toBe("");
    expect(r.err.trim()).toMatch(/^tesserae: --engine: engine ".*hung\.mjs"?" sent no reply to setup within 4 s: stopped it$/);
    const bad = await cli(["conformance", "--engine", hungEngine(), "--game", "azul", "--engine-timeout", "soon"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--engine-timeout must be a positive number of seconds");
  });

  it("stops a broken engine at the first divergence in the shipped trajectories, exit code 1", async () => {
    const id = "almadi";
    const r = await cli(["conformance", "--engine", brokenEngine(id), "--game", id, "--random", "1", "--json"]);
    expect(r.code, r.err).toBe(1);
    const report = JSON.parse(r.out) as EngineCheckReport;
    const failed = report.divergence;
    expect(failed).not.toBeNull();
    const file = /^trajectory (.+)$/.exec(failed!.label)?.[1];
    expect(file, failed!.label).toBeDefined();
    const lines = readTrajectory(readFileSync(join(ROOT, "conformance", file!), "utf8"));
    const steps: Step[] = lines.flatMap((l): Step[] => (l.kind === "chance" ? [{ kind: "chance", outcome: l.outcome }] : l.kind === "move" ? [{ kind: "move", move: l.move, player: l.player }] : []));
    expect(failed!.divergence.step).toBe(firstDifference(games.almadi as AnyGame, brokenGames[id]!.game, lines[0]!.kind === "setup" ? lines[0]!.players : 0, steps));
  });

  it("prints the reason, the move and both positions, and agrees with a true engine (exit code 0)", async () => {
    const broken = await cli(["conformance", "--engine", brokenEngine("azul"), "--game", "azul", "--random", "0"]);
    expect(broken.code, broken.err).toBe(1);
    expect(broken.out).toMatch(/^first divergence: trajectory azul\/trajectories\/\S+, step \d+ \(line \d+\) after .*: score differs: seat \d total \d+ \(ours\) vs \d+ \(theirs\)/m);
    expect(broken.out).toMatch(/^move: {3}\{"kind":"(chance|move)"/m);
    expect(broken.out).toMatch(/^ours: {3}\{"bag"/m);
    expect(broken.out).toMatch(/^theirs: \{"bag"/m);
    const agree = await cli(["conformance", "--engine", trueEngine, "--game", "karesansui", "--random", "1"]);
    expect(agree.code, agree.err).toBe(0);
    expect(agree.out).toMatch(/^agree: \d+ games, \d+ steps$/m);
    const usage = await cli(["conformance", "--engine", trueEngine]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("--engine needs --game");
    const missing = await cli(["conformance", "--engine", "/nonexistent/engine", "--game", "azul"]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/tesserae: --engine: engine "\/nonexistent\/engine" could not run/);
  });
});
