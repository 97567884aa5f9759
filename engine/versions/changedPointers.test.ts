import { describe, expect, it } from "vitest";
import { changedPointers } from "./changedPointers.ts";

describe("changedPointers", () => {
  it("names values changed, keys added and removed, and items of lists, escaping keys", () => {
    const before = { a: 1, b: { c: [1, 2], "d/e": "x" }, gone: true };
    const after = { a: 1, b: { c: [1, 3, 4], "d/e": "y" }, added: null };
    expect(changedPointers(before, after)).toEqual(["/b/c/1", "/b/c/2", "/b/d~1e", "/gone", "/added"]);
  });

  it("finds nothing in equal values and stops at the limit", () => {
    expect(changedPointers({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(changedPointers([1, 2, 3], [4, 5, 6], 2)).toEqual(["/0", "/1"]);
  });
});
