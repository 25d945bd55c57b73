/**
 * Runs a child process without blocking the test worker. A synchronous spawn (`execFileSync`,
 * `spawnSync`) stops the worker's event loop for as long as the child runs; vitest's worker answers
 * its own RPC calls (`onTaskUpdate`) on that loop, and when they wait more than a minute on a busy
 * machine the run fails with a timeout although every test passed.
 */
import { spawn } from "node:child_process";

/** What a finished child process left behind. */
export interface RunResult {
  /** The exit code, or null when a signal ended the process (`signal` says which). */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Written to the child's stdin, which is then closed (an empty stdin when absent). */
  input?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Milliseconds before the child is killed (it then ends with a signal, not a code). */
  timeout?: number;
}

/** A generous bound for one child process; vitest's own test timeout applies on top. */
const DEFAULT_TIMEOUT_MS = 120_000;

/** Runs `command` with `args` to completion and collects its output; rejects only when it cannot start. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    // A child that exits before reading all its input closes the pipe: that is its business, not an error here.
    child.stdin.on("error", () => {});
    child.stdin.end(options.input ?? "");
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Runs a Node.js script with the Node.js that runs the tests. */
export function runNode(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return run(process.execPath, args, options);
}
