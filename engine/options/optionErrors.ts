import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { defaultMessages, fillMessage } from "../validation/defaultMessages.ts";
import { eachAnswer } from "../validation/eachAnswer.ts";
import type { FieldError, FieldSchema, Section, TraceEntry } from "../types.ts";
import { fieldOptions } from "./fieldOptions.ts";

/**
 * Refuses answers that pick an option not offered now: a port outside the chosen region, or a
 * species in its closed season. The enum check alone cannot see either, since both depend on
 * other answers or on today.
 */
export function optionErrors(section: Section, schema: FieldSchema, data: unknown, scope: ConditionScope): { errors: FieldError[]; trace: TraceEntry[] } {
  const errors: FieldError[] = [];
  const trace: TraceEntry[] = [];
  eachAnswer(schema, data, ({ pointer, name, field, value, container }) => {
    const choices = field.type === "array" && field.items ? field.items : field;
    const filtered = Boolean(choices["x-filterBy"] ?? field["x-filterBy"]);
    if (!filtered && !section.options?.[name]) return;
    const options = fieldOptions(section, name, field, scope, container);
    const chosen = Array.isArray(value) ? value : [value];
    chosen.forEach((choice, i) => {
      const at = Array.isArray(value) ? `${pointer}/${i}` : pointer;
      const option = options.find((o) => o.value === choice);
      if (option) trace.push(...option.trace);
      if (!option && filtered && (choices.enum ?? []).includes(choice)) {
        const group = String(choices["x-filterBy"] ?? field["x-filterBy"]).replace(/_/g, " ");
        errors.push({ pointer: at, message: fillMessage(defaultMessages.filterBy ?? "", { group }) });
      } else if (option?.disabled) errors.push({ pointer: at, message: option.reason ?? "This choice is not available now" });
    });
  });
  return { errors, trace };
}
