/**
 * A value the code knows is there: an index within its list, a seat of the game, a key of a fixed
 * table. With `noUncheckedIndexedAccess` such a read is typed `T | undefined`; this is the check
 * that belongs there instead of a `!` assertion.
 */

/**
 * `value`, or an Error naming `what` when it is undefined: a broken invariant (a bug, or a corrupt
 * state that slipped past `loadState`) fails here, clearly, instead of as a TypeError further on.
 * The engines' entry points report it as a typed error (`NOT_A_STATE`). `what` should be a
 * constant string: the check runs on hot paths.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}
