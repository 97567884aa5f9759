import { describe, expect, it } from "vitest";
import { lintDefinition } from "../lint/lintDefinition.ts";
import { miniDefinition } from "../testing/miniDefinition.ts";
import { fillTerms, fillText } from "./fillTerms.ts";

describe("fillTerms: a shared text speaks of the type's own thing (decision 0061)", () => {
  it("fills a term from the type's words, with a capital where the text asks for one, else the default", () => {
    expect(fillText("Expedite {{Thing|Licence}}", { thing: "certificate" })).toBe("Expedite Certificate");
    expect(fillText("cancellation of the {{thing|licence}}.", { thing: "certificate" })).toBe("cancellation of the certificate.");
    expect(fillText("Expedite {{Thing|Licence}}", {})).toBe("Expedite Licence");
    expect(fillText("no term here", { thing: "x" })).toBe("no term here");
    // A term neither defined nor defaulted stays as written, for the lint to name.
    expect(fillText("the {{thing}}", {})).toBe("the {{thing}}");
  });

  it("fills every text of a definition, deep in its sections and fee lines", () => {
    const definition = structuredClone(miniDefinition);
    const base = definition.fees?.lines[0];
    if (base) base.label = "{{Thing|Licence}} fee";
    definition.form.pages[0]!.title = "About your {{thing|licence}}";
    const filled = fillTerms(definition, { thing: "certificate" });
    expect(filled.fees?.lines[0]?.label).toBe("Certificate fee");
    expect(filled.form.pages[0]?.title).toBe("About your certificate");
  });

  it("names a term left unfilled, at its pointer, with the fix", () => {
    const definition = structuredClone(miniDefinition);
    definition.form.pages[0]!.title = "About your {{thing}}";
    const issues = lintDefinition(definition, ["Conch"]).filter((i) => i.code === "unknown-term");
    expect(issues).toEqual([{ code: "unknown-term", pointer: "/form/pages/0/title", message: expect.stringContaining('add "terms": { "thing": "..." } to the type') }]);
  });
});
