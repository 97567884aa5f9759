import type { Definition, FieldSchema } from "../types.ts";
import { didYouMean } from "./didYouMean.ts";
import { sectionsAt } from "./eachField.ts";
import type { LintIssue } from "./LintIssue.ts";
import { PORTAL_WIDGETS, RJSF_WIDGETS, RJSF_WIDGETS_BY_TYPE } from "./widgetNames.ts";

const registered = new Set<string>([...PORTAL_WIDGETS, ...RJSF_WIDGETS]);
const anyType = new Set(Object.values(RJSF_WIDGETS_BY_TYPE).flat());

function widgetIssue(widget: string, field: FieldSchema | undefined, pointer: string): LintIssue[] {
  if (registered.has(widget)) return [];
  const type = typeof field?.type === "string" ? field.type : undefined;
  const offered = type ? (RJSF_WIDGETS_BY_TYPE[type] ?? []) : [...anyType];
  if (offered.includes(widget)) return [];
  if (type && anyType.has(widget)) {
    const types = Object.entries(RJSF_WIDGETS_BY_TYPE).filter(([, names]) => names.includes(widget)).map(([t]) => t);
    return [{ code: "unknown-widget", pointer, message: `the widget "${widget}" is for fields of type ${types.join(" or ")}, and this field is of type ${type}; the page would fail to show. Use one of: ${[...PORTAL_WIDGETS.filter((w) => /^[a-z]/.test(w)), ...offered].join(", ")}` }];
  }
  return [{ code: "unknown-widget", pointer, message: `no widget called "${widget}"${didYouMean(widget, [...registered, ...anyType])}; the portal's widgets are ${PORTAL_WIDGETS.filter((w) => /^[a-z]/.test(w)).join(", ")}` }];
}

/** Walks a `ui` object beside the schema it describes (keys are field names, `items` the rows of a list). */
function walkUi(ui: Record<string, unknown>, field: FieldSchema | undefined, at: string, issues: LintIssue[]): void {
  for (const [key, value] of Object.entries(ui)) {
    const pointer = `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (key === "ui:widget" && typeof value === "string") issues.push(...widgetIssue(value, field, pointer));
    else if (!key.startsWith("ui:") && value !== null && typeof value === "object" && !Array.isArray(value)) {
      const inner = key === "items" && field?.items ? field.items : field?.properties?.[key];
      walkUi(value as Record<string, unknown>, inner, pointer, issues);
    }
  }
}

/**
 * Every `ui:widget` names a widget the portal can draw on that field (issue 16): one the theme
 * registers (engine/lint/widgetNames.ts, the one list the renderer is typed by), one of RJSF's
 * own, or RJSF's short name for the field's type. Anything else makes the page fail to render.
 */
export function widgetIssues(definition: Definition): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const [section, at] of sectionsAt(definition)) if (section.ui) walkUi(section.ui, section.schema, `${at}/ui`, issues);
  return issues;
}
