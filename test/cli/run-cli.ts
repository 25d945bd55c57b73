import { execFile } from "node:child_process";

/** What a finished `tesserae` process left: exit code, stdout and stderr. */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs the built CLI (`dist/cli/index.js`, build with tsup first) without blocking the test
 * worker, optionally writing `input` to its stdin, in `cwd` (default: this repository).
 */
export function runCli(args: readonly string[], options: { input?: string; cwd?: string } = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [`${process.cwd()}/dist/cli/index.js`, ...args],
      { encoding: "utf8", timeout: 120_000, maxBuffer: 64 * 1024 * 1024, ...(options.cwd ? { cwd: options.cwd } : {}) },
      (e, out, err) => resolve({ code: e ? (typeof e.code === "number" ? e.code : 1) : 0, out, err }),
    );
    child.stdin?.end(options.input ?? "");
  });
}

/** The lines of a process's stderr, without the empty one after the last newline. */
export const errLines = (r: CliRun): string[] => r.err.split("\n").filter((l) => l !== "");
