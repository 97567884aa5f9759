import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import type { Condition, Definition, TraceEntry } from "../types.ts";

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

/** Whether a `when` holds (none always holds); its pointer is `at/i/when`. */
function applies(when: Condition | undefined, scope: ConditionScope, at: string, i: number, trace: TraceEntry[] | null): boolean {
  return when === undefined || conditionHolds(when, scope, at, trace, i, "/when");
}

/**
 * The documents that apply to these answers (a document's `when` leaves it out otherwise: the
 * foreigner's passport copy only for a Foreign domicile) and the group rules in force. Answers
 * should be the navigation's cleaned answers, so off-path choices demand nothing. Each need
 * carries the trace of its `when` only when `options.trace` asks for it (staff's "why").
 */
export function requiredDocuments(definition: Definition, scope: ConditionScope, options: { trace?: boolean } = {}): { documents: DocumentNeed[]; groups: GroupNeed[] } {
  const documents: DocumentNeed[] = [];
  (definition.documents?.items ?? []).forEach((item, i) => {
    const trace: TraceEntry[] = [];
    if (!applies(item.when, scope, "/documents/items", i, options.trace ? trace : null)) return;
    documents.push({
      key: item.key,
      name: item.name,
      required: item.required,
      accept: item.accept,
      ...(item.group ? { group: item.group } : {}),
      ...(item.description ? { description: item.description } : {}),
      ...(item.reason ? { reason: item.reason } : {}),
      trace,
    });
  });
  const groups: GroupNeed[] = [];
  (definition.documents?.groups ?? []).forEach((group, i) => {
    const trace: TraceEntry[] = [];
    const result = applies(group.when, scope, "/documents/groups", i, options.trace ? trace : null);
    const members = documents.filter((d) => d.group === group.key).map((d) => d.key);
    if (result && members.length) groups.push({ key: group.key, name: group.name, rule: group.rule, members, trace });
  });
  return { documents, groups };
}
