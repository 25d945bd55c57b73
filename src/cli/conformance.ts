/**
 * `tesserae conformance`: checks this engine against the shipped conformance corpus (perft
 * tables, golden trajectories, scoring and illegal-move vectors, PRNG vectors) and prints a
 * summary. The corpus is read from the package's `conformance/` folder or from `--corpus <dir>`.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import type { AnyGame } from "../core/types.js";
import {
  checkIllegal,
  checkPerft,
  checkPrngVectors,
  checkScoring,
  gameById,
  readTrajectory,
  verifyTrajectory,
  type IllegalVector,
  type PerftEntry,
  type PrngVectors,
  type ScoringVector,
  type TrajectoryLine,
  type VectorMismatch,
} from "../conformance/index.js";
import { CliError } from "./errors.js";
import { runEngineCommand, type EngineModeOptions } from "./conformance-engine.js";

/** What `manifest.json` says about one game. */
export interface ManifestGame {
  readonly name: string;
  readonly dataVersion: string;
  readonly actionSpaceVersion: number;
  readonly provisional: boolean;
  readonly files: readonly string[];
}

/** The corpus's `manifest.json`. */
export interface CorpusManifest {
  readonly format: "tesserae-conformance";
  readonly version: number;
  readonly prng: string;
  readonly games: Readonly<Record<string, ManifestGame>>;
}

/** The corpus folder shipped with this package: the nearest `conformance/manifest.json` above this file. */
export function shippedCorpusDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "conformance", "manifest.json"))) return join(dir, "conformance");
    const up = dirname(dir);
    if (up === dir) throw new CliError("the conformance corpus was not found next to this package; give its folder with --corpus <dir>");
    dir = up;
  }
}

/** Reads a corpus file as text, or throws a {@link CliError} naming it. */
export function readCorpusFile(dir: string, path: string): string {
  try {
    return readFileSync(join(dir, path), "utf8");
  } catch {
    throw new CliError(`cannot read ${path} in the corpus folder ${dir}`);
  }
}

function readJson<T>(dir: string, path: string): T {
  try {
    return JSON.parse(readCorpusFile(dir, path)) as T;
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`${path} in the corpus is not valid JSON`);
  }
}

/** Reads a vector file of one game and checks its frame (format, game, an array of entries with ids). */
function readVectors<E>(dir: string, game: string, kind: string): E[] {
  const path = `${game}/${kind}.json`;
  const file = readJson<{ format?: unknown; game?: unknown; entries?: unknown }>(dir, path);
  const entries = file?.entries;
  if (
    file?.format !== `tesserae-${kind}` ||
    file.game !== game ||
    !Array.isArray(entries) ||
    !entries.every((e) => typeof e === "object" && e !== null && typeof (e as { id?: unknown }).id === "string")
  ) {
    throw new CliError(`${path} in the corpus is not a ${kind} file of ${game} (format "tesserae-${kind}", entries with ids)`);
  }
  return entries as E[];
}

/** Reads and checks the manifest. */
export function readManifest(dir: string): CorpusManifest {
  const m = readJson<CorpusManifest>(dir, "manifest.json");
  const sound =
    m?.format === "tesserae-conformance" &&
    typeof m.prng === "string" &&
    typeof m.games === "object" &&
    m.games !== null &&
    Object.values(m.games).every((g) => Array.isArray(g?.files) && g.files.every((f) => typeof f === "string"));
  if (!sound) throw new CliError(`${join(dir, "manifest.json")} is not a conformance manifest`);
  return m;
}

/** The golden trajectories of a game in the corpus: file name and parsed lines. */
export function readTrajectories(dir: string, manifest: CorpusManifest, game: string): { name: string; lines: TrajectoryLine[] }[] {
  const files = manifest.games[game]?.files.filter((f) => f.endsWith(".jsonl")) ?? [];
  return files.map((name) => ({ name, lines: readTrajectory(readCorpusFile(dir, name)) }));
}

/** One checked section: a kind of vector of one game (or the PRNG). */
export interface SectionResult {
  readonly game: string;
  readonly kind: "perft" | "trajectories" | "scoring" | "illegal" | "prng";
  readonly total: number;
  readonly passed: number;
  /** The first failures (at most {@link MAX_SHOWN} per section). */
  readonly failures: readonly string[];
  /** Whether the game's data is provisional (a failure may be our data). */
  readonly provisional: boolean;
}

/** Failures listed per section; the count covers them all. */
export const MAX_SHOWN = 5;

/** Options of {@link checkEngineAgainstCorpus}. */
export interface CorpusCheckOptions {
  readonly dir: string;
  /** Only these games (all in the manifest by default). */
  readonly games?: readonly string[];
  /** Perft to this depth at most (the full table depth by default). */
  readonly depth?: number;
  /** Called after each section, for progress output. */
  readonly onSection?: (result: SectionResult) => void;
}

const shown = (m: VectorMismatch): string => `${m.id}: ${m.field}: expected ${JSON.stringify(m.expected)?.slice(0, 120)}, got ${JSON.stringify(m.actual)?.slice(0, 120)}`;

/** Runs every vector of one kind, catching a throw as that vector's failure. */
function section<E extends { id: string }>(game: string, kind: SectionResult["kind"], provisional: boolean, entries: readonly E[], check: (e: E) => VectorMismatch[]): SectionResult {
  const failures: string[] = [];
  let failed = 0;
  for (const e of entries) {
    let ms: VectorMismatch[];
    try {
      ms = check(e);
    } catch (err) {
      ms = [{ id: e.id, field: "error", expected: "no error", actual: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }];
    }
    const first = ms[0];
    if (first !== undefined) {
      failed++;
      if (failures.length < MAX_SHOWN) failures.push(shown(first));
    }
  }
  return { game, kind, total: entries.length, passed: entries.length - failed, failures, provisional };
}

/** Checks this engine against every vector of the corpus in `options.dir`. */
export function checkEngineAgainstCorpus(options: CorpusCheckOptions): SectionResult[] {
  const { dir } = options;
  const manifest = readManifest(dir);
  const results: SectionResult[] = [];
  const push = (r: SectionResult): void => {
    results.push(r);
    options.onSection?.(r);
  };
  const prng = readJson<PrngVectors>(dir, manifest.prng);
  if (prng?.format !== "tesserae-prng" || !(["seeds", "uint32", "int", "weighted", "shuffle"] as const).every((k) => Array.isArray(prng[k]))) {
    throw new CliError(`${manifest.prng} in the corpus is not a PRNG vectors file`);
  }
  let prngFailures: string[];
  try {
    prngFailures = checkPrngVectors(prng);
  } catch (e) {
    prngFailures = [`malformed PRNG vectors: ${e instanceof Error ? e.message : String(e)}`];
  }
  const prngTotal = prng.seeds.length + prng.uint32.length + prng.int.length + prng.weighted.length + prng.shuffle.length;
  push({ game: "prng", kind: "prng", total: prngTotal, passed: prngTotal - prngFailures.length, failures: prngFailures.slice(0, MAX_SHOWN), provisional: false });
  for (const id of options.games ?? Object.keys(manifest.games)) {
    const entry = manifest.games[id];
    if (!entry) throw new CliError(`the corpus has no game "${id.slice(0, 40)}" (it has: ${Object.keys(manifest.games).join(", ")})`);
    const game: AnyGame = gameById(id);
    const p = entry.provisional;
    push(section(id, "perft", p, readVectors<PerftEntry>(dir, id, "perft"), (e) => checkPerft(game, e, options.depth)));
    const trajectories = readTrajectories(dir, manifest, id).map((t) => ({ id: t.name, lines: t.lines }));
    push(
      section(id, "trajectories", p, trajectories, (t) =>
        verifyTrajectory(game, t.lines).mismatches.map((m) => ({ id: `${t.id} line ${m.line}`, field: m.field, expected: m.expected, actual: m.actual })),
      ),
    );
    push(section(id, "scoring", p, readVectors<ScoringVector>(dir, id, "scoring"), (v) => checkScoring(game, v)));
    push(section(id, "illegal", p, readVectors<IllegalVector>(dir, id, "illegal"), (v) => checkIllegal(game, v)));
  }
  return results;
}

/** Options of the command as parsed. */
export interface ConformanceCommandOptions {
  readonly game?: string;
  readonly corpus?: string;
  readonly depth?: string;
  readonly json?: boolean;
}

/** Runs `tesserae conformance` on this engine; resolves to the exit code (0 all pass, 1 a failure). */
export function runConformance(o: ConformanceCommandOptions, out: (text: string) => void): number {
  const dir = o.corpus ?? shippedCorpusDir();
  let depth: number | undefined;
  if (o.depth !== undefined) {
    depth = Number(o.depth);
    if (!Number.isInteger(depth) || depth < 1) throw new CliError(`--depth must be a positive integer, not "${o.depth}"`);
  }
  const results = checkEngineAgainstCorpus({
    dir,
    games: o.game === undefined ? undefined : [o.game],
    depth,
    onSection: o.json ? undefined : (r) => out(`${r.passed === r.total ? "ok  " : "FAIL"} ${r.game.padEnd(20)} ${r.kind.padEnd(12)} ${r.passed}/${r.total}\n`),
  });
  const failed = results.some((r) => r.passed < r.total);
  if (o.json) out(`${JSON.stringify({ ok: !failed, sections: results }, null, 2)}\n`);
  else {
    for (const r of results) for (const f of r.failures) out(`${r.game} ${r.kind}: ${f}\n`);
    out(`${failed ? `${results.filter((r) => r.passed < r.total).length} of ${results.length} sections fail` : `all ${results.length} sections pass`}\n`);
  }
  return failed ? 1 : 0;
}

/**
 * Adds the `conformance` command to the CLI. `fail` reports a thrown error the CLI's way. The
 * returned command may take more options (an engine to drive, say) before the program parses.
 */
export function registerConformance(program: Command, fail: (e: unknown) => never): Command {
  return program
    .command("conformance")
    .description("check this engine against the shipped conformance corpus: perft tables, golden trajectories, scoring, illegal-move and PRNG vectors")
    .option("-g, --game <id>", "only this game")
    .option("--corpus <dir>", "corpus folder (default: the one shipped in this package)")
    .option("--depth <n>", "perft to this depth at most (default: each table's full depth)")
    .option("--json", "machine-readable output")
    .action((o: ConformanceCommandOptions & EngineModeOptions) => {
      if (o.engine !== undefined) {
        const dir = o.corpus ?? shippedCorpusDir();
        return runEngineCommand({ ...o, engine: o.engine }, (game) => readTrajectories(dir, readManifest(dir), game), fail);
      }
      try {
        process.exitCode = runConformance(o, (text) => process.stdout.write(text));
      } catch (e) {
        fail(e);
      }
    });
}
