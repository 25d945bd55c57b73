import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { History } from "../../src/core/index.js";
import { azul } from "../../src/games/azul/index.js";
import { errLines, runCli } from "./run-cli.js";

/** A folder holding bot modules that misbehave. */
function botFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "tesserae-hostile-"));
  writeFileSync(join(dir, "never.mjs"), "export default () => new Promise(() => {});\n");
  writeFileSync(join(dir, "throws.mjs"), 'export default () => { throw new Error("boom\\n    at secret (/x.js:1:1)"); };\n');
  writeFileSync(join(dir, "illegal.mjs"), 'export default () => ({ type: "teleport" });\n');
  // Thrown values with no text form: String() of a prototype-less object throws.
  writeFileSync(join(dir, "rejects.mjs"), "export default () => Promise.reject(Object.create(null));\n");
  writeFileSync(join(dir, "thenable.mjs"), "export default () => ({ then() { throw Object.create(null); } });\n");
  writeFileSync(join(dir, "bare.mjs"), "export default () => { throw Object.create(null); };\n");
  const traps = ["get", "has", "ownKeys", "getPrototypeOf", "getOwnPropertyDescriptor"];
  writeFileSync(join(dir, "proxy.mjs"), `const h = {}; for (const t of ${JSON.stringify(traps)}) h[t] = () => { throw new Error("proxy trap"); };\nexport default () => new Proxy({}, h);\n`);
  return dir;
}

/** The one line a failed bot leaves, and that nothing like a stack trace follows. */
function expectOneBotLine(r: { code: number; out: string; err: string }, pattern: RegExp): void {
  expect(r.code, r.err).toBe(2);
  const lines = errLines(r);
  expect(lines, r.err).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(r.err).not.toMatch(/\n\s+at /);
}

describe("tesserae with hostile bots", () => {
  const dir = botFolder();

  it("a bot whose promise never settles: exit 2 and one line, with one thread or with workers", { timeout: 120_000 }, async () => {
    const [one, two, play] = await Promise.all([
      runCli(["simulate", "azul", "-n", "2", "--bots", "./never.mjs", "--bot-timeout", "0.2"], { cwd: dir }),
      runCli(["simulate", "azul", "-n", "2", "--bots", "./never.mjs,random", "--bot-timeout", "0.2", "--workers", "2"], { cwd: dir }),
      runCli(["play", "azul", "--seat", "1", "--bots", "./never.mjs", "--bot-timeout", "0.2", "--seed", "1"], { cwd: dir, input: "quit\n" }),
    ]);
    for (const r of [one, two, play]) expectOneBotLine(r, /bot "never" \(seat 0\) did not answer in time at move 1: no move within 200 ms/);
  });

  it("a bot that throws and one that returns an illegal move: one line naming bot, seat, move number and error", { timeout: 120_000 }, async () => {
    const [thrown, illegal, workers, play] = await Promise.all([
      runCli(["simulate", "azul", "-n", "2", "--bots", "random,./throws.mjs"], { cwd: dir }),
      runCli(["simulate", "azul", "-n", "2", "--bots", "./illegal.mjs"], { cwd: dir }),
      runCli(["simulate", "azul", "-n", "4", "--bots", "./illegal.mjs", "--workers", "2"], { cwd: dir }),
      runCli(["play", "azul", "--seat", "1", "--bots", "./throws.mjs", "--seed", "1"], { cwd: dir, input: "quit\n" }),
    ]);
    expectOneBotLine(thrown, /^tesserae: bot "throws" \(seat 1\) failed at move 2: boom$/);
    expectOneBotLine(illegal, /^tesserae: bot "illegal" \(seat 0\) returned an illegal move at move 1: .*malformed move/);
    expectOneBotLine(workers, /^tesserae: bot "illegal" \(seat 0\) returned an illegal move at move 1: /);
    expectOneBotLine(play, /^tesserae: bot "throws" \(seat 0\) failed at move 1: boom$/);
  });

  it("a bot that throws or rejects with a value that has no text form: one line, exit 2, with one thread, workers or play", { timeout: 120_000 }, async () => {
    const runs = await Promise.all([
      ...["rejects", "thenable", "bare"].map((b) => runCli(["simulate", "azul", "-n", "1", "--bots", `./${b}.mjs`], { cwd: dir })),
      runCli(["simulate", "azul", "-n", "2", "--bots", "./rejects.mjs", "--workers", "2"], { cwd: dir }),
      runCli(["play", "azul", "--seat", "1", "--bots", "./rejects.mjs", "--seed", "1"], { cwd: dir, input: "1\n" }),
    ]);
    for (const r of runs) expectOneBotLine(r, /^tesserae: bot "(rejects|thenable|bare)" \(seat 0\) failed at move 1: a thrown object with no readable text$/);
  });

  it("a bot that returns a Proxy whose traps throw: a malformed move, named, not an internal error", { timeout: 120_000 }, async () => {
    const runs = await Promise.all([
      runCli(["simulate", "azul", "-n", "1", "--bots", "./proxy.mjs"], { cwd: dir }),
      runCli(["simulate", "azul", "-n", "2", "--bots", "./proxy.mjs", "--workers", "2"], { cwd: dir }),
      runCli(["play", "azul", "--seat", "1", "--bots", "./proxy.mjs", "--seed", "1"], { cwd: dir, input: "1\n" }),
    ]);
    for (const r of runs) expectOneBotLine(r, /^tesserae: bot "proxy" \(seat 0\) returned an illegal move at move 1: .*malformed move/);
  });
});

describe("tesserae play keeps the game when saving fails", () => {
  it("a save to a folder that does not exist says why, and the game goes on", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-save-"));
    const good = join(dir, "game.json");
    const r = await runCli(["play", "azul", "--seed", "3", "--bots", "random"], { input: `save ${join(dir, "no", "such", "folder.json")}\nmoves\n1\nsave ${good}\nquit\n` });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Could not save to .*folder\.json: ENOENT.*The game goes on/);
    const after = r.out.slice(r.out.indexOf("Could not save"));
    expect(after).toMatch(/Your moves/);
    expect(after).toMatch(/Saved 2 moves to /);
    expect(r.out).toMatch(/You left the game\./);
  });
});

describe("tesserae replay prints foreign text escaped", () => {
  it("a seed with escape codes and newlines is shown escaped, never acted on", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "tesserae-replay-"));
    const seed = "\u001b[2J\u001b[31mred\nfake line\u009b";
    let h = History.start(azul, { players: 2, seed });
    for (let i = 0; i < 3; i++) h = h.play(azul.legalMoves(h.state)[0]!);
    const file = join(dir, "evil.json");
    writeFileSync(file, JSON.stringify(h.toReplay()));
    const badGame = join(dir, "evil-game.json");
    writeFileSync(badGame, JSON.stringify({ ...h.toReplay(), game: "\u001b[31mazul\nmore" }));
    const [r, g, at] = await Promise.all([runCli(["replay", file]), runCli(["replay", badGame]), runCli(["replay", file, "--at", "2"])]);
    expect(r.code, r.err).toBe(0);
    for (const text of [r.out, r.err, g.out, g.err, at.out]) {
      expect(text).not.toMatch(/[\u001b\u009b]/);
      expect(text).not.toMatch(/^fake line/m);
    }
    expect(r.out.split("\n")[0]).toContain("\\u001b[2J");
    expect(g.code).toBe(2);
    expect(errLines(g)).toHaveLength(1);
  });

  it("a missing --replay-file folder is refused before the run, with one line", { timeout: 120_000 }, async () => {
    const r = await runCli(["simulate", "azul", "-n", "2", "--replay", "0", "--replay-file", join(tmpdir(), "tesserae-no-such-dir", "x", "g.json")]);
    expect(r.code).toBe(2);
    expect(errLines(r)).toHaveLength(1);
    expect(r.err).toMatch(/does not exist.*nothing was simulated/);
    expect(r.out).toBe("");
  });
});
