import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { Definition, TraceEntry } from "../types.ts";

/** A document the applicant sees on the supporting-documents stage for these answers. */
export interface DocumentNeed {
  key: string;
  name: string;
  required: boolean;
  accept: string[];
  group?: string;
  description?: string;
  /** Why it is needed, as the analyst wrote it for the applicant. */
  reason?: string;
  /** Why it is listed, as the engine judged it: the trace of its `when` (empty when it always applies); for staff, not applicants. */
  trace: TraceEntry[];
}

/** A group rule the uploads must satisfy (Proof of Ownership: at least one). */
export interface GroupNeed {
  key: string;
  name: string;
  rule: "atLeastOne";
  members: string[];
  trace: TraceEntry[];
}

/**
 * The documents that apply to these answers (a document's `when` leaves it out otherwise: the
 * foreigner's passport copy only for a Foreign domicile) and the group rules in force. Answers
 * should be the navigation's cleaned answers, so off-path choices demand nothing.
 */
export function requiredDocuments(definition: Definition, scope: ConditionScope): { documents: DocumentNeed[]; groups: GroupNeed[] } {
  const applies = (when: Parameters<typeof evaluateCondition>[0] | undefined, at: string) =>
    when !== undefined ? evaluateCondition(when, scope, at) : { result: true, trace: [] as TraceEntry[] };
  const documents: DocumentNeed[] = [];
  (definition.documents?.items ?? []).forEach((item, i) => {
    const outcome = applies(item.when, `/documents/items/${i}/when`);
    if (!outcome.result) return;
    documents.push({
      key: item.key,
      name: item.name,
      required: item.required,
      accept: item.accept,
      ...(item.group ? { group: item.group } : {}),
      ...(item.description ? { description: item.description } : {}),
      ...(item.reason ? { reason: item.reason } : {}),
      trace: outcome.trace,
    });
  });
  const groups: GroupNeed[] = [];
  (definition.documents?.groups ?? []).forEach((group, i) => {
    const outcome = applies(group.when, `/documents/groups/${i}/when`);
    const members = documents.filter((d) => d.group === group.key).map((d) => d.key);
    if (outcome.result && members.length) groups.push({ key: group.key, name: group.name, rule: group.rule, members, trace: outcome.trace });
  });
  return { documents, groups };
}
