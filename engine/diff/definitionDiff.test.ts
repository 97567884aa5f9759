import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition } from "../types.ts";
import { definitionDiff as diffOfCompiled } from "./definitionDiff.ts";

const copy = (): Definition => structuredClone(miniDefinition);
const definitionDiff = (before: Definition, after: Definition) => diffOfCompiled(compileDefinition(before), compileDefinition(after));

describe("definitionDiff: what an edit changes, in the definition's own terms", () => {
  it("finds no difference between a definition and itself", () => {
    expect(definitionDiff(miniDefinition, copy())).toEqual([]);
  });

  it("lists a step added, with its new arrows and fields, and the arrow it replaces, each said as what it is", () => {
    const after = copy();
    const place = after.wizard?.steps.find((s) => s.id === "place");
    if (!place) throw new Error("no place step");
    place.next = [{ goto: "extra" }];
    after.wizard?.steps.push({ id: "extra", title: "Extra", schema: { type: "object", properties: { note: { type: "string", title: "Note" } } }, next: [{ goto: "$end" }] });
    expect(definitionDiff(miniDefinition, after)).toEqual([
      { kind: "step", change: "added", id: "extra", name: "Extra", details: ['Title: "Extra"', "Asks: Note"] },
      { kind: "edge", change: "removed", id: "place -> $end", name: "Place to the form", details: ["Taken when: always"] },
      { kind: "edge", change: "added", id: "place -> extra", name: "Place to Extra", details: ["Taken when: always"] },
      { kind: "edge", change: "added", id: "extra -> $end", name: "Extra to the form", details: ["Taken when: always"] },
      { kind: "field", change: "added", id: "extra / note", name: "Extra / Note", details: ['Title: "Note"', "Required: no (optional)", "Shown: always", 'type: "string"'] },
    ]);
  });

  it("says what changed in a step, an arrow's condition, a field, a document and a fee line, in words and JMD", () => {
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
    expect(diff.map((e) => `${e.kind} ${e.change} ${e.name}`)).toEqual(["step changed Commercial category", "edge changed Kind to Transaction", "edge changed Kind to Commercial category", "field changed Page one / name", "document changed Passport", "fee changed Base"]);
    expect(diff[0]?.details).toEqual(['Title: "Category" → "Commercial category"']);
    expect(diff.find((e) => e.id === "kind -> transaction")?.details).toEqual(["Taken when: kind is Recreational → always", "Checked: 1st of the step's rules → 2nd of the step's rules"]);
    expect(diff.find((e) => e.id === "page-one / name")?.details).toEqual(["maxLength: 10 → 20"]);
    expect(diff.find((e) => e.id === "passport")?.details).toEqual(["Required: yes → no (optional)"]);
    expect(diff.find((e) => e.id === "base")?.details).toEqual(["Amount from 1 January 2020: JMD 1,000.00 → JMD 1,100.00", "Amount from 1 December 2026: JMD 1,200.00, removed"]);
  });

  it("says a removed choice by its label, and a rate with its bands, minimum and cap", () => {
    const after = copy();
    const category = after.wizard?.steps.find((s) => s.id === "category");
    if (category) category.schema.properties.category = { type: "string", enum: ["Artisanal"] };
    const future = after.fees?.lines.find((l) => l.id === "future");
    if (future) future.amounts = [{ from: "2030-01-01", rate: { quantity: "kind", unit: "kg", bands: [{ upTo: 1000, centsPerUnit: 200 }, { centsPerUnit: 150 }], minimum: 3000, cap: 400000 } }];
    const diff = definitionDiff(miniDefinition, after);
    expect(diff.find((e) => e.id === "category / category")?.details).toEqual(['Choice: "Industrial", removed']);
    expect(diff.find((e) => e.id === "future")?.details).toEqual(["Amount from 1 January 2030: JMD 250.00 → JMD 2.00 per kg up to 1,000 kg, then JMD 1.50 per kg of kind; at least JMD 30.00; at most JMD 4,000.00"]);
  });

  it("lists documents and fee lines removed, with what they were", () => {
    const after = copy();
    if (after.documents) after.documents.items = after.documents.items.filter((d) => d.key !== "photo");
    if (after.fees) after.fees.lines = after.fees.lines.filter((l) => l.id !== "future");
    expect(definitionDiff(miniDefinition, after)).toEqual([
      { kind: "document", change: "removed", id: "photo", name: "Photo", details: ['Name: "Photo"', "Required: yes", "Asked for when: always", "Accepted files: .jpg"] },
      { kind: "fee", change: "removed", id: "future", name: "Not yet", details: ['Label: "Not yet"', "Charged when: always", "Amount from 1 January 2030: JMD 250.00"] },
    ]);
  });
});
