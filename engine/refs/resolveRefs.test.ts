import { describe, expect, it } from "vitest";
import { originOf, RefError, resolveRefs, type RefHost } from "./resolveRefs.ts";

const files: Record<string, unknown> = {
  "/s/types/a.json": { steps: [{ $ref: "../common/step.json" }, { $ref: "../common/step.json", title: "Own title" }], list: { $ref: "../lists/l.json#/items" } },
  "/s/common/step.json": { $schema: "../step.schema.json", id: "shared", title: "Shared", field: { "x-list": { $ref: "../lists/l.json" } } },
  "/s/lists/l.json": { $schema: "../list.schema.json", id: "l", items: [{ value: "A" }, { value: "B" }] },
  "/s/types/loop.json": { $ref: "loop.json" },
  "/s/types/missing.json": { x: { $ref: "../common/nope.json" } },
};
const host: RefHost = {
  read: (file) => {
    if (!(file in files)) throw new Error("no such file");
    return files[file];
  },
  join: (base, rel) => {
    const parts = base.split("/").slice(0, -1);
    for (const p of rel.split("/")) if (p === "..") parts.pop(); else if (p !== ".") parts.push(p);
    return parts.join("/");
  },
};

describe("resolveRefs", () => {
  const { value, origins } = resolveRefs(files["/s/types/a.json"], "/s/types/a.json", host);

  it("inlines files and fragments, nested refs included, and lets sibling keys override, leaving out the files' $schema lines", () => {
    expect(value).toEqual({
      steps: [
        { id: "shared", title: "Shared", field: { "x-list": { id: "l", items: [{ value: "A" }, { value: "B" }] } } },
        { id: "shared", title: "Own title", field: { "x-list": { id: "l", items: [{ value: "A" }, { value: "B" }] } } },
      ],
      list: [{ value: "A" }, { value: "B" }],
    });
  });

  it("maps a pointer back to the file an analyst edits", () => {
    expect(originOf("/steps/0/title", "/s/types/a.json", origins)).toEqual({ file: "/s/common/step.json", pointer: "/title" });
    expect(originOf("/steps/1/title", "/s/types/a.json", origins)).toEqual({ file: "/s/types/a.json", pointer: "/steps/1/title" });
    expect(originOf("/steps/0/field/x-list/items/1", "/s/types/a.json", origins)).toEqual({ file: "/s/lists/l.json", pointer: "/items/1" });
    expect(originOf("/list/0", "/s/types/a.json", origins)).toEqual({ file: "/s/lists/l.json", pointer: "/items/0" });
    expect(originOf("/other", "/s/types/a.json", origins)).toEqual({ file: "/s/types/a.json", pointer: "/other" });
  });

  it("reports a cycle and an unreadable file with where the $ref is", () => {
    expect(() => resolveRefs(files["/s/types/loop.json"], "/s/types/loop.json", host)).toThrow(RefError);
    try {
      resolveRefs(files["/s/types/missing.json"], "/s/types/missing.json", host);
    } catch (error) {
      expect(error).toMatchObject({ file: "/s/types/missing.json", pointer: "/x/$ref" });
    }
    expect.assertions(2);
  });
});
