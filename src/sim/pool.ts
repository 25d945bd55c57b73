/**
 * A small pool of node worker threads (`node:worker_threads`, no dependency): a fixed number of
 * threads running one module, each given the same `workerData` once at start, and tasks handed to
 * whichever thread is idle. The worker module answers each task message with one
 * {@link WorkerReply}.
 */
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { BotError, type BotFailure } from "./match.js";
import { describeThrown } from "../core/thrown.js";

/** An error as it crosses back from a worker thread (a structured clone keeps no class). */
export interface WorkerFailure {
  readonly name: string;
  readonly message: string;
  /** Present for a {@link BotError}. */
  readonly bot?: { readonly bot: string; readonly seat: number; readonly move: number; readonly reason: BotFailure; readonly detail: string };
}

/** What a worker thread posts back for a task. */
export type WorkerReply<Result> = { readonly ok: true; readonly result: Result } | { readonly ok: false; readonly error: WorkerFailure };

/** The plain-data form of an error thrown in a worker. */
export function toWorkerFailure(e: unknown): WorkerFailure {
  if (isBotError(e)) return { name: e.name, message: e.message, bot: { bot: e.bot, seat: e.seat, move: e.move, reason: e.reason, detail: e.detail } };
  // Anything may have been thrown: a value with no text form, a Proxy whose traps throw.
  return { name: errorName(e), message: describeThrown(e) };
}

/** `instanceof` that answers false when the value's getPrototypeOf trap throws. */
function isBotError(e: unknown): e is BotError {
  try {
    return e instanceof BotError;
  } catch {
    return false;
  }
}

/** An Error's name, or "Error" when it has none or reading it throws. */
function errorName(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.name === "string") return e.name;
  } catch {
    // A Proxy's getPrototypeOf or get trap threw: it has no name to keep.
  }
  return "Error";
}

/** The error a {@link WorkerFailure} stands for, rebuilt on this thread (a BotError stays one). */
export function fromWorkerFailure(f: WorkerFailure): Error {
  if (f.bot) return new BotError(f.bot.bot, f.bot.seat, f.bot.move, f.bot.reason, f.bot.detail);
  const e = new Error(f.message);
  e.name = f.name;
  return e;
}

interface Pending<Task, Result> {
  readonly task: Task;
  readonly resolve: (r: Result) => void;
  readonly reject: (e: Error) => void;
}

/**
 * Worker threads running `file` (a path or a `file:` URL); {@link run} queues a task, {@link destroy} stops them all. Each
 * thread holds up to `depth` tasks at once (it runs them in order), so it starts the next as soon
 * as it finishes one, however busy this thread is.
 */
export class WorkerPool<Task, Result> {
  private readonly workers: Worker[] = [];
  private readonly queue: Pending<Task, Result>[] = [];
  /** Tasks sent to each thread and not yet answered, oldest first (a thread answers in order). */
  private readonly sent = new Map<Worker, Pending<Task, Result>[]>();
  /** Set once a thread dies: every task still queued or running fails with it. */
  private broken: Error | undefined;

  constructor(
    file: string,
    size: number,
    workerData: unknown,
    private readonly depth = 2,
  ) {
    // A relative path is taken from the working directory (node's Worker wants it absolute).
    const script = file.startsWith("file:") ? new URL(file) : resolve(file);
    for (let i = 0; i < size; i++) {
      const w = new Worker(script, { workerData });
      w.on("message", (reply: WorkerReply<Result>) => this.settle(w, reply));
      w.on("error", (e: Error) => this.fail(e));
      w.on("exit", (code) => {
        if (!this.broken && (this.sent.get(w)?.length ?? 0) > 0) this.fail(new Error(`a worker thread stopped (exit code ${code}) during a task`));
      });
      this.workers.push(w);
      this.sent.set(w, []);
    }
  }

  /** Runs a task on the thread with the fewest tasks (up to `depth` each), or as soon as one has room. */
  run(task: Task): Promise<Result> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread (tasks still running are abandoned). */
  async destroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    for (;;) {
      const job = this.queue[0];
      if (!job) return;
      let target: Worker | undefined;
      for (const w of this.workers) if (this.load(w) < this.depth && (!target || this.load(w) < this.load(target))) target = w;
      if (!target) return;
      this.queue.shift();
      this.sent.get(target)?.push(job);
      target.postMessage(job.task);
    }
  }

  private load(w: Worker): number {
    return this.sent.get(w)?.length ?? 0;
  }

  private settle(w: Worker, reply: WorkerReply<Result>): void {
    const job = this.sent.get(w)?.shift();
    if (!job) return;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(fromWorkerFailure(reply.error));
    this.dispatch();
  }

  private fail(e: Error): void {
    this.broken ??= e;
    for (const jobs of this.sent.values()) for (const job of jobs.splice(0)) job.reject(this.broken);
    for (const job of this.queue.splice(0)) job.reject(this.broken);
  }
}
