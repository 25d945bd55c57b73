import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { History, Rng, seatLabel, type ReplayRecord } from "../../src/core/index.js";
import { azul } from "../../src/games/azul/index.js";
import { existsSync } from "node:fs";
import { runNode } from "../helpers/run.js";

const BIN = "dist/cli/index.js";
const run = async (args: string[], input?: string) => {
  const r = await runNode([BIN, ...args], { input });
  return { code: r.code, out: r.stdout, err: r.stderr };
};

let dir = "";
beforeAll(() => {
  expect(existsSync(BIN), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
  dir = mkdtempSync(join(tmpdir(), "tesserae-cli-"));
});

describe("tesserae games", () => {
  it("lists every game with player counts and config options", async () => {
    const r = await run(["games"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^azul {2}Azul {2}\(2-4 players\)/m);
    expect(r.out).toMatch(/wall = "coloured"/);
    const j = JSON.parse((await run(["games", "--json"])).out) as { id: string; players: { min: number; max: number }; configOptions: object }[];
    expect(j.find((g) => g.id === "azul")).toMatchObject({ players: { min: 2, max: 4 } });
  });
});

describe("tesserae simulate", () => {
  it("--bots takes a module file whose default export is an async bot, and names a module that is no bot", async () => {
    const file = join(dir, "async-first.mjs");
    writeFileSync(file, "export default async (view, moves) => { await new Promise((r) => setTimeout(r, 0)); return moves[0]; };\nexport const two = 2;\n");
    const r = await run(["simulate", "azul", "--games", "2", "--bots", `${file},greedy`, "--json"]);
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out) as { games: number; bots: { name: string }[] };
    expect(report.games).toBe(2);
    expect(report.bots.map((b) => b.name)).toEqual(["async-first", "greedy"]);
    const bad = await run(["simulate", "azul", "--games", "2", "--bots", `${file}#two`]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/export "two" is not a bot/);
    const play = await run(["play", "azul", "--seed", "5", "--bots", file], "quit\n");
    expect(play.code, play.err).toBe(0);
    expect(play.out).toMatch(/Player 2: async-first/);
  });
  it("-w 64 on a small machine is refused with a message, not a V8 abort", async () => {
    const r = await run(["simulate", "azul", "--games", "2", "-w", "100000"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/workers.*at most \d+/);
  });
  it("--replay i writes game i of the run as a replay record that tesserae replay plays", async () => {
    const file = join(dir, "sim-game-1.json");
    const r = await run(["simulate", "azul", "--games", "3", "--bots", "random", "--seed", "4", "--replay", "1", "--replay-file", file]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/wrote game 1/);
    const record = JSON.parse(readFileSync(file, "utf8"));
    expect(record).toMatchObject({ game: "azul", seed: "4#1", players: 2 });
    expect((await run(["replay", file])).out).toMatch(/Final score:/);
    expect((await run(["simulate", "azul", "--games", "3", "--replay", "3"])).code).toBe(2);
  });
  it("--json gives win rates with intervals, score and breakdown statistics, length and speed", async () => {
    const r = await run(["simulate", "azul", "--players", "3", "--games", "6", "--bots", "mcts-5,greedy,random", "--seed", "7", "--workers", "2", "--json"]);
    expect(r.err).not.toMatch(/Error/);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ game: "azul", players: 3, games: 6, seed: 7, workers: 2 });
    expect(j.bots).toHaveLength(3);
    for (const b of j.bots) {
      expect(Object.keys(b).sort()).toEqual(["bot", "breakdown", "games", "name", "score", "winRate", "winRateCI95", "wins"]);
      expect(b.winRateCI95[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.winRateCI95[1]).toBeGreaterThanOrEqual(b.winRate);
      expect(Object.keys(b.breakdown).sort()).toEqual(["colours", "columns", "floor", "rows", "wall"]);
      expect(Object.keys(b.score).sort()).toEqual(["max", "mean", "min", "sd"]);
    }
    expect(j.bots.reduce((s: number, b: { wins: number }) => s + b.wins, 0)).toBeCloseTo(6);
    expect(j.length.mean).toBeGreaterThan(0);
    expect(j.gamesPerSecond).toBeGreaterThan(0);
    // Not a TTY: progress as plain lines on stderr.
    expect(r.err).toMatch(/simulated 6\/6 games/);
  });
  it("progress (stderr not a terminal) comes game by game: the first game's line at once, not after a tenth of the run", async () => {
    const r = await run(["simulate", "azul", "--games", "30", "--bots", "random", "--seed", "p"]);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^simulated 1\/30 games$/m);
    expect(r.err).toMatch(/^simulated 30\/30 games$/m);
  });
  it("the text report has win rates with 95% CI and games per second; same numbers for 1 worker", async () => {
    const a = await run(["simulate", "azul", "--games", "4", "--bots", "greedy,random", "--seed", "3", "--json"]);
    const b = await run(["simulate", "azul", "--games", "4", "--bots", "greedy,random", "--seed", "3", "--workers", "2", "--json"]);
    expect(JSON.parse(a.out).bots).toEqual(JSON.parse(b.out).bots);
    const t = await run(["simulate", "azul", "--games", "4", "--bots", "greedy,random", "--seed", "3"]);
    expect(t.out).toMatch(/95% CI/);
    expect(t.out).toMatch(/games\/s/);
  });
  it("rejects an unknown bot or game with exit 2 and a message", async () => {
    const r = await run(["simulate", "azul", "--bots", "clever,random"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown bot "clever"/);
    expect((await run(["simulate", "chess"])).err).toMatch(/unknown game "chess"/);
  });
});

/** A replay record of a random 2-player Azul game (seed 9), made with the core alone. */
function randomRecord(): ReplayRecord {
  const rng = Rng.fromSeed(9);
  let h = History.start(azul, { players: 2, seed: 9 });
  while (!azul.isTerminal(h.state)) {
    const moves = azul.legalMoves(h.state);
    h = h.play(moves[rng.int(moves.length)]!);
  }
  return JSON.parse(JSON.stringify(h.toReplay()));
}

describe("tesserae replay", () => {
  const record = () => randomRecord() as unknown as { moves: { player: number; move: unknown }[]; players?: number };
  it("prints a valid record one move per line, with seat labels, and the final score", async () => {
    const rec = record();
    const file = join(dir, "good.json");
    writeFileSync(file, JSON.stringify(rec));
    const r = await run(["replay", file]);
    expect(r.code).toBe(0);
    const first = rec.moves[0]!;
    // Each line names the seat once: the description starts with it.
    expect(r.out).toContain(`1. ${azul.describeMove(azul.setup({ players: 2, seed: 9 }), first.move as never, first.player)}`);
    expect(r.out).not.toContain(`${seatLabel(first.player)}: ${seatLabel(first.player)}`);
    expect(r.out).toContain(`${rec.moves.length}. Player`);
    expect(r.out).toMatch(/Final score:/);
    // No boards unless asked: about one line per move.
    expect(r.out.split("\n").length).toBeLessThan(rec.moves.length + 15);
    const boards = await run(["replay", file, "--boards"]);
    expect(boards.out.split("\n").length).toBeGreaterThan(rec.moves.length * 5);
    const at = await run(["replay", file, "--at", "3"]);
    expect(at.code).toBe(0);
    expect(at.out).toContain(`3. `);
    expect(at.out).not.toContain(`4. `);
  });
  it("--step steps through the game: Enter shows the next move and its board, b goes back, q quits", async () => {
    const rec = record();
    const file = join(dir, "step.json");
    writeFileSync(file, JSON.stringify(rec));
    const r = await run(["replay", file, "--step"], "\n\nb\nq\n");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Start \(\d+ moves/);
    expect(r.out).toContain("[2/");
    // Move 1 is shown twice: stepped to, then stepped back to after move 2.
    expect(r.out.match(/1\. Player/g)?.length).toBe(2);
  });
  it("a corrupt record exits 2 with a message naming the field", async () => {
    const rec = record();
    rec.moves[3]!.move = { type: "bogus" };
    const file = join(dir, "bad-move.json");
    writeFileSync(file, JSON.stringify(rec));
    const r = await run(["replay", file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/moves\[3\]/);
    const rec2 = record();
    delete rec2.players;
    writeFileSync(join(dir, "no-players.json"), JSON.stringify(rec2));
    const r2 = await run(["replay", join(dir, "no-players.json")]);
    expect(r2.code).toBe(2);
    expect(r2.err).toMatch(/players/);
    writeFileSync(join(dir, "junk.json"), "{not json");
    const r3 = await run(["replay", join(dir, "junk.json")]);
    expect(r3.code).toBe(2);
    expect(r3.err).toMatch(/is not JSON/);
    writeFileSync(join(dir, "other-data.json"), JSON.stringify({ ...record(), dataVersion: "azul-data-0" }));
    const r4 = await run(["replay", join(dir, "other-data.json")]);
    expect(r4.code).toBe(2);
    expect(r4.err).toMatch(/dataVersion/);
  });
});

describe("tesserae --version", () => {
  it("prints the package version", async () => {
    const r = await run(["--version"]);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(JSON.parse(readFileSync("package.json", "utf8")).version);
  });
});

describe("tesserae play", () => {
  it("shows the human's own board, numbers the moves, narrows by words, rejects bad input, plays to the end with one final score", async () => {
    const input = ["help", "x-no-such-words", "0", "board", ...Array.from({ length: 300 }, () => "1")].join("\n") + "\n";
    const r = await run(["play", "azul", "--players", "2", "--bots", "random", "--seed", "5"], input);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/you are Player 1 \(seat 0\)/);
    expect(r.out).toMatch(/data: azul-data/);
    expect(r.out).toMatch(/Your moves \(\d+\):\n {2}1\. /);
    expect(r.out).toMatch(/save <file>/);
    expect(r.out).toMatch(/No move matches "x-no-such-words"/);
    expect(r.out).toMatch(/0 is not a move number/);
    // One line per move, naming its seat once; the final scores once (Azul's final board lists them).
    expect(r.out).toMatch(/(^|\n|> )Player 1 takes /);
    expect(r.out).toMatch(/\nPlayer 2 takes /);
    expect(r.out).not.toMatch(/Player \d( \(you\))?: Player \d/);
    expect(r.out.match(/Final scores?:/g)).toHaveLength(1);
    expect(r.out).toMatch(/Game over\./);
  });
  it("narrows the list by words and plays the one move left", async () => {
    const state = azul.setup({ players: 2, seed: 5 });
    const target = azul.legalMoves(state).find((m) => m.type === "take" && m.line === "floor")!;
    const words = azul.describeMove(state, target);
    const r = await run(["play", "azul", "--seed", "5", "--bots", "random"], `${words}\nquit\n`);
    expect(r.code).toBe(0);
    expect(
      r.out.split("\n").some((line) => line.endsWith(words)),
      `a line that plays: ${words}`,
    ).toBe(true);
    expect(r.out).toMatch(/You left the game/);
  });
  it("undo takes back the human's move; save writes a replay record", async () => {
    const file = join(dir, "saved.json");
    const r = await run(["play", "azul", "--seed", "5", "--bots", "random"], `1\nundo\nsave ${file}\nquit\n`);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Took back your move/);
    expect(r.out).toMatch(/Saved 0 moves/);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ game: "azul", moves: [] });
  });
  it("stops with a message when input ends early", async () => {
    const r = await run(["play", "azul", "--seed", "5"], "1\n");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/input ended/);
  });
});
