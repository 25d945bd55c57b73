import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { errLines, runCli, type CliRun } from "../cli/run-cli.js";
import { lastOf } from "../helpers/last.js";

/** A refused merge: exit 2, nothing on stdout, one line on stderr matching `pattern`. */
function expectRefused(r: CliRun, pattern: RegExp): void {
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe("");
  expect(errLines(r), r.err).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}

describe("tesserae merge checks the run's fingerprint and every shard file", () => {
  it("merges the shards of one run; refuses another run's shard, a duplicate, a gap and corrupt files", { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-fingerprint-"));
    // A random bot saved under the name of a built-in one.
    writeFileSync(join(dir, "mcts-5.mjs"), "export default (view, moves, rng) => moves[rng.int(moves.length)];\n");
    const run = (bots: string, shard: string) => runCli(["simulate", "azul", "-n", "4", "--bots", bots, "--seed", "f", "--shard", shard, "--json"], { cwd: dir });
    const [a1, a2, b2, c2] = await Promise.all([run("mcts-5", "1/2"), run("mcts-5", "2/2"), run("./mcts-5.mjs", "2/2"), run("mcts-5", "2/3")]);
    for (const r of [a1, a2, b2, c2]) expect(r.code, r.err).toBe(0);
    const file = (name: string, text: string): string => {
      const f = join(dir, name);
      writeFileSync(f, text);
      return f;
    };
    const [s1, s2, other, thirds] = [file("a1.json", a1.out), file("a2.json", a2.out), file("b2.json", b2.out), file("c2.json", c2.out)];
    const shard = JSON.parse(readFileSync(s1, "utf8"));
    expect(shard.shard.run).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(b2.out).bots[0].name).toBe("mcts-5"); // same name as the built-in: only the fingerprint tells them apart

    const nan = file("nan.json", JSON.stringify({ ...shard, outcomes: shard.outcomes.map((o: { totals: number[] }, i: number) => (i === 0 ? { ...o, totals: [null, 3] } : o)) }));
    const noRun = file("old.json", JSON.stringify({ ...shard, shard: { ...shard.shard, run: undefined } }));
    const short = file("short.json", JSON.stringify({ ...shard, outcomes: shard.outcomes.slice(1) }));
    const twice = file("twice.json", JSON.stringify({ ...shard, outcomes: [shard.outcomes[0], shard.outcomes[0]] }));
    const truncated = file("truncated.json", a1.out.slice(0, 200));
    const [ok, mixed, dup, gap, otherSize, bad1, bad2, bad3, bad4, bad5] = await Promise.all([
      runCli(["merge", s2, s1]),
      runCli(["merge", s1, other]),
      runCli(["merge", s1, s2, s1]),
      runCli(["merge", s2]),
      runCli(["merge", s1, thirds]),
      runCli(["merge", nan, s2]),
      runCli(["merge", noRun, s2]),
      runCli(["merge", short, s2]),
      runCli(["merge", twice, s2]),
      runCli(["merge", truncated, s2]),
    ]);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/^azul: 4 games/);
    expectRefused(mixed, /b2\.json is of another run than .*a1\.json/);
    expectRefused(dup, /shard 1\/2 is in two reports/);
    expectRefused(gap, /a shard is missing: 1\/2/);
    expectRefused(otherSize, /another run/);
    expectRefused(bad1, /nan\.json is not a shard report: outcomes\[0\]: totals/);
    expectRefused(bad2, /old\.json is not a shard report: shard\.run/);
    expectRefused(bad3, /short\.json is not a shard report: outcomes must hold the 2 games/);
    expectRefused(bad4, /twice\.json is not a shard report: outcomes\[1\]: game 0 is listed twice/);
    expectRefused(bad5, /truncated\.json is not JSON/);
  });
});

describe("tesserae merge refuses outcomes that cannot belong to the run", () => {
  it("wrong seats, a total that is not its breakdown's sum, a changed breakdown and a ranking against the totals name the file and the game", { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-fit-"));
    const run = (shard: string) => runCli(["simulate", "azul", "-n", "4", "--seed", "3", "--json", "--bots", "mcts-5,random", "--shard", shard]);
    const [a1, a2] = await Promise.all([run("1/2"), run("2/2")]);
    for (const r of [a1, a2]) expect(r.code, r.err).toBe(0);
    const s1 = join(dir, "a1.json");
    writeFileSync(s1, a1.out);
    const shard = JSON.parse(a2.out);
    type Outcome = { index: number; seats: number[]; totals: number[]; breakdowns: Record<string, number>[]; ranking: number[][] };
    const first: Outcome = shard.outcomes[0];
    expect(first.index).toBe(2);
    // A copy of shard 2/2 whose first game (game 2) is changed by `edit`.
    const changed = (name: string, edit: (o: Outcome) => Outcome): string => {
      const f = join(dir, name);
      writeFileSync(f, JSON.stringify({ ...shard, outcomes: [edit(structuredClone(first)), ...shard.outcomes.slice(1)] }));
      return f;
    };
    const part = Object.keys(first.breakdowns[0]!)[0]!;
    const order = first.ranking.flat();
    const best = order[0] ?? 0;
    const worst = lastOf(order);
    /** Game 2 with the best seat 100 points further ahead (its breakdown too: only the ranking can be wrong). */
    const lead = (o: Outcome): Outcome => ({
      ...o,
      totals: o.totals.map((t, p) => (p === best ? t + 100 : t)),
      breakdowns: o.breakdowns.map((b, p) => (p === best ? { ...b, [part]: b[part]! + 100 } : b)),
    });
    const files = {
      seats: changed("seats.json", (o) => ({ ...o, seats: [0, 0] })),
      total: changed("total.json", (o) => ({ ...o, totals: o.totals.map((t, p) => (p === 0 ? t + 1 : t)) })),
      part: changed("part.json", (o) => ({ ...o, breakdowns: o.breakdowns.map((b, p) => (p === 0 ? { ...b, [part]: 1e9 } : b)) })),
      // The best and the worst seat swapped (a lower total ranked first), or placed together.
      rank: changed("rank.json", (o) => ({ ...lead(o), ranking: [[worst], [best]] })),
      tie: changed("tie.json", (o) => ({ ...lead(o), ranking: [[best, worst]] })),
    };
    const [seats, total, changedPart, rank, tie] = await Promise.all(Object.values(files).map((f) => runCli(["merge", s1, f])));
    const ok = await runCli(["merge", s1, changed("same.json", (o) => o)]);
    if (!seats || !total || !changedPart || !rank || !tie) throw new Error("a merge run is missing");
    expect(ok.code, ok.err).toBe(0);
    expectRefused(seats, /seats\.json is not a shard report: outcomes\[0\]: game 2: seats must be the run's seat rotation for that game \(\[0,1\]\)/);
    expectRefused(total, /total\.json .*outcomes\[0\]: game 2: the total of seat 0 is not the sum of its breakdown/);
    expectRefused(changedPart, /part\.json .*outcomes\[0\]: game 2: the total of seat 0 is not the sum of its breakdown/);
    expectRefused(rank, /rank\.json .*outcomes\[0\]: game 2: the ranking places a lower total above a higher one/);
    expectRefused(tie, /tie\.json .*outcomes\[0\]: game 2: seats that share a place in the ranking must have equal totals/);
  });
});
