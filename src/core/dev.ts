/**
 * Development mode. States are typed `readonly` but are plain objects that share structure with
 * the states they came from, so a mutation through plain JavaScript can change an older state
 * too. With `devMode(true)` every state the library hands out (setup, applyMove, loadState,
 * determinize, fromView) is deep-frozen first, so such a mutation throws at once. Off by default:
 * freezing costs time that bulk simulation should not pay.
 */
let freezing = false;

/** Turns development mode (deep-frozen states) on or off; returns the previous setting. */
export function devMode(on = true): boolean {
  const was = freezing;
  freezing = on;
  return was;
}

/** Whether development mode is on. */
export function freezingStates(): boolean {
  return freezing;
}

/** Recursively freezes a plain-data value (objects and arrays), so that any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
