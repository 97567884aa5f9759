import { describe, expect, it } from "vitest";
import { miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition } from "../types.ts";
import { definitionDiff } from "./definitionDiff.ts";

const copy = (): Definition => structuredClone(miniDefinition);

describe("definitionDiff: what an edit changes, in the definition's own terms", () => {
  it("finds no difference between a definition and itself", () => {
    expect(definitionDiff(miniDefinition, copy())).toEqual([]);
  });

  it("lists a step added, with its new edges and fields, and the edge it replaces", () => {
    const after = copy();
    const place = after.wizard?.steps.find((s) => s.id === "place");
    if (!place) throw new Error("no place step");
    place.next = [{ goto: "extra" }];
    after.wizard?.steps.push({ id: "extra", title: "Extra", schema: { type: "object", properties: { note: { type: "string" } } }, next: [{ goto: "$end" }] });
    expect(definitionDiff(miniDefinition, after)).toEqual([
      { kind: "step", change: "added", id: "extra", details: [] },
      { kind: "edge", change: "removed", id: "place -> $end", details: [] },
      { kind: "edge", change: "added", id: "place -> extra", details: [] },
      { kind: "edge", change: "added", id: "extra -> $end", details: [] },
      { kind: "field", change: "added", id: "extra / note", details: [] },
    ]);
  });

  it("says what changed in a step, an edge's condition, a field, a document and a fee line", () => {
    const after = copy();
    const steps = after.wizard?.steps ?? [];
    const kind = steps.find((s) => s.id === "kind");
    const category = steps.find((s) => s.id === "category");
    if (!kind || !category) throw new Error("no kind step");
    category.title = "Commercial category";
    kind.next = [{ when: { field: "kind", op: "equals", value: "Commercial" }, goto: "category" }, { goto: "transaction" }];
    const page = after.form.pages[0];
    if (page) page.schema.properties.name = { type: "string", maxLength: 20 };
    const passport = after.documents?.items.find((d) => d.key === "passport");
    if (passport) passport.required = false;
    const base = after.fees?.lines.find((l) => l.id === "base");
    if (base) base.amounts = [{ from: "2020-01-01", amount: 110000 }];
    const diff = definitionDiff(miniDefinition, after);
    expect(diff.map((e) => `${e.kind} ${e.change} ${e.id}`)).toEqual(["step changed category", "edge changed kind -> transaction", "edge changed kind -> category", "field changed page-one / name", "document changed passport", "fee changed base"]);
    expect(diff[0]?.details).toEqual(['title: "Category" -> "Commercial category"']);
    expect(diff.find((e) => e.id === "page-one / name")?.details).toEqual(["maxLength: 10 -> 20"]);
    expect(diff.find((e) => e.id === "passport")?.details).toEqual(["required: true -> false"]);
    expect(diff.find((e) => e.id === "base")?.details[0]).toMatch(/^amounts: .*100000.* -> .*110000/);
  });

  it("lists documents and fee lines removed", () => {
    const after = copy();
    if (after.documents) after.documents.items = after.documents.items.filter((d) => d.key !== "photo");
    if (after.fees) after.fees.lines = after.fees.lines.filter((l) => l.id !== "future");
    expect(definitionDiff(miniDefinition, after)).toEqual([
      { kind: "document", change: "removed", id: "photo", details: [] },
      { kind: "fee", change: "removed", id: "future", details: [] },
    ]);
  });
});
