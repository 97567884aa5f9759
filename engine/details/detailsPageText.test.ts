import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../node/loadDefinitions.ts";
import type { Definition } from "../types.ts";
import { detailsPageText } from "./detailsPageText.ts";

const loaded = loadDefinitions().loaded.map((l) => l.definition);
const withDetails = loaded.find((d) => d.details?.documentNotes?.length) as Definition;

describe("detailsPageText", () => {
  it("shows a document note only where the type's documents list one of its documents", () => {
    const note = withDetails.details?.documentNotes?.[0];
    expect(note).toBeDefined();
    const asking: Definition = { ...withDetails, documents: { items: [{ key: note?.documents[0] ?? "", name: "Birth Certificate", accept: [".pdf"], required: true }] } } as Definition;
    const notAsking: Definition = { ...withDetails, documents: { items: [] } };
    expect(detailsPageText(asking)?.notes.map((n) => n.text)).toEqual([note?.text]);
    expect(detailsPageText(notAsking)?.notes).toEqual([]);
  });

  it("gives every type with a details page its summary and a sentence for each of its stages", () => {
    for (const definition of loaded.filter((d) => d.detailsPath)) {
      const text = detailsPageText(definition);
      expect(text?.summary, definition.id).toBeTruthy();
      for (const stage of definition.stages) expect(text?.stages[stage.id], `${definition.id} ${stage.id}`).toBeTruthy();
    }
  });
});
