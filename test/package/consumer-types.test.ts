/**
 * The packed package, installed in an app that has no zod: the app type-checks against it under
 * each TypeScript module resolution an app may use (`node10` ignores `exports` and reads
 * `typesVersions`), with the library's declarations checked too (`skipLibCheck: false`), and it
 * runs. zod is bundled into the build, so nothing may need it installed.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, runNode } from "../helpers/run.js";

const ROOT = resolve(import.meta.dirname, "../..");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

/** The app's code: every browser-safe subpath, the schemas as a typed value, and errors the types must catch. */
const APP = `import { games, type Schema } from "tesserae";
import { History, seatLabel, type SafeParseResult, type StandardSchemaProps } from "tesserae/core";
import { azul, type AzulMove, type AzulState } from "tesserae/azul";
import { queensGarden } from "tesserae/queens-garden";
import { almadi } from "tesserae/almadi";
import { karesansui } from "tesserae/karesansui";
import { castlesOfBurgundy } from "tesserae/castles-of-burgundy";
import { greedyBot, randomBot } from "tesserae/bots";
import { azulActionSpace, azulObservation } from "tesserae/rl";
import { azulFastPath } from "tesserae/rl/azul";
import { perft, trajectoryLineSchema, type TrajectoryLine } from "tesserae/conformance";

const state: AzulState = azul.setup({ players: 2, seed: 1 });
const result: SafeParseResult<AzulMove> = azul.schemas.move.safeParse(azul.legalMoves(state)[0]);
export const move: AzulMove | undefined = result.success ? result.data : undefined;
export const where: readonly PropertyKey[] = result.success ? [] : result.error.issues[0]?.path ?? [];
const stateSchema: Schema<AzulState> = azul.schemas.state;
const standard: StandardSchemaProps<AzulState> = stateSchema["~standard"];
export const vendor: string = standard.vendor;
export const loaded: AzulState = stateSchema.parse(JSON.parse(JSON.stringify(state)));
export const others = [queensGarden.id, almadi.id, karesansui.id, castlesOfBurgundy.id, Object.keys(games).length];
export const bots = [greedyBot, randomBot];
export const history = History.start(azul, { players: 2, seed: 1 });
export const first = seatLabel(0);
export const actions: number = azulActionSpace.actionCount(2);
export const observed = azulObservation;
export const simulated: number = azulFastPath.create(state).actionCount;
export const counted = perft(azul, state, 1);
export const line: TrajectoryLine = trajectoryLineSchema.parse({ kind: "end", terminal: true, ranking: null, moves: 0, chances: 0 });
// @ts-expect-error: the config schema parses a config, not a number (the schemas are typed, not any).
export const wrong: number = azul.schemas.config.parse({});
`;

/** How the app is compiled: each module resolution, with the module kind it goes with. */
const PROFILES = {
  node10: { module: "commonjs", moduleResolution: "node10" },
  node16: { module: "node16", moduleResolution: "node16" },
  bundler: { module: "esnext", moduleResolution: "bundler" },
} as const;

let app = "";
beforeAll(async () => {
  expect(existsSync(join(ROOT, "dist/index.js")), "run `npx tsup` first (npm test builds before vitest)").toBe(true);
  app = mkdtempSync(join(tmpdir(), "tesserae-app-"));
  const packed = await run("npm", ["pack", "--pack-destination", app], { cwd: ROOT });
  expect(packed.code, packed.stderr).toBe(0);
  const tarball = readdirSync(app).find((f) => f.endsWith(".tgz"));
  expect(tarball, packed.stdout).toBeDefined();
  const modules = join(app, "node_modules");
  mkdirSync(modules);
  const untar = await run("tar", ["-xzf", join(app, tarball!), "-C", modules]);
  expect(untar.code, untar.stderr).toBe(0);
  renameSync(join(modules, "package"), join(modules, "tesserae"));
  // The package's run-time dependencies as npm would install them; zod is not one of them.
  for (const dep of ["immer"]) symlinkSync(realpathSync(join(ROOT, "node_modules", dep)), join(modules, dep));
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  writeFileSync(join(app, "app.ts"), APP);
  for (const [name, options] of Object.entries(PROFILES)) {
    const compilerOptions = { ...options, target: "es2022", strict: true, skipLibCheck: false, noEmit: true, types: [] };
    writeFileSync(join(app, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions, files: ["app.ts"] }));
  }
}, 180_000);
afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe("an app without zod, on the packed package", () => {
  it("has no zod to lean on", () => {
    expect(existsSync(join(app, "node_modules/zod"))).toBe(false);
  });
  for (const name of Object.keys(PROFILES)) {
    it(`type-checks with moduleResolution ${name}, the library's declarations included`, async () => {
      const r = await runNode([tsc, "-p", `tsconfig.${name}.json`], { cwd: app });
      expect(r.stdout + r.stderr).toBe("");
      expect(r.code).toBe(0);
    });
  }
  it("runs: a game from its subpath parses its own state", async () => {
    const script = `import { azul } from "tesserae/azul";
const s = azul.setup({ players: 2, seed: 1 });
const r = azul.schemas.state.safeParse(JSON.parse(JSON.stringify(s)));
const v = await azul.schemas.move["~standard"].validate({ type: "no such move" });
process.stdout.write(JSON.stringify({ ok: r.success, issues: (v.issues ?? []).length > 0 }));`;
    const r = await runNode(["--input-type=module", "-e", script], { cwd: app });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ ok: true, issues: true });
  });
});
