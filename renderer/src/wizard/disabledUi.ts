import type { UiSchema } from "@rjsf/utils";
import { isDisabled } from "../../../engine/computed/isDisabled.ts";
import type { FieldSchema } from "../../../engine/types.ts";

type Data = Record<string, unknown>;
const asObject = (value: unknown): Data => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {});

/** Whether a field or anything inside it declares `x-disabledWhen`. */
function declares(field: FieldSchema): boolean {
  return field["x-disabledWhen"] !== undefined || Object.values(field.properties ?? {}).some(declares) || (field.items ? declares(field.items) : false);
}

/**
 * The rendering hints with `ui:disabled` on every field its siblings disable (`x-disabledWhen`,
 * judged by the engine's `isDisabled`): the engine serial number while Unknown (spec 002 §5), a
 * vessel's dates and certificate until its number is filled (spec 001 §5). Rows of a list get a
 * function, which RJSF calls with each row's own data. The value itself is dropped by
 * `applyComputed` as the applicant types. Returns `ui` itself when nothing declares it.
 */
export function disabledUi(schema: FieldSchema, ui: UiSchema, data: unknown): UiSchema {
  if (!declares(schema)) return ui;
  const container = asObject(data);
  const out: UiSchema = { ...ui };
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (!declares(field)) continue;
    const own = asObject(ui[name]) as UiSchema;
    if (field["x-disabledWhen"] !== undefined) out[name] = { ...own, "ui:disabled": isDisabled(field, container) };
    else if (field.properties) out[name] = disabledUi(field, own, container[name]);
    else if (field.items?.properties) {
      const rows = field.items;
      const itemUi = asObject(own.items) as UiSchema;
      out[name] = { ...own, items: (row: unknown) => disabledUi(rows, itemUi, row) };
    }
  }
  return out;
}
