import { createInterface } from "node:readline";

/** Lines of standard input, one at a time (works with piped input, where `question` would drop lines). */
export interface LineReader {
  /** The next line, or null once input has ended. */
  next(): Promise<string | null>;
  close(): void;
}

/** Reads standard input line by line. */
export function lineReader(): LineReader {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const queue: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let ended = false;
  rl.on("line", (l) => (waiting.length ? waiting.shift()!(l) : queue.push(l)));
  rl.on("close", () => {
    ended = true;
    while (waiting.length) waiting.shift()!(null);
  });
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift()!) : ended ? Promise.resolve(null) : new Promise((r) => waiting.push(r))),
    close: () => rl.close(),
  };
}
