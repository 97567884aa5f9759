import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { Answers } from "../../../engine/types.ts";

const shown = (value: unknown): string => (Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? (value ? "Yes" : "No") : value !== null && typeof value === "object" ? "" : String(value));

/**
 * Page 1's read-only 'Transaction Details': every answer the wizard asked on this path, with the
 * step's label, so the applicant sees what the form will be judged on.
 */
export function TransactionDetails({ compiled, answers, asked }: { compiled: CompiledDefinition; answers: Answers; asked: string[] }) {
  const rows: Array<{ label: string; value: string }> = [];
  for (const step of compiled.steps.values()) {
    for (const [name, field] of Object.entries(step.section.schema.properties)) {
      if (!asked.includes(name) || rows.some((r) => r.label === (field.title ?? name)) || answers[name] === undefined) continue;
      const value = shown(answers[name]);
      if (value) rows.push({ label: field.title ?? name, value });
    }
  }
  if (!rows.length) return null;
  return (
    <>
      <h3 className="govuk-heading-m">Transaction Details</h3>
      <dl className="govuk-summary-list">
        {rows.map((row) => (
          <div className="govuk-summary-list__row" key={row.label}>
            <dt className="govuk-summary-list__key">{row.label}</dt>
            <dd className="govuk-summary-list__value">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
