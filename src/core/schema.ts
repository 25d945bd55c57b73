import * as z from "zod/mini";
import { ValidationError, type ValidationIssue } from "./errors.js";

/** The parts of a zod issue its message is made from (zod's own message text is not relied on). */
interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly origin?: unknown;
  readonly keys?: readonly unknown[];
  readonly values?: readonly unknown[];
}

const shown = (v: unknown): string => (typeof v === "bigint" ? String(v) : JSON.stringify(v) ?? String(v)).slice(0, 60);

/** One plain sentence for a zod issue, e.g. `must be at most 4` or `unknown key "colour"`. */
export function issueMessage(issue: IssueLike): string {
  const sized = issue.origin === "array" || issue.origin === "string" || issue.origin === "set";
  const unit = issue.origin === "string" ? " characters" : sized ? " entries" : "";
  switch (issue.code) {
    case "invalid_type":
      return `must be ${issue.expected === "int" ? "a whole number" : `a ${String(issue.expected)}`}`;
    case "too_small":
      return sized ? `must have at least ${shown(issue.minimum)}${unit}` : `must be at least ${shown(issue.minimum)}`;
    case "too_big":
      return sized ? `must have at most ${shown(issue.maximum)}${unit}` : `must be at most ${shown(issue.maximum)}`;
    case "unrecognized_keys":
      return `unknown key${(issue.keys?.length ?? 0) > 1 ? "s" : ""} ${(issue.keys ?? []).slice(0, 5).map(shown).join(", ")}${(issue.keys?.length ?? 0) > 5 ? ", …" : ""}`;
    case "invalid_value":
      return `must be one of ${(issue.values ?? []).slice(0, 12).map(shown).join(", ")}`;
    case "invalid_union":
      return "matches none of the allowed forms";
    case "invalid_format":
      return "has the wrong format";
    default:
      return issue.message;
  }
}

/** Turns zod issues into {@link ValidationIssue}s with dotted paths like `players[1].score`. */
export function toIssues(error: { readonly issues: readonly IssueLike[] }): ValidationIssue[] {
  return error.issues.map((i) => ({
    path: i.path.reduce<string>(
      (acc, seg) => (typeof seg === "number" ? `${acc}[${seg}]` : acc === "" ? String(seg) : `${acc}.${String(seg)}`),
      "",
    ),
    message: issueMessage(i),
  }));
}

/** Parses `data` with `schema` or throws a {@link ValidationError} about `what`. */
export function parseOrThrow<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ValidationError(what, toIssues(r.error));
  return r.data;
}

/** A 0-based seat number. */
export const playerIdSchema = z.number().check(z.int(), z.minimum(0), z.maximum(15));

/** A seed: string or 32-bit integer. */
export const seedSchema = z.union([z.string(), z.number().check(z.int(), z.minimum(-0x80000000), z.maximum(0xffffffff))]);

/** A stored PRNG state: four unsigned 32-bit integers. */
export const rngStateSchema = z.tuple([
  z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff)),
  z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff)),
  z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff)),
  z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff)),
]);

/**
 * A game state's `rng` field: the PRNG state, or null when the game runs in explicit-chance mode
 * (every random event is a decision of the chance player; see `chanceOutcomes`).
 */
export const stateRngSchema = z.nullable(rngStateSchema);

/** A non-negative integer. */
export const countSchema = z.number().check(z.int(), z.minimum(0));

/**
 * The setup issue for a configured seat (such as `firstPlayer`) that does not exist at a table
 * of `players`; empty when the seat exists or is not a number (e.g. `"random"` or `null`).
 */
export function seatIssues(field: string, seat: unknown, players: number): ValidationIssue[] {
  return typeof seat === "number" && seat >= players ? [{ path: field, message: `seat ${seat} does not exist with ${players} players` }] : [];
}
