import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { useMemo, useRef, useState } from "react";
import { applyComputed } from "../../../engine/computed/applyComputed.ts";
import type { CompiledSection } from "../../../engine/definition/compileDefinition.ts";
import type { Answers, EngineContext, FieldError } from "../../../engine/types.ts";
import { govukTemplates, govukWidgets } from "../theme/govukTheme.ts";
import { applyClears } from "./applyClears.ts";
import { engineValidator } from "./engineValidator.ts";
import { sectionForm } from "./sectionForm.ts";
import { toErrorSchema } from "./toErrorSchema.ts";

export interface SectionViewProps {
  compiled: CompiledSection;
  named: Parameters<typeof sectionForm>[1]["named"];
  answers: Answers;
  context: EngineContext;
  errors: FieldError[];
  /** Called with the whole answers after any change in this section. */
  onAnswers: (answers: Answers) => void;
  readonly?: boolean;
  /** Draw only these dotted fields (a form shown in parts, like the payment sub-steps). */
  only?: string[];
  /** Rendering hints laid over the definition's (deep-merged), for a stage's own needs. */
  uiPatch?: UiSchema;
}

function merge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object" && !Array.isArray(current) ? merge(current as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return out;
}

/**
 * One wizard step or form page drawn by RJSF with the portal's theme. RJSF only draws; the engine
 * decides what is shown, offered and valid, and its errors are passed in.
 */
export function SectionView({ compiled, named, answers, context, errors, onAnswers, readonly, only, uiPatch }: SectionViewProps) {
  const form = useMemo(() => sectionForm(compiled, { answers, context, named }, only), [compiled, answers, context, named, only]);
  const extraErrors = useMemo(() => toErrorSchema(errors), [errors]);
  // RJSF owns the data while the section is on screen and is handed back exactly what it last
  // reported; handing it a reshaped copy of the answers makes it replay changes on stale data.
  const [formData, setFormData] = useState<Answers>(form.formData);
  const latest = useRef(answers);
  latest.current = answers;
  return (
    <Form
      schema={form.schema as RJSFSchema}
      uiSchema={{ ...(uiPatch ? merge(form.uiSchema, uiPatch) : form.uiSchema), "ui:submitButtonOptions": { norender: true } }}
      formData={formData}
      validator={engineValidator}
      templates={govukTemplates}
      widgets={govukWidgets}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      readonly={readonly}
      idPrefix="root"
      formContext={{ today: context.today }}
      // A `const: true` (the declaration's acknowledgement) is something to tick, never a default.
      experimental_defaultFormStateBehavior={{ constAsDefaults: "never" }}
      onChange={({ formData: emitted }) => {
        const typed = applyClears(compiled.section.ui, formData, emitted ?? {}) as Answers;
        // A duration or total follows what was typed, and a choice clears what it replaces; RJSF is
        // handed the new object only then.
        const data = applyComputed([form.schema as typeof compiled.section.schema], typed);
        setFormData(data);
        const next: Answers = { ...latest.current };
        for (const name of Object.keys(form.schema.properties ?? {})) {
          const drawn = data[name];
          // A form drawn in parts merges its part into the nested object instead of replacing it.
          const kept = latest.current[name];
          const drawnKeys = Object.keys((form.schema.properties?.[name] as { properties?: object } | undefined)?.properties ?? {});
          const others = kept && typeof kept === "object" && !Array.isArray(kept) ? Object.fromEntries(Object.entries(kept).filter(([k]) => !drawnKeys.includes(k))) : {};
          const value = only && drawnKeys.length ? { ...others, ...((drawn as object | undefined) ?? {}) } : drawn;
          if (value === undefined) delete next[name];
          else next[name] = value;
        }
        onAnswers(next);
      }}
    >
      <></>
    </Form>
  );
}
