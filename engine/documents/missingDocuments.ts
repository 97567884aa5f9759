import type { FieldError } from "../types.ts";
import type { DocumentNeed, GroupNeed } from "./requiredDocuments.ts";

/** The spec's message when a mandatory document or group is not satisfied (trailing space included). */
export const DOCUMENTS_MISSING = "All Documents must be uploaded before proceeding ";

/**
 * Errors for every required document not uploaded and every group whose rule fails, given the
 * keys uploaded so far. Pointers name the document (`/documents/fishers_id`) or group.
 */
export function missingDocuments(needs: { documents: DocumentNeed[]; groups: GroupNeed[] }, uploaded: Iterable<string>): FieldError[] {
  const have = new Set(uploaded);
  const errors: FieldError[] = needs.documents
    .filter((d) => d.required && !have.has(d.key))
    .map((d) => ({ pointer: `/documents/${d.key}`, message: DOCUMENTS_MISSING }));
  for (const group of needs.groups) {
    if (!group.members.some((key) => have.has(key))) errors.push({ pointer: `/documents/${group.key}`, message: DOCUMENTS_MISSING });
  }
  return errors;
}
