import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { azul } from "../../src/games/azul/index.js";
import { absoluteBotSpec, isBotModuleSpec, loadBot, simulate } from "../../src/sim/index.js";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tesserae-bot-modules-"));
  // An async bot (it answers on a later tick, as one asking a server would), a named { name, play }
  // export, and exports that are no bots.
  writeFileSync(
    join(dir, "patient.mjs"),
    [
      "export default async function patient(view, moves, rng) {",
      "  await new Promise((resolve) => setTimeout(resolve, 0));",
      "  return moves[rng.int(moves.length)];",
      "}",
      'export const first = { name: "always-first", play: (view, moves) => moves[0] };',
      "export const answer = 42;",
    ].join("\n"),
  );
  writeFileSync(join(dir, "common.cjs"), "module.exports = (view, moves) => moves[moves.length - 1];\n");
  writeFileSync(join(dir, "empty.mjs"), "export const nothing = null;\n");
  writeFileSync(join(dir, "broken.mjs"), "export default (;\n");
  writeFileSync(join(dir, "throws-null.mjs"), "throw null;\n");
});

describe("bot specs naming module files", () => {
  it("tells module paths from built-in names", () => {
    for (const spec of ["./bot.mjs", "../bots/a.js", "/abs/bot.cjs", "file:///x/bot.mjs", "bot.js", "bots.mjs#cautious", "C:\\bots\\b.js"]) expect(isBotModuleSpec(spec), spec).toBe(true);
    for (const spec of ["random", "greedy", "mcts", "mcts-200", "mctsjs"]) expect(isBotModuleSpec(spec), spec).toBe(false);
  });
  it("absoluteBotSpec makes a relative path a file URL, keeps the export name, and leaves built-in names", () => {
    expect(absoluteBotSpec("./patient.mjs#first", dir)).toBe(`${pathToFileURL(join(dir, "patient.mjs")).href}#first`);
    expect(absoluteBotSpec("mcts-50", dir)).toBe("mcts-50");
  });
  it("loads a built-in bot by name", async () => {
    expect((await loadBot("mcts-20")).name).toBe("mcts-20");
  });
  it("loads a module's default export (an async bot) named after the file, and a named export by #name", async () => {
    const patient = await loadBot("./patient.mjs", dir);
    expect(patient.name).toBe("patient");
    const first = await loadBot("./patient.mjs#first", dir);
    expect(first.name).toBe("always-first");
    expect(first.play(null as never, ["a", "b"] as never, null as never, null as never)).toBe("a");
  });
  it("loads a CommonJS module whose module.exports is the bot", async () => {
    const bot = await loadBot(join(dir, "common.cjs"));
    expect(bot.play(null as never, ["a", "b"] as never, null as never, null as never)).toBe("b");
  });
  it("refuses a missing file, a module that does not load, a missing export, an export that is no bot, and prototype names", async () => {
    await expect(loadBot("./absent.mjs", dir)).rejects.toThrow(/bot module "\.\/absent\.mjs" could not be loaded/);
    await expect(loadBot("./broken.mjs", dir)).rejects.toThrow(/could not be loaded/);
    await expect(loadBot("./throws-null.mjs", dir)).rejects.toThrow(/"\.\/throws-null\.mjs" could not be loaded: null/);
    await expect(loadBot("./empty.mjs", dir)).rejects.toThrow(/default export \(or an export named bot\) is missing/);
    await expect(loadBot("./patient.mjs#answer", dir)).rejects.toThrow(/export "answer" is not a bot \(number\)/);
    await expect(loadBot("./patient.mjs#__proto__", dir)).rejects.toThrow(/export "__proto__" is missing/);
    await expect(loadBot("./patient.mjs#toString", dir)).rejects.toThrow(RangeError);
  });
  it("simulate plays an async module bot, with the same report on one thread and on two worker threads", async () => {
    expect(existsSync("dist/sim/worker.js"), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
    const bots = [join(dir, "patient.mjs"), "greedy"];
    const opts = { game: azul, players: 2, bots, games: 4, seed: 11 } as const;
    const one = await simulate({ ...opts, workers: 1 });
    const two = await simulate({ ...opts, workers: 2, workerFile: "dist/sim/worker.js" });
    const strip = (r: typeof one) => ({ ...r, seconds: 0, gamesPerSecond: 0, workers: 0 });
    expect(strip(two)).toEqual(strip(one));
    expect(one.bots.map((b) => b.name)).toEqual(["patient", "greedy"]);
    expect(one.games).toBe(4);
  });
});
