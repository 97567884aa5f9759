import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import { answerLines } from "./answerText.ts";
import { answerSummary } from "./answerSummary.ts";
import { OTHER_DOCUMENT, uploadedDocuments } from "./uploadedDocuments.ts";

const compiled = compileDefinition(miniDefinition);
const complete = { agree: "Yes", kind: "Commercial", category: "Artisanal", transaction: "New", region: "North", port: "Alpha", species: ["Fish"], when: "2026-12-01", name: "Ann" };
const rows = (answers: Record<string, unknown>) => answerSummary(compiled, answers, miniContext).sections.flatMap((s) => s.rows.map((r) => [r.sectionId, r.label, answerLines(r.value).join(" | ")]));

describe("the answer summary (check your answers, submission PDF)", () => {
  it("lists the wizard steps walked, then each form page, each answer with the step or page that asks it", () => {
    const summary = answerSummary(compiled, complete, miniContext);
    expect(summary.sections.map((s) => [s.id, s.title, s.stage])).toEqual([
      ["type", "Type", "type"],
      ["page-one", "Page one", "form"],
    ]);
    expect(rows(complete)).toEqual([
      // A field without a title of its own is labelled with its step's title.
      ["intro", "Intro", "Yes"],
      ["kind", "Kind", "Commercial"],
      ["category", "Category", "Artisanal"],
      ["transaction", "Transaction", "New"],
      ["place", "Place", "North"],
      ["place", "Place", "Alpha"],
      ["place", "Place", "Fish"],
      ["place", "Place", "1 December 2026"],
      ["page-one", "Page one", "Ann"],
    ]);
  });

  it("marks a page with a box that must be ticked as a declaration, its description the statement", () => {
    const declaring = compileDefinition({
      ...miniDefinition,
      form: { ...miniDefinition.form, pages: [...miniDefinition.form.pages, { id: "declaration", title: "Declaration", description: "I declare it is true.", schema: { type: "object", required: ["agree_all"], properties: { agree_all: { type: "boolean", const: true, title: "I agree" } } } }] },
    });
    const sections = answerSummary(declaring, { ...complete, agree_all: true }, miniContext).sections;
    expect(sections.map((s) => s.statement ?? null)).toEqual([null, null, "I declare it is true."]);
    expect(sections.at(-1)?.rows.map((r) => [r.label, answerLines(r.value)[0]])).toEqual([["I agree", "Yes"]]);
  });

  it("leaves out answers off the path and hidden fields, as the server's judgement does", () => {
    const listed = answerSummary(compiled, { ...complete, kind: "Recreational", number: "123" }, miniContext).sections.flatMap((s) => s.rows.map((r) => r.field));
    expect(listed).not.toContain("category");
    expect(listed).not.toContain("number");
    expect(listed).toContain("transaction");
  });

  it("carries the documents and fees the engine works out, in cents", () => {
    const summary = answerSummary(compiled, complete, miniContext);
    expect(summary.fees).toEqual({ currency: "JMD", lines: [{ id: "base", label: "Base", amount: 100000 }, { id: "commercial", label: "Commercial", amount: 50050 }], total: 150050 });
    expect(summary.documents.map((d) => d.key)).toEqual(["photo", "passport", "bill", "receipt"]);
  });

  it("pairs the documents with the files uploaded for them; a required one without a file shows as missing, other uploads follow", () => {
    const { documents } = answerSummary(compiled, complete, miniContext);
    const listed = uploadedDocuments(documents, [
      { supporting_document_id: "photo", document_type: "SUPPORTING_DOCUMENTS", file_name: "me.png" },
      { supporting_document_id: "bill", document_type: "SUPPORTING_DOCUMENTS", file_name: "bill.pdf" },
      { supporting_document_id: null, document_type: "OTHER_SUPPORTING_DOCUMENTS", file_name: "extra.pdf" },
      { supporting_document_id: null, document_type: "CORRECTION_SUPPORTING_DOCUMENTS", file_name: "later.pdf" },
    ]);
    expect(listed).toEqual([
      { name: "Photo", files: ["me.png"], required: true },
      { name: "Passport", files: [], required: true },
      { name: "Bill of sale", files: ["bill.pdf"], required: false },
      { name: OTHER_DOCUMENT, files: ["extra.pdf"], required: false },
    ]);
  });
});
