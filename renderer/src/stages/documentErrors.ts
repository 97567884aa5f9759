import type { FieldError, FieldSchema } from "../../../engine/types.ts";

/** A document as GET /api/documents/all-documents answers it. */
export interface Need {
  key: string;
  name: string;
  description?: string;
  /** Why the application needs it, in the analyst's words (decision 0021). */
  reason?: string;
  accept: string[];
  required: boolean;
  group?: string;
  uploaded: boolean;
  /** The stored file; `kept`: attached on this phone, its outbox item, not yet sent (issue 27). */
  upload: { id: number; file_name: string; kept?: number } | null;
}

/** A group rule (Proof of Ownership: upload at least one). */
export interface Group {
  key: string;
  name: string;
  rule: string;
  members: string[];
}

/** The pointer of a document's or a group's error; the error summary links it to `root_documents_<key>`. */
export const documentPointer = (key: string) => `/documents/${key}`;

/**
 * What is still missing before Next, one error per document and per group, each said so a person
 * knows what to do ('Upload the Copy of Passport'); the spec's 'All Documents must be uploaded
 * before proceeding' heads the summary.
 */
export function missingDocumentErrors(needs: Need[], groups: Group[]): FieldError[] {
  const errors: FieldError[] = needs.filter((n) => n.required && !n.group && !n.uploaded).map((n) => ({ pointer: documentPointer(n.key), message: `Upload the ${n.name}` }));
  for (const group of groups) {
    if (!needs.some((n) => group.members.includes(n.key) && n.uploaded)) errors.push({ pointer: documentPointer(group.key), message: `Upload at least one ${group.name} document` });
  }
  return errors;
}

/** The names the error summary puts before a message that does not say which document it is about. */
export function documentTitles(needs: Need[], groups: Group[]): FieldSchema {
  const properties = Object.fromEntries([...needs.map((n) => [n.key, { title: n.name }]), ...groups.map((g) => [g.key, { title: g.name }])]);
  return { type: "object", properties: { documents: { type: "object", properties } } } as FieldSchema;
}
