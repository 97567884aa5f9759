import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { conditionHolds } from "../conditions/conditionHolds.ts";
import { defaultMessages, fillMessage } from "../validation/defaultMessages.ts";
import { answerWalk, walkAnswers, type AnswerWalk } from "../validation/answerWalk.ts";
import type { FieldError, FieldSchema, ListItem, OptionRule, Section, TraceEntry } from "../types.ts";
import { fieldOptions } from "./fieldOptions.ts";

const choicesOf = (field: FieldSchema): FieldSchema => (field.type === "array" && field.items ? field.items : field);
const filterOf = (field: FieldSchema): string | undefined => choicesOf(field)["x-filterBy"] ?? field["x-filterBy"];

/** The fields of a section's schema whose options depend on other answers or on today, walked once per schema. */
const walks = new WeakMap<FieldSchema, { section: Section; walk: AnswerWalk[] }>();

function optionWalk(section: Section, schema: FieldSchema): AnswerWalk[] {
  let found = walks.get(schema);
  if (!found || found.section !== section) {
    found = { section, walk: answerWalk(schema, (name, field) => Boolean(filterOf(field)) || Boolean(section.options?.[name])) };
    walks.set(schema, found);
  }
  return found.walk;
}

/** A choice field's items by value, and those an option rule may switch off, in list order (found once per field). */
interface ChoiceIndex {
  byValue: Map<unknown, ListItem[]>;
  ruled: ListItem[];
}

const indexes = new WeakMap<FieldSchema, WeakMap<object, ChoiceIndex>>();
const NO_RULES: Record<string, OptionRule> = {};

function choiceIndex(field: FieldSchema, rules: Record<string, OptionRule>): ChoiceIndex {
  let byRules = indexes.get(field);
  if (!byRules) {
    byRules = new WeakMap();
    indexes.set(field, byRules);
  }
  let index = byRules.get(rules);
  if (!index) {
    const choices = choicesOf(field);
    const items: ListItem[] = choices["x-list"]?.items ?? (choices.enum ?? []).map((value) => ({ value: String(value) }));
    const byValue = new Map<unknown, ListItem[]>();
    for (const item of items) byValue.set(item.value, [...(byValue.get(item.value) ?? []), item]);
    index = { byValue, ruled: items.filter((item) => Object.prototype.hasOwnProperty.call(rules, item.value) && rules[item.value]) };
    byRules.set(rules, index);
  }
  return index;
}

const isOffered = (item: ListItem, filterBy: string | undefined, group: unknown): boolean => !filterBy || item.group === undefined || item.group === group;

/** An option as optionErrors needs it: whether it is switched off now, and why. */
interface Verdict {
  disabled: boolean;
  reason?: string;
}

/**
 * fieldOptions' verdict on the values chosen, without building every option of the list: the
 * rules of every offered option are judged, in list order, as fieldOptions judges them (so a
 * rule that cannot be judged fails here too), and only the chosen options are looked up.
 */
function chosenOptions(section: Section, name: string, field: FieldSchema, scope: ConditionScope, container: Record<string, unknown>, chosen: unknown[]): Array<Verdict | undefined> {
  const filterBy = filterOf(field);
  const group = filterBy ? container[filterBy] : undefined;
  const rules = section.options?.[name] ?? NO_RULES;
  const index = choiceIndex(field, rules);
  const disabled = new Map<ListItem, boolean>();
  const at = index.ruled.length ? `/options/${name}` : "";
  for (const item of index.ruled) {
    if (!isOffered(item, filterBy, group)) continue;
    const rule = rules[item.value] as OptionRule;
    disabled.set(item, conditionHolds(rule.disabledWhen, scope, at, null, item.value, "/disabledWhen"));
  }
  return chosen.map((choice) => {
    const item = index.byValue.get(choice)?.find((candidate) => isOffered(candidate, filterBy, group));
    if (!item) return undefined;
    return disabled.get(item) ? { disabled: true, reason: (rules[item.value] as OptionRule).reason } : { disabled: false };
  });
}

/** fieldOptions itself, every option built with its trace (the traced walk), for the values chosen. */
function tracedOptions(section: Section, name: string, field: FieldSchema, scope: ConditionScope, container: Record<string, unknown>, chosen: unknown[], trace: TraceEntry[]): Array<Verdict | undefined> {
  const all = fieldOptions(section, name, field, scope, container);
  return chosen.map((choice) => {
    const option = all.find((o) => o.value === choice);
    if (option) trace.push(...option.trace);
    return option;
  });
}

/**
 * Refuses answers that pick an option not offered now: a port outside the chosen region, or a
 * species in its closed season. The enum check alone cannot see either, since both depend on
 * other answers or on today. The trace is built only when `options.trace` asks for it.
 */
export function optionErrors(section: Section, schema: FieldSchema, data: unknown, scope: ConditionScope, options: { trace?: boolean } = {}): { errors: FieldError[]; trace: TraceEntry[] } {
  const errors: FieldError[] = [];
  const trace: TraceEntry[] = [];
  walkAnswers(optionWalk(section, schema), data, ({ pointer, name, field, value, container }) => {
    const choices = choicesOf(field);
    const filtered = Boolean(filterOf(field));
    const chosen = Array.isArray(value) ? value : [value];
    const verdicts = options.trace ? tracedOptions(section, name, field, scope, container, chosen, trace) : chosenOptions(section, name, field, scope, container, chosen);
    chosen.forEach((choice, i) => {
      const at = Array.isArray(value) ? `${pointer}/${i}` : pointer;
      const option = verdicts[i];
      if (!option && filtered && (choices.enum ?? []).includes(choice)) {
        const group = String(filterOf(field)).replace(/_/g, " ");
        errors.push({ pointer: at, message: fillMessage(defaultMessages.filterBy ?? "", { group }) });
      } else if (option?.disabled) errors.push({ pointer: at, message: option.reason ?? "This choice is not available now" });
    });
  });
  return { errors, trace };
}
