/**
 * Lines of code per game folder (a measure, not a test): the code lines (neither blank nor comment)
 * of `src/games/<game>/*.ts`, split into the rules (state, grammar, schema, setup, decisions,
 * generation, explanations, play, scoring, views), the printed data, and what serves other users
 * of the rules (the bots' evaluation, the RL observation, renderings and descriptions, test position
 * builders, invariants of corrupt states, the module and index) and the RL action encodings.
 * `--at <git revision>` counts that revision instead of the working tree, to compare two.
 *
 * Every file is first formatted with the project's Prettier settings, so two revisions are counted
 * in one layout: code written before the formatter came in (denser, or wrapped otherwise) would
 * otherwise count fewer or more lines for the same statements. The working tree is already in that
 * layout (`npm test` checks it), so formatting changes only an older revision's count.
 *
 *   npx tsx bench/rules-size.ts [--at ecc0f57]
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { checkArgs, option } from "./lib.js";

checkArgs("npx tsx bench/rules-size.ts [--at <git revision>]", ["at"]);
const at = option("at", "");
const GAMES = ["azul", "queens-garden", "almadi", "karesansui", "castles-of-burgundy"];
/** Files that hold the printed components and the rulebook's constants. */
const DATA = new Set(["data.ts", "catalog.ts", "constants.ts"]);
/** Files that serve bots, RL, UIs and testers rather than state the rules. */
const OTHER = new Set(["evaluation.ts", "observation.ts", "render.ts", "describe.ts", "position.ts", "invariants.ts", "data-status.ts", "module.ts", "index.ts", "action-space.ts", "actions.ts"]);

/** The `.ts` files of a game folder, with their text (at the revision, or in the working tree). */
function files(game: string): [string, string][] {
  const dir = `src/games/${game}`;
  if (at === "")
    return readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => [f, readFileSync(join(dir, f), "utf8")]);
  const names = execFileSync("git", ["ls-tree", "--name-only", `${at}:${dir}`], { encoding: "utf8" })
    .split("\n")
    .filter((f) => f.endsWith(".ts"));
  return names.map((f) => [f, execFileSync("git", ["show", `${at}:${dir}/${f}`], { encoding: "utf8", maxBuffer: 1 << 26 })]);
}

/** Lines that are neither blank nor a comment line (`//`, `/*`, `*`). */
const codeLines = (text: string): number => text.split("\n").filter((l) => l.trim() !== "" && !/^\s*(\/\/|\/\*|\*)/.test(l)).length;

/** The project's Prettier settings for TypeScript sources. */
const layout = { ...(await resolveConfig("src/index.ts")), parser: "typescript" };

console.log(`Code lines per game${at ? ` at ${at}` : ""}:\n\n| game | all | rules | data | other |\n|---|---:|---:|---:|---:|`);
for (const game of GAMES) {
  const n = { all: 0, rules: 0, data: 0, other: 0 };
  for (const [name, text] of files(game)) {
    const lines = codeLines(await format(text, layout));
    n.all += lines;
    if (DATA.has(name)) n.data += lines;
    else if (OTHER.has(name)) n.other += lines;
    else n.rules += lines;
  }
  console.log(`| ${game} | ${n.all} | ${n.rules} | ${n.data} | ${n.other} |`);
}
