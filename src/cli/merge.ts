import { mergeReports } from "../sim/merge.js";
import type { SimulationReport } from "../sim/report.js";
import { CliError, readJsonFile } from "./errors.js";
import { jsonReport, textReport } from "./simulate.js";
import { printable } from "./text.js";

/**
 * Runs `tesserae merge a.json b.json …`: combines shard reports into the report one machine
 * running the whole range prints (text, or the `--json` shape of `simulate`). Shards of different
 * runs (their fingerprints differ), a shard given twice, a missing shard or a corrupt file are
 * refused with one line naming the file.
 */
export function runMerge(files: readonly string[], json: boolean): string {
  if (files.length === 0) throw new CliError("merge: give the shard report files");
  const reports = files.map((f) => readJsonFile(f, "write shard reports with `tesserae simulate … --shard k/n --json > file`") as SimulationReport);
  let merged: SimulationReport;
  try {
    merged = mergeReports(
      reports,
      files.map((f) => printable(f)),
    );
  } catch (e) {
    if (e instanceof RangeError) throw new CliError(e.message);
    throw e;
  }
  return json ? JSON.stringify(jsonReport(merged), null, 2) + "\n" : textReport(merged);
}
