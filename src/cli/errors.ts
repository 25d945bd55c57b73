import { readFileSync } from "node:fs";
import { printable } from "./text.js";

/** An error the CLI reports as one message line and an exit code (2: bad input such as a corrupt file). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** Parses the `--config` JSON object option. */
export function parseConfig(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new CliError(`--config is not valid JSON: ${text}`);
  }
  if (v === null || typeof v !== "object" || Array.isArray(v)) throw new CliError('--config must be a JSON object, e.g. \'{"wall":"grey"}\'');
  return v as Record<string, unknown>;
}

/** Parses a positive integer option. */
export function positiveInt(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`${name} must be a positive integer, not "${text}"`);
  return n;
}

/** Milliseconds in a second. */
const MS = 1000;

/** Parses a timeout option such as `--bot-timeout <seconds>` (a positive number, fractions allowed) into milliseconds. */
export function parseTimeout(text: string, option = "--bot-timeout"): number {
  const s = Number(text);
  // setTimeout holds at most 2^31 - 1 ms (about 24 days); a longer wait is a mistake.
  if (!Number.isFinite(s) || s <= 0 || s * MS >= 2 ** 31) throw new CliError(`${option} must be a positive number of seconds, not "${text.slice(0, 40)}"`);
  return Math.ceil(s * MS);
}

/** A seed option: an integer when it looks like one, else the string. */
export function parseSeed(text: string): string | number {
  return /^-?\d+$/.test(text) && Math.abs(Number(text)) < 2 ** 31 ? Number(text) : text;
}

/** Reads and parses a JSON file, or throws a {@link CliError} naming the file (`hint` says what it should hold). */
export function readJsonFile(file: string, hint = ""): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`cannot read ${printable(file)}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${printable(file)} is not JSON: ${(e as Error).message}${hint ? ` (${hint})` : ""}`);
  }
}
