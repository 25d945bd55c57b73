import { z, type ZodType } from "zod";
import { ValidationError, type ValidationIssue } from "./errors.js";

/** Turns zod issues into {@link ValidationIssue}s with dotted paths like `players[1].score`. */
export function toIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((i) => ({
    path: i.path.reduce<string>(
      (acc, seg) => (typeof seg === "number" ? `${acc}[${seg}]` : acc === "" ? String(seg) : `${acc}.${String(seg)}`),
      "",
    ),
    message: i.message,
  }));
}

/** Parses `data` with `schema` or throws a {@link ValidationError} about `what`. */
export function parseOrThrow<T>(schema: ZodType<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ValidationError(what, toIssues(r.error));
  return r.data;
}

/** A 0-based seat number. */
export const playerIdSchema = z.number().int().min(0).max(15);

/** A seed: string or 32-bit integer. */
export const seedSchema = z.union([z.string(), z.number().int().min(-0x80000000).max(0xffffffff)]);

/** A stored PRNG state: four unsigned 32-bit integers. */
export const rngStateSchema = z.tuple([
  z.number().int().min(0).max(0xffffffff),
  z.number().int().min(0).max(0xffffffff),
  z.number().int().min(0).max(0xffffffff),
  z.number().int().min(0).max(0xffffffff),
]);

/** A non-negative integer. */
export const countSchema = z.number().int().min(0);

/**
 * The setup issue for a configured seat (such as `firstPlayer`) that does not exist at a table
 * of `players`; empty when the seat exists or is not a number (e.g. `"random"` or `null`).
 */
export function seatIssues(field: string, seat: unknown, players: number): ValidationIssue[] {
  return typeof seat === "number" && seat >= players ? [{ path: field, message: `seat ${seat} does not exist with ${players} players` }] : [];
}
