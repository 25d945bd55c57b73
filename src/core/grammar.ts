/**
 * A game's move grammar, declared once: every move type with its fields and their domains. The
 * TypeScript move type ({@link GrammarMove}), the zod schema ({@link grammarSchema}), the cheap
 * structural guard ({@link grammarGuard}) and the action-space table (`grammarTable` in the RL
 * layer) are all derived from it, the way `z.infer` derives a type from a schema, so they cannot
 * disagree. A field may also name the smaller domain its values are encoded from in an action space
 * (`actions`): what can ever be legal, where the well-formed domain is wider.
 */
import * as z from "zod/mini";

/** A value a {@link oneOf} field may take, compared with `===`. */
export type Literal = string | number | boolean | null;

/** The runtime description of a field (what the builders below return, without the phantom type). */
export type MoveFieldSpec =
  | {
      readonly kind: "int";
      readonly min: number;
      readonly max: number;
      /** The range an action space encodes, for a player count and config (default `min … max`). */
      readonly actions?: (players: number, config: any) => readonly [number, number];
      /** The values an action space encodes, where they are not a range (e.g. the codes a catalogue uses). */
      readonly encoded?: readonly number[];
      /** How an action-space label shows a value. */
      readonly label?: (value: Literal) => string;
    }
  | {
      readonly kind: "oneOf";
      readonly values: readonly Literal[];
      /** The values an action space encodes, for a player count and config (default `values`). */
      readonly actions?: (players: number, config: any) => readonly Literal[];
      /** How an action-space label shows a value. */
      readonly label?: (value: Literal) => string;
    }
  | { readonly kind: "flag" }
  /** A value of either field (both `oneOf` or `int`): a union, encoded as the first's values then the second's. */
  | { readonly kind: "either"; readonly first: MoveFieldSpec; readonly second: MoveFieldSpec }
  | { readonly kind: "record"; readonly fields: readonly (readonly [string, MoveFieldSpec])[] }
  | { readonly kind: "list"; readonly item: MoveFieldSpec; readonly min: number; readonly max: number; readonly set: boolean }
  | {
      readonly kind: "text";
      /** A well-formed value matches this (when given)... */
      readonly pattern?: RegExp;
      /** ...and is `minLength … maxLength` characters long (when given). */
      readonly minLength?: number;
      readonly maxLength?: number;
      /** How an action space chooses it: as parts, each a field (e.g. a cell `"r,c"` as a row and a column)... */
      readonly parts?: readonly (readonly [string, MoveFieldSpec])[];
      /** ...with the parts of a value, or null when it has not that shape. */
      readonly split?: (value: string) => readonly unknown[] | null;
      /** Or as one of these values (e.g. the ids a catalogue uses). */
      readonly encoded?: readonly string[];
    };

/** A field of a move grammar whose values are of type `T`. */
export interface Field<T> {
  readonly spec: MoveFieldSpec;
  /** Phantom: the type of the field's values (never set at run time). */
  readonly _type?: T;
}

/** The value type of a field. */
export type TypeOf<F> = F extends Field<infer T> ? T : never;

/**
 * An integer field `min … max` (`max` may be `Infinity`: no upper bound, and then not encodable). An action space encodes `actions(players, config)` (a smaller range),
 * or the `encoded` values (labelled by `label`), or else the whole range.
 */
export function int(
  min: number,
  max: number,
  options: { readonly actions?: (players: number, config: any) => readonly [number, number]; readonly encoded?: readonly number[]; readonly label?: (value: Literal) => string } = {},
): Field<number> {
  return { spec: { kind: "int", min, max, ...options } };
}

/** One of the `values` (literals). */
export function oneOf<const V extends readonly Literal[]>(
  values: V,
  options: { readonly actions?: (players: number, config: any) => readonly V[number][]; readonly label?: (value: Literal) => string } = {},
): Field<V[number]> {
  return { spec: { kind: "oneOf", values, ...(options.actions ? { actions: options.actions } : {}), ...(options.label ? { label: options.label } : {}) } };
}

/** An optional flag: the key is absent, or exactly `true`. */
export function flag(): Field<true | undefined> {
  return { spec: { kind: "flag" } };
}

/** A value of either field (each a {@link oneOf} or an {@link int}). */
export function either<A, B>(first: Field<A>, second: Field<B>): Field<A | B> {
  return { spec: { kind: "either", first: first.spec, second: second.spec } };
}

/** An object of named fields (every key required but flags), in the order an action space chooses them. */
export function record<const F extends Readonly<Record<string, Field<unknown>>>>(fields: F): Field<FieldsOf<F>> {
  return { spec: { kind: "record", fields: Object.entries(fields).map(([k, f]) => [k, f.spec] as const) } };
}

/**
 * An array of `item`s, `min … max` long. With `set`, the order of the items does not matter (an
 * action space encodes them in ascending order of their actions; the game lists one order).
 */
export function list<T>(item: Field<T>, options: { readonly max: number; readonly min?: number; readonly set?: boolean }): Field<readonly T[]> {
  return { spec: { kind: "list", item: item.spec, min: options.min ?? 0, max: options.max, set: options.set ?? false } };
}

/** Two `item`s (with `set`, in either order: an action space encodes them in ascending order). */
export function pair<T>(item: Field<T>, options: { readonly set?: boolean } = {}): Field<readonly [T, T]> {
  return { spec: { kind: "list", item: item.spec, min: 2, max: 2, set: options.set ?? false } };
}

/**
 * A string of a game's own format (a `pattern`, a length). An action space chooses it as its
 * `parts` (split from the value by `split`), or as one of the `encoded` values.
 */
export function text<T extends string = string>(
  options: { readonly pattern?: RegExp; readonly minLength?: number; readonly maxLength?: number } & (
    { readonly parts: Readonly<Record<string, Field<unknown>>>; readonly split: (value: string) => readonly unknown[] | null } | { readonly encoded: readonly string[] }
  ),
): Field<T> {
  const format = {
    ...(options.pattern ? { pattern: options.pattern } : {}),
    ...(options.minLength !== undefined ? { minLength: options.minLength } : {}),
    ...(options.maxLength !== undefined ? { maxLength: options.maxLength } : {}),
  };
  if ("encoded" in options) return { spec: { kind: "text", ...format, encoded: options.encoded } };
  return { spec: { kind: "text", ...format, parts: Object.entries(options.parts).map(([k, f]) => [k, f.spec] as const), split: options.split } };
}

/** Keys of `F` whose field may be absent (flags). */
type OptionalKeys<F> = { [K in keyof F]: undefined extends TypeOf<F[K]> ? K : never }[keyof F];

/** The object type of a set of fields: flags optional, everything read-only. */
export type FieldsOf<F> = Simplify<{ readonly [K in Exclude<keyof F, OptionalKeys<F>>]: TypeOf<F[K]> } & { readonly [K in OptionalKeys<F>]?: Exclude<TypeOf<F[K]>, undefined> }>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A move grammar: every move type, with its fields in the order an action space chooses them. */
export type MoveGrammar = Readonly<Record<string, Readonly<Record<string, Field<unknown>>>>>;

/** The move of one type of a grammar. */
export type GrammarMoveOfType<G extends MoveGrammar, T extends keyof G & string> = Simplify<{ readonly type: T } & FieldsOf<G[T]>>;

/** Every move of a grammar: a union discriminated by `type`. */
export type GrammarMove<G extends MoveGrammar> = { [T in keyof G & string]: GrammarMoveOfType<G, T> }[keyof G & string];

/** A grammar's move types with their fields' specs, in declaration order (what the RL layer encodes). */
export function grammarTypes(grammar: MoveGrammar): readonly (readonly [string, readonly (readonly [string, MoveFieldSpec])[]])[] {
  return Object.entries(grammar).map(([type, fields]) => [type, Object.entries(fields).map(([k, f]) => [k, f.spec] as const)] as const);
}

/** The zod schema of one field. */
function fieldSchema(spec: MoveFieldSpec): z.ZodMiniType {
  switch (spec.kind) {
    case "int":
      return spec.max === Infinity ? z.number().check(z.int(), z.minimum(spec.min)) : z.number().check(z.int(), z.minimum(spec.min), z.maximum(spec.max));
    case "oneOf": {
      const [only] = spec.values;
      if (spec.values.length === 1 && only !== undefined) return z.literal(only);
      return spec.values.every((v): v is string => typeof v === "string") ? z.enum(spec.values as [string, ...string[]]) : z.literal(spec.values as Literal[] as [Literal, ...Literal[]]);
    }
    case "flag":
      return z.exactOptional(z.literal(true));
    case "either":
      return z.union([fieldSchema(spec.first), fieldSchema(spec.second)]);
    case "record":
      return z.strictObject(Object.fromEntries(spec.fields.map(([k, f]) => [k, fieldSchema(f)])));
    case "list": {
      const item = fieldSchema(spec.item);
      // A list of one length is a tuple (what JSON Schema readers expect of it).
      if (spec.min === spec.max) return z.tuple(Array.from({ length: spec.max }, () => item) as [z.ZodMiniType, ...z.ZodMiniType[]]);
      return spec.min > 0 ? z.array(item).check(z.minLength(spec.min), z.maxLength(spec.max)) : z.array(item).check(z.maxLength(spec.max));
    }
    case "text": {
      const checks = [
        ...(spec.pattern ? [z.regex(spec.pattern)] : []),
        ...(spec.minLength !== undefined ? [z.minLength(spec.minLength)] : []),
        ...(spec.maxLength !== undefined ? [z.maxLength(spec.maxLength)] : []),
      ];
      return checks.length > 0 ? z.string().check(...checks) : z.string();
    }
  }
}

/**
 * The zod schema of every move of a grammar (a discriminated union of strict objects).
 * @internal
 */
export function grammarSchema<G extends MoveGrammar>(grammar: G): z.ZodMiniType<GrammarMove<G>> {
  const members = grammarTypes(grammar).map(([type, fields]) => z.strictObject({ type: z.literal(type), ...Object.fromEntries(fields.map(([k, f]) => [k, fieldSchema(f)])) }));
  return z.discriminatedUnion("type", members as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]]) as unknown as z.ZodMiniType<GrammarMove<G>>;
}

type Check = (value: unknown) => boolean;

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** The structural check of a record's fields: exactly its keys (flags may be absent), each value checked. */
function fieldsCheck(fields: readonly (readonly [string, MoveFieldSpec])[], allowed: ReadonlySet<string>): (o: Record<string, unknown>) => boolean {
  const checks = fields.map(([k, f]) => [k, f.kind === "flag" ? null : fieldCheck(f)] as const);
  const required = checks.filter(([, c]) => c !== null).length;
  return (o) => {
    let present = 0;
    for (const k in o) {
      if (!Object.hasOwn(o, k) || !allowed.has(k)) return false;
      present++;
    }
    let flags = 0;
    for (const [k, check] of checks) {
      if (check === null) {
        if (Object.hasOwn(o, k)) {
          if (o[k] !== true) return false;
          flags++;
        }
      } else if (!Object.hasOwn(o, k) || !check(o[k])) return false;
    }
    return present === required + flags + (allowed.has("type") ? 1 : 0);
  };
}

/** The structural check of one field's value. */
function fieldCheck(spec: MoveFieldSpec): Check {
  switch (spec.kind) {
    case "int":
      return (v) => typeof v === "number" && Number.isInteger(v) && v >= spec.min && v <= spec.max;
    case "oneOf": {
      const values = new Set<unknown>(spec.values);
      return (v) => values.has(v);
    }
    case "flag":
      return (v) => v === undefined || v === true;
    case "either": {
      const [first, second] = [fieldCheck(spec.first), fieldCheck(spec.second)];
      return (v) => first(v) || second(v);
    }
    case "record": {
      const check = fieldsCheck(spec.fields, new Set(spec.fields.map(([k]) => k)));
      return (v) => isPlainRecord(v) && check(v);
    }
    case "list": {
      const item = fieldCheck(spec.item);
      return (v) => Array.isArray(v) && Object.getPrototypeOf(v) === Array.prototype && v.length >= spec.min && v.length <= spec.max && v.every(item);
    }
    case "text": {
      const { pattern, minLength = 0, maxLength = Infinity } = spec;
      return (v) => typeof v === "string" && v.length >= minLength && v.length <= maxLength && (pattern === undefined || pattern.test(v));
    }
  }
}

/**
 * The cheap structural guard of a grammar's moves: a plain object whose `type` is a move type and
 * whose keys and values are exactly that type's fields. It accepts exactly what
 * {@link grammarSchema} accepts (a property checks both on random values), so the engine may skip
 * the zod parse when it says yes.
 */
export function grammarGuard<G extends MoveGrammar>(grammar: G): (value: unknown) => value is GrammarMove<G> {
  const byType = new Map<unknown, (o: Record<string, unknown>) => boolean>();
  for (const [type, fields] of grammarTypes(grammar)) byType.set(type, fieldsCheck(fields, new Set(["type", ...fields.map(([k]) => k)])));
  return (value: unknown): value is GrammarMove<G> => {
    if (!isPlainRecord(value)) return false;
    const check = byType.get(value.type);
    return check !== undefined && check(value);
  };
}

/** Orders two well-formed values of a field as an action space encodes them (domain order). */
function compareField(spec: MoveFieldSpec, a: unknown, b: unknown): number {
  switch (spec.kind) {
    case "int":
      return (a as number) - (b as number);
    case "oneOf":
      return spec.values.indexOf(a as Literal) - spec.values.indexOf(b as Literal);
    case "either": {
      const check = fieldCheck(spec.first);
      const [inA, inB] = [check(a), check(b)];
      if (inA !== inB) return inA ? -1 : 1;
      return compareField(inA ? spec.first : spec.second, a, b);
    }
    case "record":
      for (const [k, f] of spec.fields) {
        const c = compareField(f, (a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]);
        if (c !== 0) return c;
      }
      return 0;
    case "flag":
      return (a === true ? 1 : 0) - (b === true ? 1 : 0);
    case "list": {
      const [x, y] = [a as readonly unknown[], b as readonly unknown[]];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareField(spec.item, x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    case "text":
      return a === b ? 0 : (a as string) < (b as string) ? -1 : 1;
  }
}

/**
 * The one form of a well-formed move among its equivalent encodings: every `set` list of the named
 * move types in ascending domain order (a copy; the move is returned itself when already so).
 */
function canonicalize(grammar: MoveGrammar, types: ReadonlySet<string>): (move: Record<string, unknown>) => Record<string, unknown> {
  const sets = new Map<string, (readonly [string, MoveFieldSpec])[]>();
  for (const [type, fields] of grammarTypes(grammar)) {
    if (!types.has(type)) continue;
    const lists = fields.filter(([, f]) => f.kind === "list" && f.set);
    if (lists.length > 0) sets.set(type, lists);
  }
  return (move) => {
    const lists = sets.get(move.type as string);
    if (!lists) return move;
    let out = move;
    for (const [k, spec] of lists) {
      const value = move[k] as readonly unknown[];
      const order = (a: unknown, b: unknown): number => compareField((spec as { item: MoveFieldSpec }).item, a, b);
      let sorted = true;
      for (let i = 1; i < value.length && sorted; i++) if (order(value[i - 1], value[i]) > 0) sorted = false;
      if (!sorted) out = { ...out, [k]: value.slice().sort(order) };
    }
    return out;
  };
}

/** The schema, guard and types of a grammar, derived once. */
export interface Moves<G extends MoveGrammar> {
  readonly grammar: G;
  /** The move types in declaration order. */
  readonly types: readonly (keyof G & string)[];
  /**
   * The zod schema, built on first use (building zod schemas costs import time); a game hands it to
   * `lazySchemas` as its move schema.
   * @internal
   */
  readonly schema: () => z.ZodMiniType<GrammarMove<G>>;
  /** The structural guard (see {@link grammarGuard}). */
  readonly isMove: (value: unknown) => value is GrammarMove<G>;
  /**
   * The canonical form of a well-formed move of the given types: their `set` lists in ascending
   * domain order, the order a game lists them in when it uses this (a game's `canonicalMove`).
   */
  canonical(...types: (keyof G & string)[]): (move: GrammarMove<G>) => GrammarMove<G>;
}

/** Declares a game's move grammar once; its schema and guard derive from it. */
export function defineMoves<const G extends MoveGrammar>(grammar: G): Moves<G> {
  let schema: z.ZodMiniType<GrammarMove<G>> | undefined;
  return Object.freeze({
    grammar,
    types: Object.keys(grammar) as (keyof G & string)[],
    schema: () => (schema ??= grammarSchema(grammar)),
    isMove: grammarGuard(grammar),
    canonical: (...types: (keyof G & string)[]) => canonicalize(grammar, new Set(types)) as unknown as (move: GrammarMove<G>) => GrammarMove<G>,
  });
}
