/** The longest message an error carries; longer ones (a 10 MB field name, say) are cut. */
export const MAX_MESSAGE_LENGTH = 500;

const BRAND = Symbol.for("tesserae.error");

function capped(message: string): string {
  return message.length <= MAX_MESSAGE_LENGTH ? message : `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…`;
}

/** Base class of every error Tesserae throws on purpose. */
export class TesseraeError extends Error {
  override readonly name: string = "TesseraeError";
  constructor(message: string) {
    super(capped(message));
    // A registered symbol survives duplicate copies of the library (ESM and CJS side by side),
    // where `instanceof` does not: the guards below read it.
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * Thrown by `applyMove` when a move is malformed, comes from a player who may not act now,
 * or breaks a rule; also when what it was given is not a state of the game (`NOT_A_STATE`). The
 * input state is never changed. `Code` is the game's union of codes (e.g. `AzulMoveErrorCode`).
 */
export class IllegalMoveError<Code extends string = string> extends TesseraeError {
  override readonly name = "IllegalMoveError";
  /** Machine-readable reason, e.g. `"MALFORMED_MOVE"`, `"NOT_YOUR_TURN"`, `"LINE_COLOUR_MISMATCH"`. */
  readonly code: Code;
  /** The move as it was given. */
  readonly move: unknown;
  constructor(code: Code, message: string, move?: unknown) {
    super(message);
    this.code = code;
    this.move = move;
  }
}

/** Codes every game may use, whatever its own rules add. */
export type CoreMoveErrorCode = "GAME_OVER" | "PLAYER_REQUIRED" | "PLAYER_MISMATCH" | "NOT_YOUR_TURN" | "MALFORMED_MOVE" | "ILLEGAL_MOVE" | "NOT_A_STATE";

/** One problem found in a config, a saved state or a replay record. */
export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `"players[1].wall[2][3]"`; empty for the root. */
  readonly path: string;
  readonly message: string;
}

/**
 * Thrown when a config, a serialised state, a seed or a replay record is invalid.
 * `field` names the first offending field; `issues` lists them (at most 20).
 */
export class ValidationError extends TesseraeError {
  override readonly name = "ValidationError";
  readonly what: string;
  readonly field: string;
  readonly issues: readonly ValidationIssue[];
  constructor(what: string, issues: readonly ValidationIssue[]) {
    const kept = issues.slice(0, 20).map((i) => ({ path: capped(i.path), message: capped(i.message) }));
    const first = kept[0];
    const where = first ? (first.path === "" ? "(root)" : first.path) : "(root)";
    super(`Invalid ${capped(what)}: ${where}: ${first?.message ?? "invalid value"}` + (issues.length > 1 ? ` (and ${issues.length - 1} more issue${issues.length > 2 ? "s" : ""})` : ""));
    this.what = capped(what);
    this.field = where;
    this.issues = kept;
  }
}

function branded(value: unknown): value is TesseraeError {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** Whether `value` is any error Tesserae threw on purpose, from any copy of the library. */
export function isTesseraeError(value: unknown): value is TesseraeError {
  return branded(value);
}

/** Whether `value` is an {@link IllegalMoveError}, from any copy of the library (no `instanceof`). */
export function isIllegalMoveError<Code extends string = string>(value: unknown): value is IllegalMoveError<Code> {
  return branded(value) && value.name === "IllegalMoveError";
}

/** Whether `value` is a {@link ValidationError}, from any copy of the library (no `instanceof`). */
export function isValidationError(value: unknown): value is ValidationError {
  return branded(value) && value.name === "ValidationError";
}
