import type { Definition, DocumentNote } from "../types.ts";

/** A details page's text as the page shows it: the summary, each stage's sentence, the notes that apply. */
export interface DetailsPageText {
  summary: string | null;
  stages: Partial<Record<string, string>>;
  notes: Array<Omit<DocumentNote, "documents">>;
}

/** Every document key the definition lists (a group's documents are items naming the group). */
const documentKeys = (definition: Definition): Set<string> => new Set((definition.documents?.items ?? []).map((d) => d.key));

/**
 * What a type's details page says (decision 0038), from its `details`: the notes only where the
 * type's documents list one of their document keys (a birth-certificate note where a birth
 * certificate can be asked for). Null for a type that says nothing.
 */
export function detailsPageText(definition: Definition): DetailsPageText | null {
  const details = definition.details;
  if (!details) return null;
  const keys = documentKeys(definition);
  return {
    summary: details.summary ?? null,
    stages: details.stages,
    notes: (details.documentNotes ?? []).filter((n) => n.documents.some((k) => keys.has(k))).map(({ text, link }) => (link ? { text, link } : { text })),
  };
}
