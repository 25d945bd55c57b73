import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { textReport } from "../../src/cli/simulate.js";
import { azul } from "../../src/games/azul/index.js";
import { simulate } from "../../src/sim/index.js";

/** Runs the CLI from source (no build needed), without blocking the test worker. */
const cli = (args: string[]): Promise<{ code: number | null; out: string; err: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", "src/cli/index.ts", ...args], { encoding: "utf8", timeout: 120_000 }, (e, out, err) =>
      resolve({ code: e ? (typeof e.code === "number" ? e.code : 1) : 0, out, err }),
    );
  });
const run = ["simulate", "azul", "--games", "7", "--bots", "greedy,random", "--seed", "s"];
const noTiming = (j: Record<string, unknown>) => ({ ...j, seconds: 0, gamesPerSecond: 0, workers: 0 });
const noSpeed = (text: string) => text.replace(/^speed: .*$/m, "");

describe("tesserae simulate --shard and tesserae merge", () => {
  it("merging the 3 shard reports prints exactly the single run's report (text and JSON)", { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-shards-"));
    const files: string[] = [];
    for (const k of [1, 2, 3]) {
      const r = await cli([...run, "--shard", `${k}/3`, "--json"]);
      expect(r.code, r.err).toBe(0);
      files.push(join(dir, `shard-${k}.json`));
      writeFileSync(files[k - 1]!, r.out);
    }
    const [whole, merged, wholeText, mergedText, partial] = await Promise.all([
      cli([...run, "--json"]),
      cli(["merge", ...files, "--json"]),
      cli(run),
      cli(["merge", ...files]),
      cli(["merge", files[0]!, files[2]!]),
    ]);
    expect(merged.code, merged.err).toBe(0);
    expect(noTiming(JSON.parse(merged.out))).toEqual(noTiming(JSON.parse(whole.out)));
    expect(noSpeed(mergedText.out)).toBe(noSpeed(wholeText.out));
    // A missing shard is refused with exit 2 and a message.
    expect(partial.code).toBe(2);
    expect(partial.err).toMatch(/missing/);
  });
  it("rejects a bad shard spec and a file that is not a shard report", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-shards-"));
    const file = join(dir, "x.json");
    writeFileSync(file, JSON.stringify({ hello: 1 }));
    const [bad, r] = await Promise.all([cli([...run, "--shard", "4/3"]), cli(["merge", file])]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--shard.*k\/n/);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not a shard report/);
  });
  it("self-play reports results by seat, not the bot's own 1/players win rate", async () => {
    const report = await simulate({ game: azul, players: 2, bots: ["greedy"], games: 4, seed: 1 });
    const text = textReport(report);
    expect(text).toMatch(/by seat \(one bot plays every seat\)/);
    expect(text).toMatch(/seat 1 {2}win rate/);
    expect(text).toMatch(/self-play: see seats/);
    // The bot's own row shows no win rate (it is 1/players by construction); the seats' rows may
    // show any rate, 50% included.
    const botRow = text.split("\n").find((line) => line.startsWith("#0 greedy"));
    expect(botRow).toBeDefined();
    expect(botRow).not.toMatch(/\d\.\d%/);
  });
  it("the report's columns stay aligned for a bot with a long name (a module file's)", async () => {
    const long = { name: "a-rather-long-module-bot-name", play: (_v: unknown, moves: readonly unknown[]) => moves[0] };
    const report = await simulate({ game: azul, players: 2, bots: [long as never, "greedy"], games: 2, seed: 1 });
    const lines = textReport(report).split("\n");
    const header = lines.find((l) => l.startsWith("bot "))!;
    const rows = lines.filter((l) => /^#\d /.test(l));
    expect(rows).toHaveLength(2);
    // Every row's seats and score columns end where the header's do.
    for (const row of rows) {
      expect(row.indexOf(" 2  ")).toBe(header.indexOf("seats") + "seats".length - 2);
      expect(row.lastIndexOf("  ")).toBe(header.lastIndexOf("  "));
    }
  });
});
