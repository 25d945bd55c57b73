/**
 * The type of the schemas a game publishes (`game.schemas`), stated here rather than borrowed from
 * zod: the schemas are zod schemas at run time, and zod is bundled into the build, so an app needs
 * no zod installed to type-check against Tesserae. zod's schemas fit this type as they are.
 */

/** One problem a schema found: where (`["players", 1, "score"]`) and what. */
export interface SchemaIssue {
  /** What kind of problem, e.g. `"too_big"` (zod's issue codes). */
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What `safeParse` returns: the parsed value, or the issues found. */
export type SafeParseResult<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly error: { readonly issues: readonly SchemaIssue[] } };

/** One issue as Standard Schema reports it; a path segment may be a key or an object holding one. */
export interface StandardSchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** The result of a Standard Schema `validate`: the value, or the issues. */
export type StandardSchemaResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly StandardSchemaIssue[] };

/**
 * The `~standard` property of the Standard Schema interface, version 1 (standardschema.dev), which
 * zod's schemas implement: libraries that accept any Standard Schema (form and API validators)
 * accept `game.schemas.move` and the others as they are.
 */
export interface StandardSchemaProps<T> {
  readonly version: 1;
  readonly vendor: string;
  readonly validate: (value: unknown) => StandardSchemaResult<T> | Promise<StandardSchemaResult<T>>;
  readonly types?: { readonly input: unknown; readonly output: T } | undefined;
}

/**
 * A schema for values of type `T`: `parse` returns the value or throws, `safeParse` never throws,
 * and `~standard` is the Standard Schema interface.
 */
export interface Schema<T> {
  parse(data: unknown): T;
  safeParse(data: unknown): SafeParseResult<T>;
  readonly "~standard": StandardSchemaProps<T>;
}
