/**
 * Canonical JSON: the one text of a plain-data value that every engine can reproduce. Object keys
 * are sorted by UTF-16 code units at every depth, there is no whitespace, and numbers, strings,
 * booleans and null are written as `JSON.stringify` writes them. Keys whose value is `undefined`
 * are left out (as JSON leaves them out).
 */
import { ValidationError } from "../core/errors.js";

/** Compares two strings by UTF-16 code units (JavaScript's default sort order). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The canonical JSON text of `value` (see the module comment). Throws a {@link ValidationError} for
 * what JSON cannot hold: a non-finite number, a function, a symbol, a bigint, or `undefined` itself.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, "", out);
  return out.join("");
}

function write(value: unknown, path: string, out: string[]): void {
  if (value === null || typeof value === "boolean" || typeof value === "string") {
    out.push(JSON.stringify(value));
    return;
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw notJson(path, `the number ${String(value)}`);
    out.push(JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(",");
      write(item === undefined ? null : item, `${path}[${i}]`, out);
    });
    out.push("]");
    return;
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort(compareCodeUnits);
    out.push("{");
    keys.forEach((k, i) => {
      if (i > 0) out.push(",");
      out.push(JSON.stringify(k), ":");
      write(record[k], path === "" ? k : `${path}.${k}`, out);
    });
    out.push("}");
    return;
  }
  throw notJson(path, `a ${typeof value}`);
}

function notJson(path: string, what: string): ValidationError {
  return new ValidationError("canonical JSON value", [{ path, message: `${what} has no JSON form` }]);
}
