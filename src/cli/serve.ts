import type { Command } from "commander";
import { createServer } from "../conformance/protocol/server.js";
import { serveLines } from "../conformance/protocol/stdio.js";
import { DEFAULT_MAX_LINE, DEFAULT_MAX_SESSIONS } from "../conformance/protocol/messages.js";
import { positiveInt } from "./errors.js";

/**
 * `tesserae serve`: the JSON-lines protocol on stdin and stdout (docs/protocol.md). Only replies
 * go to stdout; the process opens no file and ends when stdin ends.
 */
export function registerServe(program: Command, fail: (e: unknown) => never): void {
  program
    .command("serve")
    .description("speak the Tesserae JSON-lines protocol on stdin/stdout (see docs/protocol.md)")
    .option("--max-line <bytes>", "longest request line accepted", String(DEFAULT_MAX_LINE))
    .option("--max-sessions <n>", "most sessions held at once", String(DEFAULT_MAX_SESSIONS))
    .action(async (o: { maxLine: string; maxSessions: string }) => {
      try {
        const server = createServer({ maxLine: positiveInt("--max-line", o.maxLine), maxSessions: positiveInt("--max-sessions", o.maxSessions) });
        await serveLines(server, process.stdin, process.stdout);
      } catch (e) {
        fail(e);
      }
    });
}
