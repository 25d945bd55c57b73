import { mergeReports } from "../sim/merge.js";
import type { SimulationReport } from "../sim/report.js";
import { CliError, readJsonFile } from "./errors.js";
import { jsonReport, textReport } from "./simulate.js";

/** Reads one shard report written by `tesserae simulate --shard k/n --json`. */
function readShard(file: string): SimulationReport {
  const data = readJsonFile(file, "write shard reports with `tesserae simulate … --shard k/n --json > file`");
  const r = data as Partial<SimulationReport> | null;
  if (r === null || typeof r !== "object" || typeof r.game !== "string" || !Array.isArray(r.bots) || !Array.isArray(r.outcomes)) {
    throw new CliError(`${file} is not a shard report (it needs game, bots and outcomes, as \`simulate --shard k/n --json\` writes)`);
  }
  return r as SimulationReport;
}

/**
 * Runs `tesserae merge a.json b.json …`: combines shard reports into the report one machine
 * running the whole range prints (text, or the `--json` shape of `simulate`).
 */
export function runMerge(files: readonly string[], json: boolean): string {
  if (files.length === 0) throw new CliError("merge: give the shard report files");
  let merged: SimulationReport;
  try {
    merged = mergeReports(files.map(readShard));
  } catch (e) {
    if (e instanceof RangeError) throw new CliError(e.message);
    throw e;
  }
  return json ? JSON.stringify(jsonReport(merged), null, 2) + "\n" : textReport(merged);
}
