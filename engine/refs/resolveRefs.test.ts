import { describe, expect, it } from "vitest";
import { MAX_INLINED_REFS, originOf, RefError, resolveRefs, type RefHost } from "./resolveRefs.ts";

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

/** A file whose parts each refer to the next part twice: 1.2 KB of text that inlines to 2^levels copies (issue 25). */
function doubling(levels: number): Record<string, unknown> {
  const doc: Record<string, unknown> = { id: "doubled", top: { $ref: "doubled.json#/l0" } };
  for (let i = 0; i < levels; i += 1) doc[`l${i}`] = [{ $ref: `doubled.json#/l${i + 1}` }, { $ref: `doubled.json#/l${i + 1}` }];
  doc[`l${levels}`] = { title: "leaf" };
  return doc;
}

describe("resolveRefs stops a definition that grows past its bound (issue 25, decision 0043)", () => {
  it("stops $refs that double at each level at the definition's own $ref, long before they fill the memory", () => {
    const doc = doubling(40);
    const doubled: RefHost = { ...host, read: (file) => (file === "/s/types/doubled.json" ? doc : host.read(file)), shown: (file) => file.replace("/s/", "schemas/") };
    let thrown: unknown;
    try {
      resolveRefs(doc, "/s/types/doubled.json", doubled);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RefError);
    expect(thrown).toMatchObject({ file: "/s/types/doubled.json", pointer: "/top/$ref" });
    expect((thrown as Error).message).toBe(`This definition brings in more than ${MAX_INLINED_REFS.toLocaleString("en")} parts once its $refs are inlined, through this $ref ("doubled.json#/l0"): the parts it brings in refer to other parts over and over. Refer to each shared part fewer times.`);
  });

  it("counts what the $refs bring in, its size and its $refs, so a definition within the bounds resolves whole", () => {
    const doc = doubling(4);
    const doubled: RefHost = { ...host, read: (file) => (file === "/s/types/doubled.json" ? doc : host.read(file)) };
    const { value } = resolveRefs(doc, "/s/types/doubled.json", doubled, { maxSize: 2_000, maxRefs: 100 });
    expect(JSON.stringify((value as { top: unknown }).top).match(/leaf/g)).toHaveLength(16);
    expect(() => resolveRefs(doc, "/s/types/doubled.json", doubled, { maxSize: 500 })).toThrow(/grows past/);
    expect(() => resolveRefs(doc, "/s/types/doubled.json", doubled, { maxRefs: 40 })).toThrow(/brings in more than 40 parts/);
  });

  it("names a file in a cycle as the host shows it, never by the server's folders", () => {
    const shownHost: RefHost = { ...host, shown: (file) => file.replace("/s/", "schemas/") };
    expect(() => resolveRefs(files["/s/types/loop.json"], "/s/types/loop.json", shownHost)).toThrow("$ref cycle through schemas/types/loop.json#");
  });
});
