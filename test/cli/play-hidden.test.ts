import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";

/** Always the first listed move, `n` times, then `tail`. */
const firstMoves = (n: number, tail = "quit\n"): string => "1\n".repeat(n) + tail;

describe("tesserae play and replay never show a seat what the bots keep hidden", () => {
  it("Almadi: the bot's kept characters are never named, the human's own are; a saved game in progress replays without them", { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-hidden-"));
    const saved = join(dir, "almadi.json");
    const r = await runCli(["play", "almadi", "--config", '{"characters":true}', "--seat", "1", "--bots", "random", "--seed", "5"], { input: firstMoves(12, `save ${saved}\nquit\n`) });
    expect(r.code, r.err).toBe(0);
    // A line after a prompt starts with "> " (piped input echoes no newline).
    const keeps = r.out
      .split("\n")
      .map((l) => l.replace(/^> /, ""))
      .filter((l) => /^Player \d keeps /.test(l));
    expect(keeps).toContain("Player 1 keeps 2 characters");
    expect(keeps.some((l) => /^Player 2 keeps \S+ and /.test(l))).toBe(true);
    expect(keeps.filter((l) => l.startsWith("Player 1"))).toEqual(["Player 1 keeps 2 characters"]);
    // Every line names its seat once.
    expect(r.out).not.toMatch(/^Player \d( \(you\))?: Player \d/m);
    const [replayed, asSeat0] = await Promise.all([runCli(["replay", saved]), runCli(["replay", saved, "--seat", "0"])]);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toMatch(/as a spectator sees it/);
    expect(replayed.out).toMatch(/^\d+\. Player 1 keeps 2 characters$/m);
    expect(replayed.out).toMatch(/^\d+\. Player 2 keeps 2 characters$/m);
    expect(asSeat0.out).toMatch(/^\d+\. Player 1 keeps \S+ and /m);
  });

  it("Karesansui: the bots' sealed steal answers read the same whether they declared or passed", { timeout: 180_000 }, async () => {
    const r = await runCli(["play", "karesansui", "--players", "3", "--seat", "1", "--bots", "random", "--seed", "2"], { input: firstMoves(150) });
    const lines = r.out.split("\n").map((l) => l.replace(/^> /, ""));
    expect(
      lines.some((l) => /^Player [13] answers, sealed, whether to steal/.test(l)),
      "the game reached a steal",
    ).toBe(true);
    expect(lines.filter((l) => /^Player [13] (declares a steal|does not steal)/.test(l))).toEqual([]);
  });
});
