/**
 * The whole shipped corpus, file by file (path relative to the corpus folder → text), as this
 * engine produces it now. `scripts/conformance.ts` writes it; a test checks the shipped folder
 * still equals it, so the tables cannot drift from the engine.
 */
import type { AnyGame } from "../../core/types.js";
import { canonicalJson } from "../canonical.js";
import { prngVectors } from "../prng-vectors.js";
import { conformanceGames, gameById } from "../registry.js";
import { gameJsonSchemas, recordJsonSchemas } from "../schemas.js";
import { dataFlags, TRAJECTORY_FORMAT, TRAJECTORY_VERSION } from "../trajectory.js";
import type { VectorFile } from "../vectors.js";
import { illegalVectors } from "./illegal.js";
import { perftTable } from "./perft-table.js";
import { scoringVectors } from "./scoring.js";
import { PLAN, setupId } from "./plan.js";
import { trajectoryFiles } from "./trajectories.js";

/** The corpus format version (`manifest.json`'s `version`). */
export const CORPUS_VERSION = 1;

/** Data files: one canonical JSON line. People-facing files (manifest, schemas, PRNG vectors): indented. */
const data = (value: unknown): string => `${canonicalJson(value)}\n`;
const pretty = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Which parts of the corpus to build (all by default). */
export interface CorpusOptions {
  readonly games?: readonly string[];
  readonly parts?: readonly ("perft" | "trajectories" | "scoring" | "illegal" | "schemas" | "shared")[];
}

/** The files of one game. */
function gameFiles(game: AnyGame, parts: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  const id = game.id;
  if (parts.has("perft")) out.set(`${id}/perft.json`, data(perftTable(game)));
  if (parts.has("illegal")) out.set(`${id}/illegal.json`, data({ format: "tesserae-illegal", version: 1, game: id, entries: illegalVectors(game) } satisfies VectorFile<"illegal", unknown>));
  if (parts.has("scoring")) out.set(`${id}/scoring.json`, data({ format: "tesserae-scoring", version: 1, game: id, entries: scoringVectors(game) } satisfies VectorFile<"scoring", unknown>));
  if (parts.has("trajectories")) for (const [name, text] of trajectoryFiles(game)) out.set(`${id}/trajectories/${name}`, text);
  if (parts.has("schemas")) for (const [kind, schema] of Object.entries(gameJsonSchemas(game))) out.set(`${id}/schemas/${kind}.json`, pretty(schema));
  return out;
}

/** The files of a game, by the plan (without building them). */
function gameFileNames(id: string): string[] {
  const trajectories = (PLAN[id]?.trajectories ?? []).map((s) => `${id}/trajectories/${setupId(s)}.jsonl`);
  return [`${id}/perft.json`, `${id}/illegal.json`, `${id}/scoring.json`, ...SCHEMA_KINDS.map((k) => `${id}/schemas/${k}.json`), ...trajectories].sort();
}

const SCHEMA_KINDS = ["config", "state", "move", "view"] as const;

/** The manifest: every game's data flags and files, and the shared files. */
function manifest(): unknown {
  return {
    format: "tesserae-conformance",
    version: CORPUS_VERSION,
    trajectory: { format: TRAJECTORY_FORMAT, version: TRAJECTORY_VERSION },
    prng: "prng.json",
    schemas: { replayRecord: "schemas/replay-record.json", trajectoryLine: "schemas/trajectory-line.json" },
    games: Object.fromEntries(
      conformanceGames.map((id) => {
        const game = gameById(id);
        return [id, { name: game.name, players: game.players, ...dataFlags(game), files: gameFileNames(id) }];
      }),
    ),
  };
}

/** Builds the corpus (or the parts asked for). */
export function corpusFiles(options: CorpusOptions = {}): Map<string, string> {
  const parts = new Set<string>(options.parts ?? ["perft", "trajectories", "scoring", "illegal", "schemas", "shared"]);
  const out = new Map<string, string>();
  for (const id of options.games ?? conformanceGames) for (const [path, text] of gameFiles(gameById(id), parts)) out.set(path, text);
  if (parts.has("shared")) {
    out.set("prng.json", pretty(prngVectors()));
    const records = recordJsonSchemas();
    out.set("schemas/replay-record.json", pretty(records.replayRecord));
    out.set("schemas/trajectory-line.json", pretty(records.trajectoryLine));
    out.set("manifest.json", pretty(manifest()));
  }
  return out;
}
