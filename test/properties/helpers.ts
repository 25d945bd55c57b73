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

/** Variants of a legal move with one field changed, to probe rule checks. */
export function mutations(move: unknown): unknown[] {
  if (move === null || typeof move !== "object") return [];
  const out: unknown[] = [];
  for (const [k, v] of Object.entries(move as Record<string, unknown>)) {
    if (k === "type") {
      out.push({ ...(move as object), type: "__no_such_move__" });
      continue;
    }
    if (Array.isArray(v) && v.length > 1) out.push({ ...(move as object), [k]: [...v].reverse() }, { ...(move as object), [k]: [...v.slice(1), v[0]] });
    if (typeof v === "number") out.push({ ...(move as object), [k]: v + 1 }, { ...(move as object), [k]: v - 1 }, { ...(move as object), [k]: 999 });
    else if (typeof v === "string") out.push({ ...(move as object), [k]: "__nope__" });
    else if (typeof v === "boolean") out.push({ ...(move as object), [k]: !v });
    out.push(Object.fromEntries(Object.entries(move as object).filter(([kk]) => kk !== k)));
  }
  return out;
}

/** A listed move without the seat it carries when several players may act. */
export function stripSeat(move: unknown): unknown {
  if (move === null || typeof move !== "object" || !("player" in move)) return move;
  const { player: _seat, ...rest } = move as Record<string, unknown>;
  return rest;
}
