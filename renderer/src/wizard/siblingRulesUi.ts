import type { UiSchema } from "@rjsf/utils";
import { isDisabled, isHidden } from "../../../engine/computed/siblingRules.ts";
import type { FieldSchema } from "../../../engine/types.ts";

type Data = Record<string, unknown>;
const asObject = (value: unknown): Data => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {});

/** Whether a field's own rule reads its siblings: disabled (`x-disabledWhen`) or asked at all (`x-showWhen`). */
const ruled = (field: FieldSchema): boolean => field["x-disabledWhen"] !== undefined || field["x-showWhen"] !== undefined;

/** Whether a field or anything inside it declares a rule its siblings decide. */
function declares(field: FieldSchema): boolean {
  return ruled(field) || Object.values(field.properties ?? {}).some(declares) || (field.items ? declares(field.items) : false);
}

/**
 * The rendering hints for the fields whose siblings decide them, judged by the engine's
 * `isDisabled` and `isHidden`: `ui:disabled` on the engine serial number while Unknown (spec 002
 * §5) and on a vessel's dates and certificate until its number is filled (spec 001 §5); the hidden
 * widget on a field its own row does not ask (`x-showWhen`, docs/decisions/0060: a CITES permit
 * number on the queen conch rows only). Rows of a list get a function, which RJSF calls with each
 * row's own data. The values themselves are dropped by `applyComputed` as the applicant types.
 * Returns `ui` itself when nothing declares a rule.
 */
export function siblingRulesUi(schema: FieldSchema, ui: UiSchema, data: unknown): UiSchema {
  if (!declares(schema)) return ui;
  const container = asObject(data);
  const out: UiSchema = { ...ui };
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (!declares(field)) continue;
    const own = asObject(ui[name]) as UiSchema;
    if (ruled(field)) {
      out[name] = isHidden(field, container) ? { ...own, "ui:widget": "hidden" } : { ...own, ...(field["x-disabledWhen"] !== undefined ? { "ui:disabled": isDisabled(field, container) } : {}) };
    } else if (field.properties) out[name] = siblingRulesUi(field, own, container[name]);
    else if (field.items?.properties) {
      const rows = field.items;
      const itemUi = asObject(own.items) as UiSchema;
      out[name] = { ...own, items: (row: unknown) => siblingRulesUi(rows, itemUi, row) };
    }
  }
  return out;
}
