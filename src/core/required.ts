/**
 * A value the code knows is there: an index within its list, a seat of the game, a key of a fixed
 * table. With `noUncheckedIndexedAccess` such a read is typed `T | undefined`; this is the check
 * that belongs there instead of a `!` assertion.
 */

/**
 * `value`, or an Error naming `what` when it is undefined: a broken invariant (a bug, or a corrupt
 * state that slipped past `loadState`) fails here, clearly, instead of as a TypeError further on.
 * The engines' entry points report it as a typed error (`NOT_A_STATE`). `what` should be a
 * constant string: the check runs on hot paths, and its throw is a function of its own so that the
 * check stays small enough for V8 to inline anywhere.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) missing(what);
  return value;
}

/** The cold half of {@link required}. */
function missing(what: string): never {
  throw new Error(`${what} is missing`);
}
