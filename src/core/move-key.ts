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

/** Whether two plain-data values are equal as data. */
export function sameData(a: unknown, b: unknown): boolean {
  return canonicalKey(a) === canonicalKey(b);
}
