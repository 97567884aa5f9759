import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { Answers, FieldSchema } from "../../../engine/types.ts";
import { AnswerValue, hasContent } from "./AnswerValue.tsx";

/**
 * Page 1's read-only 'Transaction Details': every answer the wizard asked on this path, with the
 * step's label, so the applicant sees what the form will be judged on. Tables answered in the
 * wizard (owners, gear, fish, production) are written out in full.
 */
export function TransactionDetails({ compiled, answers, asked }: { compiled: CompiledDefinition; answers: Answers; asked: string[] }) {
  const rows: Array<{ name: string; label: string; field: FieldSchema }> = [];
  for (const step of compiled.steps.values()) {
    for (const [name, field] of Object.entries(step.section.schema.properties)) {
      if (!asked.includes(name) || rows.some((r) => r.name === name) || !hasContent(answers[name])) continue;
      rows.push({ name, label: field.title ?? name, field });
    }
  }
  if (!rows.length) return null;
  return (
    <>
      <h3 className="govuk-heading-m">Transaction Details</h3>
      <dl className="govuk-summary-list">
        {rows.map((row) => (
          <div className="govuk-summary-list__row" key={row.name}>
            <dt className="govuk-summary-list__key">{row.label}</dt>
            <dd className="govuk-summary-list__value">
              <AnswerValue value={answers[row.name]} field={row.field} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
