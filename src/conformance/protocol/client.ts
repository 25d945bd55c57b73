/**
 * A client of the protocol for node: starts an engine's command, sends requests as JSON lines and
 * matches each reply by its `id`. Used by `tesserae conformance --engine` and the benchmark.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import type { ProtocolError } from "./messages.js";

/** A reply whose `ok` is false, thrown by {@link EngineClient.call}. */
export class EngineReplyError extends Error {
  constructor(
    readonly op: string,
    readonly error: ProtocolError,
  ) {
    super(`${op}: ${error.code}: ${error.message}`);
  }
}

/** Most characters of the engine's stderr kept for error messages. */
const STDERR_TAIL = 2000;

/** Milliseconds in a second. */
const MS = 1000;

/** Options of {@link EngineClient.start}. */
export interface EngineClientOptions {
  /**
   * Longest wait for one reply, in milliseconds (default: no limit). An engine that takes longer
   * is taken for hung: it is killed, and this call and every later one fail with the reason.
   */
  readonly replyTimeoutMs?: number;
}

/**
 * Splits a command line into arguments the way a POSIX shell does for plain words: spaces
 * separate, single quotes keep everything, double quotes keep everything but `\"` and `\\`, and a
 * backslash outside quotes escapes the next character. No variables, globs or pipes.
 */
export function splitCommand(text: string): string[] {
  const out: string[] = [];
  let word = "";
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new RangeError(`unclosed ' in command: ${text}`);
      word += text.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) word += text[j] === "\\" && (text[j + 1] === '"' || text[j + 1] === "\\") ? text.charAt(++j) : text.charAt(j);
      if (j >= text.length) throw new RangeError(`unclosed " in command: ${text}`);
      inWord = true;
      i = j;
    } else if (c === "\\" && i + 1 < text.length) {
      word += text.charAt(++i);
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) out.push(word);
      word = "";
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) out.push(word);
  return out;
}

/** A running engine process spoken to over the protocol. */
export class EngineClient {
  private nextId = 0;
  private readonly pending = new Map<number, { op: string; resolve: (r: Record<string, any>) => void; reject: (e: Error) => void }>();
  private buffered = "";
  private stderrTail = "";
  private exited: Error | null = null;

  private constructor(
    readonly command: string,
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly replyTimeoutMs: number | undefined,
  ) {
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => this.receive(chunk));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL)));
    const gone = (why: string) => {
      // A hung engine killed on a timeout keeps the timeout as its reason.
      this.exited ??= new Error(`engine "${command}" ${why}${this.stderrTail ? `; its stderr ends: ${this.stderrTail.trim().split("\n").slice(-3).join(" | ")}` : ""}`);
      for (const p of this.pending.values()) p.reject(this.exited);
      this.pending.clear();
    };
    child.on("error", (e) => gone(`could not run: ${e.message}`));
    child.on("exit", (code, signal) => gone(`exited (${signal ?? `code ${String(code)}`})`));
    child.stdin.on("error", () => undefined);
  }

  /** Starts `command` (split by {@link splitCommand}) and checks its `hello` speaks protocol `protocol`. */
  static async start(command: string, protocol: number, options: EngineClientOptions = {}): Promise<EngineClient> {
    const [file, ...args] = splitCommand(command);
    if (file === undefined) throw new RangeError("the engine command is empty");
    const client = new EngineClient(command, spawn(file, args, { stdio: ["pipe", "pipe", "pipe"] }), options.replyTimeoutMs);
    let hello: Record<string, any>;
    try {
      hello = await client.call("hello");
    } catch (e) {
      client.close();
      throw e;
    }
    if (hello.protocol !== protocol) {
      client.close();
      throw new Error(`engine "${command}" speaks protocol ${JSON.stringify(hello.protocol)}, not ${protocol}`);
    }
    return client;
  }

  private receive(chunk: string): void {
    this.buffered += chunk;
    for (let nl = this.buffered.indexOf("\n"); nl >= 0; nl = this.buffered.indexOf("\n")) {
      const line = this.buffered.slice(0, nl);
      this.buffered = this.buffered.slice(nl + 1);
      let reply: Record<string, any>;
      try {
        reply = JSON.parse(line) as Record<string, any>;
      } catch {
        this.fail(new Error(`engine "${this.command}" wrote a line that is not JSON: ${line.slice(0, 200)}`));
        return;
      }
      const waiting = typeof reply.id === "number" ? this.pending.get(reply.id) : undefined;
      if (!waiting) {
        this.fail(new Error(`engine "${this.command}" replied to no pending request: ${line.slice(0, 200)}`));
        return;
      }
      this.pending.delete(reply.id);
      if (reply.ok === true) waiting.resolve(reply);
      else waiting.reject(new EngineReplyError(waiting.op, (reply.error ?? { code: "UNKNOWN", message: "an error reply without an error" }) as ProtocolError));
    }
  }

  private fail(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  /** Gives up on an engine that sent no reply to `op` in time: kills it and fails every call. */
  private hung(op: string, ms: number): void {
    this.exited ??= new Error(`engine "${this.command}" sent no reply to ${op} within ${ms / MS} s: stopped it`);
    this.fail(this.exited);
    this.child.kill("SIGKILL");
  }

  /** Sends one request; resolves with the reply, rejects with {@link EngineReplyError} on an error reply. */
  call(op: string, fields: Record<string, unknown> = {}): Promise<Record<string, any>> {
    if (this.exited) return Promise.reject(this.exited);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const ms = this.replyTimeoutMs;
      const timer = ms === undefined ? undefined : setTimeout(() => this.hung(op, ms), ms);
      const settled =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      this.pending.set(id, { op, resolve: settled(resolve), reject: settled(reject) });
      this.child.stdin.write(`${JSON.stringify({ ...fields, id, op })}\n`);
    });
  }

  /** Ends the engine (closes its stdin, then kills it if it lingers). */
  close(): void {
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill(), 2000);
    timer.unref();
  }
}
