import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import type { Definition } from "../types.ts";
import { conditionWords } from "./conditionWords.ts";
import type { DocumentExplanation, GroupExplanation } from "./Explanation.ts";
import { facts, joinWords } from "./facts.ts";
import { judgeCondition } from "./judgeCondition.ts";
import type { FieldWords } from "./operatorWords.ts";

/**
 * Every document item and group of the definition for these answers (the navigation's cleaned
 * answers, as engine/documents/requiredDocuments.ts judges them): required, optional or not asked,
 * and why, the negative included ("Not required because Nationality is Local").
 */
export function explainDocuments(definition: Definition, scope: ConditionScope, words: FieldWords): { documents: DocumentExplanation[]; groups: GroupExplanation[] } {
  const groupNames = new Map((definition.documents?.groups ?? []).map((g) => [g.key, g.name]));
  const documents = (definition.documents?.items ?? []).map((item, i): DocumentExplanation => {
    const base = { id: item.key, title: item.name, ...(item.reason ? { reason: item.reason } : {}), ...(item.group ? { group: item.group } : {}) };
    const asked = item.required ? "required" : "optional";
    const inGroup = item.group ? ` It is one of "${groupNames.get(item.group) ?? item.group}": at least one of the group is needed.` : "";
    if (item.when === undefined) return { ...base, outcome: asked, because: `${item.required ? "Required" : "Optional"}: asked of every application of this type.${inGroup}`, checks: [] };
    const judged = judgeCondition(item.when, scope, `/documents/items/${i}/when`, words);
    const rule = conditionWords(item.when, scope.named, words);
    if (!judged.holds) return { ...base, outcome: "notAsked", because: `${item.required ? "Not required" : "Not asked"} because ${facts(judged.checks, false)}.`, rule, checks: judged.checks };
    return { ...base, outcome: asked, because: `${item.required ? "Required" : "Optional"} because ${facts(judged.checks, true)}.${inGroup}`, rule, checks: judged.checks };
  });
  const groups = (definition.documents?.groups ?? []).map((group, i): GroupExplanation => {
    const members = documents.filter((d) => d.group === group.key && d.outcome !== "notAsked").map((d) => d.id);
    const names = documents.filter((d) => members.includes(d.id)).map((d) => `"${d.title}"`);
    const judged = group.when === undefined ? null : judgeCondition(group.when, scope, `/documents/groups/${i}/when`, words);
    const base = { id: group.key, title: group.name, members, checks: judged?.checks ?? [], ...(group.when !== undefined ? { rule: conditionWords(group.when, scope.named, words) } : {}) };
    if (judged && !judged.holds) return { ...base, outcome: "notApplies", because: `Does not apply because ${facts(judged.checks, false)}.` };
    if (!members.length) return { ...base, outcome: "notApplies", because: "Does not apply: none of its documents is asked for." };
    return { ...base, outcome: "applies", because: `Applies${judged ? ` because ${facts(judged.checks, true)}` : ""}: at least one of ${joinWords(names)} is needed.` };
  });
  return { documents, groups };
}
