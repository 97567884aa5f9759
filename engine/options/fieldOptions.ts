import { evaluateCondition, type ConditionScope } from "../conditions/evaluateCondition.ts";
import type { FieldSchema, ListItem, Section, TraceEntry } from "../types.ts";

/** One option of a choice field as the applicant sees it now. */
export interface FieldOption extends ListItem {
  disabled: boolean;
  reason?: string;
  trace: TraceEntry[];
}

const choicesOf = (field: FieldSchema): FieldSchema => (field.type === "array" && field.items ? field.items : field);

/**
 * The options a choice field offers for the current answers: the list's items (or the enum),
 * narrowed to the group chosen in the `x-filterBy` field (ports of the chosen region), each
 * marked disabled with its reason when an option rule holds (closed seasons, date windows).
 * `container` is the object holding the field's siblings (the answers, or a row).
 */
export function fieldOptions(section: Section, name: string, field: FieldSchema, scope: ConditionScope, container: Record<string, unknown> = scope.answers): FieldOption[] {
  const choices = choicesOf(field);
  const items: ListItem[] = choices["x-list"]?.items ?? (choices.enum ?? []).map((value) => ({ value: String(value) }));
  const filterBy = choices["x-filterBy"] ?? field["x-filterBy"];
  const group = filterBy ? container[filterBy] : undefined;
  const offered = filterBy ? items.filter((item) => item.group === undefined || item.group === group) : items;
  const rules = section.options?.[name] ?? {};
  return offered.map((item) => {
    const rule = Object.prototype.hasOwnProperty.call(rules, item.value) ? rules[item.value] : undefined;
    if (!rule) return { ...item, disabled: false, trace: [] };
    const { result, trace } = evaluateCondition(rule.disabledWhen, scope, `/options/${name}/${item.value}/disabledWhen`);
    return { ...item, disabled: result, ...(result ? { reason: rule.reason } : {}), trace };
  });
}
