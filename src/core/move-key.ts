/**
 * Canonical keys for plain-data values: the same data gives the same string whatever the key
 * order, so moves can be compared and de-duplicated.
 */
export function canonicalKey(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalKey(obj[k])}`).join(",")}}`;
}

/**
 * Whether two plain-data values are equal as data (key order aside, an absent key and an
 * `undefined` one alike), compared in place: no strings are built, so legality checks may call it
 * on every listed move.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let count = 0;
  for (const k in ra) {
    const x = ra[k];
    if (x === undefined) continue;
    count++;
    if (!sameData(x, rb[k])) return false;
  }
  for (const k in rb) if (rb[k] !== undefined) count--;
  return count === 0;
}
