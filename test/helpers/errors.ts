/** Test helpers about the engine's typed errors. */
import { expect } from "vitest";
import { ValidationError } from "../../src/core/index.js";

/** The field named by the ValidationError that `f` throws (fails the test when it throws none or another error). */
export function validationField(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).field;
  }
  throw new Error("expected a ValidationError");
}
