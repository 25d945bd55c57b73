/** Base class of every error Tesserae throws on purpose. */
export class TesseraeError extends Error {
  override readonly name: string = "TesseraeError";
}

/**
 * Thrown by `applyMove` when a move is malformed, comes from a player who may not act now,
 * or breaks a rule. The input state is never changed.
 */
export class IllegalMoveError extends TesseraeError {
  override readonly name = "IllegalMoveError";
  /** Machine-readable reason, e.g. `"MALFORMED_MOVE"`, `"NOT_YOUR_TURN"`, `"LINE_COLOUR_MISMATCH"`. */
  readonly code: string;
  /** The move as it was given. */
  readonly move: unknown;
  constructor(code: string, message: string, move?: unknown) {
    super(message);
    this.code = code;
    this.move = move;
  }
}

/** One problem found in a config, a saved state or a replay record. */
export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `"players[1].wall[2][3]"`; empty for the root. */
  readonly path: string;
  readonly message: string;
}

/**
 * Thrown when a config, a serialised state, a seed or a replay record is invalid.
 * `field` names the first offending field; `issues` lists them all.
 */
export class ValidationError extends TesseraeError {
  override readonly name = "ValidationError";
  readonly what: string;
  readonly field: string;
  readonly issues: readonly ValidationIssue[];
  constructor(what: string, issues: readonly ValidationIssue[]) {
    const first = issues[0];
    const where = first ? (first.path === "" ? "(root)" : first.path) : "(root)";
    super(`Invalid ${what}: ${where}: ${first?.message ?? "invalid value"}` +
      (issues.length > 1 ? ` (and ${issues.length - 1} more issue${issues.length > 2 ? "s" : ""})` : ""));
    this.what = what;
    this.field = where;
    this.issues = issues;
  }
}
