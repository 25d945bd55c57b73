/**
 * The protocol over a byte stream: one JSON request per line in, one JSON reply per line out, in
 * order. A line longer than the server's limit is skipped unread and answered with
 * `LINE_TOO_LONG`; the stream keeps going. Nothing here opens a file.
 */
import type { Readable, Writable } from "node:stream";
import type { ProtocolServer } from "./server.js";

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Serves `server` over `input` and `output` until `input` ends; resolves then. Replies are written
 * in request order, one per non-blank line; a line that is empty or only whitespace gets none.
 */
export function serveLines(server: ProtocolServer, input: Readable, output: Writable): Promise<void> {
  let parts: Buffer[] = [];
  let length = 0;
  let skipping = false;

  const reply = (line: Buffer): void => {
    const end = line.length > 0 && line[line.length - 1] === CARRIAGE_RETURN ? line.length - 1 : line.length;
    const text = line.toString("utf8", 0, end);
    if (text.trim() === "") return;
    output.write(server.handleLine(text) + "\n");
  };
  const tooLong = (): void => {
    const message = `request line longer than ${server.maxLine} bytes: refused unread`;
    output.write(JSON.stringify({ id: null, ok: false, error: { code: "LINE_TOO_LONG", message } }) + "\n");
  };

  return new Promise((resolve, reject) => {
    input.on("data", (chunk: Buffer | string) => {
      let buf = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      for (let nl = buf.indexOf(NEWLINE); ; nl = buf.indexOf(NEWLINE)) {
        const piece = nl < 0 ? buf : buf.subarray(0, nl);
        if (!skipping) {
          if (length + piece.length > server.maxLine) {
            skipping = true;
            parts = [];
            length = 0;
            tooLong();
          } else {
            parts.push(piece);
            length += piece.length;
          }
        }
        if (nl < 0) break;
        if (!skipping) reply(Buffer.concat(parts, length));
        parts = [];
        length = 0;
        skipping = false;
        buf = buf.subarray(nl + 1);
      }
    });
    input.on("end", () => {
      if (!skipping && length > 0) reply(Buffer.concat(parts, length));
      resolve();
    });
    input.on("error", reject);
  });
}
