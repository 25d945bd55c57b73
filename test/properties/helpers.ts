/** Recursively freezes a plain-data value so any mutation throws (test modules run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Whether any object inside `value` has a key named `key`. */
export function hasKey(value: unknown, key: string): boolean {
  if (value === null || typeof value !== "object") return false;
  if (!Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, key)) return true;
  return Object.values(value as object).some((v) => hasKey(v, key));
}

/** Run-count multiplier for long fuzzing: `FUZZ_RUNS=20 npm test`. */
export const FUZZ = Math.max(1, Number(process.env.FUZZ_RUNS ?? "1") || 1);
