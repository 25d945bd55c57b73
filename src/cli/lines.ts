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
  rl.on("line", (l) => {
    const waiter = waiting.shift();
    if (waiter) waiter(l);
    else queue.push(l);
  });
  rl.on("close", () => {
    ended = true;
    for (let waiter = waiting.shift(); waiter; waiter = waiting.shift()) waiter(null);
  });
  return {
    next: () => {
      const line = queue.shift();
      if (line !== undefined) return Promise.resolve(line);
      return ended ? Promise.resolve(null) : new Promise((r) => waiting.push(r));
    },
    close: () => rl.close(),
  };
}
