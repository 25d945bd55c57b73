import { describe, expect, it } from "vitest";
import { required } from "../../src/core/required.js";

describe("required: the check that replaces a non-null assertion", () => {
  it("returns a value that is there, falsy ones included", () => {
    expect(required(0, "a count")).toBe(0);
    expect(required(null, "a colour")).toBe(null);
    expect(required("", "a name")).toBe("");
  });

  it("throws an Error naming what is missing", () => {
    expect(() => required([1, 2][5], "tile 5 of the row")).toThrow("tile 5 of the row is missing");
  });
});
