/**
 * A small JSON Schema (draft 2020-12) validator for the keywords zod's converter emits, to check
 * the shipped schemas against real states and moves. An unknown keyword throws, so a schema this
 * validator cannot judge fails loudly instead of passing.
 */
type Schema = Record<string, unknown> | boolean;

const KNOWN = new Set([
  "$schema",
  "title",
  "type",
  "const",
  "enum",
  "anyOf",
  "oneOf",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
]);

/** The first error of `value` against `schema` (a path and a reason), or null when it is valid. */
export function validate(schema: Schema, value: unknown, path = "$"): string | null {
  if (schema === true) return null;
  if (schema === false) return `${path}: no value is allowed`;
  for (const k of Object.keys(schema)) if (!KNOWN.has(k)) throw new Error(`json-schema test validator: keyword ${k} at ${path} is not supported`);
  const s = schema as Record<string, unknown>;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((t) => hasType(value, t))) return `${path}: not of type ${types.join("|")}`;
  }
  if (Object.hasOwn(s, "const") && JSON.stringify(value) !== JSON.stringify(s.const)) return `${path}: not ${JSON.stringify(s.const)}`;
  if (s.enum !== undefined && !(s.enum as unknown[]).some((e) => JSON.stringify(e) === JSON.stringify(value))) return `${path}: not one of ${JSON.stringify(s.enum)}`;
  if (s.anyOf !== undefined && !(s.anyOf as Schema[]).some((sub) => validate(sub, value, path) === null)) return `${path}: matches no anyOf branch`;
  if (s.oneOf !== undefined && (s.oneOf as Schema[]).filter((sub) => validate(sub, value, path) === null).length !== 1) return `${path}: does not match exactly one oneOf branch`;
  if (typeof value === "number") {
    if (typeof s.minimum === "number" && value < s.minimum) return `${path}: below ${s.minimum}`;
    if (typeof s.maximum === "number" && value > s.maximum) return `${path}: above ${s.maximum}`;
  }
  if (typeof value === "string") {
    if (typeof s.minLength === "number" && [...value].length < s.minLength) return `${path}: shorter than ${s.minLength}`;
    if (typeof s.maxLength === "number" && [...value].length > s.maxLength) return `${path}: longer than ${s.maxLength}`;
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(value)) return `${path}: does not match ${s.pattern}`;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems) return `${path}: fewer than ${s.minItems} items`;
    if (typeof s.maxItems === "number" && value.length > s.maxItems) return `${path}: more than ${s.maxItems} items`;
    const prefix = (s.prefixItems as Schema[] | undefined) ?? [];
    for (let i = 0; i < value.length; i++) {
      const sub = i < prefix.length ? prefix[i] : (s.items as Schema | undefined);
      if (sub === undefined) continue;
      const e = validate(sub, value[i], `${path}[${i}]`);
      if (e) return e;
    }
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const props = (s.properties as Record<string, Schema> | undefined) ?? {};
    for (const r of (s.required as string[] | undefined) ?? []) if (!Object.hasOwn(o, r)) return `${path}: missing ${r}`;
    for (const [k, v] of Object.entries(o)) {
      if (s.propertyNames !== undefined) {
        const e = validate(s.propertyNames as Schema, k, `${path} key ${k}`);
        if (e) return e;
      }
      const sub = Object.hasOwn(props, k) ? props[k] : (s.additionalProperties as Schema | undefined);
      if (sub === undefined) continue;
      const e = validate(sub, v, `${path}.${k}`);
      if (e) return e;
    }
  }
  return null;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}
